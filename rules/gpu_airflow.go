package rules

import (
	"fmt"

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
			sb := p.placement.bound
			switch {
			case sb != nil && !sb.gaveUp && sb.fit == 0:
				// No layout takes the cards: gpu-slots fails the build.
			case sb != nil && !sb.gaveUp && sb.stacked == 0:
				p.FromBound(mb.Part, "pcie_slot.position", fmt.Sprintf("in each of the %d layouts the %s's slot list allows on %s board (%d positions: %s) that takes the cards, a free slot parts the open-air cards", sb.fit, mb.Part.ShortName(), anFF(sb.formFactor), sb.positions, sb.source))
			case sb != nil && !sb.gaveUp && sb.stacked == sb.fit:
				p.Report(p.Role(hw.KindGPU)[0].Range, "Leave a free slot between open-air cards (a board with wider slot spacing), or use blower cards.",
					"whatever the %s's slot positions, two open-air cards sit with no free slot between them (each of the %d layouts its slot list allows on %s board)", mb.Part.ShortName(), sb.fit, anFF(sb.formFactor))
			default:
				p.Missing(mb.Range, hw.NeedOf(mb.Part, "pcie_slot.position"), "the %s's slot list has no positions, so the gaps between the open-air cards are not known", mb.Part.ShortName())
			}
			return
		}
		for _, pair := range stackedOpenAir(p.Build, p.Facts.Placement) {
			up, low := pair[0], pair[1]
			it := p.Build.Items[low.Item]
			p.Report(it.Range, "Leave a free slot between open-air cards, or use blower cards.",
				"the open-air %s in slot %d sits right below the open-air %s in slot %d (no free slot between them)",
				it.Part.ShortName(), low.Position, p.Build.Items[up.Item].Part.ShortName(), up.Position)
		}
	},
}
