package lang

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
)

// Limits of one evaluation budget. `--where` gets one budget per filter run
// over the catalog, a policy one per file (shared by every build of the
// file), so that no expression — nested replace doubling a string, a
// format width of a billion, a for expression over a huge list — can hang
// rigcheck or exhaust its memory. Real expressions use a tiny fraction.
const (
	// MaxString is the longest string a function may take or return.
	MaxString = 1 << 20
	// MaxElements is the most elements a function may take or return.
	MaxElements = 100_000
	// MaxFormatWidth is the largest width or precision in a format verb.
	MaxFormatWidth = 10_000
	// MaxSteps bounds the function calls and for-expression iterations.
	MaxSteps = 1_000_000
	// MaxWork bounds the work of functions and for-expression bodies, in
	// all: the bytes of the strings they take and produce, and
	// ElementWork per element of the collections (a cty value and its
	// conversions cost far more than a byte).
	MaxWork = 32 << 20
	// ElementWork is the work one collection element counts for.
	ElementWork = 256
)

// ErrBudget is wrapped by every error of an exhausted budget.
var ErrBudget = errors.New("the expression does too much work")

// Budget counts the work of evaluations. It is safe for concurrent use:
// the goroutines of one `--where` filter share one.
type Budget struct {
	steps, work atomic.Int64
	once        sync.Once
	funcs       map[string]function.Function
}

// NewBudget returns a fresh budget.
func NewBudget() *Budget { return &Budget{} }

// Reset starts the budget anew.
func (b *Budget) Reset() {
	b.steps.Store(0)
	b.work.Store(0)
}

// charge adds one step and n units of work, failing once either limit is
// passed (and every time after: an exhausted budget stays exhausted, so
// that try() cannot keep an expensive expression going).
func (b *Budget) charge(n int64) error {
	s := b.steps.Add(1)
	w := b.work.Add(n)
	if s > MaxSteps {
		return fmt.Errorf("%w: more than %d function calls and loop steps; simplify it", ErrBudget, MaxSteps)
	}
	if w > MaxWork {
		return fmt.Errorf("%w: its functions and loops handle more than %d MiB of values in all; simplify it", ErrBudget, MaxWork>>20)
	}
	return nil
}

// StepFunc is the name under which Instrument counts loop steps.
const StepFunc = "rigcheck_step__"

// Functions is the function set of Functions, each charging b, refusing
// arguments and results past the limits, and turning cty's PanicError
// (log(0, 0), pow(-1, 0.5): a NaN that cty cannot hold) into a plain error.
// It also holds StepFunc, for instrumented expressions.
func (b *Budget) Functions() map[string]function.Function {
	b.once.Do(func() {
		b.funcs = make(map[string]function.Function, len(Functions)+1)
		for name, f := range Functions {
			if name == "try" || name == "can" {
				// They evaluate their argument expressions, whose calls
				// are charged; an error they swallow leaves the budget
				// exhausted.
				b.funcs[name] = f
				continue
			}
			b.funcs[name] = b.wrap(name, f)
		}
		b.funcs[StepFunc] = function.New(&function.Spec{
			Params: []function.Parameter{{Name: "v", Type: cty.DynamicPseudoType, AllowNull: true, AllowUnknown: true, AllowDynamicType: true, AllowMarked: true}},
			Type:   func(args []cty.Value) (cty.Type, error) { return args[0].Type(), nil },
			Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
				if err := b.charge(work(args[0])); err != nil {
					return cty.NilVal, err
				}
				return args[0], nil
			},
		})
	})
	return b.funcs
}

func (b *Budget) wrap(name string, f function.Function) function.Function {
	return function.New(&function.Spec{
		Description: f.Description(),
		Params:      f.Params(),
		VarParam:    f.VarParam(),
		Type: func(args []cty.Value) (cty.Type, error) {
			t, err := f.ReturnTypeForValues(args)
			return t, clean(name, args, err)
		},
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			var in int64
			for i, a := range args {
				if err := tooBig(name, i, a, size(a)); err != nil {
					return cty.NilVal, err
				}
				in += work(a)
			}
			if err := precheck(name, args); err != nil {
				return cty.NilVal, err
			}
			if err := b.charge(in); err != nil {
				return cty.NilVal, err
			}
			v, err := f.Call(args)
			if err != nil {
				return cty.NilVal, clean(name, args, err)
			}
			if err := tooBig(name, -1, v, size(v)); err != nil {
				return cty.NilVal, err
			}
			if err := b.charge(work(v)); err != nil {
				return cty.NilVal, err
			}
			return v, nil
		},
	})
}

