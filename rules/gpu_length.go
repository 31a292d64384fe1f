package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// GPULength is rule "gpu-length".
var GPULength = &Rule{
	ID: "gpu-length", Severity: hw.Error,
	Summary: "a GPU is longer than the case's max_gpu_length_mm",
	Doc:     "The case's spec sheet gives the longest graphics card it takes (often with and without front fans or radiators). A longer card does not close the case.",
	Fix:     "Pick a shorter card or a case with more GPU clearance (`rigcheck catalog list case --where 'max_gpu_length_mm >= N'`).",
	Fail: `
# The ROG Strix RTX 4090 OC is 358 mm long; the Carbide Air 540 takes 320 mm.
build "long-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "asus-rog-strix-geforce-rtx-4090-oc" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "asus-rog-thor-1200p2" {}
  case        "corsair-carbide-air-540" {}
}`,
	Pass: `
# The 304 mm RTX 4090 Founders Edition fits.
build "shorter-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "asus-rog-thor-1200p2" {}
  case        "corsair-carbide-air-540" {}
}`,
	Check: func(p *Pass) {
		c := p.Build.One(hw.KindCase)
		if c == nil {
			return
		}
		max := c.Part.Case().MaxGPULengthMM
		for _, g := range p.Role(hw.KindGPU) {
			l := g.Part.GPU().LengthMM
			if !GPULengthFits(l, max) {
				p.Report(g.Range, fmt.Sprintf("Needs %g mm; the case takes %g mm. Pick a shorter card or a larger case.", l, max),
					"the %s is %g mm long; the %s takes cards up to %g mm", g.Part.ShortName(), l, c.Part.ShortName(), max)
			}
		}
	},
}
