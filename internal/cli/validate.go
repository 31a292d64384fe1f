package cli

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/rules"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

// textFooter adds a line per build to the text report (the cost summary).
var textFooter func(*catalog.Catalog, check.BuildResult) string

// reportOptions are the options every validate format gets.
func (e *env) reportOptions(quiet bool) report.Options {
	opt := report.Options{Color: e.color(e.stdout), Quiet: quiet, BaseDir: workDir(), Version: version(), Rules: rules.Docs(), Now: now()}
	cat := e.cat
	// Each build's summary says which of its parts are community data,
	// then gives the cost line.
	opt.Footer = func(br check.BuildResult) string {
		lines := []string{report.CommunityLine(br.Build)}
		if textFooter != nil && cat != nil {
			lines = append(lines, textFooter(cat, br))
		}
		return strings.Join(nonEmpty(lines), "\n  ")
	}
	return opt
}

func nonEmpty(lines []string) []string {
	var out []string
	for _, l := range lines {
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

func init() {
	register(func(e *env) *cobra.Command {
		var format string
		var strict, quiet bool
		var maxPriceAge float64
		cmd := &cobra.Command{
			Use:   "validate [flags] PATH...",
			Short: "check build files; a folder means every *.hcl below it; - reads stdin",
			Example: `  rigcheck validate builds/
  rigcheck validate --format json mybuild.hcl
  cat mybuild.hcl | rigcheck validate -`,
			Args: cobra.MinimumNArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				write, ok := report.Formats[format]
				if !ok {
					return usageErr("unknown --format %q: use one of %s", format, strings.Join(report.FormatNames(), ", "))
				}
				if maxPriceAge < 0 || maxPriceAge > 100 {
					return usageErr("--max-price-age %g: give a number of years, e.g. 1 or 0.5", maxPriceAge)
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				paths, err := check.ExpandPaths(args)
				if err != nil {
					return usageErr("%s", err)
				}
				opt := check.Options{Catalog: s.cat, Config: s.cfg, Strict: strict, Defaults: e.defaults}
				var stale []string
				var passed bool
				if sf, streams := report.StreamFormats[format]; streams && streamable(sf, s, paths) {
					passed, stale, err = e.validateStream(sf, s, paths, opt, quiet, maxPriceAge)
				} else {
					res := check.Run(check.ReadInputs(paths, e.stdin), opt)
					s.addCatalogDiags(res)
					report.MarkCommunity(res)
					err = write(e.stdout, res, e.reportOptions(quiet))
					if maxPriceAge > 0 {
						stale = report.StalePrices(res, now(), maxPriceAge)
					}
					passed = res.OK()
				}
				if err != nil {
					return usageErr("writing the report: %v", err)
				}
				// A notice, not a diagnostic: a stale price is no fault of
				// the build (no rule id), and stderr keeps the JSON and
				// SARIF on stdout as they are. It does not change the exit
				// code.
				for _, n := range stale {
					fmt.Fprintf(e.stderr, "rigcheck: warning: %s\n", n)
				}
				if !passed {
					return failed // an error, or under --strict a warning or an unverified build
				}
				return nil
			},
		}
		f := cmd.Flags()
		f.StringVar(&format, "format", "text", "output format: "+strings.Join(report.FormatNames(), ", "))
		f.BoolVar(&strict, "strict", false, "warnings fail too")
		f.BoolVarP(&quiet, "quiet", "q", false, "errors only")
		f.Float64Var(&maxPriceAge, "max-price-age", 0, "warn on stderr about catalog prices seen more than this many years ago (0: off)")
		_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions(report.FormatNames(), cobra.ShellCompDirectiveNoFileComp))
		return cmd
	})
}

// streamable reports whether validate can stream the report of paths in
// format sf: file names must be unique in the run (the one name stdin takes
// could equal a file's), and a format that files findings by build needs a
// config without policies (report.StreamFormat).
func streamable(sf report.StreamFormat, s *setup, paths []string) bool {
	if sf.FileLocal && s.cfg != nil && len(s.cfg.Policies) > 0 {
		return false
	}
	seen := map[string]bool{}
	for _, p := range paths {
		if p == "-" {
			p = check.StdinName
		}
		if seen[p] {
			return false
		}
		seen[p] = true
	}
	return true
}

// validateStream checks paths and writes the report as each file is done
// (check.Stream, report.Stream): output byte for byte that of the whole
// Result, in memory that does not grow with the files. It returns whether
// the run passes and the stale-price notices in the run's order.
func (e *env) validateStream(sf report.StreamFormat, s *setup, paths []string, opt check.Options, quiet bool, maxPriceAge float64) (bool, []string, error) {
	sources := maps.Clone(s.config)
	if len(s.diags) > 0 {
		maps.Copy(sources, s.files)
	}
	stream := sf.New(e.stdout, report.StreamOptions{Options: e.reportOptions(quiet), Strict: opt.Strict, Extra: s.diags, Sources: sources})
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	if sf.ByName {
		name := func(i int) string {
			if paths[i] == "-" {
				return check.StdinName
			}
			return paths[i]
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(name(a), name(b)) })
	}
	sum := &check.Summary{Files: len(paths), Strict: opt.Strict}
	stale := make([][]string, len(paths))
	err := check.Stream(len(paths), func(i int) check.Input { return check.ReadInput(paths[order[i]], e.stdin) }, opt,
		func(fr *check.FileResult) error {
			r := fr.Result(opt.Strict)
			report.MarkCommunity(r)
			sum.Add(r)
			if maxPriceAge > 0 {
				stale[order[fr.Index]] = report.StalePrices(r, now(), maxPriceAge)
			}
			return stream.File(fr.Name, r)
		})
	if err == nil {
		sum.AddDiags(s.diags)
		err = stream.End(sum)
	}
	return sum.OK(), slices.Concat(stale...), err
}
