package cli

import (
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/cost"
	"github.com/spf13/cobra"
)

// defaultTop is how many offers the text table shows unless --top says.
const defaultTop = 8

func init() {
	register(func(e *env) *cobra.Command {
		var fl cost.Request
		cmd := &cobra.Command{
			Use:   "cost FILE [flags]",
			Short: "own build against cloud offers over time",
			Long: `cost compares owning the build with renting cloud GPUs for the same work (the seed article's
model, sized like with like):

  own a year   = price × (1 − resale %) ÷ depreciation years
                 + wall power × hours a year × utilisation × (1 − downtime %) × electricity price
                 + the offer on demand for the downtime hours
  cloud a year = hourly price × instances × hours a year × utilisation + storage GB × price × 12
                 (spot: the spot price, billed the same way; reserved: × the offer's reserved factor,
                 billed every hour of the year)
  break-even   = price ÷ (monthly cloud bill − monthly electricity − monthly downtime rented);
                 resale is cash at the end and moves the yearly cost, not the break-even

How offers are matched (--match compute, the default):
  Every catalog offer is sized to the build's compute, Σ fp16_tflops of its GPUs: as many of the
  offer's GPUs as have that compute, a fraction or a multiple of an instance ("0.29 × id" is the
  same work in 29 % of the instance's hours, "3.2 × id" three instances and a fifth). Where the
  build or the offer lacks FP16 TFLOPS, the offer is sized to the build's total VRAM instead, and
  the row says so; an offer with neither number is rented GPU for GPU. The "sized for" column
  gives each row's basis, "per GPU" the offer's GPU against the build's.

  The first row, and validate's cost line, is the headline: an offer of the build's GPU model
  (its gpu_id names the build's GPU part or the part that one extends, or the same chip with the
  same VRAM and FP16 TFLOPS, or the same model name), else the offer with the closest per-GPU
  compute (VRAM where TFLOPS are unknown); among equals the cheapest for the same work. When the
  headline's GPUs are more than 1.5× apart from the build's per card, the line says so. The rest
  follow by likeness; the text shows the 8 closest offers (--top N, 0 for all), JSON all of them.

--match gpus compares GPU for GPU, as the seed did: offers with the build's GPU count, and offers
with fewer GPUs that divide it, scaled up ("4 × id"). The seed's table (10.0×, 6.6×, 4.3× and
1.4 months; 20.8×, 13.6×, 8.5× and 0.6 months) is --match gpus with the seed's price and power.

hours_per_day, electricity_usd_kwh and utilization default to the build's usage block (24 h,
$0.20/kWh, 100 %); the power to the build's wall_w; resale and downtime to 0, as the seed.
`,
			Example: `  rigcheck cost builds/seed-4gpu.hcl
  rigcheck cost builds/seed-1gpu.hcl --utilization 0.15 --electricity-usd-kwh 0.30
  rigcheck cost builds/seed-4gpu.hcl --cloud aws-p3-8xlarge --match gpus --price-usd 5100 --power-kw 2
  rigcheck cost builds/seed-4gpu.hcl --resale-pct 30 --downtime-pct 5
  rigcheck cost builds/seed-4gpu.hcl --cloud aws-p4d-24xlarge,lambda-8x-h100-sxm
  rigcheck cost builds/seed-1gpu.hcl --cloud-hourly-usd 1.20 --format json`,
			Args: cobra.ExactArgs(1),
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
		f.Float64Var(&fl.StorageGB, "storage-gb", cost.DefaultStorageGB, "cloud storage rented, in GB")
		f.Float64Var(&fl.DepreciationYears, "depreciation-years", cost.DefaultDepreciationYears, "years over which the build loses its price (also the chart's span)")
		f.Float64Var(&fl.PriceUSD, "price-usd", 0, "the build's price instead of the catalog sum (e.g. the seed's $3,000)")
		f.StringVar(&fl.Match, "match", cost.MatchCompute, "how offers are sized: compute (equal FP16 compute, VRAM where unknown) or gpus (GPU for GPU)")
		f.Float64Var(&fl.ResalePct, "resale-pct", 0, "what the build sells for at the end of the depreciation period, in percent of its price (0 to 100)")
		f.Float64Var(&fl.DowntimePct, "downtime-pct", 0, "percent of its working hours the build is down; that work is rented on demand (0 to 90)")
		f.IntVar(&fl.Top, "top", defaultTop, "offers the text table shows, most like the build first; 0 for all (JSON: all unless set)")
		return cmd
	})
	textFooter = cost.Footer
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
	r, err := q.Run(path, e.stdin, check.Options{Catalog: s.cat, Config: s.cfg, Defaults: e.defaults})
	if err != nil {
		return usageErr("%s", err)
	}
	if err := q.Write(e.stdout, r, cost.TextOptions{Color: e.color(e.stdout)}); err != nil {
		return usageErr("writing the report: %v", err)
	}
	return nil
}
