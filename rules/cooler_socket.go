package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CoolerSocket is rule "cooler-socket".
var CoolerSocket = &Rule{
	ID: "cooler-socket", Severity: hw.Error,
	Summary: "the cooler does not list the CPU's socket",
	Doc:     "Coolers mount with socket-specific brackets; the maker's spec lists the sockets. Threadripper's large TR4/sTRX4/sTR5 packages need coolers made for them (a cold plate that covers the whole heat spreader).",
	Fix:     "Pick a cooler that lists the CPU's socket, or waive with the reason if a bracket sold separately fits.",
	Fail: example(`
# The Liquid Freezer II 360 lists LGA1700 but (in this catalog) not the
# Core Ultra's LGA1851: ARCTIC's LGA1851 list could not be confirmed.`, "old-bracket",
		`cooler "arctic-liquid-freezer-ii-360" {}`),
	Pass: example(`
# The NH-D15 G2 lists LGA1851.`, "lga1851-cooler"),
	Check: func(p *Pass) {
		cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
		if cpu == nil || c == nil {
			return
		}
		s := cpu.Part.CPU().Socket
		switch {
		case slices.Contains(c.Part.Cooler().Sockets, s):
		case c.Part.Embedded && !slices.Contains(hw.CatalogSockets, s):
			// An embedded cooler's list leaves out the sockets the catalog
			// does not model: its silence on this one is not a "no".
			p.Missing(c.Range, hw.NeedOf(c.Part, "sockets"), "the %s's sockets list names only the sockets the catalog models, which %s (the %s's) is not",
				c.Part.ShortName(), s, cpu.Part.ShortName())
		default:
			p.Report(c.Range, fmt.Sprintf("The cooler lists %s.", strings.Join(c.Part.Cooler().Sockets, ", ")),
				"the %s does not list the %s's socket %s", c.Part.ShortName(), cpu.Part.ShortName(), s)
		}
	},
}
