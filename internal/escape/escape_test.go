package escape

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestLine(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"plain text and ü", "plain text and ü"},
		{"tab\there", `tab\there`},
		{"x \x1b[2J\x1b[H", `x \x1b[2J\x1b[H`},
		{"a\r\n::error::fake", `a\r\n::error::fake`},
		{"nul\x00del\x7f", `nul\x00del\x7f`},
		{"c1 \u0085 \u009b", `c1 \u0085 \u009b`},
		{"bidi \u202e\u2066\u200f", `bidi \u202e\u2066\u200f`},
		{"sep \u2028\u2029", `sep \u2028\u2029`},
		// The other format characters (issue 29): soft hyphen, zero-width
		// space and joiner, word joiner, BOM, a tag character.
		{"cf \u00ad\u200b\u200d\u2060\ufeff\U000e0041", `cf \u00ad\u200b\u200d\u2060\ufeff\U000e0041`},
		{"bad \xff\xc3", `bad \xff\xc3`},
		{`C:\builds\x.hcl`, `C:\builds\x.hcl`},
	} {
		if got := Line(c.in); got != c.want {
			t.Errorf("Line(%q) = %q, want %q", c.in, got, c.want)
		}
		if Needs(c.in) != (c.in != c.want) {
			t.Errorf("Needs(%q) = %v", c.in, Needs(c.in))
		}
	}
}

func TestText(t *testing.T) {
	if got, want := Text("one\ntwo\r\n\x1b"), "one\ntwo\\r\n\\x1b"; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

func TestNoAllocWhenClean(t *testing.T) {
	s := strings.Repeat("a clean line ", 10)
	if n := testing.AllocsPerRun(100, func() { _ = Line(s) }); n != 0 {
		t.Errorf("%v allocations for a clean string", n)
	}
}

// FuzzLine: the output of Line is valid UTF-8 with no character Line
// escapes, and a clean input comes back unchanged.
func FuzzLine(f *testing.F) {
	for _, s := range []string{"", "x \x1b[2J\r\n::error::fake", "\xff\u202e", "\u0085\u2028"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Line(s)
		if !utf8.ValidString(out) || Needs(out) {
			t.Fatalf("Line(%q) = %q still needs escaping", s, out)
		}
		if !Needs(s) && out != s {
			t.Fatalf("clean %q changed to %q", s, out)
		}
		if strings.ContainsAny(Text(s), "\r\x1b") {
			t.Fatalf("Text(%q) kept a CR or ESC", s)
		}
	})
}

func TestJSON(t *testing.T) {
	in := []byte("{\"a\":\"x\x7f\u0085\u202e\u2066y\\n\"}\n")
	want := "{\"a\":\"x\\u007f\\u0085\\u202e\\u2066y\\n\"}\n"
	if got := string(JSON(in)); got != want {
		t.Errorf("JSON = %q, want %q", got, want)
	}
	clean := []byte(`{"a":"ü"}`)
	if got := JSON(clean); &got[0] != &clean[0] {
		t.Error("clean JSON was copied")
	}
}
