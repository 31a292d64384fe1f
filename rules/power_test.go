package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// psuOf declares test PSU "t-psu-W" of w watts with the base PSU's other
// numbers, changed by extra.
func psuOf(w int, extra ...string) (parts, line string) {
	id := fmt.Sprintf("t-psu-%d", w)
	return variant("t-psu", id, fmt.Sprintf("Test PSU %d", w), nil, append([]string{fmt.Sprintf("wattage_w = %d", w)}, extra...)...),
		fmt.Sprintf("psu %q {}", id)
}

// gpuOf declares test GPU "t-gW", a blower of w watts board power.
func gpuOf(w int, extra ...string) (parts, id string) {
	id = fmt.Sprintf("t-g%d", w)
	return variant("t-blower", id, fmt.Sprintf("Test GPU %d", w), nil, append([]string{fmt.Sprintf("tdp_w = %d", w)}, extra...)...), id
}

// cpuOf declares test CPU "t-cpu-tW" of w watts TDP.
func cpuOf(w int) (parts, line string) {
	id := fmt.Sprintf("t-cpu-t%d", w)
	return variant("t-cpu", id, fmt.Sprintf("Test CPU %dW", w), nil, fmt.Sprintf("tdp_w = %d", w)), fmt.Sprintf("cpu %q {}", id)
}

func loadIs(w float64) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if f.LoadW != w {
			t.Errorf("load_w = %v, want %v", f.LoadW, w)
		}
	}
}

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

func TestPSUTransient(t *testing.T) {
	g300, id300 := gpuOf(300) // load 180 + 300 + 77 = 557 W; with spikes 857 W
	g299, id299 := gpuOf(299)
	g350, id350 := gpuOf(350)
	p857, l857 := psuOf(857)
	p856, l856 := psuOf(856)
	p856a := variant("t-psu", "t-psu-856-atx3", "Test PSU 856 ATX3", nil, "wattage_w = 856", "atx3 = true")
	p1356, l1356 := psuOf(1356)
	p1357, l1357 := psuOf(1357)
	p700, l700 := psuOf(700)
	parts := g300 + g299 + g350 + p857 + p856 + p856a + p1356 + p1357 + p700
	g := func(id string, extra ...string) string { return gpus(id, 1, extra...) }
	runCases(t, []ruleCase{
		{name: "300 W card, PSU exactly load + GPU power", src: rig(parts, g(id300), l857)},
		{name: "300 W card, 1 W short", src: rig(parts, g(id300), l856), want: []string{"psu-transient warning"},
			msg: []string{"the PSU 856 (856 W, not ATX 3.x) may trip on the GPU 300's power spikes; want 857 W", "load 557 W + GPU power 300 W = 857 W"}},
		{name: "ATX 3.x PSU takes the spikes", src: rig(parts, g(id300), `psu "t-psu-856-atx3" {}`)},
		{name: "299 W card is under gpu_w", src: rig(parts, g(id299), l856)},
		{name: "350 W card limited to 299 W", src: rig(parts, g(id350, "power_limit_w = 299"), l856), want: []string{"power-limit info"}},
		{name: "350 W card limited to 300 W", src: rig(parts, g(id350, "power_limit_w = 300"), l856), want: []string{"power-limit info", "psu-transient warning"}},
		{name: "all GPUs' power counts: 300 W + 250 W cards, 1 W short", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1356), want: []string{"psu-transient warning"}},
		{name: "all GPUs' power counts: 300 W + 250 W cards, exact", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1357)},
		{name: "gpu_w = 250 catches the base card", src: rig(parts, l700),
			cfg:  &Config{Rules: map[string]RuleConfig{"psu-transient": {Params: map[string]float64{"gpu_w": 250}}}},
			want: []string{"psu-transient warning"}, msg: []string{"want 757 W"}},
		{name: "default gpu_w ignores the base card", src: rig(parts, l700)},
	})
}

