package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemorySlots is rule "memory-slots".
var MemorySlots = &Rule{
	ID: "memory-slots", Severity: hw.Error,
	Summary: "more memory modules than the board's memory_slots",
	Doc:     "Every module takes a DIMM slot; kits count their modules (count = 2 of a 4-module kit is 8 modules).",
	Fix:     "Use fewer, larger modules or a board with more slots.",
	Fail: example(`
# Three 2-module kits are 6 modules; the board has 4 DIMM slots.`, "three-kits",
		`memory "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 3 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Pass: example(`
# 192 GB in four 48 GB modules.`, "one-4-module-kit",
		`memory "corsair-vengeance-192gb-4x48gb-ddr5-5200" {}`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mb := p.Build.One(hw.KindMotherboard)
		if mb == nil || p.Facts.MemoryModules == 0 {
			return
		}
		if slots := mb.Part.Board().MemorySlots; !MemorySlotsFit(p.Facts.MemoryModules, slots) {
			m := p.Role(hw.KindMemory)[0]
			p.Report(m.Range, "Use larger modules in fewer slots.", "%d memory modules; the %s has %d slots", p.Facts.MemoryModules, mb.Part.ShortName(), slots)
		}
	},
}

// MemorySlotsFit is memory-slots' judgement: whether modules memory
// modules fit a board of slots DIMM slots. pick prunes with it.
func MemorySlotsFit(modules, slots int) bool { return modules == 0 || modules <= slots }
