package check_test

import (
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
)

// Verdicts per build (SPEC 3.1), and --strict's per-build validity: a
// warning fails only its own build under strict, an unverified build is
// valid but fails the run under strict, a clean proven build passes both.
func TestVerdictsPerBuild(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	src := `
build "clean" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
build "warns" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  storage     "crucial-mx500-1tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
build "unproven" {
  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "lian-li-pc-o11-air" {}
}`
	type want struct {
		valid   bool
		verdict check.Verdict
	}
	for _, strict := range []bool{false, true} {
		res := check.Run([]check.Input{{Name: "v.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, Strict: strict})
		wants := map[string]want{
			"clean":    {true, check.Passes},
			"warns":    {!strict, map[bool]check.Verdict{false: check.Passes, true: check.FailsVerdict}[strict]},
			"unproven": {true, check.Unverified},
		}
		if len(res.Builds) != 3 {
			t.Fatalf("strict=%v: %d builds", strict, len(res.Builds))
		}
		for _, b := range res.Builds {
			w := wants[b.Build.Name]
			if b.Valid != w.valid || b.Verdict != w.verdict {
				t.Errorf("strict=%v: build %s valid=%v verdict=%v, want valid=%v verdict=%v (unchecked %v)",
					strict, b.Build.Name, b.Valid, b.Verdict, w.valid, w.verdict, b.Unchecked)
			}
		}
		// Without strict the warning and the unproven build exit 0; with it
		// both fail the run.
		if res.Valid() != !strict || res.OK() != !strict {
			t.Errorf("strict=%v: run valid=%v ok=%v; want %v and %v", strict, res.Valid(), res.OK(), !strict, !strict)
		}
	}
}
