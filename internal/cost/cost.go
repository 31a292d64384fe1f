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
	// Spot is an interruptible instance at the provider's spot price,
	// billed like on-demand for the hours used.
	Spot = "spot"
)

// HoursPerYear of a reserved instance: it is billed every hour of its term,
// used or not.
const HoursPerYear = 24 * 365

// Defaults of the model (the seed's assumptions).
const (
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
	// ResalePct is what the build still sells for at the end of the
	// depreciation period, in percent of its price (the seed: 0).
	ResalePct float64
	// DowntimePct is the share of its working hours the build is down
	// (failures, repairs, upgrades), in percent (the seed: 0). It draws no
	// power then, and the work is rented on demand from the offer compared.
	DowntimePct float64
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
	case !(a.ResalePct >= 0 && a.ResalePct <= 100):
		return fmt.Errorf("resale value must be between 0 and 100 %% of the price, got %g", a.ResalePct)
	case !(a.DowntimePct >= 0 && a.DowntimePct <= MaxDowntimePct):
		return fmt.Errorf("downtime must be between 0 and %g %%, got %g", float64(MaxDowntimePct), a.DowntimePct)
	}
	return nil
}

// MaxDowntimePct bounds --downtime-pct: a build down more than this is
// not one to cost.
const MaxDowntimePct = 90

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
	// VRAMGB is the build's total GPU memory.
	VRAMGB float64
	// Models are the build's distinct GPUs, for same-model matching.
	Models []GPUModel
	// NoTFLOPS names the build's GPUs without an FP16 tensor rate (see
	// TensorTFLOPS); NotTensor says why for those that have an
	// fp16_tflops all the same.
	NoTFLOPS, NotTensor []string
}

// ElectricityPerYear is the build's power bill for a year: the hours it
// works, less its downtime, at its wall power.
func ElectricityPerYear(a Assumptions) float64 {
	return a.PowerKW * a.UsedHoursPerYear() * (1 - a.DowntimePct/100) * a.ElectricityUSDkWh
}

// DepreciationPerYear is the price the build loses a year: its price less
// its resale value, spread over the depreciation period.
func DepreciationPerYear(o Own, a Assumptions) float64 {
	return o.PriceUSD * (1 - a.ResalePct/100) / a.DepreciationYears
}

// ResaleUSD is what the build sells for at the end of the period.
func ResaleUSD(o Own, a Assumptions) float64 { return o.PriceUSD * a.ResalePct / 100 }

// OwnPerYear is depreciation plus electricity for a year, before the
// downtime rented from an offer (see DowntimePerYear).
func OwnPerYear(o Own, a Assumptions) float64 {
	return DepreciationPerYear(o, a) + ElectricityPerYear(a)
}

// DowntimePerYear is the cost of renting the match on demand for the hours
// the build is down, so that the same work gets done.
func DowntimePerYear(m Match, a Assumptions) float64 {
	return m.HourlyUSD(OnDemand) * a.UsedHoursPerYear() * a.DowntimePct / 100
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
	// GPUFP16TFLOPS and GPUVRAMGB are per GPU; 0 when unknown.
	GPUFP16TFLOPS float64
	GPUVRAMGB     float64
	// SpotHourlyUSD is the interruptible price per hour; 0 when the
	// provider publishes none.
	SpotHourlyUSD float64
	// GPU is the rented GPU as far as the offer (and the catalog part its
	// gpu_id names) tells.
	GPU GPUModel
}

// OfferFromPart reads a catalog `cloud` block.
func OfferFromPart(p *hw.Part) Offer {
	o := Offer{ID: clean(p.ID), Name: clean(p.Name())}
	v := p.Cloud()
	o.GPUs = v.GPUs
	o.HourlyUSD = v.HourlyUSD
	o.Reserved1Y = v.Reserved1Y.V
	o.Reserved3Y = v.Reserved3Y.V
	o.StorageUSDGBMonth = v.StorageGBMonthUSD.V
	o.GPUFP16TFLOPS = v.GPUFP16TFLOPS.V
	o.GPUVRAMGB = v.GPUVRAMGB.V
	o.SpotHourlyUSD = v.SpotHourlyUSD.V
	o.GPU = GPUModel{Name: clean(v.GPUName), VRAMGB: o.GPUVRAMGB, FP16TFLOPS: o.GPUFP16TFLOPS}
	if id := v.GPUID; id != "" {
		o.GPU.IDs = []string{id}
	}
	return o
}

// Modes lists the ways the offer can be paid for: on-demand, spot,
// reserved 1 year, reserved 3 years, as far as the offer has them.
func (o Offer) Modes() []string {
	m := []string{OnDemand}
	if o.SpotHourlyUSD > 0 {
		m = append(m, Spot)
	}
	if o.Reserved1Y > 0 {
		m = append(m, Reserved1Y)
	}
	if o.Reserved3Y > 0 {
		m = append(m, Reserved3Y)
	}
	return m
}

