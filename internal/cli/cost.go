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
	cloud             string
	cloudHourly       float64
	storageGB         float64
	depreciationYears float64
	priceUSD          float64
}

// inputProblems stop cost from running: the build is not what the file meant.
var inputProblems = map[string]bool{"syntax": true, "schema": true, "unknown-part": true, "wrong-kind": true, "duplicate-id": true}

func init() {
	register(func(e *env) *cobra.Command {
		var fl costFlags
		cmd := &cobra.Command{
			Use:   "cost FILE [flags]",
			Short: "own build against cloud offers over time",
			Long: `cost compares owning the build with renting cloud GPUs (the seed article's model):

  own a year   = price ÷ depreciation years + wall power × hours a year × utilisation × electricity price
  cloud a year = hourly price × instances × hours a year × utilisation + storage GB × price × 12
                 (reserved: × the offer's reserved factor, billed every hour of the year)
  break-even   = price ÷ (monthly cloud bill − monthly electricity)

The offers are every catalog cloud offer with the build's GPU count, and offers with fewer GPUs
scaled up to it (labelled "4 × id"). hours_per_day, electricity_usd_kwh and utilization default
to the build's usage block (24 h, $0.20/kWh, 100 %); the power to the build's wall_w.`,
			Example: `  rigcheck cost builds/seed-4gpu.hcl
  rigcheck cost builds/seed-1gpu.hcl --utilization 0.15 --electricity-usd-kwh 0.30
  rigcheck cost builds/seed-4gpu.hcl --cloud aws-p3-8xlarge --price-usd 5100 --power-kw 2
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
		f.StringVar(&fl.cloud, "cloud", "", "compare with this catalog cloud offer only (see `rigcheck catalog list cloud`)")
		f.Float64Var(&fl.cloudHourly, "cloud-hourly-usd", 0, "on-demand price per hour of a machine with the build's GPUs; alone, an offer named custom (seed reserved factors 0.65/0.40, $0.10/GB-month storage); with --cloud, that offer's price")
		f.Float64Var(&fl.storageGB, "storage-gb", cost.DefaultStorageGB, "cloud storage rented, in GB")
		f.Float64Var(&fl.depreciationYears, "depreciation-years", cost.DefaultDepreciationYears, "years over which the build loses its price (also the chart's span)")
		f.Float64Var(&fl.priceUSD, "price-usd", 0, "the build's price instead of the catalog sum (e.g. the seed's $3,000)")
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
		ElectricityUSDkWh: b.Usage.ElectricityUSDkWh, StorageGB: fl.storageGB, DepreciationYears: fl.depreciationYears}
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
	default:
		return usageErr("build %q: its wall power is unknown (a part lacks tdp_w, or the PSU its efficiency); give it with --power-kw", b.Name)
	}
	if err := a.Validate(); err != nil {
		return usageErr("build %q: %v", b.Name, err)
	}

	own := cost.Own{GPUs: facts.GPUCount}
	switch {
	case set("price-usd"):
		own.PriceUSD = fl.priceUSD
	case facts.PriceKnown:
		own.PriceUSD = facts.PriceUSD
	default:
		return usageErr("build %q: its price is unknown (a part has no price_usd); set price_usd on the part or give --price-usd", b.Name)
	}
	var noTF []string
	for _, it := range b.Role(hw.KindGPU) {
		if tf, ok := it.Part.Num("fp16_tflops"); ok {
			own.FP16TFLOPS += tf * float64(it.Count)
		} else {
			noTF = append(noTF, it.Part.ShortName())
		}
	}
	if len(noTF) > 0 {
		own.FP16TFLOPS = 0
	}

	matches, err := costMatches(s.cat, cmd, fl, own.GPUs)
	if err != nil {
		return err
	}
	r := cost.New(b.Name, br.File, own, a, matches)
	r.NoTFLOPS = noTF
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

// costMatches chooses the offers: --cloud, --cloud-hourly-usd, or every
// catalog offer that matches the GPU count.
func costMatches(cat *catalog.Catalog, cmd *cobra.Command, fl costFlags, gpus int) ([]cost.Match, error) {
	set := cmd.Flags().Changed
	if set("cloud") {
		p := cat.Lookup(fl.cloud)
		if p == nil || p.Kind != hw.KindCloud {
			return nil, usageErr("--cloud %q is not a cloud offer in the catalog. %s", fl.cloud, cat.Suggest(fl.cloud, hw.KindCloud))
		}
		o := cost.OfferFromPart(p)
		m := cost.Size(o, gpus)
		if set("cloud-hourly-usd") {
			// The rate is for a machine with the build's GPUs: spread it over the instances.
			m.Offer.HourlyUSD = fl.cloudHourly / float64(m.Instances)
			m.Offer.Name = fmt.Sprintf("%s at %s/h", o.Name, strings.TrimSuffix(fmt.Sprintf("$%.4f", fl.cloudHourly), "00"))
		}
		return []cost.Match{m}, nil
	}
	if set("cloud-hourly-usd") {
		o := cost.Offer{ID: "custom", Name: fmt.Sprintf("a custom rate of $%g/h", fl.cloudHourly), GPUs: max(gpus, 1),
			HourlyUSD: fl.cloudHourly, Reserved1Y: cost.CustomReserved1Y, Reserved3Y: cost.CustomReserved3Y,
			StorageUSDGBMonth: cost.CustomStorageUSDGB}
		return []cost.Match{{Offer: o, Instances: 1}}, nil
	}
	var offers []cost.Offer
	for _, p := range cat.Parts(hw.KindCloud) {
		offers = append(offers, cost.OfferFromPart(p))
	}
	return cost.MatchOffers(offers, gpus), nil
}

// costFooter is validate's one-line cost summary of a build, against the
// offers of the catalog the run uses.
func costFooter(cat *catalog.Catalog, br check.BuildResult) string {
	var offers []cost.Offer
	for _, p := range cat.Parts(hw.KindCloud) {
		offers = append(offers, cost.OfferFromPart(p))
	}
	return cost.Summary(offers, br.Build, br.Facts)
}
