package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemoryRegistered is rule "memory-registered".
var MemoryRegistered = &Rule{
	ID: "memory-registered", Severity: hw.Error,
	Summary: "a registered kit on a board that takes none, or unbuffered memory on an RDIMM-only platform",
	Doc: `Registered (RDIMM) and unbuffered (UDIMM) modules do not mix with the wrong platform: consumer boards and CPUs reject
RDIMMs, and Threadripper 7000/PRO, EPYC and Xeon W platforms take only RDIMMs. A registered kit needs both the board and the CPU
to take RDIMMs (registered_memory, a flag: unset is false).`,
	Fix: "Pick a kit with registered = true for an RDIMM board, false otherwise.",
	Fail: example(`
# A registered (RDIMM) kit on a desktop Z890 board, which takes unbuffered memory only.`, "rdimm-on-desktop",
		`memory "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6000-rdimm" {}`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Pass: example(`
# An unbuffered kit of the same size.`, "udimm-on-desktop",
		`memory "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 2 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mb, cpu := p.Build.One(hw.KindMotherboard), p.Build.One(hw.KindCPU)
		if mb == nil {
			return
		}
		for _, m := range p.Role(hw.KindMemory) {
			switch reg := m.Part.Memory().Registered; {
			case !reg && mb.Part.Board().RegisteredMemory:
				p.Report(m.Range, "Pick a registered (RDIMM) kit.", "the %s is unbuffered; the %s takes registered (RDIMM) memory", m.Part.ShortName(), mb.Part.ShortName())
			case reg && !mb.Part.Board().RegisteredMemory:
				p.Report(m.Range, "Pick an unbuffered (UDIMM) kit.", "the %s is registered (RDIMM); the %s takes unbuffered memory", m.Part.ShortName(), mb.Part.ShortName())
			case reg && cpu != nil && !cpu.Part.CPU().RegisteredMemory:
				p.Report(m.Range, "Pick an unbuffered (UDIMM) kit, or a CPU that takes RDIMMs.", "the %s is registered (RDIMM); the %s takes unbuffered memory", m.Part.ShortName(), cpu.Part.ShortName())
			}
		}
	},
}
