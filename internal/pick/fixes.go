package pick

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Fix is one change to a pick that has no build, and the price of the
// cheapest build that passes with it.
type Fix struct {
	// Change says what to change, as the user would write it:
	// "--allow-warnings psu-connectors", "power_limit_w = 280 on the
	// GeForce RTX 3090 TURBO 24G", "power { circuits = 2 }".
	Change string `json:"change"`
	// Amend is the amend block to fill in when the change is a number the
	// catalog lacks; PriceUSD then holds if the number lets the rule pass.
	Amend    string  `json:"amend,omitempty"`
	PriceUSD float64 `json:"price_usd"`
}

// maxAmendParts is the most parts whose numbers one fix may ask for.
const maxAmendParts = 2

// powerRules are the rules a smaller draw can satisfy: a power limit, a
// second circuit or a 240 V circuit may help when one of them binds.
var powerRules = []string{"psu-headroom", "psu-transient", "wall-circuit", "psu-form-factor", "part-count"}

// Power limits pick tries, as fractions of the cards' board power: from
// 10 W below it down to minLimit (Puget, 2020: four RTX 3090 at 280 W of
// 350 W kept over 95 % of their speed), in limitStep steps.
const (
	minLimit  = 0.6
	limitStep = 10.0
)

// fixes tries the single changes that could make a build of b pass, each
// with one search, and returns those that do, cheapest first. binding is
// the binding constraint's rules: the power changes are tried only when a
// power rule is among them.
func fixes(b *hw.Build, cat Catalog, opt Options, binding []string, w warningsFix) []Fix {
	var out []Fix
	solve := solver(b, cat)
	add := func(change, amend string, sol *solution) {
		out = append(out, Fix{Change: change, Amend: amend, PriceUSD: float64(sol.key.cents) / 100})
	}
	if w.all != nil {
		add("--allow-warnings "+strings.Join(w.rules, ","), "", w.least)
		if w.all.key.cents < w.least.key.cents {
			add("--allow-warnings", "", w.all) // every warning
		}
	}
	if !opt.AllowMissingData && len(binding) > 0 {
		// The binding rules may go unchecked: the numbers of the cheapest
		// build that passes then are the ones to fill, when they are a
		// part's or two's (more is not one change).
		o := opt
		o.missingOK = maps.Clone(opt.missingOK)
		if o.missingOK == nil {
			o.missingOK = map[string]bool{}
		}
		for _, r := range binding {
			o.missingOK[r] = true
		}
		if sol := solve(b, o); sol != nil {
			if parts, ok := amendable(b, sol); ok && len(parts) <= maxAmendParts {
				var what, blocks []string
				for _, p := range parts {
					var names []string
					for _, n := range p.needs {
						names = append(names, strings.Join(n.Attrs, " or "))
					}
					what = append(what, fmt.Sprintf("the %s of %s", strings.Join(names, " and "), yours(b, p.part.ID)))
					blocks = append(blocks, amendBlock(p))
				}
				add(strings.Join(what, ", and ")+", in amend blocks (the price holds if the numbers let the rules pass)", strings.Join(blocks, "\n"), sol)
			}
		}
	}
	if len(binding) == 1 && (binding[0] == "--budget" || binding[0] == "budget") {
		// The budget alone binds: the cheapest build without it.
		o := opt
		o.BudgetUSD = nil
		change := "--budget %s"
		if binding[0] == "budget" {
			o.ignore = maps.Clone(opt.ignore)
			if o.ignore == nil {
				o.ignore = map[string]bool{}
			}
			o.ignore["budget"] = true
			o.BudgetUSD = opt.BudgetUSD
			change = "budget_usd = %s"
		}
		if sol := solve(b, o); sol != nil {
			add(fmt.Sprintf(change, strconv.FormatFloat(float64(sol.key.cents)/100, 'f', -1, 64)), "", sol)
		}
	}
	if slices.ContainsFunc(binding, func(r string) bool { return slices.Contains(powerRules, r) }) {
		out = append(out, powerFixes(b, opt, solve)...)
	}
	slices.SortStableFunc(out, func(x, y Fix) int { return int(cents(x.PriceUSD) - cents(y.PriceUSD)) })
	return out
}

// solver searches problems changed from b; a changed build gets candidate
// lists of its own.
func solver(b *hw.Build, cat Catalog) func(*hw.Build, Options) *solution {
	return func(nb *hw.Build, o Options) *solution {
		if nb != b {
			// The catalog's candidate parts stay; what depends on the
			// build (its candidates, the rules' verdicts) is made again.
			priced := o.shared.priced
			o.shared = newShared()
			o.shared.priced = priced
		}
		sp, err := newSpace(nb, cat, &o)
		if err != nil {
			return nil
		}
		sol, _ := sp.solve()
		return sol
	}
}

// warningsFix is the fewest rules whose warnings, allowed, let a build
// pass, with the cheapest build then (least) and with every warning
// allowed (all); all is nil when allowing warnings does not help.
type warningsFix struct {
	rules      []string
	least, all *solution
}

