package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUTransient is rule "psu-transient".
var PSUTransient = &Rule{
	ID: "psu-transient", Severity: hw.Warning,
	Summary: "a ≥300 W GPU on a PSU without an ATX 3.x transient rating and less than load + GPU power",
	Doc: `Modern GPUs spike far above board power for milliseconds (an RTX 3080 to 533 W for 100 µs; an RTX 5090 to 901 W for
under 1 ms). ATX 3.x PSUs are rated for 200 % of their power for 100 µs; older ones may trip their over-current protection.
Intel's example: a 300 W GPU build needs a 750 W ATX 3.0 PSU but about 1100 W on ATX 2.x. So with a GPU of gpu_w or more and a
PSU that is not atx3, rigcheck asks for wattage_w ≥ load_w + Σ GPU power.`,
	Fix:    "Use an ATX 3.x PSU (atx3 = true), a larger PSU, or power-limit the GPUs.",
	Params: []Param{{"gpu_w", 300, "GPU board power from which spikes matter, W"}},
	Fail: `
# A 350 W RTX 3090 on an 850 W ATX 2.x PSU: enough for the load, not for its power spikes.
build "3090-old-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-2021" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# The same wattage with an ATX 3.1 transient rating.
build "3090-atx3-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
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
}
