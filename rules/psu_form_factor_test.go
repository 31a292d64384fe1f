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
	l140 := variant("t-psu", "t-psu-140", "Test PSU 140", nil, "length_mm = 140")
	l141 := variant("t-psu", "t-psu-141", "Test PSU 141", nil, "length_mm = 141")
	sfxLong := variant("t-psu", "t-psu-sfx101", "Test PSU SFX101", nil, `form_factor = "SFX"`, "length_mm = 101")
	sfxL := variant("t-psu", "t-psu-sfxl", "Test PSU SFXL", nil, `form_factor = "SFX-L"`, "length_mm = 125")
	sfxNoMax := variant("t-case", "t-case-sfx-nomax", "Test Case SFXNoMax", []string{"max_psu_length_mm"}, `psu_form_factors = ["SFX", "SFX-L"]`)
	parts := sfx + l220 + l221 + noLen + sfxCase + defCase + l140 + l141 + sfxLong + sfxL + sfxNoMax
	runCases(t, []ruleCase{
		{name: "ATX PSU in an ATX case", src: rig(parts)},
		{name: "SFX PSU in an ATX-only case", src: rig(parts, `psu "t-psu-sfx" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU SFX is SFX; the Case 8 takes ATX"}},
		{name: "SFX PSU in a case that takes SFX", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-sfx" {}`)},
		{name: "the default is ATX only", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-def" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"takes ATX"}},
		{name: "ATX PSU of the ATX12V depth in a case without a length limit: passes from the bound", src: rig(parts, `psu "t-psu-140" {}`, `case "t-case-def" {}`),
			facts: boundsAre("psu-form-factor t-case-def max_psu_length_mm")},
		{name: "ATX PSU 1 mm over the ATX12V depth in a case without a length limit: needs the case's number", src: rig(parts, `psu "t-psu-141" {}`, `case "t-case-def" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-form-factor not checked: the PSU 141 is 141 mm long, more than the 140 mm ATX depth every ATX case takes, and the Case Default has no max_psu_length_mm"},
			facts: uncheckedAre("psu-form-factor t-case-def max_psu_length_mm")},
		{name: "a 225 mm class PSU in a case without a length limit never passes silently", src: rig(parts, `psu "t-psu-221" {}`, `case "t-case-def" {}`),
			want: []string{"missing-data info"}},
		{name: "SFX PSU of the SFX12V depth: passes from the bound", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-sfx-nomax" {}`),
			facts: boundsAre("psu-form-factor t-case-sfx-nomax max_psu_length_mm")},
		{name: "SFX PSU 1 mm over the SFX12V depth: needs the case's number", src: rig(parts, `psu "t-psu-sfx101" {}`, `case "t-case-sfx-nomax" {}`),
			want: []string{"missing-data info"}},
		{name: "SFX-L has no standard depth: needs the case's number", src: rig(parts, `psu "t-psu-sfxl" {}`, `case "t-case-sfx-nomax" {}`),
			want: []string{"missing-data info"}, msg: []string{"and SFX-L has no standard depth"}},
		{name: "a case limit decides without a bound", src: rig(parts, `psu "t-psu-220" {}`), facts: boundsAre()},
		{name: "exactly the case's PSU length", src: rig(parts, `psu "t-psu-220" {}`)},
		{name: "1 mm too long", src: rig(parts, `psu "t-psu-221" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU 221 is 221 mm long; the Case 8 takes PSUs up to 220 mm"}},
		{name: "missing-data: PSU without length_mm", src: rig(parts, `psu "t-psu-nolen" {}`), want: []string{"missing-data info"},
			msg: []string{"psu-form-factor not checked: the PSU NoLen has no length_mm"}},
		{name: "no length limit and no PSU length: not known", src: rig(parts, `psu "t-psu-nolen" {}`, `case "t-case-def" {}`),
			want: []string{"missing-data info"}, msg: []string{"the PSU NoLen has no length_mm, and the Case Default no max_psu_length_mm"},
			facts: uncheckedAre("psu-form-factor t-psu-nolen length_mm", "psu-form-factor t-case-def max_psu_length_mm")},
	})
}
