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
			Use:               "explain RULE",
			Short:             "what a rule checks, why, its thresholds, and how to fix it",
			Args:              cobra.ExactArgs(1),
			ValidArgsFunction: completeRuleIDs,
			RunE: func(cmd *cobra.Command, args []string) error {
				r := rules.Lookup(args[0])
				if r == nil {
					return usageErr("%s", strings.Join(strings.Fields(fmt.Sprintf("unknown rule %q. %s Run `rigcheck rules` for the list.", args[0], suggest.Sentence(args[0], rules.IDs()))), " "))
				}
				fmt.Fprint(e.stdout, report.Explain(ruleDoc(r.ID)))
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
