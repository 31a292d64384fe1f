package config

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func policyDiags(t *testing.T, cond string, builds int) []hw.Diagnostics {
	t.Helper()
	c, diags := Parse("c.rigcheck.hcl", []byte("policy \"p\" {\n  condition = "+cond+"\n}\n"))
	if len(diags) > 0 {
		t.Fatalf("%s: %v", cond, diags)
	}
	p := c.Rules.Policies[0]
	var out []hw.Diagnostics
	for i := range builds {
		b := &hw.Build{Name: fmt.Sprintf("b%d", i), File: "many.hcl"}
		out = append(out, p.Check(b, &hw.Facts{}))
	}
	return out
}

// TestPolicyNoStackTrace: log(0, 0), log(1, 1), pow(-1, 0.5) and a NaN
// from ordinary numbers are diagnostics at the condition, never a Go stack
// trace (cty's PanicError).
func TestPolicyNoStackTrace(t *testing.T) {
	for _, cond := range []string{`log(0, 0) > 1`, `log(1, 1) > 1`, `pow(-1, 0.5) > 0`, `log(build.cores - build.cores, 0) > 0`} {
		ds := policyDiags(t, cond, 1)[0]
		if len(ds) != 1 || !strings.Contains(ds[0].Detail+ds[0].Message, "no numeric result") {
			t.Errorf("%s: %v", cond, ds)
			continue
		}
		if s := ds[0].Message + ds[0].Detail; strings.Contains(s, "goroutine") || strings.Contains(s, "panic") {
			t.Errorf("%s: stack trace: %s", cond, s)
		}
		if ds[0].Range.Start.Line != 2 {
			t.Errorf("%s: at line %d, want the condition's line 2", cond, ds[0].Range.Start.Line)
		}
	}
}

// TestPolicyBudgetPerFile: the builds of one file share one evaluation
// budget, so an expensive policy over 1,000 builds stops with a message
// instead of costing a second per build.
func TestPolicyBudgetPerFile(t *testing.T) {
	double := `"ab"`
	for range 18 {
		double = `replace(` + double + `, "a", "aa")`
	}
	// 256 KiB per evaluation: the 64 MiB budget runs out within the file.
	all := policyDiags(t, `strlen(`+double+`) > 0`, 1000)
	if len(all[0]) != 0 {
		t.Fatalf("first build: %v", all[0])
	}
	last := all[len(all)-1]
	if len(last) != 1 || !strings.Contains(last[0].Message+last[0].Detail, "too much work") {
		t.Fatalf("last build: %v", last)
	}
}

// TestCatalogFoldersStayInTheTree: a config file (which a pull request can
// change) cannot point the catalog at folders outside its own tree, where
// rigcheck would read and quote other *.hcl files of the machine.
func TestCatalogFoldersStayInTheTree(t *testing.T) {
	for _, dir := range []string{"/", "/home/runner", "..", "../secrets", "parts/../../x"} {
		_, diags := Parse("repo/.rigcheck.hcl", []byte("catalog = [\""+dir+"\"]\n"))
		if len(diags) != 1 || !strings.Contains(diags[0].Message, "outside the config file's folder") {
			t.Errorf("%q: %v", dir, diags)
		}
	}
	c, diags := Parse("repo/.rigcheck.hcl", []byte("catalog = [\"./parts\", \"a/../b\"]\n"))
	if len(diags) != 0 || len(c.Catalogs) != 2 || c.Catalogs[0] != "repo/parts" || c.Catalogs[1] != "repo/b" {
		t.Errorf("inside folders: %v %v", c.Catalogs, diags)
	}
}

// TestCatalogFolderThroughLink: a catalog folder that is a link (to /etc,
// say) is refused like one outside the tree.
func TestCatalogFolderThroughLink(t *testing.T) {
	dir := t.TempDir()
	if err := os.Symlink("/etc", filepath.Join(dir, "parts")); err != nil {
		t.Skip(err)
	}
	_, diags := Parse(filepath.Join(dir, ".rigcheck.hcl"), []byte("catalog = [\"parts\"]\n"))
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "is reached through the symbolic link") {
		t.Fatalf("%v", diags)
	}
}
