package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// MemoryChannels is rule "memory-channels".
var MemoryChannels = &Rule{
	ID: "memory-channels", Severity: hw.Info,
	Summary: "fewer memory modules than the CPU's memory channels",
	Doc:     "Each memory channel needs a module for full bandwidth: a quad-channel Threadripper with two modules runs at half its memory bandwidth, which slows data loading.",
	Fix:     "Use at least one module per channel (e.g. 4 × 16 GB rather than 2 × 32 GB on a quad-channel CPU).",
	Fail: example(`
# One module for the Core Ultra's two memory channels: half the memory bandwidth.`, "one-dimm",
		`memory "kingston-server-premier-32gb-ddr5-4800-ecc-udimm" {}`),
	Pass: example(`
# Two modules, one per channel.`, "two-dimms",
		`memory "kingston-server-premier-32gb-ddr5-4800-ecc-udimm" { count = 2 }`),
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil || p.Facts.MemoryModules == 0 {
			return
		}
		ch, ok := cpu.Part.CPU().MemoryChannels.Get()
		if !ok {
			p.Missing(cpu.Range, hw.NeedOf(cpu.Part, "memory_channels"), "the %s has no memory_channels", cpu.Part.ShortName())
			return
		}
		ch *= cpu.Count
		if p.Facts.MemoryModules < ch {
			m := p.Role(hw.KindMemory)[0]
			p.Report(m.Range, "", "%s for the %s's %d channels", prose.Count(p.Facts.MemoryModules, "memory module"), cpu.Part.ShortName(), ch)
		}
	},
}
