package hclfile

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/zclconf/go-cty/cty"
)

// fastParseDiff returns "" when fastParse declines src or gives exactly
// hclsyntax's tree for it (ranges and values included), else the
// difference; taken says whether fastParse took it.
func fastParseDiff(src []byte) (diff string, taken bool) {
	got, ok := fastParse(src, "f.hcl")
	if !ok {
		return "", false
	}
	f, diags := hclsyntax.ParseConfig(src, "f.hcl", hcl.InitialPos)
	if diags.HasErrors() {
		return "fastParse took a file hclsyntax refuses: " + diags.Error(), true
	}
	if reflect.DeepEqual(f.Body.(*hclsyntax.Body), got) {
		return "", true // the quick check; cmp decides when it fails
	}
	return cmp.Diff(f.Body.(*hclsyntax.Body), got,
		cmp.Comparer(func(a, b cty.Value) bool { return a.RawEquals(b) }),
		cmpopts.IgnoreUnexported(hclsyntax.Body{})), true
}

// TestFastParseMatches: on every HCL file of the repository and on the
// cases below, fastParse either declines or gives hclsyntax's tree; and
// it takes the files it is for (the catalog, the example builds), so that
// this test can fail.
func TestFastParseMatches(t *testing.T) {
	files := map[string][]byte{}
	var names []string
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".hcl":
			src, err := os.ReadFile(path)
			files[path] = src
			names = append(names, path)
			return err
		case ".txtar":
			// the testscripts' build and catalog files
			a, err := txtar.ParseFile(path)
			for _, f := range a.Files {
				if strings.HasSuffix(f.Name, ".hcl") {
					n := path + ":" + f.Name
					files[n] = f.Data
					names = append(names, n)
				}
			}
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < 150 {
		t.Fatalf("only %d files found", len(names))
	}
	taken := map[string]bool{}
	took := 0
	for _, n := range names {
		d, ok := fastParseDiff(files[n])
		if d != "" {
			t.Errorf("%s: fastParse differs from hclsyntax (-hclsyntax +fastParse):\n%s", n, d)
		}
		taken[n] = ok
	}
	for _, ok := range taken {
		if ok {
			took++
		}
	}
	t.Logf("fastParse took %d of %d files", took, len(names))
	for _, n := range names {
		if !taken[n] {
			t.Logf("declined: %s", n)
		}
		if strings.Contains(n, "/catalog/") && !taken[n] {
			t.Errorf("%s: fastParse declined a catalog file", n)
		}
	}
	if !taken["../../builds/seed-4gpu.hcl"] {
		t.Error("fastParse declined builds/seed-4gpu.hcl")
	}
	// The same files with Windows line ends: the smaller ones, and one
	// catalog file (the race detector makes the large ones slow).
	crlfCatalog := false
	for _, n := range names {
		if len(files[n]) > 16<<10 {
			if crlfCatalog || !strings.Contains(n, "/catalog/") {
				continue
			}
			crlfCatalog = true
		}
		crlf := bytes.ReplaceAll(files[n], []byte("\n"), []byte("\r\n"))
		d, ok := fastParseDiff(crlf)
		if d != "" {
			t.Errorf("%s with CRLF line ends: fastParse differs from hclsyntax (-hclsyntax +fastParse):\n%s", n, d)
		}
		if taken[n] && !ok && !bytes.Contains(files[n], []byte("\r")) {
			t.Errorf("%s: fastParse declined it with CRLF line ends", n)
		}
	}
	for _, c := range fastParseCases {
		d, ok := fastParseDiff([]byte(c.src))
		if d != "" {
			t.Errorf("%q: fastParse differs from hclsyntax (-hclsyntax +fastParse):\n%s", c.src, d)
		}
		if ok != c.take {
			t.Errorf("%q: fastParse took it: %v, want %v", c.src, ok, c.take)
		}
	}
}

