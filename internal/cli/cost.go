package cli

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/cost"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/spf13/cobra"
)

// costFlags are the flags of `rigcheck cost` (SPEC section 4), plus
// --price-usd and --build.
type costFlags struct {
	format            string
	build             string
	hoursPerDay       float64
	utilization       float64
	electricity       float64
	powerKW           float64
	cloud             []string
	cloudHourly       float64
	storageGB         float64
	depreciationYears float64
	priceUSD          float64
	match             string
	resalePct         float64
	downtimePct       float64
	top               int
}

// defaultTop is how many offers the text table shows unless --top says.
const defaultTop = 8

// inputProblems stop cost from running: the build is not what the file meant.
var inputProblems = map[string]bool{"syntax": true, "schema": true, "unknown-part": true, "wrong-kind": true, "duplicate-id": true}

func init() {
	register(func(e *env) *cobra.Command {
		var fl costFlags
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
		f.StringVar(&fl.format, "format", "text", "output format: text or json")
		f.StringVar(&fl.build, "build", "", "the build to cost when the file holds several")
		f.Float64Var(&fl.hoursPerDay, "hours-per-day", 0, "hours a day the machine works, 0 to 24 (default: the build's usage, else 24)")
		f.Float64Var(&fl.utilization, "utilization", 0, "share of those hours the GPUs are busy, 0 to 1 (default: the build's usage, else 1)")
		f.Float64Var(&fl.electricity, "electricity-usd-kwh", 0, "electricity price per kWh (default: the build's usage, else 0.20)")
		f.Float64Var(&fl.powerKW, "power-kw", 0, "average draw at the wall in kW (default: the build's wall_w)")
		f.StringSliceVar(&fl.cloud, "cloud", nil, "compare with these catalog cloud offers only, comma-separated or repeated (rigcheck catalog list cloud lists them)")
		f.Float64Var(&fl.cloudHourly, "cloud-hourly-usd", 0, "on-demand price per hour: alone, of an offer named custom with the build's GPUs (seed reserved factors 0.65/0.40, $0.10/GB-month storage); with one --cloud, that offer's price per instance")
		f.Float64Var(&fl.storageGB, "storage-gb", cost.DefaultStorageGB, "cloud storage rented, in GB")
		f.Float64Var(&fl.depreciationYears, "depreciation-years", cost.DefaultDepreciationYears, "years over which the build loses its price (also the chart's span)")
		f.Float64Var(&fl.priceUSD, "price-usd", 0, "the build's price instead of the catalog sum (e.g. the seed's $3,000)")
		f.StringVar(&fl.match, "match", cost.MatchCompute, "how offers are sized: compute (equal FP16 compute, VRAM where unknown) or gpus (GPU for GPU)")
		f.Float64Var(&fl.resalePct, "resale-pct", 0, "what the build sells for at the end of the depreciation period, in percent of its price (0 to 100)")
		f.Float64Var(&fl.downtimePct, "downtime-pct", 0, "percent of its working hours the build is down; that work is rented on demand (0 to 90)")
		f.IntVar(&fl.top, "top", defaultTop, "offers the text table shows, most like the build first; 0 for all (JSON: all unless set)")
		return cmd
	})
	textFooter = costFooter
}

