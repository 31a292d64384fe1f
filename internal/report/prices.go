package report

import (
	"time"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// PriceWithAge writes a unit price, with the year it was seen when that is
// more than a year before now: "$580 (2018)". A zero now shows no age.
func PriceWithAge(usd float64, date string, now time.Time) string {
	s := prose.Dollars(usd)
	if !now.IsZero() && hw.PriceStale(date, now, 1) {
		s += " (" + date[:4] + ")"
	}
	return s
}
