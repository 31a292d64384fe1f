package partsheet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// SearchHit is one row of `catalog search`.
type SearchHit = match.Hit

// SearchFormats are the `catalog search --format` writers, by name.
var SearchFormats = map[string]func(io.Writer, []SearchHit, Options) error{
	"table": WriteSearchTable,
	"json":  func(w io.Writer, hits []SearchHit, _ Options) error { return WriteSearchJSON(w, hits) },
}

// NoHits is the line `catalog search` prints instead of an empty table
// when no part of kind k ("": any) matches text.
func NoHits(text string, k hw.Kind) string {
	where := "the catalog"
	if k != "" {
		where = "the " + string(k) + " parts"
	}
	return fmt.Sprintf("rigcheck: no part of %s matches %q; try fewer words, or rigcheck catalog list %s\n", where, escape.Line(text), k)
}

// WriteSearchTable writes the hits best first: id, kind, name, price.
func WriteSearchTable(w io.Writer, hits []SearchHit, opt Options) error {
	st := newStyles(w, opt.Color)
	rows := make([][]string, len(hits))
	for i, h := range hits {
		price := ""
		if v, ok := h.Part.Price(); ok {
			price = prose.Cents(int64(math.Round(v * 100)))
		}
		rows[i] = []string{printable(h.Part.ID), string(h.Part.Kind), printable(prose.Truncate(h.Part.Name(), 60)), price}
	}
	t := table.New().Headers("id", "kind", "name", "price").Rows(rows...).
		Border(lipgloss.NormalBorder()).BorderTop(false).BorderBottom(false).BorderLeft(false).BorderRight(false).
		BorderColumn(false).BorderHeader(true).BorderStyle(st.dim).
		StyleFunc(func(row, col int) lipgloss.Style {
			s := st.r.NewStyle().PaddingRight(2)
			if row == table.HeaderRow {
				s = s.Bold(true)
			}
			if col == 3 {
				s = s.Align(lipgloss.Right)
			}
			return s
		})
	var buf bytes.Buffer
	for _, line := range strings.Split(t.String(), "\n") {
		buf.WriteString(strings.TrimRight(line, " "))
		buf.WriteString("\n")
	}
	word := "matches"
	if len(hits) == 1 {
		word = "match"
	}
	fmt.Fprintf(&buf, "%d %s\n", len(hits), word)
	_, err := w.Write(buf.Bytes())
	return err
}

// WriteSearchJSON writes the hits as a JSON array, best first: each part's
// attributes as `catalog list --format json` has them, and its "kind" and
// "score".
func WriteSearchJSON(w io.Writer, hits []SearchHit) error {
	out := []*object{}
	for _, h := range hits {
		o := &object{}
		o.set("id", h.Part.ID)
		o.set("kind", string(h.Part.Kind))
		o.set("score", float64(int(h.Score*1000+0.5))/1000)
		po := PartObject(h.Part)
		for i, k := range po.keys {
			if k != "id" && k != "kind" {
				o.set(k, po.vals[i])
			}
		}
		out = append(out, o)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// printable escapes control and format characters, which a catalog folder
// of the user's could put in a name.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return '\uFFFD'
		}
		return r
	}, s)
}
