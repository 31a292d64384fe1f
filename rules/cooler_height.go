package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "cooler-height", Severity: hw.Error,
		Summary: "an air cooler is taller than the case's max_cooler_height_mm",
		Doc:     "A tower cooler taller than the case's CPU-cooler clearance keeps the side panel from closing.",
		Fix:     "Pick a lower cooler, a liquid cooler, or a wider case.",
		Check: func(p *Pass) {
			c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
			if c == nil || cs == nil || c.Part.Str("type") != "air" {
				return
			}
			h, ok := c.Part.Num("height_mm")
			if !ok {
				p.Missing(c.Range, "the %s has no height_mm", c.Part.ShortName())
				return
			}
			if m, _ := cs.Part.Num("max_cooler_height_mm"); h > m {
				p.Report(c.Range, "", "the %s is %g mm tall; the %s takes coolers up to %g mm", c.Part.ShortName(), h, cs.Part.ShortName(), m)
			}
		},
	})
}
