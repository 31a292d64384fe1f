package cost

import (
	"fmt"
	"math"
	"testing"
)

// seed returns the seed article's assumptions (SPEC section 4).
func seed(powerKW float64) Assumptions {
	return Assumptions{HoursPerDay: 24, Utilization: 1, ElectricityUSDkWh: 0.20, PowerKW: powerKW,
		StorageGB: 1000, DepreciationYears: 3}
}

func awsP3(id string, gpus int, hourly float64) Offer {
	return Offer{ID: id, GPUs: gpus, HourlyUSD: hourly, Reserved1Y: 0.65, Reserved3Y: 0.40,
		StorageUSDGBMonth: 0.10, GPUFP16TFLOPS: 125}
}

func round1(x float64) string { return fmt.Sprintf("%.1f", x) }

// TestSeedTable reproduces the seed's reconstructed table
// (reference/seed-sources.md section 1.3).
func TestSeedTable(t *testing.T) {
	tests := []struct {
		name      string
		own       Own
		offer     Offer
		powerKW   float64
		ownYear   float64
		cloudYear []float64 // on-demand, 1y, 3y
		ratios    []string
		breakEven string
	}{
		{"1 GPU", Own{PriceUSD: 3000, GPUs: 1}, awsP3("aws-1", 1, 3.00), 1,
			2752, []float64{27480, 18282, 11712}, []string{"10.0", "6.6", "4.3"}, "1.4"},
		{"4 GPU", Own{PriceUSD: 5100, GPUs: 4}, awsP3("aws-4", 4, 12.24), 2,
			5204, []float64{108422.4, 70894.56, 44089.0}, []string{"20.8", "13.6", "8.5"}, "0.6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := seed(tt.powerKW)
			cs := Compare(tt.own, MatchOffers([]Offer{tt.offer}, tt.own.GPUs), a)
			if len(cs) != 3 {
				t.Fatalf("got %d comparisons, want 3", len(cs))
			}
			for i, c := range cs {
				if want := []string{OnDemand, Reserved1Y, Reserved3Y}[i]; c.Mode != want {
					t.Errorf("mode %d = %s, want %s", i, c.Mode, want)
				}
				if math.Abs(c.OwnPerYear-tt.ownYear) > 0.5 {
					t.Errorf("%s: own per year = %.2f, want %.0f", c.Mode, c.OwnPerYear, tt.ownYear)
				}
				if math.Abs(c.CloudPerYear-tt.cloudYear[i]) > 0.5 {
					t.Errorf("%s: cloud per year = %.2f, want %.2f", c.Mode, c.CloudPerYear, tt.cloudYear[i])
				}
				if got := round1(c.Ratio); got != tt.ratios[i] {
					t.Errorf("%s: ratio = %s, want %s", c.Mode, got, tt.ratios[i])
				}
			}
			if !cs[0].BreaksEven || round1(cs[0].BreakEven) != tt.breakEven {
				t.Errorf("break-even = %.3f (%v), want %s months", cs[0].BreakEven, cs[0].BreaksEven, tt.breakEven)
			}
		})
	}
}

// TestSeedUtilization reproduces the seed's sensitivity table: on-demand
// ratios at 100 %, 50 % and 15 % utilisation.
func TestSeedUtilization(t *testing.T) {
	for _, tt := range []struct {
		util      float64
		one, four string
	}{{1, "10.0", "20.8"}, {0.5, "7.6", "15.9"}, {0.15, "4.1", "7.8"}} {
		a1, a4 := seed(1), seed(2)
		a1.Utilization, a4.Utilization = tt.util, tt.util
		c1 := Compare(Own{PriceUSD: 3000, GPUs: 1}, []Match{{Offer: awsP3("a", 1, 3), Instances: 1}}, a1)[0]
		c4 := Compare(Own{PriceUSD: 5100, GPUs: 4}, []Match{{Offer: awsP3("b", 4, 12.24), Instances: 1}}, a4)[0]
		if round1(c1.Ratio) != tt.one || round1(c4.Ratio) != tt.four {
			t.Errorf("utilization %g: ratios %.2f and %.2f, want %s and %s", tt.util, c1.Ratio, c4.Ratio, tt.one, tt.four)
		}
	}
}

