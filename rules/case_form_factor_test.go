package rules

import (
	"testing"
)

func TestCaseFormFactor(t *testing.T) {
	eatx := variant("t-board", "t-board-eatx", "Test Board EATX", nil, `form_factor = "E-ATX"`)
	atxCase := variant("t-case", "t-case-atx", "Test Case ATX", nil, `form_factors = ["ATX", "Micro-ATX"]`)
	parts := eatx + atxCase
	// A GPU server's board fits its own chassis only (hw.ProprietaryPrefix).
	own := parts +
		variant("t-board", "t-board-gx", "Test Board GX", nil, `form_factor = "Proprietary: Maker GX"`) +
		variant("t-case", "t-case-gx", "Test Case GX", nil, `form_factors = ["Proprietary: Maker GX"]`) +
		variant("t-case", "t-case-hy", "Test Case HY", nil, `form_factors = ["Proprietary: Maker HY"]`)
	runCases(t, []ruleCase{
		{name: "ATX board, ATX case", src: rig(parts, `case "t-case-atx" {}`)},
		{name: "E-ATX board, E-ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`)},
		{name: "E-ATX board, ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`, `case "t-case-atx" {}`), want: []string{"case-form-factor error"},
			msg: []string{"the Board EATX is E-ATX; the Case ATX takes ATX, Micro-ATX"}},
		{name: "no case", src: rig(parts, `motherboard "t-board-eatx" {}`, "-case")},
		{name: "proprietary board in its own chassis", src: rig(own, `motherboard "t-board-gx" {}`, `case "t-case-gx" {}`)},
		{name: "proprietary board in another maker's chassis", src: rig(own, `motherboard "t-board-gx" {}`, `case "t-case-hy" {}`), want: []string{"case-form-factor error"},
			msg: []string{"the Board GX is Proprietary: Maker GX; the Case HY takes Proprietary: Maker HY"}},
		{name: "proprietary board in a tower", src: rig(own, `motherboard "t-board-gx" {}`), want: []string{"case-form-factor error"}},
		{name: "ATX board in a proprietary chassis", src: rig(own, `case "t-case-gx" {}`), want: []string{"case-form-factor error"}},
	})
}
