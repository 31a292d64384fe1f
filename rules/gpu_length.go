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
	Fail: example(`
# The GAMING RTX 4090 AMP Extreme AIRO is 356 mm long; the Torrent Compact takes 330 mm.`, "long-card",
		`gpu "zotac-geforce-rtx-4090-amp-extreme-airo" {}`,
		`case "fractal-design-torrent-compact" {}`),
	Pass: example(`
# The 304 mm RTX 4090 Founders Edition fits.`, "shorter-card",
		`case "fractal-design-torrent-compact" {}`),
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
