package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// PSUConnectors is rule "psu-connectors".
var PSUConnectors = &Rule{
	ID: "psu-connectors", Severity: hw.Error,
	Summary: "the GPUs need more 6/8-pin or 16-pin plugs than the PSUs have (error), or a 16-pin socket is fed through the card's adapter (warning)",
	Doc: `Each 6-pin or 8-pin power socket on a card takes one 6+2-pin PCIe plug (never split one cable's daisy-chained plug
across two high-power sockets). Each 16-pin 12VHPWR / 12V-2x6 socket takes a native 16-pin cable, or the adapter that ships
in the card's box, which takes adapter_8pin 6+2 plugs (an RTX 4090 Founders Edition's takes four; adapter_8pin = 0: the box
has none; unset: not known, so a socket left without a native cable leaves the build unverified unless the PSU is short of
plugs even with a one-plug adapter). A card gives the sockets it has (power_8pin, power_6pin, power_12vhpwr):
one of them given, the others are none; none given, the rule cannot check. A PSU's pcie_8pin unset is not known, neither none
nor enough: it matters only when the cards need more 6+2 plugs than the PSUs whose count is known give (cards whose 16-pin
sockets all have native cables need none), and then the build is unverified. Native cables go first to
the cards whose adapters need the most plugs. With two PSUs their plugs add up. Error when neither the native plugs nor the
adapters' plugs suffice; warning when a socket is fed through an adapter: it works, with a bulkier cable, and the message says
how many 6+2 plugs it takes. Dettmers (2018): "check that the PSU has enough PCIe 8-pin and 6-pin connectors".`,
	Fix: "Pick a PSU with more PCIe plugs (pcie_8pin) or native 16-pin cables (pcie_12vhpwr), a second PSU, or fewer GPUs.",
	Fail: example(`
# Two power-limited RTX 4090 FE on a 1000 W unit without native 16-pin cables: their adapters take 4 × 6+2 plugs each, 8 in
# all; the PRIME TX-1000 has 6.`, "adapters-short",
		`cpu "amd-ryzen-7-7700" {}`,
		`cooler "noctua-nh-d15" {}`,
		`motherboard "asus-proart-x670e-creator-wifi" {}`,
		`gpu "nvidia-geforce-rtx-4090-fe" {
  count         = 2
  power_limit_w = 290
}`,
		`psu "seasonic-prime-tx-1000" {}`,
		`case "lian-li-o11-dynamic-evo-xl" {}`),
	Pass: example(`
# One RTX 4090 FE on a unit with a native 12V-2x6 cable.`, "native-16-pin"),
	Check: func(p *Pass) {
		psus := p.Role(hw.KindPSU)
		gpus := p.Role(hw.KindGPU)
		if len(psus) == 0 || len(gpus) == 0 {
			return
		}
		var cards []Card16
		var unknown *hw.Item // a card whose adapter is not known
		need8 := 0
		for _, g := range gpus {
			gv := g.Part.GPU()
			e, s, h := gv.Power8Pin.V, gv.Power6Pin.V, gv.Power12VHPWR.V
			if !CardSocketsKnown(gv) {
				p.Missing(g.Range, hw.NeedOf(g.Part, "power_8pin", "power_6pin", "power_12vhpwr"), "the %s has no power_8pin, power_6pin or power_12vhpwr", g.Part.ShortName())
				continue
			}
			need8 += g.Count * (e + s)
			a, known := gv.Adapter8Pin.Get()
			if !known && h > 0 && unknown == nil {
				unknown = g
			}
			for range g.Count * h {
				cards = append(cards, Card16{Adapter: a, Known: known})
			}
		}
		have8, have16 := 0, 0
		var unknown8 []*hw.Item // PSUs whose 6+2 plug count is not known
		for _, it := range psus {
			if n, ok := it.Part.PSU().PCIe8Pin.Get(); ok {
				have8 += it.Count * n
			} else {
				unknown8 = append(unknown8, it)
			}
			have16 += it.Count * it.Part.PSU().PCIe12VHPWR
		}
		name := psuNames(psus)
		plan := Plan16(cards, have16)
		if plan.Unfed > 0 {
			p.ReportAs(hw.Error, psus[0].Range, "Pick a PSU with native 16-pin (12VHPWR / 12V-2x6) cables — ATX 3.x units have them — or a second PSU. If the card's box has an adapter, record it in the part (adapter_8pin) with its source.",
				"%s need%s a native 16-pin cable (no adapter in the card's box); %s %d", prose.Count(plan.Unfed, "16-pin GPU socket"), verbS(plan.Unfed), name, have16)
		}
		total := need8 + plan.AdapterPlugs
		// The plugs of the PSUs whose count is known are a floor: a count
		// that is not known is neither none nor enough, so it matters only
		// when the cards need more than that floor.
		switch short := total+plan.Unknown > have8; {
		case short && len(unknown8) > 0:
			p.Missing(unknown8[0].Range, plugNeeds(unknown8, plan, unknown), "%s; how many %s (pcie_8pin) is not known%s",
				plugDemand(total, plan), plugHolders(unknown8), knownRest(have8))
		case short && plan.Unknown > 0:
			// Without an adapter the socket has no feed; with one, the
			// adapter takes at least one plug more than the PSUs have.
			p.ReportAs(hw.Error, psus[0].Range, "Pick a PSU with more native 16-pin cables (pcie_12vhpwr) or more 6+2-pin plugs, or a second PSU.",
				"%s without a native cable; %s %d 6+2-pin plugs, %d short even if the card's adapter took one plug", prose.Count(plan.Unknown, "16-pin GPU socket"), name, have8, total+plan.Unknown-have8)
		case plan.Unknown > 0:
			p.Missing(unknown.Range, hw.NeedOf(unknown.Part, "adapter_8pin"), "%s without a native cable, and whether the %s's box has an adapter (adapter_8pin) is not known", prose.Count(plan.Unknown, "16-pin GPU socket"), unknown.Part.ShortName())
		case total > have8 && plan.AdapterPlugs > 0:
			p.ReportAs(hw.Error, psus[0].Range, fmt.Sprintf("The cards' own 6/8-pin sockets take %d plugs and their 16-pin adapters %d more. Pick a PSU with more 6+2-pin plugs or native 16-pin cables, or a second PSU.", need8, plan.AdapterPlugs),
				"the GPUs need %d 6+2-pin PCIe plugs (%d through the cards' 16-pin adapters); %s %d", total, plan.AdapterPlugs, name, have8)
		case total > have8:
			p.ReportAs(hw.Error, psus[0].Range, "Pick a PSU with more 6+2-pin PCIe plugs, or a second PSU.",
				"the GPUs need %d 6/8-pin PCIe plugs; %s %d", total, name, have8)
		case plan.Adapted > 0:
			p.ReportAs(hw.Warning, psus[0].Range, fmt.Sprintf("It works, with the bulkier adapter cable: the adapters take %d of the %d 6+2 plugs. A PSU with native 16-pin cables avoids it.", plan.AdapterPlugs, have8),
				"%s %s fed through the card's own adapter (%d × 6+2 plugs in all); %s %s", prose.Count(plan.Adapted, "16-pin GPU socket"), isAre(plan.Adapted), plan.AdapterPlugs, name, prose.Count(have16, "native 16-pin cable"))
		}
	},
}

