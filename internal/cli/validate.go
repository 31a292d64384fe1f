package cli

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/rules"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

// reportOptions are the options every validate format gets.
func (e *env) reportOptions(quiet bool) report.Options {
	return report.Options{Color: e.color(e.stdout), Quiet: quiet, BaseDir: workDir(), Version: version(), Rules: rules.Docs(), Now: now(), Config: e.config}
}

func validateCmd(e *env) *cobra.Command {
	var format string
	var strict, strictSources, quiet bool
	var maxPriceAge float64
	cmd := &cobra.Command{
		Use:   "validate [flags] PATH...",
		Short: "check build files; a folder means every *.hcl below it; - reads stdin",
		Example: `  rigcheck validate builds/
  rigcheck validate --format json mybuild.hcl
  cat mybuild.hcl | rigcheck validate -`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, ok := report.Formats[format]; !ok {
				return usageErr("unknown --format %q: use one of %s", format, strings.Join(report.FormatNames(), ", "))
			}
			if maxPriceAge < 0 || maxPriceAge > 100 {
				return usageErr("--max-price-age %g: give a number of years, e.g. 1 or 0.5", maxPriceAge)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			paths, skipped, err := check.ExpandPaths(args)
			if err != nil {
				return usageErr("%s", err)
			}
			e.noticeSkipped(skipped)
			f, opt := report.Formats[format], e.reportOptions(quiet)
			passed, stale, err := check.Validate(check.Request{Paths: paths, Stdin: e.stdin,
				Options: check.Options{Catalog: s.cat, Config: s.cfg, Strict: strict, StrictSources: strictSources, Defaults: e.defaults},
				Extra:   append(s.diags, skipped...), ExtraSources: s.files, ConfigSources: s.config, MaxPriceAge: maxPriceAge, Now: now()},
				f.Wants, func(run check.RunInfo) check.Sink { return f.New(e.stdout, opt, run) })
			if err != nil {
				return usageErr("writing the report: %v", err)
			}
			// A notice, not a diagnostic: a stale price is no fault of
			// the build (no rule id), and stderr keeps the JSON and
			// SARIF on stdout as they are. It does not change the exit
			// code.
			for _, n := range stale {
				fmt.Fprintf(e.stderr, "rigcheck: warning: %s\n", escape.NoCommands([]byte(n)))
			}
			if !passed {
				return failed // an error, or under --strict a warning or an unverified build
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&format, "format", "text", "output format: "+strings.Join(report.FormatNames(), ", "))
	f.BoolVar(&strict, "strict", false, "warnings and unverified builds fail too (exit 1)")
	f.BoolVar(&strictSources, "strict-sources", false, "only catalog numbers and bounds count: a build that rests on community numbers, amendments or a build file's changes is unverified")
	f.BoolVarP(&quiet, "quiet", "q", false, "errors only")
	f.Float64Var(&maxPriceAge, "max-price-age", 0, "warn on stderr about catalog prices seen more than this many years ago (0: off)")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(report.FormatNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
