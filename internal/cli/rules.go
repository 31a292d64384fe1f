package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/internal/term"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/spf13/cobra"
)

func init() {
	register(func(e *env) *cobra.Command {
		var format string
		cmd := &cobra.Command{
			Use:   "rules",
			Short: "list rule ids, severities and one-line summaries",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				switch format {
				case "json":
					type jr struct {
						ID       string         `json:"id"`
						Severity string         `json:"severity"`
						Summary  string         `json:"summary"`
						Input    bool           `json:"input,omitempty"`
						Params   []rules.Param  `json:"params,omitempty"`
						Defaults map[string]any `json:"-"`
					}
					var out []jr
					for _, r := range rules.All() {
						out = append(out, jr{ID: r.ID, Severity: r.Severity.String(), Summary: r.Summary, Input: r.Input, Params: r.Params})
					}
					enc := json.NewEncoder(e.stdout)
					enc.SetIndent("", "  ")
					return enc.Encode(out)
				case "text":
					r := term.Renderer(e.stdout, e.color(e.stdout))
					head := r.NewStyle().Bold(true)
					fmt.Fprintln(e.stdout, head.Render(fmt.Sprintf("%-18s %-8s %s", "RULE", "SEVERITY", "CHECKS")))
					for _, rl := range rules.All() {
						fmt.Fprintf(e.stdout, "%-18s %-8s %s\n", rl.ID, rl.Severity, rl.Summary)
					}
					fmt.Fprintln(e.stdout, "\n`rigcheck explain RULE` says what a rule checks, why, its thresholds and how to fix a failing build.")
					return nil
				}
				return usageErr("unknown --format %q: use text or json", format)
			},
		}
		cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
		return cmd
	})
	register(func(e *env) *cobra.Command {
		return &cobra.Command{
			Use:   "explain RULE",
			Short: "what a rule checks, why, its thresholds, and how to fix it",
			Args:  cobra.ExactArgs(1),
			ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
				return rules.IDs(), cobra.ShellCompDirectiveNoFileComp
			},
			RunE: func(cmd *cobra.Command, args []string) error {
				r := rules.Lookup(args[0])
				if r == nil {
					return usageErr("%s", strings.Join(strings.Fields(fmt.Sprintf("unknown rule %q. %s Run `rigcheck rules` for the list.", args[0], suggest.Sentence(args[0], rules.IDs()))), " "))
				}
				fmt.Fprint(e.stdout, Explain(r))
				return nil
			},
		}
	})
}

// Explain renders a rule's documentation: what, why, thresholds, fix and
// examples. SARIF's help text is generated from the same function.
func Explain(r *rules.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n\n%s.\n\n", r.ID, r.Severity, upperFirst(r.Summary))
	b.WriteString("What it checks, and why\n\n")
	b.WriteString(indentText(r.Doc, "  "))
	b.WriteString("\n")
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
	return b.String()
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
