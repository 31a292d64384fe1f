package cli

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

var updateDocs = flag.Bool("update", false, "rewrite docs/rules.md and docs/reference.md from the code")

// TestDocs fails when docs/rules.md or docs/reference.md differ from what
// the rule values and the schema generate; -update rewrites them.
func TestDocs(t *testing.T) {
	for name, want := range map[string]string{
		"rules.md":     report.RulesMarkdown(rules.Docs()),
		"reference.md": report.ReferenceMarkdown() + report.ModelReference(embeddedModels(t)),
	} {
		path := filepath.Join("..", "..", "docs", name)
		if *updateDocs {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (generate it: go test ./internal/cli -run TestDocs -update)", err)
		}
		if string(got) != want {
			t.Errorf("docs/%s is stale: run go test ./internal/cli -run TestDocs -update", name)
		}
	}
}

// embeddedModels are the models docs/reference.md lists.
func embeddedModels(t *testing.T) []*hw.Part {
	c, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatalf("embedded catalog: %v", diags)
	}
	return c.Parts(hw.KindModel)
}
