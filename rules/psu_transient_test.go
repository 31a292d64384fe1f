package rules

import (
	"testing"
)

func TestPSUTransient(t *testing.T) {
	g300, id300 := gpuOf(300) // load 180 + 300 + 77 = 557 W; with spikes 857 W
	g299, id299 := gpuOf(299)
	g350, id350 := gpuOf(350)
	p857, l857 := psuOf(857)
	p856, l856 := psuOf(856)
	p856a := variant("t-psu", "t-psu-856-atx3", "Test PSU 856 ATX3", nil, "wattage_w = 856", "atx3 = true")
	p1356, l1356 := psuOf(1356)
	p1357, l1357 := psuOf(1357)
	p700, l700 := psuOf(700)
	parts := g300 + g299 + g350 + p857 + p856 + p856a + p1356 + p1357 + p700
	g := func(id string, extra ...string) string { return gpus(id, 1, extra...) }
	runCases(t, []ruleCase{
		{name: "300 W card, PSU exactly load + GPU power", src: rig(parts, g(id300), l857)},
		{name: "300 W card, 1 W short", src: rig(parts, g(id300), l856), want: []string{"psu-transient warning"},
			msg: []string{"the PSU 856 (856 W, not ATX 3.x) may trip on the GPU 300's power spikes; want 857 W", "load 557 W + GPU power 300 W = 857 W"}},
		{name: "ATX 3.x PSU takes the spikes", src: rig(parts, g(id300), `psu "t-psu-856-atx3" {}`)},
		{name: "299 W card is under gpu_w", src: rig(parts, g(id299), l856)},
		{name: "350 W card limited to 299 W", src: rig(parts, g(id350, "power_limit_w = 299"), l856), want: []string{"power-limit info"}},
		{name: "350 W card limited to 300 W", src: rig(parts, g(id350, "power_limit_w = 300"), l856), want: []string{"power-limit info", "psu-transient warning"}},
		{name: "all GPUs' power counts: 300 W + 250 W cards, 1 W short", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1356), want: []string{"psu-transient warning"}},
		{name: "all GPUs' power counts: 300 W + 250 W cards, exact", src: rig(parts, g(id300), `gpu "t-blower" {}`, l1357)},
		{name: "gpu_w = 250 catches the base card", src: rig(parts, l700),
			cfg:  &Config{Rules: map[string]RuleConfig{"psu-transient": {Params: map[string]float64{"gpu_w": 250}}}},
			want: []string{"psu-transient warning"}, msg: []string{"want 757 W"}},
		{name: "default gpu_w ignores the base card", src: rig(parts, l700)},
	})
}
