package check_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestGroups: every diagnostic lands in exactly one place — its build's
// group when a build claims it, else its file's — and files come in name
// order whatever order they were given in.
func TestGroups(t *testing.T) {
	cat, _ := catalog.Embedded()
	inputs := []check.Input{
		{Name: "z.hcl", Src: []byte("build \"z\" {\n  cpu \"no-such-cpu\" {}\n}\n")},
		{Name: "a.hcl", Src: []byte("build \"a\" {\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n}\nbuild \"a\" {\n}\n")},
		{Name: "broken.hcl", Src: []byte("build \"b\" {\n")},
	}
	r := check.Run(inputs, check.Options{Catalog: cat, Config: &rules.Config{}})
	groups := r.Groups()
	var files []string
	total := 0
	for _, g := range groups {
		files = append(files, g.File)
		total += len(g.Diags)
		for _, d := range g.Diags {
			if d.Range.Filename != g.File {
				t.Errorf("group %s holds a diagnostic of %s", g.File, d.Range.Filename)
			}
		}
		for _, br := range g.Builds {
			total += len(br.Findings)
			if br.File != g.File {
				t.Errorf("group %s holds build %q of %s", g.File, br.Build.Name, br.File)
			}
			for _, d := range br.Findings {
				if d.Build != br.Build.Name {
					t.Errorf("build %q holds a diagnostic of build %q: %s", br.Build.Name, d.Build, d.Message)
				}
			}
		}
	}
	if want := []string{"a.hcl", "broken.hcl", "z.hcl"}; !equal(files, want) {
		t.Fatalf("groups %v, want %v", files, want)
	}
	if total != len(r.Diagnostics) {
		t.Errorf("the groups hold %d diagnostics, the result %d: each must appear once", total, len(r.Diagnostics))
	}
	rulesOf := func(g check.FileGroup) (out []string) {
		for _, d := range g.Diags {
			out = append(out, d.Rule)
		}
		return out
	}
	if got := rulesOf(groups[0]); !equal(got, []string{"duplicate-id"}) {
		t.Errorf("a.hcl's file-level problems are %v, want the duplicate build name", got)
	}
	if got := rulesOf(groups[1]); len(got) == 0 || got[0] != "syntax" || len(groups[1].Builds) != 0 {
		t.Errorf("broken.hcl: %v with %d builds, want its syntax error and no build", got, len(groups[1].Builds))
	}
	z := groups[2]
	if len(z.Diags) != 0 || len(z.Builds) != 1 || !hasRule(z.Builds[0].Findings, "unknown-part") {
		t.Errorf("z.hcl: the unknown part belongs to build \"z\"; got file-level %v", rulesOf(z))
	}
}

func equal(a, b []string) bool { return slices.Equal(a, b) }

func hasRule(ds hw.Diagnostics, rule string) bool {
	for _, d := range ds {
		if d.Rule == rule {
			return true
		}
	}
	return false
}

// TestGroupsSeeResultNotes: a note added to a message in the result's
// list shows in the build's group.
func TestGroupsSeeResultNotes(t *testing.T) {
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "z.hcl", Src: []byte("build \"z\" {\n  cpu \"no-such-cpu\" {}\n}\n")}},
		check.Options{Catalog: cat, Config: &rules.Config{}})
	for i := range r.Diagnostics {
		r.Diagnostics[i].Message += " (noted)"
	}
	for _, g := range r.Groups() {
		for _, br := range g.Builds {
			if len(br.Findings) == 0 {
				t.Fatal("the build lost its findings")
			}
			for _, d := range br.Findings {
				if !strings.HasSuffix(d.Message, " (noted)") {
					t.Errorf("the group shows %q, not the result's message", d.Message)
				}
			}
		}
	}
}
