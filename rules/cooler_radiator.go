package rules

import (
	"fmt"
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerRadiator is rule "cooler-radiator".
var CoolerRadiator = &Rule{
	ID: "cooler-radiator", Severity: hw.Error,
	Summary: "the case takes no radiator of the liquid cooler's size",
	Doc:     "A liquid cooler's radiator (240, 280, 360, 420 mm) needs a mount of that size in the case.",
	Fix:     "Pick a cooler whose radiator the case takes, or a case with that radiator mount.",
	Fail: example(`
# The Liquid Freezer III 420 has a 420 mm radiator; the H7 Flow mounts 120, 140, 240, 280 and 360 mm.`, "420-radiator",
		`cooler "arctic-liquid-freezer-iii-420" {}`),
	Pass: example(`
# The 360 mm version fits the case's 360 mm mount.`, "360-radiator",
		`cooler "arctic-liquid-freezer-iii-360" {}`),
	Check: func(p *Pass) {
		c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
		if c == nil || cs == nil || c.Part.Cooler().Type != "liquid" {
			return
		}
		r, ok := c.Part.Cooler().RadiatorMM.Get()
		if !ok {
			p.Missing(c.Range, hw.NeedOf(c.Part, "radiator_mm"), "the %s has no radiator_mm", c.Part.ShortName())
			return
		}
		rads, ok := cs.Part.Case().RadiatorsMM.Get()
		if !ok {
			p.Missing(cs.Range, hw.NeedOf(cs.Part, "radiators_mm"), "the %s has no radiators_mm", cs.Part.ShortName())
			return
		}
		if !slices.Contains(rads, r) {
			p.Report(c.Range, fmt.Sprintf("The case takes %s mm radiators.", joinNums(rads)),
				"the %s has a %g mm radiator; the %s takes none of that size", c.Part.ShortName(), r, cs.Part.ShortName())
		}
	},
}
