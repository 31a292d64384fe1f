package rules

import (
	"fmt"
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "cooler-radiator", Severity: hw.Error,
		Summary: "the case takes no radiator of the liquid cooler's size",
		Doc:     "A liquid cooler's radiator (240, 280, 360, 420 mm) needs a mount of that size in the case.",
		Fix:     "Pick a cooler whose radiator the case takes, or a case with that radiator mount.",
		Check: func(p *Pass) {
			c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
			if c == nil || cs == nil || c.Part.Str("type") != "liquid" {
				return
			}
			r, ok := c.Part.Num("radiator_mm")
			if !ok {
				p.Missing(c.Range, "the %s has no radiator_mm", c.Part.ShortName())
				return
			}
			if !cs.Part.Has("radiators_mm") {
				p.Missing(cs.Range, "the %s has no radiators_mm", cs.Part.ShortName())
				return
			}
			if !slices.Contains(cs.Part.Nums("radiators_mm"), r) {
				p.Report(c.Range, fmt.Sprintf("The case takes %s mm radiators.", joinNums(cs.Part.Nums("radiators_mm"))),
					"the %s has a %g mm radiator; the %s takes none of that size", c.Part.ShortName(), r, cs.Part.ShortName())
			}
		},
	})
}
