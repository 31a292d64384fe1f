package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerMissing is rule "cooler-missing".
var CoolerMissing = &Rule{
	ID: "cooler-missing", Severity: hw.Error,
	Summary: "no cooler and the CPU ships none",
	Doc:     "A CPU without a bundled cooler (stock_cooler = false: every Threadripper, Core X, Xeon W and most K-series parts) needs a cooler in the build.",
	Fix:     "Add a cooler block (`rigcheck catalog list cooler --fits BUILD`).",
	Fail: `
# The Core Ultra 9 285K ships without a cooler, and the build names none.
build "no-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# A cooler that lists LGA1851.
build "with-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil || p.Build.One(hw.KindCooler) != nil || cpu.Part.CPU().StockCooler {
			return
		}
		p.Report(cpu.Range, "Add a cooler block for the CPU's socket.", "the %s ships without a cooler and the build has none", cpu.Part.ShortName())
	},
}
