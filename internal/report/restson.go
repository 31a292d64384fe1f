package report

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
)

// ChangeLine is how a report shows a part's amended or overridden number:
// "↳ pcie_lanes 60 → 48 (build file, ov.hcl:4)", "↳ max_memory_gb 128
// (amended at parts/x399.hcl:3)".
func ChangeLine(c check.Change) string {
	val := c.New
	if c.Old != "" {
		val = c.Old + " → " + c.New
	}
	if c.Basis == check.BasisOverride {
		return fmt.Sprintf("↳ %s %s (changed by the build file, %s)", c.Attribute, val, c.Where)
	}
	return fmt.Sprintf("↳ %s %s (amended at %s)", c.Attribute, val, c.Where)
}

// RestsOnRules names the rules that used a number, or says it was not
// weighed (check.MaxWeighed), or that the entry is a whole declared part.
func RestsOnRules(r check.RestsOn) string {
	if r.Attr == "" {
		return "every number of it"
	}
	if len(r.Rules) == 0 {
		return "not weighed: the file has too many such numbers"
	}
	return strings.Join(r.Rules, ", ")
}

// DeclaredLine is how a report marks a part declared in a build file with
// no catalog part under it: "↳ declared in builds/x.hcl:3, not a catalog
// part"; "" for any other part. One that copies a catalog part's name or
// id says so, so that it cannot be read as that part; so does a variant
// that changes numbers of a catalog part and reads as one.
func DeclaredLine(p check.Part) string {
	switch {
	case p.Declared == "":
		return ""
	case p.Variant:
		return fmt.Sprintf("↳ declared in %s: its name or id copies the catalog's %s, but the numbers below are the file's", p.Declared, p.Lookalike)
	case p.Lookalike != "":
		return fmt.Sprintf("↳ declared in %s, not a catalog part: its name or id copies the catalog's %s, but none of its numbers are the catalog's", p.Declared, p.Lookalike)
	}
	return fmt.Sprintf("↳ declared in %s, not a catalog part", p.Declared)
}

// RestsOnDetail names each number a verdict rests on besides catalog
// numbers: "X399 SLI PLUS: max_memory_gb amended at parts/x399.hcl:3
// (memory-capacity)"; "" for none.
func RestsOnDetail(list []check.RestsOn) string {
	var parts []string
	for _, r := range list {
		parts = append(parts, fmt.Sprintf("%s: %s (%s)", r.Name, r.Note(), RestsOnRules(r)))
	}
	return strings.Join(parts, "; ")
}
