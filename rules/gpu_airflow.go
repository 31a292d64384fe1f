package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "gpu-airflow", Severity: hw.Warning,
		Summary: "two open-air cards sit with no free slot between them",
		Doc: `An open-air card blows its heat around itself and pulls air from the side a neighbour blocks; stacked, they reach
80 °C and throttle — 10–25 % slower with several GPUs heating each other (Dettmers 2018), "avoid non-blower fans … at all costs"
with 3–4 GPUs. Blower cards exhaust through the bracket and are made to be stacked.`,
		Fix: "Leave a free slot between open-air cards, or use blower editions (ASUS/Gigabyte Turbo, workstation cards).",
		Check: func(p *Pass) {
			var prev *hw.Placed
			for i := range p.Facts.Placement {
				pl := &p.Facts.Placement[i]
				it := p.Build.Items[pl.Item]
				if it.Part.Str("cooler") != "open-air" {
					continue
				}
				if prev != nil && pl.Position == prev.Last+1 {
					a := p.Build.Items[prev.Item].Part.ShortName()
					p.Report(it.Range, "Leave a free slot between open-air cards, or use blower cards.",
						"the open-air %s in slot %d sits right below the open-air %s in slot %d (no free slot between them)",
						it.Part.ShortName(), pl.Position, a, prev.Position)
				}
				prev = pl
			}
		},
	})
}
