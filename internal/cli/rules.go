package cli

import (
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/spf13/cobra"
)

func rulesCmd(e *env) *cobra.Command {
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
}

func explainCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:               "explain [RULE...]",
		Short:             "what a rule checks, why, its thresholds, and how to fix it",
		Args:              cobra.ArbitraryArgs,
		ValidArgsFunction: completeRuleIDs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := report.WriteExplain(e.stdout, rules.Docs(), args, e.color(e.stdout)); err != nil {
				return usageErr("%s", err)
			}
			return nil
		},
	}
}
