package rules

import (
	"fmt"
	"math"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUHeadroom is rule "psu-headroom".
var PSUHeadroom = &Rule{
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
	Fail: `
# Two 350 W RTX 3090 Turbo and a 280 W Threadripper PRO: about 1077 W of load on an 850 W PSU.
build "two-3090s-850w" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	Pass: `
# 1300 W is more than 1.10 x the load.
build "two-3090s-1300w" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
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
}

func loadDetail(p *Pass) string {
	f := p.Facts
	return fmt.Sprintf("Load: CPU %.0f W + GPUs %.0f W + %.0f W base + %d modules × %.0f W + drives = %.0f W.",
		f.LoadW-f.GPUPowerW-p.Param("base_w")-p.Param("module_w")*float64(f.MemoryModules)-driveWatts(p), f.GPUPowerW, p.Param("base_w"), f.MemoryModules, p.Param("module_w"), f.LoadW)
}

func driveWatts(p *Pass) float64 {
	return p.Param("drive_w") * float64(p.Build.CountOf(hw.KindStorage))
}
