package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestGPUSlots(t *testing.T) {
	twoX16 := variant("t-board", "t-board-2x16", "Test Board 2", []string{"pcie_slot"},
		`pcie_slot {
    position = 1
    size = 16
    lanes = 16
    gen = 3
  }`, `pcie_slot {
    position = 3
    size = 16
    lanes = 16
    gen = 3
  }`)
	noSlots := variant("t-board", "t-board-noslots", "Test Board NoSlots", []string{"pcie_slot"})
	w25 := variant("t-blower", "t-w25", "Test GPU 2.5", nil, "slot_width = 2.5")

	runCases(t, []ruleCase{
		{name: "one card takes the lowest slot", src: rig(""), facts: slotsAre(1)},
		{name: "four dual-slot cards at 1,3,5,7 fit an 8-slot case", src: rig("", gpus("t-blower", 4)), facts: slotsAre(1, 3, 5, 7)},
		{name: "four dual-slot cards at 1,3,5,7 do not fit a 7-slot case", src: rig("", gpus("t-blower", 4), `case "t-case7" {}`),
			want:  []string{"gpu-slots error"},
			msg:   []string{"the GPUs fit the board only at slots 1, 3, 5, 7, which reach position 8; the Case 7 has 7 expansion slots", "Use a case with 8 or more"},
			facts: slotsAre()},
		{name: "three dual-slot cards fit a 7-slot case", src: rig("", gpus("t-blower", 3), `case "t-case7" {}`), facts: slotsAre(1, 3, 5)},
		{name: "four three-slot cards at 1,3,5,7 overlap", src: rig("", gpus("t-wide3", 4)),
			want: []string{"gpu-slots error"},
			msg:  []string{"4 GPUs do not fit the Board X399: its full-length slots are at 1, 3, 5, 7, and a 3-slot GPU Triple covers 3 positions; at most 2 of the unpinned cards fit"}},
		{name: "three three-slot cards overlap", src: rig("", gpus("t-wide3", 3)), want: []string{"gpu-slots error"}, msg: []string{"at most 2"}},
		{name: "two three-slot cards take 1 and 5", src: rig("", gpus("t-wide3", 2)), facts: slotsAre(1, 5)},
		{name: "slot_width 2.5 covers three positions", src: rig(w25, gpus("t-w25", 2)), facts: slotsAre(1, 5)},
		{name: "more cards than full-length slots", src: rig(twoX16, `motherboard "t-board-2x16" {}`, gpus("t-blower", 3)),
			want: []string{"gpu-slots error"}, msg: []string{"3 GPUs need 3 full-length slots; the Board 2 has 2 (at 1, 3)"}},

		{name: "pinned to valid slots", src: rig("", gpus("t-blower", 4, "slots = [1, 3, 5, 7]")), facts: func(t *testing.T, f *hw.Facts) {
			slotsAre(1, 3, 5, 7)(t, f)
			for _, p := range f.Placement {
				if !p.Pinned {
					t.Errorf("card in slot %d not marked pinned", p.Position)
				}
			}
		}},
		{name: "pinned to non-lowest slots stays there", src: rig("", gpus("t-blower", 2, "slots = [5, 7]")), facts: slotsAre(5, 7)},
		{name: "pinned to a slot that is not full-length", src: rig("", gpus("t-blower", 1, "slots = [2]")),
			want: []string{"gpu-slots error"}, msg: []string{"slot 2 is not a full-length slot of the Board X399 (full-length slots: 1, 3, 5, 7)"}},
		{name: "pinned to a slot the board lacks", src: rig("", gpus("t-blower", 1, "slots = [9]")),
			want: []string{"gpu-slots error"}, msg: []string{"slot 9 is not a full-length slot"}},
		{name: "pinned cards overlap", src: rig("", gpus("t-wide3", 2, "slots = [1, 3]")),
			want: []string{"gpu-slots error"}, msg: []string{"the GPU Triple pinned at slot 3 overlaps another pinned card"}},
		{name: "pinned cards of two blocks overlap", src: rig("", `gpu "t-wide3" { slots = [1] }`, `gpu "t-blower" { slots = [3] }`),
			want: []string{"gpu-slots error"}, msg: []string{"the GPU Blower pinned at slot 3 overlaps another pinned card"}},
		{name: "pinned count mismatch", src: rig("", gpus("t-blower", 2, "slots = [1]")),
			want: []string{"gpu-slots error"}, msg: []string{"slots lists 1 position(s) for count = 2 card(s)"}},
		{name: "pinned past the case", src: rig("", gpus("t-blower", 1, "slots = [7]"), `case "t-case7" {}`),
			want: []string{"gpu-slots error"}, msg: []string{"the GPU Blower pinned at slot 7 covers positions 7–8; the Case 7 has 7 expansion slots"}},
		{name: "pinned at the last slot of an 8-slot case", src: rig("", gpus("t-blower", 1, "slots = [7]")), facts: slotsAre(7)},
		{name: "unpinned cards fill the lowest slots around pinned ones", src: rig("", `gpu "t-blower" { slots = [5] }`, gpus("t-blower", 2)),
			facts: slotsAre(1, 3, 5)},
		{name: "unpinned open-air cards keep their gap around a pinned blower", src: rig("", `gpu "t-blower" { slots = [3] }`, gpus("t-open2", 2)),
			facts: slotsAre(1, 3, 7)},
		{name: "unpinned cards cannot fit around pinned ones", src: rig("", `gpu "t-blower" { slots = [3] }`, `gpu "t-wide3" { count = 2 }`),
			want: []string{"gpu-slots error"}},

		{name: "missing-data: board without a slot table", src: rig(noSlots, `motherboard "t-board-noslots" {}`),
			want: []string{"missing-data info"}, msg: []string{"gpu-slots not checked: the Board NoSlots has no slot list"}, facts: slotsAre()},
		{name: "no GPU: no slot table needed", src: rig(noSlots+variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true"),
			`motherboard "t-board-noslots" {}`, `cpu "t-cpu-igpu" {}`, "-gpu")},
	})
}