// fewestWarnings finds the warningsFix of a pick: the warnings of the
// cheapest build with every warning allowed, then, one at a time, the
// rules whose warnings can be refused again with a build still passing.
func fewestWarnings(b *hw.Build, cat Catalog, opt Options) warningsFix {
	var w warningsFix
	if opt.AllowWarnings {
		return w
	}
	solve := solver(b, cat)
	o := opt
	o.AllowWarnings = true
	if w.all = solve(b, o); w.all == nil {
		return w
	}
	var extra []string
	for _, d := range w.all.diags {
		if d.Severity == hw.Warning && !d.Waived && !opt.ignore[d.Rule] && !opt.warningAllowed(d.Rule) && !slices.Contains(extra, d.Rule) {
			extra = append(extra, d.Rule)
		}
	}
	// With the warnings of extra allowed, the cheapest build is w.all.
	w.least = w.all
	for i := 0; i < len(extra); {
		rest := slices.Delete(slices.Clone(extra), i, i+1)
		o := opt
		o.Allowed = append(slices.Clone(opt.Allowed), rest...)
		if sol := solve(b, o); sol != nil {
			extra, w.least = rest, sol
			continue
		}
		i++
	}
	w.rules = append(slices.Clone(opt.Allowed), extra...)
	return w
}

// powerFixes tries a power limit on the build's GPUs, a second circuit and
// a 240 V circuit.
func powerFixes(b *hw.Build, opt Options, solve func(*hw.Build, Options) *solution) []Fix {
	var out []Fix
	var gpus []int // the build's GPU items without a power limit
	tdp := 0.0
	for i, it := range b.Items {
		if it.Role == hw.KindGPU && it.PowerLimitW == nil {
			gpus = append(gpus, i)
			tdp = max(tdp, it.Part.GPU().TDPW)
		}
	}
	if len(gpus) > 0 && tdp > limitStep {
		limited := func(w float64) *hw.Build {
			nb := *b
			nb.Items = slices.Clone(b.Items)
			for _, i := range gpus {
				it := *nb.Items[i]
				it.PowerLimitW = &w
				nb.Items[i] = &it
			}
			return &nb
		}
		// The highest limit that gives a build, by bisection over the
		// steps: a lower limit only lowers the power facts.
		hi := math.Floor((tdp-1)/limitStep) * limitStep // the highest step below tdp
		lo := math.Ceil(tdp*minLimit/limitStep) * limitStep
		var best *solution
		bestW := 0.0
		for lo <= hi {
			mid := lo + math.Floor((hi-lo)/limitStep/2)*limitStep
			if sol := solve(limited(mid), opt); sol != nil {
				best, bestW = sol, mid
				lo = mid + limitStep
			} else {
				hi = mid - limitStep
			}
		}
		if best != nil {
			out = append(out, Fix{Change: fmt.Sprintf("power_limit_w = %.0f on %s", bestW, gpuNames(b, gpus)), PriceUSD: float64(best.key.cents) / 100})
		}
	}
	if b.Power.Circuits < 2 && b.One(hw.KindPSU) == nil {
		nb := *b
		nb.Power.Circuits = 2
		if sol := solve(&nb, opt); sol != nil {
			out = append(out, Fix{Change: "power { circuits = 2 }: two PSUs, each on a circuit of its own", PriceUSD: float64(sol.key.cents) / 100})
		}
	}
	if b.Power.CircuitVolts < 200 {
		nb := *b
		nb.Power.CircuitVolts = 240
		if sol := solve(&nb, opt); sol != nil {
			out = append(out, Fix{Change: "power { circuit_volts = 240 }: a 240 V circuit", PriceUSD: float64(sol.key.cents) / 100})
		}
	}
	return out
}

// gpuNames names the GPU items of b at indices.
func gpuNames(b *hw.Build, idx []int) string {
	var names []string
	for _, i := range idx {
		n := b.Items[i].Part.ShortName()
		if !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return "the " + strings.Join(names, " and the ")
}

// partNeeds are the numbers one part lacks.
type partNeeds struct {
	part  *hw.Part
	needs []hw.Need
}

// amendable groups the numbers the build sol leaves unchecked by part, the
// parts b names first; ok is false when some rule could not check for a
// reason no number fixes.
func amendable(b *hw.Build, sol *solution) (out []partNeeds, ok bool) {
	for _, u := range sol.facts.Unchecked {
		if len(u.Needs) == 0 {
			return nil, false
		}
		for _, n := range u.Needs {
			i := slices.IndexFunc(out, func(p partNeeds) bool { return p.part.ID == n.ID })
			if i < 0 {
				p := partOf(sol.build, n.ID)
				if p == nil {
					return nil, false
				}
				out = append(out, partNeeds{part: p})
				i = len(out) - 1
			}
			if !slices.ContainsFunc(out[i].needs, func(m hw.Need) bool { return slices.Equal(m.Attrs, n.Attrs) }) {
				out[i].needs = append(out[i].needs, n)
			}
		}
	}
	slices.SortStableFunc(out, func(x, y partNeeds) int {
		return boolInt(partOf(b, y.part.ID) != nil) - boolInt(partOf(b, x.part.ID) != nil)
	})
	return out, len(out) > 0
}

// amendBlock is the amend block for the numbers p lacks.
func amendBlock(p partNeeds) string {
	sets := make([][]string, len(p.needs))
	for i, n := range p.needs {
		sets[i] = n.Attrs
	}
	return hclfile.AmendBlock(p.part, p.part.Kind, p.part.ID, sets)
}

func boolInt(v bool) int {
	if v {
		return 1
	}
	return 0
}

// partOf is the part of b's item id, or nil.
func partOf(b *hw.Build, id string) *hw.Part {
	for _, it := range b.Items {
		if it.ID == id {
			return it.Part
		}
	}
	return nil
}

// yours names part id, "your" when the build b names it itself.
func yours(b *hw.Build, id string) string {
	for _, it := range b.Items {
		if it.ID == id {
			return fmt.Sprintf("your %s %s", it.Role, id)
		}
	}
	return id
}
