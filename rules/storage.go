package rules

import (
	"fmt"
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// fitsIn lists, for a board form factor, the larger form factors whose
// cases take it too: SSI-CEB (12 × 10.5 in) uses the ATX mounting holes and
// is smaller than the 12 × 13 in E-ATX and SSI-EEB boards.
var fitsIn = map[string][]string{
	"Mini-ITX":  {"Micro-ATX", "ATX", "E-ATX"},
	"Micro-ATX": {"ATX", "E-ATX"},
	"ATX":       {"E-ATX"},
	"SSI-CEB":   {"E-ATX", "SSI-EEB"},
}

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
	Register(&Rule{
		ID: "m2-slots", Severity: hw.Error,
		Summary: "more M.2 drives than the board has M.2 slots of a fitting interface",
		Doc:     "An M.2 NVMe drive needs an NVMe-capable socket, an M.2 SATA drive a SATA-capable one; the board's m2_slot table says which.",
		Fix:     "Use fewer M.2 drives, a PCIe M.2 adapter card (then waive the rule), or a board with more M.2 sockets.",
		Check: func(p *Pass) {
			mb := p.Build.One(hw.KindMotherboard)
			if mb == nil {
				return
			}
			nvme, sata := 0, 0
			var first *hw.Item
			for _, s := range p.Build.Role(hw.KindStorage) {
				if s.Part.Str("form_factor") != "m.2" {
					continue
				}
				if first == nil {
					first = s
				}
				if s.Part.Str("interface") == "nvme" {
					nvme += s.Count
				} else {
					sata += s.Count
				}
			}
			if nvme+sata == 0 {
				return
			}
			if len(mb.Part.M2) == 0 {
				p.Missing(first.Range, "the %s has no m2_slot table", mb.Part.ShortName())
				return
			}
			onlyN, onlyS, both := 0, 0, 0
			for _, s := range mb.Part.M2 {
				switch s.Interface {
				case "nvme":
					onlyN++
				case "sata":
					onlyS++
				default:
					both++
				}
			}
			spillN, spillS := max(0, nvme-onlyN), max(0, sata-onlyS)
			if spillN+spillS > both {
				p.Report(first.Range, fmt.Sprintf("The board has %d NVMe-only, %d SATA-only and %d dual M.2 sockets.", onlyN, onlyS, both),
					"%d M.2 drive%s (%d NVMe, %d SATA); the %s has %d M.2 socket%s that fit", nvme+sata, plural(nvme+sata), nvme, sata, mb.Part.ShortName(), min(onlyN, nvme)+min(onlyS, sata)+both, plural(min(onlyN, nvme)+min(onlyS, sata)+both))
			}
		},
	})
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
	Register(&Rule{
		ID: "case-form-factor", Severity: hw.Error,
		Summary: "the case does not take the board's form factor",
		Doc:     "A case lists the board sizes it mounts (ATX, E-ATX, SSI-EEB…); an E-ATX board does not fit an ATX-only case. Smaller boards of the ATX family fit cases of a larger one: Mini-ITX and Micro-ATX in ATX cases, ATX in E-ATX cases, and SSI-CEB (12 × 10.5 in, ATX mounting holes) in E-ATX and SSI-EEB cases.",
		Fix:     "Pick a case that lists the board's form factor.",
		Check: func(p *Pass) {
			mb, cs := p.Build.One(hw.KindMotherboard), p.Build.One(hw.KindCase)
			if mb == nil || cs == nil {
				return
			}
			ff := mb.Part.Str("form_factor")
			for _, f := range cs.Part.List("form_factors") {
				if f == ff || slices.Contains(fitsIn[ff], f) {
					return
				}
			}
			p.Report(cs.Range, "", "the %s is %s; the %s takes %v", mb.Part.ShortName(), ff, cs.Part.ShortName(), cs.Part.List("form_factors"))
		},
	})
	Register(&Rule{
		ID: "psu-form-factor", Severity: hw.Error,
		Summary: "the case does not take the PSU's form factor, or the PSU is longer than max_psu_length_mm",
		Doc:     "Cases take ATX, SFX or SFX-L power supplies (psu_form_factors, default ATX) up to a length; 1600 W units are often 200 mm or more.",
		Fix:     "Pick a PSU of a form factor and length the case takes.",
		Check: func(p *Pass) {
			psu, cs := p.Build.One(hw.KindPSU), p.Build.One(hw.KindCase)
			if psu == nil || cs == nil {
				return
			}
			takes := cs.Part.List("psu_form_factors")
			if len(takes) == 0 {
				takes = []string{"ATX"}
			}
			ff := psu.Part.Str("form_factor")
			ok := false
			for _, t := range takes {
				ok = ok || t == ff
			}
			if !ok {
				p.Report(psu.Range, "", "the %s is %s; the %s takes %v", psu.Part.ShortName(), ff, cs.Part.ShortName(), takes)
				return
			}
			maxL, hasMax := cs.Part.Num("max_psu_length_mm")
			l, hasL := psu.Part.Num("length_mm")
			if hasMax && !hasL {
				p.Missing(psu.Range, "the %s has no length_mm", psu.Part.ShortName())
			}
			if hasMax && hasL && l > maxL {
				p.Report(psu.Range, "", "the %s is %g mm long; the %s takes PSUs up to %g mm", psu.Part.ShortName(), l, cs.Part.ShortName(), maxL)
			}
		},
	})
}
