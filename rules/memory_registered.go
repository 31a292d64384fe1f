package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "memory-registered", Severity: hw.Error,
		Summary: "a registered kit on a board that takes none, or unbuffered memory on an RDIMM-only platform",
		Doc:     "Registered (RDIMM) and unbuffered (UDIMM) modules do not mix with the wrong platform: consumer boards reject RDIMMs, and Threadripper 7000/PRO, EPYC and Xeon W platforms take only RDIMMs.",
		Fix:     "Pick a kit with registered = true for an RDIMM board, false otherwise.",
		Check: func(p *Pass) {
			mb := p.Build.One(hw.KindMotherboard)
			if mb == nil {
				return
			}
			takes := mb.Part.Bool("registered_memory")
			for _, m := range p.Build.Role(hw.KindMemory) {
				reg := m.Part.Bool("registered")
				switch {
				case reg && !takes:
					p.Report(m.Range, "Pick an unbuffered (UDIMM) kit.", "the %s is registered (RDIMM); the %s takes unbuffered memory", m.Part.ShortName(), mb.Part.ShortName())
				case !reg && takes:
					p.Report(m.Range, "Pick a registered (RDIMM) kit.", "the %s is unbuffered; the %s takes registered (RDIMM) memory", m.Part.ShortName(), mb.Part.ShortName())
				}
			}
		},
	})
}
