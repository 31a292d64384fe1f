package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// GPUAirflow is rule "gpu-airflow".
var GPUAirflow = &Rule{
	ID: "gpu-airflow", Severity: hw.Warning,
	Summary: "two open-air cards sit with no free slot between them",
	Doc: `An open-air card blows its heat around itself and pulls air from the side a neighbour blocks; stacked, they reach
80 °C and throttle — 10–25 % slower with several GPUs heating each other (Dettmers 2018), "avoid non-blower fans … at all costs"
with 3–4 GPUs. Blower cards exhaust through the bracket and are made to be stacked.`,
	Fix: "Leave a free slot between open-air cards, or use blower editions (ASUS/Gigabyte Turbo, workstation cards).",
	Fail: example(`
# Two open-air RTX 2080 Ti pinned to slots 1 and 3: the second blows into the first.`, "stacked-open-air",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-geforce-rtx-2080-ti-fe" {
  count = 2
  slots = [1, 3]
}`,
		`psu "corsair-rm1000x-2021" {}`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# Slots 1 and 4 leave a free slot between the cards.`, "spaced-open-air",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-geforce-rtx-2080-ti-fe" {
  count = 2
  slots = [1, 4]
}`,
		`psu "corsair-rm1000x-2021" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		openAir := 0
		for _, it := range p.Role(hw.KindGPU) {
			if it.Part.GPU().Cooler == "open-air" {
				openAir += it.Count
			}
		}
		if openAir >= 2 && len(p.Facts.Placement) > 0 && p.Facts.Placement[0].Position == 0 {
			mb := p.Build.One(hw.KindMotherboard)
			p.Missing(mb.Range, hw.NeedOf(mb.Part, "pcie_slot.position"), "the %s's slot list has no positions, so the gaps between the open-air cards are not known", mb.Part.ShortName())
			return
		}
		var prev *hw.Placed
		for i := range p.Facts.Placement {
			pl := &p.Facts.Placement[i]
			it := p.Build.Items[pl.Item]
			if it.Part.GPU().Cooler != "open-air" {
				continue
			}
			if prev != nil && pl.Position == prev.Last+1 {
				a := p.Build.Items[prev.Item].Part.ShortName()
				p.Report(it.Range, "Leave a free slot between open-air cards, or use blower cards.",
					"the open-air %s in slot %d sits right below the open-air %s in slot %d (no free slot between them)",
					it.Part.ShortName(), pl.Position, a, prev.Position)
			}
			prev = pl
		}
	},
}
