package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "psu-form-factor", Severity: hw.Error,
		Summary: "the case does not take the PSU's form factor, or the PSU is longer than max_psu_length_mm",
		Doc:     "Cases take ATX, SFX or SFX-L power supplies (psu_form_factors, default ATX) up to a length; 1600 W units are often 200 mm or more.",
		Fix:     "Pick a PSU of a form factor and length the case takes.",
		Check: func(p *Pass) {
			psu, cs := p.Build.One(hw.KindPSU), p.Build.One(hw.KindCase)
			if psu == nil || cs == nil {
				return
			}
			takes := cs.Part.List("psu_form_factors")
			if len(takes) == 0 {
				takes = []string{"ATX"}
			}
			ff := psu.Part.Str("form_factor")
			ok := false
			for _, t := range takes {
				ok = ok || t == ff
			}
			if !ok {
				p.Report(psu.Range, "", "the %s is %s; the %s takes %v", psu.Part.ShortName(), ff, cs.Part.ShortName(), takes)
				return
			}
			maxL, hasMax := cs.Part.Num("max_psu_length_mm")
			l, hasL := psu.Part.Num("length_mm")
			if hasMax && !hasL {
				p.Missing(psu.Range, "the %s has no length_mm", psu.Part.ShortName())
			}
			if hasMax && hasL && l > maxL {
				p.Report(psu.Range, "", "the %s is %g mm long; the %s takes PSUs up to %g mm", psu.Part.ShortName(), l, cs.Part.ShortName(), maxL)
			}
		},
	})
}
