package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// CPUChipset is rule "cpu-chipset".
var CPUChipset = &Rule{
	ID: "cpu-chipset", Severity: hw.Error,
	Summary: "the board's chipset is not one the CPU runs on (error), or needs a BIOS update first (warning)",
	Doc: `A socket is not a platform: CPUs that share a socket can need different chipsets. A Xeon W-2100/W-2200 fits the
LGA2066 socket of an X299 board but runs only on C422; a Core i9-10980XE fits a C422 board but runs only on X299; a
Threadripper 3000 needs TRX40, not X399, and a Threadripper PRO needs WRX80/WRX90. The CPU's chipsets come from the maker's
page (Intel ark's "Chipset" field, AMD's supported chipsets); chipsets_bios lists those that need a BIOS update first
(a Ryzen 9000 on a 600-series AM5 board, a 14th-gen Core on a Z690 board). A CPU without a chipsets list is reported as
missing data, since the socket alone does not prove the pair works.`,
	Fix: "Pick a board whose chipset the CPU lists (`rigcheck catalog show CPU` shows them), or a CPU made for the board's chipset; for a BIOS-update pair, check that the board's BIOS is new enough or that it can flash without a CPU.",
	Fail: example(`
# A Xeon W-2123 fits the X299 board's LGA2066 socket, but Xeon W-2100 runs only on C422.`, "xeon-on-x299",
		`cpu "intel-xeon-w-2123" {}`,
		`cooler "noctua-nh-u14s" {}`,
		`motherboard "msi-x299-sli-plus" {}`,
		`memory "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}`,
		`gpu "nvidia-geforce-gtx-1080-ti-fe" {}`,
		`storage "samsung-970-evo-1tb" {}`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# Intel lists Z890 for the Core Ultra 9 285K.`, "285k-on-z890"),
	Check: func(p *Pass) {
		cpu, mb := p.Build.One(hw.KindCPU), p.Build.One(hw.KindMotherboard)
		if cpu == nil || mb == nil || cpu.Part.CPU().Socket != mb.Part.Board().Socket {
			return // cpu-socket reports a socket mismatch
		}
		chipset := mb.Part.Board().Chipset
		runs, ok := cpu.Part.CPU().Chipsets.Get()
		bios := cpu.Part.CPU().ChipsetsBIOS.V
		if !ok {
			p.Missing(cpu.Range, hw.NeedOf(cpu.Part, "chipsets"), "the %s has no chipsets list", cpu.Part.ShortName())
			return
		}
		switch {
		case containsFold(runs, chipset):
		case containsFold(bios, chipset):
			p.ReportAs(hw.Warning, mb.Range, "Check that the board's BIOS is new enough before you buy (the maker's CPU support list names the version), or that the board can flash its BIOS without a CPU.",
				"the %s runs on %s boards only after a BIOS update (the %s)", cpu.Part.ShortName(), chipset, mb.Part.ShortName())
		default:
			p.ReportAs(hw.Error, mb.Range, fmt.Sprintf("The %s runs on %s. Pick such a board (`rigcheck catalog list motherboard --where 'socket == \"%s\"'`) or a CPU made for %s.",
				cpu.Part.ShortName(), chipsetList(runs, bios), mb.Part.Board().Socket, chipset),
				"the %s does not run on the %s chipset of the %s (its chipsets: %s)", cpu.Part.ShortName(), chipset, mb.Part.ShortName(), strings.Join(runs, ", "))
		}
	},
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(strings.TrimSpace(x), strings.TrimSpace(s)) {
			return true
		}
	}
	return false
}

func chipsetList(runs, bios []string) string {
	s := suggest.List(runs)
	if len(bios) > 0 {
		s += " (" + suggest.List(bios) + " after a BIOS update)"
	}
	return s
}
