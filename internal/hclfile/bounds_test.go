package hclfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// TestTokenAndHeredocBounds: inputs that cost gigabytes or minutes inside
// hclsyntax are refused by the limits pass, with one diagnostic that names
// the limit.
func TestTokenAndHeredocBounds(t *testing.T) {
	heredoc := func(lines int) string {
		return "build \"x\" {\n  description = <<EOT\n" + strings.Repeat("l\n", lines) + "EOT\n}\n"
	}
	many := func(docs, lines int) string {
		var b strings.Builder
		for range docs {
			b.WriteString(heredoc(lines))
		}
		return b.String()
	}
	for _, tc := range []struct{ name, src, want string }{
		// 1.7 GiB and 7 s before the bound.
		{"4 MiB list literal", "build \"x\" {\n  budget_usd = [" + strings.Repeat("1,", 2<<20-20) + "1]\n}\n", "tokens; rigcheck reads files of at most 1000000 tokens"},
		// 2,000,000 lines did not finish in 60 s; 200,000 took 32 s.
		{"2 million heredoc lines", heredoc(2_000_000), "tokens; rigcheck reads files of at most"},
		{"200,000 heredoc lines", heredoc(200_000), "a heredoc of more than 1000 lines"},
		{"many heredocs", many(30, 1000), "more than 20000 heredoc lines in all"},
	} {
		_, diags := Parse("big.hcl", []byte(tc.src))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, diags, tc.want)
		}
	}
	if _, diags := Parse("ok.hcl", []byte(heredoc(MaxTemplateParts))); len(diags) != 0 {
		t.Errorf("a heredoc at the limit: %v", diags)
	}
}

// TestRoughTokensRunsHigh: the estimate is never below the lexer's count
// on the real files, so that the bound cannot be slipped under.
func TestRoughTokensRunsHigh(t *testing.T) {
	files, _ := filepath.Glob("../../catalog/*.hcl")
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		toks := lexCount(src)
		if r := RoughTokens(src); r < toks {
			t.Errorf("%s: estimate %d below the lexer's %d", p, r, toks)
		}
	}
}

func lexCount(src []byte) int {
	toks, _ := hclsyntax.LexConfig(src, "", hcl.InitialPos)
	return len(toks)
}
