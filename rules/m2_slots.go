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
		if len(mb.Part.M2) == 0 {
			p.Missing(first.Range, hw.NeedOf(mb.Part, "m2_slot"), "the %s has no m2_slot table", mb.Part.ShortName())
			return
		}
		onlyN, onlyS, both := 0, 0, 0
		for _, s := range mb.Part.M2 {
			switch s.Interface {
			case "nvme":
				onlyN++
			case "sata":
				onlyS++
			default:
				both++
			}
		}
		spillN, spillS := max(0, nvme-onlyN), max(0, sata-onlyS)
		if spillN+spillS > both {
			p.Report(first.Range, fmt.Sprintf("The board has %d NVMe-only, %d SATA-only and %d dual M.2 sockets.", onlyN, onlyS, both),
				"%s (%d NVMe, %d SATA); the %s has %s that fit", prose.Count(nvme+sata, "M.2 drive"), nvme, sata, mb.Part.ShortName(), prose.Count(min(onlyN, nvme)+min(onlyS, sata)+both, "M.2 socket"))
		}
	},
}
