package check

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Verdict is a build's outcome (SPEC 3.1).
type Verdict int

// The verdicts: a build fails (a failing diagnostic), passes (none, and
// every rule that applies could check), or is unverified (none, but a rule
// could not check for lack of a number).
const (
	Passes Verdict = iota
	Unverified
	FailsVerdict
)

func (v Verdict) String() string {
	return [...]string{"passes", "unverified", "fails"}[v]
}

// BuildResult is one checked build: everything a report shows of it,
// found by the run (a format renders these fields and computes none). A
// new per-build finding is a field here, rendered by every format that
// shows builds (text, markdown, json, sarif).
type BuildResult struct {
	File  string
	Build *hw.Build
	Facts *hw.Facts
	// Valid is false when the build's own diagnostics fail it (SPEC 6's
	// per-build "valid"); unverified builds are valid.
	Valid bool
	// Verdict adds what Valid cannot say: whether the build was proven.
	Verdict Verdict
	// Unchecked are the rules that could not check, with the reasons, one
	// entry per rule (the first reason of each), sorted by rule.
	Unchecked []hw.Unchecked
	// Diags are the build's own diagnostics (inside its block, its
	// resolution and its rules), sorted; each is in Result.Diagnostics too.
	Diags hw.Diagnostics
	// RestsOn lists what the verdict rests on besides catalog numbers
	// (SPEC 3.2): community numbers, amendments, overrides, bounds.
	RestsOn []RestsOn
	// Cost is the one-line cost summary (internal/cost.Summary) when the
	// run asked for it (Options.Cost): the price, and the break-even
	// against the closest cloud offer; "" when there is none.
	Cost string
	// Workloads are the estimates of the build's workloads (SPEC 1.5).
	Workloads []Workload
}

// UncheckedLine names the rules that could not run and why, for the build
// line of a report: `gpu-slots could not run — the … has no slot list`.
func (br BuildResult) UncheckedLine() string {
	var parts []string
	for _, u := range br.Unchecked {
		parts = append(parts, fmt.Sprintf("%s could not run — %s", u.Rule, u.Reason))
	}
	return strings.Join(parts, "; ")
}

// Result is everything a validate run found.
type Result struct {
	Files       int
	Builds      []BuildResult
	Diagnostics hw.Diagnostics
	// Sources maps file names to their bytes, for source snippets.
	Sources map[string][]byte
	// Strict makes warnings fail too, and unverified builds.
	Strict bool
}

// Fails reports whether a diagnostic fails a run: an unwaived error, or
// with strict an unwaived warning. It is the one definition every command
// uses (validate, pick, --fits, lint).
func Fails(d hw.Diagnostic, strict bool) bool {
	return !d.Waived && (d.Severity == hw.Error || strict && d.Severity == hw.Warning)
}

// AnyFails reports whether any of ds fails.
func AnyFails(ds hw.Diagnostics, strict bool) bool {
	for _, d := range ds {
		if Fails(d, strict) {
			return true
		}
	}
	return false
}

// Valid reports whether the run's diagnostics pass: no unwaived errors
// (and, when strict, no unwaived warnings).
func (r *Result) Valid() bool { return !AnyFails(r.Diagnostics, r.Strict) }

// OK reports whether the run succeeds (exit 0): its diagnostics pass and,
// under strict, every build is verified (SPEC 3.1: --strict asks for proof).
func (r *Result) OK() bool {
	if !r.Valid() {
		return false
	}
	if r.Strict {
		for _, b := range r.Builds {
			if b.Verdict != Passes {
				return false
			}
		}
	}
	return true
}

// verdict judges a build from its own diagnostics and facts.
func verdict(ds hw.Diagnostics, f *hw.Facts, strict bool) (Verdict, []hw.Unchecked) {
	var un []hw.Unchecked
	if f != nil {
		at := map[string]int{}
		for _, u := range f.Unchecked {
			if i, ok := at[u.Rule]; ok {
				// One entry per rule, with the first reason and every
				// number the rule lacked (catalog todo lists them all).
				un[i].Needs = append(un[i].Needs, u.Needs...)
				continue
			}
			at[u.Rule] = len(un)
			u.Needs = slices.Clone(u.Needs)
			un = append(un, u)
		}
		sortUnchecked(un)
	}
	switch {
	case AnyFails(ds, strict):
		return FailsVerdict, un
	case len(un) > 0:
		return Unverified, un
	}
	return Passes, nil
}

func sortUnchecked(un []hw.Unchecked) {
	for i := 1; i < len(un); i++ {
		for j := i; j > 0 && un[j].Rule < un[j-1].Rule; j-- {
			un[j], un[j-1] = un[j-1], un[j]
		}
	}
}

// Summary is what a report says of a whole run once every file is done:
// the counts and the verdict. A streamed report keeps only this.
type Summary struct {
	Files, Builds             int
	Errors, Warnings, Infos   int
	Waived, Unverified        int
	Strict, failing, unproven bool
}

// Add counts the builds and diagnostics of r (not its files).
func (s *Summary) Add(r *Result) {
	s.Builds += len(r.Builds)
	s.AddDiags(r.Diagnostics)
	for _, b := range r.Builds {
		switch b.Verdict {
		case Passes:
		case Unverified:
			s.Unverified++
			s.unproven = true
		default:
			s.unproven = true
		}
	}
}

// AddDiags counts diagnostics that belong to no build of the run (a
// catalog folder's).
func (s *Summary) AddDiags(ds hw.Diagnostics) {
	e, w, i := ds.Count()
	s.Errors, s.Warnings, s.Infos = s.Errors+e, s.Warnings+w, s.Infos+i
	for _, d := range ds {
		if d.Waived {
			s.Waived++
		}
	}
	s.failing = s.failing || AnyFails(ds, s.Strict)
}

// Valid is Result.Valid of the whole run.
func (s *Summary) Valid() bool { return !s.failing }

// OK is Result.OK of the whole run.
func (s *Summary) OK() bool { return !s.failing && !(s.Strict && s.unproven) }

// Summary sums up r.
func (r *Result) Summary() *Summary {
	s := &Summary{Files: r.Files, Strict: r.Strict}
	s.Add(r)
	return s
}
