package config

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/lang"
)

// TestPolicyFunctionsArePure tries every function that reaches the file
// system, network, environment or clock in HCL's and Terraform's function
// sets: each must be a clean "unknown function" diagnostic.
func TestPolicyFunctionsArePure(t *testing.T) {
	for _, fn := range []string{"file", "fileexists", "fileset", "filebase64", "templatefile", "env", "getenv",
		"timestamp", "plantimestamp", "timeadd", "uuid", "uuidv5", "bcrypt", "pathexpand", "abspath", "dirname",
		"http", "data", "local_file", "exec", "shell", "sh", "system", "readfile", "md5", "sha256", "base64decode",
		"jsondecode", "yamldecode"} {
		src := `policy "p" {
  condition = ` + fn + `("x") == ""
}`
		_, diags := Parse("c.hcl", []byte(src))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, `unknown function "`+fn+`"`) {
			t.Errorf("%s: got %v, want one unknown-function diagnostic", fn, diags)
			continue
		}
		if diags[0].Range.Start.Line != 2 {
			t.Errorf("%s: diagnostic at line %d, want 2", fn, diags[0].Range.Start.Line)
		}
	}
	for _, fn := range lang.FunctionNames() {
		for _, bad := range []string{"file", "env", "time", "uuid", "http"} {
			if strings.Contains(fn, bad) {
				t.Errorf("function set holds %q", fn)
			}
		}
	}
}

func TestPolicyDepthLimit(t *testing.T) {
	// Deeper than MaxExpressionDepth: the policy's own limit.
	expr := strings.Repeat("(", 100) + "true" + strings.Repeat(")", 100)
	_, diags := Parse("c.hcl", []byte("policy \"deep\" {\n  condition = "+expr+"\n}\n"))
	if len(diags) == 0 || !strings.Contains(diags[0].Message, "condition nests deeper than 64") {
		t.Fatalf("got %v, want a nesting diagnostic", diags)
	}
	// Far deeper, or a long operator chain: refused before parsing, so the
	// parser's recursion cannot overflow the stack.
	for _, expr := range []string{
		strings.Repeat("(", 100_000) + "true" + strings.Repeat(")", 100_000),
		strings.Repeat("!", 100_000) + "true",
		strings.Repeat("build.cores + ", 20_000) + "1 > 0",
		`"${` + strings.Repeat("(", 100_000) + "1" + strings.Repeat(")", 100_000) + `}" == ""`,
	} {
		_, diags = Parse("c.hcl", []byte("policy \"deep\" {\n  condition = "+expr+"\n}\n"))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, "deep") || diags[0].Range.Start.Line != 2 {
			t.Errorf("%.20s…: got %v, want one depth diagnostic at line 2", expr, diags)
		}
	}
}

func TestRuleSettingsChecked(t *testing.T) {
	c, diags := Parse("c.hcl", []byte(`
catalog = ["parts"]
rule "cpu-cores" {
  per_gpu = 3
  severity = "info"
}
rule "syntax" {
  enabled = false
}
rule "budget" {
  severity = "fatal"
}
`))
	if got := c.Rules.Rules["cpu-cores"].Params["per_gpu"]; got != 3 {
		t.Errorf("per_gpu = %v, want 3", got)
	}
	if len(c.Catalogs) != 1 || !strings.HasSuffix(c.Catalogs[0], "parts") {
		t.Errorf("catalogs = %v", c.Catalogs)
	}
	var msgs []string
	for _, d := range diags {
		msgs = append(msgs, d.Message)
	}
	all := strings.Join(msgs, "\n")
	for _, want := range []string{`rule "syntax" cannot be disabled`, `unknown severity "fatal"`} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q in:\n%s", want, all)
		}
	}
}

// TestPolicyForExpressions: a for expression iterates over the build, once;
// nested fors over literal lists (billions of steps) are refused.
func TestPolicyForExpressions(t *testing.T) {
	list := "[" + strings.Repeat("1,", 1000) + "1]"
	for _, tc := range []struct{ cond, want string }{
		{`length([for g in gpu : g if g.cooler != "blower"]) == 0`, ""},
		{`length([for s in build.gpu_slots : s]) < 8`, ""},
		{`length([for a in ` + list + ` : a]) > 0`, "iterates over the build"},
		{`length([for g in gpu : [for m in memory : m]]) > 0`, "do not nest"},
		{`"%{for a in gpu}x%{endfor}" == ""`, ""},
		{`"%{for a in ` + list + `}%{for b in ` + list + `}x%{endfor}%{endfor}" == ""`, "iterates over the build"},
	} {
		_, diags := Parse("c.hcl", []byte("policy \"p\" {\n  condition = "+tc.cond+"\n}\n"))
		got := ""
		for _, d := range diags {
			got += d.Message + "\n"
		}
		if tc.want == "" && got != "" || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("%.60s: got %q, want %q", tc.cond, got, tc.want)
		}
	}
}
