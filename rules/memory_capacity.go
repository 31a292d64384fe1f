package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "memory-capacity", Severity: hw.Error,
		Summary: "total memory exceeds the board's or the CPU's max_memory_gb",
		Doc:     "Boards and CPUs state the largest memory they support; more is not recognised.",
		Fix:     "Use less memory, or a platform that takes more.",
		Check: func(p *Pass) {
			mems := p.Build.Role(hw.KindMemory)
			if len(mems) == 0 {
				return
			}
			for _, k := range []hw.Kind{hw.KindMotherboard, hw.KindCPU} {
				it := p.Build.One(k)
				if it == nil {
					continue
				}
				maxGB, ok := it.Part.Num("max_memory_gb")
				if !ok {
					p.Missing(it.Range, "the %s has no max_memory_gb", it.Part.ShortName())
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
	})
}
