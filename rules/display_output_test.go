package rules

import (
	"testing"
)

func TestDisplayOutput(t *testing.T) {
	igpu := variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true")
	runCases(t, []ruleCase{
		{name: "a GPU", src: rig(igpu)},
		{name: "no GPU, no integrated graphics", src: rig(igpu, "-gpu"), want: []string{"display-output warning"},
			msg: []string{"the build has no GPU and the CPU 12C has no integrated graphics"}},
		{name: "no GPU, integrated graphics", src: rig(igpu, "-gpu", `cpu "t-cpu-igpu" {}`)},
	})
}
