package rules

import (
	"fmt"
	"math"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUTransient is rule "psu-transient".
var PSUTransient = &Rule{
	ID: "psu-transient", Severity: hw.Warning,
	Summary: "millisecond power spikes of GPUs of 300 W or more exceed what PSUs without an ATX 3.x rating deliver",
	Doc: `GPUs draw far above their board power for milliseconds. Igor's Lab measured an RTX 5090 Founders Edition (575 W) at 738 W
for up to 10 ms and 901 W for under 1 ms (1.57 ×), and an RTX 3080 (320 W) reaches 533 W for 100 µs (1.67 ×). ATX 3.x units are
specified for such excursions (200 % for 100 µs); ATX 2.x set no requirement, and the 2020 shutdowns of 750–850 W units with
RTX 3080/3090 cards were their fast over-current protection tripping on the spikes. Sustained over-power protection sits
13–34 % above the rating in Hardware Busters' measurements (e.g. 113 % hot on a Toughpower PT 1200, 132 % on a Prime TX-1600),
but it acts too slowly to help against sub-millisecond spikes, so no margin is counted by default.
The check: with a GPU of gpu_w or more and a PSU that is not atx3, the spike load — load_w with every GPU's power multiplied by
spike_factor (the cards spike together in synchronous training) — must not exceed margin × psu_w. A single RTX 3090 (350 W)
with a 253 W Core i9, two modules and a drive asks about 870 W (an 850 W ATX 2.x unit warns); two RTX 3090 with a 280 W Threadripper ask about 1,460 W, which a
1600 W unit carries.`,
	Fix: "Use an ATX 3.x PSU (atx3 = true), a larger PSU or a second one, or power-limit the GPUs below gpu_w.",
	Params: []Param{
		{"gpu_w", 300, "GPU board power from which spikes matter, W"},
		{"spike_factor", 1.57, "GPU power during a millisecond spike ÷ board power (Igor's Lab, RTX 5090 FE: 901 W ÷ 575 W)"},
		{"margin", 1.0, "load a PSU without an ATX 3.x rating carries during a spike ÷ its rating"},
	},
	Fail: example(`
# A 350 W RTX 3090 on an 850 W ATX 2.x PSU: enough for the load, not for its power spikes.`, "3090-old-psu",
		`gpu "nvidia-geforce-rtx-3090-fe" {}`,
		`psu "corsair-rm850x-2021" {}`),
	Pass: example(`
# The same wattage with an ATX 3.1 transient rating.`, "3090-atx3-psu",
		`gpu "nvidia-geforce-rtx-3090-fe" {}`),
	Check: func(p *Pass) {
		psus := p.Role(hw.KindPSU)
		if len(psus) == 0 {
			return
		}
		if TransientExempt(psus) {
			return
		}
		var big *hw.Item
		for _, g := range p.Role(hw.KindGPU) {
			if transientApplies(g.GPUPower(), p.Param("gpu_w")) {
				big = g
				break
			}
		}
		if big == nil {
			return
		}
		f := p.Facts
		spike := TransientLoadW(f, p.Param("spike_factor"))
		have := p.Param("margin") * f.PSUW
		if transientShort(have, spike) {
			p.Report(psus[0].Range, fmt.Sprintf("During a spike the GPUs draw about %.0f W × %.2f = %.0f W on top of the rest of the load (%.0f W): %.0f W. Use an ATX 3.x PSU, one of %.0f W or more, or power-limit the GPUs under %.0f W (see `rigcheck explain psu-transient`).",
				f.GPUPowerW, p.Param("spike_factor"), f.GPUPowerW*p.Param("spike_factor"), f.LoadW-f.GPUPowerW, spike, math.Ceil(spike/p.Param("margin")), p.Param("gpu_w")),
				"%s %.0f W without an ATX 3.x transient rating; the %s's millisecond power spikes take the build to about %.0f W", psuName(p), f.PSUW, big.Part.ShortName(), spike)
		}
	},
}

// TransientExempt is psu-transient's judgement of a build's PSUs: when
// every one is ATX 3.x (atx3), specified for the GPUs' spikes, the rule
// does not apply. pick asks it of each PSU candidate.
func TransientExempt(psus []*hw.Item) bool {
	for _, it := range psus {
		if !it.Part.PSU().ATX3 {
			return false
		}
	}
	return true
}

// TransientLoadW is the load during the GPUs' millisecond power spikes:
// load_w with every GPU's power multiplied by spikeFactor. pick calls it
// so that its pruning and this rule cannot disagree.
func TransientLoadW(f *hw.Facts, spikeFactor float64) float64 {
	return spikeLoad(f.LoadW, f.GPUPowerW, spikeFactor)
}
