package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "sata-ports", Severity: hw.Error,
		Summary: "more SATA drives than the board's sata_ports",
		Doc:     "Each 2.5\" or 3.5\" SATA drive takes a SATA port (some boards lose ports when M.2 sockets are used; see the board's notes).",
		Fix:     "Use fewer SATA drives, larger ones, or a SATA controller card (then waive the rule).",
		Check: func(p *Pass) {
			mb := p.Build.One(hw.KindMotherboard)
			n := 0
			var first *hw.Item
			for _, s := range p.Build.Role(hw.KindStorage) {
				if s.Part.Str("interface") == "sata" && s.Part.Str("form_factor") != "m.2" {
					n += s.Count
					if first == nil {
						first = s
					}
				}
			}
			if mb == nil || n == 0 {
				return
			}
			ports, ok := mb.Part.Int("sata_ports")
			if !ok {
				p.Missing(first.Range, "the %s has no sata_ports", mb.Part.ShortName())
				return
			}
			if n > ports {
				p.Report(first.Range, "", "%d SATA drives; the %s has %d SATA ports", n, mb.Part.ShortName(), ports)
			}
		},
	})
}
