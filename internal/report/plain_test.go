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
