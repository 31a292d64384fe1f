package hw

import (
	"strconv"
	"time"
)

// PriceMonth reads a price_date, "YYYY-MM", into its year and month; ok
// is false for anything else (catalog lint reports those).
func PriceMonth(date string) (year, month int, ok bool) {
	if len(date) != 7 || date[4] != '-' {
		return 0, 0, false
	}
	y, err1 := strconv.Atoi(date[:4])
	m, err2 := strconv.Atoi(date[5:])
	if err1 != nil || err2 != nil || y < 1 || m < 1 || m > 12 {
		return 0, 0, false
	}
	return y, m, true
}

// PriceAgeMonths is how many months before now's month a price_date is
// (0 for this month, negative for a date after now); ok is false when the
// date is not YYYY-MM.
func PriceAgeMonths(date string, now time.Time) (int, bool) {
	y, m, ok := PriceMonth(date)
	if !ok {
		return 0, false
	}
	return (now.Year()-y)*12 + int(now.Month()) - m, true
}

// PriceStale reports whether a price_date is more than years old at now.
func PriceStale(date string, now time.Time, years float64) bool {
	age, ok := PriceAgeMonths(date, now)
	return ok && float64(age) > years*12
}
