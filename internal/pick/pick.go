// Package pick completes a partial build with the cheapest catalog parts
// that pass every rule (SPEC section 4, `rigcheck pick`).
//
// The search is exact over a stated space (see Space below): a
// branch-and-bound over the missing roles in a fixed order, with every
// role's candidates sorted by price, pruned by compatibility (each pruning
// test asks a rule, or follows its condition, and is only applied when
// that rule's diagnostics would count under the config, waivers and
// --allow-warnings; prune.go) and by a price lower bound. Every complete
// candidate that survives is judged by rules.Run itself, so the answer
// really passes every rule; a brute-force enumeration of the same space
// gives the same answer (pick_test.go). A pick's work is bounded (search.go:
// maxNodes, maxLeaves); an answer found at the bound is marked Stopped.
// When nothing passes, the NoBuildError names the binding rules and the
// single changes that make a build pass (fixes.go).
package pick

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/rules"
)

// Catalog is what pick needs of a catalog: its parts by kind.
type Catalog interface {
	Parts(k hw.Kind) []*hw.Part
}

// Objective is what pick optimises.
type Objective string

// The objectives of `--objective`.
const (
	// Price is the lowest total price.
	Price Objective = "price"
	// PerfPerDollar is the highest Σ GPU fp16_tflops ÷ price. It differs from
	// Price only when pick chooses the GPUs.
	PerfPerDollar Objective = "perf-per-dollar"
)

// Options configure a pick.
type Options struct {
	Objective Objective
	// AllowWarnings accepts builds with warnings (never errors).
	AllowWarnings bool
	// Allowed accepts the warnings of these rules only (`--allow-warnings
	// psu-connectors`); AllowWarnings accepts every rule's.
	Allowed []string
	// BudgetUSD, when set, is a hard cap on the total price.
	BudgetUSD *float64
	// Exclude lists part ids that may not be chosen.
	Exclude map[string]bool
	// PreferBrand breaks ties: among builds of the same price (or ratio),
	// the one with more parts of this brand wins. It never costs money.
	PreferBrand string
	// Config is the rules config (disabled rules, severities, thresholds,
	// policies) every candidate is judged under.
	Config *rules.Config
	// AllowMissingData accepts builds that leave a rule unchecked for lack
	// of a number (SPEC 4: the answer is then labelled unverified). By
	// default pick answers only with builds it can prove.
	AllowMissingData bool
	// ignore lists rules whose diagnostics do not count; used to find the
	// binding constraint of an infeasible pick.
	ignore map[string]bool
	// missingOK lists rules that may leave a build unchecked; used to find
	// the numbers whose amend blocks would make a build pass.
	missingOK map[string]bool
	// shared keeps verdicts across the searches of one pick.
	shared *shared
	// allParts searches every part rather than one per equivalence class
	// (classes.go); the brute force of the tests does.
	allParts bool
}

// Choice is one part pick chose.
type Choice struct {
	Role  hw.Kind
	Part  *hw.Part
	Count int
	// UnitPriceUSD × Count = PriceUSD.
	UnitPriceUSD, PriceUSD float64
	// Cheaper is how many cheaper candidates of the role were tried in the
	// chosen build's place; Tally counts the rules that rejected them.
	Cheaper int
	Tally   map[string]int
	// Rejected is the cheapest candidate of the role, put in the chosen
	// part's place, and the first rule that rejected it; nil when the
	// chosen part is the cheapest.
	Rejected *Rejection
}

// Rejection is a cheaper alternative and why it fails.
type Rejection struct {
	ID       string
	Count    int
	PriceUSD float64
	Rule     string
	Message  string
}

// Result is a completed build.
type Result struct {
	// Build is the input build with the chosen items appended.
	Build   *hw.Build
	Choices []Choice
	// PriceUSD is the whole build's price; PerfTFLOPS its Σ GPU fp16_tflops.
	PriceUSD, PerfTFLOPS float64
	Facts                *hw.Facts
	Diagnostics          hw.Diagnostics
	Stats                Stats
	// Unchecked is empty unless AllowMissingData let an unverified build
	// through: the rules its parts leave unchecked.
	Unchecked []hw.Unchecked
	// Stopped says that the search reached its bound on work: the build
	// passes, but is not proven the best.
	Stopped bool
}

// Verified reports whether every rule that applies could check the answer.
func (r *Result) Verified() bool { return len(r.Unchecked) == 0 }

// TwoPSUs reports whether pick chose two power supplies (count = 2 of one
// model), which a sync adapter joins (SPEC 1.3; no catalog entry).
func (r *Result) TwoPSUs() bool {
	for _, c := range r.Choices {
		if c.Role == hw.KindPSU && c.Count >= 2 {
			return true
		}
	}
	return false
}

// SetAside is how many cheaper candidates, over every role, the report's
// explanation found left out for missing data.
func (r *Result) SetAside() (n int, byRule map[string]int) {
	byRule = map[string]int{}
	for _, c := range r.Choices {
		for k, v := range c.Tally {
			if rule, ok := strings.CutPrefix(k, missingPrefix); ok {
				n += v
				byRule[rule] += v
			}
		}
	}
	return n, byRule
}

// missingPrefix marks, in a Choice's Tally, the rules a candidate left
// unchecked: "missing data: gpu-slots".
const missingPrefix = "missing data: "

