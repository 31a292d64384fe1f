package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// SATAPorts is rule "sata-ports".
var SATAPorts = &Rule{
	ID: "sata-ports", Severity: hw.Error,
	Summary: "more SATA drives than the board's sata_ports",
	Doc:     "Each 2.5\" or 3.5\" SATA drive takes a SATA port (some boards lose ports when M.2 sockets are used; see the board's notes).",
	Fix:     "Use fewer SATA drives, larger ones, or a SATA controller card (then waive the rule).",
	Fail: example(`
# Six 20 TB hard drives for a data set pool; the board has 4 SATA ports.`, "data-pool",
		`storage "samsung-990-pro-2tb" {}`,
		`storage "seagate-exos-x20-20tb" { count = 6 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Pass: example(`
# Four drives, one per port.`, "data-pool",
		`storage "samsung-990-pro-2tb" {}`,
		`storage "seagate-exos-x20-20tb" { count = 4 }`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mb := p.Build.One(hw.KindMotherboard)
		n := 0
		var first *hw.Item
		for _, s := range p.Role(hw.KindStorage) {
			if st := s.Part.Storage(); st.Interface == "sata" && st.FormFactor != "m.2" {
				n += s.Count
				if first == nil {
					first = s
				}
			}
		}
		if mb == nil || n == 0 {
			return
		}
		ports, fits, known := SATAFits(mb.Part, n)
		switch {
		case !known:
			p.Missing(first.Range, hw.NeedOf(mb.Part, "sata_ports"), "the %s has no sata_ports", mb.Part.ShortName())
		case !fits:
			p.Report(first.Range, "", "%d SATA drives; the %s has %d SATA ports", n, mb.Part.ShortName(), ports)
		}
	},
}

// SATAFits is sata-ports' judgement of n SATA drives (not M.2) on board p:
// its ports, whether they take the drives, and whether the rule can tell
// (known false: the board has no sata_ports). pick prunes with it.
func SATAFits(p *hw.Part, n int) (ports int, fits, known bool) {
	if n == 0 {
		return 0, true, true
	}
	ports, known = p.Board().SATAPorts.Get()
	return ports, known && n <= ports, known
}
