package rules_test

import (
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestUnknownNumbersAreNotValues audits every rule in both directions
// (issue 28 item 1) on every rule's examples: each optional number of each
// part, taken away, neither makes a rule find a fault it did not find (an
// unknown read as a value that fails), nor lets a rule that fired stop
// firing without saying it could not check (an unknown read as a value
// that passes). Flags and attributes with a documented default are values
// when unset and are left alone, and so are SPEC 2's fallbacks (a CPU's
// power is tdp_w without max_power_w, a PSU's output wattage_w without
// wattage_115v_w) and a card's plug counts, of which a card gives those
// it has; cooler-capacity's silence without a rating is SPEC 3.1's one
// exception, and a waiver of a rule that now cannot check is stale, as it
// says.
func TestUnknownNumbersAreNotValues(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	counts := func(ds hw.Diagnostics) map[string]bool {
		out := map[string]bool{}
		for _, d := range ds {
			if d.Severity != hw.Info && !d.Waived {
				out[d.Rule] = true
			}
		}
		return out
	}
	for _, r := range rules.All() {
		for _, src := range []string{r.Fail, r.Pass} {
			if src == "" {
				continue
			}
			f, diags := hclfile.Parse(r.ID+".hcl", []byte(src))
			if diags.HasErrors() || len(f.Builds) != 1 {
				continue
			}
			c, _ := cat.Merge([]*hclfile.File{f})
			b := f.Builds[0]
			for _, it := range b.Items {
				it.Part = c.Lookup(it.ID) // the examples name catalog parts
			}
			for _, w := range b.Workloads {
				w.Model = c.Lookup(w.ModelID)
			}
			_, base := rules.Run(b, nil)
			before := counts(base)
			for i, it := range b.Items {
				if it.Part == nil {
					continue
				}
				for _, a := range hw.KindAttrs[it.Part.Kind] {
					if a.Required || a.Type == hw.TBool || a.Default != "" || !it.Part.Has(a.Name) || fallbacks[a.Name] {
						continue
					}
					without := it.Part.Clone()
					delete(without.Attrs, a.Name)
					alt := *b
					alt.Items = slices.Clone(b.Items)
					x := *it
					x.Part = without
					alt.Items[i] = &x
					facts, ds := rules.Run(&alt, nil)
					after := counts(ds)
					for rule := range after {
						if !before[rule] && rule != "waiver" {
							t.Errorf("%s example, %s without %s: %s fires, which it did not with the number", r.ID, it.Part.ID, a.Name, rule)
						}
					}
					for rule := range before {
						if after[rule] || rule == "cooler-capacity" {
							continue
						}
						if !slices.ContainsFunc(facts.Unchecked, func(u hw.Unchecked) bool { return u.Rule == rule }) {
							t.Errorf("%s example, %s without %s: %s stops firing and does not say it could not check", r.ID, it.Part.ID, a.Name, rule)
						}
					}
				}
			}
		}
	}
}

// fallbacks are the attributes whose absence SPEC gives a meaning to.
var fallbacks = map[string]bool{
	"max_power_w": true, "wattage_115v_w": true,
	"power_8pin": true, "power_6pin": true, "power_12vhpwr": true,
}
