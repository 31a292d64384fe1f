package check

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
)

// unknownIDsFile is a build file of builds × 60 part blocks whose ids are
// all different and none in the catalog (issue 29: 60,000 of them, 2.1 MB,
// took 44 s of "did you mean").
func unknownIDsFile(builds int) []byte {
	var sb strings.Builder
	for b := range builds {
		fmt.Fprintf(&sb, "build \"b%d\" {\n", b)
		for i := range 60 {
			fmt.Fprintf(&sb, "  gpu \"nvidia-rtx-%05d-%02d\" {}\n", b, i)
		}
		sb.WriteString("}\n")
	}
	return []byte(sb.String())
}

// BenchmarkResolveUnknownIDs resolves 60,000 unknown ids of one file.
func BenchmarkResolveUnknownIDs(b *testing.B) {
	cat, _ := catalog.Embedded()
	src := unknownIDsFile(1000)
	f, diags := hclfile.Parse("unknown.hcl", src)
	if len(diags) > 0 {
		b.Fatal(diags[0])
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		r := newResolver(cat)
		for _, bl := range f.Builds {
			r.resolve(bl)
		}
	}
}

// TestResolverBoundsSuggestions: one file's unknown ids get at most
// MaxSuggestions searches; an id met again keeps its suggestion.
func TestResolverBoundsSuggestions(t *testing.T) {
	cat, _ := catalog.Embedded()
	var sb strings.Builder
	for b := range 3 {
		fmt.Fprintf(&sb, "build \"b%d\" {\n", b)
		for i := range 60 {
			fmt.Fprintf(&sb, "  psu \"evga-supernova-1600-p%d\" {}\n", 3+b*60+i)
		}
		sb.WriteString("  psu \"evga-supernova-1600-p3\" {}\n}\n")
	}
	f, diags := hclfile.Parse("unknown.hcl", []byte(sb.String()))
	if len(diags) > 0 {
		t.Fatal(diags[0])
	}
	r := newResolver(cat)
	var all []string
	for _, b := range f.Builds {
		for _, d := range r.resolve(b) {
			all = append(all, d.Detail)
		}
	}
	searched := 0
	for i, d := range all {
		switch {
		case strings.HasPrefix(d, "Did you mean"):
			searched++
		case d != "See `rigcheck catalog search TEXT` or `rigcheck catalog list psu` for the ids.":
			t.Errorf("detail %d: %q", i, d)
		}
	}
	// 100 searched ids, and the first id met again at the end of each build
	// (twice past the cap).
	if searched != MaxSuggestions+3 || len(all) != 183 {
		t.Errorf("%d of %d details suggest an id, want %d of 183", searched, len(all), MaxSuggestions+3)
	}
	if last := all[len(all)-1]; last != all[0] || !strings.Contains(last, `"evga-supernova-1600-p2"`) {
		t.Errorf("the repeated id got %q, want %q", last, all[0])
	}
}
