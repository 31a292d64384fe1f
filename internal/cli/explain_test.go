package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/rules"
)

// TestRulesJSON checks that `rigcheck rules --format json` is valid JSON
// listing every registered rule (testscript can only match lines).
func TestRulesJSON(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := Run([]string{"rules", "--format", "json"}, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	var got []struct {
		ID       string `json:"id"`
		Severity string `json:"severity"`
		Summary  string `json:"summary"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
		t.Fatalf("not valid JSON: %v\n%s", err, stdout.String())
	}
	seen := map[string]bool{}
	for _, r := range got {
		if r.Severity == "" || r.Summary == "" {
			t.Errorf("rule %q: empty severity or summary", r.ID)
		}
		seen[r.ID] = true
	}
	for _, r := range rules.All() {
		if !seen[r.ID] {
			t.Errorf("rule %s missing from rules --format json", r.ID)
		}
	}
}

// TestExplainExitCodes checks the exit codes testscript cannot tell apart:
// an unknown rule is a usage error (2), every known rule explains (0) with
// its examples shown.
func TestExplainExitCodes(t *testing.T) {
	for _, tc := range []struct {
		arg    string
		code   int
		stderr string
	}{
		{"nosuch", ExitUsage, `unknown rule "nosuch"`},
		{"gpu-slot", ExitUsage, `Did you mean "gpu-slots"?`},
	} {
		var stdout, stderr bytes.Buffer
		code := Run([]string{"explain", tc.arg}, strings.NewReader(""), &stdout, &stderr)
		if code != tc.code || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("explain %s: exit %d, stderr %q; want exit %d and %q", tc.arg, code, stderr.String(), tc.code, tc.stderr)
		}
	}
	for _, r := range rules.All() {
		var stdout, stderr bytes.Buffer
		if code := Run([]string{"explain", r.ID}, strings.NewReader(""), &stdout, &stderr); code != 0 {
			t.Errorf("explain %s: exit %d: %s", r.ID, code, stderr.String())
			continue
		}
		out := stdout.String()
		if r.Input {
			continue
		}
		for _, want := range []string{"What it checks, and why", "How to fix a failing build", "\nFails\n", "\nPasses\n"} {
			if !strings.Contains(out, want) {
				t.Errorf("explain %s: no %q in:\n%s", r.ID, want, out)
			}
		}
	}
}
