package rules

import (
	"testing"
)

func TestCPUSocket(t *testing.T) {
	am4 := variant("t-cpu", "t-cpu-am4", "Test CPU AM4", nil, `socket = "AM4"`)
	runCases(t, []ruleCase{
		{name: "same socket", src: rig(am4)},
		{name: "other socket", src: rig(am4, `cpu "t-cpu-am4" {}`), want: []string{"cpu-socket error"},
			msg: []string{"the CPU AM4 is a socket AM4 CPU; the Board X399 has socket TR4", "Pick a board with socket AM4, or a CPU for socket TR4."}},
	})
}
