package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	return len(p), nil
}

func TestStdinThatNeverEnds(t *testing.T) {
	in := ReadInputs([]string{"-"}, endless{})
	if in[0].Err == nil || !strings.Contains(in[0].Err.Error(), "larger than 4 MiB") {
		t.Fatalf("err = %v", in[0].Err)
	}
}

func TestLargeFileRefused(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big.hcl")
	if err := os.WriteFile(p, []byte(strings.Repeat("# padding\n", 500_000)), 0o644); err != nil {
		t.Fatal(err)
	}
	in := ReadInputs([]string{p}, nil)
	if in[0].Err == nil || !strings.Contains(in[0].Err.Error(), "larger than 4 MiB") {
		t.Fatalf("err = %v", in[0].Err)
	}
	cat, _ := catalog.Embedded()
	res := Run(in, Options{Catalog: cat})
	if !res.Diagnostics.HasErrors() || !strings.Contains(res.Diagnostics[0].Message, "4 MiB") {
		t.Fatalf("diags = %v", res.Diagnostics)
	}
}

func TestSymlinkLoopAndUnreadable(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.hcl"), []byte(`build "a" {}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(dir, filepath.Join(dir, "loop")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	files, _, err := ExpandPaths([]string{dir})
	if err != nil || len(files) != 1 {
		t.Fatalf("files = %v, err = %v", files, err)
	}
	// A file that cannot be read is reported without stopping the others.
	in := ReadInputs([]string{filepath.Join(dir, "a.hcl"), filepath.Join(dir, "gone.hcl")}, nil)
	cat, _ := catalog.Embedded()
	res := Run(in, Options{Catalog: cat})
	if len(res.Builds) != 1 {
		t.Errorf("builds = %d, want the readable file's 1", len(res.Builds))
	}
	found := false
	for _, d := range res.Diagnostics {
		found = found || strings.Contains(d.Message, "cannot read") && strings.HasSuffix(d.Range.Filename, "gone.hcl")
	}
	if !found {
		t.Errorf("no diagnostic for the missing file: %v", res.Diagnostics)
	}
}

func TestStructureLimits(t *testing.T) {
	var b strings.Builder
	b.WriteString("build \"many\" {\n")
	for i := 0; i < 70; i++ {
		fmt.Fprintf(&b, "  storage \"samsung-970-evo-1tb\" {}\n")
	}
	b.WriteString("}\n")
	cat, _ := catalog.Embedded()
	res := Run([]Input{{Name: "many.hcl", Src: []byte(b.String())}}, Options{Catalog: cat})
	if !hasRule(res.Diagnostics, "part-count") {
		t.Errorf("70 part blocks: no part-count diagnostic")
	}
	b.Reset()
	for i := 0; i < 1001; i++ {
		fmt.Fprintf(&b, "build \"b%d\" {}\n", i)
	}
	res = Run([]Input{{Name: "builds.hcl", Src: []byte(b.String())}}, Options{Catalog: cat})
	found := false
	for _, d := range res.Diagnostics {
		found = found || strings.Contains(d.Message, "more than 1000 builds")
	}
	if !found {
		t.Errorf("1001 builds: no limit diagnostic")
	}
}

func hasRule(ds hw.Diagnostics, rule string) bool {
	for _, d := range ds {
		if d.Rule == rule {
			return true
		}
	}
	return false
}

// TestDeterministic: the same input gives byte-identical output, run after
// run, in parallel.
func TestDeterministic(t *testing.T) {
	paths, _, err := ExpandPaths([]string{"../../builds"})
	if err != nil {
		t.Fatal(err)
	}
	cat, _ := catalog.Embedded()
	var first string
	for i := 0; i < 5; i++ {
		res := Run(ReadInputs(paths, nil), Options{Catalog: cat})
		var sb strings.Builder
		for _, d := range res.Diagnostics {
			fmt.Fprintf(&sb, "%s %s %s %s\n", d.Range, d.Rule, d.Build, d.Message)
		}
		for _, b := range res.Builds {
			fmt.Fprintf(&sb, "%s %v %v\n", b.Build.Name, b.Facts.GPUSlots, b.Valid)
		}
		if i == 0 {
			first = sb.String()
		} else if sb.String() != first {
			t.Fatalf("run %d differs from run 0", i)
		}
	}
}
