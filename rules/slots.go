package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "gpu-slots", Severity: hw.Error,
		Summary: "the GPUs cannot all be placed in full-length slots without overlapping, or reach past the case's expansion slots",
		Doc: `A card of slot width w in the slot at position p covers positions p … p+⌈w⌉−1 (positions count from the top of the
case). rigcheck searches every assignment of cards to the board's full-length (x16-size) slots and keeps one where no two cards
overlap and the last card ends within the case's expansion_slots. Among the placements that work it prefers, in order: every card
on 8 or more electrical lanes, the largest free gaps between open-air cards, the lowest positions.
Why a fourth card does not fit: four dual-slot cards on a board with full-length slots at 1, 3, 5 and 7 cover positions 1–8, so
the case needs 8 expansion slots — a standard ATX case has 7 (Hardware Secrets: "if you install a dual-slot video card [in the
last slot] you will need a case with eight or more expansion slots"). Three-slot cards (RTX 3090/4090 Founders Editions) at
slots 1, 3, 5, 7 overlap their neighbours: only two fit. Pinned slots (gpu "…" { slots = [1, 5] }) are checked as written.`,
		Fix: "Use 2-slot (blower) editions, a board whose x16 slots are spaced for the card width, a case with more expansion slots (8+ for four dual-slot cards ending at position 7), fewer GPUs, or PCIe risers (then waive this rule with the reason).",
		Check: func(p *Pass) {
			pl := placeGPUs(p.Build, 8)
			if pl.missing != "" {
				if p.Build.One(hw.KindMotherboard) != nil {
					p.Missing(pl.rng, "%s", pl.missing)
				}
				return
			}
			if pl.problem != "" {
				p.Report(pl.rng, pl.detail, "%s", pl.problem)
			}
		},
	})
	Register(&Rule{
		ID: "slot-lanes", Severity: hw.Warning,
		Summary: "a GPU can only be placed in a slot with fewer than 8 electrical lanes",
		Doc: `Slot lanes are the electrical lanes with every full-length slot populated, from the board manual's lane table. Below x8
a card's data transfers slow multi-GPU training (about 5–10 % at x4 with four GPUs, Dettmers 2023); many boards wire their last
full-length slot as x4 from the chipset.`,
		Fix:    "Use a board with more CPU-wired x8/x16 slots (see the slot tables in `rigcheck catalog show`), or fewer GPUs.",
		Params: []Param{{"min_lanes", 8, "fewest electrical lanes a GPU slot should have"}},
		Check: func(p *Pass) {
			for _, pl := range p.Facts.Placement {
				it := p.Build.Items[pl.Item]
				if pl.SlotLanes < int(p.Param("min_lanes")) {
					p.Report(it.Range, "Move the card to a slot with more lanes, or use a board whose full-length slots all run at x8 or more.",
						"the %s in slot %d runs at x%d (under x%d)", it.Part.ShortName(), pl.Position, pl.SlotLanes, int(p.Param("min_lanes")))
				}
			}
		},
	})
	Register(&Rule{
		ID: "gpu-airflow", Severity: hw.Warning,
		Summary: "two open-air cards sit with no free slot between them",
		Doc: `An open-air card blows its heat around itself and pulls air from the side a neighbour blocks; stacked, they reach
80 °C and throttle — 10–25 % slower with several GPUs heating each other (Dettmers 2018), "avoid non-blower fans … at all costs"
with 3–4 GPUs. Blower cards exhaust through the bracket and are made to be stacked.`,
		Fix: "Leave a free slot between open-air cards, or use blower editions (ASUS/Gigabyte Turbo, workstation cards).",
		Check: func(p *Pass) {
			var prev *hw.Placed
			for i := range p.Facts.Placement {
				pl := &p.Facts.Placement[i]
				it := p.Build.Items[pl.Item]
				if it.Part.Str("cooler") != "open-air" {
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
	})
	Register(&Rule{
		ID: "gpu-length", Severity: hw.Error,
		Summary: "a GPU is longer than the case's max_gpu_length_mm",
		Doc:     "The case's spec sheet gives the longest graphics card it takes (often with and without front fans or radiators). A longer card does not close the case.",
		Fix:     "Pick a shorter card or a case with more GPU clearance (`rigcheck catalog list case --where 'max_gpu_length_mm >= N'`).",
		Check: func(p *Pass) {
			c := p.Build.One(hw.KindCase)
			if c == nil {
				return
			}
			max, _ := c.Part.Num("max_gpu_length_mm")
			for _, g := range p.Build.Role(hw.KindGPU) {
				l, _ := g.Part.Num("length_mm")
				if l > max {
					p.Report(g.Range, fmt.Sprintf("Needs %g mm; the case takes %g mm. Pick a shorter card or a larger case.", l, max),
						"the %s is %g mm long; the %s takes cards up to %g mm", g.Part.ShortName(), l, c.Part.ShortName(), max)
				}
			}
		},
	})
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
