package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "m2-ssd", Severity: hw.Warning,
		Summary: "no NVMe drive",
		Doc:     "An M.2 NVMe SSD reads at 3.4 GB/s or more (Samsung 970 EVO) against 600 MB/s for SATA (the seed article): data loading from SATA starves fast GPUs.",
		Fix:     "Add an NVMe drive for the OS and the working data set.",
		Check: func(p *Pass) {
			if p.Facts.NVMeCount > 0 {
				return
			}
			rng := p.Build.DefRange
			if s := p.Build.Role(hw.KindStorage); len(s) > 0 {
				rng = s[0].Range
			}
			p.Report(rng, "", "the build has no NVMe drive (SATA reads at about 600 MB/s, NVMe at 3,400 MB/s or more)")
		},
	})
}
