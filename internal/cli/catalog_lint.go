package cli

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/lint"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

func init() {
	catalogCommands = append(catalogCommands, func(e *env) *cobra.Command {
		var format string
		var strict, standalone bool
		var help strings.Builder
		for _, c := range lint.Checks {
			fmt.Fprintf(&help, "  %-16s %-7s %s\n", c.ID, c.Severity, c.Summary)
		}
		cmd := &cobra.Command{
			Use:   "lint [DIR...]",
			Short: "check catalog data itself (schema, ids, references, plausibility)",
			Long: `Check catalog data: the embedded catalog when no DIR is given, else every *.hcl below each DIR.

A DIR is read the way --catalog reads it, on top of the embedded catalog (its parts may extend
embedded ones); only its own parts are reported. With --standalone the folders are a complete
catalog held to the embedded catalog's rules (price_usd and source required): use it for the
repository's catalog/ folder.

Besides syntax, schema (unknown, missing, mistyped attributes; enum values), duplicate ids and
extends, lint runs these checks:

` + help.String() + `
Exit codes: 0 no errors (with --strict, no warnings either), 1 errors found, 2 the command could not run.`,
			Example: `  rigcheck catalog lint
  rigcheck catalog lint ./my-parts
  rigcheck catalog lint --standalone catalog/`,
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
					if err := report.WriteJSON(e.stdout, res); err != nil {
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
	})
}
