package rules_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// TestUncheckedNeeds: every rule that could not check a build names the
// numbers that would let it (what `catalog todo` lists), each an attribute
// of a part of the build, or one of its slot tables. It runs over every
// rule's examples and the repository's builds, which between them leave
// most rules unchecked somewhere.
func TestUncheckedNeeds(t *testing.T) {
	cat, _ := catalog.Embedded()
	var inputs []check.Input
	for _, r := range rules.All() {
		inputs = append(inputs, check.Input{Name: r.ID + "-fail.hcl", Src: []byte(r.Fail)}, check.Input{Name: r.ID + "-pass.hcl", Src: []byte(r.Pass)})
	}
	_ = filepath.WalkDir("../builds", func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".hcl") {
			src, _ := os.ReadFile(path)
			inputs = append(inputs, check.Input{Name: path, Src: src})
		}
		return nil
	})
	res := check.Run(inputs, check.Options{Catalog: cat})
	rulesSeen := map[string]bool{}
	for _, br := range res.Builds {
		for _, u := range br.Unchecked {
			if len(u.Needs) == 0 {
				t.Errorf("%s %q: %s could not run (%s) and names no number", br.File, br.Build.Name, u.Rule, u.Reason)
			}
			for _, n := range u.Needs {
				if !inBuild(br.Build, n.ID) {
					t.Errorf("%s: %s needs a number of %q, which is not in the build", br.File, u.Rule, n.ID)
				}
				for _, a := range n.Attrs {
					if _, ok := hw.LookupAttr(n.Kind, a); !ok && !slices.Contains([]string{"pcie_slot", "pcie_slot.position", "m2_slot"}, a) {
						t.Errorf("%s: %s needs %s %q, which no %s has", br.File, u.Rule, n.ID, a, n.Kind)
					}
				}
			}
			rulesSeen[u.Rule] = true
		}
	}
	if len(rulesSeen) < 5 {
		t.Fatalf("only %d rules left a build unchecked: the test checks too little", len(rulesSeen))
	}
}

func inBuild(b *hw.Build, id string) bool {
	for _, it := range b.Items {
		if it.Part != nil && it.Part.ID == id {
			return true
		}
	}
	return false
}
