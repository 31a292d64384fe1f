package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "memory-slots", Severity: hw.Error,
		Summary: "more memory modules than the board's memory_slots",
		Doc:     "Every module takes a DIMM slot; kits count their modules (count = 2 of a 4-module kit is 8 modules).",
		Fix:     "Use fewer, larger modules or a board with more slots.",
		Check: func(p *Pass) {
			mb := p.Build.One(hw.KindMotherboard)
			if mb == nil || p.Facts.MemoryModules == 0 {
				return
			}
			if slots, _ := mb.Part.Int("memory_slots"); p.Facts.MemoryModules > slots {
				m := p.Build.Role(hw.KindMemory)[0]
				p.Report(m.Range, "Use larger modules in fewer slots.", "%d memory modules; the %s has %d slots", p.Facts.MemoryModules, mb.Part.ShortName(), slots)
			}
		},
	})
}
