package hclfile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
)

// TestExpressionWeightRefused: inputs that made hclsyntax's recursive
// parser or evaluator overflow the 1 GB goroutine stack (a fatal error, not
// a panic) before the lexer-based limit existed. Each is refused with one
// diagnostic on the line where it starts.
func TestExpressionWeightRefused(t *testing.T) {
	const n = 20_000 // 1,500,000 overflowed the stack before the limit; any n > 1000 is refused
	parens := strings.Repeat("(", n) + "1" + strings.Repeat(")", n)
	for _, tc := range []struct{ name, src, want string }{
		{"binary chain", "build \"x\" {\n  budget_usd = " + strings.Repeat("1+", n) + "1\n}\n", "operators and brackets deep"},
		{"unary minus", "build \"x\" {\n  budget_usd = " + strings.Repeat("-", 2*n) + "1\n}\n", "operators and brackets deep"},
		{"unary not", "build \"x\" {\n  budget_usd = " + strings.Repeat("!", 2*n) + "true\n}\n", "operators and brackets deep"},
		{"conditional chain", "build \"x\" {\n  budget_usd = " + strings.Repeat("true ? 1 : ", n/4) + "1\n}\n", "operators and brackets deep"},
		{"index chain", "build \"x\" {\n  budget_usd = (1)" + strings.Repeat("[0]", n/2) + "\n}\n", "operators and brackets deep"},
		{"brackets after a comment quote", "# \"\nbuild \"x\" {\n  budget_usd = " + parens + "\n}\n", "nests brackets deeper"},
		{"brackets in a template", "build \"x\" {\n  description = \"${" + parens + "}\"\n}\n", "nests brackets deeper"},
		{"brackets after a heredoc quote", "build \"x\" {\n  description = <<EOT\n\"\nEOT\n  budget_usd = " + parens + "\n}\n", "nests brackets deeper"},
		{"nested template directives", "build \"x\" {\n  description = \"" + strings.Repeat("%{if true}", n/8) + "\"\n}\n", "deep"},
	} {
		_, diags := Parse("deep.hcl", []byte(tc.src))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, tc.want) {
			t.Errorf("%s: got %v, want one %q diagnostic", tc.name, diags, tc.want)
			continue
		}
		if l := diags[0].Range.Start.Line; l < 2 || l > 5 {
			t.Errorf("%s: diagnostic at line %d", tc.name, l)
		}
	}
}

// TestLimitsLeaveRealFilesAlone: every example build and catalog file is
// far below the limits; long but flat content (many attributes, a long
// list, a very long line) is not refused either.
func TestLimitsLeaveRealFilesAlone(t *testing.T) {
	var files []string
	for _, g := range []string{"../../builds/*.hcl", "../../builds/*/*.hcl", "../../catalog/*.hcl"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("only %d files found", len(files))
	}
	for _, p := range files {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if d := CheckLimits(p, src, false); d != nil {
			t.Errorf("%s: %s", p, d.Summary)
		}
	}
	long := "build \"x\" {\n  description = \"" + strings.Repeat("a", 1_000_000) + "\"\n  budget_usd = -1 * -2 + 3\n}\n"
	list := "part \"case\" \"c\" {\n  form_factors = [" + strings.Repeat(`"ATX", `, 20_000) + "\"ATX\"]\n}\n"
	for _, src := range []string{long, list} {
		if d := CheckLimits("flat.hcl", []byte(src), false); d != nil {
			t.Errorf("flat input refused: %s", d.Summary)
		}
	}
	// A very long line of content is decoded like a short one.
	f, diags := Parse("long.hcl", []byte(long))
	if len(diags) != 0 || len(f.Builds) != 1 || len(f.Builds[0].Description) != 1_000_000 {
		t.Errorf("long line: diags = %v", diags)
	}
}

// TestInvalidUTF8AndNUL: binary input is refused with one diagnostic
// naming the file, before the parser sees it.
func TestInvalidUTF8AndNUL(t *testing.T) {
	for _, src := range []string{"build \"x\" {\xff\xfe}", "build \"x\" {}\x00", "\xc0\xaf"} {
		_, diags := Parse("bin.hcl", []byte(src))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, "bin.hcl is not a text file") {
			t.Errorf("%q: got %v", src, diags)
		}
	}
}

// TestForExpressionsRefused: a nested for expression over literal lists
// (10^9 steps here) would hang the decoder; values are literals, so it is
// refused without being evaluated.
func TestForExpressionsRefused(t *testing.T) {
	l := "[" + strings.Repeat("1,", 999) + "1]"
	for _, v := range []string{
		"[for a in " + l + ": [for b in " + l + ": [for c in " + l + ": 1]]]",
		"\"%{for a in " + l + "}%{for b in " + l + "}%{for c in " + l + "}x%{endfor}%{endfor}%{endfor}\"",
	} {
		_, diags := Parse("for.hcl", []byte("build \"x\" {\n  description = "+v+"\n}\n"))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, "not a for expression") {
			t.Errorf("got %v", diags)
		}
	}
}

