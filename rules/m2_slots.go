package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// M2Slots is rule "m2-slots".
var M2Slots = &Rule{
	ID: "m2-slots", Severity: hw.Error,
	Summary: "more M.2 drives than the board has M.2 slots of a fitting interface",
	Doc:     "An M.2 NVMe drive needs an NVMe-capable socket, an M.2 SATA drive a SATA-capable one; the board's m2_slot table says which.",
	Fix:     "Use fewer M.2 drives, a PCIe M.2 adapter card (then waive the rule), or a board with more M.2 sockets.",
	Fail: example(`
# Six M.2 NVMe drives; the Z890 AORUS MASTER has five M.2 sockets.`, "six-nvme",
		`storage "samsung-990-pro-4tb" { count = 6 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Pass: example(`
# Four drives fit the board's sockets.`, "four-nvme",
		`storage "samsung-990-pro-4tb" { count = 4 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mb := p.Build.One(hw.KindMotherboard)
		if mb == nil {
			return
		}
		nvme, sata := 0, 0
		var first *hw.Item
		for _, s := range p.Role(hw.KindStorage) {
			if s.Part.Storage().FormFactor != "m.2" {
				continue
			}
			if first == nil {
				first = s
			}
			if s.Part.Storage().Interface == "nvme" {
				nvme += s.Count
			} else {
				sata += s.Count
			}
		}
		if nvme+sata == 0 {
			return
		}
		fits, known := M2Fits(mb.Part, nvme, sata)
		if !known {
			p.Missing(first.Range, hw.NeedOf(mb.Part, "m2_slot"), "the %s has no m2_slot table", mb.Part.ShortName())
			return
		}
		if !fits {
			onlyN, onlyS, both := m2Sockets(mb.Part)
			p.Report(first.Range, fmt.Sprintf("The board has %d NVMe-only, %d SATA-only and %d dual M.2 sockets.", onlyN, onlyS, both),
				"%s (%d NVMe, %d SATA); the %s has %s that fit", prose.Count(nvme+sata, "M.2 drive"), nvme, sata, mb.Part.ShortName(), prose.Count(min(onlyN, nvme)+min(onlyS, sata)+both, "M.2 socket"))
		}
	},
}

// M2Fits is m2-slots' judgement of nvme and sata M.2 drives on board p:
// whether its sockets take them (NVMe-only and SATA-only sockets first,
// dual ones for the rest), and whether the rule can tell (known false: the
// board has no m2_slot table). pick prunes with it.
func M2Fits(p *hw.Part, nvme, sata int) (fits, known bool) {
	if nvme+sata == 0 {
		return true, true
	}
	if len(p.M2) == 0 {
		return false, false
	}
	onlyN, onlyS, both := m2Sockets(p)
	return max(0, nvme-onlyN)+max(0, sata-onlyS) <= both, true
}

// m2Sockets counts board p's NVMe-only, SATA-only and dual M.2 sockets.
func m2Sockets(p *hw.Part) (onlyN, onlyS, both int) {
	for _, s := range p.M2 {
		switch s.Interface {
		case "nvme":
			onlyN++
		case "sata":
			onlyS++
		default:
			both++
		}
	}
	return onlyN, onlyS, both
}
