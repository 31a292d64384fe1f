package cli

import (
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/cost"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/spf13/cobra"
)

// defaultTop is how many offers the text table shows unless --top says.
const defaultTop = 8

func costCmd(e *env) *cobra.Command {
	var fl cost.Request
	cmd := &cobra.Command{
		Use:   "cost FILE [flags]",
		Short: "own build against cloud offers over time",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return runCost(e, cmd, args[0], fl)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.Format, "format", "text", "output format: text or json")
	f.StringVar(&fl.Build, "build", "", "the build to cost when the file holds several")
	f.Float64Var(&fl.HoursPerDay, "hours-per-day", 0, "hours a day the machine works, 0 to 24 (default: the build's usage, else 24)")
	f.Float64Var(&fl.Utilization, "utilization", 0, "share of those hours the GPUs are busy, 0 to 1 (default: the build's usage, else 1)")
	f.Float64Var(&fl.Electricity, "electricity-usd-kwh", 0, "electricity price per kWh (default: the build's usage, else 0.20)")
	f.Float64Var(&fl.PowerKW, "power-kw", 0, "average draw at the wall in kW (default: the build's wall_w)")
	f.StringSliceVar(&fl.Cloud, "cloud", nil, "compare with these catalog cloud offers only, comma-separated or repeated (rigcheck catalog list cloud lists them)")
	f.Float64Var(&fl.CloudHourly, "cloud-hourly-usd", 0, "on-demand price per hour: alone, of an offer named custom with the build's GPUs (seed reserved factors 0.65/0.40, $0.10/GB-month storage); with one --cloud, that offer's price per instance")
	f.Float64Var(&fl.StorageGB, "storage-gb", 0, "cloud storage rented, in GB (default: the build's own storage)")
	f.Float64Var(&fl.DepreciationYears, "depreciation-years", cost.DefaultDepreciationYears, "years over which the build loses its price (also the chart's span)")
	f.Float64Var(&fl.PriceUSD, "price-usd", 0, "the build's price instead of the catalog sum (e.g. the seed's $3,000)")
	f.StringVar(&fl.Match, "match", cost.MatchCompute, "how offers are sized: compute (equal FP16 compute, VRAM where unknown) or gpus (GPU for GPU)")
	f.Float64Var(&fl.ResalePct, "resale-pct", 0, "what the build sells for at the end of the depreciation period, in percent of its price (0 to 100)")
	f.Float64Var(&fl.DowntimePct, "downtime-pct", 0, "percent of its working hours the build is down; that work is rented on demand (0 to 90)")
	f.IntVar(&fl.Top, "top", defaultTop, "offers the text table shows, most like the build first; 0 for all (JSON: all unless set)")
	return cmd
}

func runCost(e *env, cmd *cobra.Command, path string, q cost.Request) error {
	q.Set = cmd.Flags().Changed
	if err := q.Validate(); err != nil {
		return usageErr("%s", err)
	}
	s, err := e.load()
	if err != nil {
		return err
	}
	r, err := costOf(path, e.stdin, q, check.Options{Catalog: s.cat, Config: s.cfg, Defaults: e.defaults})
	if err != nil {
		return usageErr("%s", err)
	}
	if e.config != nil {
		r.Config = e.config
	}
	if err := q.Write(e.stdout, r, cost.TextOptions{Color: e.color(e.stdout)}); err != nil {
		return usageErr("writing the report: %v", err)
	}
	return nil
}

// costOf reads the build file path (standard input for "-"), checks it as
// `rigcheck validate` does with opt, and prices the build the request
// names against the cloud offers of opt.Catalog.
func costOf(path string, stdin io.Reader, q cost.Request, opt check.Options) (*cost.Report, error) {
	in := check.ReadInput(path, stdin)
	if in.Err != nil {
		return nil, fmt.Errorf("%s: %v", path, in.Err)
	}
	br, err := check.Run([]check.Input{in}, opt).Pick(path, q.Build)
	if err != nil {
		return nil, err
	}
	return q.Report(br.File, br.Build, br.Facts, opt.Catalog.Parts(hw.KindCloud), opt.Catalog.Lookup)
}
