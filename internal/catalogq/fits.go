package catalogq

import (
	"fmt"
	"hash/maphash"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// Target is the build that `--fits` measures candidates against.
type Target struct {
	File  *hclfile.File
	Build *hw.Build
	// Catalog is the catalog with the parts the build file declares.
	Catalog *catalog.Catalog
}

// LoadTarget decodes a build file and resolves its build named buildName
// (the file's first build when buildName is ""). A file that does not
// decode, has no build or no build of that name is an error that says
// what to fix.
func LoadTarget(cat *catalog.Catalog, name string, src []byte, buildName string) (*Target, error) {
	return LoadTargetWith(cat, name, src, buildName, nil)
}

// LoadTargetWith is LoadTarget with the config file's power and usage
// defaults.
func LoadTargetWith(cat *catalog.Catalog, name string, src []byte, buildName string, def *hclfile.Defaults) (*Target, error) {
	f := check.LoadWith(check.Input{Name: name, Src: src}, cat, def)
	if d := f.FirstError(); d != nil {
		return nil, fmt.Errorf("%s:%d:%d: %s (run `rigcheck validate %s` for the full report)",
			d.Range.Filename, d.Range.Start.Line, d.Range.Start.Column, d.Message, name)
	}
	if len(f.Builds) == 0 {
		return nil, fmt.Errorf("%s has no build block; --fits needs a file with build \"NAME\" { … }", name)
	}
	b, err := f.Build(buildName)
	if err != nil {
		return nil, err
	}
	return &Target{File: f.Decoded, Build: b, Catalog: f.Catalog}, nil
}

// Verdict says whether a candidate part fits a build's role.
type Verdict struct {
	Part *hw.Part
	Fits bool
	// Rules are the ids of the error rules the part would add, sorted;
	// Messages holds one message per rule, in the same order.
	Rules    []string
	Messages []string
	// Warnings are the ids of warning rules the part would add: it fits,
	// but the report will not be clean.
	Warnings []string
}

// Reason is the verdict's rules with their messages, one line each.
func (v Verdict) Reason() string {
	var b strings.Builder
	for i, r := range v.Rules {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%s: %s", r, v.Messages[i])
	}
	return b.String()
}

// Fitter checks candidates for one role of a build.
//
// A candidate replaces the part of the role's first block (keeping its
// count and other settings) or, when the build has no block of that role,
// is added with count 1. It fits when it adds no error diagnostic. "Adds"
// is measured against the build with the role's block taken out, not the
// build as written: otherwise a build whose PSU is too small would make
// every too-small PSU look fine, since the error is "already there". The
// errors the removal itself causes (missing-part, cooler-missing) do not
// matter, because a candidate can only remove them. The build's waivers
// apply only to the part it names: they were written for that part.
type Fitter struct {
	build   *hw.Build
	role    hw.Kind
	index   int // the role's first item, or -1
	written string
	cfg     *rules.Config
	base    map[string]int
	warn    map[string]int
}

// NewFitter prepares the baseline for role in b, which must be resolved.
func NewFitter(b *hw.Build, role hw.Kind, cfg *rules.Config) *Fitter {
	f := &Fitter{build: b, role: role, index: -1, cfg: cfg}
	for i, it := range b.Items {
		if it.Role == role {
			f.index, f.written = i, it.ID
			break
		}
	}
	base := f.clone(false)
	if f.index >= 0 {
		base.Items = slices.Delete(base.Items, f.index, f.index+1)
	}
	_, diags := rules.Run(base, cfg)
	f.base = counts(diags, hw.Error, nil)
	f.warn = counts(diags, hw.Warning, nil)
	return f
}

// Role is the role the fitter fills.
func (f *Fitter) Role() hw.Kind { return f.role }

func (f *Fitter) clone(keepWaivers bool) *hw.Build {
	c := *f.build
	c.Items = slices.Clone(f.build.Items)
	if !keepWaivers {
		c.Waivers = nil
	}
	return &c
}

func counts(diags hw.Diagnostics, sev hw.Severity, first map[string]string) map[string]int {
	n := map[string]int{}
	for _, d := range diags {
		if d.Severity != sev || d.Waived {
			continue
		}
		n[d.Rule]++
		if first != nil {
			if _, ok := first[d.Rule]; !ok {
				first[d.Rule] = d.Message
			}
		}
	}
	return n
}

// Check substitutes p into the role and reports whether it fits.
func (f *Fitter) Check(p *hw.Part) Verdict {
	v, _, _, _ := f.check(p)
	return v
}

// check is Check that also returns the build with p in it, its facts and
// its findings.
func (f *Fitter) check(p *hw.Part) (Verdict, *hw.Build, *hw.Facts, hw.Diagnostics) {
	b := f.candidate(p)
	facts, diags := rules.Run(b, f.cfg)
	return f.verdict(p, diags), b, facts, diags
}

// candidate is the build with p in the role.
func (f *Fitter) candidate(p *hw.Part) *hw.Build {
	b := f.clone(p.ID == f.written)
	if f.index >= 0 {
		it := *b.Items[f.index]
		it.ID, it.Part = p.ID, p
		b.Items[f.index] = &it
	} else {
		b.Items = append(b.Items, &hw.Item{Role: f.role, ID: p.ID, Part: p, Count: 1, Range: f.build.DefRange})
	}
	return b
}

// repriced is Check for a copy p of the part a build was checked with
// (same specification, name and brand, another price): only the price
// rules' findings can differ (rules.PriceRules), so they are replaced by
// p's. The build has no waivers (p is not the part the build names).
//
// The verdict reads, per rule, the count of unwaived errors and warnings
// and the first error's message in sorted order. When p's price findings
// name no rule that others count, those are separate: the verdict is the
// one of others (ov, computed once per class) joined with the one of the
// price findings alone, without copying and sorting others for every copy.
func (f *Fitter) repriced(p *hw.Part, facts *hw.Facts, others hw.Diagnostics, ov Verdict, counted map[string]bool) Verdict {
	priced := rules.RunPriced(f.candidate(p), f.cfg, facts)
	for _, d := range priced {
		if counted[d.Rule] && (d.Severity == hw.Error || d.Severity == hw.Warning) && !d.Waived {
			out := append(slices.Clone(others), priced...)
			out.Sort()
			return f.verdict(p, out)
		}
	}
	priced.Sort()
	pv := f.verdict(p, priced)
	v := Verdict{Part: p, Fits: ov.Fits && pv.Fits}
	if len(pv.Rules) == 0 && len(pv.Warnings) == 0 {
		v.Rules, v.Messages, v.Warnings = ov.Rules, ov.Messages, ov.Warnings
		return v
	}
	type finding struct{ rule, msg string }
	var fs []finding
	for i, r := range ov.Rules {
		fs = append(fs, finding{r, ov.Messages[i]})
	}
	for i, r := range pv.Rules {
		fs = append(fs, finding{r, pv.Messages[i]})
	}
	slices.SortFunc(fs, func(a, b finding) int { return strings.Compare(a.rule, b.rule) })
	for _, x := range fs {
		v.Rules, v.Messages = append(v.Rules, x.rule), append(v.Messages, x.msg)
	}
	v.Warnings = append(slices.Clone(ov.Warnings), pv.Warnings...)
	sort.Strings(v.Warnings)
	return v
}

// countedRules are the rules whose unwaived errors or warnings diags has:
// the ones a verdict counts.
func countedRules(diags hw.Diagnostics) map[string]bool {
	out := map[string]bool{}
	for _, d := range diags {
		if (d.Severity == hw.Error || d.Severity == hw.Warning) && !d.Waived {
			out[d.Rule] = true
		}
	}
	return out
}

// unpriced is diags, the findings of build b, without its price rules'.
func (f *Fitter) unpriced(b *hw.Build, facts *hw.Facts, diags hw.Diagnostics) hw.Diagnostics {
	out := slices.Clone(diags)
	for _, d := range rules.RunPriced(b, f.cfg, facts) {
		if i := slices.IndexFunc(out, func(e hw.Diagnostic) bool {
			return e.Rule == d.Rule && e.Message == d.Message && e.Range == d.Range && e.Severity == d.Severity
		}); i >= 0 {
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}

// verdict measures a candidate's findings against the baseline.
func (f *Fitter) verdict(p *hw.Part, diags hw.Diagnostics) Verdict {
	first := map[string]string{}
	v := Verdict{Part: p, Fits: true}
	for rule, n := range counts(diags, hw.Error, first) {
		if n > f.base[rule] {
			v.Fits = false
			v.Rules = append(v.Rules, rule)
		}
	}
	for rule, n := range counts(diags, hw.Warning, nil) {
		if n > f.warn[rule] {
			v.Warnings = append(v.Warnings, rule)
		}
	}
	sort.Strings(v.Rules)
	sort.Strings(v.Warnings)
	for _, r := range v.Rules {
		v.Messages = append(v.Messages, first[r])
	}
	return v
}

// FitAll checks every part against its kind's role in b, in parallel,
// and returns the verdicts in the order of parts. Parts of kinds that are
// not roles (cloud offers) never fit.
func FitAll(b *hw.Build, parts []*hw.Part, cfg *rules.Config) []Verdict {
	fitters := map[hw.Kind]*Fitter{}
	for _, p := range parts {
		if _, ok := fitters[p.Kind]; !ok && hw.IsRole(p.Kind) {
			fitters[p.Kind] = NewFitter(b, p.Kind, cfg)
		}
	}
	out := make([]Verdict, len(parts))
	class := classes(parts, cfg, fitters)
	var reps, rest []int
	for i, c := range class {
		if c == i {
			reps = append(reps, i)
		} else {
			rest = append(rest, i)
		}
	}
	// A representative's build, facts and findings, for the copies of
	// another price when the build has a budget.
	type run struct {
		facts   *hw.Facts
		others  hw.Diagnostics  // the findings but the price rules'
		ov      Verdict         // others' verdict
		counted map[string]bool // the rules others' verdict counts
	}
	priced := b.BudgetUSD != nil
	runs := make([]run, len(parts))
	parallel(reps, func(i int) {
		p := parts[i]
		f := fitters[p.Kind]
		if f == nil {
			out[i] = Verdict{Part: p, Rules: []string{"wrong-kind"}, Messages: []string{string(p.Kind) + " is not a part role"}}
			return
		}
		v, cb, facts, diags := f.check(p)
		out[i] = v
		if priced {
			others := f.unpriced(cb, facts, diags)
			runs[i] = run{facts, others, f.verdict(p, others), countedRules(others)}
		}
	})
	parallel(rest, func(i int) {
		p, c := parts[i], class[i]
		pu, pok := p.Price()
		qu, qok := parts[c].Price()
		if !priced || pu == qu && pok == qok {
			v := out[c]
			v.Part = p
			out[i] = v
			return
		}
		r := runs[c]
		out[i] = fitters[p.Kind].repriced(p, r.facts, r.others, r.ov, r.counted)
	})
	return out
}

// classes maps each part to the first part of parts with the same
// specification (hw.SameSpec), name and brand (itself when it is the
// first): every rule but the price rules finds the same in a build with
// either, in the same words (messages name the part). Nothing is merged
// under config policies (they may read any attribute), nor is the part the
// build names (its waivers apply to it alone).
func classes(parts []*hw.Part, cfg *rules.Config, fitters map[hw.Kind]*Fitter) []int {
	class := make([]int, len(parts))
	for i := range class {
		class[i] = i
	}
	if cfg != nil && len(cfg.Policies) > 0 {
		return class
	}
	same := func(p, q *hw.Part) bool {
		return p.Name() == q.Name() && p.Common().Brand == q.Common().Brand && hw.SameSpec(p, q)
	}
	buckets := make(map[uint64][]int, len(parts))
	for i, p := range parts {
		if f := fitters[p.Kind]; f == nil || p.ID == f.written {
			continue
		}
		h := hw.SpecHash(p) ^ maphash.String(nameSeed, p.Name())
		for _, j := range buckets[h] {
			if same(parts[j], p) {
				class[i] = j
				break
			}
		}
		if class[i] == i {
			buckets[h] = append(buckets[h], i)
		}
	}
	return class
}

// parallel runs f on every index of idx on all cores.
func parallel(idx []int, f func(int)) {
	workers := min(runtime.GOMAXPROCS(0), max(len(idx)/64, 1))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := w; k < len(idx); k += workers {
				f(idx[k])
			}
		}()
	}
	wg.Wait()
}

var nameSeed = maphash.MakeSeed()