// checkCostFlags turns flag values out of range into exit-2 messages that
// name the flag.
func checkCostFlags(cmd *cobra.Command, fl costFlags) error {
	set := cmd.Flags().Changed
	if fl.format != "text" && fl.format != "json" {
		return usageErr("unknown --format %q: use text or json", fl.format)
	}
	if set("hours-per-day") && !(fl.hoursPerDay >= 0 && fl.hoursPerDay <= 24) {
		return usageErr("--hours-per-day %g: hours a day must be between 0 and 24", fl.hoursPerDay)
	}
	if set("utilization") && !(fl.utilization >= 0 && fl.utilization <= 1) {
		hint := ""
		if fl.utilization > 1 && fl.utilization <= 100 {
			hint = fmt.Sprintf("; did you mean %g (%g %%)?", fl.utilization/100, fl.utilization)
		}
		return usageErr("--utilization %g: utilisation is a share between 0 and 1%s", fl.utilization, hint)
	}
	if set("electricity-usd-kwh") && !(fl.electricity >= 0 && fl.electricity <= 100) {
		return usageErr("--electricity-usd-kwh %g: the price per kWh must be between 0 and 100", fl.electricity)
	}
	if set("power-kw") && !(fl.powerKW > 0 && fl.powerKW <= 100) {
		hint := ""
		if fl.powerKW > 100 {
			hint = fmt.Sprintf("; did you mean %g kW (%g W)?", fl.powerKW/1000, fl.powerKW)
		}
		return usageErr("--power-kw %g: the draw must be more than 0 and at most 100 kW%s", fl.powerKW, hint)
	}
	if set("cloud-hourly-usd") && !(fl.cloudHourly > 0 && fl.cloudHourly <= 10000) {
		return usageErr("--cloud-hourly-usd %g: the hourly price must be more than 0 and at most 10000", fl.cloudHourly)
	}
	if !(fl.storageGB >= 0 && fl.storageGB <= 1e7) {
		return usageErr("--storage-gb %g: storage must be between 0 and 10000000 GB", fl.storageGB)
	}
	if !(fl.depreciationYears > 0 && fl.depreciationYears <= 50) {
		return usageErr("--depreciation-years %g: must be more than 0 and at most 50", fl.depreciationYears)
	}
	if set("price-usd") && !(fl.priceUSD > 0 && fl.priceUSD <= 1e7) {
		return usageErr("--price-usd %g: the price must be more than 0 and at most 10000000", fl.priceUSD)
	}
	if fl.match != cost.MatchCompute && fl.match != cost.MatchGPUs {
		return usageErr("unknown --match %q: use compute (equal FP16 compute) or gpus (GPU for GPU)", fl.match)
	}
	if !(fl.resalePct >= 0 && fl.resalePct <= 100) {
		return usageErr("--resale-pct %g: the resale value is a percent of the price, 0 to 100", fl.resalePct)
	}
	if !(fl.downtimePct >= 0 && fl.downtimePct <= cost.MaxDowntimePct) {
		return usageErr("--downtime-pct %g: downtime is a percent of the working hours, 0 to %d", fl.downtimePct, cost.MaxDowntimePct)
	}
	if fl.top < 0 {
		return usageErr("--top %d: give a number of offers, or 0 for all", fl.top)
	}
	if set("cloud") && len(fl.cloud) == 0 {
		return usageErr("--cloud needs an offer id (rigcheck catalog list cloud lists them)")
	}
	if set("cloud") && set("cloud-hourly-usd") && len(fl.cloud) > 1 {
		return usageErr("--cloud-hourly-usd with --cloud sets one offer's price; give one --cloud, not %d", len(fl.cloud))
	}
	return nil
}

func runCost(e *env, cmd *cobra.Command, path string, fl costFlags) error {
	if err := checkCostFlags(cmd, fl); err != nil {
		return err
	}
	set := cmd.Flags().Changed
	s, err := e.load()
	if err != nil {
		return err
	}
	inputs := check.ReadInputs([]string{path}, e.stdin)
	if inputs[0].Err != nil {
		return usageErr("%s: %v", path, inputs[0].Err)
	}
	res := check.Run(inputs, check.Options{Catalog: s.cat, Config: s.cfg})
	br, err := pickBuild(res, path, fl.build)
	if err != nil {
		return err
	}
	b, facts := br.Build, br.Facts
	if facts == nil {
		return usageErr("build %q: no facts were computed; run `rigcheck validate %s`", b.Name, path)
	}
	if facts.GPUCount == 0 && !set("cloud") && !set("cloud-hourly-usd") {
		return usageErr("build %q has no GPUs: cost compares GPU machines; give a rate with --cloud-hourly-usd or an offer with --cloud", b.Name)
	}

	// The usage block sets the defaults; flags override them.
	a := cost.Assumptions{HoursPerDay: b.Usage.HoursPerDay, Utilization: cost.DefaultUtilization,
		ElectricityUSDkWh: b.Usage.ElectricityUSDkWh, StorageGB: fl.storageGB, DepreciationYears: fl.depreciationYears,
		ResalePct: fl.resalePct, DowntimePct: fl.downtimePct}
	if b.Usage.Utilization != nil {
		a.Utilization = *b.Usage.Utilization
	}
	if set("hours-per-day") {
		a.HoursPerDay = fl.hoursPerDay
	}
	if set("utilization") {
		a.Utilization = fl.utilization
	}
	if set("electricity-usd-kwh") {
		a.ElectricityUSDkWh = fl.electricity
	}
	switch {
	case set("power-kw"):
		a.PowerKW = fl.powerKW
	case facts.WallW != nil:
		a.PowerKW = *facts.WallW / 1000
	case b.Dropped > 0:
		return usageErr("build %q names more than %d part blocks, the limit per build; the rest were not read, so its wall power is not known. Split the build", b.Name, len(b.Items))
	default:
		return usageErr("build %q: its wall power is unknown (a part lacks tdp_w, or the PSU its efficiency); give it with --power-kw", b.Name)
	}
	if err := a.Validate(); err != nil {
		return usageErr("build %q: %v", b.Name, err)
	}

	own := cost.OwnOf(b, facts)
	switch {
	case set("price-usd"):
		own.PriceUSD = fl.priceUSD
	case facts.PriceKnown:
	default:
		return usageErr("build %q: its price is unknown (a part has no price_usd); set price_usd on the part or give --price-usd", b.Name)
	}

	matches, err := costMatches(s.cat, cmd, fl, own)
	if err != nil {
		return err
	}
	// The text shows the offers most like the build; JSON all of them
	// unless --top is given.
	top := fl.top
	if fl.format == "json" && !set("top") {
		top = 0
	}
	all := len(matches)
	if top > 0 && len(matches) > top {
		matches = matches[:top]
	}
	r := cost.New(b.Name, br.File, own, a, matches)
	r.Match = fl.match
	if len(matches) < all {
		r.Offers = all
	}
	if fl.format == "json" {
		err = cost.WriteJSON(e.stdout, r)
	} else {
		err = cost.WriteText(e.stdout, r, cost.TextOptions{Color: e.color(e.stdout)})
	}
	if err != nil {
		return usageErr("writing the report: %v", err)
	}
	return nil
}

