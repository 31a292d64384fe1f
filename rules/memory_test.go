package rules

import "testing"

func TestMemoryType(t *testing.T) {
	ddr5 := variant("t-ram-4x16", "t-ram-ddr5", "Test RAM DDR5", nil, `type = "DDR5"`, "speed_mts = 5600")
	board5 := variant("t-board", "t-board-ddr5", "Test Board DDR5", nil, `memory_type = "DDR5"`)
	cpuBoth := variant("t-cpu", "t-cpu-ddr45", "Test CPU DDR45", nil, `memory_types = ["DDR4", "DDR5"]`)
	parts := ddr5 + board5 + cpuBoth
	runCases(t, []ruleCase{
		{name: "DDR4 everywhere", src: rig(parts)},
		{name: "DDR5 kit on a DDR4 board and CPU", src: rig(parts, `memory "t-ram-ddr5" {}`),
			want: []string{"memory-type error", "memory-type error"},
			msg:  []string{"the RAM DDR5 is DDR5; the Board X399 takes DDR4", "the RAM DDR5 is DDR5; the CPU 12C takes DDR4"}},
		{name: "DDR5 kit and board, DDR4-only CPU", src: rig(parts, `memory "t-ram-ddr5" {}`, `motherboard "t-board-ddr5" {}`),
			want: []string{"memory-type error"}, msg: []string{"the CPU 12C takes DDR4"}},
		{name: "DDR5 kit, board and CPU", src: rig(parts, `memory "t-ram-ddr5" {}`, `motherboard "t-board-ddr5" {}`, `cpu "t-cpu-ddr45" {}`)},
		{name: "DDR4 kit on a DDR4/DDR5 CPU", src: rig(parts, `cpu "t-cpu-ddr45" {}`)},
	})
}

func TestMemoryRegistered(t *testing.T) {
	reg := variant("t-ram-4x16", "t-ram-reg", "Test RAM Reg", nil, "registered = true", "ecc = true")
	rboard := variant("t-board", "t-board-rdimm", "Test Board RDIMM", nil, "registered_memory = true")
	parts := reg + rboard
	runCases(t, []ruleCase{
		{name: "unbuffered on unbuffered", src: rig(parts)},
		{name: "registered on an unbuffered board", src: rig(parts, `memory "t-ram-reg" {}`), want: []string{"memory-registered error"},
			msg: []string{"the RAM Reg is registered (RDIMM); the Board X399 takes unbuffered memory"}},
		{name: "unbuffered on an RDIMM board", src: rig(parts, `motherboard "t-board-rdimm" {}`), want: []string{"memory-registered error"},
			msg: []string{"the RAM 64GB (4x16GB) is unbuffered; the Board RDIMM takes registered (RDIMM) memory"}},
		{name: "registered on an RDIMM board", src: rig(parts, `memory "t-ram-reg" {}`, `motherboard "t-board-rdimm" {}`)},
	})
}

func TestMemorySlots(t *testing.T) {
	k8 := variant("t-ram-4x16", "t-ram-4x8", "Test RAM 4x8", nil, "module_gb = 8")
	runCases(t, []ruleCase{
		{name: "8 modules in 8 slots", src: rig(k8, `memory "t-ram-4x8" { count = 2 }`)},
		{name: "12 modules in 8 slots", src: rig(k8, `memory "t-ram-4x8" { count = 3 }`), want: []string{"memory-slots error"},
			msg: []string{"12 memory modules; the Board X399 has 8 slots"}},
		{name: "modules of two kits add up", src: rig(k8, `memory "t-ram-4x8" { count = 2 }`, `memory "t-ram-4x16" {}`), want: []string{"memory-slots error"},
			msg: []string{"12 memory modules"}},
	})
}

func TestMemoryCapacity(t *testing.T) {
	k32 := variant("t-ram-4x16", "t-ram-4x32", "Test RAM 4x32", nil, "module_gb = 32")
	k64 := variant("t-ram-4x16", "t-ram-4x64", "Test RAM 4x64", nil, "module_gb = 64")
	cpu128 := variant("t-cpu", "t-cpu-128", "Test CPU 128G", nil, "max_memory_gb = 128")
	cpuNoMax := variant("t-cpu", "t-cpu-nomax", "Test CPU NoMax", []string{"max_memory_gb"})
	boardNoMax := variant("t-board", "t-board-nomax", "Test Board NoMax", []string{"max_memory_gb"})
	board256 := variant("t-board", "t-board-256", "Test Board 256", nil, "max_memory_gb = 256")
	parts := k32 + k64 + cpu128 + cpuNoMax + boardNoMax + board256
	runCases(t, []ruleCase{
		{name: "exactly the board's maximum", src: rig(parts, `memory "t-ram-4x32" {}`)},
		{name: "over the board's maximum, exactly the CPU's", src: rig(parts, `memory "t-ram-4x64" {}`), want: []string{"memory-capacity error"},
			msg: []string{"256 GB of memory; the Board X399 takes at most 128 GB"}},
		{name: "over the board's and the CPU's maximum", src: rig(parts, `memory "t-ram-4x64" {}`, `cpu "t-cpu-128" {}`),
			want: []string{"memory-capacity error", "memory-capacity error"}, msg: []string{"the CPU 128G takes at most 128 GB"}},
		{name: "over the CPU's maximum only", src: rig(parts, `memory "t-ram-4x64" {}`, `cpu "t-cpu-128" {}`, `motherboard "t-board-256" {}`),
			want: []string{"memory-capacity error"}, msg: []string{"256 GB of memory; the CPU 128G takes at most 128 GB"}},
		{name: "missing-data: board without max_memory_gb", src: rig(parts, `motherboard "t-board-nomax" {}`), want: []string{"missing-data info"},
			msg: []string{"memory-capacity not checked: the Board NoMax has no max_memory_gb"}},
		{name: "missing-data: CPU without max_memory_gb", src: rig(parts, `cpu "t-cpu-nomax" {}`), want: []string{"missing-data info"},
			msg: []string{"memory-capacity not checked: the CPU NoMax has no max_memory_gb"}},
	})
}

func TestMemoryChannels(t *testing.T) {
	k2 := variant("t-ram-4x16", "t-ram-2x16", "Test RAM 2x16", nil, "modules = 2")
	runCases(t, []ruleCase{
		{name: "one module per channel", src: rig(k2)},
		{name: "two modules for four channels", src: rig(k2, `memory "t-ram-2x16" {}`), want: []string{"memory-channels info"},
			msg: []string{"2 memory modules for the CPU 12C's 4 channels"}},
		{name: "two kits of two fill four channels", src: rig(k2, `memory "t-ram-2x16" { count = 2 }`)},
	})
}

func TestMemoryVsVRAM(t *testing.T) {
	v16 := variant("t-blower", "t-vram16", "Test GPU 16G", nil, "vram_gb = 16")
	v17 := variant("t-blower", "t-vram17", "Test GPU 17G", nil, "vram_gb = 17")
	runCases(t, []ruleCase{
		{name: "memory equals total VRAM", src: rig(v16+v17, gpus("t-vram16", 4))},
		{name: "memory under total VRAM", src: rig(v16+v17, gpus("t-vram17", 4)), want: []string{"memory-vs-vram warning"},
			msg: []string{"64 GB of memory for 68 GB of GPU memory"}},
		{name: "no GPU", src: rig(v16+variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true"), "-gpu", `cpu "t-cpu-igpu" {}`)},
	})
}