// TestFlagsMoveTheAnswer checks each input changes the result as the
// formula says.
func TestFlagsMoveTheAnswer(t *testing.T) {
	own := Own{PriceUSD: 3000, GPUs: 1}
	m := Match{Offer: awsP3("a", 1, 3), Instances: 1}
	base := seed(1)
	at := func(a Assumptions) (onDemand, reserved Comparison) {
		cs := Compare(own, []Match{m}, a)
		return cs[0], cs[1]
	}
	b0, r0 := at(base)

	t.Run("utilization scales on-demand and electricity, not reserved", func(t *testing.T) {
		a := base
		a.Utilization = 0.5
		b, r := at(a)
		if want := 3.00*8760*0.5 + 1200; math.Abs(b.CloudPerYear-want) > 1e-6 {
			t.Errorf("on-demand = %.2f, want %.2f", b.CloudPerYear, want)
		}
		if r.CloudPerYear != r0.CloudPerYear {
			t.Errorf("reserved moved with utilization: %.2f, was %.2f", r.CloudPerYear, r0.CloudPerYear)
		}
		if want := 1000 + 1752*0.5; math.Abs(b.OwnPerYear-want) > 1e-6 {
			t.Errorf("own = %.2f, want %.2f", b.OwnPerYear, want)
		}
	})
	t.Run("hours per day scale like utilization", func(t *testing.T) {
		a := base
		a.HoursPerDay = 12
		b, _ := at(a)
		if want := 3.00*12*365 + 1200; math.Abs(b.CloudPerYear-want) > 1e-6 {
			t.Errorf("on-demand = %.2f, want %.2f", b.CloudPerYear, want)
		}
	})
	t.Run("electricity price moves own cost and break-even", func(t *testing.T) {
		a := base
		a.ElectricityUSDkWh = 0.40
		b, _ := at(a)
		if want := 1000 + 3504.0; math.Abs(b.OwnPerYear-want) > 1e-6 {
			t.Errorf("own = %.2f, want %.2f", b.OwnPerYear, want)
		}
		if want := 3000 / ((27480 - 3504) / 12.0); math.Abs(b.BreakEven-want) > 1e-9 || b.BreakEven <= b0.BreakEven {
			t.Errorf("break-even = %.4f, want %.4f (more than %.4f)", b.BreakEven, want, b0.BreakEven)
		}
	})
	t.Run("depreciation years spread the price", func(t *testing.T) {
		a := base
		a.DepreciationYears = 5
		b, _ := at(a)
		if want := 600 + 1752.0; math.Abs(b.OwnPerYear-want) > 1e-6 {
			t.Errorf("own = %.2f, want %.2f", b.OwnPerYear, want)
		}
		if b.BreakEven != b0.BreakEven {
			t.Errorf("break-even moved with depreciation: %.4f, was %.4f", b.BreakEven, b0.BreakEven)
		}
	})
	t.Run("power", func(t *testing.T) {
		a := base
		a.PowerKW = 0.5
		b, _ := at(a)
		if want := 1000 + 876.0; math.Abs(b.OwnPerYear-want) > 1e-6 {
			t.Errorf("own = %.2f, want %.2f", b.OwnPerYear, want)
		}
	})
	t.Run("storage", func(t *testing.T) {
		a := base
		a.StorageGB = 0
		b, _ := at(a)
		if round1(b.Ratio) != "9.5" {
			t.Errorf("ratio without storage = %.2f, want 9.5 (seed-sources 1.3)", b.Ratio)
		}
	})
	t.Run("never breaks even when the cloud costs less than the power", func(t *testing.T) {
		a := base
		a.StorageGB = 0
		cs := Compare(own, []Match{{Offer: Offer{ID: "cheap", GPUs: 1, HourlyUSD: 0.1}, Instances: 1}}, a)
		if cs[0].BreaksEven {
			t.Errorf("break-even %.2f months against $0.10/h at 1 kW and $0.20/kWh", cs[0].BreakEven)
		}
	})
}

