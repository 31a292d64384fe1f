package cost

import (
	"encoding/json"
	"io"
	"math"

	"github.com/rigcheck/rigcheck/internal/escape"
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
	// Match is how the offers were sized: MatchCompute or MatchGPUs.
	Match string
	// Offers is how many offers there were before the list was cut to
	// the ones shown (0: none cut).
	Offers int
	// Config is the config file the run used (nil: none); its defaults
	// can set the electricity price and hours the report assumes.
	Config ConfigSummary
}

// ConfigSummary is the config file a run used, as the reports name it:
// a line for the text, the value itself for JSON (config.Summary).
type ConfigSummary interface{ Line() string }

// New prices own against matches and picks the reference offer: the
// first match (Plan and MatchOffers put the headline first).
func New(build, file string, own Own, a Assumptions, matches []Match) *Report {
	r := &Report{Build: build, File: file, Own: own, WallW: a.PowerKW * 1000, Assumptions: a,
		Comparisons: Compare(own, matches, a), NoTFLOPS: own.NoTFLOPS, Match: MatchGPUs}
	if len(matches) > 0 {
		r.Reference = matches[0]
	}
	for _, m := range matches {
		if m.Scale > 0 {
			r.Match = MatchCompute
		}
	}
	return r
}

// OwnPerYear is the build's cost for a year.
func (r *Report) OwnPerYear() float64 { return OwnPerYear(r.Own, r.Assumptions) }

// offerIDs lists the offers compared, each once, in order.
func (r *Report) offerIDs() []string {
	var out []string
	seen := map[string]bool{}
	for _, c := range r.Comparisons {
		if !seen[c.Match.Offer.ID] {
			seen[c.Match.Offer.ID] = true
			out = append(out, c.Match.Offer.ID)
		}
	}
	return out
}

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
	// Additions to SPEC section 4.
	Match        string  `json:"match"`
	Headline     string  `json:"headline,omitempty"`
	BuildTFLOPS  float64 `json:"build_fp16_tflops,omitempty"`
	BuildVRAMGB  float64 `json:"build_vram_gb"`
	ResaleUSD    float64 `json:"resale_usd"`
	OffersHidden int     `json:"offers_not_shown,omitempty"`
	// Config is validate's top-level config (SPEC 6): null for none.
	Config ConfigSummary `json:"config"`
}

type jsonAssumptions struct {
	HoursPerDay       float64 `json:"hours_per_day"`
	Utilization       float64 `json:"utilization"`
	ElectricityUSDkWh float64 `json:"electricity_usd_kwh"`
	PowerKW           float64 `json:"power_kw"`
	StorageGB         float64 `json:"storage_gb"`
	DepreciationYears float64 `json:"depreciation_years"`
	ResalePct         float64 `json:"resale_pct"`
	DowntimePct       float64 `json:"downtime_pct"`
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
	// Basis is what the offer was sized by: "fp16-compute", "vram" or
	// "gpus"; Scale the instances priced (a fraction or a multiple) and
	// GPUsEquivalent the GPUs; Instances and GPUs are then the whole
	// instances it takes to have the build's compute at once.
	Basis          string  `json:"basis"`
	Scale          float64 `json:"scale"`
	GPUsEquivalent float64 `json:"gpus_equivalent"`
	Why            string  `json:"basis_note,omitempty"`
	SameGPU        bool    `json:"same_gpu"`
	// PerCardRatio is the offer's per-GPU compute (or VRAM, per
	// PerCardBasis) over the build's.
	PerCardRatio    *float64 `json:"per_card_ratio,omitempty"`
	PerCardBasis    string   `json:"per_card_basis,omitempty"`
	DowntimeUSDYear float64  `json:"downtime_usd_per_year,omitempty"`
}

// WriteJSON writes the report as SPEC section 4's JSON. Money is rounded
// to cents, ratios and months to two decimals; break_even_months is null
// when the build never pays for itself.
func WriteJSON(w io.Writer, r *Report) error {
	out := jsonReport{Build: r.Build, File: r.File, BuildPriceUSD: round(r.Own.PriceUSD, 2), WallW: round(r.WallW, 1),
		Assumptions:   jsonAssumptions(r.Assumptions),
		OwnUSDPerYear: round(r.OwnPerYear(), 2), Comparisons: []jsonComparison{},
		Match: r.Match, BuildTFLOPS: round(r.Own.FP16TFLOPS, 1), BuildVRAMGB: r.Own.VRAMGB,
		ResaleUSD: round(ResaleUSD(r.Own, r.Assumptions), 2), Config: r.Config}
	if r.Offers > 0 {
		out.OffersHidden = r.Offers - len(r.offerIDs())
	}
	if len(r.Comparisons) > 0 {
		out.Headline = r.Reference.Offer.ID
	}
	for _, c := range r.Comparisons {
		m := c.Match
		basis := m.Basis
		if basis == "" {
			basis = BasisGPUs
		}
		jc := jsonComparison{Cloud: m.Offer.ID, Mode: c.Mode, CloudUSDPerYear: round(c.CloudPerYear, 2),
			OwnUSDPerYear: round(c.OwnPerYear, 2), Ratio: round(c.Ratio, 2), Instances: m.Instances,
			GPUs: m.GPUs(), HourlyUSD: round(m.HourlyUSD(c.Mode), 4),
			Basis: string(basis), Scale: round(m.scale(), 4), GPUsEquivalent: round(m.GPUsEquivalent(), 3),
			Why: m.Why, SameGPU: m.Like.SameModel, PerCardBasis: string(m.Like.PerCardBasis),
			DowntimeUSDYear: round(c.DowntimePerYear, 2)}
		if m.Like.PerCard > 0 {
			p := round(m.Like.PerCard, 3)
			jc.PerCardRatio = &p
		}
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
	enc := json.NewEncoder(escape.JSONWriter(w))
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
