package hclfile

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// AmendBlock is an amend block to fill in for the numbers sets of part id
// (p may be nil; each set is numbers any of which would do), as `catalog
// todo` and pick print it:
// each unknown value is null, which `validate` refuses until it is
// replaced by the number.
func AmendBlock(p *hw.Part, kind hw.Kind, id string, sets [][]string) string {
	type line struct{ name, value, doc string }
	var lines []line
	var tables []string
	// A block replaces numbers the part has when it adds a slot list's
	// positions, or gives the maker's number for a community one that
	// does not count (docs/data-quality.md): why, and the reason to fill in.
	var replace, reason string
	for _, set := range sets {
		if len(set) > 1 {
			lines = append(lines, line{doc: "any of these will do; 0 where the part has none"})
		}
		for _, a := range set {
			switch a {
			case "pcie_slot":
				tables = append(tables, slotBlocks(nil))
			case "pcie_slot.position":
				replace, reason = "the slot list is the catalog's; this one adds the positions", "positions from the manual's layout drawing"
				var slots []hw.PCIeSlot
				if p != nil {
					slots = p.Slots
				}
				tables = append(tables, slotBlocks(slots))
			case "m2_slot":
				tables = append(tables, "  # one m2_slot block per M.2 socket\n  m2_slot {\n    interface = null # nvme, sata or both\n    # source  = \"cpu\" # or \"chipset\"\n    # gen     = 4\n  }\n")
			default:
				doc := ""
				if at, ok := hw.LookupAttr(kind, a); ok {
					doc = at.Doc
				}
				if p != nil && p.Has(a) && replace == "" {
					replace, reason = "the maker's numbers for ones the part has from community data", "the maker's spec sheet"
				}
				lines = append(lines, line{a, "null", doc})
			}
		}
	}
	if replace != "" {
		lines = append(lines, line{"replace", "true", replace}, line{"reason", "null", fmt.Sprintf("%q", reason)})
	}
	lines = append(lines, line{"source", "null", "\"https://…\": the page that gives these numbers"})
	width := 0
	for _, l := range lines {
		width = max(width, len(l.name))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "amend %q %q {\n", kind, id)
	for _, l := range lines {
		if l.name == "" {
			b.WriteString("  # " + l.doc + "\n")
			continue
		}
		fmt.Fprintf(&b, "  %-*s = %s", width, l.name, l.value)
		if l.doc != "" {
			b.WriteString(" # " + l.doc)
		}
		b.WriteString("\n")
	}
	for _, t := range tables {
		b.WriteString(t)
	}
	b.WriteString("}\n")
	return b.String()
}

// slotBlocks are pcie_slot blocks to fill in: the catalog's list with its
// positions to add, or one block to copy per slot.
func slotBlocks(slots []hw.PCIeSlot) string {
	var b strings.Builder
	if len(slots) == 0 {
		b.WriteString("  # one pcie_slot block per slot, in the maker's order (nearest the CPU first)\n")
		b.WriteString("  pcie_slot {\n    position = null # from the top (1 = first), from the manual's layout drawing; or leave out on every slot\n")
		b.WriteString("    size     = null # physical length in lanes (16 for full length)\n    lanes    = null # electrical lanes with every full-length slot populated\n")
		b.WriteString("    gen      = null # PCIe generation\n    # source = \"cpu\" # or \"chipset\"\n  }\n")
		return b.String()
	}
	b.WriteString("  # the catalog's slot list, in its order: add each slot's position\n")
	for _, s := range slots {
		fmt.Fprintf(&b, "  pcie_slot {\n    position = null\n    size     = %d\n    lanes    = %d\n    gen      = %d\n", s.Size, s.Lanes, s.Gen)
		if s.Source != "" {
			fmt.Fprintf(&b, "    source   = %q\n", s.Source)
		}
		b.WriteString("  }\n")
	}
	return b.String()
}
