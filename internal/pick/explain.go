package pick

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/rules"
)

// maxExplain bounds the cheaper alternatives tried per role for the report.
const maxExplain = 200

// explain says, for each chosen part, why nothing cheaper of its role was
// taken: every cheaper candidate (up to maxExplain) is put in its place,
// the rest of the answer kept, and judged by rules.Run.
func explain(sp *space, sol *solution) []Choice {
	x := sol.sel
	var out []Choice
	for _, lv := range reportOrder {
		b := x[lv]
		if b.part == nil {
			continue
		}
		u, _ := b.part.Price()
		ch := Choice{Role: b.part.Kind, Part: b.part, Count: b.count, UnitPriceUSD: u, PriceUSD: float64(b.cents) / 100, Tally: map[string]int{}}
		for _, alt := range sp.alternatives(x, lv) {
			if alt.b.cents >= b.cents {
				break
			}
			if ch.Cheaper >= maxExplain {
				break
			}
			ch.Cheaper++
			bld := sp.assemble(&alt.s)
			facts, diags := rules.Run(bld, sp.opt.Config)
			d := sp.opt.firstFailure(diags)
			un := sp.opt.unchecked(facts)
			rule, msg := "", ""
			switch {
			case d != nil:
				rule, msg = d.Rule, d.Message
			case len(un) > 0 && !sp.opt.AllowMissingData:
				rule, msg = missingPrefix+un[0].Rule, un[0].Reason+" (set aside: pick answers only with builds it can prove; --allow-missing-data accepts it)"
			default:
				// outside the search space (a stock-cooled CPU with a cooler) or worse on the objective
				rule, msg = "objective", "passes, but the build with it is not better"
			}
			if rule == "objective" && sp.opt.Objective == PerfPerDollar {
				msg = "passes, but gives fewer fp16 TFLOPS per dollar"
			}
			ch.Tally[rule]++
			if ch.Rejected == nil {
				ch.Rejected = &Rejection{ID: alt.b.part.ID, Count: alt.b.count, PriceUSD: float64(alt.b.cents) / 100, Rule: rule, Message: msg}
			}
		}
		out = append(out, ch)
	}
	return out
}

type alternative struct {
	s sel
	b *cand
}

// alternatives lists the candidates of level lv in price order, each in a
// copy of x in place of x's.
func (sp *space) alternatives(x sel, lv int) []alternative {
	var out []alternative
	b := x[lv]
	for _, c := range sp.lists[lv] {
		if c.part != nil && c.part != b.part || (c.part == b.part && c.count != b.count) {
			s := x
			s[lv] = c
			out = append(out, alternative{s, c})
		}
	}
	return out
}

// Why is one line on why a choice was made: what the cheaper candidates of
// its role failed.
func (c *Choice) Why() string {
	if c.Cheaper == 0 {
		return fmt.Sprintf("the cheapest %s in the catalog", roleNoun(c.Role))
	}
	type kv struct {
		k string
		v int
	}
	var kvs []kv
	for k, v := range c.Tally {
		kvs = append(kvs, kv{k, v})
	}
	sort.Slice(kvs, func(i, j int) bool {
		if kvs[i].v != kvs[j].v {
			return kvs[i].v > kvs[j].v
		}
		return kvs[i].k < kvs[j].k
	})
	var parts []string
	for _, e := range kvs {
		parts = append(parts, fmt.Sprintf("%s ×%d", e.k, e.v))
	}
	s := fmt.Sprintf("%d cheaper %s rejected (%s)", c.Cheaper, prose.Plural(c.Cheaper, roleNoun(c.Role)), strings.Join(parts, ", "))
	if r := c.Rejected; r != nil {
		s += fmt.Sprintf("; the cheapest, %s%s at %s, fails %s: %s", r.ID, countSuffix(r.Count), Money(r.PriceUSD), r.Rule, r.Message)
	}
	return s
}

func countSuffix(n int) string {
	if n > 1 {
		return fmt.Sprintf(" ×%d", n)
	}
	return ""
}

