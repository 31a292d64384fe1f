package prose

import (
	"slices"
	"testing"
)

func TestPluralCount(t *testing.T) {
	for _, c := range []struct {
		n             int
		plural, count string
	}{
		{0, "slots", "0 slots"},
		{1, "slot", "1 slot"},
		{2, "slots", "2 slots"},
		{-1, "slots", "-1 slots"},
	} {
		if got := Plural(c.n, "slot"); got != c.plural {
			t.Errorf("Plural(%d, slot) = %q, want %q", c.n, got, c.plural)
		}
		if got := Count(c.n, "slot"); got != c.count {
			t.Errorf("Count(%d, slot) = %q, want %q", c.n, got, c.count)
		}
	}
	for noun, want := range map[string]string{"copy": "copies", "memory option": "memory options", "key": "keys", "y": "ys", "GPU": "GPUs"} {
		if got := Plural(2, noun); got != want {
			t.Errorf("Plural(2, %q) = %q, want %q", noun, got, want)
		}
		if got := Plural(1, noun); got != noun {
			t.Errorf("Plural(1, %q) = %q, want %q", noun, got, noun)
		}
	}
}

func TestAmounts(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(float64) string
		in   float64
		want string
	}{
		{"Thousands", Thousands, 0, "0"},
		{"Thousands", Thousands, 999, "999"},
		{"Thousands", Thousands, 1000, "1,000"},
		{"Thousands", Thousands, 1264.4, "1,264"},
		{"Thousands", Thousands, 1234567, "1,234,567"},
		{"Thousands", Thousands, -1234567, "-1,234,567"},
		{"Thousands", Thousands, -0.4, "0"},
		{"Thousands", Thousands, 1e20, "100,000,000,000,000,000,000"},
		{"Dollars", Dollars, 0, "$0"},
		{"Dollars", Dollars, 999.5, "$1,000"},
		{"Dollars", Dollars, 2.5, "$3"},
		{"Dollars", Dollars, 27480, "$27,480"},
		{"Dollars", Dollars, 100000, "$100,000"},
		{"Dollars", Dollars, -1500, "-$1,500"},
		{"Dollars", Dollars, -950, "-$950"},
		{"Dollars", Dollars, -0.4, "$0"},
		{"Rate", Rate, 3.06, "$3.06"},
		{"Rate", Rate, 0.2, "$0.20"},
		{"Rate", Rate, 0.7068, "$0.7068"},
		{"Rate", Rate, 0.125, "$0.125"},
		{"Rate", Rate, 12.3456, "$12.35"},
		{"DollarsShort", DollarsShort, 0, "$0"},
		{"DollarsShort", DollarsShort, 950, "$950"},
		{"DollarsShort", DollarsShort, 999.4, "$999"},
		{"DollarsShort", DollarsShort, 1000, "$1k"},
		{"DollarsShort", DollarsShort, 12000, "$12k"},
		{"DollarsShort", DollarsShort, 12500, "$12.5k"},
		{"DollarsShort", DollarsShort, 1e6, "$1M"},
		{"DollarsShort", DollarsShort, 1.2e6, "$1.2M"},
	} {
		if got := c.f(c.in); got != c.want {
			t.Errorf("%s(%g) = %q, want %q", c.name, c.in, got, c.want)
		}
	}
}

func TestCents(t *testing.T) {
	for in, want := range map[int64]string{
		0: "$0", 5: "$0.05", 100: "$1", 14990: "$149.90", 149900: "$1,499", 149901: "$1,499.01",
		123456789: "$1,234,567.89", -14990: "-$149.90", -100000: "-$1,000",
	} {
		if got := Cents(in); got != want {
			t.Errorf("Cents(%d) = %q, want %q", in, got, want)
		}
	}
}

func TestTruncate(t *testing.T) {
	for _, c := range []struct {
		in   string
		n    int
		want string
	}{
		{"", 3, ""},
		{"abc", 3, "abc"},
		{"abcd", 3, "ab…"},
		{"×××××", 4, "×××…"},
		{"abc", 1, "…"},
		{"abc", 0, "…"},
	} {
		if got := Truncate(c.in, c.n); got != c.want {
			t.Errorf("Truncate(%q, %d) = %q, want %q", c.in, c.n, got, c.want)
		}
	}
}

func TestWrap(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{" \t\n ", nil},
		{"one", []string{"one"}},
		{"aaa bbb ccc", []string{"aaa bbb", "ccc"}},
		{"  aaa   bbb  ", []string{"aaa bbb"}},
		{"aaa\nbbb", []string{"aaa bbb"}},
		{"averyveryverylongword aa", []string{"averyveryverylongword", "aa"}},
		{"aa averyveryverylongword", []string{"aa", "averyveryverylongword"}},
		{"aaaa bbbb", []string{"aaaa", "bbbb"}},
		{"aaa bbbb", []string{"aaa bbbb"}}, // exactly the width
		{"×××× ———", []string{"×××× ———"}}, // runes, not bytes
		{"×××× ————", []string{"××××", "————"}},
	} {
		if got := Wrap(c.in, 8); !slices.Equal(got, c.want) {
			t.Errorf("Wrap(%q, 8) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestIndent(t *testing.T) {
	for _, c := range []struct {
		in, first, rest, want string
	}{
		{"", "- ", "  ", ""},
		{"aa bb", "- ", "  ", "- aa bb\n"},
		{"aa bb cc", "- ", "  ", "- aa bb\n  cc\n"},
		// The prefixes count: the lines after the first are narrower.
		{"aa bb cc dd", "", "    ", "aa bb cc\n    dd\n"},
		{"aa bb cc dd ee", "", "    ", "aa bb cc\n    dd\n    ee\n"},
		{"aa bb cc dd ee", "• ", "  ", "• aa bb\n  cc dd\n  ee\n"},
		{"averyverylongword", "  ", "  ", "  averyverylongword\n"},
	} {
		if got := Indent(c.in, 8, c.first, c.rest); got != c.want {
			t.Errorf("Indent(%q, 8, %q, %q) = %q, want %q", c.in, c.first, c.rest, got, c.want)
		}
	}
}

func TestNumber(t *testing.T) {
	for f, want := range map[float64]string{0: "0", 1e9: "1,000,000,000", 9999: "9999", 10000: "10,000", 0.2: "0.2", -25000: "-25,000", 1e20: "100,000,000,000,000,000,000", 1e22: "1e+22", 1.5: "1.5"} {
		if got := Number(f); got != want {
			t.Errorf("Number(%g) = %q, want %q", f, got, want)
		}
	}
}
