package hw

import "sync"

//go:generate go run ./gen

// Opt is an optional attribute's value: OK is false when the part does not
// set it, so that a missing number never reads as zero.
type Opt[T any] struct {
	V  T
	OK bool
}

// Get returns the value and whether it is set.
func (o Opt[T]) Get() (T, bool) { return o.V, o.OK }

// Or returns the value, or def when it is not set.
func (o Opt[T]) Or(def T) T {
	if o.OK {
		return o.V
	}
	return def
}

// partViews caches a part's typed views (views_gen.go). They are read from
// Attrs on first use, after the catalog has built the part (extends
// resolved), and are safe to share between goroutines.
type partViews struct {
	commonOnce, kindOnce sync.Once
	common               *Common
	kind                 any
}

// viewOf returns p's view of kind k, built once by fill.
func viewOf[T any](p *Part, k Kind, fill func(*Part) *T) *T {
	if p == nil || p.Kind != k {
		return new(T)
	}
	p.views.kindOnce.Do(func() { p.views.kind = fill(p) })
	if v, ok := p.views.kind.(*T); ok {
		return v
	}
	return new(T)
}

// Width is the expansion slots the card covers: slot_width, or 2 (the most
// common width) for a card whose slot_width is missing, which is a schema
// error reported on its own; placement still needs a width to go on.
func (g *GPU) Width() float64 {
	if g.SlotWidth > 0 {
		return g.SlotWidth
	}
	return 2
}
