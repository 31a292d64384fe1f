package rules

import "testing"

func TestCPUChipset(t *testing.T) {
	c422 := variant("t-board", "t-board-c422", "Test Board C422", nil, `chipset = "C422"`)
	bios := variant("t-cpu", "t-cpu-bios", "Test CPU Bios", []string{"chipsets"}, `chipsets = ["TRX40"]`, `chipsets_bios = ["X399"]`)
	none := variant("t-cpu", "t-cpu-nochipsets", "Test CPU NoChipsets", []string{"chipsets"})
	lower := variant("t-cpu", "t-cpu-lower", "Test CPU Lower", []string{"chipsets"}, `chipsets = ["x399"]`)
	am4 := variant("t-cpu", "t-cpu-am4", "Test CPU AM4", nil, `socket = "AM4"`)
	runCases(t, []ruleCase{
		{name: "the board's chipset is listed", src: rig("")},
		{name: "matching ignores case", src: rig(lower, `cpu "t-cpu-lower" {}`)},
		{name: "same socket, chipset not listed (Xeon W-2100 on X299)", src: rig(c422, `motherboard "t-board-c422" {}`),
			want: []string{"cpu-chipset error"},
			msg:  []string{"the CPU 12C does not run on the C422 chipset of the Board C422 (its chipsets: X399)", `The CPU 12C runs on "X399".`}},
		{name: "chipset needs a BIOS update first", src: rig(bios, `cpu "t-cpu-bios" {}`),
			want: []string{"cpu-chipset warning"}, msg: []string{"the CPU Bios runs on X399 boards only after a BIOS update (the Board X399)"}},
		{name: "no chipsets list: missing data, not a pass", src: rig(none, `cpu "t-cpu-nochipsets" {}`),
			want: []string{"missing-data info"}, msg: []string{"cpu-chipset not checked: the CPU NoChipsets has no chipsets list"}},
		{name: "a socket mismatch is cpu-socket's, not also cpu-chipset's", src: rig(am4, `cpu "t-cpu-am4" {}`),
			want: []string{"cpu-socket error"}},
	})
}
