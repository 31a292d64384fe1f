package rules

import (
	"testing"
)

func TestSATAPorts(t *testing.T) {
	noPorts := variant("t-board", "t-board-nosata", "Test Board NoSATA", []string{"sata_ports"})
	nvme := `storage "t-nvme" {}`
	runCases(t, []ruleCase{
		{name: "six SATA drives on six ports", src: rig(noPorts, nvme, `storage "t-hdd" { count = 6 }`)},
		{name: "seven SATA drives on six ports", src: rig(noPorts, nvme, `storage "t-hdd" { count = 4 }`, `storage "t-sata-ssd" { count = 3 }`),
			want: []string{"sata-ports error"}, msg: []string{"7 SATA drives; the Board X399 has 6 SATA ports"}},
		{name: "M.2 SATA drives take no SATA port", src: rig(noPorts, nvme, `storage "t-hdd" { count = 6 }`, `storage "t-m2-sata" {}`)},
		{name: "missing-data: board without sata_ports", src: rig(noPorts, nvme, `storage "t-hdd" {}`, `motherboard "t-board-nosata" {}`),
			want: []string{"missing-data info"}, msg: []string{"sata-ports not checked: the Board NoSATA has no sata_ports"}},
		{name: "no SATA drive, no port count needed", src: rig(noPorts, `motherboard "t-board-nosata" {}`)},
	})
}
