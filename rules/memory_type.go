package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemoryType is rule "memory-type".
var MemoryType = &Rule{
	ID: "memory-type", Severity: hw.Error,
	Summary: "the memory kit's type is not the board's memory_type or not in the CPU's memory_types",
	Doc:     "DDR4 and DDR5 modules are keyed differently and do not fit each other's slots; the CPU's memory controller takes only its generations.",
	Fix:     "Pick a kit of the board's memory type.",
	Fail: example(`
# A DDR4 kit for a DDR5-only board and CPU.`, "ddr4-on-z890",
		`memory "gskill-trident-z-neo-64gb-2x32gb-ddr4-3600" {}`),
	Pass: example(`
# A DDR5 kit.`, "ddr5-on-z890"),
	Check: func(p *Pass) {
		mb, cpu := p.Build.One(hw.KindMotherboard), p.Build.One(hw.KindCPU)
		for _, m := range p.Role(hw.KindMemory) {
			t := m.Part.Memory().Type
			if mb != nil && mb.Part.Board().MemoryType != t {
				p.Report(m.Range, fmt.Sprintf("Pick a %s kit.", mb.Part.Board().MemoryType),
					"the %s is %s; the %s takes %s", m.Part.ShortName(), t, mb.Part.ShortName(), mb.Part.Board().MemoryType)
			}
			if cpu != nil && !slices.Contains(cpu.Part.CPU().MemoryTypes, t) {
				p.Report(m.Range, "", "the %s is %s; the %s takes %s", m.Part.ShortName(), t, cpu.Part.ShortName(), strings.Join(cpu.Part.CPU().MemoryTypes, ", "))
			}
		}
	},
}
