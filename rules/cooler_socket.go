package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "cooler-socket", Severity: hw.Error,
		Summary: "the cooler does not list the CPU's socket",
		Doc:     "Coolers mount with socket-specific brackets; the maker's spec lists the sockets. Threadripper's large TR4/sTRX4/sTR5 packages need coolers made for them (a cold plate that covers the whole heat spreader).",
		Fix:     "Pick a cooler that lists the CPU's socket, or waive with the reason if a bracket sold separately fits.",
		Check: func(p *Pass) {
			cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
			if cpu == nil || c == nil {
				return
			}
			s := cpu.Part.Str("socket")
			if !slices.Contains(c.Part.List("sockets"), s) {
				p.Report(c.Range, fmt.Sprintf("The cooler lists %s.", strings.Join(c.Part.List("sockets"), ", ")),
					"the %s does not list the %s's socket %s", c.Part.ShortName(), cpu.Part.ShortName(), s)
			}
		},
	})
}
