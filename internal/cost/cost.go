// Package cost compares owning a build with renting cloud GPUs: the seed
// article's model, reconstructed (SPEC section 4). Every function here is
// pure; reading files and drawing belong to the callers.
package cost

import (
	"fmt"
	"math"
	"sort"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Modes of paying for a cloud offer.
const (
	OnDemand   = "on-demand"
	Reserved1Y = "reserved-1y"
	Reserved3Y = "reserved-3y"
)

// HoursPerYear of a reserved instance: it is billed every hour of its term,
// used or not.
const HoursPerYear = 24 * 365

// Defaults of the model (the seed's assumptions).
const (
	DefaultStorageGB         = 1000
	DefaultDepreciationYears = 3
	DefaultUtilization       = 1.0
	// Custom offers (--cloud-hourly-usd alone) get the seed's AWS factors
	// and EBS gp2 storage price.
	CustomReserved1Y   = 0.65
	CustomReserved3Y   = 0.40
	CustomStorageUSDGB = 0.10
)

// Assumptions are the usage and price inputs of the model.
type Assumptions struct {
	HoursPerDay float64
	// Utilization is the share of those hours the GPUs are busy, 0 to 1.
	Utilization       float64
	ElectricityUSDkWh float64
	// PowerKW is the average draw at the wall while working.
	PowerKW           float64
	StorageGB         float64
	DepreciationYears float64
}

// Validate reports the first assumption out of range, phrased for a user.
func (a Assumptions) Validate() error {
	switch {
	case !(a.HoursPerDay >= 0 && a.HoursPerDay <= 24):
		return fmt.Errorf("hours per day must be between 0 and 24, got %g", a.HoursPerDay)
	case !(a.Utilization >= 0 && a.Utilization <= 1):
		return fmt.Errorf("utilization must be between 0 and 1, got %g", a.Utilization)
	case !(a.ElectricityUSDkWh >= 0 && a.ElectricityUSDkWh <= 100):
		return fmt.Errorf("electricity price must be between 0 and 100 USD/kWh, got %g", a.ElectricityUSDkWh)
	case !(a.PowerKW > 0 && a.PowerKW <= 100):
		return fmt.Errorf("power must be more than 0 and at most 100 kW, got %g", a.PowerKW)
	case !(a.StorageGB >= 0 && a.StorageGB <= 1e7):
		return fmt.Errorf("storage must be between 0 and 10,000,000 GB, got %g", a.StorageGB)
	case !(a.DepreciationYears > 0 && a.DepreciationYears <= 50):
		return fmt.Errorf("depreciation years must be more than 0 and at most 50, got %g", a.DepreciationYears)
	}
	return nil
}

// UsedHoursPerYear is the hours a year the machine (or an on-demand
// instance) actually works.
func (a Assumptions) UsedHoursPerYear() float64 { return a.HoursPerDay * 365 * a.Utilization }

// Own is the build being costed.
type Own struct {
	PriceUSD float64
	GPUs     int
	// FP16TFLOPS is the build's total dense FP16 tensor TFLOPS; 0 when a
	// GPU lacks the number.
	FP16TFLOPS float64
}

// ElectricityPerYear is the build's power bill for a year.
func ElectricityPerYear(a Assumptions) float64 {
	return a.PowerKW * a.UsedHoursPerYear() * a.ElectricityUSDkWh
}

// OwnPerYear is depreciation plus electricity for a year.
func OwnPerYear(o Own, a Assumptions) float64 {
	return o.PriceUSD/a.DepreciationYears + ElectricityPerYear(a)
}

// Offer is a cloud machine for rent.
type Offer struct {
	ID, Name  string
	GPUs      int
	HourlyUSD float64
	// Reserved1Y and Reserved3Y are price factors against on-demand; 0
	// when the offer has no such commitment price.
	Reserved1Y, Reserved3Y float64
	StorageUSDGBMonth      float64
	// GPUFP16TFLOPS is per GPU; 0 when unknown.
	GPUFP16TFLOPS float64
}

// OfferFromPart reads a catalog `cloud` block.
func OfferFromPart(p *hw.Part) Offer {
	o := Offer{ID: p.ID, Name: p.Name()}
	o.GPUs, _ = p.Int("gpus")
	o.HourlyUSD = p.NumOr("hourly_usd", 0)
	o.Reserved1Y = p.NumOr("reserved_1y", 0)
	o.Reserved3Y = p.NumOr("reserved_3y", 0)
	o.StorageUSDGBMonth = p.NumOr("storage_gb_month_usd", 0)
	o.GPUFP16TFLOPS = p.NumOr("gpu_fp16_tflops", 0)
	return o
}

// Modes lists the ways the offer can be paid for, on-demand first.
func (o Offer) Modes() []string {
	m := []string{OnDemand}
	if o.Reserved1Y > 0 {
		m = append(m, Reserved1Y)
	}
	if o.Reserved3Y > 0 {
		m = append(m, Reserved3Y)
	}
	return m
}

// Match is an offer sized to a build: Instances copies of it.
type Match struct {
	Offer     Offer
	Instances int
}

// Scaled reports whether the match rents several instances to reach the
// build's GPU count.
func (m Match) Scaled() bool { return m.Instances > 1 }

// GPUs is the number of cloud GPUs rented.
func (m Match) GPUs() int { return m.Offer.GPUs * m.Instances }

// Label names the match: the offer id, prefixed with "4 × " when scaled.
func (m Match) Label() string {
	if m.Scaled() {
		return fmt.Sprintf("%d × %s", m.Instances, m.Offer.ID)
	}
	return m.Offer.ID
}

// Size returns the offer sized to gpus: as many instances as it takes to
// rent at least that many GPUs (one for a build without GPUs).
func Size(o Offer, gpus int) Match {
	n := 1
	if o.GPUs > 0 && gpus > o.GPUs {
		n = (gpus + o.GPUs - 1) / o.GPUs
	}
	return Match{Offer: o, Instances: n}
}

// MatchOffers picks the offers to compare a build of gpus GPUs with: every
// offer with that many GPUs, and every offer with fewer GPUs that divide it,
// scaled up to the same count. Sorted by GPU count per instance (exact
// matches first), then on-demand price, then id.
func MatchOffers(offers []Offer, gpus int) []Match {
	var out []Match
	for _, o := range offers {
		if o.GPUs <= 0 || gpus <= 0 || o.GPUs > gpus || gpus%o.GPUs != 0 {
			continue
		}
		out = append(out, Match{Offer: o, Instances: gpus / o.GPUs})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Instances != b.Instances {
			return a.Instances < b.Instances
		}
		if ha, hb := a.HourlyUSD(OnDemand), b.HourlyUSD(OnDemand); ha != hb {
			return ha < hb
		}
		return a.Offer.ID < b.Offer.ID
	})
	return out
}

