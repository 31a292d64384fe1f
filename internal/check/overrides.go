package check

import (
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// markOverrides records, on each part of file f (a build file merged into
// under, giving c) that extends a catalog part, the numbers it changes of that part:
// each an hw.Amendment with Override set, old and new, so that reports show
// them (a part that keeps the catalog part's name and raises its
// pcie_lanes would otherwise read as the catalog's). The catalog part is
// the first part up the extends chain that f does not declare.
//
// A part with no catalog part under it is marked Declared instead. Either
// kind, when it changes a number, gets the catalog part it looks like, if
// any (hw.Part.Lookalike, lookalike).
func markOverrides(under, c *catalog.Catalog, f *hclfile.File) {
	for _, p := range f.Parts {
		if c.Lookup(p.ID) != p {
			continue
		}
		base, steps := p, 0
		for ; base != nil && base.DefRange.Filename == f.Name && steps <= catalog.MaxExtendsDepth; steps++ {
			if base.Extends == "" {
				base = nil
				break
			}
			base = c.Lookup(base.Extends)
		}
		if base == nil && steps <= catalog.MaxExtendsDepth {
			p.Declared, p.Lookalike = true, lookalike(under, p)
			continue
		}
		if base == nil || base.DefRange.Filename == f.Name {
			continue // reported by the merge
		}
		mark := func(name string, where hcl.Range, has, same bool, old, now string) *hw.Amendment {
			if _, ok := p.Amendment(name); ok || where.Filename != f.Name || same {
				return nil
			}
			am := hw.Amendment{Attr: name, Override: true, Where: where, New: now, WasSlots: base.Slots, WasM2: base.M2}
			if has {
				am.Old = old
			}
			p.Amended = append(p.Amended, am)
			return &p.Amended[len(p.Amended)-1]
		}
		for _, attr := range hw.AttrsOf(p.Kind) {
			v, ok := p.Attrs[attr.Name]
			if !ok || hw.Descriptive(attr.Name) {
				continue
			}
			bv, had := base.Attrs[attr.Name]
			if am := mark(attr.Name, v.Range, had, had && bv.Format() == v.Format(), bv.Format(), v.Format()); am != nil && had {
				am.Was = &bv
			}
		}
		if len(p.Slots) > 0 {
			same := slices.EqualFunc(p.Slots, base.Slots, func(a, b hw.PCIeSlot) bool {
				a.Range, b.Range = hcl.Range{}, hcl.Range{}
				return a == b
			})
			mark("pcie_slot", p.Slots[0].Range, len(base.Slots) > 0, same, hw.SlotTable(base.Slots), hw.SlotTable(p.Slots))
		}
		if len(p.M2) > 0 {
			same := slices.EqualFunc(p.M2, base.M2, func(a, b hw.M2Slot) bool {
				a.Range, b.Range = hcl.Range{}, hcl.Range{}
				return a == b
			})
			mark("m2_slot", p.M2[0].Range, len(base.M2) > 0, same, hw.M2Table(base.M2), hw.M2Table(p.M2))
		}
		if len(p.Amended) > 0 && p.Amended[len(p.Amended)-1].Override {
			// A variant that changes numbers and reads as a catalog part.
			p.Lookalike = lookalike(under, p)
		}
	}
}
