package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// M2SSD is rule "m2-ssd".
var M2SSD = &Rule{
	ID: "m2-ssd", Severity: hw.Warning,
	Summary: "no NVMe drive",
	Doc:     "An M.2 NVMe SSD reads at 3.4 GB/s or more (Samsung 970 EVO) against 600 MB/s for SATA (the seed article): data loading from SATA starves fast GPUs.",
	Fix:     "Add an NVMe drive for the OS and the working data set.",
	Fail: example(`
# Only a SATA SSD: 560 MB/s to feed the GPU.`, "sata-only",
		`storage "samsung-870-evo-2tb" {}`),
	Pass: example(`
# An M.2 NVMe drive reads at 7,450 MB/s.`, "nvme"),
	Check: func(p *Pass) {
		if HasNVMe(p.Facts.NVMeCount) {
			return
		}
		rng := p.Build.DefRange
		if s := p.Role(hw.KindStorage); len(s) > 0 {
			rng = s[0].Range
		}
		p.Report(rng, "", "the build has no NVMe drive (SATA reads at about 600 MB/s, NVMe at 3,400 MB/s or more)")
	},
}

// HasNVMe is m2-ssd's judgement on a build of nvme NVMe drives: whether
// it has one. pick prunes with it.
func HasNVMe(nvme int) bool { return nvme > 0 }
