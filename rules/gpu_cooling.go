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
	Fail: example(`
# A passive H100 PCIe in a desktop tower: nothing pushes air through its heatsink.`, "passive-in-tower",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "kingston-server-premier-64gb-ddr4-3200-rdimm" { count = 4 }`,
		`gpu "nvidia-h100-pcie" {}`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# An actively cooled RTX 6000 Ada blower in the same tower.`, "blower-in-tower",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "kingston-server-premier-64gb-ddr4-3200-rdimm" { count = 4 }`,
		`gpu "nvidia-rtx-6000-ada" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		c := p.Build.One(hw.KindCase)
		if c == nil {
			return
		}
		for _, it := range p.Role(hw.KindGPU) {
			if !GPUCooled(PassiveGPU(it.Part.GPU().Cooler), c.Part.Case().ServerAirflow) {
				p.Report(it.Range, "Passive cards need a server chassis's front-to-back airflow. Use a case with server_airflow, an actively cooled card, or a fan shroud made for the card (and waive this rule with the reason).",
					"the %s is passively cooled; the %s has no server airflow to cool it", it.Part.ShortName(), c.Part.ShortName())
			}
		}
	},
}

// PassiveGPU reports whether a card of the cooler design has no fans.
func PassiveGPU(cooler string) bool { return cooler == "passive" }

// GPUCooled is gpu-cooling's judgement: whether a card, passive or not, is
// cooled in a case with (or without) server airflow. pick prunes with it
// and PassiveGPU.
func GPUCooled(passive, serverAirflow bool) bool { return !passive || serverAirflow }
