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
	Fail: `
# Only a SATA SSD: 560 MB/s to feed the GPU.
build "sata-only" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-870-evo-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Pass: `
# An M.2 NVMe drive reads at 7,450 MB/s.
build "nvme" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "lian-li-pc-o11-air" {}
}`,
	Check: func(p *Pass) {
		if p.Facts.NVMeCount > 0 {
			return
		}
		rng := p.Build.DefRange
		if s := p.Role(hw.KindStorage); len(s) > 0 {
			rng = s[0].Range
		}
		p.Report(rng, "", "the build has no NVMe drive (SATA reads at about 600 MB/s, NVMe at 3,400 MB/s or more)")
	},
}
