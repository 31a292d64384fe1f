package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "cooler-missing", Severity: hw.Error,
		Summary: "no cooler and the CPU ships none",
		Doc:     "A CPU without a bundled cooler (stock_cooler = false: every Threadripper, Core X, Xeon W and most K-series parts) needs a cooler in the build.",
		Fix:     "Add a cooler block (`rigcheck catalog list cooler --fits BUILD`).",
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil || p.Build.One(hw.KindCooler) != nil || cpu.Part.Bool("stock_cooler") {
				return
			}
			p.Report(cpu.Range, "Add a cooler block for the CPU's socket.", "the %s ships without a cooler and the build has none", cpu.Part.ShortName())
		},
	})
}
