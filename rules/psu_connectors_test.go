package rules

import (
	"testing"
)

func TestPSUConnectors(t *testing.T) {
	p7, l7 := psuOf(1601, "pcie_8pin = 7")
	p12, l12 := psuOf(1602, "pcie_12vhpwr = 2")
	dual8 := variant("t-blower", "t-dual8", "Test GPU Dual8", nil, "power_8pin = 2", "power_6pin = 0")
	hpwr := variant("t-blower", "t-hpwr", "Test GPU 16pin", []string{"power_8pin", "power_6pin"}, "power_12vhpwr = 1")
	nopower := variant("t-blower", "t-nopower", "Test GPU NoPower", []string{"power_8pin", "power_6pin"})
	parts := p7 + p12 + dual8 + hpwr + nopower
	runCases(t, []ruleCase{
		{name: "four 8+6-pin cards take all 8 plugs", src: rig(parts, gpus("t-blower", 4))},
		{name: "four 8+6-pin cards on 7 plugs", src: rig(parts, gpus("t-blower", 4), l7),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 8 6/8-pin PCIe plugs; the PSU 1601 has 7"}},
		{name: "four dual 8-pin cards take all 8 plugs", src: rig(parts, gpus("t-dual8", 4))},
		{name: "mixed cards add up: 2+2+2 of 8", src: rig(parts, gpus("t-dual8", 2), `gpu "t-blower" {}`)},
		{name: "12VHPWR card on a PSU without the cable", src: rig(parts, `gpu "t-hpwr" {}`),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 1 12VHPWR plug; the PSU 1600 P has 0"}},
		{name: "two 12VHPWR cards on two cables", src: rig(parts, gpus("t-hpwr", 2), l12)},
		{name: "three 12VHPWR cards on two cables", src: rig(parts, gpus("t-hpwr", 3), l12),
			want: []string{"psu-connectors error"}, msg: []string{"the GPUs need 3 12VHPWR plugs; the PSU 1602 has 2"}},
		{name: "missing-data: card without power sockets", src: rig(parts, `gpu "t-nopower" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-connectors not checked: the GPU NoPower has no power_8pin, power_6pin or power_12vhpwr"}},
	})
}
