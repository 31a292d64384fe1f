package rules

import (
	"fmt"
	"math"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PSUHeadroom is rule "psu-headroom".
var PSUHeadroom = &Rule{
	ID: "psu-headroom", Severity: hw.Error,
	Summary: "the PSUs give less than the estimated load (error) or less than 10 % headroom (warning)",
	Doc: `load_w = CPU power × CPUs + Σ GPU power + 50 W for board and fans + 5 W per memory module + 7 W per drive. CPU power is
max_power_w, the package power the CPU sustains under full load (Intel's Maximum Turbo Power, AMD's PPT: a Core i9-14900K runs at
253 W, not its 125 W base), else tdp_w; GPU power is power_limit_w where it is set and lower than tdp_w, else tdp_w.
psu_w is the PSUs' combined output (one or two units) at the circuit's voltage: wattage_115v_w on a circuit under 200 V for
units that derate there (2000 W-class units give their rating only at 230 V). Error when psu_w is below load_w; warning when it
is below factor × load_w (default 1.10). Checked against a measurement: Puget Systems' four RTX 3090 Turbo at 300 W with a
Xeon W-2255 drew a 1,717 W peak at the wall on an EVGA 1600 P2; the estimate is 1,442 W DC, 1,567 W at the wall, 8.7 % under that peak. Dettmers' rule
(2018) — add CPU and GPU watts, 10 % for the rest, 10 % more, round up — gives the seed's 1400 W class for four
GTX 1080 Ti (250 W) and a Threadripper 1920X (180 W): load 1264 W × 1.10 = 1390 W, so the 1600 W EVGA SuperNOVA P2 passes.`,
	Fix: "Pick a larger PSU (`rigcheck catalog list psu --fits BUILD`), or set power_limit_w on the GPUs (50 W less costs about 7 % speed).",
	Params: []Param{
		{"factor", 1.10, "PSU wattage should be at least factor × load_w"},
		{"base_w", 50, "board, fans and peripherals in the load estimate, W"},
		{"module_w", 5, "per memory module in the load estimate, W"},
		{"drive_w", 7, "per storage drive in the load estimate, W"},
	},
	Fail: example(`
# Two 350 W RTX 3090 Turbo and a 180 W EPYC 7502P: about 977 W of load on an 850 W PSU.`, "two-3090s-850w",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# 1600 W is more than 1.10 x the load.`, "two-3090s-1300w",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "gigabyte-geforce-rtx-3090-turbo-24g" { count = 2 }`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		psu := p.Build.One(hw.KindPSU)
		if psu == nil {
			return
		}
		w := p.Facts.PSUW
		load := p.Facts.LoadW
		factor := p.Param("factor")
		// Rounded so that a PSU of exactly factor × load passes: in
		// float64, 1.1 × 1300 is 1430.0000000000002.
		want := psuWanted(factor, load)
		name := psuName(p)
		switch short, tight := headroom(w, load, want); {
		case short:
			p.ReportAs(hw.Error, psu.Range, fmt.Sprintf("%s Pick a PSU of at least %.0f W.", loadDetail(p), math.Ceil(want)),
				"%s %.0f W; the build's estimated load is %.0f W", name, w, load)
		case tight:
			p.ReportAs(hw.Warning, psu.Range, fmt.Sprintf("%s Pick a PSU of at least %.0f W, or lower the GPUs' power_limit_w.", loadDetail(p), math.Ceil(want)),
				"%s %.0f W, %.1f %% of the estimated %.0f W load (want %.0f %%)", name, w, 100*w/load, load, 100*factor)
		}
	},
}

func loadDetail(p *Pass) string {
	f := p.Facts
	return fmt.Sprintf("Load: CPU %.0f W + GPUs %.0f W + %.0f W base + %d modules × %.0f W + drives = %.0f W.",
		f.CPUPowerW, f.GPUPowerW, p.Param("base_w"), f.MemoryModules, p.Param("module_w"), f.LoadW)
}

// psuName names the build's PSUs in a message, with the verb: "the RM850x
// gives", "the 2 × SuperNOVA 1600 P2 give", and says when the rating is the
// unit's low-line (115 V) one.
func psuName(p *Pass) string {
	its := p.Role(hw.KindPSU)
	var names []string
	derated := false
	for _, it := range its {
		n := it.Part.ShortName()
		if it.Count > 1 {
			n = fmt.Sprintf("%d × %s", it.Count, n)
		}
		names = append(names, n)
		if it.Part.PSU().Wattage115VW.OK && p.Build.Power.CircuitVolts < 200 {
			derated = true
		}
	}
	verb := "gives"
	if p.Facts.PSUCount > 1 {
		verb = "give"
	}
	s := "the " + strings.Join(names, " and the ")
	if derated {
		s += fmt.Sprintf(" (rated for %g V input)", p.Build.Power.CircuitVolts)
	}
	return s + " " + verb
}
