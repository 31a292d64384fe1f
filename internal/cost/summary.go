package cost

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Summary is the one-line cost summary `rigcheck validate` prints under a
// build: its price and the break-even against the closest on-demand offer
// among offers, at the build's usage. It is empty for a build without
// GPUs or without a known price.
func Summary(offers []Offer, b *hw.Build, f *hw.Facts) string {
	if f == nil || b == nil || !f.PriceKnown {
		return ""
	}
	head := "cost " + USD(f.PriceUSD)
	if f.GPUCount == 0 {
		return ""
	}
	if f.WallW == nil {
		return head + " · no break-even without the wall power (see rigcheck cost --power-kw)"
	}
	a := Assumptions{HoursPerDay: b.Usage.HoursPerDay, Utilization: DefaultUtilization,
		ElectricityUSDkWh: b.Usage.ElectricityUSDkWh, PowerKW: *f.WallW / 1000, StorageGB: DefaultStorageGB,
		DepreciationYears: DefaultDepreciationYears}
	if b.Usage.Utilization != nil {
		a.Utilization = *b.Usage.Utilization
	}
	if a.Validate() != nil {
		return head
	}
	m, ok := Closest(MatchOffers(offers, f.GPUCount))
	if !ok {
		return head + " · no cloud offer with " + fmt.Sprint(f.GPUCount) + " GPUs to compare with"
	}
	c := Compare(Own{PriceUSD: f.PriceUSD, GPUs: f.GPUCount}, []Match{m}, a)[0]
	be := "never pays for itself"
	if c.BreaksEven {
		be = "pays for itself in " + Months(c.BreakEven, true)
	}
	cmp := Times(c.Ratio) + " cheaper"
	if c.Ratio < 1 {
		cmp = Times(1/c.Ratio) + " dearer"
	}
	return fmt.Sprintf("%s · %s against %s on demand (%s a year, %g h/day at %s)",
		head, be, m.Label(), cmp, a.HoursPerDay, Percent(a.Utilization))
}
