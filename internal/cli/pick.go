package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/pick"
	"github.com/spf13/cobra"
)

func init() {
	register(func(e *env) *cobra.Command {
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
			Long: `pick fills the roles a build leaves out (cpu, motherboard, memory, storage, psu, case, and a cooler
unless the CPU ships one; GPUs when require sets gpus or vram_gb) with catalog parts, so that the
completed build has no error and no warning and nothing cheaper in the catalog does. Roles the build
names stay as written. The search is exact: it agrees with trying every combination.

The completed file goes to stdout (the report to stderr), or back into FILE with -w (the report to
stdout). Comments in the file are kept. Exit 1 when no build passes, with the binding constraint.`,
			Example: `  rigcheck pick mybuild.hcl
  rigcheck pick -w --budget 6000 mybuild.hcl
  rigcheck pick --objective perf-per-dollar --exclude corsair-ax1600i --format json mybuild.hcl`,
			Args: cobra.ExactArgs(1),
			RunE: func(cmd *cobra.Command, args []string) error {
				if format != "text" && format != "json" {
					return usageErr("unknown --format %q: use text or json", format)
				}
				obj := pick.Objective(objective)
				if obj != pick.Price && obj != pick.PerfPerDollar {
					return usageErr("unknown --objective %q: use price or perf-per-dollar", objective)
				}
				path := args[0]
				if write && path == "-" {
					return usageErr("-w cannot write back to standard input")
				}
				var src []byte
				var read *input.File
				var err error
				if path == "-" {
					src, err = input.ReadStdin(e.stdin)
					path = "<stdin>"
				} else if read, err = input.Read(path); err == nil {
					src = read.Data
				}
				if err != nil {
					return usageErr("%s", err)
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				opt := pick.Options{Objective: obj, AllowWarnings: allowWarnings, AllowMissingData: allowMissing, PreferBrand: preferBrand,
					Config: s.cfg, Exclude: map[string]bool{}}
				if cmd.Flags().Changed("budget") {
					if budget <= 0 {
						return usageErr("--budget must be a positive number of dollars")
					}
					opt.BudgetUSD = &budget
				}
				p := &picker{e: e, path: path, src: src, read: read, opt: opt, only: only, format: format}
				for _, id := range exclude {
					if s.cat.Lookup(id) == nil {
						return usageErr("--exclude %q: no such part in the catalog. %s", id, s.cat.Suggest(id, ""))
					}
					p.opt.Exclude[id] = true
				}
				return p.run(s.cat, write)
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
	})
}

type picker struct {
	e      *env
	path   string
	src    []byte
	read   *input.File // the file as read, for the atomic write of -w
	opt    pick.Options
	only   string
	format string
}

func (p *picker) run(cat *catalog.Catalog, write bool) error {
	stdout := &checkedWriter{w: p.e.stdout}
	if err := p.pick(cat, write, stdout); err != nil {
		return err
	}
	return stdout.check()
}

func (p *picker) pick(cat *catalog.Catalog, write bool, stdout io.Writer) error {
	f := check.LoadWith(check.Input{Name: p.path, Src: p.src}, cat, p.e.defaults)
	cat = f.Catalog
	var builds []*hw.Build
	for _, b := range f.Builds {
		if p.only == "" || b.Name == p.only {
			builds = append(builds, b)
		}
	}
	if f.Diags.HasErrors() {
		p.printDiags(f.Diags)
		return &exitError{code: ExitFailed, msg: fmt.Sprintf("%s has errors; fix them before pick can complete it", p.path)}
	}
	if len(builds) == 0 {
		if p.only != "" {
			return usageErr("%s has no build %q", p.path, p.only)
		}
		return usageErr("%s has no build block; write one, e.g. build \"mine\" { require { gpus = 2 } }", p.path)
	}
	for id := range p.opt.Exclude {
		for _, b := range builds {
			for _, it := range b.Items {
				if it.ID == id {
					return usageErr("--exclude %q: build %q names that part itself; remove it from the build instead", id, b.Name)
				}
			}
		}
	}
	var outs []pick.Outcome
	failedAny := false
	for _, b := range builds {
		res, err := pick.Pick(b, cat, p.opt)
		var nb *pick.NoBuildError
		switch {
		case errors.As(err, &nb):
			failedAny = true
			outs = append(outs, pick.Outcome{Name: b.Name, Constraint: nb.Constraint})
		case err != nil:
			return &exitError{code: ExitFailed, msg: err.Error()}
		default:
			outs = append(outs, pick.Outcome{Name: b.Name, Result: res})
		}
	}
	completed, err := pick.Complete(p.src, p.path, outs)
	if err != nil {
		return usageErr("%s", err)
	}
	if p.format == "json" {
		if err := pick.WriteJSON(stdout, p.path, outs, completed, p.opt); err != nil {
			return usageErr("writing the report: %v", err)
		}
	} else {
		rep := p.e.stderr
		if write {
			rep = stdout
		} else if !failedAny {
			_, _ = stdout.Write(completed)
		}
		pick.WriteText(rep, outs, p.opt)
	}
	if failedAny {
		return failed
	}
	if write {
		if err := atomicfile.Replace(p.read, completed); err != nil {
			return usageErr("%s", err)
		}
	}
	return nil
}

func (p *picker) printDiags(diags hw.Diagnostics) {
	diags.Sort()
	for _, d := range diags {
		if d.Severity != hw.Error {
			continue
		}
		fmt.Fprintf(p.e.stderr, "%s:%d:%d: error [%s] %s\n", escape.Line(d.Range.Filename), d.Range.Start.Line, d.Range.Start.Column, escape.Line(d.Rule), escape.Line(d.Message))
		if d.Detail != "" {
			fmt.Fprintf(p.e.stderr, "  %s\n", escape.Text(d.Detail))
		}
	}
}