// CardSocketsKnown is psu-connectors' judgement of whether it can read a
// card's power sockets: one of power_8pin, power_6pin and power_12vhpwr is
// given (a socket count not given is none). pick asks it of its GPU
// candidates.
func CardSocketsKnown(g *hw.GPU) bool { return g.Power8Pin.OK || g.Power6Pin.OK || g.Power12VHPWR.OK }

// plugDemand says how many 6+2 plugs the cards need: at least one per
// 16-pin socket whose card's adapter is not known.
func plugDemand(total int, plan Feed16) string {
	s := fmt.Sprintf("the GPUs need %d 6+2-pin PCIe plugs", total+plan.Unknown)
	if plan.Unknown > 0 {
		s = fmt.Sprintf("the GPUs need at least %d 6+2-pin PCIe plugs (%s without a native cable, whose card's adapter is not known)", total+plan.Unknown, prose.Count(plan.Unknown, "16-pin GPU socket"))
	} else if plan.AdapterPlugs > 0 {
		s += fmt.Sprintf(" (%d through the cards' 16-pin adapters)", plan.AdapterPlugs)
	}
	return s
}

// plugHolders names the PSUs whose plug count is not known.
func plugHolders(psus []*hw.Item) string {
	var names []string
	for _, it := range psus {
		names = append(names, it.Part.ShortName())
	}
	if len(names) == 1 {
		return "the " + names[0] + " has"
	}
	return "the " + strings.Join(names, " and the ") + " have"
}

