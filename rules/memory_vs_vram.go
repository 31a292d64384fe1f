package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemoryVsVRAM is rule "memory-vs-vram".
var MemoryVsVRAM = &Rule{
	ID: "memory-vs-vram", Severity: hw.Warning,
	Summary: "system memory is less than the total GPU memory",
	Doc:     "Dettmers (2018): have at least as much RAM as your GPU memory, so that a batch or a model checkpoint can be staged in RAM; d2l's tiers go 32 GB for one GPU to 128 GB for four.",
	Fix:     "Add memory until it is at least the total VRAM.",
	Fail: example(`
# 32 GB of memory for a 48 GB RTX 6000 Ada.`, "small-ram-big-card",
		`memory "corsair-vengeance-32gb-2x16gb-ddr5-6000" {}`,
		`gpu "nvidia-rtx-6000-ada" {}`),
	Pass: example(`
# 96 GB of memory: at least the card's 48 GB.`, "enough-ram",
		`memory "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}`,
		`gpu "nvidia-rtx-6000-ada" {}`),
	Check: func(p *Pass) {
		// Without memory, missing-part (or unknown-part) already says so:
		// "0 GB of memory" would only repeat it.
		ms := p.Role(hw.KindMemory)
		if len(ms) == 0 || MemoryCoversVRAM(p.Facts.GPUCount, p.Facts.MemoryGB, p.Facts.VRAMGB) {
			return
		}
		p.Report(ms[0].Range, "", "%g GB of memory for %g GB of GPU memory", p.Facts.MemoryGB, p.Facts.VRAMGB)
	},
}

// MemoryCoversVRAM is memory-vs-vram's judgement: whether memGB of system
// memory is at least the vramGB of gpus GPUs (no GPU: nothing to cover).
// pick prunes with it.
func MemoryCoversVRAM(gpus int, memGB, vramGB float64) bool { return gpus == 0 || memGB >= vramGB }
