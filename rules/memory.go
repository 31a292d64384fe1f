package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "memory-type", Severity: hw.Error,
		Summary: "the memory kit's type is not the board's memory_type or not in the CPU's memory_types",
		Doc:     "DDR4 and DDR5 modules are keyed differently and do not fit each other's slots; the CPU's memory controller takes only its generations.",
		Fix:     "Pick a kit of the board's memory type.",
		Check: func(p *Pass) {
			mb, cpu := p.Build.One(hw.KindMotherboard), p.Build.One(hw.KindCPU)
			for _, m := range p.Build.Role(hw.KindMemory) {
				t := m.Part.Str("type")
				if mb != nil && mb.Part.Str("memory_type") != t {
					p.Report(m.Range, fmt.Sprintf("Pick a %s kit.", mb.Part.Str("memory_type")),
						"the %s is %s; the %s takes %s", m.Part.ShortName(), t, mb.Part.ShortName(), mb.Part.Str("memory_type"))
				}
				if cpu != nil && !slices.Contains(cpu.Part.List("memory_types"), t) {
					p.Report(m.Range, "", "the %s is %s; the %s takes %s", m.Part.ShortName(), t, cpu.Part.ShortName(), strings.Join(cpu.Part.List("memory_types"), ", "))
				}
			}
		},
	})
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
	Register(&Rule{
		ID: "memory-capacity", Severity: hw.Error,
		Summary: "total memory exceeds the board's or the CPU's max_memory_gb",
		Doc:     "Boards and CPUs state the largest memory they support; more is not recognised.",
		Fix:     "Use less memory, or a platform that takes more.",
		Check: func(p *Pass) {
			mems := p.Build.Role(hw.KindMemory)
			if len(mems) == 0 {
				return
			}
			for _, k := range []hw.Kind{hw.KindMotherboard, hw.KindCPU} {
				it := p.Build.One(k)
				if it == nil {
					continue
				}
				maxGB, ok := it.Part.Num("max_memory_gb")
				if !ok {
					p.Missing(it.Range, "the %s has no max_memory_gb", it.Part.ShortName())
					continue
				}
				if k == hw.KindCPU {
					maxGB *= float64(it.Count)
				}
				if p.Facts.MemoryGB > maxGB {
					p.Report(mems[0].Range, "", "%g GB of memory; the %s takes at most %g GB", p.Facts.MemoryGB, it.Part.ShortName(), maxGB)
				}
			}
		},
	})
	Register(&Rule{
		ID: "memory-channels", Severity: hw.Info,
		Summary: "fewer memory modules than the CPU's memory channels",
		Doc:     "Each memory channel needs a module for full bandwidth: a quad-channel Threadripper with two modules runs at half its memory bandwidth, which slows data loading.",
		Fix:     "Use at least one module per channel (e.g. 4 × 16 GB rather than 2 × 32 GB on a quad-channel CPU).",
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil || p.Facts.MemoryModules == 0 {
				return
			}
			ch, ok := cpu.Part.Int("memory_channels")
			if !ok {
				p.Missing(cpu.Range, "the %s has no memory_channels", cpu.Part.ShortName())
				return
			}
			ch *= cpu.Count
			if p.Facts.MemoryModules < ch {
				m := p.Build.Role(hw.KindMemory)[0]
				p.Report(m.Range, "", "%d memory module%s for the %s's %d channels", p.Facts.MemoryModules, plural(p.Facts.MemoryModules), cpu.Part.ShortName(), ch)
			}
		},
	})
	Register(&Rule{
		ID: "memory-vs-vram", Severity: hw.Warning,
		Summary: "system memory is less than the total GPU memory",
		Doc:     "Dettmers (2018): have at least as much RAM as your GPU memory, so that a batch or a model checkpoint can be staged in RAM; d2l's tiers go 32 GB for one GPU to 128 GB for four.",
		Fix:     "Add memory until it is at least the total VRAM.",
		Check: func(p *Pass) {
			if p.Facts.GPUCount == 0 || p.Facts.MemoryGB >= p.Facts.VRAMGB {
				return
			}
			rng := p.Build.DefRange
			if ms := p.Build.Role(hw.KindMemory); len(ms) > 0 {
				rng = ms[0].Range
			}
			p.Report(rng, "", "%g GB of memory for %g GB of GPU memory", p.Facts.MemoryGB, p.Facts.VRAMGB)
		},
	})
}
