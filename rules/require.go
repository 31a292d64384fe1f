package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Require is rule "require".
var Require = &Rule{
	ID: "require", Severity: hw.Error,
	Summary: "a require minimum (gpus, vram_gb per card, memory_gb, storage_gb, cores) is not met",
	Doc:     "A build's require block states what the machine is for; validate checks it and pick satisfies it.",
	Fix:     "Change the parts until each minimum is met, or let `rigcheck pick` choose them.",
	Fail: example(`
# The team asked for 128 GB of memory; the build has 64 GB.`, "training-box",
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`,
		`require {
  memory_gb = 128
}`),
	Pass: example(`
# Two kits: 128 GB in four slots.`, "training-box",
		`memory "corsair-vengeance-64gb-2x32gb-ddr5-6000" { count = 2 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`,
		`require {
  memory_gb = 128
}`),
	Check: func(p *Pass) {
		r, f := p.Build.Require, p.Facts
		chk := func(name string, want *float64, have float64, what string) {
			if RequireShort(want, have) {
				p.Report(r.Ranges[name], "", "require %s = %g: the build has %g %s", name, *want, have, what)
			}
		}
		chk("gpus", r.GPUs, float64(f.GPUCount), "GPUs")
		chk("memory_gb", r.MemoryGB, f.MemoryGB, "GB of memory")
		chk("storage_gb", r.StorageGB, f.StorageGB, "GB of storage")
		chk("cores", r.Cores, float64(f.Cores), "cores")
		if r.VRAMGB != nil {
			for _, g := range p.Role(hw.KindGPU) {
				if v := g.Part.GPU().VRAMGB; RequireShort(r.VRAMGB, v) {
					p.Report(r.Ranges["vram_gb"], "", "require vram_gb = %g per card: the %s has %g GB", *r.VRAMGB, g.Part.ShortName(), v)
				}
			}
		}
	},
}

// RequireShort is require's judgement of one minimum: whether have falls
// short of want (nil: no minimum). vram_gb applies it to each card. pick
// prunes with it.
func RequireShort(want *float64, have float64) bool { return want != nil && have < *want }
