package rules

import (
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CaseFormFactor is rule "case-form-factor".
var CaseFormFactor = &Rule{
	ID: "case-form-factor", Severity: hw.Error,
	Summary: "the case does not take the board's form factor",
	Doc:     "A case lists the board sizes it mounts (ATX, E-ATX, SSI-EEB…); an E-ATX board does not fit an ATX-only case. Smaller boards of the ATX family fit cases of a larger one: Mini-ITX and Micro-ATX in ATX cases, ATX in E-ATX cases, and SSI-CEB (12 × 10.5 in, ATX mounting holes) in E-ATX and SSI-EEB cases. A board no standard names (a GPU server's board, sold with its chassis as one barebone) has the form factor \"Proprietary: \" and its platform's name, and fits only a case that lists the same value.",
	Fix:     "Pick a case that lists the board's form factor.",
	Fail: example(`
# The Z890 AORUS MASTER is E-ATX; the Meshify 2 Compact takes ATX and smaller.`, "e-atx-in-compact-case",
		`case "fractal-design-meshify-2-compact" {}`),
	Pass: example(`
# The H7 Flow takes E-ATX boards.`, "e-atx-in-full-case"),
	Check: func(p *Pass) {
		mb, cs := p.Build.One(hw.KindMotherboard), p.Build.One(hw.KindCase)
		if mb == nil || cs == nil {
			return
		}
		ff := mb.Part.Board().FormFactor
		for _, f := range cs.Part.Case().FormFactors {
			if f == ff || slices.Contains(fitsIn[ff], f) {
				return
			}
		}
		p.Report(cs.Range, "", "the %s is %s; the %s takes %s", mb.Part.ShortName(), ff, cs.Part.ShortName(), strings.Join(cs.Part.Case().FormFactors, ", "))
	},
}

// fitsIn lists, for a board form factor, the larger form factors whose
// cases take it too: SSI-CEB (12 × 10.5 in) uses the ATX mounting holes and
// is smaller than the 12 × 13 in E-ATX and SSI-EEB boards.
var fitsIn = map[string][]string{
	"Mini-ITX":  {"Micro-ATX", "ATX", "E-ATX"},
	"Micro-ATX": {"ATX", "E-ATX"},
	"ATX":       {"E-ATX"},
	"SSI-CEB":   {"E-ATX", "SSI-EEB"},
}
