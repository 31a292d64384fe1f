package rules

import (
	"testing"
)

func TestMemoryChannels(t *testing.T) {
	k2 := variant("t-ram-4x16", "t-ram-2x16", "Test RAM 2x16", nil, "modules = 2")
	runCases(t, []ruleCase{
		{name: "one module per channel", src: rig(k2)},
		{name: "two modules for four channels", src: rig(k2, `memory "t-ram-2x16" {}`), want: []string{"memory-channels info"},
			msg: []string{"2 memory modules for the CPU 12C's 4 channels"}},
		{name: "two kits of two fill four channels", src: rig(k2, `memory "t-ram-2x16" { count = 2 }`)},
	})
}