// pickBuild finds the build to cost, refusing files with input problems.
func pickBuild(res *check.Result, path, name string) (check.BuildResult, error) {
	for _, d := range res.Diagnostics {
		if d.Severity == hw.Error && inputProblems[d.Rule] && !d.Waived {
			msg := fmt.Sprintf("%s:%d:%d: %s", d.Range.Filename, d.Range.Start.Line, d.Range.Start.Column, d.Message)
			if d.Detail != "" {
				msg += "\n  " + d.Detail
			}
			return check.BuildResult{}, usageErr("%s\nFix the build first; `rigcheck validate %s` shows every problem.", msg, path)
		}
	}
	var names []string
	for _, br := range res.Builds {
		if name == "" || br.Build.Name == name {
			if name != "" || len(res.Builds) == 1 {
				return br, nil
			}
		}
		names = append(names, fmt.Sprintf("%q", br.Build.Name))
	}
	switch {
	case len(res.Builds) == 0:
		return check.BuildResult{}, usageErr("%s holds no build block; cost needs one", path)
	case name == "":
		return check.BuildResult{}, usageErr("%s holds %d builds (%s); pick one with --build NAME", path, len(res.Builds), strings.Join(names, ", "))
	}
	return check.BuildResult{}, usageErr("%s has no build %q; its builds: %s", path, name, strings.Join(names, ", "))
}

// costMatches chooses the offers (--cloud, --cloud-hourly-usd, or every
// catalog offer) and sizes them to the build as --match says, the headline
// first.
func costMatches(cat *catalog.Catalog, cmd *cobra.Command, fl costFlags, own cost.Own) ([]cost.Match, error) {
	set := cmd.Flags().Changed
	var offers []cost.Offer
	switch {
	case set("cloud"):
		var parts []*hw.Part
		seen := map[string]bool{}
		for _, id := range fl.cloud {
			if seen[id] {
				continue
			}
			seen[id] = true
			p := cat.Lookup(id)
			if p == nil || p.Kind != hw.KindCloud {
				return nil, usageErr("--cloud %q is not a cloud offer in the catalog. %s", id, cat.Suggest(id, hw.KindCloud))
			}
			parts = append(parts, p)
		}
		offers = cost.OffersFrom(parts, cat.Lookup)
		if set("cloud-hourly-usd") {
			o := &offers[0]
			o.Name = fmt.Sprintf("%s at %s/h", o.Name, strings.TrimSuffix(fmt.Sprintf("$%.4f", fl.cloudHourly), "00"))
			o.HourlyUSD = fl.cloudHourly
		}
	case set("cloud-hourly-usd"):
		o := cost.Offer{ID: "custom", Name: fmt.Sprintf("a custom rate of $%g/h", fl.cloudHourly), GPUs: max(own.GPUs, 1),
			HourlyUSD: fl.cloudHourly, Reserved1Y: cost.CustomReserved1Y, Reserved3Y: cost.CustomReserved3Y,
			StorageUSDGBMonth: cost.CustomStorageUSDGB}
		if fl.match == cost.MatchGPUs {
			return []cost.Match{{Offer: o, Instances: 1}}, nil
		}
		m := cost.SizeByCompute(own, o)
		m.Why = "a custom rate has no GPU numbers"
		return []cost.Match{m}, nil
	default:
		offers = cost.OffersFrom(cat.Parts(hw.KindCloud), cat.Lookup)
	}
	if fl.match == cost.MatchGPUs && set("cloud") {
		// A named offer is compared even when its GPU count does not
		// divide the build's: as many instances as cover the GPUs.
		var ms []cost.Match
		for _, o := range offers {
			m := cost.Size(o, own.GPUs)
			m.Like = cost.Like(own, o)
			ms = append(ms, m)
		}
		cost.Rank(ms)
		return ms, nil
	}
	return cost.Plan(own, offers, fl.match), nil
}

// costFooter is validate's one-line cost summary of a build, against the
// offers of the catalog the run uses.
func costFooter(cat *catalog.Catalog, br check.BuildResult) string {
	return cost.Summary(cost.OffersFrom(cat.Parts(hw.KindCloud), cat.Lookup), br.Build, br.Facts)
}
