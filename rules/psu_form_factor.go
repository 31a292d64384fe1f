package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUFormFactor is rule "psu-form-factor".
var PSUFormFactor = &Rule{
	ID: "psu-form-factor", Severity: hw.Error,
	Summary: "the case does not take the PSU's form factor, or the PSU is longer than max_psu_length_mm",
	Doc:     "Cases take ATX, SFX or SFX-L power supplies (psu_form_factors, default ATX) up to a length; 1600 W units are often 200 mm or more.",
	Fix:     "Pick a PSU of a form factor and length the case takes.",
	Fail: `
# The AX1500i is 225 mm long; the H7 Flow takes PSUs up to 200 mm.
build "long-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-ax1500i" {}
  case        "nzxt-h7-flow" {}
}`,
	Pass: `
# The 180 mm HX1500i fits.
build "shorter-psu" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-3090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-hx1500i-2022" {}
  case        "nzxt-h7-flow" {}
}`,
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
}
