package report

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/check"
)

// A part declared in a build file with no catalog part under it is marked
// in the parts table, and one that copies a catalog part's name or id
// says which.
func TestDeclaredLine(t *testing.T) {
	for _, tc := range []struct {
		p    check.Part
		want string
	}{
		{check.Part{ID: "intel-core-i7-7820x"}, ""},
		{check.Part{ID: "mine", Declared: "builds/x.hcl:3"}, "↳ declared in builds/x.hcl:3, not a catalog part"},
		{check.Part{ID: "i7-7820x-48", Declared: "builds/x.hcl:3", Lookalike: "intel-core-i7-7820x"},
			"↳ declared in builds/x.hcl:3, not a catalog part: its name or id copies the catalog's intel-core-i7-7820x, but none of its numbers are the catalog's"},
		{check.Part{ID: "intel-core-i7-7820x-oc", Declared: "builds/x.hcl:1", Lookalike: "intel-core-i7-7820x", Variant: true},
			"↳ declared in builds/x.hcl:1: its name or id copies the catalog's intel-core-i7-7820x, but the numbers below are the file's"},
	} {
		if got := DeclaredLine(tc.p); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.p.ID, got, tc.want)
		}
	}
}
