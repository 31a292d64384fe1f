package rules

import (
	"testing"
)

func TestPSUFormFactor(t *testing.T) {
	sfx := variant("t-psu", "t-psu-sfx", "Test PSU SFX", nil, `form_factor = "SFX"`, "length_mm = 100")
	l220 := variant("t-psu", "t-psu-220", "Test PSU 220", nil, "length_mm = 220")
	l221 := variant("t-psu", "t-psu-221", "Test PSU 221", nil, "length_mm = 221")
	noLen := variant("t-psu", "t-psu-nolen", "Test PSU NoLen", []string{"length_mm"})
	sfxCase := variant("t-case", "t-case-sfx", "Test Case SFX", nil, `psu_form_factors = ["SFX", "ATX"]`)
	defCase := variant("t-case", "t-case-def", "Test Case Default", []string{"psu_form_factors", "max_psu_length_mm"})
	parts := sfx + l220 + l221 + noLen + sfxCase + defCase
	runCases(t, []ruleCase{
		{name: "ATX PSU in an ATX case", src: rig(parts)},
		{name: "SFX PSU in an ATX-only case", src: rig(parts, `psu "t-psu-sfx" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU SFX is SFX; the Case 8 takes ATX"}},
		{name: "SFX PSU in a case that takes SFX", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-sfx" {}`)},
		{name: "the default is ATX only", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-def" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"takes ATX"}},
		{name: "ATX PSU in a default case", src: rig(parts, `psu "t-psu-221" {}`, `case "t-case-def" {}`)},
		{name: "exactly the case's PSU length", src: rig(parts, `psu "t-psu-220" {}`)},
		{name: "1 mm too long", src: rig(parts, `psu "t-psu-221" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU 221 is 221 mm long; the Case 8 takes PSUs up to 220 mm"}},
		{name: "missing-data: PSU without length_mm", src: rig(parts, `psu "t-psu-nolen" {}`), want: []string{"missing-data info"},
			msg: []string{"psu-form-factor not checked: the PSU NoLen has no length_mm"}},
		{name: "no length limit, no length needed", src: rig(parts, `psu "t-psu-nolen" {}`, `case "t-case-def" {}`)},
	})
}
