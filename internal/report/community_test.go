package report_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// A build whose case is community data: the gpu-length error rests on the
// case's GPU limit, the cpu-cores warning on no community part.
const communityBuild = `
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

func communityResult(t *testing.T) *check.Result {
	t.Helper()
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "community.hcl", Src: []byte(communityBuild)}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	report.MarkCommunity(r)
	return r
}

func TestCommunityNote(t *testing.T) {
	r := communityResult(t)
	want := "(the Case 330's numbers are from BuildCores OpenDB, not checked against the maker)"
	found := false
	for _, d := range r.Diagnostics {
		switch d.Rule {
		case "gpu-length":
			found = true
			if !strings.HasSuffix(d.Message, " "+want) || len(d.Community) != 1 || d.Community[0] != "tiny-case-330" {
				t.Errorf("gpu-length: message %q, community %v", d.Message, d.Community)
			}
		default:
			if strings.Contains(d.Message, "OpenDB") || len(d.Community) > 0 {
				t.Errorf("%s rests on no community part, yet: %q %v", d.Rule, d.Message, d.Community)
			}
		}
	}
	if !found {
		t.Fatal("the build did not fail gpu-length")
	}
	// Marking twice adds nothing.
	before := r.Diagnostics[0].Message
	report.MarkCommunity(r)
	if r.Diagnostics[0].Message != before {
		t.Errorf("MarkCommunity is not idempotent")
	}

	var text, js, sarif bytes.Buffer
	footer := func(br check.BuildResult) string { return report.CommunityLine(br.Build) }
	if err := report.WriteText(&text, r, report.TextOptions{Footer: footer}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), want) {
		t.Errorf("text report lacks the note:\n%s", text.String())
	}
	if !strings.Contains(text.String(), "community data (BuildCores OpenDB, not checked against the makers): Case 330") {
		t.Errorf("text report lacks the build's community line:\n%s", text.String())
	}
	if err := report.WriteJSON(&js, r); err != nil {
		t.Fatal(err)
	}
	var jr struct {
		Diagnostics []struct {
			Rule          string   `json:"rule"`
			CommunityData []string `json:"community_data"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal(js.Bytes(), &jr); err != nil {
		t.Fatal(err)
	}
	for _, d := range jr.Diagnostics {
		if (d.Rule == "gpu-length") != (len(d.CommunityData) == 1) {
			t.Errorf("JSON %s: community_data %v", d.Rule, d.CommunityData)
		}
	}
	if err := report.WriteSARIF(&sarif, r, report.SARIFOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sarif.String(), `"communityData": [`) || !strings.Contains(sarif.String(), `"tiny-case-330"`) {
		t.Errorf("SARIF lacks the communityData property")
	}
}

func TestCommunityNoteWording(t *testing.T) {
	if got := report.CommunityNote(nil); got != "" {
		t.Errorf("no parts: %q", got)
	}
	if got := report.CommunityLine(nil); got != "" {
		t.Errorf("no build: %q", got)
	}
	part := func(name string) *hw.Part {
		return &hw.Part{Attrs: map[string]hw.Value{"name": {Str: "Acme " + name}, "brand": {Str: "Acme"}, "data_source": {Str: "opendb"}}}
	}
	got := report.CommunityNote([]*hw.Part{part("Box"), part("Fan"), part("Brick")})
	if want := "(the numbers of the Box, the Fan and the Brick are from BuildCores OpenDB, not checked against the makers)"; got != want {
		t.Errorf("three parts: %q, want %q", got, want)
	}
}
