package rules

import (
	"testing"
)

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
