package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerCapacity is rule "cooler-capacity".
var CoolerCapacity = &Rule{
	ID: "cooler-capacity", Severity: hw.Warning,
	Summary: "the cooler's rated tdp_w is below the CPU's tdp_w",
	Doc:     "Where the maker rates a cooler's capacity, a CPU with a higher TDP will run hot and throttle under sustained load such as data loading during training. Most makers (Noctua, Arctic, Corsair…) publish no rating; for their coolers this rule checks nothing and, unlike other rules, says nothing, since a missing-data notice would appear on nearly every build.",
	Fix:     "Pick a cooler rated for the CPU's TDP or more.",
	Fail: example(`
# be quiet! rates the Pure Rock 2 for 150 W; the Ryzen 9 7950X is a 170 W CPU.`, "7950x-small-tower",
		`cpu "amd-ryzen-9-7950x" {}`,
		`cooler "be-quiet-pure-rock-2" {}`,
		`motherboard "msi-mpg-x870e-carbon-wifi" {}`),
	Pass: example(`
# The Dark Rock Elite is rated for 280 W.`, "7950x-big-tower",
		`cpu "amd-ryzen-9-7950x" {}`,
		`cooler "be-quiet-dark-rock-elite" {}`,
		`motherboard "msi-mpg-x870e-carbon-wifi" {}`),
	Check: func(p *Pass) {
		cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
		if cpu == nil || c == nil {
			return
		}
		cap, ok := c.Part.Cooler().TDPW.Get()
		if !ok {
			// Most makers (Noctua, Arctic…) publish no rating: a notice on
			// nearly every build would drown the real ones. Documented in Doc.
			return
		}
		if t := cpu.Part.CPU().TDPW; cap < t {
			p.Report(c.Range, "", "the %s is rated for %g W; the %s's TDP is %g W", c.Part.ShortName(), cap, cpu.Part.ShortName(), t)
		}
	},
}
