package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestMemoryCapacity(t *testing.T) {
	k32 := variant("t-ram-4x16", "t-ram-4x32", "Test RAM 4x32", nil, "module_gb = 32")
	k64 := variant("t-ram-4x16", "t-ram-4x64", "Test RAM 4x64", nil, "module_gb = 64")
	cpu128 := variant("t-cpu", "t-cpu-128", "Test CPU 128G", nil, "max_memory_gb = 128")
	cpuNoMax := variant("t-cpu", "t-cpu-nomax", "Test CPU NoMax", []string{"max_memory_gb"})
	boardNoMax := variant("t-board", "t-board-nomax", "Test Board NoMax", []string{"max_memory_gb"})
	board256 := variant("t-board", "t-board-256", "Test Board 256", nil, "max_memory_gb = 256")
	k8 := variant("t-ram-4x16", "t-ram-4x8", "Test RAM 4x8", nil, "module_gb = 8")
	parts := k8 + k32 + k64 + cpu128 + cpuNoMax + boardNoMax + board256
	rdimm := variant("t-board", "t-board-nomax-rdimm", "Test Board NoMax RDIMM", []string{"max_memory_gb"}, "registered_memory = true") +
		variant("t-ram-4x16", "t-ram-4x16-reg", "Test RAM 4x16 Reg", nil, "registered = true") +
		variant("t-ram-4x16", "t-ram-4x32-reg", "Test RAM 4x32 Reg", nil, "module_gb = 32", "registered = true") +
		variant("t-cpu", "t-cpu-rdimm", "Test CPU RDIMM", nil, "registered_memory = true")
	am5 := variant("t-cpu", "t-cpu-am5", "Test CPU AM5", []string{"max_memory_gb"}, `socket = "AM5"`, `memory_types = ["DDR5"]`, `chipsets = ["X670E"]`) +
		variant("t-board", "t-board-am5", "Test Board AM5", nil, `socket = "AM5"`, `chipset = "X670E"`, `memory_type = "DDR5"`, "memory_slots = 4", "max_memory_gb = 256") +
		variant("t-ram-4x16", "t-ram-ddr5-4x32", "Test RAM DDR5 4x32", nil, `type = "DDR5"`, "speed_mts = 6000", "module_gb = 32") +
		variant("t-air", "t-air-am5", "Test Tower AM5", nil, `sockets = ["AM5"]`) +
		variant("t-ram-4x16", "t-ram-ddr5-4x48", "Test RAM DDR5 4x48", nil, `type = "DDR5"`, "speed_mts = 5200", "module_gb = 48") +
		variant("t-ram-4x16", "t-ram-ddr5-2x48", "Test RAM DDR5 2x48", nil, `type = "DDR5"`, "speed_mts = 5200", "modules = 2", "module_gb = 48") +
		variant("t-board", "t-board-am5-nomax", "Test Board AM5 NoMax", []string{"max_memory_gb"}, `socket = "AM5"`, `chipset = "X670E"`, `memory_type = "DDR5"`, "memory_slots = 4") +
		variant("t-cpu", "t-cpu-am5-256", "Test CPU AM5 256", nil, `socket = "AM5"`, `memory_types = ["DDR5"]`, `chipsets = ["X670E"]`)
	runCases(t, []ruleCase{
		{name: "exactly the board's maximum", src: rig(parts, `memory "t-ram-4x32" {}`)},
		{name: "over the board's maximum, exactly the CPU's", src: rig(parts, `memory "t-ram-4x64" {}`), want: []string{"memory-capacity error"},
			msg: []string{"256 GB of memory; the Board X399 takes at most 128 GB"}},
		{name: "over the board's and the CPU's maximum", src: rig(parts, `memory "t-ram-4x64" {}`, `cpu "t-cpu-128" {}`),
			want: []string{"memory-capacity error", "memory-capacity error"}, msg: []string{"the CPU 128G takes at most 128 GB"}},
		{name: "over the CPU's maximum only", src: rig(parts, `memory "t-ram-4x64" {}`, `cpu "t-cpu-128" {}`, `motherboard "t-board-256" {}`),
			want: []string{"memory-capacity error"}, msg: []string{"256 GB of memory; the CPU 128G takes at most 128 GB"}},
		// Platform floors (SPEC 3.2): a DDR4 UDIMM board takes 8 GB a slot,
		// so modules no larger in every slot, and no larger module.
		{name: "board without max_memory_gb: 8 GB modules in all 8 DDR4 UDIMM slots, exactly the floor", src: rig(parts, `motherboard "t-board-nomax" {}`, `memory "t-ram-4x8" { count = 2 }`),
			facts: boundsAre("memory-capacity t-board-nomax max_memory_gb")},
		{name: "board without max_memory_gb: 16 GB modules are over the 8 GB a slot, though 64 GB is not over 8 × 8", src: rig(parts, `motherboard "t-board-nomax" {}`), want: []string{"missing-data info"},
			msg: []string{"memory-capacity not checked: the Board NoMax has no max_memory_gb (its platform's floor, 8 GB a slot, does not decide for 16 GB modules)"}, facts: boundsAre()},
		{name: "board without max_memory_gb: 96 GB of 8 GB modules is over the floor", src: rig(parts, `motherboard "t-board-nomax" {}`, `memory "t-ram-4x8" { count = 3 }`),
			want: []string{"memory-slots error", "missing-data info"}, msg: []string{"memory-capacity not checked: the Board NoMax has no max_memory_gb (its platform's floor, 64 GB, does not decide)"}},
		{name: "registered memory has no floor: a board without max_memory_gb needs it", src: rig(parts+rdimm, `motherboard "t-board-nomax-rdimm" {}`, `memory "t-ram-4x16-reg" {}`, `cpu "t-cpu-rdimm" {}`),
			want: []string{"missing-data info"}, msg: []string{"memory-capacity not checked: the Board NoMax RDIMM has no max_memory_gb"}, facts: boundsAre()},
		{name: "DDR5: 4 × 32 GB in the 4 slots of a board without max_memory_gb", src: rig(parts+am5, `cpu "t-cpu-am5-256" {}`, `motherboard "t-board-am5-nomax" {}`, `memory "t-ram-ddr5-4x32" {}`, `cooler "t-air-am5" {}`),
			facts: boundsAre("memory-capacity t-board-am5-nomax max_memory_gb")},
		{name: "DDR5: 2 × 48 GB is 96 GB, under 4 × 32, but a 48 GB module is over the floor", src: rig(parts+am5, `cpu "t-cpu-am5-256" {}`, `motherboard "t-board-am5-nomax" {}`, `memory "t-ram-ddr5-2x48" {}`, `cooler "t-air-am5" {}`),
			want: []string{"memory-channels info", "missing-data info"}, msg: []string{"the Board AM5 NoMax has no max_memory_gb (its platform's floor, 32 GB a slot, does not decide for 48 GB modules)"}},
		{name: "an AM5 CPU without max_memory_gb takes 128 GB", src: rig(parts+am5, `cpu "t-cpu-am5" {}`, `motherboard "t-board-am5" {}`, `memory "t-ram-ddr5-4x32" {}`, `cooler "t-air-am5" {}`),
			facts: boundsAre("memory-capacity t-cpu-am5 max_memory_gb")},
		{name: "an AM5 CPU without max_memory_gb: 192 GB needs the number", src: rig(parts+am5, `cpu "t-cpu-am5" {}`, `motherboard "t-board-am5" {}`, `memory "t-ram-ddr5-4x48" {}`, `cooler "t-air-am5" {}`),
			want: []string{"missing-data info"}, msg: []string{"the CPU AM5 has no max_memory_gb (its platform's floor, 128 GB, does not decide)"}},
		{name: "missing-data: CPU without max_memory_gb", src: rig(parts, `cpu "t-cpu-nomax" {}`), want: []string{"missing-data info"},
			msg: []string{"memory-capacity not checked: the CPU NoMax has no max_memory_gb"}},
	})
}

// No catalog board documents less than its memory type's floor in every
// slot: a floor above a maker's number would pass memory the board does
// not take.
func TestMemoryFloorsBelowEveryCatalogBoard(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	checked := 0
	for _, p := range cat.Parts(hw.KindMotherboard) {
		b := p.Board()
		maxGB, ok := b.MaxMemoryGB.Get()
		f, hasFloor := slotFloorOf(b.MemoryType, b.RegisteredMemory)
		if !ok || !hasFloor {
			continue
		}
		checked++
		if floor := f.gb * float64(b.MemorySlots); maxGB < floor {
			t.Errorf("%s documents %g GB in %d slots, less than the %s floor of %g GB", p.ID, maxGB, b.MemorySlots, f.kind(), floor)
		}
	}
	if checked == 0 {
		t.Error("no catalog board has both a max_memory_gb and a floor")
	}
}
