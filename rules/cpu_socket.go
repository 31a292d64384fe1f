package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CPUSocket is rule "cpu-socket".
var CPUSocket = &Rule{
	ID: "cpu-socket", Severity: hw.Error,
	Summary: "the CPU's socket is not the board's",
	Doc:     "A CPU fits only a board of its socket (AM4, AM5, TR4, sTRX4, sWRX8, sTR5, LGA1700, LGA2066, LGA4677…).",
	Fix:     "Pick a board of the CPU's socket (`rigcheck catalog list motherboard --fits BUILD`) or a CPU of the board's.",
	Fail: example(`
# The Core i9-14900K is an LGA1700 CPU; the Z890 board has an LGA1851 socket.`, "wrong-socket",
		`cpu "intel-core-i9-14900k" {}`),
	Pass: example(`
# An LGA1851 CPU for the LGA1851 board.`, "same-socket"),
	Check: func(p *Pass) {
		cpu, mb := p.Build.One(hw.KindCPU), p.Build.One(hw.KindMotherboard)
		if cpu == nil || mb == nil {
			return
		}
		if a, b := cpu.Part.CPU().Socket, mb.Part.Board().Socket; a != b {
			p.Report(cpu.Range, fmt.Sprintf("Pick a board with socket %s, or a CPU for socket %s.", a, b),
				"the %s is a socket %s CPU; the %s has socket %s", cpu.Part.ShortName(), a, mb.Part.ShortName(), b)
		}
	},
}
