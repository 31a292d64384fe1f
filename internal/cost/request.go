package cost

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// Request is one `rigcheck cost` run: the values of its flags (SPEC
// section 4, plus --price-usd, --build, --match, --resale-pct,
// --downtime-pct and --top), and which of them were given.
type Request struct {
	Format            string
	Build             string
	HoursPerDay       float64
	Utilization       float64
	Electricity       float64
	PowerKW           float64
	Cloud             []string
	CloudHourly       float64
	StorageGB         float64
	DepreciationYears float64
	PriceUSD          float64
	Match             string
	ResalePct         float64
	DowntimePct       float64
	Top               int
	// Set reports whether a flag was given on the command line.
	Set func(flag string) bool
}

// Validate turns flag values out of range into messages that name the
// flag.
func (q Request) Validate() error {
	if q.Format != "text" && q.Format != "json" {
		return fmt.Errorf("unknown --format %q: use text or json", q.Format)
	}
	if q.Set("hours-per-day") && !(q.HoursPerDay >= 0 && q.HoursPerDay <= 24) {
		return fmt.Errorf("--hours-per-day %g: hours a day must be between 0 and 24", q.HoursPerDay)
	}
	if q.Set("utilization") && !(q.Utilization >= 0 && q.Utilization <= 1) {
		hint := ""
		if q.Utilization > 1 && q.Utilization <= 100 {
			hint = fmt.Sprintf("; did you mean %g (%g %%)?", q.Utilization/100, q.Utilization)
		}
		return fmt.Errorf("--utilization %g: utilisation is a share between 0 and 1%s", q.Utilization, hint)
	}
	if q.Set("electricity-usd-kwh") && !(q.Electricity >= 0 && q.Electricity <= 100) {
		return fmt.Errorf("--electricity-usd-kwh %g: the price per kWh must be between 0 and 100", q.Electricity)
	}
	if q.Set("power-kw") && !(q.PowerKW > 0 && q.PowerKW <= 100) {
		hint := ""
		if q.PowerKW > 100 {
			hint = fmt.Sprintf("; did you mean %g kW (%g W)?", q.PowerKW/1000, q.PowerKW)
		}
		return fmt.Errorf("--power-kw %g: the draw must be more than 0 and at most 100 kW%s", q.PowerKW, hint)
	}
	if q.Set("cloud-hourly-usd") && !(q.CloudHourly > 0 && q.CloudHourly <= 10000) {
		return fmt.Errorf("--cloud-hourly-usd %g: the hourly price must be more than 0 and at most 10000", q.CloudHourly)
	}
	if !(q.StorageGB >= 0 && q.StorageGB <= 1e7) {
		return fmt.Errorf("--storage-gb %g: storage must be between 0 and 10000000 GB", q.StorageGB)
	}
	if !(q.DepreciationYears > 0 && q.DepreciationYears <= 50) {
		return fmt.Errorf("--depreciation-years %g: must be more than 0 and at most 50", q.DepreciationYears)
	}
	if q.Set("price-usd") && !(q.PriceUSD > 0 && q.PriceUSD <= 1e7) {
		return fmt.Errorf("--price-usd %g: the price must be more than 0 and at most 10000000", q.PriceUSD)
	}
	if q.Match != MatchCompute && q.Match != MatchGPUs {
		return fmt.Errorf("unknown --match %q: use compute (equal FP16 compute) or gpus (GPU for GPU)", q.Match)
	}
	if !(q.ResalePct >= 0 && q.ResalePct <= 100) {
		return fmt.Errorf("--resale-pct %g: the resale value is a percent of the price, 0 to 100", q.ResalePct)
	}
	if !(q.DowntimePct >= 0 && q.DowntimePct <= MaxDowntimePct) {
		return fmt.Errorf("--downtime-pct %g: downtime is a percent of the working hours, 0 to %d", q.DowntimePct, MaxDowntimePct)
	}
	if q.Top < 0 {
		return fmt.Errorf("--top %d: give a number of offers, or 0 for all", q.Top)
	}
	if q.Set("cloud") && len(q.Cloud) == 0 {
		return fmt.Errorf("--cloud needs an offer id (rigcheck catalog list cloud lists them)")
	}
	if q.Set("cloud") && q.Set("cloud-hourly-usd") && len(q.Cloud) > 1 {
		return fmt.Errorf("--cloud-hourly-usd with --cloud sets one offer's price; give one --cloud, not %d", len(q.Cloud))
	}
	return nil
}

