package cost

import (
	"encoding/json"
	"io"
	"math"
)

// Report is one build costed against its offers: what the text and JSON
// renderers draw.
type Report struct {
	Build, File string
	Own         Own
	// WallW is the power the model used, in watts.
	WallW       float64
	Assumptions Assumptions
	Comparisons []Comparison
	// Reference is the offer the chart and the closing sentence are about:
	// the one --cloud picked, the custom rate, or the closest match.
	Reference Match
	// NoTFLOPS names the build's GPUs without fp16_tflops, to say why the
	// per-compute ratio is missing.
	NoTFLOPS []string
}

// New prices own against matches and picks the reference offer: the
// first match (MatchOffers puts the closest first).
func New(build, file string, own Own, a Assumptions, matches []Match) *Report {
	r := &Report{Build: build, File: file, Own: own, WallW: a.PowerKW * 1000, Assumptions: a,
		Comparisons: Compare(own, matches, a)}
	if len(matches) > 0 {
		r.Reference = matches[0]
	}
	return r
}

// OwnPerYear is the build's cost for a year.
func (r *Report) OwnPerYear() float64 { return OwnPerYear(r.Own, r.Assumptions) }

// Of returns the comparisons of match m, on-demand first.
func (r *Report) Of(m Match) []Comparison {
	var out []Comparison
	for _, c := range r.Comparisons {
		if c.Match.Offer.ID == m.Offer.ID && c.Match.Instances == m.Instances {
			out = append(out, c)
		}
	}
	return out
}

type jsonReport struct {
	Build         string           `json:"build"`
	File          string           `json:"file,omitempty"`
	BuildPriceUSD float64          `json:"build_price_usd"`
	WallW         float64          `json:"wall_w"`
	Assumptions   jsonAssumptions  `json:"assumptions"`
	OwnUSDPerYear float64          `json:"own_usd_per_year"`
	Comparisons   []jsonComparison `json:"comparisons"`
}

type jsonAssumptions struct {
	HoursPerDay       float64 `json:"hours_per_day"`
	Utilization       float64 `json:"utilization"`
	ElectricityUSDkWh float64 `json:"electricity_usd_kwh"`
	PowerKW           float64 `json:"power_kw"`
	StorageGB         float64 `json:"storage_gb"`
	DepreciationYears float64 `json:"depreciation_years"`
}

type jsonComparison struct {
	Cloud           string   `json:"cloud"`
	Mode            string   `json:"mode"`
	CloudUSDPerYear float64  `json:"cloud_usd_per_year"`
	OwnUSDPerYear   float64  `json:"own_usd_per_year"`
	Ratio           float64  `json:"ratio"`
	BreakEvenMonths *float64 `json:"break_even_months"`
	// Additions to SPEC section 4.
	Instances          int      `json:"instances"`
	GPUs               int      `json:"gpus"`
	HourlyUSD          float64  `json:"hourly_usd"`
	RatioPerFP16TFLOPS *float64 `json:"ratio_per_fp16_tflops,omitempty"`
}

// WriteJSON writes the report as SPEC section 4's JSON. Money is rounded
// to cents, ratios and months to two decimals; break_even_months is null
// when the build never pays for itself.
func WriteJSON(w io.Writer, r *Report) error {
	out := jsonReport{Build: r.Build, File: r.File, BuildPriceUSD: round(r.Own.PriceUSD, 2), WallW: round(r.WallW, 1),
		Assumptions:   jsonAssumptions(r.Assumptions),
		OwnUSDPerYear: round(r.OwnPerYear(), 2), Comparisons: []jsonComparison{}}
	for _, c := range r.Comparisons {
		jc := jsonComparison{Cloud: c.Match.Offer.ID, Mode: c.Mode, CloudUSDPerYear: round(c.CloudPerYear, 2),
			OwnUSDPerYear: round(c.OwnPerYear, 2), Ratio: round(c.Ratio, 2), Instances: c.Match.Instances,
			GPUs: c.Match.GPUs(), HourlyUSD: round(c.Match.HourlyUSD(c.Mode), 4)}
		if c.BreaksEven {
			m := round(c.BreakEven, 2)
			jc.BreakEvenMonths = &m
		}
		if c.RatioPerTFLOPS > 0 {
			p := round(c.RatioPerTFLOPS, 2)
			jc.RatioPerFP16TFLOPS = &p
		}
		out.Comparisons = append(out.Comparisons, jc)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func round(x float64, digits int) float64 {
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return 0
	}
	p := math.Pow(10, float64(digits))
	return math.Round(x*p) / p
}
