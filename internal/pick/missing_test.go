package pick

import (
	"errors"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestMissingDataSeverity: with `rule "missing-data" { severity = "error" }`
// (or "warning") every rule that cannot check fails a build, info rules
// (memory-channels) included. pick used to explore the whole space then,
// rejecting every candidate at the end (past 120 s for the README's box,
// 13 minutes for four GPUs); it must prune those candidates as it goes. The
// bound on the nodes visited is the work, not a time.
func TestMissingDataSeverity(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	f := func(x float64) *float64 { return &x }
	byID := func(id string) *hw.Part {
		for _, p := range cat.Parts(hw.KindGPU) {
			if p.ID == id {
				return p
			}
		}
		t.Fatalf("no GPU %s", id)
		return nil
	}
	box := &hw.Build{Name: "one", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15}, Require: hw.Require{MemoryGB: f(64)},
		Items: []*hw.Item{{Role: hw.KindGPU, ID: "nvidia-titan-rtx-used", Part: byID("nvidia-titan-rtx-used"), Count: 1}}}
	four := &hw.Build{Name: "four", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15}, Require: hw.Require{GPUs: f(4), VRAMGB: f(24)}}
	quad := gpuBuild(cat, "gigabyte-geforce-rtx-3090-turbo-24g", 4)
	for _, sev := range []hw.Severity{hw.Error, hw.Warning} {
		cfg := &rules.Config{Rules: map[string]rules.RuleConfig{"missing-data": {Severity: &sev}}}
		for _, tc := range []struct {
			b     *hw.Build
			warn  bool
			found bool
		}{{box, false, true}, {four, true, true}, {four, false, true}, {quad, false, false}} {
			res, err := Pick(tc.b, cat, Options{Config: cfg, AllowWarnings: tc.warn})
			var nb *NoBuildError
			switch {
			case tc.found && err != nil:
				t.Fatalf("%s (%s, warnings %v): %v", tc.b.Name, sev, tc.warn, err)
			case !tc.found && !errors.As(err, &nb):
				t.Fatalf("%s (%s, warnings %v): want no build, got %v", tc.b.Name, sev, tc.warn, err)
			case tc.found:
				if res.Stats.Nodes > 2_000_000 {
					t.Errorf("%s (%s): %d nodes", tc.b.Name, sev, res.Stats.Nodes)
				}
				_, diags := rules.Run(res.Build, cfg)
				for _, d := range diags {
					if d.Rule == "missing-data" {
						t.Errorf("%s (%s): the answer has %s: %s", tc.b.Name, sev, d.Rule, d.Message)
					}
				}
				if d := (&Options{AllowWarnings: tc.warn}).firstFailure(diags); d != nil {
					t.Errorf("%s (%s): the answer fails %s: %s", tc.b.Name, sev, d.Rule, d.Message)
				}
			}
		}
	}
}
