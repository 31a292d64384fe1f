package report

import (
	"bytes"
	"testing"
)

// TestPlainRender: without colour, the styles render a line without tabs
// or line breaks as itself, which style.Render's fast path relies on.
func TestPlainRender(t *testing.T) {
	st := newStyles(&bytes.Buffer{}, false)
	lipStyles := []*style{st.err, st.warn, st.info, st.dim, st.bold, st.accent, st.ok}
	for _, s := range []string{"", " ", "x", "  lead", "trail  ", "error[psu-headroom]", "-->", "(builds/a.hcl:3:5)",
		"GeForce RTX 4090 — 24 GB", "日本語のテキスト", "e\u0301 combining", "👍🏽 emoji", `\x1b[2J escaped`, "a\u00a0b", "│ bar ─"} {
		for i, ls := range lipStyles {
			if got := ls.s.Render(s); got != s {
				t.Errorf("style %d renders %q as %q without colour", i, s, got)
			}
			if got := ls.Render(s); got != s {
				t.Errorf("style %d's Render gives %q for %q", i, got, s)
			}
		}
	}
}

func TestWrap(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"one", "one"},
		{"aaa bbb ccc", "aaa bbb\nccc"},
		{"  aaa   bbb  ", "aaa bbb"},
		{"averyveryverylongword aa", "averyveryverylongword\naa"},
		{"aa averyveryverylongword", "aa\naveryveryverylongword"},
		{"aaa\n\nbbb ccc ddd", "aaa\n\nbbb ccc\nddd"},
		{"aaaa bbbb", "aaaa\nbbbb"},
		{"aaa bbbb", "aaa bbbb"},
	} {
		if got := wrap(c.in, 8); got != c.want {
			t.Errorf("wrap(%q, 8) = %q, want %q", c.in, got, c.want)
		}
	}
}
