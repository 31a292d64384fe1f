package rules

import (
	"fmt"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestPSUHeadroom(t *testing.T) {
	g243, id243 := gpuOf(243)  // one card: load 180 + 243 + 50 + 20 + 7 = 500 W
	c223, cpu223 := cpuOf(223) // with four 250 W cards: load 223 + 1000 + 77 = 1300 W
	one := fmt.Sprintf("gpu %q {}", id243)
	four := gpus("t-blower", 4)
	type row struct {
		name  string
		lines []string
		psu   int
		cfg   *Config
		want  []string
		msg   []string
		load0 float64
	}
	rows := []row{
		{name: "load 500: exactly 1.10 × load passes", lines: []string{one}, psu: 550, load0: 500},
		{name: "load 500: 1 W under 1.10 × load warns", lines: []string{one}, psu: 549, load0: 500,
			want: []string{"psu-headroom warning"}, msg: []string{"the PSU 549 gives 549 W", "of the estimated 500 W load", "Pick a PSU of at least 550 W"}},
		{name: "load 500: PSU equal to the load warns", lines: []string{one}, psu: 500, want: []string{"psu-headroom warning"}},
		{name: "load 500: PSU under the load errs", lines: []string{one}, psu: 499,
			want: []string{"psu-headroom error"}, msg: []string{"the PSU 499 gives 499 W; the build's estimated load is 500 W", "Pick a PSU of at least 550 W"}},
		// 1.1 × 1300 is 1430.0000000000002 in float64: the boundary must still pass.
		{name: "load 1300: exactly 1.10 × load passes", lines: []string{cpu223, four}, psu: 1430, load0: 1300},
		{name: "load 1300: 1 W under 1.10 × load warns", lines: []string{cpu223, four}, psu: 1429,
			want: []string{"psu-headroom warning"}, msg: []string{"Pick a PSU of at least 1430 W"}},
		{name: "load 1300: PSU under the load errs", lines: []string{cpu223, four}, psu: 1299, want: []string{"psu-headroom error"}},
		{name: "seed: four 250 W cards and a 180 W CPU want 1383 W", lines: []string{four}, psu: 1383, load0: 1257},
		{name: "seed: 1382 W warns", lines: []string{four}, psu: 1382, want: []string{"psu-headroom warning"}},
		{name: "factor 1.25: exactly 1.25 × load passes", lines: []string{one}, psu: 625,
			cfg: &Config{Rules: map[string]RuleConfig{"psu-headroom": {Params: map[string]float64{"factor": 1.25}}}}},
		{name: "factor 1.25: 1.10 × load now warns", lines: []string{one}, psu: 624,
			cfg:  &Config{Rules: map[string]RuleConfig{"psu-headroom": {Params: map[string]float64{"factor": 1.25}}}},
			want: []string{"psu-headroom warning"}, msg: []string{"(want 125 %)"}},
		{name: "base_w = 100 raises the load", lines: []string{one}, psu: 550, load0: 550,
			cfg:  &Config{Rules: map[string]RuleConfig{"psu-headroom": {Params: map[string]float64{"base_w": 100}}}},
			want: []string{"psu-headroom warning"}},
		{name: "module_w and drive_w enter the load", lines: []string{one}, psu: 800, load0: 180 + 243 + 50 + 4*10 + 20,
			cfg: &Config{Rules: map[string]RuleConfig{"psu-headroom": {Params: map[string]float64{"module_w": 10, "drive_w": 20}}}}},
	}
	var cases []ruleCase
	for _, r := range rows {
		pp, pl := psuOf(r.psu, "atx3 = true")
		c := ruleCase{name: r.name, src: rig(g243+c223+pp, append(r.lines, pl)...), cfg: r.cfg, want: r.want, msg: r.msg}
		if r.load0 != 0 {
			c.facts = loadIs(r.load0)
		}
		cases = append(cases, c)
	}
	runCases(t, cases)
}

// Two PSUs add up (SPEC 1.3, 2), and a unit that derates on 100–127 V input
// counts its low-line rating on such a circuit.
func TestPSUHeadroomTwoUnitsAndDerating(t *testing.T) {
	g243, id243 := gpuOf(243) // load 500 W
	one := fmt.Sprintf("gpu %q {}", id243)
	p275, _ := psuOf(275, "atx3 = true")
	p274, _ := psuOf(274, "atx3 = true")
	derate := variant("t-psu", "t-psu-derate", "Test PSU Derate", nil, "wattage_w = 2000", "wattage_115v_w = 549", "atx3 = true")
	bays2 := variant("t-case", "t-case-2psu", "Test Case 2PSU", nil, "psu_bays = 2")
	parts := g243 + p275 + p274 + derate + bays2
	c := `case "t-case-2psu" {}`
	psuW := func(w float64) func(*testing.T, *hw.Facts) {
		return func(t *testing.T, f *hw.Facts) {
			t.Helper()
			if f.PSUW != w {
				t.Errorf("psu_w = %v, want %v", f.PSUW, w)
			}
		}
	}
	volts := func(v int) string {
		return fmt.Sprintf("power {\n    circuit_volts = %d\n    circuit_amps = 16\n  }", v)
	}
	runCases(t, []ruleCase{
		{name: "two PSUs exactly 1.10 × load", src: rig(parts, one, `psu "t-psu-275" { count = 2 }`, c), facts: psuW(550)},
		{name: "two PSUs 2 W under 1.10 × load", src: rig(parts, one, `psu "t-psu-274" { count = 2 }`, c),
			want: []string{"psu-headroom warning"}, msg: []string{"the 2 × PSU 274 give 548 W"}},
		{name: "two different PSU blocks add up", src: rig(parts, one, `psu "t-psu-275" {}`, `psu "t-psu-274" {}`, c),
			want: []string{"psu-headroom warning"}, msg: []string{"the PSU 275 and the PSU 274 give 549 W"}},
		{name: "a 2000 W unit that gives 549 W on 120 V warns there", src: rig(parts, one, `psu "t-psu-derate" {}`),
			want: []string{"psu-headroom warning"}, msg: []string{"the PSU Derate (rated for 120 V input) gives 549 W"}, facts: psuW(549)},
		{name: "the same unit on 230 V gives its full rating", src: rig(parts, one, `psu "t-psu-derate" {}`, volts(230)), facts: psuW(2000)},
		{name: "199 V still counts as low line", src: rig(parts, one, `psu "t-psu-derate" {}`, volts(199)), want: []string{"psu-headroom warning"}},
		{name: "200 V is high line", src: rig(parts, one, `psu "t-psu-derate" {}`, volts(200)), facts: psuW(2000)},
	})
}
