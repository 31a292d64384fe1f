package rules

import (
	"fmt"
	"math"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "psu-headroom", Severity: hw.Error,
		Summary: "the PSU is smaller than the estimated load (error) or has less than 10 % headroom (warning)",
		Doc: `load_w = CPU tdp_w × CPUs + Σ GPU tdp_w (or power_limit_w) + 50 W for board and fans + 5 W per memory module + 7 W per drive.
Error when the PSU's wattage_w is below load_w; warning when it is below factor × load_w (default 1.10). Dettmers' rule
(2018) — add CPU and GPU watts, 10 % for the rest, 10 % more, round up — gives the seed's 1400 W class for four
GTX 1080 Ti (250 W) and a Threadripper 1920X (180 W): load 1264 W × 1.10 = 1390 W, so the 1600 W EVGA SuperNOVA P2 passes.`,
		Fix: "Pick a larger PSU (`rigcheck catalog list psu --fits BUILD`), or set power_limit_w on the GPUs (50 W less costs about 7 % speed).",
		Params: []Param{
			{"factor", 1.10, "PSU wattage should be at least factor × load_w"},
			{"base_w", 50, "board, fans and peripherals in the load estimate, W"},
			{"module_w", 5, "per memory module in the load estimate, W"},
			{"drive_w", 7, "per storage drive in the load estimate, W"},
		},
		Check: func(p *Pass) {
			psu := p.Build.One(hw.KindPSU)
			if psu == nil {
				return
			}
			w, _ := psu.Part.Num("wattage_w")
			load := p.Facts.LoadW
			factor := p.Param("factor")
			// Rounded so that a PSU of exactly factor × load passes: in
			// float64, 1.1 × 1300 is 1430.0000000000002.
			want := math.Round(factor*load*1e6) / 1e6
			name := psu.Part.ShortName()
			switch {
			case w < load:
				p.ReportAs(hw.Error, psu.Range, fmt.Sprintf("%s Pick a PSU of at least %.0f W.", loadDetail(p), math.Ceil(want)),
					"the %s gives %.0f W; the build's estimated load is %.0f W", name, w, load)
			case w < want:
				p.ReportAs(hw.Warning, psu.Range, fmt.Sprintf("%s Pick a PSU of at least %.0f W, or lower the GPUs' power_limit_w.", loadDetail(p), math.Ceil(want)),
					"the %s gives %.0f W, %.1f %% of the estimated %.0f W load (want %.0f %%)", name, w, 100*w/load, load, 100*factor)
			}
		},
	})
	Register(&Rule{
		ID: "psu-transient", Severity: hw.Warning,
		Summary: "a ≥300 W GPU on a PSU without an ATX 3.x transient rating and less than load + GPU power",
		Doc: `Modern GPUs spike far above board power for milliseconds (an RTX 3080 to 533 W for 100 µs; an RTX 5090 to 901 W for
under 1 ms). ATX 3.x PSUs are rated for 200 % of their power for 100 µs; older ones may trip their over-current protection.
Intel's example: a 300 W GPU build needs a 750 W ATX 3.0 PSU but about 1100 W on ATX 2.x. So with a GPU of gpu_w or more and a
PSU that is not atx3, rigcheck asks for wattage_w ≥ load_w + Σ GPU power.`,
		Fix:    "Use an ATX 3.x PSU (atx3 = true), a larger PSU, or power-limit the GPUs.",
		Params: []Param{{"gpu_w", 300, "GPU board power from which spikes matter, W"}},
		Check: func(p *Pass) {
			psu := p.Build.One(hw.KindPSU)
			if psu == nil || psu.Part.Bool("atx3") {
				return
			}
			var big *hw.Item
			for _, g := range p.Build.Role(hw.KindGPU) {
				if g.GPUPower() >= p.Param("gpu_w") {
					big = g
					break
				}
			}
			if big == nil {
				return
			}
			w, _ := psu.Part.Num("wattage_w")
			need := p.Facts.LoadW + p.Facts.GPUPowerW
			if w < need {
				p.Report(psu.Range, fmt.Sprintf("Without an ATX 3.x rating, rigcheck wants load %.0f W + GPU power %.0f W = %.0f W. Use an ATX 3.x PSU or one of %.0f W or more.", p.Facts.LoadW, p.Facts.GPUPowerW, need, need),
					"the %s (%.0f W, not ATX 3.x) may trip on the %s's power spikes; want %.0f W", psu.Part.ShortName(), w, big.Part.ShortName(), need)
			}
		},
	})
	Register(&Rule{
		ID: "psu-connectors", Severity: hw.Error,
		Summary: "the GPUs need more 6/8-pin or 12VHPWR plugs than the PSU has",
		Doc: `Each 6-pin or 8-pin power socket on a card takes one 6+2-pin PCIe plug (never split one cable's daisy-chained plug
across two high-power sockets); each 16-pin 12VHPWR / 12V-2x6 socket takes a native cable. Dettmers (2018): "check that the PSU
has enough PCIe 8-pin and 6-pin connectors".`,
		Fix: "Pick a PSU with more PCIe plugs (pcie_8pin) or native 12VHPWR cables (pcie_12vhpwr), or fewer GPUs.",
		Check: func(p *Pass) {
			psu := p.Build.One(hw.KindPSU)
			gpus := p.Build.Role(hw.KindGPU)
			if psu == nil || len(gpus) == 0 {
				return
			}
			need8, need16 := 0, 0
			for _, g := range gpus {
				e, ok8 := g.Part.Int("power_8pin")
				s, ok6 := g.Part.Int("power_6pin")
				h, ok16 := g.Part.Int("power_12vhpwr")
				if !ok8 && !ok6 && !ok16 {
					p.Missing(g.Range, "the %s has no power_8pin, power_6pin or power_12vhpwr", g.Part.ShortName())
					continue
				}
				need8 += g.Count * (e + s)
				need16 += g.Count * h
			}
			have8, _ := psu.Part.Int("pcie_8pin")
			have16 := int(psu.Part.NumOr("pcie_12vhpwr", 0))
			if need8 > have8 {
				p.Report(psu.Range, "Pick a PSU with more 6+2-pin PCIe plugs.",
					"the GPUs need %d 6/8-pin PCIe plugs; the %s has %d", need8, psu.Part.ShortName(), have8)
			}
			if need16 > have16 {
				p.Report(psu.Range, "Pick a PSU with native 12VHPWR / 12V-2x6 cables (ATX 3.x units have them).",
					"the GPUs need %d 12VHPWR plug%s; the %s has %d", need16, plural(need16), psu.Part.ShortName(), have16)
			}
		},
	})
	Register(&Rule{
		ID: "wall-circuit", Severity: hw.Error,
		Summary: "the wall draw exceeds the circuit (error) or its 80 % continuous limit (warning)",
		Doc: `wall_w = load_w ÷ the PSU's efficiency (0.80 for 80+, 0.85 Bronze, 0.88 Silver, 0.90 Gold, 0.92 Platinum, 0.94 Titanium).
A US 120 V 15 A circuit gives 1800 W; the electrical code's 80 % rule for continuous loads (3 h or more — training runs for days)
limits it to 1440 W. Lambda recommends against workstations above 1440 W and sees PSU failures approach 1500 W; Puget's four
300 W RTX 3090 Turbos drew 1717 W at the wall, "way too close". The message suggests a GPU power limit that fits.`,
		Fix:    "Set power_limit_w on the GPUs (nvidia-smi -pl; 350 W → 280 W kept over 95 % of a 3090's speed, Puget 2020), use a 20 A or 240 V circuit (power { circuit_volts, circuit_amps }), or fewer GPUs.",
		Params: []Param{{"continuous", 0.8, "share of the circuit a continuous load may use"}},
		Check: func(p *Pass) {
			f := p.Facts
			if f.WallW == nil {
				return
			}
			wall := *f.WallW
			rng := p.Build.Power.Range
			if psu := p.Build.One(hw.KindPSU); psu != nil && rng == p.Build.DefRange {
				rng = psu.Range
			}
			circuit := fmt.Sprintf("%g V %g A circuit", p.Build.Power.CircuitVolts, p.Build.Power.CircuitAmps)
			switch {
			case wall > f.CircuitW:
				p.ReportAs(hw.Error, rng, wallDetail(p, f.ContinuousW),
					"the build draws about %.0f W at the wall; the %s gives %.0f W", wall, circuit, f.CircuitW)
			case wall > f.ContinuousW:
				p.ReportAs(hw.Warning, rng, wallDetail(p, f.ContinuousW),
					"the build draws about %.0f W at the wall, over the %.0f W continuous limit (%.0f %%) of a %s", wall, f.ContinuousW, 100*p.Param("continuous"), circuit)
			}
		},
	})
	Register(&Rule{
		ID: "power-limit", Severity: hw.Info,
		Summary: "a GPU has power_limit_w: the estimated speed cost",
		Doc: `power_limit_w (set with nvidia-smi -pl) replaces the card's tdp_w in every power fact. Dettmers (2023): 50 W less
costs only about 7 % speed; Puget (2020): four RTX 3090 at 280 W instead of 350 W kept over 95 % of their speed.`,
		Fix:    "Nothing to fix: this reports the trade-off. Remember to set the limit at every boot (nvidia-smi -pl in a systemd unit).",
		Params: []Param{{"pct_per_50w", 7, "speed lost per 50 W below tdp_w, percent"}},
		Check: func(p *Pass) {
			for _, g := range p.Build.Role(hw.KindGPU) {
				if g.PowerLimitW == nil {
					continue
				}
				tdp, _ := g.Part.Num("tdp_w")
				lim := *g.PowerLimitW
				if lim >= tdp {
					p.Report(g.AttrRange("power_limit_w"), "", "power_limit_w = %.0f W is not below the %s's %.0f W board power: it changes nothing", lim, g.Part.ShortName(), tdp)
					continue
				}
				cost := (tdp - lim) / 50 * p.Param("pct_per_50w")
				p.Report(g.AttrRange("power_limit_w"), fmt.Sprintf("Saves %.0f W per card, %.0f W in all.", tdp-lim, (tdp-lim)*float64(g.Count)),
					"the %s limited from %.0f W to %.0f W: about %.0f %% slower", g.Part.ShortName(), tdp, lim, cost)
			}
		},
	})
}