// FuzzFastParse: wherever fastParse takes a file, its tree is hclsyntax's.
// Seeded with the cases of TestFastParseMatches and the example builds.
func FuzzFastParse(f *testing.F) {
	for _, c := range fastParseCases {
		f.Add([]byte(c.src))
	}
	m, _ := filepath.Glob("../../builds/*.hcl")
	for _, n := range m {
		if src, err := os.ReadFile(n); err == nil {
			f.Add(src)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if d, _ := fastParseDiff(src); d != "" {
			t.Fatalf("fastParse differs from hclsyntax on %q (-hclsyntax +fastParse):\n%s", src, d)
		}
	})
}

// fastParseCases are what fastParse takes and declines, at its edges.
var fastParseCases = []struct {
	src  string
	take bool
}{
	{"", true},
	{"\n\n", true},
	{"# only a comment", true},
	{"# a comment\n", true},
	{"  a = 1", true},
	{"a = 1\n", true},
	{"a = 1 # note\nb = 2\n", true},
	{"a = 1 // note\n\n\nb = 2.5e3", true},
	{"/* x\ny */ a = 1\n", true},
	{"a = /* x */ 1\n", true},
	{"a = 1 /* x */\n", true},
	{"a = 0.5\nb = 1e-3\nc = 12E+2\nd = 7.\n", false},
	{"a = [1, 2, 3]\n", true},
	{"a = []\n", true},
	{"a = [\n  \"x\", # one\n  \"y\",\n  // two\n]\n", true},
	{"a = [[1], [2, 3]]\n", true},
	{"a = true\nb = false\nc = null\n", true},
	{"a = \"x y z\"\n", true},
	{"a = \"\"\n", false},
	{"a = \"$5 and 50%\"\n", true},
	{"a = \"50% of $\"\n", true},
	{"a = \"$$5\"\n", false},
	{"a = \"%%{\"\n", false},
	{"a = \"$5 é\"\n", false},
	{"a = \"${b}\"\n", false},
	{"a = \"\\n\"\n", false},
	{"a = -1\n", false},
	{"a = 1 + 2\n", false},
	{"a = b\n", false},
	{"a = b.c\n", false},
	{"a = f(1)\n", false},
	{"a = { b = 1 }\n", false},
	{"a = true ? 1 : 2\n", false},
	{"a = [1]\n[0]", false},
	{"a = <<EOT\nx\nEOT\n", false},
	{"a = 1\na = 2\n", false},
	{"a = 1, b = 2\n", false},
	{"build \"x\" {}\n", true},
	{"build \"x\" {}", true},
	{"build \"x\" \"y\" {\n  a = 1\n}\n", true},
	{"build {\n}\n", true},
	{"build \"x\" { count = 2 }\n", true},
	{"build \"x\" { count = 2, b = 3 }\n", false},
	{"build \"x\" { count = 2\n}\n", false},
	{"build \"x\" {\n  cpu \"a\" {}\n  gpu \"b\" { count = 4 }\n  slot {\n    size = 16\n  }\n}\n", true},
	{"build x {}\n", false},
	{"build \"x\" {} a = 1\n", false},
	{"build \"x\" {\n", false},
	{"build \"x\" }\n", false},
	{"}\n", false},
	{"a = 1\r\n", true},
	{"# c\r\nb = 2\r\n", true},
	{"a = [\r\n  1, # one\r\n  2,\r\n]\r\n", true},
	{"build \"x\" {\r\n  a = 1 // note\r\n  gpu \"g\" { count = 2 }\r\n}\r\n", true},
	{"a = 1 # x\ry\n", true},
	{"a = 1\r", false},
	{"a = 1\rb = 2\n", false},
	{"a = \"x\r\"\n", false},
	{"a = \"é\"\n", true},
	{"a = 1 # é\n", true},
	{"a = 1 # é", false},
	{"a = [\"4× RTX — é\", \"e\u0301\", \"👩\u200d💻\"] # — ×\nb = \"x\"\n", true},
	{"build \"ü\" { description = \"naïve\" }\n", true},
	{"a = \"\u0085\"\n", true},
	{"a = /* é */ 1\n", false},
	{"a = \"\x7f\"\n", false},
	{"a = \"\xff\"\n", false},
	{"a-b = 1\nc_d = true\n", true},
	{"a = true-1\n", false},
	{"a = 1.x\n", false},
	{"a = 1a\n", false},
	{"a == 1\n", false},
	{"\ta\t=\t1\t\n", true},
}
