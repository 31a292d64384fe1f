package hw

import (
	"math"
	"strconv"
)

// Number writes a number for people: whole numbers without a decimal point,
// from 10,000 up with thousands separators ("1,000,000,000", not 1e+09).
// Messages, the reference and the reports all use it, so that a range reads
// the same everywhere. Fractions keep their shortest form ("0.2").
func Number(f float64) string {
	if f != math.Trunc(f) || math.IsInf(f, 0) || math.Abs(f) >= 1e21 {
		return strconv.FormatFloat(f, 'g', -1, 64)
	}
	s, sign := strconv.FormatFloat(math.Abs(f), 'f', 0, 64), ""
	if f < 0 {
		sign = "-"
	}
	if len(s) <= 4 {
		return sign + s
	}
	out := []byte(sign)
	for i, c := range []byte(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, c)
	}
	return string(out)
}