// TestPartsPerFileLimit: a file with more than MaxPartsPerFile parts is
// refused at the first part over, with one diagnostic.
func TestPartsPerFileLimit(t *testing.T) {
	var b strings.Builder
	for i := 0; i <= MaxPartsPerFile; i++ {
		fmt.Fprintf(&b, "part \"cpu\" \"c-%d\" {}\n", i)
	}
	f, diags := Parse("parts.hcl", []byte(b.String()))
	if len(f.Parts) != MaxPartsPerFile {
		t.Errorf("%d parts decoded, want %d", len(f.Parts), MaxPartsPerFile)
	}
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "more than 20000 parts in one file") || diags[0].Range.Start.Line != MaxPartsPerFile+1 {
		t.Errorf("got %v", diags)
	}
}

// BenchmarkCheckLimitsCatalog is the price of the lexer-based limits
// alone, over the catalog/*.hcl files (compare BenchmarkParseFloorCatalog
// in package catalog: the full hclsyntax parse of the same files).
func BenchmarkCheckLimitsCatalog(b *testing.B) {
	names, _ := filepath.Glob("../../catalog/*.hcl")
	var srcs [][]byte
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, src := range srcs {
			if d := CheckLimits(names[i], src, false); d != nil {
				b.Fatal(d.Summary)
			}
		}
	}
}

// checkFastPath fails when withinLimits lets src skip the lexer pass that
// would have refused it.
func checkFastPath(t *testing.T, src []byte) {
	t.Helper()
	for _, expr := range []bool{false, true} {
		if withinLimits(src) {
			if d := checkTokens("f.hcl", src, expr, "", func(int) *hcl.Range { return &hcl.Range{} }); d != nil {
				t.Fatalf("withinLimits passed %q (expr %v), which the lexer pass refuses: %s", src, expr, d.Summary)
			}
		}
	}
}

// TestFastPathNeverSkipsARefusal: the byte count of withinLimits is an
// upper bound of what the lexer pass measures. Inputs just under its
// bounds, built from the tokens that weigh the most per byte, pass both;
// at the bounds withinLimits hands them to the lexer, which still decides.
func TestFastPathNeverSkipsARefusal(t *testing.T) {
	var cases []string
	for _, n := range []int{99, 100, 101, 199, 200, 201, 332, 333, 334, 498, 499, 500} {
		cases = append(cases,
			"x = "+strings.Repeat("(", n)+"1"+strings.Repeat(")", n),
			"x = "+strings.Repeat("-", 2*n)+"1",
			"x = "+strings.Repeat("1+", 2*n)+"1",
			"x = \""+strings.Repeat("%{if true}", n/3)+"\"",
			"x = \""+strings.Repeat("${", n/2)+"1"+strings.Repeat("}", n/2)+"\"",
			"x = (1)"+strings.Repeat("[0]", n),
			"x = "+strings.Repeat("true ? 1 : ", n/3)+"1",
			"x = "+strings.Repeat("{a = ", n/2)+"1"+strings.Repeat("}", n/2),
			// Where the resets are: a newline inside brackets or parentheses
			// resets nothing, nor does a comma or newline inside a string or a
			// comment; a newline directly inside braces does.
			"x = [\n"+strings.Repeat("1+\n", 2*n)+"1]",
			"x = (\n"+strings.Repeat("1 # c,\n + ", n)+"1)",
			"x = (\n"+strings.Repeat("1 /* ,\n */ + ", 2*n)+"1)",
			"x = "+strings.Repeat("\"a,\\\"b\" + ", n)+"1",
			"x = "+strings.Repeat("\"# not a comment\" + ", n)+"1",
			"x = {\n"+strings.Repeat("a = 1+1+1\n", n)+"}",
			strings.Repeat("a = [1, 2, 3] # (\n", n),
			"x = ["+strings.Repeat("[", n)+strings.Repeat("]", n)+"]",
			"x = \""+strings.Repeat("$${", n)+"\"",
		)
	}
	skipped := 0
	for _, c := range cases {
		checkFastPath(t, []byte(c))
		if withinLimits([]byte(c)) {
			skipped++
		}
	}
	// Real files take the fast path: the test must be able to fail.
	src, err := os.ReadFile("../../builds/seed-4gpu.hcl")
	if err != nil {
		t.Fatal(err)
	}
	if !withinLimits(src) {
		t.Error("builds/seed-4gpu.hcl does not take the fast path")
	}
	// So do the catalog's files, thousands of lines each: the lexer pass
	// is for files that come near a limit.
	names, _ := filepath.Glob("../../catalog/*.hcl")
	if len(names) == 0 {
		t.Fatal("no catalog files")
	}
	for _, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		checkFastPath(t, src)
		if !withinLimits(src) {
			t.Errorf("%s does not take the fast path", name)
		}
	}
	if skipped == 0 {
		t.Error("no case took the fast path")
	}
}
