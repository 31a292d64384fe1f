package check

import (
	"fmt"
	"time"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// StalePrices returns a notice line for each catalog price of a build that
// was seen more than years before now (validate --max-price-age): the file
// and line of the part block, the build, the part, the price and its month,
// and what to do. Prices a build sets itself are the user's and never stale.
func StalePrices(r *Result, now time.Time, years float64) []string {
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
			s := "s"
			if years == 1 {
				s = ""
			}
			out = append(out, fmt.Sprintf("%s:%d:%d: build %q: the price of the %s (%s) is from %s, more than %s year%s ago; check it before you buy, or set price_usd in the part block",
				escape.Line(it.Range.Filename), it.Range.Start.Line, it.Range.Start.Column, escape.Line(br.Build.Name),
				escape.Line(it.Part.Name()), prose.Dollars(usd), escape.Line(date), prose.Number(years), s))
		}
	}
	return out
}
