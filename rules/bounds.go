package rules

import (
	"fmt"
	"strings"
)

// The sourced bounds that rules decide from where a part lacks the exact
// number (SPEC 3.2). Each table names the document it follows from; the
// rules' docs print the tables, so `rigcheck explain` shows them.

// psuDepth is, per PSU form factor, the depth its design guide gives the
// unit: a case made for the form factor takes a unit of that depth, so a
// unit no longer than it fits a case that publishes no max_psu_length_mm.
// SFX-L is no Intel form factor and has no bound.
var psuDepth = []struct {
	formFactor string
	depthMM    float64
	source     string
}{
	{"ATX", 140, "Intel ATX Version 3 Multi Rail Desktop Platform Power Supply Design Guide (doc. 336521), ATX12V Specific Guidelines: 150 × 86 × 140 mm"},
	{"SFX", 100, "the same design guide, SFX12V Specific Guidelines: 125 × 63.5 × 100 mm"},
}

// psuDepthOf returns the design guide's depth of a PSU form factor and its
// source.
func psuDepthOf(ff string) (float64, string, bool) {
	for _, d := range psuDepth {
		if d.formFactor == ff {
			return d.depthMM, d.source, true
		}
	}
	return 0, "", false
}

func psuDepthTable() string {
	var b strings.Builder
	for _, d := range psuDepth {
		fmt.Fprintf(&b, "\n  %-4s %g mm  (%s)", d.formFactor, d.depthMM, d.source)
	}
	return b.String()
}
