package report

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/internal/term"
)

// WriteRules writes `rigcheck rules`: one line per rule, or JSON.
func WriteRules(w io.Writer, docs []hw.RuleDoc, format string, color bool) error {
	if format == "json" {
		type jr struct {
			ID       string        `json:"id"`
			Severity string        `json:"severity"`
			Summary  string        `json:"summary"`
			Input    bool          `json:"input,omitempty"`
			Params   []hw.ParamDoc `json:"params,omitempty"`
		}
		out := make([]jr, 0, len(docs))
		for _, r := range docs {
			out = append(out, jr{ID: r.ID, Severity: r.Severity.String(), Summary: r.Summary, Input: r.Input, Params: r.Params})
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	var b strings.Builder
	head := term.Renderer(w, color).NewStyle().Bold(true)
	b.WriteString(head.Render(fmt.Sprintf("%-18s %-8s %s", "RULE", "SEVERITY", "CHECKS")) + "\n")
	for _, r := range docs {
		fmt.Fprintf(&b, "%-18s %-8s %s\n", r.ID, r.Severity, r.Summary)
	}
	b.WriteString("\n`rigcheck explain RULE` says what a rule checks, why, its thresholds and how to fix a failing build;\ndocs/rules.md has them all.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteExplain writes `rigcheck explain ID...`: the Explain of each rule
// of docs that ids name, a blank line between; without ids, the list of
// rules to choose from. An unknown id is an error with the nearest ids,
// before anything is written.
func WriteExplain(w io.Writer, docs []hw.RuleDoc, ids []string, color bool) error {
	if len(ids) == 0 {
		if err := WriteRules(w, docs, "text", color); err != nil {
			return fmt.Errorf("writing the rules: %v", err)
		}
		fmt.Fprintln(w, "\nRun `rigcheck explain RULE` for one of them, e.g. rigcheck explain pcie-lanes.")
		return nil
	}
	byID := map[string]hw.RuleDoc{}
	known := make([]string, len(docs))
	for i, d := range docs {
		byID[d.ID], known[i] = d, d.ID
	}
	for _, id := range ids {
		if _, ok := byID[id]; !ok {
			return errors.New(strings.Join(strings.Fields(fmt.Sprintf("unknown rule %q. %s Run `rigcheck explain` or `rigcheck rules` for the list.", id, suggest.Sentence(id, known))), " "))
		}
	}
	for i, id := range ids {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprint(w, Explain(byID[id]))
	}
	return nil
}

// Explain renders a rule's documentation: what, why, thresholds, fix and
// examples (`rigcheck explain RULE`).
func Explain(r hw.RuleDoc) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n\n%s.\n\n", r.ID, r.Severity, upperFirst(r.Summary))
	b.WriteString("What it checks, and why\n\n")
	b.WriteString(indentText(r.Doc, "  "))
	b.WriteString("\n")
	if r.Needs != "" {
		b.WriteString("Numbers it needs, and when\n\n")
		b.WriteString(indentText(upperFirst(r.Needs), "  "))
		b.WriteString("\n")
	}
	if len(r.Params) > 0 {
		b.WriteString("Thresholds (change them in .rigcheck.hcl)\n\n")
		for _, p := range r.Params {
			fmt.Fprintf(&b, "  %-12s = %-6g %s\n", p.Name, p.Default, p.Doc)
		}
		fmt.Fprintf(&b, "\n  rule %q {\n", r.ID)
		for _, p := range r.Params {
			fmt.Fprintf(&b, "    %s = %g\n", p.Name, p.Default)
		}
		b.WriteString("  }\n\n")
	}
	if !r.Input {
		fmt.Fprintf(&b, "Turn it off with rule %q { enabled = false }, change its severity with severity = \"warning\",\nor accept it for one build with waive %q { reason = \"…\" } in the build block.\n\n", r.ID, r.ID)
	}
	if r.Fix != "" {
		b.WriteString("How to fix a failing build\n\n")
		b.WriteString(indentText(r.Fix, "  "))
		b.WriteString("\n")
	}
	if r.Fail != "" {
		b.WriteString("Fails\n\n" + indentText(strings.TrimSpace(r.Fail), "  ") + "\n")
	}
	if r.Pass != "" {
		b.WriteString("Passes\n\n" + indentText(strings.TrimSpace(r.Pass), "  ") + "\n")
	}
	b.WriteString("Every rule is in docs/rules.md; the file format in docs/reference.md.\n")
	return b.String()
}

// RulesMarkdown is docs/rules.md: every rule from the same values that
// `rigcheck rules`, `explain` and SARIF use, so that the reference cannot
// drift from the code (a test regenerates and compares it).
func RulesMarkdown(docs []hw.RuleDoc) string {
	var b strings.Builder
	b.WriteString("# rigcheck rules\n\n<!-- Generated from the rule values in rules/ by `go test ./internal/cli -run TestDocs -update`; do not edit. -->\n\n")
	b.WriteString("Each rule has an id, a default severity, what it checks and why, its thresholds (change them in `.rigcheck.hcl`)\nand how to fix a failing build. `rigcheck explain RULE` prints the same text with examples.\n\n")
	b.WriteString("| rule | severity | checks |\n|---|---|---|\n")
	for _, r := range docs {
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s |\n", r.ID, r.ID, r.Severity, mdCell(r.Summary))
	}
	for _, r := range docs {
		fmt.Fprintf(&b, "\n## %s\n\n**%s**", r.ID, r.Severity)
		if r.Input {
			b.WriteString(" (input problem: cannot be disabled or waived)")
		}
		fmt.Fprintf(&b, ". %s.\n\n%s\n", upperFirst(r.Summary), strings.Join(strings.Fields(r.Doc), " "))
		if r.Needs != "" {
			fmt.Fprintf(&b, "\n**Numbers it needs, and when:** %s\n", upperFirst(r.Needs))
		}
		if len(r.Params) > 0 {
			b.WriteString("\n| threshold | default | meaning |\n|---|---|---|\n")
			for _, p := range r.Params {
				fmt.Fprintf(&b, "| `%s` | %g | %s |\n", p.Name, p.Default, mdCell(p.Doc))
			}
		}
		if r.Fix != "" {
			fmt.Fprintf(&b, "\n**How to fix:** %s\n", strings.Join(strings.Fields(r.Fix), " "))
		}
		if r.Fail != "" {
			fmt.Fprintf(&b, "\n<details><summary>Fails / passes</summary>\n\n```hcl\n%s\n```\n\n```hcl\n%s\n```\n\n</details>\n", strings.TrimSpace(r.Fail), strings.TrimSpace(r.Pass))
		}
	}
	return b.String()
}

func mdCell(s string) string {
	return strings.ReplaceAll(strings.Join(strings.Fields(s), " "), "|", "\\|")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func indentText(s, pre string) string {
	var b strings.Builder
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		l = strings.TrimLeft(l, "\t")
		if strings.TrimSpace(l) == "" {
			b.WriteString("\n")
			continue
		}
		b.WriteString(pre + l + "\n")
	}
	return b.String()
}
