package rules

import (
	"testing"
)

func TestMemoryRegistered(t *testing.T) {
	reg := variant("t-ram-4x16", "t-ram-reg", "Test RAM Reg", nil, "registered = true", "ecc = true")
	rboard := variant("t-board", "t-board-rdimm", "Test Board RDIMM", nil, "registered_memory = true")
	rcpu := variant("t-cpu", "t-cpu-rdimm", "Test CPU RDIMM", nil, "registered_memory = true")
	parts := reg + rboard + rcpu
	runCases(t, []ruleCase{
		{name: "unbuffered on unbuffered", src: rig(parts)},
		{name: "registered on an unbuffered board", src: rig(parts, `memory "t-ram-reg" {}`), want: []string{"memory-registered error"},
			msg: []string{"the RAM Reg is registered (RDIMM); the Board X399 takes unbuffered memory"}},
		{name: "unbuffered on an RDIMM board", src: rig(parts, `motherboard "t-board-rdimm" {}`), want: []string{"memory-registered error"},
			msg: []string{"the RAM 64GB (4x16GB) is unbuffered; the Board RDIMM takes registered (RDIMM) memory"}},
		{name: "registered on an RDIMM board and CPU", src: rig(parts, `memory "t-ram-reg" {}`, `motherboard "t-board-rdimm" {}`, `cpu "t-cpu-rdimm" {}`)},
		{name: "registered on an RDIMM board with a CPU that takes none", src: rig(parts, `memory "t-ram-reg" {}`, `motherboard "t-board-rdimm" {}`),
			want: []string{"memory-registered error"}, msg: []string{"the RAM Reg is registered (RDIMM); the CPU 12C takes unbuffered memory"}},
	})
}
