package rules_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestPriceRules: changing only the parts' prices changes no finding but
// those of rules.PriceRules, and rules.RunPriced gives those exactly — the
// ground `catalog list --fits` judges copies of a part on. Every rule's
// examples (without their waivers), each with no budget and with budgets
// around its price.
func TestPriceRules(t *testing.T) {
	cat, _ := catalog.Embedded()
	r := rand.New(rand.NewPCG(7, 7))
	n := 0
	for _, rule := range rules.All() {
		for i, src := range []string{rule.Fail, rule.Pass} {
			if src == "" {
				continue
			}
			res := runExample(t, cat, fmt.Sprintf("%s-%d.hcl", rule.ID, i), src)
			for _, br := range res.Builds {
				price := br.Facts.PriceUSD
				for _, budget := range []*float64{nil, ptr(price * 0.9), ptr(price * 1.1)} {
					b := *br.Build
					b.BudgetUSD, b.Waivers = budget, nil // RunPriced is for builds without waivers
					facts, diags := rules.Run(&b, nil)
					other := b
					other.Items = nil
					for _, it := range b.Items {
						c := *it
						if r.IntN(3) > 0 {
							c.PriceUSD = ptr(float64(r.IntN(3000)))
						}
						other.Items = append(other.Items, &c)
					}
					_, want := rules.Run(&other, nil)
					got := slices.Clone(diags)
					for _, d := range rules.RunPriced(&b, nil, facts) {
						i := slices.IndexFunc(got, func(e hw.Diagnostic) bool { return same(e, d) })
						if i < 0 {
							t.Fatalf("%s: RunPriced finds %q, which Run does not", rule.ID, d.Message)
						}
						got = slices.Delete(got, i, i+1)
					}
					got = append(got, rules.RunPriced(&other, nil, facts)...)
					got.Sort()
					if len(got) != len(want) || !slices.EqualFunc(got, want, same) {
						t.Fatalf("%s (budget %v): with other prices Run finds\n%v\nbut the unchanged findings plus RunPriced give\n%v", rule.ID, budget != nil, msgs(want), msgs(got))
					}
					n++
				}
			}
		}
	}
	if n < 60 {
		t.Fatalf("only %d builds checked", n)
	}
}

func same(a, b hw.Diagnostic) bool {
	return a.Rule == b.Rule && a.Severity == b.Severity && a.Message == b.Message && a.Range == b.Range && a.Waived == b.Waived
}

func msgs(ds hw.Diagnostics) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Rule+": "+d.Message)
	}
	return out
}

func ptr(x float64) *float64 { return &x }

// TestRunOnly: a rule's findings and unchecked entries are the same whether
// every rule runs or only it (pick judges placements with RunOnly), on
// every rule's examples, with and without their waivers.
func TestRunOnly(t *testing.T) {
	cat, _ := catalog.Embedded()
	n := 0
	for _, rule := range rules.All() {
		if rule.Input {
			continue
		}
		for i, src := range []string{rule.Fail, rule.Pass} {
			res := runExample(t, cat, fmt.Sprintf("%s-only-%d.hcl", rule.ID, i), src)
			for _, br := range res.Builds {
				for _, other := range rules.All() {
					if other.Input || other.Check == nil { // missing-data and waiver report for other rules
						continue
					}
					id := other.ID
					mine := func(d hw.Diagnostic) bool {
						return d.Rule == id || d.Rule == "missing-data" && strings.HasPrefix(d.Message, id+" not checked:")
					}
					fullFacts, full := rules.Run(br.Build, nil)
					onlyFacts, only := rules.RunOnly(br.Build, nil, []string{id})
					want := slices.DeleteFunc(slices.Clone(full), func(d hw.Diagnostic) bool { return !mine(d) })
					got := slices.DeleteFunc(slices.Clone(only), func(d hw.Diagnostic) bool { return !mine(d) })
					if !slices.EqualFunc(got, want, same) {
						t.Fatalf("%s on %s's example: RunOnly finds\n%v\nRun\n%v", id, rule.ID, msgs(got), msgs(want))
					}
					un := func(f *hw.Facts) []hw.Unchecked {
						return slices.DeleteFunc(slices.Clone(f.Unchecked), func(u hw.Unchecked) bool { return u.Rule != id })
					}
					if !slices.EqualFunc(un(onlyFacts), un(fullFacts), func(a, b hw.Unchecked) bool { return reflect.DeepEqual(a, b) }) {
						t.Fatalf("%s on %s's example: unchecked %v, Run %v", id, rule.ID, un(onlyFacts), un(fullFacts))
					}
					n++
				}
			}
		}
	}
	if n < 500 {
		t.Fatalf("only %d cases", n)
	}
}

// TestPlacementCase: on every rule's examples, each catalog case in place
// of the build's gives PlacementRules the same verdicts as every other
// case with the same rules.PlacementCase (pick shares one placement check
// among them).
func TestPlacementCase(t *testing.T) {
	cat, _ := catalog.Embedded()
	cases := cat.Parts(hw.KindCase)
	verdict := func(f *hw.Facts, diags hw.Diagnostics) string {
		var out []string
		for _, d := range diags {
			if slices.Contains(rules.PlacementRules, d.Rule) {
				out = append(out, fmt.Sprintf("%s %v %v", d.Rule, d.Severity, d.Waived))
			}
		}
		for _, u := range f.Unchecked {
			if slices.Contains(rules.PlacementRules, u.Rule) {
				out = append(out, "unchecked "+u.Rule)
			}
		}
		return strings.Join(out, "; ")
	}
	n, shared := 0, 0
	for _, rule := range rules.All() {
		if rule.Input {
			continue
		}
		for i, src := range []string{rule.Fail, rule.Pass} {
			res := runExample(t, cat, fmt.Sprintf("%s-case-%d.hcl", rule.ID, i), src)
			for _, br := range res.Builds {
				at := slices.IndexFunc(br.Build.Items, func(it *hw.Item) bool { return it.Role == hw.KindCase && it.Part != nil })
				if at < 0 || br.Build.One(hw.KindGPU) == nil {
					continue
				}
				seen := map[int]string{}
				for _, c := range cases {
					b := *br.Build
					b.Items = slices.Clone(b.Items)
					it := *b.Items[at]
					it.ID, it.Part = c.ID, c
					b.Items[at] = &it
					got := verdict(rules.RunOnly(&b, nil, rules.PlacementRules))
					k := rules.PlacementCase(c)
					if want, ok := seen[k]; ok {
						shared++
						if got != want {
							t.Fatalf("%s's example with case %s: %q, another case with PlacementCase %d: %q", rule.ID, c.ID, got, k, want)
						}
					}
					seen[k] = got
					n++
				}
			}
		}
	}
	if n < 1000 || shared < 500 {
		t.Fatalf("only %d cases tried, %d sharing a key", n, shared)
	}
}
