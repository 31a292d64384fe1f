package rules

import (
	"fmt"
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
		{name: "one card gets the slot with the most CPU lanes; it fits every layout the ATX positions allow", src: rig(list, board, gpus("t-blower", 1)),
			facts: lanesAre(16)},
		{name: "two cards take the two CPU slots; they fit every layout", src: rig(list, board, gpus("t-blower", 2)),
			facts: lanesAre(16, 8)},
		{name: "the third card only gets the chipset x4; three cards fit some layouts only", src: rig(list, board, gpus("t-blower", 3)),
			want: []string{"missing-data info", "slot-lanes warning"},
			msg: []string{"the GPU Blower in the best slot the board's list leaves it runs at x4 (under x8) from the chipset",
				spacing, "the cards fit 10 of the 35 layouts its slot list allows on an ATX board"}, facts: lanesAre(16, 8, 4)},
		{name: "more cards than full-length slots, known without positions", src: rig(list, board, gpus("t-blower", 4)),
			want: []string{"gpu-slots error"}, msg: []string{"4 GPUs need 4 full-length slots; the Board List has 3"}},
		{name: "two open-air cards fit every layout, but their gap is unknown", src: rig(list, board, gpus("t-open2", 2)),
			want: []string{"missing-data info"},
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

// Slot-order bounds (SPEC 3.2): the i-th of n listed slots lies between
// positions i and P − (n − i) of the board's form factor; gpu-slots and
// gpu-airflow decide when every layout that allows agrees.
func TestSlotOrderBounds(t *testing.T) {
	slot := func(size, lanes int) string {
		return fmt.Sprintf("pcie_slot {\n    size = %d\n    lanes = %d\n    gen = 3\n    source = \"cpu\"\n  }", size, lanes)
	}
	board := func(id, ff string, slots ...string) string {
		return variant("t-board", id, "Test Board "+id, []string{"pcie_slot"}, append([]string{fmt.Sprintf("form_factor = %q", ff)}, slots...)...)
	}
	x16 := func(n int) []string {
		var out []string
		for range n {
			out = append(out, slot(16, 16))
		}
		return out
	}
	// Micro-ATX (4 positions) with three x16 slots, and with two.
	matx3 := board("matx3", "Micro-ATX", x16(3)...)
	matx2 := board("matx2", "Micro-ATX", x16(2)...)
	// ATX: one x16 slot and two x1, which say nothing of where they are.
	atx1 := board("atx1", "ATX", slot(16, 16), slot(1, 1), slot(1, 1))
	// ATX: four x16 slots.
	atx4 := board("atx4", "ATX", x16(4)...)
	// ATX: seven x16 slots: the positions are 1 to 7.
	atx7 := board("atx7", "ATX", x16(7)...)
	// Eight x16 slots on an ATX board: more than its positions, no bound.
	atx8 := board("atx8", "ATX", x16(8)...)
	xl := board("xl", "XL-ATX", slot(16, 16))
	open3 := variant("t-blower", "t-open3", "Test GPU Open3", nil, `cooler = "open-air"`, "slot_width = 3")
	case7 := variant("t-case", "t-case7b", "Test Case 7b", nil, "expansion_slots = 7")
	caseXL := variant("t-case", "t-case-xl", "Test Case XL", nil, `form_factors = ["XL-ATX"]`)
	parts := matx3 + matx2 + atx1 + atx4 + atx7 + atx8 + xl + open3 + case7 + caseXL
	mb := func(id string) string { return fmt.Sprintf("motherboard %q {}", id) }
	runCases(t, []ruleCase{
		{name: "a 2-slot card in an ATX board's only x16 slot fits an 8-slot case whatever the position", src: rig(parts, mb("atx1")),
			facts: boundsAre("gpu-slots atx1 pcie_slot.position")},
		{name: "a 3-slot card in the only x16 slot: position 6 or 7 would need more than 7 slots", src: rig(parts, mb("atx1"), `case "t-case7b" {}`, `gpu "t-wide3" {}`),
			want: []string{"missing-data info"}, msg: []string{"the cards fit 5 of the 7 layouts its slot list allows on an ATX board"}},
		{name: "a 2-slot card in the first of four x16 slots fits a 7-slot case", src: rig(parts, mb("atx4"), `case "t-case7b" {}`),
			facts: boundsAre("gpu-slots atx4 pcie_slot.position")},
		{name: "four 2-slot cards on four x16 slots need the positions", src: rig(parts, mb("atx4"), gpus("t-blower", 4)),
			want: []string{"missing-data info"}, msg: []string{"the cards fit 1 of the 35 layouts"}},
		{name: "seven x16 slots on an ATX board: the positions are known", src: rig(parts, mb("atx7"), gpus("t-wide3", 2)),
			facts: boundsAre("gpu-slots atx7 pcie_slot.position")},
		{name: "three 2-slot cards fit no layout of three x16 slots in four positions: fails from the bound", src: rig(parts, mb("matx3"), gpus("t-blower", 3)),
			want: []string{"gpu-slots error"}, msg: []string{"the GPUs fit none of the 4 layouts the Board matx3's 3 full-length slots allow on a Micro-ATX board (4 positions)"}},
		{name: "two open-air 3-slot cards: the one layout that takes them stacks them", src: rig(parts, mb("matx2"), gpus("t-open3", 2)),
			want: []string{"missing-data info", "gpu-airflow warning"},
			msg:  []string{"whatever the Board matx2's slot positions, two open-air cards sit with no free slot between them (each of the 1 layouts"}},
		{name: "two open-air 2-slot cards on seven x16 slots: a free slot between them", src: rig(parts, mb("atx7"), gpus("t-open2", 2)),
			facts: boundsAre("gpu-airflow atx7 pcie_slot.position", "gpu-slots atx7 pcie_slot.position")},
		{name: "more x16 slots than the form factor's positions: no bound", src: rig(parts, mb("atx8")),
			want: []string{"missing-data info"}, msg: []string{"gpu-slots not checked: the Board atx8's slot list has no positions"}, facts: boundsAre()},
		{name: "XL-ATX has no specification to bound the positions", src: rig(parts, mb("xl"), `case "t-case-xl" {}`),
			want: []string{"missing-data info"}, facts: boundsAre()},
	})
}
