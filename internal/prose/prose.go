// Package prose writes words and amounts for people: a noun for a count,
// dollars, and text cut or wrapped to a width. It is the one home of these
// helpers and imports nothing of rigcheck's, so that every package can use
// it and the same amount reads the same in every output.
package prose

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Plural gives the noun for n of it: "slot" for 1, "slots" for 0 or 2.
// The plural takes an "s", or "ies" for a "y" after a consonant ("copy",
// "copies"); a noun whose plural is irregular needs its own words.
func Plural(n int, noun string) string {
	switch {
	case n == 1:
		return noun
	case len(noun) > 1 && noun[len(noun)-1] == 'y' && !strings.ContainsRune("aeiou", rune(noun[len(noun)-2])):
		return noun[:len(noun)-1] + "ies"
	}
	return noun + "s"
}

// Count writes n and the noun for it: "1 GPU", "4 GPUs".
func Count(n int, noun string) string {
	return strconv.Itoa(n) + " " + Plural(n, noun)
}

// Thousands writes x rounded to a whole number, with a comma between
// groups of three digits: "1,234,567", "-950".
func Thousands(x float64) string {
	r := math.Round(x)
	s := strconv.FormatFloat(math.Abs(r), 'f', 0, 64)
	var b strings.Builder
	if r < 0 {
		b.WriteByte('-')
	}
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

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
	return Thousands(f)
}

// Dollars writes an amount rounded to whole dollars: "$27,480", "-$950".
func Dollars(usd float64) string {
	s := Thousands(usd)
	if s[0] == '-' {
		return "-$" + s[1:]
	}
	return "$" + s
}

// Cents writes an amount given in cents, exact: "$1,499" when it is whole
// dollars, "$149.90" when it is not.
func Cents(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	s := sign + "$" + Thousands(float64(c/100))
	if c%100 != 0 {
		s += fmt.Sprintf(".%02d", c%100)
	}
	return s
}

// Rate writes a price per unit (an hour, a kWh) to the cent, and under a
// dollar to a hundredth of a cent when the cent would round it: "$3.06",
// "$0.20", "$0.7068".
func Rate(usd float64) string {
	s := fmt.Sprintf("$%.2f", usd)
	if usd < 1 && fmt.Sprintf("%.4f", usd) != fmt.Sprintf("%.2f00", usd) {
		s = "$" + strings.TrimRight(fmt.Sprintf("%.4f", usd), "0")
	}
	return s
}

// DollarsShort writes an amount compactly, as a chart's axis shows it:
// "$0", "$950", "$12k", "$1.2M".
func DollarsShort(usd float64) string {
	switch {
	case usd >= 1e6:
		return "$" + strings.TrimSuffix(fmt.Sprintf("%.1f", usd/1e6), ".0") + "M"
	case usd >= 1e3:
		return "$" + strings.TrimSuffix(fmt.Sprintf("%.1f", usd/1e3), ".0") + "k"
	}
	return fmt.Sprintf("$%.0f", usd)
}

// Truncate shortens s to at most n runes, the last of them an ellipsis
// when it cut: "GeForce RTX 4…".
func Truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:max(n-1, 0)]) + "…"
}

// Wrap breaks s at white space into lines of at most width runes and
// returns them without line ends: runs of white space become one space,
// and a word longer than width stands on a line of its own. Nothing but
// white space gives no lines.
func Wrap(s string, width int) []string {
	return wrap(s, width, width)
}

// Indent is Wrap for lines with a prefix: the first line starts with first
// and the lines after it with rest, width counts the prefix, and every
// line ends with a line break.
func Indent(s string, width int, first, rest string) string {
	lines := wrap(s, width-utf8.RuneCountInString(first), width-utf8.RuneCountInString(rest))
	var b strings.Builder
	for i, l := range lines {
		if i == 0 {
			b.WriteString(first)
		} else {
			b.WriteString(rest)
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// wrap is Wrap with one width for the first line and another for the rest.
func wrap(s string, first, rest int) []string {
	var lines []string
	var line strings.Builder
	n, width := 0, first // n: the runes of line
	for _, word := range strings.Fields(s) {
		w := utf8.RuneCountInString(word)
		if n > 0 && n+1+w > width {
			lines = append(lines, line.String())
			line.Reset()
			n, width = 0, rest
		}
		if n > 0 {
			line.WriteByte(' ')
			n++
		}
		line.WriteString(word)
		n += w
	}
	if n > 0 {
		lines = append(lines, line.String())
	}
	return lines
}
