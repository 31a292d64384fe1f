package rules

import (
	"testing"
)

func TestPSUTransient(t *testing.T) {
	// One 300 W card: load 180 + 300 + 77 = 557 W; during a spike the card
	// draws 300 × 1.57 = 471 W, so the spike load is 257 + 471 = 728 W.
	g300, id300 := gpuOf(300)
	g299, id299 := gpuOf(299)
	g350, id350 := gpuOf(350)
	p728, l728 := psuOf(728)
	p727, l727 := psuOf(727)
	p727a := variant("t-psu", "t-psu-727-atx3", "Test PSU 727 ATX3", nil, "wattage_w = 727", "atx3 = true")
	p700, l700 := psuOf(700)
	p649, l649 := psuOf(649)
	p1120, l1120 := psuOf(1120)
	p1121, l1121 := psuOf(1121)
	p647, l647 := psuOf(647)
	p646, l646 := psuOf(646)
	sf13 := &Config{Rules: map[string]RuleConfig{"psu-transient": {Params: map[string]float64{"spike_factor": 1.3}}}}
	// Two units of 363 W, 726 W in all, 2 W short of the 728 W spike load:
	// the rule applies unless every unit is ATX 3.x.
	p363, l363 := psuOf(363)
	p363a := variant("t-psu", "t-psu-363-atx3", "Test PSU 363 ATX3", nil, "wattage_w = 363", "atx3 = true")
	bays2 := variant("t-case", "t-case-2psu", "Test Case 2PSU", nil, "psu_bays = 2")
	parts := p647 + p646 + g300 + g299 + g350 + p728 + p727 + p727a + p700 + p649 + p1120 + p1121 + p363 + p363a + bays2
	g := func(id string, extra ...string) string { return gpus(id, 1, extra...) }
	runCases(t, []ruleCase{
		{name: "300 W card, PSU exactly the spike load", src: rig(parts, g(id300), l728)},
		{name: "300 W card, 1 W short", src: rig(parts, g(id300), l727), want: []string{"psu-transient warning"},
			msg: []string{"the PSU 727 gives 727 W without an ATX 3.x transient rating; the GPU 300's millisecond power spikes take the build to about 728 W",
				"about 300 W × 1.57 = 471 W on top of the rest of the load (257 W): 728 W"}},
		{name: "ATX 3.x PSU takes the spikes", src: rig(parts, g(id300), `psu "t-psu-727-atx3" {}`)},
		{name: "two units, one not ATX 3.x", src: rig(parts, g(id300), l363, `psu "t-psu-363-atx3" {}`, `case "t-case-2psu" {}`), want: []string{"psu-transient warning"}},
		{name: "two units, both ATX 3.x", src: rig(parts, g(id300), `psu "t-psu-363-atx3" { count = 2 }`, `case "t-case-2psu" {}`)},
		{name: "299 W card is under gpu_w", src: rig(parts, g(id299), l700)},
		{name: "350 W card limited to 299 W", src: rig(parts, g(id350, "power_limit_w = 299"), l700), want: []string{"power-limit info"}},
		{name: "350 W card limited to 300 W", src: rig(parts, g(id350, "power_limit_w = 300"), l700), want: []string{"power-limit info", "psu-transient warning"}},
		// 300 W + 250 W cards: load 807 W, spike 257 + 550 × 1.57 = 1120.5 W.
		{name: "every GPU spikes: 300 W + 250 W cards, 0.5 W short", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1120), want: []string{"psu-transient warning"}},
		{name: "every GPU spikes: 300 W + 250 W cards, enough", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1121)},
		// The base build's 250 W card: load 507 W, spike 257 + 392.5 = 649.5 W.
		{name: "gpu_w = 250 catches the base card", src: rig(parts, l649),
			cfg:  &Config{Rules: map[string]RuleConfig{"psu-transient": {Params: map[string]float64{"gpu_w": 250}}}},
			want: []string{"psu-transient warning"}, msg: []string{"about 650 W"}},
		{name: "default gpu_w ignores the base card", src: rig(parts, l649)},
		{name: "margin 1.2 credits the unit's protection headroom", src: rig(parts, g(id300), l727),
			cfg: &Config{Rules: map[string]RuleConfig{"psu-transient": {Params: map[string]float64{"margin": 1.2}}}}},
		// spike_factor 1.3: 257 + 390 = 647 W.
		{name: "spike_factor 1.3: exactly the spike load", src: rig(parts, g(id300), l647), cfg: sf13},
		{name: "spike_factor 1.3: 1 W short", src: rig(parts, g(id300), l646), cfg: sf13,
			want: []string{"psu-transient warning"}, msg: []string{"about 647 W"}},
	})
}
