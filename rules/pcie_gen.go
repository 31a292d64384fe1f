package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PCIeGen is rule "pcie-gen".
var PCIeGen = &Rule{
	ID: "pcie-gen", Severity: hw.Info,
	Summary: "a GPU is a newer PCIe generation than its slot",
	Doc:     "A card runs at the slot's generation: a PCIe 4.0 card in a 3.0 slot has half the bandwidth per lane. For most training that costs little (Dettmers 2020: PCIe 4.0 hardly matters), but it adds up at x8 or with heavy host transfers.",
	Fix:     "Nothing to do for most workloads; a board with newer-generation slots if host-to-GPU bandwidth matters.",
	Fail: example(`
# A PCIe 5.0 RTX PRO 4500 Blackwell in the ROMED8-2T's PCIe 4.0 slot runs at 4.0.`, "gen5-card-gen4-board",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-rtx-pro-4500-blackwell" {}`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# A PCIe 4.0 RTX 6000 Ada matches the slot.`, "gen4-card-gen4-board",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-rtx-6000-ada" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		for _, pl := range p.Facts.Placement {
			it := p.Build.Items[pl.Item]
			g := it.Part.GPU().PCIeGen
			if pl.SlotGen > 0 && g > pl.SlotGen {
				where := fmt.Sprintf("in slot %d", pl.Position)
				if pl.Position == 0 {
					where = "in its slot"
				}
				p.Report(it.Range, "", "the PCIe %d.0 %s %s runs at PCIe %d.0", g, it.Part.ShortName(), where, pl.SlotGen)
			}
		}
	},
}
