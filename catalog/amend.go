package catalog

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Amend blocks (SPEC 1.4) add numbers to a part without copying it. An
// amend of a part of the catalog being merged into applies to a copy of
// it, before the merged files' parts extend it, so that their variants
// inherit the numbers; an amend of a part of the merged files applies
// after its extends are resolved. A variant already in the catalog keeps
// the numbers it had: an amend changes the part it names.

// amendAll applies the amend blocks of files to c, a layer whose own
// parts (of files) are not resolved yet; resolve resolves them. It returns
// the problems and the amends of ids c does not have, which need c
// complete for their "did you mean" (unknownAmends).
func (c *Catalog) amendAll(files []*hclfile.File, resolve func() hw.Diagnostics) (hw.Diagnostics, []*hclfile.Amend) {
	mine := make(map[*hw.Part]bool, len(c.own))
	for _, p := range c.own {
		mine[p] = true
	}
	var diags hw.Diagnostics
	var late, unknown []*hclfile.Amend
	for _, f := range files {
		for _, a := range f.Amends {
			t := c.Lookup(a.Part.ID)
			switch {
			case t == nil:
				unknown = append(unknown, a)
			case t.Kind != a.Part.Kind:
				diags = append(diags, hw.Diagnostic{Rule: "wrong-kind", Severity: hw.Error,
					Message: fmt.Sprintf("amend %q %q: %q is a %s (%s)", a.Part.Kind, a.Part.ID, t.ID, t.Kind, t.Name()),
					Detail:  fmt.Sprintf("Write it as amend %q %q { … }.", t.Kind, t.ID), Range: a.IDRange})
			case mine[t]:
				late = append(late, a)
			default:
				if c.byID[t.ID] != t {
					t = t.Clone() // a part of a layer below, which is shared
					c.byID[t.ID] = t
				}
				diags = append(diags, amendPart(t, a)...)
			}
		}
	}
	diags = append(diags, resolve()...)
	for _, a := range late {
		diags = append(diags, amendPart(c.byID[a.Part.ID], a)...)
	}
	return diags, unknown
}

// unknownAmends reports amends of ids that c does not have.
func (c *Catalog) unknownAmends(list []*hclfile.Amend) hw.Diagnostics {
	var diags hw.Diagnostics
	for _, a := range list {
		diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error,
			Message: fmt.Sprintf("amend of %s %q, which is not in the catalog", a.Part.Kind, a.Part.ID),
			Detail:  c.suggestSentence(a.Part.ID, a.Part.Kind), Range: a.IDRange})
	}
	return diags
}

// amendPart applies a to t: each attribute and slot table the block gives
// that t lacks is added; one t has is replaced when the block says
// replace = true, and is an error otherwise. t's Amended records each.
func amendPart(t *hw.Part, a *hclfile.Amend) hw.Diagnostics {
	var diags hw.Diagnostics
	src := a.Part.Attrs["source"]
	conflict := func(what, has string, at, where hcl.Range) {
		diags = append(diags, hw.Diagnostic{Rule: "schema", Severity: hw.Error,
			Message: fmt.Sprintf("amend %q %q: the part already has %s = %s (%s)", t.Kind, t.ID, what, has, rangeString(at)),
			Detail:  "An amend adds the numbers a part lacks. To change one it has, add replace = true and reason = \"…\" (what the source shows) to the block.",
			Range:   where})
	}
	for _, attr := range hw.AttrsOf(t.Kind) {
		v, ok := a.Part.Attrs[attr.Name]
		if !ok || attr.Name == "source" {
			continue // the amend's source is its own citation
		}
		old, had := t.Attrs[attr.Name]
		if had && !a.Replace {
			conflict(attr.Name, old.Format(), old.Range, v.Range)
			continue
		}
		am := hw.Amendment{Attr: attr.Name, Where: v.Range, New: v.Format(), Reason: a.Reason, Source: src.Str, SourceRange: src.Range}
		if had {
			am.Old, am.Was = old.Format(), &old
		}
		t.Attrs[attr.Name] = v
		setAmendment(t, am)
	}
	table := func(name string, has bool, old, now string, at, where hcl.Range, set func(*hw.Amendment)) {
		if has && !a.Replace {
			conflict(name, old, at, where)
			return
		}
		am := hw.Amendment{Attr: name, Where: where, New: now, Reason: a.Reason, Source: src.Str, SourceRange: src.Range}
		if has {
			am.Old = old
		}
		set(&am)
		setAmendment(t, am)
	}
	if s := a.Part.Slots; len(s) > 0 {
		table("pcie_slot", len(t.Slots) > 0, hw.SlotTable(t.Slots), hw.SlotTable(s), rangeOf(t.Slots), s[0].Range,
			func(am *hw.Amendment) { am.WasSlots, t.Slots = t.Slots, s })
	}
	if m := a.Part.M2; len(m) > 0 {
		table("m2_slot", len(t.M2) > 0, hw.M2Table(t.M2), hw.M2Table(m), m2RangeOf(t.M2), m[0].Range,
			func(am *hw.Amendment) { am.WasM2, t.M2 = t.M2, m })
	}
	return diags
}

// setAmendment records am on t, in place of an earlier amendment of the
// same attribute.
func setAmendment(t *hw.Part, am hw.Amendment) {
	for i, x := range t.Amended {
		if x.Attr == am.Attr {
			t.Amended[i] = am
			return
		}
	}
	t.Amended = append(t.Amended, am)
}

func rangeOf(s []hw.PCIeSlot) hcl.Range {
	if len(s) == 0 {
		return hcl.Range{}
	}
	return s[0].Range
}

func m2RangeOf(s []hw.M2Slot) hcl.Range {
	if len(s) == 0 {
		return hcl.Range{}
	}
	return s[0].Range
}
