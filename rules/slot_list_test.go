package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Slot lists without positions (SPEC 1.1) and the checks that need no board
// table at all (issue 14).
func TestSlotListsWithoutPositions(t *testing.T) {
	// A list as a maker's spec page prints it: x16/x8/x16/x8 from the CPU,
	// then a full-length x4 from the chipset, in the maker's order.
	list := variant("t-board", "t-board-list", "Test Board List", []string{"pcie_slot"},
		"pcie_slot {\n    size = 16\n    lanes = 4\n    gen = 3\n    source = \"chipset\"\n  }",
		"pcie_slot {\n    size = 16\n    lanes = 8\n    gen = 3\n    source = \"cpu\"\n  }",
		"pcie_slot {\n    size = 16\n    lanes = 16\n    gen = 3\n    source = \"cpu\"\n  }",
		"pcie_slot {\n    size = 1\n    lanes = 1\n    gen = 2\n    source = \"chipset\"\n  }")
	noSlots := variant("t-board", "t-board-noslots", "Test Board NoSlots", []string{"pcie_slot"})
	case4 := variant("t-case", "t-case4", "Test Case 4", nil, "expansion_slots = 4")
	board := `motherboard "t-board-list" {}`
	lanesAre := func(want ...int) func(*testing.T, *hw.Facts) {
		return func(t *testing.T, f *hw.Facts) {
			t.Helper()
			var got []int
			for _, p := range f.Placement {
				got = append(got, p.SlotLanes)
				if p.Position != 0 {
					t.Errorf("a card has position %d from a list without positions", p.Position)
				}
			}
			if len(got) != len(want) {
				t.Fatalf("slot lanes %v, want %v", got, want)
			}
			for i := range want {
				if got[i] != want[i] {
					t.Errorf("slot lanes %v, want %v", got, want)
				}
			}
			if len(f.GPUSlots) != 0 {
				t.Errorf("gpu_slots = %v; positions are unknown", f.GPUSlots)
			}
		}
	}
	spacing := "gpu-slots not checked: the Board List's slot list has no positions"
	runCases(t, []ruleCase{
		{name: "one card gets the slot with the most CPU lanes", src: rig(list, board, gpus("t-blower", 1)),
			want: []string{"missing-data info"}, msg: []string{spacing}, facts: lanesAre(16)},
		{name: "two cards take the two CPU slots", src: rig(list, board, gpus("t-blower", 2)),
			want: []string{"missing-data info"}, facts: lanesAre(16, 8)},
		{name: "the third card only gets the chipset x4", src: rig(list, board, gpus("t-blower", 3)),
			want: []string{"missing-data info", "slot-lanes warning"},
			msg:  []string{"the GPU Blower in the best slot the board's list leaves it runs at x4 (under x8) from the chipset"}, facts: lanesAre(16, 8, 4)},
		{name: "more cards than full-length slots, known without positions", src: rig(list, board, gpus("t-blower", 4)),
			want: []string{"gpu-slots error"}, msg: []string{"4 GPUs need 4 full-length slots; the Board List has 3"}},
		{name: "two open-air cards: their gap is unknown", src: rig(list, board, gpus("t-open2", 2)),
			want: []string{"missing-data info", "missing-data info"},
			msg:  []string{"gpu-airflow not checked: the Board List's slot list has no positions"}},
		{name: "pinned slots cannot be checked against a list", src: rig(list, board, gpus("t-blower", 1, "slots = [1]")),
			want: []string{"missing-data info"}, msg: []string{"gpu-slots not checked: the Board List's slot list has no positions to check slots = 1 against"}},

		// The case's slots need no board table: cards cannot share positions.
		{name: "widths past the case's slots, board without a table", src: rig(noSlots+case4, `motherboard "t-board-noslots" {}`, `case "t-case4" {}`, gpus("t-wide3", 2)),
			want: []string{"gpu-slots error"}, msg: []string{"the GPUs take 6 expansion-slot positions (2 × 3-slot GPU Triple); the Case 4 has 4 expansion slots"}},
		{name: "widths exactly the case's slots: only spacing unknown", src: rig(noSlots+case4, `motherboard "t-board-noslots" {}`, `case "t-case4" {}`, gpus("t-blower", 2)),
			want: []string{"missing-data info"}, msg: []string{"gpu-slots not checked: the Board NoSlots has no slot list"}},
		{name: "widths past the case's slots, list without positions", src: rig(list+case4, board, `case "t-case4" {}`, gpus("t-blower", 3)),
			want: []string{"gpu-slots error"}, msg: []string{"the GPUs take 6 expansion-slot positions"}},
	})
}
