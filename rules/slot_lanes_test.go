package rules

import (
	"fmt"
	"testing"
)

func TestSlotLanes(t *testing.T) {
	// A board with one full-length slot at position 1 of the given lanes and
	// source.
	one := func(id string, lanes int, source string) string {
		return variant("t-board", id, "Test Board "+id, []string{"pcie_slot"},
			fmt.Sprintf("pcie_slot {\n    position = 1\n    size = 16\n    lanes = %d\n    gen = 3\n    source = %q\n  }", lanes, source))
	}
	parts := one("x8cpu", 8, "cpu") + one("x4cpu", 4, "cpu") + one("x16chipset", 16, "chipset") + one("x4chipset", 4, "chipset")
	board := func(id string) string { return fmt.Sprintf("motherboard %q {}", id) }
	runCases(t, []ruleCase{
		{name: "x16 from the CPU", src: rig(parts)},
		{name: "x8 from the CPU: the threshold itself passes", src: rig(parts, board("x8cpu"))},
		{name: "x4 from the CPU warns", src: rig(parts, board("x4cpu")),
			want: []string{"slot-lanes warning"}, msg: []string{"the GPU Blower in slot 1 runs at x4 (under x8)"}},
		{name: "x16 from the chipset warns", src: rig(parts, board("x16chipset")),
			want: []string{"slot-lanes warning"}, msg: []string{"the GPU Blower in slot 1 is wired to the chipset, not the CPU"}},
		{name: "x4 from the chipset warns once, saying both", src: rig(parts, board("x4chipset")),
			want: []string{"slot-lanes warning"}, msg: []string{"runs at x4 (under x8) from the chipset"}},
		{name: "min_lanes raised to 16 makes x8 warn", src: rig(parts, board("x8cpu")),
			cfg:  &Config{Rules: map[string]RuleConfig{"slot-lanes": {Params: map[string]float64{"min_lanes": 16}}}},
			want: []string{"slot-lanes warning"}, msg: []string{"runs at x8 (under x16)"}},
		{name: "no GPU, nothing to place", src: rig(parts, board("x4chipset"), "-gpu"), want: []string{"display-output warning"}},
	})
}