// Report prices the checked build b of the file named file, with its
// facts, against the catalog's cloud offers (parts, and lookup for the
// GPUs they rent), as the request says.
func (q Request) Report(file string, b *hw.Build, facts *hw.Facts, parts []*hw.Part, lookup func(string) *hw.Part) (*Report, error) {
	if facts == nil {
		return nil, fmt.Errorf("build %q: no facts were computed; run `rigcheck validate %s`", b.Name, file)
	}
	if facts.GPUCount == 0 && !q.Set("cloud") && !q.Set("cloud-hourly-usd") {
		return nil, fmt.Errorf("build %q has no GPUs: cost compares GPU machines; give a rate with --cloud-hourly-usd or an offer with --cloud", b.Name)
	}

	// The usage block sets the defaults; flags override them.
	a := Assumptions{HoursPerDay: b.Usage.HoursPerDay, Utilization: DefaultUtilization,
		ElectricityUSDkWh: b.Usage.ElectricityUSDkWh, StorageGB: q.StorageGB, DepreciationYears: q.DepreciationYears,
		ResalePct: q.ResalePct, DowntimePct: q.DowntimePct}
	if b.Usage.Utilization != nil {
		a.Utilization = *b.Usage.Utilization
	}
	if !q.Set("storage-gb") {
		// The cloud holds what the build's own drives hold: a fixed
		// 1,000 GB outweighed a small build's GPU hours.
		a.StorageGB = facts.StorageGB
	}
	if q.Set("hours-per-day") {
		a.HoursPerDay = q.HoursPerDay
	}
	if q.Set("utilization") {
		a.Utilization = q.Utilization
	}
	if q.Set("electricity-usd-kwh") {
		a.ElectricityUSDkWh = q.Electricity
	}
	switch {
	case q.Set("power-kw"):
		a.PowerKW = q.PowerKW
	case facts.WallW != nil:
		a.PowerKW = *facts.WallW / 1000
	case b.Dropped > 0:
		return nil, fmt.Errorf("build %q names more than %d part blocks, the limit per build; the rest were not read, so its wall power is not known. Split the build", b.Name, len(b.Items))
	default:
		return nil, fmt.Errorf("build %q: its wall power is unknown (a part lacks tdp_w, or the PSU its efficiency); give it with --power-kw", b.Name)
	}
	if err := a.Validate(); err != nil {
		return nil, fmt.Errorf("build %q: %v", b.Name, err)
	}

	own := OwnOf(b, facts)
	switch {
	case q.Set("price-usd"):
		own.PriceUSD = q.PriceUSD
	case facts.PriceKnown:
	default:
		return nil, fmt.Errorf("build %q: its price is unknown (a part has no price_usd); set price_usd on the part or give --price-usd", b.Name)
	}

	matches, err := q.Matches(own, parts, lookup)
	if err != nil {
		return nil, err
	}
	// The text shows the offers most like the build; JSON all of them
	// unless --top is given.
	top := q.Top
	if q.Format == "json" && !q.Set("top") {
		top = 0
	}
	all := len(matches)
	if top > 0 && len(matches) > top {
		matches = matches[:top]
	}
	r := New(b.Name, file, own, a, matches)
	r.Match = q.Match
	if len(matches) < all {
		r.Offers = all
	}
	return r, nil
}

// Matches chooses the offers (--cloud, --cloud-hourly-usd, or every
// catalog offer) and sizes them to the build as --match says, the headline
// first.
func (q Request) Matches(own Own, catalogParts []*hw.Part, lookup func(string) *hw.Part) ([]Match, error) {
	var offers []Offer
	switch {
	case q.Set("cloud"):
		var parts []*hw.Part
		seen := map[string]bool{}
		for _, id := range q.Cloud {
			if seen[id] {
				continue
			}
			seen[id] = true
			p := lookup(id)
			if p == nil || p.Kind != hw.KindCloud {
				var ids []string
				for _, c := range catalogParts {
					ids = append(ids, c.ID)
				}
				return nil, fmt.Errorf("--cloud %q is not a cloud offer in the catalog. %s", id, suggest.Sentence(id, ids))
			}
			parts = append(parts, p)
		}
		offers = OffersFrom(parts, lookup)
		if q.Set("cloud-hourly-usd") {
			o := &offers[0]
			o.Name = fmt.Sprintf("%s at %s/h", o.Name, strings.TrimSuffix(fmt.Sprintf("$%.4f", q.CloudHourly), "00"))
			o.HourlyUSD = q.CloudHourly
		}
	case q.Set("cloud-hourly-usd"):
		o := Offer{ID: "custom", Name: fmt.Sprintf("a custom rate of $%g/h", q.CloudHourly), GPUs: max(own.GPUs, 1),
			HourlyUSD: q.CloudHourly, Reserved1Y: CustomReserved1Y, Reserved3Y: CustomReserved3Y,
			StorageUSDGBMonth: CustomStorageUSDGB}
		if q.Match == MatchGPUs {
			return []Match{{Offer: o, Instances: 1}}, nil
		}
		m := SizeByCompute(own, o)
		m.Why = "a custom rate has no GPU numbers"
		return []Match{m}, nil
	default:
		offers = OffersFrom(catalogParts, lookup)
	}
	if q.Match == MatchGPUs && q.Set("cloud") {
		// A named offer is compared even when its GPU count does not
		// divide the build's: as many instances as cover the GPUs.
		var ms []Match
		for _, o := range offers {
			m := Size(o, own.GPUs)
			m.Like = Like(own, o)
			ms = append(ms, m)
		}
		Rank(ms)
		return ms, nil
	}
	return Plan(own, offers, q.Match), nil
}
