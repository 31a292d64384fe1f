package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUConnectors is rule "psu-connectors".
var PSUConnectors = &Rule{
	ID: "psu-connectors", Severity: hw.Error,
	Summary: "the GPUs need more 6/8-pin or 12VHPWR plugs than the PSU has",
	Doc: `Each 6-pin or 8-pin power socket on a card takes one 6+2-pin PCIe plug (never split one cable's daisy-chained plug
across two high-power sockets); each 16-pin 12VHPWR / 12V-2x6 socket takes a native cable. Dettmers (2018): "check that the PSU
has enough PCIe 8-pin and 6-pin connectors".`,
	Fix: "Pick a PSU with more PCIe plugs (pcie_8pin) or native 12VHPWR cables (pcie_12vhpwr), or fewer GPUs.",
	Fail: `
# The RTX 4090 takes a 16-pin 12VHPWR cable; the SuperNOVA 1300 G2 has 6+2-pin plugs only.
build "no-12vhpwr" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1300-g2" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# The RM850x ATX 3.1 has a native 12V-2x6 cable.
build "native-12vhpwr" {
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
		psu := p.Build.One(hw.KindPSU)
		gpus := p.Build.Role(hw.KindGPU)
		if psu == nil || len(gpus) == 0 {
			return
		}
		need8, need16 := 0, 0
		for _, g := range gpus {
			e, ok8 := g.Part.Int("power_8pin")
			s, ok6 := g.Part.Int("power_6pin")
			h, ok16 := g.Part.Int("power_12vhpwr")
			if !ok8 && !ok6 && !ok16 {
				p.Missing(g.Range, "the %s has no power_8pin, power_6pin or power_12vhpwr", g.Part.ShortName())
				continue
			}
			need8 += g.Count * (e + s)
			need16 += g.Count * h
		}
		have8, _ := psu.Part.Int("pcie_8pin")
		have16 := int(psu.Part.NumOr("pcie_12vhpwr", 0))
		if need8 > have8 {
			p.Report(psu.Range, "Pick a PSU with more 6+2-pin PCIe plugs.",
				"the GPUs need %d 6/8-pin PCIe plugs; the %s has %d", need8, psu.Part.ShortName(), have8)
		}
		if need16 > have16 {
			p.Report(psu.Range, "Pick a PSU with native 12VHPWR / 12V-2x6 cables (ATX 3.x units have them).",
				"the GPUs need %d 12VHPWR plug%s; the %s has %d", need16, plural(need16), psu.Part.ShortName(), have16)
		}
	},
}
