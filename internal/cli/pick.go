package cli

import (
	"errors"
	"os"
	"strings"

	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/pick"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/spf13/cobra"
)

func pickCmd(e *env) *cobra.Command {
	var (
		write, allowMissing bool
		allowWarnings       string
		format, objective   string
		preferBrand, only   string
		budget              float64
		exclude             []string
	)
	cmd := &cobra.Command{
		Use:   "pick FILE",
		Short: "complete a partial build with the cheapest parts that pass every rule",
		Args: func(cmd *cobra.Command, args []string) error {
			// A bare --allow-warnings followed by a list of rules reads
			// as --allow-warnings=LIST (pflag gives a bare flag its
			// default and leaves the next argument alone, so the list
			// arrives as an argument, before or after FILE).
			if len(args) == 2 && allowWarnings == allWarnings && listArg(args) >= 0 {
				return nil
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 2 {
				i := listArg(args)
				allowWarnings, args = args[i], []string{args[1-i]}
			}
			all, allowed, err := parseAllowWarnings(allowWarnings)
			if err != nil {
				return err
			}
			if format != "text" && format != "json" {
				return usageErr("unknown --format %q: use text or json", format)
			}
			obj := pick.Objective(objective)
			if obj != pick.Price && obj != pick.PerfPerDollar {
				return usageErr("unknown --objective %q: use price or perf-per-dollar", objective)
			}
			if write && args[0] == "-" {
				return usageErr("-w cannot write back to standard input")
			}
			read, err := input.ReadArg(args[0], e.stdin)
			if err != nil {
				return usageErr("%s", err)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			req := pick.Request{File: read, Catalog: s.cat, Defaults: e.defaults, Exclude: exclude, Build: only, Format: format, Write: write, ConfigFile: e.config,
				Options: pick.Options{Objective: obj, AllowWarnings: all, Allowed: allowed, AllowMissingData: allowMissing, PreferBrand: preferBrand, Config: s.cfg}}
			if cmd.Flags().Changed("budget") {
				if budget <= 0 {
					return usageErr("--budget must be a positive number of dollars")
				}
				req.Options.BudgetUSD = &budget
			}
			stdout := &checkedWriter{w: e.stdout}
			res, err := pick.Run(req, stdout, e.stderr)
			var re *pick.RequestError
			switch {
			case errors.As(err, &re):
				return usageErr("%s", err)
			case err != nil:
				return &exitError{code: ExitFailed, msg: err.Error()}
			case res.Failed:
				return failed
			}
			return stdout.check()
		},
	}
	f := cmd.Flags()
	f.BoolVarP(&write, "write", "w", false, "write the completed build back to FILE")
	f.StringVar(&format, "format", "text", "output format: text or json")
	f.StringVar(&objective, "objective", "price", "price (cheapest) or perf-per-dollar (most GPU fp16 TFLOPS per dollar)")
	f.Float64Var(&budget, "budget", 0, "hard cap on the total price in US dollars")
	f.StringArrayVar(&exclude, "exclude", nil, "part id that may not be chosen (repeatable)")
	f.StringVar(&preferBrand, "prefer-brand", "", "among builds of equal price, prefer the one with more parts of this brand")
	f.StringVar(&allowWarnings, "allow-warnings", "", "accept builds with warnings (never errors); with a comma-separated list of `RULES`, only those rules' warnings")
	f.Lookup("allow-warnings").NoOptDefVal = allWarnings
	f.BoolVar(&allowMissing, "allow-missing-data", false, "accept builds that a rule could not check for lack of a number (the answer is labelled unverified)")
	f.StringVar(&only, "build", "", "pick only the build of this name (default: every build in FILE)")
	return cmd
}

// allWarnings is the value of a bare --allow-warnings: every rule's
// warnings.
const allWarnings = "all"

// listArg is which of two arguments is the list of a bare
// --allow-warnings: a list of rule ids, or else the first when the second
// is a file (the list then has a typo that parseAllowWarnings names); -1
// when neither.
func listArg(args []string) int {
	switch {
	case ruleList(args[0]):
		return 0
	case ruleList(args[1]):
		return 1
	}
	if fi, err := os.Stat(args[1]); err == nil && !fi.IsDir() {
		return 0
	}
	return -1
}

// ruleList reports whether s is a comma-separated list of rule ids.
func ruleList(s string) bool {
	for id := range strings.SplitSeq(s, ",") {
		if rules.Lookup(strings.TrimSpace(id)) == nil {
			return false
		}
	}
	return true
}

// parseAllowWarnings reads --allow-warnings: "" none, "all" every rule's,
// else the rules of a comma-separated list, each a rule id.
func parseAllowWarnings(v string) (all bool, ids []string, err error) {
	switch v {
	case "":
		return false, nil, nil
	case allWarnings:
		return true, nil, nil
	}
	var known []string
	for _, r := range rules.All() {
		known = append(known, r.ID)
	}
	for id := range strings.SplitSeq(v, ",") {
		id = strings.TrimSpace(id)
		if rules.Lookup(id) == nil {
			return false, nil, usageErr("--allow-warnings %q: no rule %q. %s (see `rigcheck rules`)", v, id, suggest.Sentence(id, known))
		}
		ids = append(ids, id)
	}
	return false, ids, nil
}
