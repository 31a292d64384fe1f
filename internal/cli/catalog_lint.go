package cli

import (
	"github.com/rigcheck/rigcheck/internal/lint"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

func catalogLintCmd(e *env) *cobra.Command {
	var format string
	var strict, standalone bool
	cmd := &cobra.Command{
		Use:   "lint [DIR...]",
		Short: "check catalog data itself (schema, ids, references, plausibility)",
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return usageErr("unknown --format %q: use text or json", format)
			}
			lr, err := lint.Run(args, standalone)
			if err != nil {
				return usageErr("%s", err)
			}
			res := lr.CheckResult(strict)
			if format == "json" {
				if err := report.Write(e.stdout, "json", res, report.Options{}); err != nil {
					return usageErr("writing the report: %v", err)
				}
			} else if err := report.WriteLint(e.stdout, res, lr.Parts, e.color(e.stdout)); err != nil {
				return usageErr("writing the report: %v", err)
			}
			if !res.Valid() {
				return failed
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&format, "format", "text", "output format: text or json")
	f.BoolVar(&strict, "strict", false, "warnings fail too")
	f.BoolVar(&standalone, "standalone", false, "lint the folders as a complete catalog with the embedded catalog's requirements")
	return cmd
}
