package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "display-output", Severity: hw.Warning,
		Summary: "no GPU and no integrated graphics: nothing drives a display",
		Doc:     "Without a GPU or a CPU with integrated graphics the machine has no display output to install an operating system with (headless servers with a BMC are the exception).",
		Fix:     "Add a GPU, pick a CPU with integrated_graphics, or waive the rule for a headless board with a BMC.",
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil || p.Facts.GPUCount > 0 || cpu.Part.Bool("integrated_graphics") {
				return
			}
			p.Report(cpu.Range, "", "the build has no GPU and the %s has no integrated graphics", cpu.Part.ShortName())
		},
	})
}
