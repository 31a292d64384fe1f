package report

import (
	"fmt"
	"time"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// PriceWithAge writes a unit price, with the year it was seen when that is
// more than a year before now: "$580 (2018)". A zero now shows no age.
func PriceWithAge(usd float64, date string, now time.Time) string {
	s := money(usd)
	if !now.IsZero() && hw.PriceStale(date, now, 1) {
		s += " (" + date[:4] + ")"
	}
	return s
}

// StalePrices returns a notice line for each catalog price of a build that
// was seen more than years before now (validate --max-price-age): the file
// and line of the part block, the build, the part, the price and its month,
// and what to do. Prices a build sets itself are the user's and never stale.
func StalePrices(r *check.Result, now time.Time, years float64) []string {
	var out []string
	for _, br := range r.Builds {
		for _, it := range br.Build.Items {
			if it.Part == nil || it.PriceUSD != nil {
				continue
			}
			usd, ok := it.Part.Price()
			date := it.Part.Common().PriceDate
			if !ok || !hw.PriceStale(date, now, years) {
				continue
			}
			out = append(out, fmt.Sprintf("%s:%d:%d: build %q: the price of the %s (%s) is from %s, more than %s year%s ago; check it before you buy, or set price_usd in the part block",
				escape.Line(it.Range.Filename), it.Range.Start.Line, it.Range.Start.Column, escape.Line(br.Build.Name),
				escape.Line(it.Part.Name()), money(usd), escape.Line(date), hw.Number(years), pluralF(years)))
		}
	}
	return out
}

func pluralF(f float64) string {
	if f == 1 {
		return ""
	}
	return "s"
}
