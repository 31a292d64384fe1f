package hw

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/rigcheck/rigcheck/internal/prose"
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
	// Amended lists the numbers that are not the catalog's: what amend
	// blocks added or replaced (SPEC 1.4), and the numbers a part declared
	// in a build file changes of the catalog part it extends.
	Amended []Amendment
	// Declared marks a part declared in a build file with no catalog part
	// under it (no extends, or extends only parts of that file): every
	// number of it is the file's own. Lookalike is, for such a part or a
	// build file's variant that changes numbers, the id of a catalog part
	// of its kind whose name it copies or whose id differs from its own
	// only in case and punctuation ("" when none).
	Declared  bool
	Lookalike string

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
		Slots: slices.Clone(p.Slots), M2: slices.Clone(p.M2), DefRange: p.DefRange, Embedded: p.Embedded,
		Amended: slices.Clone(p.Amended), Declared: p.Declared, Lookalike: p.Lookalike}
	for k, v := range p.Attrs {
		c.Attrs[k] = v
	}
	return c
}

// Amendment is one number of a part that is not its catalog entry's: an
// amend block's (SPEC 1.4), or an override, a number that a part declared
// in a build file changes of the catalog part it extends.
type Amendment struct {
	// Attr is the attribute, or "pcie_slot" / "m2_slot" for a slot table.
	Attr string
	// Override marks a build file's part's change of the part it extends.
	Override bool
	// Where is where the number was written.
	Where hcl.Range
	// Old is the number it replaces, as written ("" when the catalog part
	// has none); New the number, as written.
	Old, New string
	// Was is the value replaced (nil when the catalog part has none), and
	// WasSlots, WasM2 the slot table, for what the build would be without
	// the change.
	Was      *Value
	WasSlots []PCIeSlot
	WasM2    []M2Slot
	// Reason is the amend block's reason for a replacement; Source the
	// block's source and where it is written (empty for an override).
	Reason      string
	Source      string
	SourceRange hcl.Range
}

// Amendment returns the amendment of attribute (or slot table) name, if any.
func (p *Part) Amendment(name string) (Amendment, bool) {
	for _, a := range p.Amended {
		if a.Attr == name {
			return a, true
		}
	}
	return Amendment{}, false
}

// Format writes a value as a build file would: numbers as prose.Number does,
// strings quoted, lists in brackets.
func (v Value) Format() string {
	switch v.Type {
	case TNumber, TInt:
		return prose.Number(v.Num)
	case TString:
		return strconv.Quote(v.Str)
	case TBool:
		return strconv.FormatBool(v.Bool)
	case TStringList:
		q := make([]string, len(v.List))
		for i, s := range v.List {
			q[i] = strconv.Quote(s)
		}
		return "[" + strings.Join(q, ", ") + "]"
	case TNumberList:
		q := make([]string, len(v.Nums))
		for i, f := range v.Nums {
			q[i] = prose.Number(f)
		}
		return "[" + strings.Join(q, ", ") + "]"
	}
	return ""
}

// SlotTable sums up a board's pcie_slot table for a message: "2 slots at
// positions 1, 3 (x16 gen 3, x8 gen 3)", or "none".
func SlotTable(slots []PCIeSlot) string {
	if len(slots) == 0 {
		return "none"
	}
	var pos, lanes []string
	for _, s := range slots {
		pos = append(pos, strconv.Itoa(s.Position))
		lanes = append(lanes, fmt.Sprintf("x%d gen %d", s.Lanes, s.Gen))
	}
	where := "without positions"
	if slots[0].Position > 0 {
		where = "at positions " + strings.Join(pos, ", ")
	}
	return fmt.Sprintf("%s %s (%s)", prose.Count(len(slots), "slot"), where, strings.Join(lanes, ", "))
}

// M2Table sums up a board's m2_slot table: "3 M.2 slots (nvme, nvme,
// both)", or "none".
func M2Table(slots []M2Slot) string {
	if len(slots) == 0 {
		return "none"
	}
	var kinds []string
	for _, s := range slots {
		kinds = append(kinds, s.Interface)
	}
	return fmt.Sprintf("%s (%s)", prose.Count(len(slots), "M.2 slot"), strings.Join(kinds, ", "))
}