func TestMatchOffers(t *testing.T) {
	offers := []Offer{
		{ID: "one-cheap", GPUs: 1, HourlyUSD: 1},
		{ID: "one-dear", GPUs: 1, HourlyUSD: 3},
		{ID: "two", GPUs: 2, HourlyUSD: 5},
		{ID: "three", GPUs: 3, HourlyUSD: 5},
		{ID: "four", GPUs: 4, HourlyUSD: 12},
		{ID: "eight", GPUs: 8, HourlyUSD: 20},
	}
	tests := []struct {
		gpus int
		want []string
	}{
		{1, []string{"one-cheap", "one-dear"}},
		{4, []string{"four", "2 × two", "4 × one-cheap", "4 × one-dear"}},
		{3, []string{"three", "3 × one-cheap", "3 × one-dear"}},
		{0, nil},
	}
	for _, tt := range tests {
		ms := MatchOffers(offers, tt.gpus)
		var got []string
		for _, m := range ms {
			got = append(got, m.Label())
			if m.GPUs() != tt.gpus {
				t.Errorf("%s rents %d GPUs for a %d-GPU build", m.Label(), m.GPUs(), tt.gpus)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%d GPUs: matched %v, want %v", tt.gpus, got, tt.want)
		}
		c, ok := Closest(ms)
		if ok != (len(tt.want) > 0) || ok && c.Label() != tt.want[0] {
			t.Errorf("%d GPUs: closest %q, want the first of %v", tt.gpus, c.Label(), tt.want)
		}
	}
	if m := Size(offers[5], 4); m.Instances != 1 || m.Scaled() {
		t.Errorf("an 8-GPU offer for 4 GPUs: %d instances", m.Instances)
	}
	if m := Size(offers[3], 4); m.Instances != 2 {
		t.Errorf("a 3-GPU offer for 4 GPUs: %d instances, want 2", m.Instances)
	}
}

func TestScaledOfferCostsInstances(t *testing.T) {
	a := seed(2)
	cs := Compare(Own{PriceUSD: 5100, GPUs: 4}, MatchOffers([]Offer{awsP3("p3-2xl", 1, 3.06)}, 4), a)
	if cs[0].Match.Label() != "4 × p3-2xl" {
		t.Fatalf("label %q", cs[0].Match.Label())
	}
	if want := 4*3.06*8760 + 1200; math.Abs(cs[0].CloudPerYear-want) > 1e-6 {
		t.Errorf("4 instances = %.2f a year, want %.2f (storage counted once)", cs[0].CloudPerYear, want)
	}
}

func TestRatioPerTFLOPS(t *testing.T) {
	a := seed(1)
	m := []Match{{Offer: awsP3("v100", 1, 3), Instances: 1}}
	c := Compare(Own{PriceUSD: 3000, GPUs: 1, FP16TFLOPS: 62.5}, m, a)[0]
	if math.Abs(c.RatioPerTFLOPS-c.Ratio/2) > 1e-9 {
		t.Errorf("a GPU with half the V100's compute: per-TFLOPS ratio %.3f, want half of %.3f", c.RatioPerTFLOPS, c.Ratio)
	}
	if c := Compare(Own{PriceUSD: 3000, GPUs: 1}, m, a)[0]; c.RatioPerTFLOPS != 0 {
		t.Errorf("no fp16_tflops on the build, per-TFLOPS ratio %.3f, want none", c.RatioPerTFLOPS)
	}
}

func TestValidate(t *testing.T) {
	bad := []func(*Assumptions){
		func(a *Assumptions) { a.HoursPerDay = -1 },
		func(a *Assumptions) { a.HoursPerDay = 25 },
		func(a *Assumptions) { a.Utilization = 1.5 },
		func(a *Assumptions) { a.Utilization = math.NaN() },
		func(a *Assumptions) { a.ElectricityUSDkWh = -0.1 },
		func(a *Assumptions) { a.PowerKW = 0 },
		func(a *Assumptions) { a.StorageGB = -1 },
		func(a *Assumptions) { a.DepreciationYears = 0 },
	}
	if err := seed(1).Validate(); err != nil {
		t.Fatalf("seed assumptions: %v", err)
	}
	for i, f := range bad {
		a := seed(1)
		f(&a)
		if a.Validate() == nil {
			t.Errorf("case %d: %+v accepted", i, a)
		}
	}
}

func TestCumulativeCrossesAtBreakEven(t *testing.T) {
	a := seed(1)
	c := Compare(Own{PriceUSD: 3000, GPUs: 1}, []Match{{Offer: awsP3("a", 1, 3), Instances: 1}}, a)[0]
	own := OwnCumulative(3000, a, c.BreakEven)
	cloud := CloudCumulative(c.CloudPerYear, c.BreakEven)
	if math.Abs(own-cloud) > 1e-6 {
		t.Errorf("at %.3f months own = %.2f, cloud = %.2f; they should meet", c.BreakEven, own, cloud)
	}
}
