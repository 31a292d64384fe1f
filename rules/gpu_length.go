package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "gpu-length", Severity: hw.Error,
		Summary: "a GPU is longer than the case's max_gpu_length_mm",
		Doc:     "The case's spec sheet gives the longest graphics card it takes (often with and without front fans or radiators). A longer card does not close the case.",
		Fix:     "Pick a shorter card or a case with more GPU clearance (`rigcheck catalog list case --where 'max_gpu_length_mm >= N'`).",
		Check: func(p *Pass) {
			c := p.Build.One(hw.KindCase)
			if c == nil {
				return
			}
			max, _ := c.Part.Num("max_gpu_length_mm")
			for _, g := range p.Build.Role(hw.KindGPU) {
				l, _ := g.Part.Num("length_mm")
				if l > max {
					p.Report(g.Range, fmt.Sprintf("Needs %g mm; the case takes %g mm. Pick a shorter card or a larger case.", l, max),
						"the %s is %g mm long; the %s takes cards up to %g mm", g.Part.ShortName(), l, c.Part.ShortName(), max)
				}
			}
		},
	})
}
