package hw

import "fmt"

// Number writes a number for people: whole numbers without a decimal point,
// from 10,000 up with thousands separators ("1,000,000,000", not 1e+09).
// Messages, the reference and the reports all use it, so that a range reads
// the same everywhere.
func Number(f float64) string {
	if f == float64(int64(f)) && f < 1e15 && f > -1e15 {
		if f < 10000 && f > -10000 {
			return fmt.Sprintf("%d", int64(f))
		}
		s, sign := fmt.Sprintf("%d", int64(f)), ""
		if s[0] == '-' {
			s, sign = s[1:], "-"
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
	return fmt.Sprintf("%g", f)
}
