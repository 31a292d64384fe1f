package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerMissing is rule "cooler-missing".
var CoolerMissing = &Rule{
	ID: "cooler-missing", Severity: hw.Error,
	Summary: "no cooler and the CPU ships none",
	Doc:     "A CPU without a bundled cooler (stock_cooler = false: every Threadripper, Core X, Xeon W and most K-series parts) needs a cooler in the build.",
	Fix:     "Add a cooler block (`rigcheck catalog list cooler --fits BUILD`).",
	Fail: example(`
# The Core Ultra 9 285K ships without a cooler, and the build names none.`, "no-cooler",
		`-cooler`),
	Pass: example(`
# A cooler that lists LGA1851.`, "with-cooler"),
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil || CoolerCovered(p.Build.One(hw.KindCooler) != nil, cpu.Part.CPU().StockCooler) {
			return
		}
		p.Report(cpu.Range, "Add a cooler block for the CPU's socket.", "the %s ships without a cooler and the build has none", cpu.Part.ShortName())
	},
}

// CoolerCovered is cooler-missing's judgement: whether the CPU is cooled,
// by a cooler in the build or the one it ships with. pick prunes with it.
func CoolerCovered(hasCooler, stockCooler bool) bool { return hasCooler || stockCooler }
