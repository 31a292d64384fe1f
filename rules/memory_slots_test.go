package rules

import (
	"testing"
)

func TestMemorySlots(t *testing.T) {
	k8 := variant("t-ram-4x16", "t-ram-4x8", "Test RAM 4x8", nil, "module_gb = 8")
	runCases(t, []ruleCase{
		{name: "8 modules in 8 slots", src: rig(k8, `memory "t-ram-4x8" { count = 2 }`)},
		{name: "12 modules in 8 slots", src: rig(k8, `memory "t-ram-4x8" { count = 3 }`), want: []string{"memory-slots error"},
			msg: []string{"12 memory modules; the Board X399 has 8 slots"}},
		{name: "modules of two kits add up", src: rig(k8, `memory "t-ram-4x8" { count = 2 }`, `memory "t-ram-4x16" {}`), want: []string{"memory-slots error"},
			msg: []string{"12 memory modules"}},
	})
}