// work is what a value counts for in the budget: its bytes for a string,
// ElementWork per element for a collection.
func work(v cty.Value) int64 {
	n := size(v)
	if v.IsKnown() && !v.IsNull() && v.Type() != cty.String && n > 1 {
		return n * ElementWork
	}
	return n
}

// size is a value's size: the bytes of a string, the elements of a
// collection (not counting what they hold: nested lists are made by nested
// loops, which are refused), one otherwise.
func size(v cty.Value) int64 {
	if v.IsNull() || !v.IsKnown() {
		return 1
	}
	v, _ = v.Unmark()
	t := v.Type()
	switch {
	case t == cty.String:
		return int64(len(v.AsString())) + 1
	case t.IsListType() || t.IsSetType() || t.IsTupleType() || t.IsMapType() || t.IsObjectType():
		return int64(v.LengthInt()) + 1
	}
	return 1
}

func tooBig(name string, arg int, v cty.Value, n int64) error {
	what := "the result"
	if arg >= 0 {
		what = fmt.Sprintf("argument %d", arg+1)
	}
	if v.IsKnown() && !v.IsNull() {
		if t := v.Type(); t == cty.String && n > MaxString {
			return fmt.Errorf("%w: %s of %s() is a string of %d bytes; expressions handle strings of at most %d", ErrBudget, what, name, n-1, MaxString)
		} else if t != cty.String && n > MaxElements {
			return fmt.Errorf("%w: %s of %s() has %d elements; expressions handle at most %d", ErrBudget, what, name, n-1, MaxElements)
		}
	}
	return nil
}

// precheck refuses calls whose result would pass the limits before they
// are made: format widths, replace and join results.
func precheck(name string, args []cty.Value) error {
	known := func(i int) bool { return i < len(args) && args[i].IsKnown() && !args[i].IsNull() }
	switch name {
	case "format":
		if known(0) && args[0].Type() == cty.String {
			return formatWidths(args[0].AsString())
		}
	case "replace":
		if known(0) && known(1) && known(2) && args[0].Type() == cty.String && args[1].Type() == cty.String && args[2].Type() == cty.String {
			s, sub, repl := args[0].AsString(), args[1].AsString(), args[2].AsString()
			n := int64(len(s))
			if sub == "" || strings.HasPrefix(sub, "/") && strings.HasSuffix(sub, "/") && len(sub) > 1 {
				n += int64(len(s)+1) * int64(len(repl)) // every position may match
			} else {
				n += int64(strings.Count(s, sub)) * int64(len(repl))
			}
			if n > MaxString {
				return fmt.Errorf("%w: replace() would make a string of up to %d bytes; expressions handle strings of at most %d", ErrBudget, n, MaxString)
			}
		}
	case "join":
		if known(0) && args[0].Type() == cty.String {
			total := int64(0)
			for _, l := range args[1:] {
				if !l.IsKnown() || l.IsNull() || !l.CanIterateElements() {
					continue
				}
				for it := l.ElementIterator(); it.Next(); {
					_, e := it.Element()
					total += size(e) + int64(len(args[0].AsString()))
				}
			}
			if total > MaxString {
				return fmt.Errorf("%w: join() would make a string of about %d bytes; expressions handle strings of at most %d", ErrBudget, total, MaxString)
			}
		}
	}
	return nil
}

// formatWidths refuses a format verb whose width or precision is past
// MaxFormatWidth: format("%1000000000s", "x") would allocate a gigabyte.
func formatWidths(f string) error {
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		i++
		for i < len(f) && strings.IndexByte("+- #0", f[i]) >= 0 {
			i++
		}
		if i < len(f) && f[i] == '[' { // %[2]s
			for i < len(f) && f[i] != ']' {
				i++
			}
			i++
		}
		for part := 0; part < 2 && i < len(f); part++ {
			if f[i] == '*' {
				return fmt.Errorf("%w: format() widths given as * are not supported", ErrBudget)
			}
			n := 0
			for i < len(f) && f[i] >= '0' && f[i] <= '9' {
				n = min(n*10+int(f[i]-'0'), MaxFormatWidth+1)
				i++
			}
			if n > MaxFormatWidth {
				return fmt.Errorf("%w: a format() width or precision of more than %d", ErrBudget, MaxFormatWidth)
			}
			if part == 0 && i < len(f) && f[i] == '.' {
				i++
				continue
			}
			break
		}
	}
	return nil
}

