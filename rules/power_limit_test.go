package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestPowerLimit(t *testing.T) {
	c223, cpu223 := cpuOf(223)
	p1429, l1429 := psuOf(1429, "atx3 = true")
	parts := c223 + p1429
	runCases(t, []ruleCase{
		{name: "limit below tdp_w", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 200")),
			want: []string{"power-limit info"}, msg: []string{"the GPU Blower limited from 250 W to 200 W: about 7 % slower", "Saves 50 W per card, 50 W in all."},
			facts: func(t *testing.T, f *hw.Facts) {
				if f.LoadW != 457 || f.GPUPowerW != 200 {
					t.Errorf("load %v, GPU power %v; want 457, 200", f.LoadW, f.GPUPowerW)
				}
			}},
		{name: "four limited cards", src: rig(parts, gpus("t-blower", 4, "power_limit_w = 150")),
			want: []string{"power-limit info"}, msg: []string{"about 14 % slower", "Saves 100 W per card, 400 W in all."}, facts: loadIs(180 + 600 + 77)},
		{name: "limit equal to tdp_w changes nothing", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 250")),
			want: []string{"power-limit info"}, msg: []string{"power_limit_w = 250 W is not below the GPU Blower's 250 W board power: it changes nothing"}, facts: loadIs(507)},
		{name: "pct_per_50w = 10", src: rig(parts, gpus("t-blower", 1, "power_limit_w = 200")),
			cfg:  &Config{Rules: map[string]RuleConfig{"power-limit": {Params: map[string]float64{"pct_per_50w": 10}}}},
			want: []string{"power-limit info"}, msg: []string{"about 10 % slower"}},
		{name: "no limit, no notice", src: rig(parts)},
		{name: "without a limit the PSU warns", src: rig(parts, cpu223, gpus("t-blower", 4), l1429), want: []string{"psu-headroom warning"}, facts: loadIs(1300)},
		{name: "power_limit_w replaces tdp_w in the load", src: rig(parts, cpu223, gpus("t-blower", 4, "power_limit_w = 240"), l1429),
			want: []string{"power-limit info"}, facts: loadIs(1260)},
	})
}
