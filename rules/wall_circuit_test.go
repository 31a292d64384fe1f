package rules

import (
	"fmt"
	"math"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestWallCircuit(t *testing.T) {
	gold := variant("t-psu", "t-psu-gold", "Test PSU Gold", nil, `efficiency = "80+ Gold"`)
	c219, l219 := cpuOf(219) // four 250 W cards: load 1296 W, 1440 W at the wall on Gold
	c220, l220 := cpuOf(220) // load 1297 W, 1441 W at the wall
	parts := gold + c219 + c220
	bays2 := variant("t-case", "t-case-2psu", "Test Case 2PSU", nil, "psu_bays = 2")
	half := variant("t-psu", "t-psu-800g", "Test PSU 800 Gold", nil, "wattage_w = 800", `efficiency = "80+ Gold"`)
	twoCircuits := func(v, a int) string {
		return fmt.Sprintf("power {\n    circuit_volts = %d\n    circuit_amps = %d\n    circuits = 2\n  }", v, a)
	}
	twoCircuitsA := func(v int, a float64) string {
		return fmt.Sprintf("power {\n    circuit_volts = %d\n    circuit_amps = %g\n    circuits = 2\n  }", v, a)
	}
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
				"Wall draw = load 1297 W ÷ 0.90 efficiency = 1441 W.", "A power limit of 245 W per GPU (power_limit_w = 245) would fit"}},
		{name: "the suggested power limit fits", src: rig(parts, l220, gpus("t-blower", 4, "power_limit_w = 245"), psu),
			want: []string{"power-limit info"}},
		{name: "exactly the circuit only warns", src: rig(parts, l219, four, psu, circuit(120, 12)),
			want: []string{"wall-circuit warning"}, msg: []string{"over the 1152 W continuous limit (80 %) of a 120 V 12 A circuit"}},
		{name: "over the circuit errs", src: rig(parts, l220, four, psu, circuit(120, 12)),
			want: []string{"wall-circuit error"}, msg: []string{"the build draws about 1441 W at the wall; the 120 V 12 A circuit gives 1440 W"}},
		{name: "no sensible power limit", src: rig(parts, l220, four, psu, circuit(120, 5)),
			want: []string{"wall-circuit error"}, msg: []string{"No sensible GPU power limit fits"}},
		{name: "a 240 V circuit takes it", src: rig(parts, l220, four, psu, circuit(240, 16))},
		{name: "a second PSU on one circuit: the message says to use a second circuit", src: rig(parts+bays2+half, l220, four, `psu "t-psu-800g" { count = 2 }`, `case "t-case-2psu" {}`),
			want: []string{"wall-circuit warning"}, msg: []string{"plug the second PSU into a second circuit: power { circuits = 2 }"}},
		// Two 800 W Gold units on two 120 V 15 A circuits: each carries half
		// of the 1441 W wall draw.
		{name: "two PSUs on two circuits: each carries its share", src: rig(parts+bays2+half, l220, four, `psu "t-psu-800g" { count = 2 }`, `case "t-case-2psu" {}`, twoCircuits(120, 15)),
			facts: func(t *testing.T, f *hw.Facts) {
				t.Helper()
				if len(f.CircuitWallW) != 2 || math.Abs(f.CircuitWallW[0]-1297/0.9/2) > 1e-9 || f.CircuitWallW[0] != f.CircuitWallW[1] {
					t.Errorf("circuit draws %v, want two of %.1f", f.CircuitWallW, 1297/0.9/2)
				}
				if f.CircuitW != 3600 || f.ContinuousW != 2880 {
					t.Errorf("circuit_w %v, continuous %v; want 3600 and 2880", f.CircuitW, f.ContinuousW)
				}
			}},
		// 120 V 7.5 A: 900 W, 720 W continuous; each circuit carries 720.6 W.
		{name: "two circuits: each just over 80 % warns", src: rig(parts+bays2+half, l220, four, `psu "t-psu-800g" { count = 2 }`, `case "t-case-2psu" {}`, twoCircuitsA(120, 7.5)),
			want: []string{"wall-circuit warning", "wall-circuit warning"}, msg: []string{"circuit 1 (PSU 1's share) carries about 721 W at the wall, over the 720 W continuous limit"}},
		// c219: 1440 W at the wall, 720 W per circuit: exactly at 80 %.
		{name: "two circuits: each exactly at 80 %", src: rig(parts+bays2+half, l219, four, `psu "t-psu-800g" { count = 2 }`, `case "t-case-2psu" {}`, twoCircuitsA(120, 7.5))},
		{name: "circuits = 2 with one PSU is an input problem", src: rig(parts, l219, four, psu, twoCircuits(120, 15)),
			want: []string{"part-count error"}, msg: []string{"power { circuits = 2 } with 1 PSU(s)"}},
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
