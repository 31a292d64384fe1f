package hclfile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzDecode feeds any bytes to Parse, the decoder of every build and
// catalog file: it must return diagnostics, never panic, and every
// diagnostic must name the file; and the one-pass scan that lets
// CheckLimits skip its lexer pass must never skip a file that pass refuses. Seeded with the example builds and the
// embedded catalog.
func FuzzDecode(f *testing.F) {
	var seeds []string
	for _, g := range []string{"../../builds/*.hcl", "../../builds/*/*.hcl", "../../catalog/*.hcl"} {
		m, _ := filepath.Glob(g)
		seeds = append(seeds, m...)
	}
	for _, s := range seeds {
		if src, err := os.ReadFile(s); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(`part "gpu" "x" { extends = "y" }` + "\n" + `part "gpu" "y" { extends = "x" }`))
	f.Add([]byte(`build "b" { description = "${1+1}%{if true}x%{endif}" }`))
	f.Add([]byte("amend \"motherboard\" \"x\" {\n  sata_ports = null\n  replace = true\n  reason = null\n  source = \"\"\n  m2_slot { interface = \"nvme\" }\n}\n"))
	f.Add([]byte("build \"b\" {\n  description = <<EOT\n\"(((\nEOT\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		checkFastPath(t, src)
		file, diags := Parse("fuzz.hcl", src)
		if file == nil {
			t.Fatal("nil file")
		}
		for _, d := range diags {
			if d.Range.Filename != "fuzz.hcl" && !strings.HasPrefix(d.Range.Filename, "fuzz.hcl") {
				t.Fatalf("diagnostic %q names file %q", d.Message, d.Range.Filename)
			}
		}
	})
}
