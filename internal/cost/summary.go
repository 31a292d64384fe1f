package cost

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Summary is the one-line cost summary `rigcheck validate` prints under a
// build: its price and the break-even against the headline offer on
// demand, sized to the build's compute, at the build's usage. The headline
// rents the build's GPU model where an offer does, else the closest
// per-GPU compute; the line says which, and says so when that offer's GPUs
// are more than FarApart from the build's per card. It is empty for a
// build without GPUs or without a known price.
func Summary(offers []Offer, b *hw.Build, f *hw.Facts) string {
	if f == nil || b == nil || !f.PriceKnown {
		return ""
	}
	head := "cost " + prose.Dollars(f.PriceUSD)
	if f.GPUCount == 0 {
		return ""
	}
	if f.WallW == nil && b.Dropped > 0 {
		return head + fmt.Sprintf(" · no break-even: the build names more than %d part blocks, the limit per build, and the rest were not read", len(b.Items))
	}
	if f.WallW == nil {
		return head + " · no break-even without the wall power (see rigcheck cost --power-kw)"
	}
	a := Assumptions{HoursPerDay: b.Usage.HoursPerDay, Utilization: DefaultUtilization,
		ElectricityUSDkWh: b.Usage.ElectricityUSDkWh, PowerKW: *f.WallW / 1000, StorageGB: f.StorageGB,
		DepreciationYears: DefaultDepreciationYears}
	if b.Usage.Utilization != nil {
		a.Utilization = *b.Usage.Utilization
	}
	if a.Validate() != nil {
		return head
	}
	own := OwnOf(b, f)
	ms := Plan(own, offers, MatchCompute)
	if len(ms) == 0 {
		return head + " · no cloud offer to compare with"
	}
	m := ms[0]
	c := Compare(own, []Match{m}, a)[0]
	be := "never pays for itself"
	if c.BreaksEven {
		be = "pays for itself in " + Months(c.BreakEven, true)
	}
	cmp := Times(c.Ratio) + " cheaper"
	if c.Ratio < 1 {
		cmp = Times(1/c.Ratio) + " dearer"
	}
	return fmt.Sprintf("%s · %s against %s on demand (%s; %s a year, %g h/day at %s)",
		head, be, m.Label(), LikeText(m), cmp, a.HoursPerDay, Percent(a.Utilization))
}

// LikeText says how a headline match compares with the build, for one
// line: "same GPU", "equal FP16 compute", "equal VRAM, no fp16_tflops for
// the RTX 4000 Ada", and, when the offer's GPUs are far from the build's,
// "…; no like GPU for rent, it has 14× the build's FP16 compute per GPU".
func LikeText(m Match) string {
	var s string
	switch {
	case m.Like.SameModel:
		return "same GPU"
	case m.Basis == BasisCompute:
		s = "equal FP16 compute"
	case m.Basis == BasisVRAM:
		s = "equal VRAM, " + m.Why
	default:
		s = "GPU for GPU"
		if m.Why != "" {
			s += ", " + m.Why
		}
	}
	if m.Like.Far() {
		s += "; no like GPU for rent, it has " + m.Like.Apart()
	}
	return s
}
