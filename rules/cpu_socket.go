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
	Fail: `
# The Core i9-14900K is an LGA1700 CPU; the Z890 board has an LGA1851 socket.
build "wrong-socket" {
  cpu         "intel-core-i9-14900k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# An LGA1851 CPU for the LGA1851 board.
build "same-socket" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
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
