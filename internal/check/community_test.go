package check_test

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// CommunityBuild is a build whose case is community data: the gpu-length error rests on the
// case's GPU limit, the cpu-cores warning on no community part.
const CommunityBuild = `
part "case" "tiny-case-330" {
  name                 = "Tiny Case 330"
  brand                = "Tiny"
  source               = "https://github.com/buildcores/buildcores-open-db/blob/main/open-db/PCCase/x.json"
  data_source          = "opendb"
  form_factors         = ["ATX", "E-ATX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 330
  max_cooler_height_mm = 170
}

build "long-card" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "asus-rog-strix-geforce-rtx-4090-oc" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "tiny-case-330" {}
}
`

// TestCommunityNote: a finding that rests on a part with community data
// says so, in the run's list and in its build's, and one that does not
// says nothing.
func TestCommunityNote(t *testing.T) {
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "community.hcl", Src: []byte(CommunityBuild)}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	want := "(the Case 330's numbers are from BuildCores OpenDB, not checked against the maker)"
	if len(r.Builds) != 1 {
		t.Fatalf("%d builds", len(r.Builds))
	}
	for list, ds := range map[string]hw.Diagnostics{"run": r.Diagnostics, "build": r.Builds[0].Diags} {
		found := false
		for _, d := range ds {
			switch d.Rule {
			case "gpu-length":
				found = true
				if !strings.HasSuffix(d.Message, " "+want) || strings.Count(d.Message, want) != 1 || len(d.Community) != 1 || d.Community[0] != "tiny-case-330" {
					t.Errorf("%s gpu-length: message %q, community %v", list, d.Message, d.Community)
				}
			default:
				if strings.Contains(d.Message, "OpenDB") || len(d.Community) > 0 {
					t.Errorf("%s: %s rests on no community part, yet: %q %v", list, d.Rule, d.Message, d.Community)
				}
			}
		}
		if !found {
			t.Fatalf("%s: the build did not fail gpu-length", list)
		}
	}
}

func TestCommunityNoteWording(t *testing.T) {
	if got := check.CommunityNote(nil); got != "" {
		t.Errorf("no parts: %q", got)
	}
	part := func(name string) *hw.Part {
		return &hw.Part{Attrs: map[string]hw.Value{"name": {Str: "Acme " + name}, "brand": {Str: "Acme"}, "data_source": {Str: "opendb"}}}
	}
	got := check.CommunityNote([]*hw.Part{part("Box"), part("Fan"), part("Brick")})
	if want := "(the numbers of the Box, the Fan and the Brick are from BuildCores OpenDB, not checked against the makers)"; got != want {
		t.Errorf("three parts: %q, want %q", got, want)
	}
}
