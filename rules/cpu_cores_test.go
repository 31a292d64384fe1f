package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestCPUCores(t *testing.T) {
	c8, l8 := cpuCores(8)
	c7, l7 := cpuCores(7)
	c4, l4 := cpuCores(4, "integrated_graphics = true", "tdp_w = 65")
	c3, l3 := cpuCores(3, "integrated_graphics = true")
	dual := variant("t-board", "t-board-dual", "Test Board Dual", nil, "cpu_sockets = 2")
	parts := c8 + c7 + c4 + c3 + dual
	four := gpus("t-blower", 4)
	cfg := func(k string, v float64) *Config {
		return &Config{Rules: map[string]RuleConfig{"cpu-cores": {Params: map[string]float64{k: v}}}}
	}
	runCases(t, []ruleCase{
		{name: "four GPUs, 8 cores", src: rig(parts, l8, four)},
		{name: "four GPUs, 7 cores", src: rig(parts, l7, four), want: []string{"cpu-cores warning"},
			msg: []string{"the CPU 7C has 7 cores; 4 GPUs want 8", "max(4, 2 × 4 GPUs) = 8"}},
		{name: "one GPU, 4 cores", src: rig(parts, l4)},
		{name: "one GPU, 3 cores: the minimum of 4", src: rig(parts, l3), want: []string{"cpu-cores warning"}, msg: []string{"1 GPUs want 4"}},
		{name: "no GPU, 4 cores", src: rig(parts, l4, "-gpu")},
		{name: "no GPU, 3 cores", src: rig(parts, l3, "-gpu"), want: []string{"cpu-cores warning"}},
		{name: "per_gpu = 3: 12 cores for 4 GPUs", src: rig(parts, four), cfg: cfg("per_gpu", 3)},
		{name: "per_gpu = 4: 16 cores for 4 GPUs", src: rig(parts, four), cfg: cfg("per_gpu", 4), want: []string{"cpu-cores warning"}},
		{name: "min = 16", src: rig(parts), cfg: cfg("min", 16), want: []string{"cpu-cores warning"}, msg: []string{"the CPU 12C has 12 cores; 1 GPUs want 16"}},
		{name: "two 4-core CPUs count 8 cores", src: rig(parts, `cpu "t-cpu-4c" { count = 2 }`, `motherboard "t-board-dual" {}`, four),
			want: []string{"memory-channels info"}, facts: func(t *testing.T, f *hw.Facts) {
				if f.Cores != 8 || f.Threads != 16 || f.CPUCount != 2 || *f.LanesAvailable != 120 {
					t.Errorf("cores %d, threads %d, CPUs %d, lanes %d; want 8, 16, 2, 120", f.Cores, f.Threads, f.CPUCount, *f.LanesAvailable)
				}
			}},
	})
}
