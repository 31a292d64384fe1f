package rules

import (
	"testing"
)

func TestCoolerCapacity(t *testing.T) {
	c180 := variant("t-aio", "t-aio-180", "Test AIO 180", nil, "tdp_w = 180")
	c179 := variant("t-aio", "t-aio-179", "Test AIO 179", nil, "tdp_w = 179")
	parts := c180 + c179
	runCases(t, []ruleCase{
		{name: "rated for exactly the CPU's TDP", src: rig(parts, `cooler "t-aio-180" {}`)},
		{name: "rated 1 W under the CPU's TDP", src: rig(parts, `cooler "t-aio-179" {}`), want: []string{"cooler-capacity warning"},
			msg: []string{"the AIO 179 is rated for 179 W; the CPU 12C's TDP is 180 W"}},
		{name: "no rating: nothing to check", src: rig(parts, `cooler "t-air" {}`)},
	})
}
