package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// GPUCooling is rule "gpu-cooling".
var GPUCooling = &Rule{
	ID: "gpu-cooling", Severity: hw.Warning,
	Summary: "a passive GPU in a case without server airflow",
	Doc: `Data-center cards (A100, H100, L40S, L4, Instinct…) have no fans: their heatsinks rely on a server chassis whose
fans push air front to back through the card at a rated flow. In a desktop tower they throttle and shut down within minutes
of a training run. A case with server_airflow = true (a rackmount or GPU-server chassis) is made for them.`,
	Fix: "Use a server chassis with front-to-back GPU airflow (server_airflow = true), an actively cooled card (the RTX workstation blowers), or a fan shroud made for the card (then waive this rule with the reason).",
	Fail: `
# A passive H100 PCIe in a desktop tower: nothing pushes air through its heatsink.
build "passive-in-tower" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "kingston-server-premier-64gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "nvidia-h100-pcie" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	Pass: `
# An actively cooled RTX 6000 Ada blower in the same tower.
build "blower-in-tower" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "kingston-server-premier-64gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "nvidia-rtx-6000-ada" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "phanteks-enthoo-pro-2" {}
}`,
	Check: func(p *Pass) {
		c := p.Build.One(hw.KindCase)
		if c == nil || c.Part.Case().ServerAirflow {
			return
		}
		for _, it := range p.Role(hw.KindGPU) {
			if it.Part.GPU().Cooler == "passive" {
				p.Report(it.Range, "Passive cards need a server chassis's front-to-back airflow. Use a case with server_airflow, an actively cooled card, or a fan shroud made for the card (and waive this rule with the reason).",
					"the %s is passively cooled; the %s has no server airflow to cool it", it.Part.ShortName(), c.Part.ShortName())
			}
		}
	},
}
