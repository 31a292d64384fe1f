package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CPUCores is rule "cpu-cores".
var CPUCores = &Rule{
	ID: "cpu-cores", Severity: hw.Warning,
	Summary: "the CPU has fewer cores than max(4, 2 × GPUs)",
	Doc: `Data loading and augmentation run on the CPU while the GPUs train: Dettmers (2018) asks for about 2 cores (4 threads)
per GPU when preprocessing on the fly, each extra core adding 0–5 %. Four GPUs therefore want 8 cores (the seed's "8+ cores");
any machine wants 4.`,
	Fix:    "Pick a CPU with more cores, or waive the rule if your data is preprocessed before training (1 core per GPU is then enough).",
	Params: []Param{{"per_gpu", 2, "cores wanted per GPU"}, {"min", 4, "cores wanted in any build"}},
	Fail: example(`
# Three GPUs want max(4, 2 x 3) = 6 cores; the Xeon W-2123 has 4.`, "three-quadros-four-cores",
		`cpu "intel-xeon-w-2123" {}`,
		`cooler "noctua-nh-u12s" {}`,
		`motherboard "asus-ws-c422-sage-10g" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 4 }`,
		`gpu "nvidia-quadro-rtx-5000" { count = 3 }`,
		`psu "evga-supernova-1300-g2" {}`,
		`-case`),
	Pass: example(`
# The 16-core EPYC 7302P with the same three cards.`, "three-quadros-sixteen-cores",
		`cpu "amd-epyc-7302p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 4 }`,
		`gpu "nvidia-quadro-rtx-5000" { count = 3 }`,
		`psu "evga-supernova-1300-g2" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil {
			return
		}
		want := coresWanted(p.Param("min"), p.Param("per_gpu"), p.Facts.GPUCount)
		if CoresShort(p.Facts.Cores, want) {
			p.Report(cpu.Range, fmt.Sprintf("Wanted: max(%d, %d × %d GPUs) = %d cores. Pick a CPU with %d or more cores.", int(p.Param("min")), int(p.Param("per_gpu")), p.Facts.GPUCount, want, want),
				"the %s has %d cores; %d GPUs want %d", cpu.Part.ShortName(), p.Facts.Cores, p.Facts.GPUCount, want)
		}
	},
}

// CoresShort is cpu-cores' judgement: whether a CPU of cores falls short
// of the cores the rule wants (Thresholds.CoresWanted). pick prunes with it.
func CoresShort(cores, wanted int) bool { return cores < wanted }
