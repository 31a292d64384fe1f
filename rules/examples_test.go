package rules_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// runExample checks one example build file through the real validate
// pipeline against the embedded catalog, as `rigcheck validate` would.
func runExample(t *testing.T, cat *catalog.Catalog, name, src string) *check.Result {
	t.Helper()
	res := check.Run([]check.Input{{Name: name, Src: []byte(src)}}, check.Options{Catalog: cat})
	if len(res.Builds) != 1 {
		t.Fatalf("%s: %d builds, want exactly one build block", name, len(res.Builds))
	}
	for _, d := range res.Diagnostics {
		if r := rules.Lookup(d.Rule); r != nil && r.Input {
			t.Fatalf("%s: input problem: %s", name, describe(d))
		}
	}
	return res
}

func describe(d hw.Diagnostic) string {
	s := fmt.Sprintf("%s[%s] %s (%s)", d.Severity, d.Rule, d.Message, d.Range)
	if d.Waived {
		s += " waived"
	}
	return s
}

func listing(ds hw.Diagnostics) string {
	var b strings.Builder
	for _, d := range ds {
		b.WriteString("\n\t" + describe(d))
	}
	return b.String()
}

func fires(ds hw.Diagnostics, id string) bool {
	for _, d := range ds {
		if d.Rule == id && !d.Waived {
			return true
		}
	}
	return false
}

// TestRuleExamples runs every rule's documented examples through validate:
// the failing example makes the rule fire and, so that the example teaches
// one thing, no other rule report an error or a warning; the passing
// example makes it not fire, reports no error or warning at all and
// passes verified (docs/rules.md shows it as what passes).
func TestRuleExamples(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatalf("embedded catalog: %v", diags)
	}
	for _, r := range rules.All() {
		if r.Input {
			continue
		}
		t.Run(r.ID, func(t *testing.T) {
			if strings.TrimSpace(r.Fail) == "" || strings.TrimSpace(r.Pass) == "" {
				t.Fatalf("rule %s has no Fail or Pass example: add both to the rule's value in rules/", r.ID)
			}
			fail := runExample(t, cat, r.ID+"-fail.hcl", r.Fail)
			if !fires(fail.Diagnostics, r.ID) {
				t.Errorf("Fail example does not make %s fire; it reports:%s", r.ID, listing(fail.Diagnostics))
			}
			for _, d := range fail.Diagnostics {
				if d.Rule != r.ID && !d.Waived && d.Severity != hw.Info {
					t.Errorf("Fail example also reports %s; keep it to the rule under test", describe(d))
				}
			}
			pass := runExample(t, cat, r.ID+"-pass.hcl", r.Pass)
			if fires(pass.Diagnostics, r.ID) {
				t.Errorf("Pass example makes %s fire:%s", r.ID, listing(pass.Diagnostics))
			}
			for _, d := range pass.Diagnostics {
				if !d.Waived && d.Severity != hw.Info {
					t.Errorf("Pass example reports %s; a passing example should be clean", describe(d))
				}
			}
			// docs/rules.md prints it under "Passes": it must be proven.
			if b := pass.Builds[0]; b.Verdict != check.Passes {
				t.Errorf("Pass example is %s, not passes: %s", b.Verdict, b.UncheckedLine())
			}
		})
	}
}
