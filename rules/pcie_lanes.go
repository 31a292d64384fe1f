package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// PCIeLanes is rule "pcie-lanes".
var PCIeLanes = &Rule{
	ID: "pcie-lanes", Severity: hw.Error,
	Summary: "the GPUs and CPU-wired NVMe drives need more PCIe lanes than the CPU has",
	Doc: `Each GPU needs 8 lanes and each NVMe drive on CPU lanes 4 (NVMe drives fill the board's chipset-wired M.2 slots first).
Four GPUs and one NVMe drive need 36 lanes: the seed article's "36+ PCIe lanes". Below x8 per card, multi-GPU training loses
5–10 % (Dettmers 2023), and a CPU without the lanes makes the board share or disable slots.
The CPU's pcie_lanes counts lanes for slots and M.2, not the chipset link (a Threadripper 1920X has 64, 4 of them to the chipset: 60).`,
	Fix:    "Use a CPU with more lanes (Threadripper, Threadripper PRO, Xeon W, Core X 44-lane parts), fewer GPUs, or put NVMe drives in chipset-wired M.2 slots.",
	Params: []Param{{"per_gpu", 8, "lanes needed per GPU"}, {"per_nvme", 4, "lanes needed per NVMe drive on CPU lanes"}},
	Fail: example(`
# Four GPUs at x8 and a CPU-wired NVMe drive need 36 lanes; the Core i7-7820X has 28.`, "four-gpus-on-28-lanes",
		`cpu "intel-core-i7-7820x" {}`,
		`cooler "noctua-nh-u12s" {}`,
		`motherboard "asus-ws-x299-sage" {}`,
		`memory "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}`,
		`gpu "asus-geforce-rtx-2080-ti-turbo" { count = 4 }`,
		`storage "samsung-970-evo-1tb" {}`,
		`psu "evga-supernova-1600-p2" {}`,
		`-case`),
	Pass: example(`
# The same four cards and drive on a 128-lane EPYC 7302P.`, "four-gpus-on-128-lanes",
		`cpu "amd-epyc-7302p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 4 }`,
		`gpu "asus-geforce-rtx-2080-ti-turbo" { count = 4 }`,
		`storage "samsung-970-evo-1tb" {}`,
		`psu "evga-supernova-1600-p2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil {
			return
		}
		fits, known := LanesFit(p.Facts.LanesNeeded, p.Facts.LanesAvailable)
		if !known {
			p.Missing(cpu.Range, hw.NeedOf(cpu.Part, "pcie_lanes"), "the %s has no pcie_lanes", cpu.Part.ShortName())
			return
		}
		if fits {
			return
		}
		need, have := p.Facts.LanesNeeded, *p.Facts.LanesAvailable
		perGPU := int(p.Param("per_gpu"))
		var what string
		if gpus := p.Role(hw.KindGPU); len(gpus) > 0 {
			what = fmt.Sprintf("%d × %s need %d lanes", p.Facts.GPUCount, gpus[0].Part.ShortName(), perGPU*p.Facts.GPUCount)
			if len(gpus) > 1 {
				what = fmt.Sprintf("%d GPUs need %d lanes", p.Facts.GPUCount, perGPU*p.Facts.GPUCount)
			}
		} else {
			what = "no GPUs need 0 lanes"
		}
		if n := p.Facts.CPUNVMe; n > 0 {
			what += fmt.Sprintf(" plus %d for the NVMe %s", n*int(p.Param("per_nvme")), prose.Plural(n, "drive"))
		}
		p.Report(cpu.Range,
			fmt.Sprintf("Needed: %d × %d per GPU + %d × %d per CPU-wired NVMe drive = %d. Available: %d. Pick a CPU with %d or more lanes (`rigcheck catalog list cpu --where 'pcie_lanes >= %d'`), or use fewer GPUs.",
				p.Facts.GPUCount, perGPU, p.Facts.CPUNVMe, int(p.Param("per_nvme")), need, have, need, need),
			"%s; the %s has %d", what, cpu.Part.ShortName(), have)
	},
}

// LanesFit is pcie-lanes' judgement: whether need lanes (Thresholds.
// LanesNeeded) fit the CPUs' have, and whether the rule can tell (known
// false: lanes are needed and the CPU has no pcie_lanes, have nil). pick
// prunes with it.
func LanesFit(need int, have *int) (fits, known bool) {
	if need == 0 {
		return true, true
	}
	if have == nil {
		return false, false
	}
	return need <= *have, true
}

// ChipsetNVMe is how many of board p's M.2 sockets take an NVMe drive on
// the chipset's lanes rather than the CPU's.
func ChipsetNVMe(p *hw.Part) int {
	n := 0
	for _, s := range p.M2 {
		if s.Source == "chipset" && s.Interface != "sata" {
			n++
		}
	}
	return n
}

// CPUNVMe is how many of nvme NVMe drives take the CPU's lanes (the facts'
// cpu_nvme, which LanesNeeded counts) on a board with chipsetNVMe sockets
// on the chipset: the rest.
func CPUNVMe(nvme, chipsetNVMe int) int { return max(0, nvme-chipsetNVMe) }
