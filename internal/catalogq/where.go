package catalogq

import (
	"fmt"
	"runtime"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/zclconf/go-cty/cty"
)

// ExprError is a `--where` expression that does not parse, names an
// unknown field or function, or has the wrong types. Error renders it with
// the expression and a caret line under the problem.
type ExprError struct {
	Flag  string
	Src   string
	Diags hcl.Diagnostics
}

func (e *ExprError) Error() string {
	var b strings.Builder
	for i, d := range e.Diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s: %s", e.Flag, d.Summary)
		if d.Detail != "" {
			fmt.Fprintf(&b, ": %s", strings.TrimSuffix(d.Detail, "."))
		}
		b.WriteString("\n")
		b.WriteString(Caret(e.Src, d.Subject))
		break // the first error is the one to fix; the rest often follow from it
	}
	return strings.TrimRight(b.String(), "\n")
}

// Caret quotes the line of src that r starts on, indented by two spaces,
// with ^ under the range (at least one).
func Caret(src string, r *hcl.Range) string {
	if r == nil {
		return "  " + src + "\n"
	}
	start, end := min(max(r.Start.Byte, 0), len(src)), min(max(r.End.Byte, 0), len(src))
	lineStart := strings.LastIndexByte(src[:start], '\n') + 1
	lineEnd := len(src)
	if i := strings.IndexByte(src[start:], '\n'); i >= 0 {
		lineEnd = start + i
	}
	end = min(max(end, start), lineEnd)
	pad := utf8.RuneCountInString(src[lineStart:start])
	n := max(utf8.RuneCountInString(src[start:end]), 1)
	return "  " + src[lineStart:lineEnd] + "\n  " + strings.Repeat(" ", pad) + strings.Repeat("^", n) + "\n"
}

// Where is a compiled `--where` expression.
type Where struct {
	src  string
	expr hclsyntax.Expression
	vars []*Field
	ctx  *hcl.EvalContext
	// budget bounds the work of one Filter (lang.Budget), shared by its
	// goroutines.
	budget *lang.Budget
}

// ParseWhere parses and type-checks a `--where` expression over the fields
// of kind k (every kind's fields when k is ""). The expression must be
// true or false. Errors are *ExprError.
//
// Fields a part lacks are null. A comparison or function that meets a null
// makes the expression false for that part rather than an error, so
// `vram_gb >= 24` simply skips parts without vram_gb; `vram_gb == null`
// finds them.
func ParseWhere(src string, k hw.Kind) (*Where, error) {
	fail := func(d hcl.Diagnostics) error { return &ExprError{Flag: "--where", Src: src, Diags: d} }
	if strings.TrimSpace(src) == "" {
		return nil, fail(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "empty expression",
			Detail: "write a condition such as 'vram_gb >= 24 && price_usd < 2000'"}})
	}
	expr, diags := hclfile.ParseExpression("--where", []byte(src))
	if diags.HasErrors() {
		return nil, fail(diags)
	}
	if nested := lang.NestedFor(expr); len(nested) > 0 {
		return nil, fail(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "nested for expression",
			Detail: "for expressions (and %{for} templates) do not nest in --where: their steps multiply; use one", Subject: &nested[0]}})
	}
	lang.Instrument(expr)
	budget := lang.NewBudget()
	w := &Where{src: src, expr: expr, budget: budget, ctx: &hcl.EvalContext{Variables: map[string]cty.Value{}, Functions: budget.Functions()}}
	seen := map[string]bool{}
	for _, t := range expr.Variables() {
		name := t.RootName()
		f, ok := LookupField(k, name)
		if !ok {
			rng := t.SourceRange()
			detail := unknownField(name, k)
			return nil, fail(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "unknown field", Detail: detail, Subject: &rng}})
		}
		if !seen[name] {
			seen[name] = true
			w.vars = append(w.vars, f)
		}
	}
	// Type-check once with every field unknown: operators and functions
	// check their argument types even for unknown values, so `socket > 3`
	// fails here, for every part, with the caret under it.
	for _, f := range w.vars {
		w.ctx.Variables[f.Name] = cty.UnknownVal(lang.CtyType(f.Type))
	}
	v, diags := expr.Value(w.ctx)
	if diags.HasErrors() {
		return nil, fail(lang.CleanDiags(diags))
	}
	budget.Reset()
	if t := v.Type(); t != cty.Bool && t != cty.DynamicPseudoType {
		rng := expr.Range()
		return nil, fail(hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "not a condition",
			Detail: fmt.Sprintf("the expression is a %s; it must be true or false (e.g. vram_gb >= 24)", t.FriendlyName()), Subject: &rng}})
	}
	return w, nil
}

