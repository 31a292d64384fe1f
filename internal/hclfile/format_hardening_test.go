package hclfile

import (
	"strings"
	"testing"
)

// TestFormatRefusesDeepInput: `rigcheck fmt` on a long operator chain
// overflowed the goroutine stack in hclsyntax's parser (a fatal error)
// before Format went through ParseConfig's limits.
func TestFormatRefusesDeepInput(t *testing.T) {
	src := "build \"x\" {\n  budget_usd = " + strings.Repeat("-", 20_000) + "1\n}\n"
	_, diags := Format("deep.hcl", []byte(src))
	if !diags.HasErrors() || !strings.Contains(diags[0].Summary, "operators and brackets deep") {
		t.Fatalf("got %v", diags)
	}
}

// TestFormatWhitespaceOnly: whitespace-only input is formatted to the empty
// file, so formatting again changes nothing (FuzzFormatHCL found
// " " -> " \n" -> "", testdata/fuzz/FuzzFormatHCL/930f49fab2367014).
func TestFormatWhitespaceOnly(t *testing.T) {
	for _, src := range []string{" ", "\t\n  ", " \n\n"} {
		out, diags := Format("ws.hcl", []byte(src))
		if diags.HasErrors() || len(out) != 0 {
			t.Errorf("%q: got %q, %v; want the empty file", src, out, diags)
		}
	}
}
