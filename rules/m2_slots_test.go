package rules

import (
	"testing"
)

func TestM2Slots(t *testing.T) {
	// t-board has two NVMe-only M.2 sockets and one NVMe/SATA socket.
	noM2 := variant("t-board", "t-board-nom2", "Test Board NoM2", []string{"m2_slot"})
	runCases(t, []ruleCase{
		{name: "three NVMe drives in three sockets", src: rig(noM2, `storage "t-nvme" { count = 3 }`)},
		{name: "four NVMe drives in three sockets", src: rig(noM2, `storage "t-nvme" { count = 4 }`), want: []string{"m2-slots error"},
			msg: []string{"4 M.2 drives (4 NVMe, 0 SATA); the Board X399 has 3 M.2 sockets that fit", "2 NVMe-only, 0 SATA-only and 1 dual"}},
		{name: "an M.2 SATA drive takes the dual socket", src: rig(noM2, `storage "t-nvme" { count = 2 }`, `storage "t-m2-sata" {}`)},
		{name: "three NVMe and one M.2 SATA drive", src: rig(noM2, `storage "t-nvme" { count = 3 }`, `storage "t-m2-sata" {}`), want: []string{"m2-slots error"},
			msg: []string{"4 M.2 drives (3 NVMe, 1 SATA)"}},
		{name: "two M.2 SATA drives, one SATA-capable socket", src: rig(noM2, `storage "t-m2-sata" { count = 2 }`),
			want: []string{"m2-slots error", "m2-ssd warning"}},
		{name: "2.5-inch SATA drives take no M.2 socket", src: rig(noM2, `storage "t-nvme" { count = 3 }`, `storage "t-sata-ssd" { count = 2 }`)},
		{name: "missing-data: board without an M.2 table", src: rig(noM2, `motherboard "t-board-nom2" {}`), want: []string{"missing-data info"},
			msg: []string{"m2-slots not checked: the Board NoM2 has no m2_slot table"}},
		{name: "no M.2 drive, no M.2 table needed", src: rig(noM2, `motherboard "t-board-nom2" {}`, `storage "t-hdd" {}`), want: []string{"m2-ssd warning"}},
	})
}