// Match reports whether p satisfies the expression. It is not safe for
// concurrent use (the evaluation context is reused); Clone gives each
// goroutine its own.
func (w *Where) Match(p *hw.Part) (bool, error) {
	hasNull := false
	for _, f := range w.vars {
		v := f.Value(p)
		hasNull = hasNull || v.IsNull()
		w.ctx.Variables[f.Name] = v
	}
	v, diags := w.expr.Value(w.ctx)
	if diags.HasErrors() {
		if hasNull && !lang.Exhausted(diags) {
			return false, nil
		}
		return false, &ExprError{Flag: "--where", Src: w.src, Diags: lang.CleanDiags(diags)}
	}
	if v.IsNull() || !v.IsKnown() || v.Type() != cty.Bool {
		return false, nil
	}
	return v.True(), nil
}

// Clone returns a Where with its own evaluation context.
func (w *Where) Clone() *Where {
	c := *w
	c.ctx = &hcl.EvalContext{Variables: map[string]cty.Value{}, Functions: w.budget.Functions()}
	return &c
}

// Filter returns the parts that match, in order. Large lists are split
// over GOMAXPROCS goroutines, each with its own evaluation context.
//
// One Filter has one evaluation budget (lang.Budget) for all the parts.
func (w *Where) Filter(parts []*hw.Part) ([]*hw.Part, error) {
	w.budget.Reset()
	workers := min(runtime.GOMAXPROCS(0), len(parts)/512+1)
	keep := make([]bool, len(parts))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	chunk := (len(parts) + workers - 1) / max(workers, 1)
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ww := w
			if i > 0 {
				ww = w.Clone()
			}
			for j := i * chunk; j < min((i+1)*chunk, len(parts)); j++ {
				ok, err := ww.Match(parts[j])
				if err != nil {
					errs[i] = err
					return
				}
				keep[j] = ok
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	var out []*hw.Part
	for i, p := range parts {
		if keep[i] {
			out = append(out, p)
		}
	}
	return out, nil
}

// unknownField explains a field name that kind k does not have, with the
// closest names, or the kinds that do have it.
func unknownField(name string, k hw.Kind) string {
	msg := fmt.Sprintf("no field named %q", name)
	if k != "" {
		msg += " for " + string(k) + " parts"
	}
	if s := closest(name, FieldNames(k)); s != "" {
		return msg + fmt.Sprintf("; did you mean %q?", s)
	}
	if k != "" {
		var kinds []string
		for _, other := range Kinds {
			if _, ok := LookupField(other, name); ok {
				kinds = append(kinds, string(other))
			}
		}
		if len(kinds) > 0 {
			return msg + fmt.Sprintf(" (%s parts have it)", strings.Join(kinds, ", "))
		}
	}
	return msg + "; `rigcheck catalog list --help` describes the fields"
}

// closest is the field name most like name: one it starts, else the
// nearest by edit distance.
func closest(name string, names []string) string {
	if len(name) >= 3 {
		best := ""
		for _, n := range names {
			if strings.HasPrefix(n, name) && (best == "" || len(n) < len(best)) {
				best = n
			}
		}
		if best != "" {
			return best
		}
	}
	if s := suggest.Closest(name, names, 1); len(s) > 0 {
		return s[0]
	}
	return ""
}