func roleNoun(k hw.Kind) string {
	switch k {
	case hw.KindMotherboard:
		return "board"
	case hw.KindMemory:
		return "memory option"
	case hw.KindStorage:
		return "storage option"
	case hw.KindCPU:
		return "CPU"
	case hw.KindGPU:
		return "GPU"
	case hw.KindPSU:
		return "PSU"
	}
	return string(k)
}

// bindingConstraint says in words why no build passes:
//
//  1. a role has no candidate at all (no priced part, or all excluded);
//  2. --budget: the cheapest passing build without the cap costs more;
//  3. otherwise a minimal set of rules that bind: ignoring all of them
//     makes a build pass, ignoring all but one of them does not (greedy
//     deletion from every rule that counts).
//
// It also returns the rules of that set (nil for 1; "--budget" for 2).
func bindingConstraint(b *hw.Build, cat Catalog, opt Options, sp *space, warned []string) (string, []string) {
	if k := sp.empty(); k != "" {
		if k == hw.KindGPU {
			return "no GPU in the catalog has a price_usd and is not excluded", nil
		}
		return fmt.Sprintf("no %s in the catalog has a price_usd and is not excluded (see `rigcheck catalog list %s`)", k, k), nil
	}
	try := func(o Options) (*solution, *space) {
		s, err := newSpace(b, cat, &o)
		if err != nil {
			return nil, nil
		}
		sol, _ := s.solve()
		return sol, s
	}
	if opt.BudgetUSD != nil {
		o := opt
		o.BudgetUSD = nil
		if sol, _ := try(o); sol != nil {
			return fmt.Sprintf("--budget %s: the cheapest build that passes every rule costs %s", Money(*opt.BudgetUSD), prose.Cents(sol.key.cents)), []string{"--budget"}
		}
	}
	with := func(ignored []string) Options {
		o := opt
		o.ignore = map[string]bool{}
		for k := range opt.ignore {
			o.ignore[k] = true
		}
		for _, id := range ignored {
			o.ignore[id] = true
			if id == "--budget" {
				o.BudgetUSD = nil
			}
		}
		return o
	}
	// The deletion keeps what it cannot remove, so it tries the rules
	// whose warnings, allowed, let a build pass (warned) last: of two
	// rules that each bind alone (a two-PSU build in a one-bay case, or a
	// card fed through its adapter), the set keeps the warning, which
	// --allow-warnings can accept.
	var set, last []string
	if opt.BudgetUSD != nil {
		set = append(set, "--budget")
	}
	for _, r := range rules.All() {
		switch {
		case !sp.ck.counts(r.ID, r.Severity) && !sp.ck.counts(r.ID, hw.Warning):
		case slices.Contains(warned, r.ID):
			last = append(last, r.ID)
		default:
			set = append(set, r.ID)
		}
	}
	set = append(set, last...)
	if sol, _ := try(with(set)); sol == nil {
		return "no combination of the catalog's parts completes the build (a policy or missing data rejects them all)", nil
	}
	for i := 0; i < len(set); {
		rest := append(append([]string(nil), set[:i]...), set[i+1:]...)
		if sol, _ := try(with(rest)); sol != nil {
			set = rest
			continue
		}
		i++
	}
	sol, s := try(with(set))
	if sol == nil {
		return "no combination of the catalog's parts completes the build", nil
	}
	var out []string
	warnOnly := true
	for _, id := range set {
		txt, sev := describe(id, sol, s, opt)
		out = append(out, txt)
		warnOnly = warnOnly && sev == hw.Warning
	}
	msg := strings.Join(out, "; and ")
	if warnOnly && !opt.AllowWarnings {
		msg += " (warnings: --allow-warnings accepts them)"
	}
	return msg, set
}

