package rules

import (
	"testing"
)

func TestMemoryType(t *testing.T) {
	ddr5 := variant("t-ram-4x16", "t-ram-ddr5", "Test RAM DDR5", nil, `type = "DDR5"`, "speed_mts = 5600")
	board5 := variant("t-board", "t-board-ddr5", "Test Board DDR5", nil, `memory_type = "DDR5"`)
	cpuBoth := variant("t-cpu", "t-cpu-ddr45", "Test CPU DDR45", nil, `memory_types = ["DDR4", "DDR5"]`)
	parts := ddr5 + board5 + cpuBoth
	runCases(t, []ruleCase{
		{name: "DDR4 everywhere", src: rig(parts)},
		{name: "DDR5 kit on a DDR4 board and CPU", src: rig(parts, `memory "t-ram-ddr5" {}`),
			want: []string{"memory-type error", "memory-type error"},
			msg:  []string{"the RAM DDR5 is DDR5; the Board X399 takes DDR4", "the RAM DDR5 is DDR5; the CPU 12C takes DDR4"}},
		{name: "DDR5 kit and board, DDR4-only CPU", src: rig(parts, `memory "t-ram-ddr5" {}`, `motherboard "t-board-ddr5" {}`),
			want: []string{"memory-type error"}, msg: []string{"the CPU 12C takes DDR4"}},
		{name: "DDR5 kit, board and CPU", src: rig(parts, `memory "t-ram-ddr5" {}`, `motherboard "t-board-ddr5" {}`, `cpu "t-cpu-ddr45" {}`)},
		{name: "DDR4 kit on a DDR4/DDR5 CPU", src: rig(parts, `cpu "t-cpu-ddr45" {}`)},
	})
}
