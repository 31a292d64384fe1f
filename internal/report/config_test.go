package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
)

// TestConfigNamed: the report names the config file the run used and what
// it changed (issue 29: a pull request's own .rigcheck.hcl could switch
// rules off, and nothing in the report said so): the text footer, JSON's
// top-level config (SPEC section 6, null for none), a notice in the
// GitHub log, a property of each JUnit suite.
func TestConfigNamed(t *testing.T) {
	c, diags := config.Parse(".rigcheck.hcl", []byte("rule \"m2-ssd\" {\n  enabled = false\n}\n"))
	if len(diags) > 0 {
		t.Fatal(diags)
	}
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(`build "b" {}`)}}, check.Options{Catalog: cat, Config: c.Rules})
	render := func(format string, cfg *config.Summary) string {
		var b bytes.Buffer
		if err := Write(&b, format, r, Options{Config: cfg}); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	if out := render("text", c.Summary()); !strings.Contains(out, "\nconfig .rigcheck.hcl: m2-ssd off\n") {
		t.Errorf("text:\n%s", out)
	}
	if out := render("text", nil); strings.Contains(out, "config") {
		t.Errorf("text without a config names one:\n%s", out)
	}
	if out := render("github", c.Summary()); !strings.Contains(out, "::notice file=.rigcheck.hcl,title=rigcheck config::config .rigcheck.hcl: m2-ssd off\n") {
		t.Errorf("github:\n%s", out)
	}
	if out := render("junit", c.Summary()); !strings.Contains(out, "<properties>\n      <property name=\"config\" value=\"config .rigcheck.hcl: m2-ssd off\"></property>\n    </properties>") {
		t.Errorf("junit:\n%s", out)
	}
	if out := render("junit", nil); strings.Contains(out, "properties") {
		t.Errorf("junit without a config names one:\n%s", out)
	}
	if out := render("markdown", c.Summary()); !strings.Contains(out, "\n*config .rigcheck.hcl: m2-ssd off*\n\n---\n") {
		t.Errorf("markdown:\n%s", out)
	}
	var doc struct {
		Config *struct {
			Path  string `json:"path"`
			Rules []struct {
				Rule    string `json:"rule"`
				Enabled *bool  `json:"enabled"`
			} `json:"rules"`
		} `json:"config"`
	}
	if err := json.Unmarshal([]byte(render("json", c.Summary())), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Config == nil || doc.Config.Path != ".rigcheck.hcl" || len(doc.Config.Rules) != 1 || doc.Config.Rules[0].Rule != "m2-ssd" ||
		doc.Config.Rules[0].Enabled == nil || *doc.Config.Rules[0].Enabled {
		t.Errorf("json config: %+v", doc.Config)
	}
	var sarif struct {
		Runs []struct {
			Properties struct {
				Config *struct {
					Path string `json:"path"`
				} `json:"config"`
				Builds []any `json:"builds"`
			} `json:"properties"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(render("sarif", c.Summary())), &sarif); err != nil {
		t.Fatal(err)
	}
	if len(sarif.Runs) != 1 || sarif.Runs[0].Properties.Config == nil || sarif.Runs[0].Properties.Config.Path != ".rigcheck.hcl" || len(sarif.Runs[0].Properties.Builds) != 1 {
		t.Errorf("sarif run properties: %+v", sarif.Runs)
	}
	if out := render("json", nil); !strings.Contains(out, "\n  \"config\": null,\n") {
		t.Errorf("json without a config:\n%.300s", out)
	}
}
