package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemoryCapacity is rule "memory-capacity".
var MemoryCapacity = &Rule{
	ID: "memory-capacity", Severity: hw.Error,
	Summary: "total memory exceeds the board's or the CPU's max_memory_gb",
	Doc:     "Boards and CPUs state the largest memory they support; more is not recognised.",
	Fix:     "Use less memory, or a platform that takes more.",
	Fail: example(`
# 256 GB of memory; the Core i9-7900X takes at most 128 GB.`, "256gb-on-skylake-x",
		`cpu "intel-core-i9-7900x" {}`,
		`cooler "noctua-nh-u12s" {}`,
		`motherboard "asus-ws-x299-sage" {}`,
		`memory "corsair-vengeance-lpx-256gb-8x32gb-ddr4-3200" {}`,
		`gpu "nvidia-geforce-gtx-1080-ti-fe" {}`,
		`psu "corsair-rm850x-2021" {}`,
		`-case`),
	Pass: example(`
# 192 GB on a Core Ultra 9 285K and a Z890 board that take 192 and 256 GB.`, "192gb-on-arrow-lake",
		`memory "corsair-vengeance-192gb-4x48gb-ddr5-5200" {}`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mems := p.Role(hw.KindMemory)
		if len(mems) == 0 {
			return
		}
		for _, k := range []hw.Kind{hw.KindMotherboard, hw.KindCPU} {
			it := p.Build.One(k)
			if it == nil {
				continue
			}
			maxGB, ok := maxMemory(it.Part).Get()
			if !ok {
				p.Missing(it.Range, hw.NeedOf(it.Part, "max_memory_gb"), "the %s has no max_memory_gb", it.Part.ShortName())
				continue
			}
			if k == hw.KindCPU {
				maxGB *= float64(it.Count)
			}
			if p.Facts.MemoryGB > maxGB {
				p.Report(mems[0].Range, "", "%g GB of memory; the %s takes at most %g GB", p.Facts.MemoryGB, it.Part.ShortName(), maxGB)
			}
		}
	},
}

// maxMemory is a board's or a CPU's max_memory_gb.
func maxMemory(p *hw.Part) hw.Opt[float64] {
	if p.Kind == hw.KindCPU {
		return p.CPU().MaxMemoryGB
	}
	return p.Board().MaxMemoryGB
}