// Match is an offer sized to a build: Instances copies of it, or, sized
// by equal compute, Scale of it.
type Match struct {
	Offer Offer
	// Instances is the whole number of instances: rented (GPU-count
	// matching) or needed to have the build's compute at once (equal
	// compute, where Scale is what is priced).
	Instances int
	// Scale is how many instances are priced, a fraction or a multiple;
	// 0 means Instances.
	Scale float64
	// Basis is what the offer was sized by; "" means BasisGPUs.
	Basis Basis
	// Why says why an equal-compute match fell back to VRAM or GPU count.
	Why string
	// Like compares the offer's GPU with the build's.
	Like Likeness
}

// Scaled reports whether the match rents several instances to reach the
// build's GPU count.
func (m Match) Scaled() bool { return m.Instances > 1 }

// GPUs is the number of cloud GPUs rented.
func (m Match) GPUs() int { return m.Offer.GPUs * m.Instances }

// Label names the match: the offer id, prefixed with "4 × " when scaled
// (or "0.29 × " for a share of an instance sized by compute).
func (m Match) Label() string {
	if m.Scale > 0 {
		if q := Quantity(m.Scale); q != "1" {
			return q + " × " + m.Offer.ID
		}
		return m.Offer.ID
	}
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

// scale is the number of instances priced.
func (m Match) scale() float64 {
	if m.Scale > 0 {
		return m.Scale
	}
	return float64(m.Instances)
}

// GPUsEquivalent is the number of cloud GPUs priced: a fraction or a
// multiple of the offer's when sized by compute.
func (m Match) GPUsEquivalent() float64 { return float64(m.Offer.GPUs) * m.scale() }

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

// Closest is the first of MatchOffers' matches: the fewest instances (an
// offer with the build's GPU count when there is one), then the cheapest
// on demand. ok is false when nothing matches. The headline of a report
// is Plan's first match, which also weighs the GPU model.
func Closest(matches []Match) (m Match, ok bool) {
	if len(matches) == 0 {
		return Match{}, false
	}
	// MatchOffers sorts by exactly this order.
	return matches[0], true
}

// HourlyUSD is the price per hour of all instances of the match in a mode.
func (m Match) HourlyUSD(mode string) float64 {
	h := m.Offer.HourlyUSD * m.scale()
	switch mode {
	case Spot:
		h = m.Offer.SpotHourlyUSD * m.scale()
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
	if mode == Reserved1Y || mode == Reserved3Y {
		hours = HoursPerYear
	}
	return m.HourlyUSD(mode)*hours + StoragePerYear(m.Offer, a)
}

// BreakEvenMonths is when the build has paid for itself against the cloud:
// price ÷ (monthly cloud bill − monthly electricity). ok is false when the
// cloud costs no more than the power bill and the build never breaks even.
// Resale is cash at the end of the period and does not move it; downtime
// rented on demand does (see Compare).
func BreakEvenMonths(price, cloudPerYear float64, a Assumptions) (months float64, ok bool) {
	return breakEven(price, cloudPerYear, ElectricityPerYear(a))
}

func breakEven(price, cloudPerYear, ownRunningPerYear float64) (months float64, ok bool) {
	saving := (cloudPerYear - ownRunningPerYear) / 12
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
	// DowntimePerYear is the part of OwnPerYear spent renting this offer
	// on demand while the build is down; 0 without --downtime-pct.
	DowntimePerYear float64
	// OwnRunningPerYear is what the build costs a year after its price:
	// electricity and the downtime rented.
	OwnRunningPerYear float64
}

// Compare prices the build against each match in each of its modes.
func Compare(own Own, matches []Match, a Assumptions) []Comparison {
	ownYear := OwnPerYear(own, a)
	var out []Comparison
	for _, m := range matches {
		down := DowntimePerYear(m, a)
		running := ElectricityPerYear(a) + down
		for _, mode := range m.Offer.Modes() {
			c := Comparison{Match: m, Mode: mode, OwnPerYear: ownYear + down, CloudPerYear: CloudPerYear(m, mode, a),
				DowntimePerYear: down, OwnRunningPerYear: running}
			c.Ratio = ratio(c.CloudPerYear, c.OwnPerYear)
			c.BreakEven, c.BreaksEven = breakEven(own.PriceUSD, c.CloudPerYear, running)
			if own.FP16TFLOPS > 0 && m.Offer.GPUFP16TFLOPS > 0 {
				cloudTF := m.Offer.GPUFP16TFLOPS * m.GPUsEquivalent()
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

// OwnAt is the cash spent on the build after months in this comparison:
// the price up front, then electricity and the downtime rented.
func (c Comparison) OwnAt(price, months float64) float64 {
	return price + c.OwnRunningPerYear/12*months
}

// CloudCumulative is the cash spent renting after months.
func CloudCumulative(cloudPerYear, months float64) float64 { return cloudPerYear / 12 * months }