func loadDetail(p *Pass) string {
	f := p.Facts
	return fmt.Sprintf("Load: CPU %.0f W + GPUs %.0f W + %.0f W base + %d modules × %.0f W + drives = %.0f W.",
		f.LoadW-f.GPUPowerW-p.Param("base_w")-p.Param("module_w")*float64(f.MemoryModules)-driveWatts(p), f.GPUPowerW, p.Param("base_w"), f.MemoryModules, p.Param("module_w"), f.LoadW)
}

func driveWatts(p *Pass) float64 {
	return p.Param("drive_w") * float64(p.Build.CountOf(hw.KindStorage))
}

// wallDetail explains the wall draw and suggests a per-GPU power limit that
// would bring it under limit.
func wallDetail(p *Pass, limit float64) string {
	f := p.Facts
	psu := p.Build.One(hw.KindPSU)
	eff := hw.EfficiencyFactor[psu.Part.Str("efficiency")]
	s := fmt.Sprintf("Wall draw = load %.0f W ÷ %.2f efficiency (%s) = %.0f W.", f.LoadW, eff, psu.Part.Str("efficiency"), *f.WallW)
	if f.GPUCount > 0 {
		other := f.LoadW - f.GPUPowerW
		per := roundDown5((limit*eff - other) / float64(f.GPUCount))
		if per >= 100 {
			s += fmt.Sprintf(" A power limit of %.0f W per GPU (power_limit_w = %.0f) would fit.", per, per)
		} else {
			s += " No sensible GPU power limit fits this circuit: use fewer GPUs or a bigger circuit."
		}
	}
	return s + " Or use a 20 A or 240 V circuit: power { circuit_volts = 240, circuit_amps = 16 }."
}
