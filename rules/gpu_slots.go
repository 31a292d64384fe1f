package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// GPUSlots is rule "gpu-slots".
var GPUSlots = &Rule{
	ID: "gpu-slots", Severity: hw.Error,
	Summary: "the GPUs cannot all be placed in full-length slots without overlapping, or reach past the case's expansion slots",
	Doc: `A card of slot width w in the slot at position p covers positions p … p+⌈w⌉−1 (positions count from the top of the
case). rigcheck searches every assignment of cards to the board's full-length (x16-size) slots and keeps one where no two cards
overlap and the last card ends within the case's expansion_slots. Among the placements that work it prefers, in order: every card
on 8 or more electrical lanes, the largest free gaps between open-air cards, the lowest positions.
Why a fourth card does not fit: four dual-slot cards on a board with full-length slots at 1, 3, 5 and 7 cover positions 1–8, so
the case needs 8 expansion slots — a standard ATX case has 7 (Hardware Secrets: "if you install a dual-slot video card [in the
last slot] you will need a case with eight or more expansion slots"). Three-slot cards (RTX 3090/4090 Founders Editions) at
slots 1, 3, 5, 7 overlap their neighbours: only two fit. Pinned slots (gpu "…" { slots = [1, 5] }) are checked as written.
A slot list without positions gives the full-length slots in the maker's order, nearest the CPU first ("x16/x8/x16/x8";
spec pages list the shorter slots after them, so those bound nothing): on a board whose form factor has P expansion
positions, the i-th of its n full-length slots lies between positions i and P − (n − i). The search runs on every layout that allows;
the rule passes when the cards fit each of them, fails when they fit none, and only otherwise needs the positions. One
dual-slot card in the first x16 slot of an ATX board with four fits any 7-slot case; four dual-slot cards on four x16 slots
need the positions. gpu-airflow decides the same way. The positions per form factor:` + slotPositionsTable(),
	Fix: "Use 2-slot (blower) editions, a board whose x16 slots are spaced for the card width, a case with more expansion slots (8+ for four dual-slot cards ending at position 7), fewer GPUs, or PCIe risers (then waive this rule with the reason).",
	Fail: example(`
# The board's full-length slots are at 2, 6 and 7. A 3-slot RTX 3090 in slot 6 or 7
# reaches position 8 or 9, but the Meshify 2 has 7 expansion slots: the second card has no place.`, "two-3090s-seven-slots",
		`gpu "nvidia-geforce-rtx-3090-fe" { count = 2 }`,
		`psu "msi-meg-ai1300p" {}`,
		`case "fractal-design-meshify-2" {}`),
	Pass: example(`
# Four dual-slot blowers in slots 1, 3, 5 and 7 cover positions 1-8: an 8-slot case takes them.`, "four-blowers-eight-slots",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-rtx-a5000" { count = 4 }`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		pl := p.placement
		if pl.problem != "" {
			p.Report(pl.rng, pl.detail, "%s", pl.problem)
			return
		}
		mb := p.Build.One(hw.KindMotherboard)
		if pl.missing == "" || mb == nil {
			return
		}
		switch sb := pl.bound; {
		case sb == nil || sb.gaveUp:
			p.Missing(pl.rng, pl.needs, "%s", pl.missing)
		case sb.fit == sb.layouts:
			p.FromBound(mb.Part, "pcie_slot.position", fmt.Sprintf("the cards fit each of the %d layouts the %s's %d full-length slots allow on %s board (%d positions: %s)", sb.layouts, mb.Part.ShortName(), len(mb.Part.FullLengthSlots()), anFF(sb.formFactor), sb.positions, sb.source))
		case sb.fit == 0:
			p.Report(p.Role(hw.KindGPU)[0].Range, "Whatever the slots' positions, the cards do not fit: use thinner cards, a board with more full-length slots, a case with more expansion slots, or fewer GPUs.",
				"the GPUs fit none of the %d layouts the %s's %d full-length slots allow on %s board (%d positions), e.g. %s", sb.layouts, mb.Part.ShortName(), len(mb.Part.FullLengthSlots()), anFF(sb.formFactor), sb.positions, sb.problem)
		default:
			p.Missing(pl.rng, pl.needs, "%s; the cards fit %d of the %d layouts its slot list allows on %s board", pl.missing, sb.fit, sb.layouts, anFF(sb.formFactor))
		}
	},
}
