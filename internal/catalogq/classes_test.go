package catalogq

import (
	"os"
	"reflect"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestFitAllClasses: judging one part per specification gives every part
// the verdict checking it alone gives — with and without a budget (copies
// of other prices are judged by the price rules alone), for copies with
// other names (whose messages differ) and for the part the build names
// (its waivers).
func TestFitAllClasses(t *testing.T) {
	cat := extended(t, 400)
	src, err := os.ReadFile("../../builds/seed-4gpu.hcl")
	if err != nil {
		t.Fatal(err)
	}
	tg, err := LoadTarget(cat, "seed-4gpu.hcl", src, "")
	if err != nil {
		t.Fatal(err)
	}
	var parts []*hw.Part
	for _, p := range tg.Catalog.Parts("") {
		if hw.IsRole(p.Kind) {
			parts = append(parts, p)
		}
	}
	// Renamed copies: same specification, another name in the messages
	// (GPUs: gpu-length, pcie-lanes and the power rules name them).
	for i, p := range tg.Catalog.Parts(hw.KindGPU)[:60] {
		c := p.Clone()
		c.ID = p.ID + "-renamed"
		c.Attrs["name"] = hw.Value{Type: hw.TString, Str: "Renamed " + p.Name()}
		if i%2 == 0 {
			c.Attrs["price_usd"] = p.Attrs["price_usd"]
		}
		parts = append(parts, c)
	}
	// Copies without a price: the budget rule cannot check them, and with
	// missing-data an error its finding counts under a rule that the
	// class's other findings count too.
	for _, p := range tg.Catalog.Parts(hw.KindGPU)[:20] {
		c := p.Clone()
		c.ID = p.ID + "-unpriced"
		delete(c.Attrs, "price_usd")
		parts = append(parts, c)
	}
	nb := *tg.Build
	nb.BudgetUSD = nil
	errSev := hw.Error
	missingErr := &rules.Config{Rules: map[string]rules.RuleConfig{"missing-data": {Severity: &errSev}}}
	for _, run := range []struct {
		b   *hw.Build
		cfg *rules.Config
	}{{tg.Build, nil}, {&nb, nil}, {tg.Build, missingErr}} {
		b := run.b
		got := FitAll(b, parts, run.cfg)
		fitters := map[hw.Kind]*Fitter{}
		merged := 0
		for i, p := range parts {
			f := fitters[p.Kind]
			if f == nil {
				f = NewFitter(b, p.Kind, run.cfg)
				fitters[p.Kind] = f
			}
			if want := f.Check(p); !reflect.DeepEqual(got[i], want) {
				t.Fatalf("budget %v, config %v: %s: FitAll says %+v, alone %+v", b.BudgetUSD != nil, run.cfg != nil, p.ID, got[i], want)
			}
		}
		for i, c := range classes(parts, run.cfg, fitters) {
			if c != i {
				merged++
			}
		}
		if merged < 350 { // the 400 copies, but those of the parts the build names
			t.Errorf("only %d of %d parts share a class: the classes do not merge copies", merged, len(parts))
		}
	}
}
