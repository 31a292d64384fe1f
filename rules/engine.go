package rules

import (
	"fmt"

	"math"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// MaxPSUs is the most power supplies a build may have (SPEC 1.3).
const MaxPSUs = 2

// RuleConfig is the config file's `rule "ID" { … }` block.
type RuleConfig struct {
	Enabled  *bool
	Severity *hw.Severity
	Params   map[string]float64
}

// Checker is a custom rule from outside the registry, such as a config
// file's policy.
type Checker interface {
	Check(b *hw.Build, f *hw.Facts) hw.Diagnostics
}

// Config changes rules: disables them, changes severities and thresholds,
// and adds custom checks. The zero value runs every rule with its defaults.
type Config struct {
	Rules    map[string]RuleConfig
	Policies []Checker
}

func (c *Config) rule(id string) RuleConfig {
	if c == nil || c.Rules == nil {
		return RuleConfig{}
	}
	return c.Rules[id]
}

// Enabled reports whether a rule runs under c.
func (c *Config) Enabled(id string) bool {
	rc := c.rule(id)
	return rc.Enabled == nil || *rc.Enabled
}

// Param returns a rule's threshold under c.
func (c *Config) Param(id, name string) float64 {
	if c != nil && c.Rules != nil {
		if v, ok := c.Rules[id].Params[name]; ok {
			return v
		}
	}
	if v, ok := defaults[id][name]; ok {
		return v
	}
	panic("rules: no parameter " + id + "." + name)
}

// Run computes a build's facts and runs every enabled rule over it. The
// build must have been resolved against a catalog (items of unknown ids
// have no part and are skipped).
func Run(b *hw.Build, cfg *Config) (*hw.Facts, hw.Diagnostics) {
	diags := make(hw.Diagnostics, 0, 16) // a typical build's findings, infos included, without regrowing
	add := func(d hw.Diagnostic) { diags = append(diags, d) }
	checkRoles(b, add)
	p := newPass(b, cfg, add)
	// A block under a wrong name ("ram" for memory) is a schema error, and
	// the build without it is not the one the file meant: the rules would
	// only report what its absence causes (0 GB of memory, no GPU).
	meant := len(b.Misnamed) == 0
	if meant {
		p.check(cfg, All())
	}
	facts := p.Facts
	if cfg != nil && meant {
		for _, pc := range cfg.Policies {
			diags = append(diags, pc.Check(b, facts)...)
		}
	}
	diags = without(b, facts, diags)
	return facts, finish(b, cfg, facts, diags, meant)
}

// RunOnly is Run restricted to the rules of ids: the same facts, and the
// same findings of those rules (a rule reads the build and the facts, never
// another rule's findings), without the parts-list checks (missing-part,
// part-count) and config policies, and with waivers applied. pick judges a
// partial build's placement with it: running every rule there formats
// findings (a missing CPU, a missing PSU) that nobody reads.
func RunOnly(b *hw.Build, cfg *Config, ids []string) (*hw.Facts, hw.Diagnostics) {
	var diags hw.Diagnostics
	p := newPass(b, cfg, func(d hw.Diagnostic) { diags = append(diags, d) })
	p.check(cfg, slices.DeleteFunc(slices.Clone(All()), func(r *Rule) bool { return !slices.Contains(ids, r.ID) }))
	return p.Facts, finish(b, cfg, p.Facts, diags, true)
}

// absenceFindings are, per role, the rules whose findings the role's
// absence alone causes: a build checked without its memory line has no
// memory, less of it than VRAM, fewer modules than channels.
var absenceFindings = map[hw.Kind][]string{
	hw.KindCPU:     {"cooler-missing", "display-output"},
	hw.KindCooler:  {"cooler-missing"},
	hw.KindMemory:  {"memory-vs-vram", "memory-channels"},
	hw.KindGPU:     {"display-output"},
	hw.KindStorage: {"m2-ssd"},
}

// without drops the findings that b's Without roles' absence causes, and
// leaves the build unverified: its verdict covers the parts it has.
func without(b *hw.Build, facts *hw.Facts, diags hw.Diagnostics) hw.Diagnostics {
	if len(b.Without) == 0 {
		return diags
	}
	var roles []hw.Kind
	for _, r := range hw.Roles {
		if b.Without[r] > 0 {
			roles = append(roles, r)
		}
	}
	diags = slices.DeleteFunc(diags, func(d hw.Diagnostic) bool {
		for _, r := range roles {
			if slices.Contains(absenceFindings[r], d.Rule) {
				return true
			}
		}
		return false
	})
	for _, r := range roles {
		n, what, it := b.Without[r], "line", "it"
		if n > 1 {
			what, it = "lines", "them"
		}
		facts.Unchecked = append(facts.Unchecked, hw.Unchecked{Rule: "missing-part",
			Reason: fmt.Sprintf("the source's %d %s %s matched no catalog part, and the build was checked without %s", n, r, what, it)})
	}
	return diags
}

// newPass computes b's facts (and the placement search's outcome, once)
// for a pass that reports through add. One Pass serves every rule of a
// run: a rule must not keep it.
func newPass(b *hw.Build, cfg *Config, add func(hw.Diagnostic)) *Pass {
	rs := indexRoles(b)
	facts, pl := computeFacts(b, cfg, rs)
	return &Pass{Build: b, Facts: facts, report: add, placement: pl, roles: rs, cfg: cfg}
}

// check runs each of rs that cfg enables over the pass.
func (p *Pass) check(cfg *Config, rs []*Rule) {
	for _, r := range rs {
		if r.Check == nil || !cfg.Enabled(r.ID) {
			continue
		}
		p.rule, p.params = r, cfg.rule(r.ID).Params
		r.Check(p)
	}
}

// PriceRules are the rules that read the build's total price (the facts'
// PriceUSD and PriceKnown): no other rule's findings change when only the
// parts' prices do (TestPriceRules checks it on every rule's examples).
// `catalog list --fits` relies on it to judge copies of a part that differ
// only in price by running these rules alone.
var PriceRules = []*Rule{Budget}

// RunPriced runs only PriceRules over b with facts, which may be those of a
// build that differs from b only in its parts' prices (the price facts are
// recomputed from b; facts is not modified), and applies Run's
// configuration (severities, missing-data). It is for builds without
// waivers, whose bookkeeping ("waiver … does not fire") depends on every
// rule's findings: Run applies a build's waivers, RunPriced ignores them.
// Config policies, which may read any number, are not run either: with
// waivers or policies, use Run.
func RunPriced(b *hw.Build, cfg *Config, facts *hw.Facts) hw.Diagnostics {
	f := *facts
	f.Unchecked = nil
	priceFacts(b, &f)
	var diags hw.Diagnostics
	p := &Pass{Build: b, Facts: &f, report: func(d hw.Diagnostic) { diags = append(diags, d) }, roles: indexRoles(b)}
	p.check(cfg, PriceRules)
	return finish(b, cfg, &f, diags, false)
}

// finish is what Run does to the rules' findings: drop duplicates and the
// unchecked entries of info rules, apply the config's severities and the
// build's waivers (when waive is set), sort.
func finish(b *hw.Build, cfg *Config, facts *hw.Facts, diags hw.Diagnostics, waive bool) hw.Diagnostics {
	diags = dedupe(diags)
	// A rule that could not check counts against the verdict only when its
	// finding could fail a build: an info rule's (memory-channels) cannot.
	facts.Unchecked = slices.DeleteFunc(facts.Unchecked, func(u hw.Unchecked) bool {
		sev := Lookup(u.Rule).Severity
		if s := cfg.rule(u.Rule).Severity; s != nil {
			sev = *s
		}
		return sev == hw.Info
	})
	if !cfg.Enabled("missing-data") {
		diags = slices.DeleteFunc(diags, func(d hw.Diagnostic) bool { return d.Rule == "missing-data" })
	}
	for i := range diags {
		if s := cfg.rule(diags[i].Rule).Severity; s != nil {
			diags[i].Severity = *s
		}
	}
	if waive {
		diags = applyWaivers(b, diags, cfg)
	}
	diags.Sort()
	return diags
}

func dedupe(ds hw.Diagnostics) hw.Diagnostics {
	type key struct {
		rule, msg string
		rng       hcl.Range
	}
	seen := make(map[key]bool, len(ds))
	out := ds[:0]
	for _, d := range ds {
		k := key{d.Rule, d.Message, d.Range}
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, d)
	}
	return out
}