// describe words a binding rule, from the cheapest build that passes when
// the binding rules are ignored, and gives the severity it fired with.
func describe(id string, sol *solution, s *space, opt Options) (string, hw.Severity) {
	sev := hw.Error
	var msg string
	for _, d := range sol.diags {
		if d.Rule == id && !d.Waived {
			sev, msg = d.Severity, d.Message
			break
		}
	}
	switch id {
	case "psu-headroom":
		// The catalog's limit when no PSU is large enough; otherwise the
		// largest are ruled out by other rules, and the rule's own
		// message names the parts.
		f := sol.facts
		most := 0.0
		for _, p := range s.lists[lvPSU] {
			most = math.Max(most, p.watt)
		}
		switch want := s.ck.th.PSUWantedW(f.LoadW); {
		case most < f.LoadW:
			return fmt.Sprintf("psu-headroom: no PSU in the catalog covers the %s W load; the largest gives %s W%s", prose.Thousands(f.LoadW), prose.Thousands(most), twoNote(s)), sev
		case most < want:
			return fmt.Sprintf("psu-headroom: no PSU in the catalog covers the %s W load with %.0f %% headroom (%s W); the largest gives %s W%s",
				prose.Thousands(f.LoadW), (opt.Config.Param("psu-headroom", "factor")-1)*100, prose.Thousands(math.Ceil(want)), prose.Thousands(most), twoNote(s)), sev
		}
	case "psu-connectors":
		// A card fed through its adapter: how many native cables the
		// catalog's PSUs have at most.
		native, sockets := 0, 0
		for _, p := range s.singles {
			native = max(native, p.part.PSU().PCIe12VHPWR)
		}
		for _, it := range sol.sel[lvGPU].items {
			sockets += it.Count * it.Part.GPU().Power12VHPWR.Or(0)
		}
		if msg != "" && !s.fixed[lvPSU] && sockets > native {
			return fmt.Sprintf("psu-connectors: %s; the GPUs have %d 16-pin sockets, and no PSU in the catalog has more than %d native 16-pin %s, so every one feeds a card through its adapter (a warning) or not at all",
				msg, sockets, native, prose.Plural(native, "cable")), sev
		}
	case "--budget":
		return fmt.Sprintf("--budget %s: the cheapest build that passes the other rules costs %s", Money(*opt.BudgetUSD), prose.Cents(sol.key.cents)), hw.Error
	case "budget":
		return fmt.Sprintf("budget: the cheapest build that passes every other rule costs %s, over budget_usd", prose.Cents(sol.key.cents)), hw.Error
	}
	if msg == "" {
		// The builds that pass the other rules leave this one unchecked:
		// pick answers only with builds it can prove. The numbers of the
		// build's own parts come first: no other choice replaces them.
		var own, other []string
		for _, u := range sol.facts.Unchecked {
			if u.Rule != id {
				continue
			}
			if p := ownNeed(s.b, u.Needs); p != "" {
				own = append(own, p)
			} else {
				other = append(other, u.Reason)
			}
		}
		if all := append(own, other...); len(all) > 0 {
			return fmt.Sprintf("%s: could not check the builds that pass every other rule (missing data: %s; --allow-missing-data accepts them)", id, strings.Join(all, "; ")), hw.Error
		}
		return fmt.Sprintf("%s: no candidate passes it", id), sev
	}
	return fmt.Sprintf("%s: %s", id, msg), sev
}

// ownNeed words the first of needs that is a number of a part the build b
// names itself ("your cpu amd-ryzen-9-9950x has no max_memory_gb"), or "".
func ownNeed(b *hw.Build, needs []hw.Need) string {
	for _, n := range needs {
		for _, it := range b.Items {
			if it.ID == n.ID {
				return fmt.Sprintf("your %s %s has no %s", it.Role, it.ID, strings.Join(n.Attrs, " or "))
			}
		}
	}
	return ""
}

// twoNote says why pick did not choose two PSUs, when it could not: no case
// of the catalog holds two.
func twoNote(s *space) string {
	if s.fixed[lvPSU] || len(s.twos) == 0 {
		return ""
	}
	for _, c := range s.lists[lvCase] {
		if c.src().Case().PSUBays.Or(0) >= 2 {
			return ""
		}
	}
	return " (two PSUs need a case with psu_bays = 2, and the catalog has none)"
}
