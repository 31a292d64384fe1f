package report_test

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// TestCommunityRendered: every format shows what the run found of a part
// with community data (testdata/community.hcl: the case's numbers are
// OpenDB's): the note on the finding that rests on it, the build's
// community line in text and Markdown, the parts in JSON's and SARIF's
// property.
func TestCommunityRendered(t *testing.T) {
	src, err := os.ReadFile("testdata/community.hcl")
	if err != nil {
		t.Fatal(err)
	}
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "community.hcl", Src: src}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	note := "(the Case 330's numbers are from BuildCores OpenDB, not checked against the maker)"
	line := "community data (BuildCores OpenDB, not checked against the makers): Case 330"
	out := map[string]string{}
	for _, f := range []string{"text", "markdown", "json", "sarif"} {
		var b bytes.Buffer
		if err := report.Write(&b, f, r, report.Options{}); err != nil {
			t.Fatal(err)
		}
		out[f] = b.String()
	}
	for _, f := range []string{"text", "json", "sarif"} {
		if !strings.Contains(out[f], note) {
			t.Errorf("%s lacks the note:\n%s", f, out[f])
		}
	}
	if !strings.Contains(out["text"], "\n  "+line+"\n") {
		t.Errorf("text lacks the build's community line:\n%s", out["text"])
	}
	if !strings.Contains(out["markdown"], "*"+line+"*") {
		t.Errorf("markdown lacks the build's community line:\n%s", out["markdown"])
	}
	var jr struct {
		Diagnostics []struct {
			Rule          string   `json:"rule"`
			CommunityData []string `json:"community_data"`
		} `json:"diagnostics"`
	}
	if err := json.Unmarshal([]byte(out["json"]), &jr); err != nil {
		t.Fatal(err)
	}
	for _, d := range jr.Diagnostics {
		if (d.Rule == "gpu-length") != (len(d.CommunityData) == 1) {
			t.Errorf("JSON %s: community_data %v", d.Rule, d.CommunityData)
		}
	}
	if !strings.Contains(out["sarif"], `"communityData": [`) || !strings.Contains(out["sarif"], `"tiny-case-330"`) {
		t.Errorf("SARIF lacks the communityData property")
	}
}

// TestCostLine: text and Markdown print the cost line the run found for a
// build, each on a line of its own after the community line.
func TestCostLine(t *testing.T) {
	src, err := os.ReadFile("testdata/community.hcl")
	if err != nil {
		t.Fatal(err)
	}
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "community.hcl", Src: src}}, check.Options{Catalog: cat, Config: &rules.Config{}})
	r.Builds[0].Cost = "cost $1,234 · a line"
	for f, want := range map[string]string{
		"text":     "Case 330\n  cost $1,234 · a line\n",
		"markdown": "Case 330*\n\n*cost &#36;1,234 · a line*\n",
	} {
		var b bytes.Buffer
		if err := report.Write(&b, f, r, report.Options{}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s lacks %q:\n%s", f, want, b.String())
		}
	}
}
