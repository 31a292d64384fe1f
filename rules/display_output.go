package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// DisplayOutput is rule "display-output".
var DisplayOutput = &Rule{
	ID: "display-output", Severity: hw.Warning,
	Summary: "no GPU and no integrated graphics: nothing drives a display",
	Doc:     "Without a GPU or a CPU with integrated graphics the machine has no display output to install an operating system with (headless servers with a BMC are the exception).",
	Fix:     "Add a GPU, pick a CPU with integrated_graphics, or waive the rule for a headless board with a BMC.",
	Fail: example(`
# No GPU yet, and the EPYC 7502P has no integrated graphics: no screen to install the OS with.`, "gpus-later",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`-gpu`,
		`case "corsair-7000d-airflow" {}`),
	Pass: example(`
# A small 70 W RTX A2000 drives the display (and needs no power cable).`, "gpus-later",
		`cpu "amd-epyc-7502p" {}`,
		`cooler "noctua-nh-u14s-tr4-sp3" {}`,
		`motherboard "asrock-rack-romed8-2t" {}`,
		`memory "samsung-32gb-ddr4-3200-rdimm" { count = 8 }`,
		`gpu "nvidia-rtx-a2000" {}`,
		`case "corsair-7000d-airflow" {}`),
	Check: func(p *Pass) {
		cpu := p.Build.One(hw.KindCPU)
		if cpu == nil || DisplayDriven(p.Facts.GPUCount, cpu.Part.CPU().IntegratedGraphics) {
			return
		}
		p.Report(cpu.Range, "", "the build has no GPU and the %s has no integrated graphics", cpu.Part.ShortName())
	},
}

// DisplayDriven is display-output's judgement: whether gpus GPUs or a CPU
// with (or without) integrated graphics drive a display. pick prunes with
// it.
func DisplayDriven(gpus int, integrated bool) bool { return gpus > 0 || integrated }