// knownRest gives the plugs of the PSUs whose count is known.
func knownRest(have8 int) string {
	if have8 == 0 {
		return ""
	}
	return fmt.Sprintf(" (the other PSUs have %d)", have8)
}

// plugNeeds is what would let psu-connectors check: the plug counts not
// known, and the adapter of a card whose socket no native cable feeds.
func plugNeeds(psus []*hw.Item, plan Feed16, card *hw.Item) []hw.Need {
	var needs []hw.Need
	for _, it := range psus {
		needs = append(needs, hw.NeedOf(it.Part, "pcie_8pin")...)
	}
	if plan.Unknown > 0 {
		needs = append(needs, hw.NeedOf(card.Part, "adapter_8pin")...)
	}
	return needs
}

// Card16 is one 16-pin GPU socket: how many 6+2 plugs the adapter in the
// card's box takes (0: the box has none), and whether that is known.
type Card16 struct {
	Adapter int
	Known   bool
}

// Feed16 is how a build's 16-pin sockets are fed.
type Feed16 struct {
	// Unfed sockets have neither a native cable nor an adapter.
	Unfed int
	// Unknown sockets have no native cable, and whether their card's box
	// has an adapter is not known.
	Unknown int
	// Adapted sockets go through their adapter, taking AdapterPlugs 6+2
	// plugs in all.
	Adapted, AdapterPlugs int
}

// Plan16 gives the native 16-pin cables to the sockets that need them most
// (those without an adapter, then those whose adapter is not known, then
// the adapters that take the most plugs), and feeds the rest through their
// adapters. pick calls it, so that its pruning and psu-connectors agree.
func Plan16(cards []Card16, native int) Feed16 {
	rank := func(c Card16) int {
		switch {
		case c.Known && c.Adapter == 0:
			return 0
		case !c.Known:
			return 1
		}
		return 2
	}
	order := slices.Clone(cards)
	slices.SortStableFunc(order, func(a, b Card16) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return b.Adapter - a.Adapter
	})
	var f Feed16
	for i, c := range order {
		switch {
		case i < native:
		case !c.Known:
			f.Unknown++
		case c.Adapter == 0:
			f.Unfed++
		default:
			f.Adapted++
			f.AdapterPlugs += c.Adapter
		}
	}
	return f
}

func psuNames(psus []*hw.Item) string {
	var names []string
	units := 0
	for _, it := range psus {
		units += it.Count
		n := it.Part.ShortName()
		if it.Count > 1 {
			n = fmt.Sprintf("%d × %s", it.Count, n)
		}
		names = append(names, n)
	}
	if units > 1 {
		return "the " + strings.Join(names, " and the ") + " have"
	}
	return "the " + names[0] + " has"
}

func verbS(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}
