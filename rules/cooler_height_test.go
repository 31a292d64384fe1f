package rules

import (
	"testing"
)

func TestCoolerHeight(t *testing.T) {
	h170 := variant("t-air", "t-air-170", "Test Tower 170", nil, "height_mm = 170")
	h171 := variant("t-air", "t-air-171", "Test Tower 171", nil, "height_mm = 171")
	noH := variant("t-air", "t-air-noh", "Test Tower NoH", []string{"height_mm"})
	parts := h170 + h171 + noH
	runCases(t, []ruleCase{
		{name: "lower than the case's limit", src: rig(parts, `cooler "t-air" {}`)},
		{name: "exactly the case's limit", src: rig(parts, `cooler "t-air-170" {}`)},
		{name: "1 mm too tall", src: rig(parts, `cooler "t-air-171" {}`), want: []string{"cooler-height error"},
			msg: []string{"the Tower 171 is 171 mm tall; the Case 8 takes coolers up to 170 mm"}},
		{name: "no case", src: rig(parts, `cooler "t-air-171" {}`, "-case")},
		{name: "missing-data: no height_mm", src: rig(parts, `cooler "t-air-noh" {}`), want: []string{"missing-data info"},
			msg: []string{"cooler-height not checked: the Tower NoH has no height_mm"}},
		{name: "a liquid cooler has no height to check", src: rig(parts)},
	})
}
