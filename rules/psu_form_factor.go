package rules

import (
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUFormFactor is rule "psu-form-factor".
var PSUFormFactor = &Rule{
	ID: "psu-form-factor", Severity: hw.Error,
	Summary: "the case does not take the PSU's form factor or length, or holds fewer PSUs than the build has",
	Doc: `Cases take ATX, SFX or SFX-L power supplies (psu_form_factors, default ATX) up to a length; 1600 W units are often 200 mm
or more. Any case that takes a PSU holds one; a second unit needs a case made for two (psu_bays = 2), and a case whose psu_bays is not
known leaves a two-PSU build unverified.`,
	Fix: "Pick a PSU of a form factor and length the case takes.",
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
		cs := p.Build.One(hw.KindCase)
		psus := p.Role(hw.KindPSU)
		if cs == nil || len(psus) == 0 {
			return
		}
		units := 0
		for _, it := range psus {
			units += it.Count
		}
		bays, knownBays := cs.Part.Case().PSUBays.Get()
		switch {
		case units > 1 && !knownBays:
			p.Missing(psus[len(psus)-1].Range, hw.NeedOf(cs.Part, "psu_bays"), "the build has %d PSUs and the %s has no psu_bays (any case holds one; a second needs the number)", units, cs.Part.ShortName())
		case units > bays && knownBays:
			p.Report(psus[len(psus)-1].Range, "Use a case that holds two PSUs (`rigcheck catalog list case --where 'psu_bays >= 2'`), or mount the second unit outside the case and waive this rule with the reason.",
				"the build has %d PSUs; the %s holds %d", units, cs.Part.ShortName(), bays)
		}
		takes := cs.Part.Case().PSUFormFactors
		maxL, hasMax := cs.Part.Case().MaxPSULengthMM.Get()
		for _, psu := range psus {
			ff := psu.Part.PSU().FormFactor
			if !slices.Contains(takes, ff) {
				p.Report(psu.Range, "", "the %s is %s; the %s takes %s", psu.Part.ShortName(), ff, cs.Part.ShortName(), strings.Join(takes, ", "))
				continue
			}
			l, hasL := psu.Part.PSU().LengthMM.Get()
			switch {
			case hasMax && !hasL:
				p.Missing(psu.Range, hw.NeedOf(psu.Part, "length_mm"), "the %s has no length_mm", psu.Part.ShortName())
			case hasMax && l > maxL:
				p.Report(psu.Range, "", "the %s is %g mm long; the %s takes PSUs up to %g mm", psu.Part.ShortName(), l, cs.Part.ShortName(), maxL)
			}
		}
	},
}
