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
	Fail: `
# The Liquid Freezer II 360 lists LGA1700 but (in this catalog) not the
# Core Ultra's LGA1851: ARCTIC's LGA1851 list could not be confirmed.
build "old-bracket" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "arctic-liquid-freezer-ii-360" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# The NH-D15 G2 lists LGA1851.
build "lga1851-cooler" {
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
		cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
		if cpu == nil || c == nil {
			return
		}
		s := cpu.Part.CPU().Socket
		if !slices.Contains(c.Part.Cooler().Sockets, s) {
			p.Report(c.Range, fmt.Sprintf("The cooler lists %s.", strings.Join(c.Part.Cooler().Sockets, ", ")),
				"the %s does not list the %s's socket %s", c.Part.ShortName(), cpu.Part.ShortName(), s)
		}
	},
}
