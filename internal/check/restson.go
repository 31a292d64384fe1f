package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// What a verdict rests on (SPEC 3.2): besides catalog numbers, community
// numbers (a part with data_source), the user's amendments (amend blocks)
// and overrides (the numbers a part declared in a build file changes of
// the catalog part it extends). A number counts when the build's findings
// depend on it: run without it, some rule would find otherwise or could
// not check. That takes one more rules pass per such number of the
// build's parts, and most builds have none; a file gets at most
// MaxWeighed passes (a hostile file could ask for a million), and past
// them a number is counted without being weighed.

// MaxWeighed is how many numbers of its builds' parts a file's check
// weighs by running the rules again: a pass costs 0.05 ms, 0.6 ms with
// workloads (BenchmarkValidate, BenchmarkValidateWorkloads), so a file
// spends at most about 0.6 s on it.
const MaxWeighed = 1024

// The bases of a RestsOn entry other than catalog numbers.
const (
	BasisCommunity = "community"
	BasisBound     = "bound"
	BasisAmend     = "amend"
	// BasisOverride is a number of a part declared in a build file that
	// differs from the catalog part it extends; it counts like an amend.
	BasisOverride = "override"
	// BasisBuildFile is a number of a part declared in a build file with
	// no catalog part under it (hw.Part.Declared): no catalog backs it,
	// whatever name or source the part copies.
	BasisBuildFile = "build-file"
)

// basisDeclaredPart counts, in RestsOnLine, the whole-part entries of
// BasisBuildFile.
const basisDeclaredPart = "declared-part"

// RestsOn is one number, not a catalog number, that a build's verdict
// rests on; for a part declared in a build file that copies no catalog
// part, the whole part (Attr "").
type RestsOn struct {
	// Part is the part's id, Name its short name; Attr the attribute,
	// "pcie_slot" / "m2_slot" for a slot table, or "" for every number of
	// a declared part.
	Part, Name, Attr string
	Basis            string
	// Where is where the number was written (amend, override), or the
	// data set it is from (community).
	Where string
	// Old is what an override or a replacing amend changed ("" when the
	// catalog part has none), New the number.
	Old, New string
	// Rules are the rules whose findings depend on it; none when the
	// file's MaxWeighed passes ran out before it was weighed (it counts).
	Rules []string
}

// Note is how a finding that uses the number says so: "max_memory_gb
// amended at parts/x399.hcl:3", "pcie_lanes 48 in build.hcl:5, not the
// catalog's 60".
func (r RestsOn) Note() string {
	switch r.Basis {
	case BasisAmend:
		return fmt.Sprintf("%s amended at %s", r.Attr, r.Where)
	case BasisOverride:
		if r.Old == "" {
			return fmt.Sprintf("%s %s set in %s", r.Attr, r.New, r.Where)
		}
		return fmt.Sprintf("%s %s in %s, not the catalog's %s", r.Attr, r.New, r.Where, r.Old)
	case BasisBuildFile:
		if r.Attr == "" {
			return fmt.Sprintf("declared in %s, not a catalog part", r.Where)
		}
		return fmt.Sprintf("%s %s declared in %s, not a catalog number", r.Attr, r.New, r.Where)
	case BasisCommunity:
		return fmt.Sprintf("%s from %s", r.Attr, r.Where)
	case BasisBound:
		return fmt.Sprintf("no %s, decided by %s", r.Attr, r.Where)
	}
	return r.Attr + " from " + r.Where
}

