package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerHeight is rule "cooler-height".
var CoolerHeight = &Rule{
	ID: "cooler-height", Severity: hw.Error,
	Summary: "an air cooler is taller than the case's max_cooler_height_mm",
	Doc:     "A tower cooler taller than the case's CPU-cooler clearance keeps the side panel from closing.",
	Fix:     "Pick a lower cooler, a liquid cooler, or a wider case.",
	Fail: `
# The NH-D15 G2 is 168 mm tall; the O11 Dynamic takes coolers up to 155 mm.
build "tall-cooler" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-o11-dynamic" {}
}`,
	Pass: `
# The PC-O11 Air takes coolers up to 170 mm.
build "tall-cooler" {
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
		c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
		if c == nil || cs == nil || c.Part.Cooler().Type != "air" {
			return
		}
		h, ok := c.Part.Cooler().HeightMM.Get()
		if !ok {
			p.Missing(c.Range, hw.NeedOf(c.Part, "height_mm"), "the %s has no height_mm", c.Part.ShortName())
			return
		}
		if m := cs.Part.Case().MaxCoolerHeightMM; h > m {
			p.Report(c.Range, "", "the %s is %g mm tall; the %s takes coolers up to %g mm", c.Part.ShortName(), h, cs.Part.ShortName(), m)
		}
	},
}
