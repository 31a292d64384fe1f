package catalog

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func parse(t *testing.T, name, src string) *hclfile.File {
	t.Helper()
	f, d := hclfile.Parse(name, []byte(src))
	if len(d) != 0 {
		t.Fatalf("%s: %v", name, d)
	}
	return f
}

func rules(ds hw.Diagnostics) string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Rule+": "+d.Message)
	}
	return strings.Join(out, "\n")
}

// The X399 SLI PLUS has a slot list, sata_ports unset and max_memory_gb
// unset in the embedded catalog; the 1920X has pcie_lanes.
func TestAmendMerge(t *testing.T) {
	emb, _ := Embedded()
	parsed, _ := ParseEmbedded()
	orig := emb.Lookup("msi-x399-sli-plus")
	if orig.Has("max_memory_gb") || orig.Has("sata_ports") || len(orig.M2) == 0 || len(orig.Slots) == 0 {
		t.Fatalf("the test's premise changed: %v slots %d m2 %d", orig.Attrs, len(orig.Slots), len(orig.M2))
	}
	for _, tc := range []struct {
		name, src string
		diags     string // substrings of the problems, in order; "" for none
		check     func(t *testing.T, c *Catalog)
	}{
		{name: "adds a number", src: `
amend "motherboard" "msi-x399-sli-plus" {
  max_memory_gb = 128
  source        = "https://www.msi.com/Motherboard/X399-SLI-PLUS/Specification"
}`, check: func(t *testing.T, c *Catalog) {
			p := c.Lookup("msi-x399-sli-plus")
			if v, _ := p.Num("max_memory_gb"); v != 128 {
				t.Fatalf("max_memory_gb = %v", v)
			}
			am, ok := p.Amendment("max_memory_gb")
			if !ok || am.Override || am.Old != "" || am.New != "128" || am.Where.Filename != "b.hcl" || am.Where.Start.Line != 3 {
				t.Fatalf("amendment %+v", am)
			}
			if p.Str("source") != orig.Str("source") {
				t.Fatalf("the amend's source replaced the part's: %q", p.Str("source"))
			}
			if orig.Has("max_memory_gb") || len(orig.Amended) > 0 {
				t.Fatal("the catalog's own part was changed")
			}
			listed := false
			for _, q := range c.Parts(hw.KindMotherboard) {
				if q.ID == p.ID {
					listed = q == p
				}
			}
			if !listed {
				t.Fatal("Parts lists the part without its amendment")
			}
		}},
		{name: "has it already", src: `
amend "cpu" "amd-ryzen-threadripper-1920x" {
  pcie_lanes = 64
  source     = "https://example.com/"
}`, diags: "the part already has pcie_lanes = 60 (catalog/", check: func(t *testing.T, c *Catalog) {
			if v, _ := c.Lookup("amd-ryzen-threadripper-1920x").Num("pcie_lanes"); v != 60 {
				t.Fatalf("pcie_lanes = %v after a refused amend", v)
			}
		}},
		{name: "replaces with a reason", src: `
amend "cpu" "amd-ryzen-threadripper-1920x" {
  pcie_lanes = 64
  replace    = true
  reason     = "AMD counts the chipset link"
  source     = "https://example.com/"
}`, check: func(t *testing.T, c *Catalog) {
			p := c.Lookup("amd-ryzen-threadripper-1920x")
			am, _ := p.Amendment("pcie_lanes")
			if v, _ := p.Num("pcie_lanes"); v != 64 || am.Old != "60" || am.New != "64" || am.Reason != "AMD counts the chipset link" {
				t.Fatalf("pcie_lanes = %v, %+v", v, am)
			}
		}},
		{name: "slot table it has", src: `
amend "motherboard" "msi-x399-sli-plus" {
  source = "https://example.com/"
  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 3
  }
}`, diags: "the part already has pcie_slot = 6 slots without positions"},
		{name: "replaces the slot table", src: `
amend "motherboard" "msi-x399-sli-plus" {
  source  = "https://example.com/"
  replace = true
  reason  = "positions from the manual's drawing"
  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 3
  }
}`, check: func(t *testing.T, c *Catalog) {
			p := c.Lookup("msi-x399-sli-plus")
			am, _ := p.Amendment("pcie_slot")
			if len(p.Slots) != 1 || p.Slots[0].Position != 1 || !strings.HasPrefix(am.Old, "6 slots") || am.New != "1 slot at positions 1 (x16 gen 3)" {
				t.Fatalf("slots %v, %+v", p.Slots, am)
			}
		}},
		{name: "unknown id", src: `
amend "motherboard" "msi-x399-sli-plux" {
  sata_ports = 8
  source     = "https://example.com/"
}`, diags: `unknown-part: amend of motherboard "msi-x399-sli-plux", which is not in the catalog`},
		{name: "wrong kind", src: `
amend "gpu" "msi-x399-sli-plus" {
  source = "https://example.com/"
}`, diags: `wrong-kind: amend "gpu" "msi-x399-sli-plus": "msi-x399-sli-plus" is a motherboard`},
		{name: "a variant in the file inherits it", src: `
amend "motherboard" "msi-x399-sli-plus" {
  sata_ports = 8
  source     = "https://example.com/"
}
part "motherboard" "my-x399" {
  name    = "My X399"
  extends = "msi-x399-sli-plus"
}`, check: func(t *testing.T, c *Catalog) {
			p := c.Lookup("my-x399")
			if v, _ := p.Num("sata_ports"); v != 8 {
				t.Fatalf("sata_ports = %v", v)
			}
			if _, ok := p.Amendment("sata_ports"); !ok {
				t.Fatal("the inherited number is not marked amended")
			}
		}},
		{name: "a part of the file", src: `
part "motherboard" "my-x399" {
  name    = "My X399"
  extends = "msi-x399-sli-plus"
}
amend "motherboard" "my-x399" {
  sata_ports    = 8
  memory_slots  = 4
  source        = "https://example.com/"
}`, diags: "the part already has memory_slots = 8", check: func(t *testing.T, c *Catalog) {
			if v, _ := c.Lookup("my-x399").Num("sata_ports"); v != 8 {
				t.Fatalf("sata_ports = %v", v)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := parse(t, "b.hcl", tc.src)
			// Both bottoms: catalog.bin's parts, decoded as they are looked
			// up, and the parsed HCL's.
			for _, base := range []*Catalog{emb, parsed} {
				c, diags := base.Merge([]*hclfile.File{f})
				got := rules(diags)
				if tc.diags == "" && got != "" || !strings.Contains(got, tc.diags) {
					t.Fatalf("problems:\n%s\nwant %q", got, tc.diags)
				}
				if tc.check != nil {
					tc.check(t, c)
				}
				f = parse(t, "b.hcl", tc.src) // a merge resolves the file's parts in place
			}
		})
	}
}

func TestAmendDecode(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{`amend "motherboard" "x" { sata_ports = 8 }`, `amend "motherboard" "x" has no source`},
		{`amend "motherboard" "x" {
  sata_ports = 8
  source     = "https://example.com/"
  replace    = true
}`, "replaces numbers without a reason"},
		{`amend "motherboard" "x" {
  extends = "y"
  source  = "https://example.com/"
}`, `extends`},
		{`amend "tpu" "x" { source = "https://example.com/" }`, `unknown part kind "tpu"`},
	} {
		_, d := hclfile.Parse("a.hcl", []byte(tc.src))
		if !strings.Contains(rules(d), tc.want) {
			t.Errorf("%s:\n%s\nwant %q", tc.src, rules(d), tc.want)
		}
	}
}

// The embedded catalog (and a folder linted as one, --standalone) edits
// its parts where they are.
func TestAmendNotInEmbedded(t *testing.T) {
	f := parse(t, "catalog/x.hcl", `amend "motherboard" "msi-x399-sli-plus" {
  sata_ports = 8
  source     = "https://example.com/"
}`)
	_, diags := Build([]*hclfile.File{f}, true)
	if got := rules(diags); !strings.Contains(got, `schema: amend "motherboard" "msi-x399-sli-plus" in the embedded catalog`) {
		t.Fatalf("%s", got)
	}
}
