package rules

import (
	"testing"
)

func TestCaseFormFactor(t *testing.T) {
	eatx := variant("t-board", "t-board-eatx", "Test Board EATX", nil, `form_factor = "E-ATX"`)
	atxCase := variant("t-case", "t-case-atx", "Test Case ATX", nil, `form_factors = ["ATX", "Micro-ATX"]`)
	parts := eatx + atxCase
	runCases(t, []ruleCase{
		{name: "ATX board, ATX case", src: rig(parts, `case "t-case-atx" {}`)},
		{name: "E-ATX board, E-ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`)},
		{name: "E-ATX board, ATX case", src: rig(parts, `motherboard "t-board-eatx" {}`, `case "t-case-atx" {}`), want: []string{"case-form-factor error"},
			msg: []string{"the Board EATX is E-ATX; the Case ATX takes ATX, Micro-ATX"}},
		{name: "no case", src: rig(parts, `motherboard "t-board-eatx" {}`, "-case")},
	})
}
