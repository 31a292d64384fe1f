package check_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
)

// verdictLine is the line each example build file carries: the verdict it
// reaches under validate --strict, and for an unverified one the numbers
// that keep it so, each "part-id attribute" (attributes that would each do
// joined by |).
var verdictLine = regexp.MustCompile(`(?m)^# Verdict: (passes|fails|unverified)(?: \((.+)\))?$`)

// TestExampleVerdicts: every example build (builds/, builds/gallery/) and
// every build of the realistic set (testdata/realistic) reaches the
// verdict its Verdict line promises, and an unverified one lacks exactly
// the numbers the line names.
func TestExampleVerdicts(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var files []string
	for _, g := range []string{"../../builds/*.hcl", "../../builds/gallery/*.hcl", "testdata/realistic/*.hcl"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 30 {
		t.Fatalf("%d example files; the globs are wrong", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := verdictLine.FindSubmatch(src)
			if m == nil {
				t.Fatal("no # Verdict: line (passes, fails, or unverified (part-id attribute, ...))")
			}
			r := check.Run([]check.Input{{Name: f, Src: src}}, check.Options{Catalog: cat, Strict: true})
			if len(r.Builds) != 1 {
				t.Fatalf("%d builds, want one", len(r.Builds))
			}
			b := r.Builds[0]
			if got, want := b.Verdict.String(), string(m[1]); got != want {
				t.Errorf("verdict %s, the file says %s; %s", got, want, b.UncheckedLine())
			}
			var lacks []string
			for _, u := range b.Unchecked {
				for _, n := range u.Needs {
					lacks = append(lacks, n.ID+" "+strings.Join(n.Attrs, "|"))
				}
			}
			slices.Sort(lacks)
			lacks = slices.Compact(lacks)
			var said []string
			if len(m[2]) > 0 {
				for _, s := range strings.Split(string(m[2]), ", ") {
					said = append(said, strings.TrimSpace(s))
				}
			}
			slices.Sort(said)
			if b.Verdict == check.Unverified && !slices.Equal(lacks, said) {
				t.Errorf("the build lacks %q; the Verdict line names %q", lacks, said)
			}
		})
	}
}
