package rules

import (
	"testing"
)

func TestPSUConnectors(t *testing.T) {
	p7, l7 := psuOf(1601, "pcie_8pin = 7")
	p12, l12 := psuOf(1602, "pcie_12vhpwr = 2")
	p4n1, l4n1 := psuOf(1603, "pcie_8pin = 4", "pcie_12vhpwr = 1")
	p3, l3 := psuOf(1604, "pcie_8pin = 3")
	dual8 := variant("t-blower", "t-dual8", "Test GPU Dual8", nil, "power_8pin = 2", "power_6pin = 0")
	hpwr := variant("t-blower", "t-hpwr", "Test GPU 16pin", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1", "adapter_8pin = 0")
	unknownAdapter := variant("t-blower", "t-hpwr-unknown", "Test GPU 16pin Unknown", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1")
	adapt := variant("t-blower", "t-adapt4", "Test GPU Adapter4", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1", "adapter_8pin = 4")
	adapt3 := variant("t-blower", "t-adapt3", "Test GPU Adapter3", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1", "adapter_8pin = 3")
	nopower := variant("t-blower", "t-nopower", "Test GPU NoPower", []string{"power_8pin", "power_6pin"})
	bays2 := variant("t-case", "t-case-2psu", "Test Case 2PSU", nil, "psu_bays = 2")
	unk := variant("t-psu", "t-psu-unk", "Test PSU Unknown", []string{"pcie_8pin"})
	unk12 := variant("t-psu", "t-psu-unk12", "Test PSU Unknown 2x16", []string{"pcie_8pin"}, "pcie_12vhpwr = 2")
	unk1 := variant("t-psu", "t-psu-unk1", "Test PSU Unknown 1x16", []string{"pcie_8pin"}, "pcie_12vhpwr = 1")
	parts := p7 + p12 + p4n1 + p3 + dual8 + hpwr + unknownAdapter + adapt + adapt3 + nopower + bays2 + unk + unk12 + unk1
	runCases(t, []ruleCase{
		{name: "four 8+6-pin cards take all 8 plugs", src: rig(parts, gpus("t-blower", 4))},
		{name: "four 8+6-pin cards on 7 plugs", src: rig(parts, gpus("t-blower", 4), l7),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 8 6/8-pin PCIe plugs; the PSU 1601 has 7"}},
		{name: "four dual 8-pin cards take all 8 plugs", src: rig(parts, gpus("t-dual8", 4))},
		{name: "mixed cards add up: 2+2+2 of 8", src: rig(parts, gpus("t-dual8", 2), `gpu "t-blower" {}`)},
		{name: "16-pin card without an adapter, PSU without the cable", src: rig(parts, `gpu "t-hpwr" {}`),
			want: []string{"psu-connectors error"}, msg: []string{"1 16-pin GPU socket needs a native 16-pin cable (no adapter in the card's box); the PSU 1600 P has 0"}},
		{name: "two 16-pin cards on two cables", src: rig(parts, gpus("t-hpwr", 2), l12)},
		{name: "three 16-pin cards on two cables", src: rig(parts, gpus("t-hpwr", 3), l12),
			want: []string{"psu-connectors error"}, msg: []string{"1 16-pin GPU socket needs a native 16-pin cable"}},

		// The adapter in the card's box (SPEC 3, psu-connectors).
		{name: "adapter plugs exactly enough: one 4-plug adapter on 8 plugs", src: rig(parts, `gpu "t-adapt4" {}`),
			want: []string{"psu-connectors warning"}, msg: []string{"1 16-pin GPU socket is fed through the card's own adapter (4 × 6+2 plugs in all)"}},
		{name: "adapter plugs exactly enough: two 4-plug adapters on 8 plugs", src: rig(parts, gpus("t-adapt4", 2)),
			want: []string{"psu-connectors warning"}, msg: []string{"2 16-pin GPU sockets are fed through the card's own adapter (8 × 6+2 plugs in all)"}},
		{name: "adapter plugs one short: two 4-plug adapters on 7 plugs", src: rig(parts, gpus("t-adapt4", 2), l7),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 8 6+2-pin PCIe plugs (8 through the cards' 16-pin adapters); the PSU 1601 has 7"}},
		{name: "a native cable first, the adapter for the other", src: rig(parts, gpus("t-adapt4", 2), l4n1),
			want: []string{"psu-connectors warning"}, msg: []string{"the adapters take 4 of the 4 6+2 plugs"}},
		{name: "the native cable goes to the card without an adapter", src: rig(parts, `gpu "t-hpwr" {}`, `gpu "t-adapt3" {}`, l4n1),
			want: []string{"psu-connectors warning"}, msg: []string{"(3 × 6+2 plugs in all)"}},
		{name: "the native cable goes to the hungriest adapter", src: rig(parts, `gpu "t-adapt3" {}`, `gpu "t-adapt4" {}`, l3, `case "t-case-2psu" {}`),
			want: []string{"psu-connectors error"}},
		{name: "native cables alone: no warning", src: rig(parts, `gpu "t-adapt4" {}`, l4n1)},

		// An adapter that is not known is neither "none" nor a number.
		{name: "unknown adapter, PSU without the cable: missing-data, not an error", src: rig(parts, `gpu "t-hpwr-unknown" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-connectors not checked: 1 16-pin GPU socket without a native cable, and whether the GPU 16pin Unknown's box has an adapter (adapter_8pin) is not known"},
			facts: uncheckedAre("psu-connectors t-hpwr-unknown adapter_8pin")},
		{name: "unknown adapter on a native cable: checked", src: rig(parts, `gpu "t-hpwr-unknown" {}`, l12)},
		{name: "unknown adapter, plugs short even at one plug: error", src: rig(parts, gpus("t-dual8", 2), `gpu "t-hpwr-unknown" {}`, l3),
			want: []string{"psu-connectors error"}, msg: []string{"1 16-pin GPU socket without a native cable; the PSU 1604 has 3 6+2-pin plugs, 2 short even if the card's adapter took one plug"}},
		{name: "unknown adapter, one plug spare: missing-data", src: rig(parts, `gpu "t-dual8" {}`, `gpu "t-hpwr-unknown" {}`, l3),
			want: []string{"missing-data info"}},

		// A PSU's plug count that is not known is neither none nor enough.
		{name: "unknown plugs, 16-pin cards on native cables: checked", src: rig(parts, gpus("t-hpwr", 2), `psu "t-psu-unk12" {}`)},
		{name: "unknown plugs, unknown adapters on native cables: checked", src: rig(parts, gpus("t-hpwr-unknown", 2), `psu "t-psu-unk12" {}`)},
		{name: "unknown plugs, 16-pin card without adapter or cable: error", src: rig(parts, `gpu "t-hpwr" {}`, `psu "t-psu-unk" {}`),
			want: []string{"psu-connectors error"}, msg: []string{"1 16-pin GPU socket needs a native 16-pin cable (no adapter in the card's box); the PSU Unknown has 0"}},
		{name: "unknown plugs, 8-pin cards: missing-data", src: rig(parts, gpus("t-dual8", 2), `psu "t-psu-unk" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-connectors not checked: the GPUs need 4 6+2-pin PCIe plugs; how many the PSU Unknown has (pcie_8pin) is not known"},
			facts: uncheckedAre("psu-connectors t-psu-unk pcie_8pin")},
		{name: "unknown plugs, a 16-pin card through its adapter: missing-data, not a warning", src: rig(parts, gpus("t-adapt4", 2), `psu "t-psu-unk1" {}`),
			want: []string{"missing-data info"}, msg: []string{"the GPUs need 4 6+2-pin PCIe plugs (4 through the cards' 16-pin adapters); how many the PSU Unknown 1x16 has (pcie_8pin) is not known"},
			facts: uncheckedAre("psu-connectors t-psu-unk1 pcie_8pin")},
		{name: "unknown plugs and an unknown adapter: both are named", src: rig(parts, `gpu "t-hpwr-unknown" {}`, `psu "t-psu-unk" {}`),
			want: []string{"missing-data info"}, msg: []string{"the GPUs need at least 1 6+2-pin PCIe plugs (1 16-pin GPU socket without a native cable, whose card's adapter is not known)"},
			facts: uncheckedAre("psu-connectors t-psu-unk pcie_8pin", "psu-connectors t-hpwr-unknown adapter_8pin")},
		{name: "unknown plugs beside a known unit that gives enough: checked", src: rig(parts, gpus("t-dual8", 3), `psu "t-psu-unk" {}`, `psu "t-psu-1601" {}`, `case "t-case-2psu" {}`)},
		{name: "unknown plugs beside a known unit one plug short: missing-data", src: rig(parts, gpus("t-dual8", 4), `psu "t-psu-unk" {}`, `psu "t-psu-1601" {}`, `case "t-case-2psu" {}`),
			want: []string{"missing-data info"}, msg: []string{"the GPUs need 8 6+2-pin PCIe plugs; how many the PSU Unknown has (pcie_8pin) is not known (the other PSUs have 7)"},
			facts: uncheckedAre("psu-connectors t-psu-unk pcie_8pin")},

		// Two PSUs: their plugs add up.
		{name: "two PSUs' plugs add up: 7 + 7 for eight sockets", src: rig(parts, gpus("t-blower", 4), `psu "t-psu-1601" { count = 2 }`, `case "t-case-2psu" {}`)},
		{name: "two PSU blocks' plugs add up", src: rig(parts, gpus("t-dual8", 4), l3, `psu "t-psu-1601" {}`, `case "t-case-2psu" {}`)},

		{name: "missing-data: card without power sockets", src: rig(parts, `gpu "t-nopower" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-connectors not checked: the GPU NoPower has no power_8pin, power_6pin or power_12vhpwr"}},
	})
}

func TestPlan16(t *testing.T) {
	for _, c := range []struct {
		name   string
		cards  []Card16
		native int
		want   Feed16
	}{
		{"no sockets", nil, 2, Feed16{}},
		{"natives cover all", []Card16{{4, true}, {0, true}}, 2, Feed16{}},
		{"no adapter takes the native", []Card16{{4, true}, {0, true}}, 1, Feed16{Adapted: 1, AdapterPlugs: 4}},
		{"hungriest adapter takes the native", []Card16{{3, true}, {4, true}}, 1, Feed16{Adapted: 1, AdapterPlugs: 3}},
		{"unfed without adapter", []Card16{{0, true}, {0, true}}, 1, Feed16{Unfed: 1}},
		{"unknown adapter is not no adapter", []Card16{{0, false}, {0, false}}, 1, Feed16{Unknown: 1}},
		{"no adapter before unknown", []Card16{{0, false}, {0, true}}, 1, Feed16{Unknown: 1}},
		{"unknown before a known adapter", []Card16{{4, true}, {0, false}}, 1, Feed16{Adapted: 1, AdapterPlugs: 4}},
	} {
		if got := Plan16(c.cards, c.native); got != c.want {
			t.Errorf("%s: Plan16 = %+v, want %+v", c.name, got, c.want)
		}
	}
}
