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
	Fail: example(`
# The NH-D15 G2 is 168 mm tall; the O11 Dynamic takes coolers up to 155 mm.`, "tall-cooler",
		`case "lian-li-o11-dynamic" {}`),
	Pass: example(`
# The H7 Flow takes coolers up to 185 mm.`, "tall-cooler"),
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