// clean turns cty's PanicError, whose message holds a Go stack trace, into
// an error that says what went wrong.
func clean(name string, args []cty.Value, err error) error {
	var pe function.PanicError
	if err == nil || !errors.As(err, &pe) {
		return err
	}
	var vals []string
	for _, a := range args {
		if a.IsKnown() && !a.IsNull() && a.Type() == cty.Number {
			vals = append(vals, a.AsBigFloat().Text('g', 6))
		} else {
			vals = append(vals, "…")
		}
	}
	return fmt.Errorf("%s(%s) has no numeric result (it would be NaN or infinite); guard the arguments, e.g. with a condition", name, strings.Join(vals, ", "))
}

// CleanDiags removes any Go stack trace that reached a diagnostic through
// a path other than Functions (an operator's implementation).
func CleanDiags(diags hcl.Diagnostics) hcl.Diagnostics {
	for _, d := range diags {
		if i := strings.Index(d.Detail, "panic in function implementation"); i >= 0 {
			d.Detail = d.Detail[:i] + "the arithmetic has no result for these values (it would be NaN or infinite)."
		}
		if i := strings.Index(d.Summary, "panic in function implementation"); i >= 0 {
			d.Summary = d.Summary[:i] + "no numeric result"
		}
	}
	return diags
}

// Instrument makes every for expression of expr (and so every %{for}
// template) call StepFunc on each iteration's key, value and condition, so
// that loops are charged to the budget. It changes expr in place; call it
// after any check of what the user wrote.
func Instrument(expr hcl.Expression) {
	se, ok := expr.(hclsyntax.Expression)
	if !ok {
		return
	}
	step := func(e hclsyntax.Expression) hclsyntax.Expression {
		if e == nil {
			return nil
		}
		r := e.Range()
		return &hclsyntax.FunctionCallExpr{Name: StepFunc, Args: []hclsyntax.Expression{e},
			NameRange: r, OpenParenRange: r, CloseParenRange: r}
	}
	var fors []*hclsyntax.ForExpr
	_ = hclsyntax.VisitAll(se, func(n hclsyntax.Node) hcl.Diagnostics {
		if fe, ok := n.(*hclsyntax.ForExpr); ok {
			fors = append(fors, fe)
		}
		return nil
	})
	for _, fe := range fors {
		fe.ValExpr, fe.KeyExpr, fe.CondExpr = step(fe.ValExpr), step(fe.KeyExpr), step(fe.CondExpr)
	}
}

// NestedFor reports for expressions (or %{for} templates) nested in
// another's collection, key, value or condition: their steps multiply, and
// three levels over 1,000-element lists are a billion. Policies and
// `--where` refuse them alike.
func NestedFor(expr hcl.Expression) []hcl.Range {
	se, ok := expr.(hclsyntax.Expression)
	if !ok {
		return nil
	}
	var out []hcl.Range
	_ = hclsyntax.VisitAll(se, func(n hclsyntax.Node) hcl.Diagnostics {
		fe, ok := n.(*hclsyntax.ForExpr)
		if !ok {
			return nil
		}
		for _, inner := range []hclsyntax.Expression{fe.CollExpr, fe.KeyExpr, fe.ValExpr, fe.CondExpr} {
			if inner != nil && hasFor(inner) {
				out = append(out, fe.SrcRange)
				break
			}
		}
		return nil
	})
	return out
}

func hasFor(e hclsyntax.Expression) bool {
	found := false
	_ = hclsyntax.VisitAll(e, func(n hclsyntax.Node) hcl.Diagnostics {
		_, ok := n.(*hclsyntax.ForExpr)
		found = found || ok
		return nil
	})
	return found
}

// Exhausted reports whether diags hold an exhausted budget (or a value
// past the limits): such an error is never taken for "no match".
func Exhausted(diags hcl.Diagnostics) bool {
	for _, d := range diags {
		if x, ok := hcl.DiagnosticExtra[hclsyntax.FunctionCallDiagExtra](d); ok && errors.Is(x.FunctionCallError(), ErrBudget) {
			return true
		}
	}
	return false
}
