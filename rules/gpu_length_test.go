package rules

import (
	"testing"
)

func TestGPULength(t *testing.T) {
	at := variant("t-blower", "t-len420", "Test GPU 420", nil, "length_mm = 420")
	over := variant("t-blower", "t-len421", "Test GPU 421", nil, "length_mm = 421")
	runCases(t, []ruleCase{
		{name: "exactly the case's limit", src: rig(at, `gpu "t-len420" {}`)},
		{name: "1 mm too long", src: rig(over, `gpu "t-len421" {}`),
			want: []string{"gpu-length error"}, msg: []string{"the GPU 421 is 421 mm long; the Case 8 takes cards up to 420 mm"}},
		{name: "only the long card is reported", src: rig(over, `gpu "t-blower" {}`, `gpu "t-len421" {}`), want: []string{"gpu-length error"}},
		{name: "no case: nothing to check", src: rig(over, `gpu "t-len421" {}`, "-case")},
	})
}
