package rules

import (
	"testing"
)

func TestCoolerRadiator(t *testing.T) {
	r360 := variant("t-aio", "t-aio-360", "Test AIO 360", nil, "radiator_mm = 360")
	r420 := variant("t-aio", "t-aio-420", "Test AIO 420", nil, "radiator_mm = 420")
	noR := variant("t-aio", "t-aio-nor", "Test AIO NoR", []string{"radiator_mm"})
	caseNoR := variant("t-case", "t-case-nor", "Test Case NoRad", []string{"radiators_mm"})
	parts := r360 + r420 + noR + caseNoR
	runCases(t, []ruleCase{
		{name: "the case takes 240", src: rig(parts)},
		{name: "the case takes 360", src: rig(parts, `cooler "t-aio-360" {}`)},
		{name: "the case takes no 420", src: rig(parts, `cooler "t-aio-420" {}`), want: []string{"cooler-radiator error"},
			msg: []string{"the AIO 420 has a 420 mm radiator; the Case 8 takes none of that size", "The case takes 240, 280, 360 mm radiators."}},
		{name: "missing-data: cooler without radiator_mm", src: rig(parts, `cooler "t-aio-nor" {}`), want: []string{"missing-data info"},
			msg: []string{"cooler-radiator not checked: the AIO NoR has no radiator_mm"}},
		{name: "missing-data: case without radiators_mm", src: rig(parts, `case "t-case-nor" {}`), want: []string{"missing-data info"},
			msg: []string{"cooler-radiator not checked: the Case NoRad has no radiators_mm"}},
		{name: "an air cooler needs no radiator mount", src: rig(parts, `cooler "t-air" {}`, `case "t-case-nor" {}`)},
		{name: "no case", src: rig(parts, `cooler "t-aio-420" {}`, "-case")},
	})
}
