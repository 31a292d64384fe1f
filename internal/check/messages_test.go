package check_test

import (
	"regexp"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/rules"
)

// goSlice is a list printed with %v ("[E-ATX ATX Micro-ATX]"), goExp a
// number printed with %g past a million ("1e+09").
var (
	goSlice = regexp.MustCompile(`\[[A-Za-z0-9.+_-]+( [A-Za-z0-9.+_-]+)+\]`)
	goExp   = regexp.MustCompile(`\de[+-]\d\d`)
)

// TestMessagesReadable: no message or detail of any finding on the example
// builds, the generated ones and files with schema problems prints a list
// as a Go slice or a number in exponent form.
func TestMessagesReadable(t *testing.T) {
	names, _, err := check.ExpandPaths([]string{"../../builds"})
	if err != nil {
		t.Fatal(err)
	}
	inputs := append(check.ReadInputs(names, nil), genInputs(60)...)
	inputs = append(inputs,
		check.Input{Name: "eatx.hcl", Src: []byte(`build "eatx" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  psu         "evga-supernova-1600-p2" {}
  case        "fractal-design-meshify-2" {}
  cooler      "noctua-nh-u12s" {}
}
`)},
		check.Input{Name: "ranges.hcl", Src: []byte(`build "ranges" {
  budget_usd = 1e12
  cpu "amd-ryzen-threadripper-1920x" { count = 1e9 }
  power { circuit_volts = 1e15 }
  gpu "nvidia-geforce-gtx-1080-ti-fe" { slots = [1e10] }
}
`)})
	cat, _ := catalog.Embedded()
	r := check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
	rulesSeen := map[string]bool{}
	for _, d := range r.Diagnostics {
		rulesSeen[d.Rule] = true
		for _, s := range []string{d.Message, d.Detail} {
			if m := goSlice.FindString(s); m != "" {
				t.Errorf("%s: %s prints a list as a Go slice (%s): %s", d.Range, d.Rule, m, s)
			}
			if m := goExp.FindString(s); m != "" {
				t.Errorf("%s: %s prints a number in exponent form (%s): %s", d.Range, d.Rule, m, s)
			}
		}
	}
	// The corpus must reach the messages that print lists and ranges.
	for _, want := range []string{"case-form-factor", "schema", "cooler-socket"} {
		if !rulesSeen[want] {
			t.Errorf("no %s finding in the corpus; the test would not see a regression there", want)
		}
	}
}
