package rules

import "testing"

func TestM2SSD(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "an NVMe drive", src: rig("")},
		{name: "SATA only", src: rig("", `storage "t-sata-ssd" {}`, `storage "t-hdd" {}`), want: []string{"m2-ssd warning"},
			msg: []string{"the build has no NVMe drive"}},
		{name: "M.2 SATA is not NVMe", src: rig("", `storage "t-m2-sata" {}`), want: []string{"m2-ssd warning"}},
		{name: "no storage at all", src: rig("", "-storage"), want: []string{"m2-ssd warning"}},
	})
}

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

func TestCaseFormFactor(t *testing.T) {
	eatx := variant("t-board", "t-board-eatx", "Test Board EATX", nil, `form_factor = "E-ATX"`)
	atxCase := variant("t-case", "t-case-atx", "Test Case ATX", nil, `form_factors = ["ATX", "Micro-ATX"]`)
	parts := eatx + atxCase
	runCases(t, []ruleCase{
		{name: "ATX board, ATX case", src: rig(parts, `case "t-case-atx" {}`)},
		{name: "E-ATX board, E-ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`)},
		{name: "E-ATX board, ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`, `case "t-case-atx" {}`), want: []string{"case-form-factor error"},
			msg: []string{"the Board EATX is E-ATX; the Case ATX takes [ATX Micro-ATX]"}},
		{name: "no case", src: rig(parts, `motherboard "t-board-eatx" {}`, "-case")},
	})
}

func TestPSUFormFactor(t *testing.T) {
	sfx := variant("t-psu", "t-psu-sfx", "Test PSU SFX", nil, `form_factor = "SFX"`, "length_mm = 100")
	l220 := variant("t-psu", "t-psu-220", "Test PSU 220", nil, "length_mm = 220")
	l221 := variant("t-psu", "t-psu-221", "Test PSU 221", nil, "length_mm = 221")
	noLen := variant("t-psu", "t-psu-nolen", "Test PSU NoLen", []string{"length_mm"})
	sfxCase := variant("t-case", "t-case-sfx", "Test Case SFX", nil, `psu_form_factors = ["SFX", "ATX"]`)
	defCase := variant("t-case", "t-case-def", "Test Case Default", []string{"psu_form_factors", "max_psu_length_mm"})
	parts := sfx + l220 + l221 + noLen + sfxCase + defCase
	runCases(t, []ruleCase{
		{name: "ATX PSU in an ATX case", src: rig(parts)},
		{name: "SFX PSU in an ATX-only case", src: rig(parts, `psu "t-psu-sfx" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU SFX is SFX; the Case 8 takes [ATX]"}},
		{name: "SFX PSU in a case that takes SFX", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-sfx" {}`)},
		{name: "the default is ATX only", src: rig(parts, `psu "t-psu-sfx" {}`, `case "t-case-def" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"takes [ATX]"}},
		{name: "ATX PSU in a default case", src: rig(parts, `psu "t-psu-221" {}`, `case "t-case-def" {}`)},
		{name: "exactly the case's PSU length", src: rig(parts, `psu "t-psu-220" {}`)},
		{name: "1 mm too long", src: rig(parts, `psu "t-psu-221" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the PSU 221 is 221 mm long; the Case 8 takes PSUs up to 220 mm"}},
		{name: "missing-data: PSU without length_mm", src: rig(parts, `psu "t-psu-nolen" {}`), want: []string{"missing-data info"},
			msg: []string{"psu-form-factor not checked: the PSU NoLen has no length_mm"}},
		{name: "no length limit, no length needed", src: rig(parts, `psu "t-psu-nolen" {}`, `case "t-case-def" {}`)},
	})
}
