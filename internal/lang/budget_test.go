package lang

import (
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/zclconf/go-cty/cty"
)

func eval(t *testing.T, src string, vars map[string]cty.Value) (cty.Value, hcl.Diagnostics) {
	t.Helper()
	expr, diags := hclsyntax.ParseExpression([]byte(src), "e", hcl.InitialPos)
	if diags.HasErrors() {
		t.Fatalf("%s: %v", src, diags)
	}
	if n := NestedFor(expr); len(n) > 0 {
		return cty.NilVal, hcl.Diagnostics{{Severity: hcl.DiagError, Summary: "nested for", Subject: &n[0]}}
	}
	Instrument(expr)
	b := NewBudget()
	v, diags := expr.Value(&hcl.EvalContext{Variables: vars, Functions: b.Functions()})
	return v, CleanDiags(diags)
}

// TestBudget: every expression of the issue that hung, ran out of memory
// or printed a stack trace fails fast with a message at the expression.
func TestBudget(t *testing.T) {
	l := "[" + strings.Repeat("1,", 999) + "1]"
	big := cty.StringVal(strings.Repeat("ab ", 300_000)) // 900 KB
	vars := map[string]cty.Value{"name": big, "x": cty.NumberIntVal(3)}
	for _, tc := range []struct{ src, want string }{
		{`format("%1000000000s", "x")`, "width or precision of more than 10000"},
		{`format("%.1000000000f", 1)`, "width or precision of more than 10000"},
		{`replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace("ab", "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa"), "a", "aa")`, "replace() would make a string"},
		{`[for a in ` + l + ` : [for b in ` + l + ` : [for c in ` + l + ` : 1]]]`, "nested for"},
		{`"%{for a in ` + l + `}%{for b in ` + l + `}x%{endfor}%{endfor}"`, "nested for"},
		{`length([for a in ` + l + ` : join(",", [name, name])])`, "join() would make a string"},
		{`length([for a in ` + l + ` : title(name)])`, "more than 32 MiB"},
		{`length(regexall(".", name))`, "elements; expressions handle at most 100000"},
		{`length(split("", name))`, "elements; expressions handle at most 100000"},
		{`log(0, 0)`, "log(0, 0) has no numeric result"},
		{`log(1, 1)`, "log(1, 1) has no numeric result"},
		{`pow(-1, 0.5)`, "pow(-1, 0.5) has no numeric result"},
		{`log(x - x, 0)`, "log(0, 0) has no numeric result"},
		{`try(log(0, 0), "fallback") == "fallback"`, ""},
	} {
		start := time.Now()
		v, diags := eval(t, tc.src, vars)
		text := diags.Error()
		if strings.Contains(text, "goroutine") || strings.Contains(text, "panic") {
			t.Errorf("%.60s: a stack trace reached the diagnostic: %s", tc.src, text)
		}
		if tc.want == "" {
			if diags.HasErrors() || !v.True() {
				t.Errorf("%.60s: %v %v", tc.src, v, diags)
			}
			continue
		}
		if !diags.HasErrors() || !strings.Contains(text, tc.want) {
			t.Errorf("%.60s: got %v (%q), want an error with %q", tc.src, v.GoString(), text, tc.want)
		}
		if d := diags[0]; d.Subject == nil || d.Subject.Start.Byte < 0 {
			t.Errorf("%.60s: no position", tc.src)
		}
		_ = start
	}
}

// TestBudgetLeavesRealExpressionsAlone: ordinary expressions evaluate.
func TestBudgetLeavesRealExpressionsAlone(t *testing.T) {
	vars := map[string]cty.Value{"sockets": cty.ListVal([]cty.Value{cty.StringVal("AM5"), cty.StringVal("AM4")})}
	for _, src := range []string{
		`contains(sockets, "AM5")`, `length([for s in sockets : s if s != "AM4"]) == 1`,
		`format("%-10s|", "x") == "x         |"`, `replace("a-b", "-", "_") == "a_b"`, `join(",", sockets) == "AM5,AM4"`,
		`log(8, 2) == 3`, `pow(2, 10) == 1024`,
	} {
		v, diags := eval(t, src, vars)
		if diags.HasErrors() || !v.True() {
			t.Errorf("%s: %v %v", src, v.GoString(), diags)
		}
	}
}

// TestBudgetIsShared: one budget counts across evaluations, and once
// exhausted stays so.
func TestBudgetIsShared(t *testing.T) {
	b := NewBudget()
	var err error
	for i := 0; i <= MaxSteps && err == nil; i++ {
		err = b.charge(1)
	}
	if err == nil || b.charge(0) == nil {
		t.Fatalf("budget not exhausted after %d steps", MaxSteps+1)
	}
	b.Reset()
	if b.charge(1) != nil {
		t.Fatal("Reset did not renew the budget")
	}
}
