package cli

import (
	"fmt"

	"github.com/rigcheck/rigcheck/catalog"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

// formats maps --format values of validate to their writers; other files
// add formats (sarif, github, junit) in their init.
var formats = map[string]func(e *env, r *check.Result, quiet bool) error{
	"text": func(e *env, r *check.Result, quiet bool) error {
		opt := report.TextOptions{Color: e.color(e.stdout), Quiet: quiet}
		if textFooter != nil && e.cat != nil {
			opt.Footer = func(br check.BuildResult) string { return textFooter(e.cat, br) }
		}
		return report.WriteText(e.stdout, r, opt)
	},
	"json": func(e *env, r *check.Result, quiet bool) error { return report.WriteJSON(e.stdout, r) },
}

// textFooter adds a line per build to the text report (the cost summary).
var textFooter func(*catalog.Catalog, check.BuildResult) string

func formatNames() []string {
	var out []string
	for _, k := range []string{"text", "json", "sarif", "github", "junit"} {
		if _, ok := formats[k]; ok {
			out = append(out, k)
		}
	}
	return out
}

func init() {
	register(func(e *env) *cobra.Command {
		var format string
		var strict, quiet bool
		cmd := &cobra.Command{
			Use:   "validate [flags] PATH...",
			Short: "check build files; a folder means every *.hcl below it; - reads stdin",
			Example: `  rigcheck validate builds/
  rigcheck validate --format json mybuild.hcl
  cat mybuild.hcl | rigcheck validate -`,
			Args: cobra.MinimumNArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				write, ok := formats[format]
				if !ok {
					return usageErr("unknown --format %q: use one of %v", format, formatNames())
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				paths, err := check.ExpandPaths(args)
				if err != nil {
					return usageErr("%s", err)
				}
				res := check.Run(check.ReadInputs(paths, e.stdin), check.Options{Catalog: s.cat, Config: s.cfg, Strict: strict})
				s.addCatalogDiags(res)
				if err := write(e, res, quiet); err != nil {
					return usageErr("writing the report: %v", err)
				}
				if !res.OK() {
					return failed // an error, or under --strict a warning or an unverified build
				}
				return nil
			},
		}
		f := cmd.Flags()
		f.StringVar(&format, "format", "text", fmt.Sprintf("output format: %v", []string{"text", "json", "sarif", "github", "junit"}))
		f.BoolVar(&strict, "strict", false, "warnings fail too")
		f.BoolVarP(&quiet, "quiet", "q", false, "errors only")
		_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "json", "sarif", "github", "junit"}, cobra.ShellCompDirectiveNoFileComp))
		return cmd
	})
}
