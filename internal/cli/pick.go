package cli

import (
	"errors"

	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/pick"
	"github.com/spf13/cobra"
)

func pickCmd(e *env) *cobra.Command {
	var (
		write, allowWarnings bool
		allowMissing         bool
		format, objective    string
		preferBrand, only    string
		budget               float64
		exclude              []string
	)
	cmd := &cobra.Command{
		Use:   "pick FILE",
		Short: "complete a partial build with the cheapest parts that pass every rule",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
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
			req := pick.Request{File: read, Catalog: s.cat, Defaults: e.defaults, Exclude: exclude, Build: only, Format: format, Write: write,
				Options: pick.Options{Objective: obj, AllowWarnings: allowWarnings, AllowMissingData: allowMissing, PreferBrand: preferBrand, Config: s.cfg}}
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
	f.BoolVar(&allowWarnings, "allow-warnings", false, "accept builds with warnings (never errors)")
	f.BoolVar(&allowMissing, "allow-missing-data", false, "accept builds that a rule could not check for lack of a number (the answer is labelled unverified)")
	f.StringVar(&only, "build", "", "pick only the build of this name (default: every build in FILE)")
	return cmd
}
