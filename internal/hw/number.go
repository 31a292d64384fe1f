package hw

import (
	"math"
	"strconv"

	"github.com/rigcheck/rigcheck/internal/prose"
)

// Number writes a number for people: whole numbers without a decimal point,
// from 10,000 up with thousands separators ("1,000,000,000", not 1e+09).
// Messages, the reference and the reports all use it, so that a range reads
// the same everywhere. Fractions keep their shortest form ("0.2").
func Number(f float64) string {
	if f != math.Trunc(f) || math.IsInf(f, 0) || math.Abs(f) >= 1e21 {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	if math.Abs(f) < 1e4 {
		return strconv.Itoa(int(f))
	}
	return prose.Thousands(f)
}
