package hw

import (
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// Value is one decoded attribute value.
type Value struct {
	Type AttrType
	Num  float64
	Str  string
	Bool bool
	List []string
	Nums []float64
	// Range is where the value was written (for inherited values, in the
	// part it was inherited from).
	Range hcl.Range
}

// PCIeSlot is a motherboard expansion slot.
type PCIeSlot struct {
	Position int
	Size     int
	Lanes    int
	Gen      int
	Source   string
	Range    hcl.Range
}

// M2Slot is a motherboard M.2 socket.
type M2Slot struct {
	Interface string
	Source    string
	Gen       int
	Range     hcl.Range
}

// Part is a catalog entry: a part of some kind, or a cloud offer.
type Part struct {
	Kind    Kind
	ID      string
	Extends string
	Attrs   map[string]Value
	// Slots and M2 are the motherboard's slot tables, sorted by position.
	Slots []PCIeSlot
	M2    []M2Slot
	// DefRange is the block header, `part "gpu" "id"`.
	DefRange hcl.Range
	// Embedded is true for parts of the embedded catalog.
	Embedded bool

	// views are the typed views (p.CPU(), p.GPU(), …), read from Attrs
	// once on first use: set Attrs before reading any view.
	views partViews
}

// Has reports whether attribute name is set.
func (p *Part) Has(name string) bool { _, ok := p.Attrs[name]; return ok }

// Num returns a number attribute and whether it is set.
func (p *Part) Num(name string) (float64, bool) {
	v, ok := p.Attrs[name]
	return v.Num, ok
}

// Int returns a whole-number attribute and whether it is set.
func (p *Part) Int(name string) (int, bool) {
	v, ok := p.Attrs[name]
	return int(v.Num), ok
}

// NumOr returns a number attribute or def when it is not set.
func (p *Part) NumOr(name string, def float64) float64 {
	if v, ok := p.Attrs[name]; ok {
		return v.Num
	}
	return def
}

// Str returns a string attribute, or "".
func (p *Part) Str(name string) string { return p.Attrs[name].Str }

// Bool returns a bool attribute, false when unset.
func (p *Part) Bool(name string) bool { return p.Attrs[name].Bool }

// List returns a list-of-strings attribute.
func (p *Part) List(name string) []string { return p.Attrs[name].List }

// Nums returns a list-of-numbers attribute.
func (p *Part) Nums(name string) []float64 { return p.Attrs[name].Nums }

// Name is the part's product name.
func (p *Part) Name() string { return p.Str("name") }

// ShortName is the product name without the brand, as messages quote it
// ("GeForce GTX 1080 Ti Founders Edition").
func (p *Part) ShortName() string {
	n, b := p.Name(), p.Str("brand")
	if b != "" && strings.HasPrefix(n, b+" ") && len(n) > len(b)+1 {
		return n[len(b)+1:]
	}
	if n == "" {
		return p.ID
	}
	return n
}

// Price returns the catalog price and whether it is known.
func (p *Part) Price() (float64, bool) { return p.Num("price_usd") }

// SlotPositions reports whether the board's slot table gives positions
// (SPEC 1.1: all or nothing per board). A list without positions still
// gives the slot count and lanes.
func (p *Part) SlotPositions() bool { return len(p.Slots) > 0 && p.Slots[0].Position > 0 }

// FullLengthSlots returns the x16-size slots, the ones a GPU goes in.
func (p *Part) FullLengthSlots() []PCIeSlot {
	var out []PCIeSlot
	for _, s := range p.Slots {
		if s.Size >= 16 {
			out = append(out, s)
		}
	}
	return out
}

// Clone returns a copy of p with its own Attrs and slot tables, to change
// before use (its typed views are read afresh from the copy's Attrs).
func (p *Part) Clone() *Part {
	c := &Part{Kind: p.Kind, ID: p.ID, Extends: p.Extends, Attrs: make(map[string]Value, len(p.Attrs)),
		Slots: slices.Clone(p.Slots), M2: slices.Clone(p.M2), DefRange: p.DefRange, Embedded: p.Embedded}
	for k, v := range p.Attrs {
		c.Attrs[k] = v
	}
	return c
}
