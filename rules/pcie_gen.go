package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "pcie-gen", Severity: hw.Info,
		Summary: "a GPU is a newer PCIe generation than its slot",
		Doc:     "A card runs at the slot's generation: a PCIe 4.0 card in a 3.0 slot has half the bandwidth per lane. For most training that costs little (Dettmers 2020: PCIe 4.0 hardly matters), but it adds up at x8 or with heavy host transfers.",
		Fix:     "Nothing to do for most workloads; a board with newer-generation slots if host-to-GPU bandwidth matters.",
		Check: func(p *Pass) {
			for _, pl := range p.Facts.Placement {
				it := p.Build.Items[pl.Item]
				g, _ := it.Part.Int("pcie_gen")
				if pl.SlotGen > 0 && g > pl.SlotGen {
					p.Report(it.Range, "", "the PCIe %d.0 %s in slot %d runs at PCIe %d.0", g, it.Part.ShortName(), pl.Position, pl.SlotGen)
				}
			}
		},
	})
}
