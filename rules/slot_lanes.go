package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// fromChipset adds the slot's chipset wiring to a message.
func fromChipset(pl hw.Placed) string {
	if pl.SlotSource == "chipset" {
		return " from the chipset"
	}
	return ""
}

// SlotLanes is rule "slot-lanes".
var SlotLanes = &Rule{
	ID: "slot-lanes", Severity: hw.Warning,
	Summary: "a GPU can only be placed in a slot with fewer than 8 electrical lanes, or only in a chipset-wired slot",
	Doc: `Slot lanes are the electrical lanes with every full-length slot populated, from the board manual's lane table. Below x8
a card's data transfers slow multi-GPU training (about 5–10 % at x4 with four GPUs, Dettmers 2023); many boards wire their last
full-length slot as x4 from the chipset.`,
	Fix:    "Use a board with more CPU-wired x8/x16 slots (see the slot tables in `rigcheck catalog show`), or fewer GPUs.",
	Params: []Param{{"min_lanes", 8, "fewest electrical lanes a GPU slot should have"}},
	Fail: example(`
# The Z890 board's second full-length slot is x4 from the chipset: the second A5000 runs at x4.`, "two-gpus-desktop",
		`gpu "nvidia-rtx-a5000" { count = 2 }`,
		`psu "corsair-rm1000x-2021" {}`),
	Pass: example(`
# Every slot of the ROMED8-2T runs at x16 from the CPU.`, "two-gpus-workstation",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-rtx-a5000" { count = 2 }`,
		`psu "corsair-rm1000x-2021" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		for _, pl := range p.Facts.Placement {
			it := p.Build.Items[pl.Item]
			where := fmt.Sprintf("in slot %d", pl.Position)
			if pl.Position == 0 {
				where = "in the best slot the board's list leaves it"
			}
			switch {
			case pl.SlotLanes < int(p.Param("min_lanes")):
				p.Report(it.Range, "Move the card to a slot with more lanes, or use a board whose full-length slots all run at x8 or more.",
					"the %s %s runs at x%d (under x%d)%s", it.Part.ShortName(), where, pl.SlotLanes, int(p.Param("min_lanes")), fromChipset(pl))
			case pl.SlotSource == "chipset":
				p.Report(it.Range, "A chipset slot shares the chipset's link to the CPU with the drives, USB and network. Use a board with more CPU-wired full-length slots, or fewer GPUs.",
					"the %s %s is wired to the chipset, not the CPU", it.Part.ShortName(), where)
			}
		}
	},
}
