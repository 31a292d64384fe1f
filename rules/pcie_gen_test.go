package rules

import (
	"testing"
)

func TestPCIeGen(t *testing.T) {
	gen4 := variant("t-blower", "t-gen4", "Test GPU Gen4", nil, "pcie_gen = 4")
	gen2 := variant("t-blower", "t-gen2", "Test GPU Gen2", nil, "pcie_gen = 2")
	runCases(t, []ruleCase{
		{name: "same generation", src: rig("")},
		{name: "older card", src: rig(gen2, `gpu "t-gen2" {}`)},
		{name: "newer card in an older slot", src: rig(gen4, `gpu "t-gen4" {}`),
			want: []string{"pcie-gen info"}, msg: []string{"the PCIe 4.0 GPU Gen4 in slot 1 runs at PCIe 3.0"}},
	})
}