// checkRoles reports the input problems of a build's parts list:
// `missing-part` and `part-count`.
func checkRoles(b *hw.Build, add func(hw.Diagnostic)) {
	// Every block counts here, with a part or not (an unknown id is
	// reported on its own and must not read as a missing role).
	byRole := groupRoles(b, false)
	blocks := byRole.role
	for _, role := range []hw.Kind{hw.KindCPU, hw.KindMotherboard, hw.KindMemory, hw.KindPSU} {
		if len(blocks(role)) == 0 && !slices.Contains(b.Misnamed, role) && b.Without[role] == 0 {
			msg := fmt.Sprintf("build %q has no %s", b.Name, role)
			if b.Dropped > 0 {
				// Past the limit per build the rest was not read: the part
				// may be there.
				msg = fmt.Sprintf("build %q has no %s among the first %d part blocks, the limit per build (%d more were not read)", b.Name, role, len(b.Items), b.Dropped)
			}
			add(hw.Diagnostic{Rule: "missing-part", Severity: hw.Error, Build: b.Name,
				Message: msg,
				Detail:  fmt.Sprintf("Every build names a cpu, motherboard, memory and psu. Add a block such as %s \"ID\" {} (see `rigcheck catalog list %s`), or let `rigcheck pick` choose one.", role, role),
				Range:   b.DefRange})
		}
	}
	if len(b.Workloads) > 0 && len(blocks(hw.KindGPU)) == 0 {
		add(hw.Diagnostic{Rule: "missing-part", Severity: hw.Error, Build: b.Name,
			Message: fmt.Sprintf("build %q has no gpu for its workload %q", b.Name, b.Workloads[0].Name),
			Detail:  "rigcheck estimates workloads on GPUs (CPU-only inference is not estimated). Add a gpu block, or let `rigcheck pick` choose one.",
			Range:   b.Workloads[0].Range})
	}
	for _, role := range []hw.Kind{hw.KindCPU, hw.KindMotherboard, hw.KindCase, hw.KindCooler} {
		its := blocks(role)
		if len(its) > 1 {
			add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("build %q has %d %s blocks; it takes one", b.Name, len(its), role),
				Detail:  fmt.Sprintf("Keep one %s block (use count for several CPUs or coolers).", role), Range: its[1].Range})
		}
	}
	sockets := 1
	if mb := b.One(hw.KindMotherboard); mb != nil {
		sockets = mb.Part.Board().CPUSockets
	}
	for _, role := range []hw.Kind{hw.KindMotherboard, hw.KindCase} {
		for _, it := range blocks(role) {
			if it.Count > 1 {
				add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
					Message: fmt.Sprintf("count = %d for the %s; a build takes one", it.Count, role),
					Range:   it.AttrRange("count")})
			}
		}
	}
	// Up to two PSUs in all (count = 2, or two psu blocks): multi-GPU
	// builders add a second unit with a sync adapter (SPEC 1.3).
	units := 0
	for _, it := range blocks(hw.KindPSU) {
		units += it.Count
		if units > MaxPSUs {
			rng := it.AttrRange("count")
			if it.Count == 1 {
				rng = it.Range
			}
			add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("the build has %d PSUs; it takes at most %d", units, MaxPSUs),
				Detail:  "Use one or two PSUs (count = 2, or two psu blocks); a third unit is not supported.", Range: rng})
			break
		}
	}
	if b.Power.Circuits > max(units, 1) {
		add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
			Message: fmt.Sprintf("power { circuits = %d } with %d PSU(s): each circuit feeds its own PSU", b.Power.Circuits, units),
			Detail:  "Add a second PSU, or set circuits = 1.", Range: b.Power.Range})
	}
	cpus := 0
	for _, it := range blocks(hw.KindCPU) {
		cpus += it.Count
		if !CPUsFit(it.Count, sockets) {
			add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%d CPUs on a board with %d socket(s)", it.Count, sockets),
				Detail:  "Use a dual-socket board or one CPU.", Range: it.AttrRange("count")})
		}
	}
	for _, it := range blocks(hw.KindCooler) {
		if !CoolersFit(it.Count, cpus) {
			add(hw.Diagnostic{Rule: "part-count", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%d coolers for %d CPU(s)", it.Count, max(cpus, 1)),
				Detail:  "A build takes one cooler per CPU.", Range: it.AttrRange("count")})
		}
	}
}

