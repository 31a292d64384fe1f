package rules

import (
	"testing"
)

func TestMemoryVsVRAM(t *testing.T) {
	v16 := variant("t-blower", "t-vram16", "Test GPU 16G", nil, "vram_gb = 16")
	v17 := variant("t-blower", "t-vram17", "Test GPU 17G", nil, "vram_gb = 17")
	runCases(t, []ruleCase{
		{name: "memory equals total VRAM", src: rig(v16+v17, gpus("t-vram16", 4))},
		{name: "memory under total VRAM", src: rig(v16+v17, gpus("t-vram17", 4)), want: []string{"memory-vs-vram warning"},
			msg: []string{"64 GB of memory for 68 GB of GPU memory"}},
		// Without a memory block, missing-part says the build has none;
		// "0 GB of memory" would only repeat it.
		{name: "no memory block", src: rig(v16+v17, "-memory", gpus("t-vram16", 1)), want: []string{"missing-part error"}},
		{name: "no GPU", src: rig(v16+variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true"), "-gpu", `cpu "t-cpu-igpu" {}`)},
	})
}
