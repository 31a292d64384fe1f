package report_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// markdownNow is the date the goldens age prices against.
var markdownNow = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)

// markdownResult checks one build file of testdata/markdown against the
// embedded catalog plus the goldens' own parts (testdata/markdown/parts),
// which carry every number the rules need.
func markdownResult(t *testing.T, name string) *check.Result {
	t.Helper()
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatalf("embedded catalog: %v", diags)
	}
	files, d, err := catalogdir.ReadDir("testdata/markdown/parts")
	if err != nil || d.HasErrors() {
		t.Fatalf("golden parts: %v %v", err, d)
	}
	cat, d = cat.Merge(files)
	if d.HasErrors() {
		t.Fatalf("golden parts: %v", d)
	}
	inputs := check.ReadInputs([]string{"testdata/markdown/" + name + ".hcl"}, nil)
	return check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
}

func writeMarkdown(t *testing.T, r *check.Result) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := report.Write(&b, "markdown", r, report.Options{Version: "1.2.3-test", Now: markdownNow}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGoldenMarkdown compares the Markdown of a passing, an unverified and
// a failing build with the golden files (go test ./internal/report -run
// Golden -update rewrites them).
func TestGoldenMarkdown(t *testing.T) {
	for _, c := range []struct {
		name    string
		verdict check.Verdict
		has     []string
	}{
		{"pass", check.Passes, []string{"## one-gpu-tower — ✅ passes", "**Verdict: passes.**", "| **Total** | | | | **$3,252** |"}},
		{"unverified", check.Unverified, []string{"is unverified", "- `gpu-slots`: the B650 Board has no slot list", "| GPU slots | not known |", "| Memory | Golden DDR5 64 GB (2 x 32 GB) DDR5-6000 | 1 | $210 |"}},
		{"fail", check.FailsVerdict, []string{"❌ fails", "| ❌ error | `psu-headroom` |", "| $580 (2018) |", "waived warning"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := markdownResult(t, c.name)
			if len(r.Builds) != 1 || r.Builds[0].Verdict != c.verdict {
				t.Fatalf("the %s golden build has the verdict %v; the file must give %v", c.name, r.Builds[0].Verdict, c.verdict)
			}
			got := writeMarkdown(t, r)
			for _, s := range c.has {
				if !bytes.Contains(got, []byte(s)) {
					t.Errorf("the Markdown lacks %q", s)
				}
			}
			checkMarkdownTables(t, string(got))
			golden(t, "markdown."+c.name+".md", got)
		})
	}
}

var unescapedPipe = regexp.MustCompile(`(^|[^\\])\|`)

// checkMarkdownTables: every row of a table has as many cells as its
// header (no user string added a column), and no raw HTML or link survives.
func checkMarkdownTables(t *testing.T, md string) {
	t.Helper()
	cells := func(line string) int { return len(unescapedPipe.FindAllStringIndex(line, -1)) }
	want := 0
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			want = 0
			continue
		}
		if want == 0 {
			want = cells(line)
			continue
		}
		if got := cells(line); got != want {
			t.Errorf("a table row has %d cell separators, its header %d:\n%s", got, want, line)
		}
	}
	for _, bad := range []string{"<b>", "[fine-tuning](", " *desk* "} {
		if strings.Contains(md, bad) {
			t.Errorf("the Markdown holds %q unescaped", bad)
		}
	}
}

// TestMarkdownHostile: control characters and Markdown in every user
// string stay text — a description cannot start a heading, a table, a
// workflow command or a terminal escape.
func TestMarkdownHostile(t *testing.T) {
	src := "build \"x\\u001b[2J\" {\n  description = \"::error::forged\\n| a | b |\\n# heading\"\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n}\n"
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "evil\x1b[31m|`.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	md := string(writeMarkdown(t, r))
	for _, bad := range []string{"\x1b", "\n::", "\n| a | b |", "\n# heading"} {
		if strings.Contains(md, bad) {
			t.Errorf("the Markdown holds %q:\n%s", bad, md)
		}
	}
	checkMarkdownTables(t, md)
}
