package config

import (
	"strings"
	"testing"
)

// A policy may not take a built-in rule's id: waivers and severity
// overrides name rules by id, so a clash would make them ambiguous.
func TestPolicyIDClash(t *testing.T) {
	for _, id := range []string{"psu-headroom", "missing-data", "syntax", "cpu-chipset"} {
		src := "policy \"" + id + "\" {\n  condition = true\n}\n"
		_, diags := Parse("c.hcl", []byte(src))
		if !diags.HasErrors() || !strings.Contains(diags[0].Message, "has the id of a built-in rule") {
			t.Errorf("policy %q: diagnostics %v, want a clash error", id, diags)
		}
	}
	if _, diags := Parse("c.hcl", []byte("policy \"lab-memory\" {\n  condition = true\n}\n")); diags.HasErrors() {
		t.Errorf("an own id is refused: %v", diags)
	}
}