// Stats describe the search.
type Stats struct {
	// Nodes counts partial builds visited; Checked complete candidates judged by rules.Run.
	Nodes, Checked int
	// SetAside counts the candidates left out because a part lacks a number
	// a rule needs (at the level where the search saw it).
	SetAside int
}

// NoBuildError says that no build in the search space passes, and why.
type NoBuildError struct {
	Build string
	// Constraint is the binding constraint in words.
	Constraint string
	// Fixes are the single changes that make a build pass, cheapest
	// first, each with the price of its cheapest build.
	Fixes []Fix
}

func (e *NoBuildError) Error() string {
	return fmt.Sprintf("no build for %q passes every rule: %s", e.Build, e.Constraint)
}

// Pick completes b, which must have been resolved against the catalog
// (every item has its Part), with the best parts of cat. It returns a
// *NoBuildError when nothing in the search space passes.
func Pick(b *hw.Build, cat Catalog, opt Options) (*Result, error) {
	if opt.Objective == "" {
		opt.Objective = Price
	}
	opt.shared = newShared()
	sp, err := newSpace(b, cat, &opt)
	if err != nil {
		return nil, err
	}
	sol, stats := sp.solve()
	stopped := opt.shared.work.stopped
	if sol == nil && stopped {
		w := opt.shared.work
		return nil, &NoBuildError{Build: b.Name, Constraint: fmt.Sprintf("not proven: the search stopped at its bound (%s partial builds, %s complete candidates judged) without finding a build that passes; name more of the build's parts to narrow it",
			prose.Thousands(float64(w.nodes)), prose.Thousands(float64(w.leaves)))}
	}
	if sol == nil {
		// Each step of the explanation gets a bound of its own: the
		// fewest warnings, the binding rules, the fixes.
		opt.shared.work = &budget{}
		w := fewestWarnings(b, cat, opt)
		opt.shared.work = &budget{}
		why, binding := bindingConstraint(b, cat, opt, sp, w.rules)
		if opt.shared.work.stopped {
			// A search cut short may have missed a build: the rules found
			// are not proven to bind, so none is named.
			why, binding = "not proven which rules bind: the explanation's searches stopped at their bound (--allow-warnings or --allow-missing-data shows the closest builds)", nil
		}
		opt.shared.work = &budget{}
		return nil, &NoBuildError{Build: b.Name, Constraint: why, Fixes: fixes(b, cat, opt, binding, w)}
	}
	res := &Result{Build: sol.build, Facts: sol.facts, Diagnostics: sol.diags, Stats: stats,
		PriceUSD: float64(sol.key.cents) / 100, PerfTFLOPS: sol.key.perf, Unchecked: sol.facts.Unchecked, Stopped: stopped}
	res.Choices = explain(sp, sol)
	return res, nil
}

// unchecked lists the rules a candidate leaves unchecked for lack of a
// number, without the rules the pick ignores or lets go unchecked.
func (o *Options) unchecked(f *hw.Facts) []hw.Unchecked {
	var out []hw.Unchecked
	for _, u := range f.Unchecked {
		if !o.ignore[u.Rule] && !o.missingOK[u.Rule] {
			out = append(out, u)
		}
	}
	return out
}

// acceptable reports whether diagnostics leave a build valid for pick:
// no unwaived error, no unwaived warning unless allowed. `waiver`
// diagnostics (a waive block for a rule that does not fire, or without a
// reason) are about the file's waive blocks, not the parts, and do not
// count: otherwise a waiver would force pick to choose parts that break
// the waived rule.
func (o *Options) acceptable(diags hw.Diagnostics) bool { return o.firstFailure(diags) == nil }

func (o *Options) firstFailure(diags hw.Diagnostics) *hw.Diagnostic {
	for i, d := range diags {
		if d.Waived || d.Rule == "waiver" || o.ignore[d.Rule] {
			continue
		}
		if d.Severity == hw.Error || (d.Severity == hw.Warning && !o.warningAllowed(d.Rule)) {
			return &diags[i]
		}
	}
	return nil
}

// warningAllowed reports whether a warning of rule leaves a build valid.
func (o *Options) warningAllowed(rule string) bool {
	return o.AllowWarnings || slices.Contains(o.Allowed, rule)
}

// key orders complete builds: the objective, then more parts of the
// preferred brand, then fewer parts, then the chosen ids in role order.
type key struct {
	cents  int64
	perf   float64
	brand  int
	nparts int
	ids    []string
}

// better reports whether a beats b under the objective.
func better(obj Objective, a, b *key) bool {
	if obj == PerfPerDollar {
		// a.perf/a.cents vs b.perf/b.cents, without dividing by zero.
		l, r := a.perf*float64(b.cents), b.perf*float64(a.cents)
		if l != r {
			return l > r
		}
	}
	if a.cents != b.cents {
		return a.cents < b.cents
	}
	if a.brand != b.brand {
		return a.brand > b.brand
	}
	if a.nparts != b.nparts {
		return a.nparts < b.nparts
	}
	return slices.Compare(a.ids, b.ids) < 0
}

// cents converts a price to whole cents; pick compares prices in cents so
// that sums are exact.
func cents(usd float64) int64 { return int64(math.Round(usd * 100)) }

// Money formats a price in dollars as reports show it, to the cent
// ("$1,499", "$149.90").
func Money(usd float64) string { return prose.Cents(cents(usd)) }