func TestPSUConnectors(t *testing.T) {
	p7, l7 := psuOf(1601, "pcie_8pin = 7")
	p12, l12 := psuOf(1602, "pcie_12vhpwr = 2")
	dual8 := variant("t-blower", "t-dual8", "Test GPU Dual8", nil, "power_8pin = 2", "power_6pin = 0")
	hpwr := variant("t-blower", "t-hpwr", "Test GPU 16pin", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1")
	nopower := variant("t-blower", "t-nopower", "Test GPU NoPower", []string{"power_8pin", "power_6pin"})
	parts := p7 + p12 + dual8 + hpwr + nopower
	runCases(t, []ruleCase{
		{name: "four 8+6-pin cards take all 8 plugs", src: rig(parts, gpus("t-blower", 4))},
		{name: "four 8+6-pin cards on 7 plugs", src: rig(parts, gpus("t-blower", 4), l7),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 8 6/8-pin PCIe plugs; the PSU 1601 has 7"}},
		{name: "four dual 8-pin cards take all 8 plugs", src: rig(parts, gpus("t-dual8", 4))},
		{name: "mixed cards add up: 2+2+2 of 8", src: rig(parts, gpus("t-dual8", 2), `gpu "t-blower" {}`)},
		{name: "12VHPWR card on a PSU without the cable", src: rig(parts, `gpu "t-hpwr" {}`),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 1 12VHPWR plug; the PSU 1600 P has 0"}},
		{name: "two 12VHPWR cards on two cables", src: rig(parts, gpus("t-hpwr", 2), l12)},
		{name: "three 12VHPWR cards on two cables", src: rig(parts, gpus("t-hpwr", 3), l12),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 3 12VHPWR plugs; the PSU 1602 has 2"}},
		{name: "missing-data: card without power sockets", src: rig(parts, `gpu "t-nopower" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-connectors not checked: the GPU NoPower has no power_8pin, power_6pin or power_12vhpwr"}},
	})
}

func TestWallCircuit(t *testing.T) {
	gold := variant("t-psu", "t-psu-gold", "Test PSU Gold", nil, `efficiency = "80+ Gold"`)
	c219, l219 := cpuOf(219) // four 250 W cards: load 1296 W, 1440 W at the wall on Gold
	c220, l220 := cpuOf(220) // load 1297 W, 1441 W at the wall
	parts := gold + c219 + c220
	psu := `psu "t-psu-gold" {}`
	four := gpus("t-blower", 4)
	circuit := func(v, a int) string {
		return fmt.Sprintf("power {\n    circuit_volts = %d\n    circuit_amps = %d\n  }", v, a)
	}
	wall := func(w float64) func(*testing.T, *hw.Facts) {
		return func(t *testing.T, f *hw.Facts) {
			t.Helper()
			if f.WallW == nil || *f.WallW != w {
				t.Errorf("wall_w = %v, want %v", f.WallW, w)
			}
		}
	}
	runCases(t, []ruleCase{
		{name: "exactly the 1440 W continuous limit", src: rig(parts, l219, four, psu), facts: wall(1440)},
		{name: "over the continuous limit warns and suggests a power limit", src: rig(parts, l220, four, psu),
			want: []string{"wall-circuit warning"},
			msg: []string{"the build draws about 1441 W at the wall, over the 1440 W continuous limit (80 %) of a 120 V 15 A circuit",
				"Wall draw = load 1297 W ÷ 0.90 efficiency (80+ Gold)", "A power limit of 245 W per GPU (power_limit_w = 245) would fit"}},
		{name: "the suggested power limit fits", src: rig(parts, l220, gpus("t-blower", 4, "power_limit_w = 245"), psu),
			want: []string{"power-limit info"}},
		{name: "exactly the circuit only warns", src: rig(parts, l219, four, psu, circuit(120, 12)),
			want: []string{"wall-circuit warning"}, msg: []string{"over the 1152 W continuous limit (80 %) of a 120 V 12 A circuit"}},
		{name: "over the circuit errs", src: rig(parts, l220, four, psu, circuit(120, 12)),
			want: []string{"wall-circuit error"}, msg: []string{"the build draws about 1441 W at the wall; the 120 V 12 A circuit gives 1440 W"}},
		{name: "no sensible power limit", src: rig(parts, l220, four, psu, circuit(120, 5)),
			want: []string{"wall-circuit error"}, msg: []string{"No sensible GPU power limit fits this circuit"}},
		{name: "a 240 V circuit takes it", src: rig(parts, l220, four, psu, circuit(240, 16))},
		{name: "continuous = 0.9", src: rig(parts, l220, four, psu),
			cfg: &Config{Rules: map[string]RuleConfig{"wall-circuit": {Params: map[string]float64{"continuous": 0.9}}}}},
	})
}

// TestWallCircuitRange checks where the diagnostic points: the power block
// when the build has one, the PSU otherwise.
func TestWallCircuitRange(t *testing.T) {
	c220, l220 := cpuOf(220)
	gold := variant("t-psu", "t-psu-gold", "Test PSU Gold", nil, `efficiency = "80+ Gold"`)
	for _, withPower := range []bool{false, true} {
		lines := []string{l220, gpus("t-blower", 4), `psu "t-psu-gold" {}`}
		if withPower {
			lines = append(lines, "power {\n    circuit_volts = 120\n  }")
		}
		b, _, ds := check(t, rig(c220+gold, lines...), nil)
		want := b.One(hw.KindPSU).Range
		if withPower {
			want = b.Power.Range
		}
		n := 0
		for _, d := range ds {
			if d.Rule == "wall-circuit" {
				n++
				if d.Range != want {
					t.Errorf("power block %v: wall-circuit at %v, want %v", withPower, d.Range, want)
				}
			}
		}
		if n != 1 {
			t.Errorf("power block %v: %d wall-circuit diagnostics, want 1", withPower, n)
		}
	}
}

func TestPowerLimit(t *testing.T) {
	c223, cpu223 := cpuOf(223)
	p1429, l1429 := psuOf(1429, "atx3 = true")
	parts := c223 + p1429
	runCases(t, []ruleCase{
		{name: "limit below tdp_w", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 200")),
			want: []string{"power-limit info"}, msg: []string{"the GPU Blower limited from 250 W to 200 W: about 7 % slower", "Saves 50 W per card, 50 W in all."},
			facts: func(t *testing.T, f *hw.Facts) {
				if f.LoadW != 457 || f.GPUPowerW != 200 {
					t.Errorf("load %v, GPU power %v; want 457, 200", f.LoadW, f.GPUPowerW)
				}
			}},
		{name: "four limited cards", src: rig(parts, gpus("t-blower", 4, "power_limit_w = 150")),
			want: []string{"power-limit info"}, msg: []string{"about 14 % slower", "Saves 100 W per card, 400 W in all."}, facts: loadIs(180 + 600 + 77)},
		{name: "limit equal to tdp_w changes nothing", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 250")),
			want: []string{"power-limit info"}, msg: []string{"power_limit_w = 250 W is not below the GPU Blower's 250 W board power: it changes nothing"}, facts: loadIs(507)},
		{name: "pct_per_50w = 10", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 200")),
			cfg:  &Config{Rules: map[string]RuleConfig{"power-limit": {Params: map[string]float64{"pct_per_50w": 10}}}},
			want: []string{"power-limit info"}, msg: []string{"about 10 % slower"}},
		{name: "no limit, no notice", src: rig(parts)},
		{name: "without a limit the PSU warns", src: rig(parts, cpu223, gpus("t-blower", 4), l1429), want: []string{"psu-headroom warning"}, facts: loadIs(1300)},
		{name: "power_limit_w replaces tdp_w in the load", src: rig(parts, cpu223, gpus("t-blower", 4, "power_limit_w = 240"), l1429),
			want: []string{"power-limit info"}, facts: loadIs(1260)},
	})
}

// The messages quote part names without the brand.
func TestMessagesNameParts(t *testing.T) {
	_, _, ds := check(t, rig("", gpus("t-blower", 4), `case "t-case7" {}`), nil)
	if len(ds) != 1 || !strings.Contains(ds[0].Message, "Case 7") || strings.Contains(ds[0].Message, "Test Case") {
		t.Errorf("got %q", messages(ds))
	}
}
