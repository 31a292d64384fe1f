package hw

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/hashicorp/hcl/v2"
)

// Severity orders diagnostics: Error fails a run, Warning fails it with
// --strict, Info never does.
type Severity int

// The severities, from least to most serious.
const (
	Info Severity = iota
	Warning
	Error
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	default:
		return "info"
	}
}

// ParseSeverity reads "error", "warning" or "info".
func ParseSeverity(s string) (Severity, error) {
	switch s {
	case "error":
		return Error, nil
	case "warning":
		return Warning, nil
	case "info":
		return Info, nil
	}
	return Info, fmt.Errorf("unknown severity %q: use \"error\", \"warning\" or \"info\"", s)
}

// Diagnostic is one finding: an input problem or a rule that fired.
type Diagnostic struct {
	Rule     string
	Severity Severity
	// Build is the build's name, empty for file-level problems.
	Build   string
	Message string
	// Detail holds the numbers behind the message and what to change.
	Detail string
	Range  hcl.Range
	// Waived is set when a `waive` block of the build covers the rule.
	Waived       bool
	WaiverReason string
	// Community lists the parts with community data (data_source) the
	// finding rests on, by id; reports say so (check.CommunityNote).
	Community []string
}

// Diagnostics is a list of findings.
type Diagnostics []Diagnostic

// HasErrors reports whether any unwaived diagnostic is an error.
func (ds Diagnostics) HasErrors() bool {
	for _, d := range ds {
		if !d.Waived && d.Severity == Error {
			return true
		}
	}
	return false
}

// Count returns the unwaived errors, warnings and infos.
func (ds Diagnostics) Count() (errors, warnings, infos int) {
	for _, d := range ds {
		if d.Waived {
			continue
		}
		switch d.Severity {
		case Error:
			errors++
		case Warning:
			warnings++
		default:
			infos++
		}
	}
	return
}

// Sort orders diagnostics by file, line, column, rule id, then message, so
// that every output is deterministic.
func (ds Diagnostics) Sort() {
	slices.SortStableFunc(ds, func(a, b Diagnostic) int {
		return cmp.Or(
			cmp.Compare(a.Range.Filename, b.Range.Filename),
			cmp.Compare(a.Range.Start.Line, b.Range.Start.Line),
			cmp.Compare(a.Range.Start.Column, b.Range.Start.Column),
			cmp.Compare(a.Rule, b.Rule),
			cmp.Compare(a.Build, b.Build),
			cmp.Compare(a.Message, b.Message),
		)
	})
}

// FromHCL converts HCL's own diagnostics (parse and schema problems) to
// rigcheck diagnostics under the given rule id.
func FromHCL(rule string, hd hcl.Diagnostics) Diagnostics {
	var out Diagnostics
	for _, d := range hd {
		sev := Error
		if d.Severity == hcl.DiagWarning {
			sev = Warning
		}
		var rng hcl.Range
		if d.Subject != nil {
			rng = *d.Subject
		}
		out = append(out, Diagnostic{Rule: rule, Severity: sev, Message: d.Summary, Detail: d.Detail, Range: rng})
	}
	return out
}
