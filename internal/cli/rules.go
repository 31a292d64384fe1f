package cli

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/internal/suggest"
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
				if format != "text" && format != "json" {
					return usageErr("unknown --format %q: use text or json", format)
				}
				return report.WriteRules(e.stdout, rules.Docs(), format, e.color(e.stdout))
			},
		}
		cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
		return cmd
	})
	register(func(e *env) *cobra.Command {
		return &cobra.Command{
			Use:   "explain [RULE...]",
			Short: "what a rule checks, why, its thresholds, and how to fix it",
			Long: `explain RULE says what a rule checks, why (with sources), its thresholds and how to fix
a failing build. Without a rule it lists the rules to choose from (exit 0: the list is
the answer to "what can I explain?", as with rigcheck rules).`,
			Args:              cobra.ArbitraryArgs,
			ValidArgsFunction: completeRuleIDs,
			RunE: func(cmd *cobra.Command, args []string) error {
				if len(args) == 0 {
					if err := report.WriteRules(e.stdout, rules.Docs(), "text", e.color(e.stdout)); err != nil {
						return usageErr("writing the rules: %v", err)
					}
					fmt.Fprintln(e.stdout, "\nRun `rigcheck explain RULE` for one of them, e.g. rigcheck explain pcie-lanes.")
					return nil
				}
				// Check every id first, so that a typo prints nothing but
				// the suggestion.
				for _, id := range args {
					if rules.Lookup(id) == nil {
						return usageErr("%s", strings.Join(strings.Fields(fmt.Sprintf("unknown rule %q. %s Run `rigcheck explain` or `rigcheck rules` for the list.", id, suggest.Sentence(id, rules.IDs()))), " "))
					}
				}
				for i, id := range args {
					if i > 0 {
						fmt.Fprintln(e.stdout)
					}
					fmt.Fprint(e.stdout, report.Explain(ruleDoc(id)))
				}
				return nil
			},
		}
	})
}

// ruleDoc is the documentation of rule id.
func ruleDoc(id string) hw.RuleDoc {
	for _, d := range rules.Docs() {
		if d.ID == id {
			return d
		}
	}
	return hw.RuleDoc{ID: id}
}
