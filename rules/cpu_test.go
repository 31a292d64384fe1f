package rules

import (
	"fmt"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func cpuCores(n int, extra ...string) (parts, line string) {
	id := fmt.Sprintf("t-cpu-%dc", n)
	return variant("t-cpu", id, fmt.Sprintf("Test CPU %dC", n), nil, append([]string{fmt.Sprintf("cores = %d", n), fmt.Sprintf("threads = %d", 2*n)}, extra...)...),
		fmt.Sprintf("cpu %q {}", id)
}

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

func TestCPUSocket(t *testing.T) {
	am4 := variant("t-cpu", "t-cpu-am4", "Test CPU AM4", nil, `socket = "AM4"`)
	runCases(t, []ruleCase{
		{name: "same socket", src: rig(am4)},
		{name: "other socket", src: rig(am4, `cpu "t-cpu-am4" {}`), want: []string{"cpu-socket error"},
			msg: []string{"the CPU AM4 is a socket AM4 CPU; the Board X399 has socket TR4", "Pick a board with socket AM4, or a CPU for socket TR4."}},
	})
}

func TestDisplayOutput(t *testing.T) {
	igpu := variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true")
	runCases(t, []ruleCase{
		{name: "a GPU", src: rig(igpu)},
		{name: "no GPU, no integrated graphics", src: rig(igpu, "-gpu"), want: []string{"display-output warning"},
			msg: []string{"the build has no GPU and the CPU 12C has no integrated graphics"}},
		{name: "no GPU, integrated graphics", src: rig(igpu, "-gpu", `cpu "t-cpu-igpu" {}`)},
	})
}

func TestCoolerMissing(t *testing.T) {
	stock := variant("t-cpu", "t-cpu-stock", "Test CPU Stock", nil, "stock_cooler = true")
	runCases(t, []ruleCase{
		{name: "a cooler", src: rig(stock)},
		{name: "no cooler, none in the box", src: rig(stock, "-cooler"), want: []string{"cooler-missing error"},
			msg: []string{"the CPU 12C ships without a cooler and the build has none"}},
		{name: "no cooler, the stock one", src: rig(stock, "-cooler", `cpu "t-cpu-stock" {}`)},
		{name: "a cooler and a stock one", src: rig(stock, `cpu "t-cpu-stock" {}`)},
	})
}

func TestCoolerSocket(t *testing.T) {
	am5 := variant("t-aio", "t-aio-am5", "Test AIO AM5", nil, `sockets = ["AM5", "LGA1700"]`)
	runCases(t, []ruleCase{
		{name: "lists the socket", src: rig(am5)},
		{name: "does not list the socket", src: rig(am5, `cooler "t-aio-am5" {}`), want: []string{"cooler-socket error"},
			msg: []string{"the AIO AM5 does not list the CPU 12C's socket TR4", "The cooler lists AM5, LGA1700."}},
	})
}

func TestCoolerHeight(t *testing.T) {
	h170 := variant("t-air", "t-air-170", "Test Tower 170", nil, "height_mm = 170")
	h171 := variant("t-air", "t-air-171", "Test Tower 171", nil, "height_mm = 171")
	noH := variant("t-air", "t-air-noh", "Test Tower NoH", []string{"height_mm"})
	parts := h170 + h171 + noH
	runCases(t, []ruleCase{
		{name: "lower than the case's limit", src: rig(parts, `cooler "t-air" {}`)},
		{name: "exactly the case's limit", src: rig(parts, `cooler "t-air-170" {}`)},
		{name: "1 mm too tall", src: rig(parts, `cooler "t-air-171" {}`), want: []string{"cooler-height error"},
			msg: []string{"the Tower 171 is 171 mm tall; the Case 8 takes coolers up to 170 mm"}},
		{name: "no case", src: rig(parts, `cooler "t-air-171" {}`, "-case")},
		{name: "missing-data: no height_mm", src: rig(parts, `cooler "t-air-noh" {}`), want: []string{"missing-data info"},
			msg: []string{"cooler-height not checked: the Tower NoH has no height_mm"}},
		{name: "a liquid cooler has no height to check", src: rig(parts)},
	})
}

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
