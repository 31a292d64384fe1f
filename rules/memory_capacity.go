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
			maxGB, over, known := MemoryFits(it.Part, it.Count, p.Facts.MemoryGB)
			switch {
			case !known:
				p.Missing(it.Range, hw.NeedOf(it.Part, "max_memory_gb"), "the %s has no max_memory_gb", it.Part.ShortName())
			case over:
				p.Report(mems[0].Range, "", "%g GB of memory; the %s takes at most %g GB", p.Facts.MemoryGB, it.Part.ShortName(), maxGB)
			}
		}
	},
}

// MemoryFits is memory-capacity's judgement of gb of memory on a board, or
// on count CPUs of one model: the most the part takes, whether gb is over
// it (an error), and whether the rule can tell at all (known false: it
// reports missing data). pick prunes with it, so that the rule and the
// search cannot disagree. The contract pick relies on: more memory is
// never easier, so when the rule cannot tell for gb it cannot tell (or
// fails) for any larger amount.
func MemoryFits(p *hw.Part, count int, gb float64) (limit float64, over, known bool) {
	limit, known = maxMemory(p).Get()
	if !known {
		return 0, false, false
	}
	if p.Kind == hw.KindCPU {
		limit *= float64(count)
	}
	return limit, gb > limit, true
}

// maxMemory is a board's or a CPU's max_memory_gb.
func maxMemory(p *hw.Part) hw.Opt[float64] {
	if p.Kind == hw.KindCPU {
		return p.CPU().MaxMemoryGB
	}
	return p.Board().MaxMemoryGB
}
