package check

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
)

func parseFile(t *testing.T, name, src string) *hclfile.File {
	t.Helper()
	f, d := hclfile.Parse(name, []byte(src))
	if d.HasErrors() {
		t.Fatal(d)
	}
	return f
}

func TestMarkOverrides(t *testing.T) {
	emb, _ := catalog.Embedded()
	f := parseFile(t, "b.hcl", `
part "cpu" "my-1920x" {
  name       = "AMD Ryzen Threadripper 1920X"
  extends    = "amd-ryzen-threadripper-1920x"
  pcie_lanes = 48
  cores      = 12
}
part "cpu" "my-1920x-b" {
  name          = "B"
  extends       = "my-1920x"
  max_memory_gb = 256
}`)
	c, d := emb.Merge([]*hclfile.File{f})
	if len(d) > 0 {
		t.Fatal(d)
	}
	markOverrides(emb, c, f)
	got := func(id string) string {
		var out []string
		for _, a := range c.Lookup(id).Amended {
			out = append(out, a.Attr+" "+a.Old+"→"+a.New)
			if !a.Override {
				t.Errorf("%s %s is not an override", id, a.Attr)
			}
		}
		return strings.Join(out, ", ")
	}
	// cores = 12 is the catalog's number: no change; name is descriptive.
	if g := got("my-1920x"); g != "pcie_lanes 60→48" {
		t.Errorf("my-1920x: %s", g)
	}
	if g := got("my-1920x-b"); g != "pcie_lanes 60→48, max_memory_gb →256" {
		t.Errorf("my-1920x-b: %s", g)
	}
}

// A part a build file declares with no catalog part under it is marked
// Declared, with the catalog part it copies the name or id of: a chain of
// the file's own parts is no catalog part either.
func TestMarkDeclared(t *testing.T) {
	emb, _ := catalog.Embedded()
	f := parseFile(t, "b.hcl", `
part "cpu" "i7-7820x-48" {
  name       = "Intel Core i7-7820X"
  pcie_lanes = 48
}
part "cpu" "intel-core-i7-7820-x" {
  name = "Some CPU"
}
part "cpu" "mine" {
  name = "My CPU"
}
part "cpu" "mine-b" {
  extends = "mine"
}
part "cpu" "my-1920x" {
  name    = "AMD Ryzen Threadripper 1920X"
  extends = "amd-ryzen-threadripper-1920x"
}
part "cpu" "my-1920x-48" {
  extends    = "amd-ryzen-threadripper-1920x"
  pcie_lanes = 48
}`)
	c, _ := emb.Merge([]*hclfile.File{f}) // the parts lack required numbers: no matter here
	markOverrides(emb, c, f)
	for _, tc := range []struct {
		id, lookalike string
		declared      bool
	}{
		{"i7-7820x-48", "intel-core-i7-7820x", true},
		{"intel-core-i7-7820-x", "intel-core-i7-7820x", true},
		{"mine", "", true},
		{"mine-b", "", true},
		{"my-1920x", "", false}, // changes no number
		{"my-1920x-48", "amd-ryzen-threadripper-1920x", false},
	} {
		p := c.Lookup(tc.id)
		if p.Declared != tc.declared || p.Lookalike != tc.lookalike {
			t.Errorf("%s: declared %t, lookalike %q; want %t, %q", tc.id, p.Declared, p.Lookalike, tc.declared, tc.lookalike)
		}
	}
}
