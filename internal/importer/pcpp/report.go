package pcpp

import (
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/match"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// WriteReport tells what became of the list's lines — src names the input,
// out where the build went — naming each line that did not resolve with
// its line number and closest ids.
func (im *Import) WriteReport(w io.Writer, src, out string) error {
	var b strings.Builder
	matched, unmatched, other := 0, 0, 0
	for _, e := range im.Parts {
		if e.Resolved() {
			matched += len(e.Lines)
		} else {
			unmatched += len(e.Lines)
		}
	}
	for _, e := range im.Other {
		other += len(e.Lines)
	}
	bad := im.Unresolved()
	fmt.Fprintf(&b, "rigcheck: %s: %d part %s: %d matched a catalog part, %d did not; %d %s of types rigcheck does not model kept as comments (%s list, written to %s)\n",
		escape.Line(src), matched+unmatched, prose.Plural(matched+unmatched, "line"), matched, unmatched,
		other, prose.Plural(other, "line"), im.List.Format, escape.Line(out))
	// A line resolved with a note (one of equal variants, a curated part
	// over community copies) says what was chosen.
	for _, e := range im.Parts {
		if e.Resolved() && e.Res.Note != "" {
			ln := e.Lines[0]
			fmt.Fprintf(&b, "%s:%d: %s %q is %s: %s\n", escape.Line(src), ln.No, escape.Line(ln.Type), ln.Item, e.Res.Part.ID, escape.Line(e.Res.Note))
		}
	}
	for _, e := range bad {
		ln := e.Lines[0]
		what := "matches no catalog part"
		if e.Res.Status == match.Ambiguous {
			what = "matches more than one catalog part"
		}
		fmt.Fprintf(&b, "%s:%d: %s %q %s", escape.Line(src), ln.No, escape.Line(ln.Type), ln.Item, what)
		if len(e.Res.Candidates) > 0 {
			var c []string
			for i, p := range e.Res.Candidates {
				if i == 3 {
					break
				}
				s := p.ID
				if why := e.Res.Why[p.ID]; why != "" {
					s += " (" + escape.Line(why) + ")"
				}
				c = append(c, s)
			}
			fmt.Fprintf(&b, "; closest: %s", strings.Join(c, ", "))
		}
		b.WriteString("\n")
	}
	if len(bad) > 0 {
		fmt.Fprintf(&b, "Each is a comment in the build file: check an id with rigcheck catalog show ID (or find one with rigcheck catalog search), then uncomment its block.\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
