package catalogq

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Compat is a set of parts of another role that go with a part, with the
// `--where` expression that finds them, so the full list is one command
// away.
type Compat struct {
	Role  hw.Kind
	Label string
	Where string
	Parts []*hw.Part
}

// Compatible returns the parts of other roles that go with p where that is
// short to say: boards and coolers of a CPU's socket, cases of a board's
// form factor, and so on. These are single-attribute matches, not a full
// check: `catalog list KIND --fits BUILD` runs every rule.
func Compatible(cat *catalog.Catalog, p *hw.Part) []Compat {
	q := func(s string) string { return fmt.Sprintf("%q", s) }
	anyOf := func(field string, values []string) string {
		var parts []string
		for _, v := range values {
			parts = append(parts, fmt.Sprintf("%s == %s", field, q(v)))
		}
		return strings.Join(parts, " || ")
	}
	containsAny := func(field string, values []string) string {
		var parts []string
		for _, v := range values {
			parts = append(parts, fmt.Sprintf("contains(%s, %s)", field, q(v)))
		}
		return strings.Join(parts, " || ")
	}
	var groups []Compat
	add := func(role hw.Kind, label, where string) {
		if where != "" {
			groups = append(groups, Compat{Role: role, Label: label, Where: where})
		}
	}
	socket := p.CPU().Socket + p.Board().Socket // the one of its kind; "" for the others
	switch p.Kind {
	case hw.KindCPU:
		if socket != "" {
			add(hw.KindMotherboard, "boards for "+socket, "socket == "+q(socket))
			add(hw.KindCooler, "coolers for "+socket, containsAny("sockets", []string{socket}))
		}
	case hw.KindMotherboard:
		if socket != "" {
			add(hw.KindCPU, "CPUs for "+socket, "socket == "+q(socket))
			add(hw.KindCooler, "coolers for "+socket, containsAny("sockets", []string{socket}))
		}
		if mt := p.Board().MemoryType; mt != "" {
			add(hw.KindMemory, mt+" kits", "type == "+q(mt))
		}
		if ff := p.Board().FormFactor; ff != "" {
			add(hw.KindCase, "cases for "+ff, containsAny("form_factors", []string{ff}))
		}
	case hw.KindCooler:
		if s := p.Cooler().Sockets; len(s) > 0 {
			add(hw.KindCPU, "CPUs for "+strings.Join(s, ", "), anyOf("socket", s))
		}
	case hw.KindCase:
		if ff := p.Case().FormFactors; len(ff) > 0 {
			add(hw.KindMotherboard, "boards for "+strings.Join(ff, ", "), anyOf("form_factor", ff))
		}
		pff := p.Case().PSUFormFactors
		add(hw.KindPSU, "PSUs ("+strings.Join(pff, ", ")+")", anyOf("form_factor", pff))
	case hw.KindMemory:
		if t := p.Memory().Type; t != "" {
			add(hw.KindMotherboard, t+" boards", "memory_type == "+q(t))
		}
	case hw.KindPSU:
		if ff := p.PSU().FormFactor; ff != "" {
			add(hw.KindCase, "cases taking "+ff, "contains(coalesce(psu_form_factors, [\"ATX\"]), "+q(ff)+")")
		}
	case hw.KindGPU:
		if l := p.GPU().LengthMM; l > 0 {
			add(hw.KindCase, fmt.Sprintf("cases for a %s mm card", FormatNum(l)), "max_gpu_length_mm >= "+FormatNum(l))
		}
	}
	for i := range groups {
		g := &groups[i]
		w, err := ParseWhere(g.Where, g.Role)
		if err != nil {
			// The expressions are ours; one that does not compile is a bug,
			// but a missing group is better than a failed `show`.
			continue
		}
		g.Parts, _ = w.Filter(cat.Parts(g.Role))
	}
	return groups
}

// SuggestIDs returns up to n ids of kind k (every kind when "") for an id
// that is not in the catalog, ranked as every "did you mean" of a part id
// is (catalog.Catalog.SuggestIDs): typos first, then the search ranking.
func SuggestIDs(cat *catalog.Catalog, id string, k hw.Kind, n int) []string {
	return cat.SuggestIDs(id, k, n)
}
