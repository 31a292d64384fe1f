package rules

import (
	"testing"
)

func TestGPUAirflow(t *testing.T) {
	single := variant("t-open2", "t-open1", "Test GPU Open1", nil, "slot_width = 1")
	runCases(t, []ruleCase{
		{name: "single-slot open-air cards with one free slot", src: rig(single, gpus("t-open1", 2, "slots = [1, 3]"))},
		{name: "single-slot open-air cards are placed apart", src: rig(single, gpus("t-open1", 2)), facts: slotsAre(1, 7)},
		{name: "open-air cards adjacent", src: rig("", gpus("t-open2", 2, "slots = [1, 3]")),
			want: []string{"gpu-airflow warning"}, msg: []string{"no free slot between them"}},
		{name: "open-air cards with a free slot", src: rig("", gpus("t-open2", 2, "slots = [1, 5]"))},
		{name: "blower cards adjacent", src: rig("", gpus("t-blower", 2, "slots = [1, 3]"))},
		{name: "open-air above a blower", src: rig("", `gpu "t-open2" { slots = [1] }`, `gpu "t-blower" { slots = [3] }`)},
		{name: "blower above an open-air card", src: rig("", `gpu "t-blower" { slots = [1] }`, `gpu "t-open2" { slots = [3] }`)},
		{name: "open-air, blower, open-air", src: rig("", gpus("t-open2", 2, "slots = [1, 5]"), `gpu "t-blower" { slots = [3] }`)},
		{name: "four open-air cards stacked", src: rig("", gpus("t-open2", 4)),
			want: []string{"gpu-airflow warning", "gpu-airflow warning", "gpu-airflow warning"}, facts: slotsAre(1, 3, 5, 7)},
	})
}