// Closest is the offer a one-line summary compares against: the fewest
// instances (an offer with the build's GPU count when there is one), then
// the cheapest on demand. ok is false when nothing matches.
func Closest(matches []Match) (m Match, ok bool) {
	if len(matches) == 0 {
		return Match{}, false
	}
	// MatchOffers sorts by exactly this order.
	return matches[0], true
}

// HourlyUSD is the price per hour of all instances of the match in a mode.
func (m Match) HourlyUSD(mode string) float64 {
	h := m.Offer.HourlyUSD * float64(m.Instances)
	switch mode {
	case Reserved1Y:
		h *= m.Offer.Reserved1Y
	case Reserved3Y:
		h *= m.Offer.Reserved3Y
	}
	return h
}

// StoragePerYear is the cloud storage bill for a year.
func StoragePerYear(o Offer, a Assumptions) float64 {
	return a.StorageGB * o.StorageUSDGBMonth * 12
}

// CloudPerYear is a year of the match in a mode, storage included.
// On-demand is billed for the hours used; reserved for every hour.
func CloudPerYear(m Match, mode string, a Assumptions) float64 {
	hours := a.UsedHoursPerYear()
	if mode != OnDemand {
		hours = HoursPerYear
	}
	return m.HourlyUSD(mode)*hours + StoragePerYear(m.Offer, a)
}

// BreakEvenMonths is when the build has paid for itself against the cloud:
// price ÷ (monthly cloud bill − monthly electricity). ok is false when the
// cloud costs no more than the power bill and the build never breaks even.
func BreakEvenMonths(price, cloudPerYear float64, a Assumptions) (months float64, ok bool) {
	saving := (cloudPerYear - ElectricityPerYear(a)) / 12
	if saving <= 0 {
		return 0, false
	}
	return price / saving, true
}

// Comparison is the build against one offer in one mode.
type Comparison struct {
	Match Match
	Mode  string
	// CloudPerYear and OwnPerYear are USD per year; Ratio is cloud ÷ own.
	CloudPerYear, OwnPerYear, Ratio float64
	BreakEven                       float64
	// BreaksEven is false when the build never pays for itself.
	BreaksEven bool
	// RatioPerTFLOPS is the ratio of cost per unit of FP16 compute, cloud ÷
	// own; 0 when either side lacks fp16_tflops.
	RatioPerTFLOPS float64
}

// Compare prices the build against each match in each of its modes.
func Compare(own Own, matches []Match, a Assumptions) []Comparison {
	ownYear := OwnPerYear(own, a)
	var out []Comparison
	for _, m := range matches {
		for _, mode := range m.Offer.Modes() {
			c := Comparison{Match: m, Mode: mode, OwnPerYear: ownYear, CloudPerYear: CloudPerYear(m, mode, a)}
			c.Ratio = ratio(c.CloudPerYear, ownYear)
			c.BreakEven, c.BreaksEven = BreakEvenMonths(own.PriceUSD, c.CloudPerYear, a)
			if own.FP16TFLOPS > 0 && m.Offer.GPUFP16TFLOPS > 0 {
				cloudTF := m.Offer.GPUFP16TFLOPS * float64(m.GPUs())
				c.RatioPerTFLOPS = c.Ratio * own.FP16TFLOPS / cloudTF
			}
			out = append(out, c)
		}
	}
	return out
}

func ratio(cloud, own float64) float64 {
	if own <= 0 {
		return math.Inf(1)
	}
	return cloud / own
}

// OwnCumulative is the cash spent on the build after months: the price up
// front, then electricity.
func OwnCumulative(price float64, a Assumptions, months float64) float64 {
	return price + ElectricityPerYear(a)/12*months
}

// CloudCumulative is the cash spent renting after months.
func CloudCumulative(cloudPerYear, months float64) float64 { return cloudPerYear / 12 * months }
