package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
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
}
