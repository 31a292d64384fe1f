package hw

import (
	"testing"
	"time"
)

func TestPriceStale(t *testing.T) {
	now := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		date  string
		years float64
		want  bool
	}{
		{"2025-12", 1, false}, // twelve months: a year, not more
		{"2025-11", 1, true},
		{"2018-03", 1, true},
		{"2026-12", 0.5, false},
		{"2026-05", 0.5, true},
		{"2027-01", 1, false}, // after now
		{"2018", 1, false},    // not YYYY-MM: no age
		{"2018-13", 1, false},
		{"", 1, false},
		{"abcd-ef", 1, false},
	} {
		if got := PriceStale(c.date, now, c.years); got != c.want {
			t.Errorf("PriceStale(%q, %g years) = %v, want %v", c.date, c.years, got, c.want)
		}
	}
}
