package report_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// runnerCommand is how the CI runners read a line of a job's log, from
// their sources (internal/escape's test has the long version): GitHub's
// actions/runner tries a workflow command, `line.TrimStart()` (every
// Unicode white space) starting with "::", then a legacy one, "##[" anywhere;
// Azure's agent reads "##vso[" anywhere. Their comparisons skip
// default-ignorable characters. It returns the command's name, "" for
// none.
func runnerCommand(line string) string {
	line = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) {
			return -1
		}
		return r
	}, line)
	if rest, ok := strings.CutPrefix(strings.TrimLeftFunc(line, unicode.IsSpace), "::"); ok {
		if info, _, ok := strings.Cut(rest, "::"); ok {
			name, _, _ := strings.Cut(info, " ")
			return name
		}
	}
	if _, rest, ok := strings.Cut(line, "##["); ok {
		return "legacy " + rest
	}
	if i := strings.Index(strings.ToLower(line), "##vso["); i >= 0 {
		return "azure " + line[i:]
	}
	return ""
}

// hostileLog are user strings that forge a command in a CI log (issue 29).
var hostileLog = []string{
	"::error::plain", "\u00a0::error::nbsp", "\u2003::add-mask::em space", "\u200a::error::hair", "\u3000::error::ideographic",
	"\u205f::warning::math space", "x ##[error]legacy", "##[add-mask]secret", "##vso[task.setvariable variable=a]b", "##VSO[task.complete]",
}

// TestNoForgedCommands: in every format, no user string becomes a command
// for the runners; the github format's commands are its own, one per
// finding, and none other.
func TestNoForgedCommands(t *testing.T) {
	var src strings.Builder
	for i, s := range hostileLog {
		fmt.Fprintf(&src, "build %q {\n  description = %q\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n  waive \"missing-part\" { reason = %q }\n}\n", fmt.Sprint(i, s), s, s)
	}
	cat, _ := catalog.Embedded()
	r := check.Run([]check.Input{{Name: "log.hcl", Src: []byte(src.String())}, {Name: "x ##[error]\u00a0.hcl", Src: []byte("build {")}},
		check.Options{Catalog: cat, Config: &rules.Config{}})
	if len(r.Builds) != len(hostileLog) {
		t.Fatalf("%d builds, want %d: %v", len(r.Builds), len(hostileLog), r.Diagnostics)
	}
	for _, f := range report.FormatNames() {
		var b bytes.Buffer
		if err := report.Write(&b, f, r, report.Options{Rules: rules.Docs()}); err != nil {
			t.Fatal(err)
		}
		commands := 0
		for _, line := range strings.FieldsFunc(b.String(), func(r rune) bool { return r == '\n' || r == '\r' }) {
			cmd := runnerCommand(line)
			switch {
			case cmd == "":
			case f == "github" && (cmd == "error" || cmd == "warning" || cmd == "notice") && strings.HasPrefix(line, "::"+cmd+" file="):
				commands++
			default:
				t.Errorf("%s: the runner reads a %q command in %q", f, cmd, line)
			}
		}
		if f == "github" && commands == 0 {
			t.Errorf("github: no command at all")
		}
	}
}
