package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerCapacity is rule "cooler-capacity".
var CoolerCapacity = &Rule{
	ID: "cooler-capacity", Severity: hw.Warning,
	Summary: "the cooler's rated tdp_w is below the CPU's tdp_w",
	Doc:     "Where the maker rates a cooler's capacity, a CPU with a higher TDP will run hot and throttle under sustained load such as data loading during training. Most makers (Noctua, Arctic, Corsair…) publish no rating; for their coolers this rule checks nothing and, unlike other rules, says nothing, since a missing-data notice would appear on nearly every build.",
	Fix:     "Pick a cooler rated for the CPU's TDP or more.",
	Fail: `
# be quiet! rates the Dark Rock Pro TR4 for 250 W; the Threadripper 3960X is a 280 W CPU.
build "3960x-air" {
  cpu         "amd-ryzen-threadripper-3960x" {}
  cooler      "be-quiet-dark-rock-pro-tr4" {}
  motherboard "gigabyte-trx40-aorus-xtreme" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-rtx-a5000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
}`,
	Pass: `
# The Enermax LiqTech TR4 II 360 is rated for 500 W.
build "3960x-liquid" {
  cpu         "amd-ryzen-threadripper-3960x" {}
  cooler      "enermax-liqtech-tr4-ii-360" {}
  motherboard "gigabyte-trx40-aorus-xtreme" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-rtx-a5000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
}`,
	Check: func(p *Pass) {
		cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
		if cpu == nil || c == nil {
			return
		}
		cap, ok := c.Part.Cooler().TDPW.Get()
		if !ok {
			// Most makers (Noctua, Arctic…) publish no rating: a notice on
			// nearly every build would drown the real ones. Documented in Doc.
			return
		}
		if t := cpu.Part.CPU().TDPW; cap < t {
			p.Report(c.Range, "", "the %s is rated for %g W; the %s's TDP is %g W", c.Part.ShortName(), cap, cpu.Part.ShortName(), t)
		}
	},
}