// CPUsFit is part-count's judgement of a cpu block of count CPUs on a
// board of sockets CPU sockets. pick prunes with it.
func CPUsFit(count, sockets int) bool { return count <= sockets }

// CoolersFit is part-count's judgement of a cooler block of count coolers
// for cpus CPUs (one cooler per CPU; a build without a CPU takes one).
// pick prunes with it.
func CoolersFit(count, cpus int) bool { return count <= max(cpus, 1) }

// applyWaivers marks the diagnostics that a build's `waive` blocks cover,
// and reports waivers without a reason or for a rule that did not fire.
func applyWaivers(b *hw.Build, diags hw.Diagnostics, cfg *Config) hw.Diagnostics {
	for _, w := range b.Waivers {
		fired := false
		for i := range diags {
			d := &diags[i]
			if d.Rule == w.Rule && d.Build == b.Name && !isInput(d.Rule) {
				d.Waived, d.WaiverReason = true, w.Reason
				fired = true
			}
		}
		if !cfg.Enabled("waiver") {
			continue
		}
		switch {
		case Lookup(w.Rule) == nil && !isPolicy(cfg, w.Rule):
			diags = append(diags, hw.Diagnostic{Rule: "waiver", Severity: hw.Warning, Build: b.Name,
				Message: fmt.Sprintf("waiver for unknown rule %q", w.Rule),
				Detail:  suggest.Sentence(w.Rule, ruleIDs()) + " See `rigcheck rules` for the ids.", Range: w.Range})
		case isInput(w.Rule):
			diags = append(diags, hw.Diagnostic{Rule: "waiver", Severity: hw.Warning, Build: b.Name,
				Message: fmt.Sprintf("input problems (%s) cannot be waived", w.Rule),
				Detail:  "Fix the file instead.", Range: w.Range})
		case !fired:
			diags = append(diags, hw.Diagnostic{Rule: "waiver", Severity: hw.Warning, Build: b.Name,
				Message: fmt.Sprintf("waiver for %s, which does not fire on build %q", w.Rule, b.Name),
				Detail:  "Remove the waive block: nothing is waived by it.", Range: w.Range})
		}
		if strings.TrimSpace(w.Reason) == "" {
			diags = append(diags, hw.Diagnostic{Rule: "waiver", Severity: hw.Warning, Build: b.Name,
				Message: fmt.Sprintf("waiver for %s has no reason", w.Rule),
				Detail:  "Say why the finding is accepted: reason = \"…\".", Range: w.Range})
		}
	}
	return diags
}

// PolicyNamer is implemented by checkers that have an id waivers can name.
type PolicyNamer interface{ PolicyID() string }

func isPolicy(cfg *Config, id string) bool {
	if cfg == nil {
		return false
	}
	for _, p := range cfg.Policies {
		if n, ok := p.(PolicyNamer); ok && n.PolicyID() == id {
			return true
		}
	}
	return false
}

func isInput(id string) bool {
	r := Lookup(id)
	return r != nil && r.Input
}

func ruleIDs() []string {
	var out []string
	for _, r := range All() {
		out = append(out, r.ID)
	}
	return out
}

// IDs returns every rule id, sorted.
func IDs() []string { return ruleIDs() }

// roundDown5 rounds watts down to a multiple of 5.
func roundDown5(w float64) float64 { return math.Floor(w/5) * 5 }
