package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// WallCircuit is rule "wall-circuit".
var WallCircuit = &Rule{
	ID: "wall-circuit", Severity: hw.Error,
	Summary: "the wall draw on a circuit exceeds it (error) or its 80 % continuous limit (warning)",
	Doc: `wall_w = load_w ÷ the PSU's efficiency (0.80 for 80+, 0.85 Bronze, 0.88 Silver, 0.90 Gold, 0.92 Platinum, 0.94 Titanium).
With two PSUs on two circuits (power { circuits = 2 }), each circuit carries its PSU's share of the wall draw, in
proportion to the PSUs' wattage, and each is checked on its own. A US 120 V 15 A circuit gives 1800 W; the electrical code's 80 % rule for continuous loads (3 h or more — training runs for days)
limits it to 1440 W. Lambda recommends against workstations above 1440 W and sees PSU failures approach 1500 W; Puget's four
300 W RTX 3090 Turbos drew 1717 W at the wall, "way too close". The message suggests a GPU power limit that fits.`,
	Fix:    "Set power_limit_w on the GPUs (nvidia-smi -pl; 350 W → 280 W kept over 95 % of a 3090's speed, Puget 2020), use a 20 A or 240 V circuit (power { circuit_volts, circuit_amps }), or fewer GPUs.",
	Params: []Param{{"continuous", 0.8, "share of the circuit a continuous load may use"}},
	Fail: example(`
# Four 265 W Quadro RTX 5000 blowers and a 180 W EPYC 7502P draw about 1453 W at the wall, over
# the 1440 W continuous limit of a US 120 V 15 A circuit.`, "four-blowers-15a",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-quadro-rtx-5000" { count = 4 }`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# On a 20 A circuit the continuous limit is 1920 W.`, "four-blowers-20a",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-quadro-rtx-5000" { count = 4 }`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`,
		`power {
  circuit_volts = 120
  circuit_amps  = 20
}`),
	Check: func(p *Pass) {
		f := p.Facts
		if f.WallW == nil || len(f.CircuitWallW) == 0 {
			return
		}
		rng := p.Build.Power.Range
		if psu := p.Build.One(hw.KindPSU); psu != nil && rng == p.Build.DefRange {
			rng = psu.Range
		}
		limit := CircuitLimitW(p.Build.Power)
		continuous := limit * p.Param("continuous")
		circuit := fmt.Sprintf("%g V %g A circuit", p.Build.Power.CircuitVolts, p.Build.Power.CircuitAmps)
		for i, w := range f.CircuitWallW {
			which := "the build draws"
			if len(f.CircuitWallW) > 1 {
				which = fmt.Sprintf("circuit %d (PSU %d's share) carries", i+1, i+1)
			}
			switch over, tight := CircuitDraw(w, limit, continuous); {
			case over:
				p.ReportAs(hw.Error, rng, wallDetail(p, continuous),
					"%s about %.0f W at the wall; the %s gives %.0f W", which, w, circuit, limit)
			case tight:
				p.ReportAs(hw.Warning, rng, wallDetail(p, continuous),
					"%s about %.0f W at the wall, over the %.0f W continuous limit (%.0f %%) of a %s", which, w, continuous, 100*p.Param("continuous"), circuit)
			}
		}
	},
}

// wallDetail explains the wall draw and suggests what fits under limit,
// the continuous limit of one circuit: a per-GPU power limit, or a second
// circuit for a second PSU.
func wallDetail(p *Pass, limit float64) string {
	f := p.Facts
	eff := f.LoadW / *f.WallW
	s := fmt.Sprintf("Wall draw = load %.0f W ÷ %.2f efficiency = %.0f W", f.LoadW, eff, *f.WallW)
	n := len(f.CircuitWallW)
	if n > 1 {
		s += fmt.Sprintf(", spread over %d circuits by the PSUs' wattage", n)
	}
	s += "."
	if f.GPUCount > 0 {
		other := f.LoadW - f.GPUPowerW
		// The wall draw of the busiest circuit scales with the load.
		share := 1.0
		for _, w := range f.CircuitWallW {
			share = min(share, *f.WallW/w/float64(n))
		}
		per := roundDown5((limit*float64(n)*share*eff - other) / float64(f.GPUCount))
		if per >= 100 {
			s += fmt.Sprintf(" A power limit of %.0f W per GPU (power_limit_w = %.0f) would fit.", per, per)
		} else {
			s += " No sensible GPU power limit fits: use fewer GPUs or more circuits."
		}
	}
	switch {
	case n == 1 && f.PSUCount >= 2:
		s += " Or plug the second PSU into a second circuit: power { circuits = 2 }."
	case n == 1:
		s += " Or add a second PSU on a second circuit (count = 2 and power { circuits = 2 }; the PSUs are joined with a sync adapter)."
	}
	return s + " Or use a 20 A or 240 V circuit: power { circuit_volts = 240, circuit_amps = 16 }."
}

// CircuitDraw is wall-circuit's judgement of w watts on one circuit of
// limit watts (CircuitLimitW) and a continuous limit (ContinuousLimitW):
// over the limit (an error), or tight, over the continuous limit only (a
// warning). pick prunes with it.
func CircuitDraw(w, limit, continuous float64) (over, tight bool) {
	return w > limit, !(w > limit) && w > continuous
}
