package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUFormFactor is rule "psu-form-factor".
var PSUFormFactor = &Rule{
	ID: "psu-form-factor", Severity: hw.Error,
	Summary: "the case does not take the PSU's form factor or length, or holds fewer PSUs than the build has",
	Doc: `Cases take ATX, SFX or SFX-L power supplies (psu_form_factors, default ATX) up to a length; 1600 W units are often 200 mm
or more. A case that publishes no max_psu_length_mm still takes a unit of its form factor's design-guide depth, so a unit no
longer than that fits it; a longer unit needs the case's number:` + psuDepthTable() + `
Any case that takes a PSU holds one; a second unit needs a case made for two (psu_bays = 2), and a case whose psu_bays is not
known leaves a two-PSU build unverified.`,
	Fix: "Pick a PSU of a form factor and length the case takes.",
	Fail: example(`
# The AX1500i is 225 mm long; the H7 Flow takes PSUs up to 200 mm.`, "long-psu",
		`gpu "nvidia-geforce-rtx-3090-fe" {}`,
		`psu "corsair-ax1500i" {}`),
	Pass: example(`
# The 200 mm SuperNOVA 1600 G2 fits.`, "shorter-psu",
		`gpu "nvidia-geforce-rtx-3090-fe" {}`,
		`psu "evga-supernova-1600-g2" {}`),
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
		switch fits, known := PSUsFitBays(units, bays, knownBays); {
		case !known:
			p.Missing(psus[len(psus)-1].Range, hw.NeedOf(cs.Part, "psu_bays"), "the build has %d PSUs and the %s has no psu_bays (any case holds one; a second needs the number)", units, cs.Part.ShortName())
		case !fits:
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
			depth, source, hasDepth := psuDepthOf(ff)
			switch {
			case hasMax && !hasL:
				p.Missing(psu.Range, hw.NeedOf(psu.Part, "length_mm"), "the %s has no length_mm (the %s takes PSUs up to %g mm)", psu.Part.ShortName(), cs.Part.ShortName(), maxL)
			case hasMax && l > maxL:
				p.Report(psu.Range, "", "the %s is %g mm long; the %s takes PSUs up to %g mm", psu.Part.ShortName(), l, cs.Part.ShortName(), maxL)
			case hasMax:
			case !hasL:
				p.Missing(psu.Range, []hw.Need{{Kind: hw.KindPSU, ID: psu.Part.ID, Attrs: []string{"length_mm"}}, {Kind: hw.KindCase, ID: cs.Part.ID, Attrs: []string{"max_psu_length_mm"}}},
					"the %s has no length_mm, and the %s no max_psu_length_mm", psu.Part.ShortName(), cs.Part.ShortName())
			case hasDepth && l <= depth:
				p.FromBound(cs.Part, "max_psu_length_mm", fmt.Sprintf("a case that takes %s units takes one %g mm deep (%s); the %s is %g mm", ff, depth, source, psu.Part.ShortName(), l))
			case hasDepth:
				p.Missing(psu.Range, hw.NeedOf(cs.Part, "max_psu_length_mm"), "the %s is %g mm long, more than the %g mm %s depth every %s case takes, and the %s has no max_psu_length_mm", psu.Part.ShortName(), l, depth, ff, ff, cs.Part.ShortName())
			default:
				p.Missing(psu.Range, hw.NeedOf(cs.Part, "max_psu_length_mm"), "the %s has no max_psu_length_mm, and %s has no standard depth to bound the %g mm %s", cs.Part.ShortName(), ff, l, psu.Part.ShortName())
			}
		}
	},
}

// PSUsFitBays is psu-form-factor's judgement of units PSUs in a case of
// bays PSU bays (knownBays: the case gives psu_bays): whether the case
// holds them, and whether the rule can tell (any case holds one unit).
// pick prunes with it.
func PSUsFitBays(units, bays int, knownBays bool) (fits, known bool) {
	if !knownBays {
		return units <= 1, units <= 1
	}
	return units <= bays, true
}
