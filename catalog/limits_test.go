package catalog

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
)

// TestExtendsDepthLimit: a chain of `extends` longer than MaxExtendsDepth
// is refused with a diagnostic naming the part; a chain at the limit loads.
func TestExtendsDepthLimit(t *testing.T) {
	// chain(n) is a base part and n variants, each extending the one
	// before; n < 0 writes the variants first, deepest first.
	chain := func(n int) string {
		var b strings.Builder
		var variants []string
		for i := 1; i <= max(n, -n); i++ {
			variants = append(variants, fmt.Sprintf("part \"gpu\" \"g-%d\" {\n  name = \"G%d\"\n  extends = \"g-%d\"\n}\n", i, i, i-1))
		}
		if n < 0 {
			slices.Reverse(variants)
			b.WriteString(strings.Join(variants, ""))
		}
		b.WriteString("part \"gpu\" \"g-0\" {\n  name = \"G\"\n  brand = \"X\"\n  vram_gb = 8\n  tdp_w = 200\n  slot_width = 2\n" +
			"  length_mm = 250\n  cooler = \"blower\"\n  pcie_gen = 4\n}\n")
		if n > 0 {
			b.WriteString(strings.Join(variants, ""))
		}
		return b.String()
	}
	load := func(n int) []string {
		f, d := hclfile.Parse("chain.hcl", []byte(chain(n)))
		if len(d) != 0 {
			t.Fatal(d)
		}
		_, diags := Build([]*hclfile.File{f}, false)
		var msgs []string
		for _, d := range diags {
			msgs = append(msgs, d.Message)
		}
		return msgs
	}
	if msgs := load(MaxExtendsDepth); len(msgs) != 0 {
		t.Errorf("a chain of %d: %v", MaxExtendsDepth, msgs)
	}
	want := fmt.Sprintf(`extends chain of "g-%d" is deeper than %d`, MaxExtendsDepth+1, MaxExtendsDepth)
	if msgs := load(MaxExtendsDepth + 5); len(msgs) != 1 || msgs[0] != want {
		t.Errorf("a chain of %d: %v, want [%s]", MaxExtendsDepth+5, msgs, want)
	}
	// The same diagnostic whatever the order of the parts (the limit used
	// to depend on which part the resolution started from).
	if msgs := load(-(MaxExtendsDepth + 5)); len(msgs) != 1 || msgs[0] != want {
		t.Errorf("the chain reversed: %v, want [%s]", msgs, want)
	}
	// A chain as long as a file can hold resolves without deep trouble.
	if msgs := load(-5000); len(msgs) != 1 || msgs[0] != want {
		t.Errorf("a chain of 5000: %d diagnostics", len(msgs))
	}
}
