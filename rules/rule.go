// Package rules is rigcheck's rules engine: it computes a build's facts
// (SPEC section 2) and runs every rule of SPEC section 3 over them. A rule is
// a value with an id, a default severity, its documentation and a check
// function that reports through one callback; the driver (Run) owns
// configuration, severity overrides, waivers and sorting.
package rules

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Param is a named, documented threshold of a rule that the config file can
// change (`rule "psu-headroom" { factor = 1.25 }`).
type Param struct {
	Name    string  `json:"name"`
	Default float64 `json:"default"`
	Doc     string  `json:"doc"`
}

// Rule is one check.
type Rule struct {
	ID       string
	Severity hw.Severity
	// Summary is the one-line description `rigcheck rules` shows.
	Summary string
	// Doc says what the rule checks and why, with the facts behind it.
	Doc string
	// Fix says how to change a failing build.
	Fix    string
	Params []Param
	// Input marks the input problems that decoding reports; they have no
	// Check and cannot be disabled.
	Input bool
	// Fail and Pass are build files (without the catalog) that make the
	// rule fire and pass; `explain` shows them and a test runs them.
	Fail, Pass string
	Check      func(*Pass)
}

// Pass is what a rule's check sees: one build, its facts and the rule's
// configured thresholds.
type Pass struct {
	Build  *hw.Build
	Facts  *hw.Facts
	rule   *Rule
	params map[string]float64
	report func(hw.Diagnostic)
	// placement is the GPU placement search's outcome, computed once with
	// the facts; roles the build's items by role.
	placement placement
	roles     *roleIndex
	// cfg is the run's configuration; workloads the workload estimates,
	// computed on first use (workloads.go).
	cfg       *Config
	workloads []WorkloadEstimate
}

// Param returns the configured value of a threshold.
func (p *Pass) Param(name string) float64 {
	if v, ok := p.params[name]; ok {
		return v
	}
	for _, prm := range p.rule.Params {
		if prm.Name == name {
			return prm.Default
		}
	}
	panic("rules: rule " + p.rule.ID + " has no parameter " + name)
}

// Report records a finding of the rule at its default severity.
func (p *Pass) Report(rng hcl.Range, detail, format string, args ...any) {
	p.ReportAs(p.rule.Severity, rng, detail, format, args...)
}

// ReportAs records a finding at a given severity (for rules that are an
// error past one threshold and a warning past another).
func (p *Pass) ReportAs(sev hw.Severity, rng hcl.Range, detail, format string, args ...any) {
	p.report(hw.Diagnostic{Rule: p.rule.ID, Severity: sev, Build: p.Build.Name,
		Message: fmt.Sprintf(format, args...), Detail: detail, Range: rng})
}

// Missing reports that the rule could not check because a part lacks a
// number: a `missing-data` info instead of a silent pass, and an entry in
// the facts' Unchecked list, which makes the build unverified. needs names
// the numbers that would let it check (hw.NeedOf), for `catalog todo`.
func (p *Pass) Missing(rng hcl.Range, needs []hw.Need, format string, args ...any) {
	reason := fmt.Sprintf(format, args...)
	p.Facts.Unchecked = append(p.Facts.Unchecked, hw.Unchecked{Rule: p.rule.ID, Reason: reason, Needs: needs})
	p.report(hw.Diagnostic{Rule: "missing-data", Severity: hw.Info, Build: p.Build.Name,
		Message: p.rule.ID + " not checked: " + reason,
		Detail:  "Add the number with its source in an amend block (`rigcheck catalog todo` writes one), or declare a variant with extends; see `rigcheck explain missing-data`.",
		Range:   rng})
}

// FromBound records that the rule decided without part's number attr,
// from a sourced bound that decides it whatever the number is (SPEC 3.2);
// bound names the bound and its source. The verdict rests on it.
func (p *Pass) FromBound(part *hw.Part, attr, bound string) {
	p.Facts.Bounds = append(p.Facts.Bounds, hw.Bound{Rule: p.rule.ID, Part: part.ID, Name: part.ShortName(), Attribute: attr, Bound: bound})
}