func TestPlacementPreference(t *testing.T) {
	// Full-length slots at 1 (x16), 3 (x4 from the chipset) and 5 (x8).
	x4 := variant("t-board", "t-board-x4", "Test Board X4", []string{"pcie_slot"},
		`pcie_slot {
    position = 1
    size = 16
    lanes = 16
    gen = 3
  }`, `pcie_slot {
    position = 3
    size = 16
    lanes = 4
    gen = 3
    source = "chipset"
  }`, `pcie_slot {
    position = 5
    size = 16
    lanes = 8
    gen = 3
  }`)
	// Full-length slots at 1 (x16), 3 (x8) and 5 (x4 from the chipset).
	x4last := variant("t-board", "t-board-x4last", "Test Board X4Last", []string{"pcie_slot"},
		`pcie_slot {
    position = 1
    size = 16
    lanes = 16
    gen = 3
  }`, `pcie_slot {
    position = 3
    size = 16
    lanes = 8
    gen = 3
  }`, `pcie_slot {
    position = 5
    size = 16
    lanes = 4
    gen = 3
  }`)
	// Six full-length x16 slots, two positions apart, in a 12-slot case.
	six := variant("t-board", "t-board-six", "Test Board Six", []string{"pcie_slot"}, sixSlots()...)
	bigCase := variant("t-case", "t-case12", "Test Case 12", nil, "expansion_slots = 12")
	runCases(t, []ruleCase{
		{name: "x8 before open-air gaps", src: rig(x4last, `motherboard "t-board-x4last" {}`, gpus("t-open2", 2)),
			want: []string{"gpu-airflow warning"}, facts: slotsAre(1, 3)},
		{name: "fewest adjacent open-air pairs before the sum of gaps", src: rig(six+bigCase, `motherboard "t-board-six" {}`, `case "t-case12" {}`, gpus("t-open2", 4)),
			want: []string{"gpu-airflow warning"}, facts: slotsAre(1, 3, 7, 11)},
		{name: "x8 before lowest position", src: rig(x4, `motherboard "t-board-x4" {}`, gpus("t-blower", 2)), facts: slotsAre(1, 5)},
		{name: "third card must take the x4 slot", src: rig(x4, `motherboard "t-board-x4" {}`, gpus("t-blower", 3)),
			want: []string{"slot-lanes warning"}, msg: []string{"the GPU Blower in slot 3 runs at x4 (under x8)"}, facts: slotsAre(1, 3, 5)},
		{name: "pinned to the x4 slot", src: rig(x4, `motherboard "t-board-x4" {}`, gpus("t-blower", 1, "slots = [3]")),
			want: []string{"slot-lanes warning"}, facts: slotsAre(3)},
		{name: "slot-lanes min_lanes = 4 accepts x4", src: rig(x4, `motherboard "t-board-x4" {}`, gpus("t-blower", 3)),
			cfg: &Config{Rules: map[string]RuleConfig{"slot-lanes": {Params: map[string]float64{"min_lanes": 4}}}}, facts: slotsAre(1, 3, 5),
			want: []string{"slot-lanes warning"}, msg: []string{"the GPU Blower in slot 3 is wired to the chipset, not the CPU"}},
		{name: "blowers take the lowest slots", src: rig("", gpus("t-blower", 2)), facts: slotsAre(1, 3)},
		{name: "open-air cards get the largest gap", src: rig("", gpus("t-open2", 2)), facts: slotsAre(1, 7)},
		{name: "open-air gap within a 7-slot case", src: rig("", gpus("t-open2", 2), `case "t-case7" {}`), facts: slotsAre(1, 5)},
		{name: "three open-air cards: one tight pair at most", src: rig("", gpus("t-open2", 3)),
			want: []string{"gpu-airflow warning"}, msg: []string{"the open-air GPU Open in slot 3 sits right below the open-air GPU Open in slot 1"},
			facts: slotsAre(1, 3, 7)},
		{name: "one open-air card and a blower: lowest slots", src: rig("", `gpu "t-open2" {}`, `gpu "t-blower" {}`), facts: slotsAre(1, 3)},
	})
}