// RestsOnLine sums up what a verdict rests on: "2 bounds and 1 amendment";
// "" for catalog numbers alone.
func RestsOnLine(list []RestsOn) string {
	n := map[string]int{}
	for _, r := range list {
		if r.Basis == BasisBuildFile && r.Attr == "" {
			n[basisDeclaredPart]++
		} else {
			n[r.Basis]++
		}
	}
	var parts []string
	for _, k := range []struct{ basis, one, many string }{
		{BasisBound, "bound", "bounds"}, {BasisCommunity, "community number", "community numbers"},
		{BasisAmend, "amendment", "amendments"}, {BasisOverride, "build-file override", "build-file overrides"},
		{BasisBuildFile, "build-file number", "build-file numbers"},
		{basisDeclaredPart, "part declared in the file", "parts declared in the file"},
	} {
		switch c := n[k.basis]; {
		case c == 1:
			parts = append(parts, "1 "+k.one)
		case c > 1:
			parts = append(parts, fmt.Sprintf("%d %s", c, k.many))
		}
	}
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// candidate is a number of a build's parts that is not a catalog number.
type candidate struct {
	item  int
	attr  string
	basis string
	am    hw.Amendment
}

func candidates(b *hw.Build, community bool) []candidate {
	var out []candidate
	seen := map[*hw.Part]bool{}
	for i, it := range b.Items {
		p := it.Part
		if p == nil || seen[p] {
			continue
		}
		seen[p] = true
		for _, am := range p.Amended {
			if hw.Descriptive(am.Attr) {
				continue
			}
			basis := BasisAmend
			if am.Override {
				basis = BasisOverride
			}
			out = append(out, candidate{item: i, attr: am.Attr, basis: basis, am: am})
		}
		if p.Declared {
			out = append(out, declared(i, p)...)
			continue
		}
		if !community || p.Common().DataSource == "" {
			continue
		}
		for _, a := range hw.AttrsOf(p.Kind) {
			if _, amended := p.Amendment(a.Name); p.Has(a.Name) && !hw.Descriptive(a.Name) && !amended {
				out = append(out, candidate{item: i, attr: a.Name, basis: BasisCommunity})
			}
		}
		for name, has := range map[string]bool{"pcie_slot": len(p.Slots) > 0, "m2_slot": len(p.M2) > 0} {
			if _, amended := p.Amendment(name); has && !amended {
				out = append(out, candidate{item: i, attr: name, basis: BasisCommunity})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b candidate) int {
		if a.item != b.item {
			return a.item - b.item
		}
		return strings.Compare(a.attr, b.attr)
	})
	return out
}

// declared lists the candidates of p, a part declared in a build file
// with no catalog part under it. Every number of it is the file's, so it
// counts as one entry, the whole part, which is not weighed: a rules pass
// for each of its numbers cost 4 ms a build (2.9 s for 1,000 files of
// their own parts). A part that copies a catalog part's name or id
// (Lookalike) is the exception a reviewer must see number by number:
// each one is weighed, as without it the rule has none.
func declared(item int, p *hw.Part) []candidate {
	if p.Lookalike == "" {
		return []candidate{{item: item, basis: BasisBuildFile, am: hw.Amendment{Where: p.DefRange}}}
	}
	var out []candidate
	for _, a := range hw.AttrsOf(p.Kind) {
		if _, amended := p.Amendment(a.Name); amended {
			continue // an amend block's number counts as such
		}
		if v, ok := p.Attrs[a.Name]; ok && !hw.Descriptive(a.Name) {
			out = append(out, candidate{item: item, attr: a.Name, basis: BasisBuildFile,
				am: hw.Amendment{Attr: a.Name, Where: v.Range, New: v.Format()}})
		}
	}
	if _, amended := p.Amendment("pcie_slot"); len(p.Slots) > 0 && !amended {
		out = append(out, candidate{item: item, attr: "pcie_slot", basis: BasisBuildFile,
			am: hw.Amendment{Attr: "pcie_slot", Where: p.Slots[0].Range, New: hw.SlotTable(p.Slots)}})
	}
	if _, amended := p.Amendment("m2_slot"); len(p.M2) > 0 && !amended {
		out = append(out, candidate{item: item, attr: "m2_slot", basis: BasisBuildFile,
			am: hw.Amendment{Attr: "m2_slot", Where: p.M2[0].Range, New: hw.M2Table(p.M2)}})
	}
	return out
}

// outcome is what each rule concluded about a build: its findings'
// severities (missing-data aside) and whether it could not check.
func outcome(ds hw.Diagnostics, f *hw.Facts) map[string]string {
	out := map[string]string{}
	for _, d := range ds {
		if d.Rule != "missing-data" {
			out[d.Rule] += fmt.Sprintf("%s/%t;", d.Severity, d.Waived)
		}
	}
	for _, u := range f.Unchecked {
		out[u.Rule] += "unchecked;"
	}
	return out
}

// restsOn finds what build b's findings (ds, facts) rest on besides
// catalog numbers, by running the rules again without each candidate;
// community numbers only when community is set.
// budget is what is left of the file's MaxWeighed passes.
func restsOn(b *hw.Build, cfg *rules.Config, ds hw.Diagnostics, facts *hw.Facts, community bool, budget *int) []RestsOn {
	out := bounds(facts)
	cands := candidates(b, community)
	if len(cands) == 0 {
		return out
	}
	base := outcome(ds, facts)
	for _, c := range cands {
		it := b.Items[c.item]
		if c.attr == "" {
			out = append(out, restsOnEntry(it.Part, c, nil)) // the whole part: every rule that reads it
			continue
		}
		if *budget <= 0 {
			out = append(out, restsOnEntry(it.Part, c, nil))
			continue
		}
		*budget--
		// Without it: the catalog's value for a change, none for a
		// number the catalog lacks or a community number.
		without := it.Part.Clone()
		switch c.attr {
		case "pcie_slot":
			without.Slots = c.am.WasSlots
		case "m2_slot":
			without.M2 = c.am.WasM2
		default:
			if c.am.Was != nil {
				without.Attrs[c.attr] = *c.am.Was
			} else {
				delete(without.Attrs, c.attr)
			}
		}
		changed := changedBy(b, it.Part, without, cfg, base)
		// A required number read as absent is zero to the rules, which
		// for a card's power, length or width reads as harmless: the
		// findings rest on it when its plausible maximum changes them.
		if a, ok := hw.LookupAttr(it.Part.Kind, c.attr); ok && len(changed) == 0 && c.am.Was == nil && a.Required &&
			(a.Type == hw.TNumber || a.Type == hw.TInt) && *budget > 0 {
			*budget--
			high := it.Part.Clone() // a fresh one: the rules cached the other's view
			v := high.Attrs[c.attr]
			v.Num = a.Hi
			high.Attrs[c.attr] = v
			changed = changedBy(b, it.Part, high, cfg, base)
		}
		if len(changed) == 0 {
			continue
		}
		slices.Sort(changed)
		out = append(out, restsOnEntry(it.Part, c, changed))
	}
	return out
}

// changedBy lists the rules whose outcome (base) changes when build b has
// part alt in place of p.
func changedBy(b *hw.Build, p, alt *hw.Part, cfg *rules.Config, base map[string]string) []string {
	ab := *b
	ab.Items = slices.Clone(b.Items)
	for i, x := range ab.Items {
		if x.Part == p {
			y := *x
			y.Part = alt
			ab.Items[i] = &y
		}
	}
	af, ad := rules.Run(&ab, cfg)
	other := outcome(ad, af)
	var changed []string
	for r, o := range base {
		if other[r] != o {
			changed = append(changed, r)
		}
	}
	for r := range other {
		if _, ok := base[r]; !ok {
			changed = append(changed, r)
		}
	}
	return changed
}

// bounds are the decisions the rules took from a sourced bound instead of
// a part's number (rules.Pass.FromBound), one entry per part, number and
// bound, with the rules that took it.
func bounds(f *hw.Facts) []RestsOn {
	var out []RestsOn
	at := map[[3]string]int{}
	for _, b := range f.Bounds {
		k := [3]string{b.Part, b.Attribute, b.Bound}
		if i, ok := at[k]; ok {
			if !slices.Contains(out[i].Rules, b.Rule) {
				out[i].Rules = append(out[i].Rules, b.Rule)
				slices.Sort(out[i].Rules)
			}
			continue
		}
		at[k] = len(out)
		out = append(out, RestsOn{Part: b.Part, Name: b.Name, Attr: b.Attribute, Basis: BasisBound, Where: b.Bound, Rules: []string{b.Rule}})
	}
	return out
}

func restsOnEntry(p *hw.Part, c candidate, changed []string) RestsOn {
	r := RestsOn{Part: p.ID, Name: p.ShortName(), Attr: c.attr, Basis: c.basis, Rules: changed}
	switch c.basis {
	case BasisCommunity:
		r.Where = p.Common().DataSource
		if n, ok := hw.DataSourceNames[r.Where]; ok {
			r.Where = n
		}
	default:
		r.Where, r.Old, r.New = where(c.am.Where), c.am.Old, c.am.New
	}
	return r
}

func where(r hcl.Range) string { return fmt.Sprintf("%s:%d", r.Filename, r.Start.Line) }

// markRestsOn adds to each finding of b (in ds) of a rule that rests on
// an amendment or an override where the number came from: "(max_memory_gb
// amended at parts/x399.hcl:3)".
func markRestsOn(ds hw.Diagnostics, file string, b *hw.Build, list []RestsOn) {
	for i := range ds {
		d := &ds[i]
		if d.Build != b.Name || d.Range.Filename != file {
			continue
		}
		var notes []string
		for _, r := range list {
			if (r.Basis == BasisAmend || r.Basis == BasisOverride) && slices.Contains(r.Rules, d.Rule) {
				notes = append(notes, r.Note())
			}
		}
		if len(notes) > 0 {
			d.Message += " (" + strings.Join(notes, "; ") + ")"
		}
	}
}

// strictSources is --strict-sources: only catalog numbers and bounds
// count, so a build whose findings rest on community numbers, amendments
// or overrides is unverified by each rule that used one.
func strictSources(un []hw.Unchecked, list []RestsOn) []hw.Unchecked {
	have := map[string]bool{}
	for _, u := range un {
		have[u.Rule] = true
	}
	for _, r := range list {
		if r.Basis == BasisBound {
			continue
		}
		rules := r.Rules
		if len(rules) == 0 {
			rules = []string{"missing-data"} // not weighed: it counts against every rule
		}
		for _, rule := range rules {
			if have[rule] {
				continue
			}
			have[rule] = true
			what := fmt.Sprintf("the %s's %s", r.Name, r.Attr)
			if r.Attr == "" {
				what = "the " + r.Name
			}
			un = append(un, hw.Unchecked{Rule: rule, Reason: fmt.Sprintf("it rests on %s (%s), and --strict-sources counts only catalog numbers and bounds", what, r.Note())})
		}
	}
	sortUnchecked(un)
	return un
}
