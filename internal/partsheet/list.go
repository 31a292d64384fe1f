// Package partsheet renders catalog parts for people and programs: the
// `catalog list` table, JSON and CSV, and the `catalog show` sheet. It
// formats what package catalogq selected and computes nothing itself.
package partsheet

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/term"
)

// List is what `catalog list` prints, as catalogq selected it.
type List = catalogq.Listing

// ListFormats are the `catalog list --format` writers, by name.
var ListFormats = map[string]func(io.Writer, List, Options) error{
	"table": WriteTable,
	"json":  func(w io.Writer, l List, _ Options) error { return WriteJSON(w, l) },
	"csv":   func(w io.Writer, l List, _ Options) error { return WriteCSV(w, l) },
}

// Options shape human output.
type Options struct {
	Color bool
	// Now is the date prices are aged against: a price seen more than a
	// year before shows its year, "580 (2018)". The zero time shows none.
	Now time.Time
}

type styles struct {
	head, dim, bold, accent, warn lipgloss.Style
	r                             *lipgloss.Renderer
}

func newStyles(w io.Writer, color bool) styles {
	r := term.Renderer(w, color)
	return styles{
		r:      r,
		head:   r.NewStyle().Bold(true),
		dim:    r.NewStyle().Faint(true),
		bold:   r.NewStyle().Bold(true),
		accent: r.NewStyle().Foreground(lipgloss.Color("14")),
		warn:   r.NewStyle().Foreground(lipgloss.Color("11")),
	}
}

// Row returns the table cells of p for kind k: id, name, then the kind's
// columns.
func Row(k hw.Kind, p *hw.Part, nameWidth int) []string {
	// Cells are user text (a --catalog folder's names): escape them.
	row := []string{escape.Line(p.ID), prose.Truncate(escape.Line(p.ShortName()), nameWidth)}
	for _, c := range catalogq.TableColumns(k) {
		v, ok := c.Field.Get(p)
		row = append(row, escape.Line(catalogq.Format(v, ok, ",")))
	}
	return row
}

// Headers returns the table headers of kind k.
func Headers(k hw.Kind) []string {
	h := []string{"id", "name"}
	for _, c := range catalogq.TableColumns(k) {
		h = append(h, c.Title)
	}
	return h
}

func numeric(t hw.AttrType) bool { return t == hw.TNumber || t == hw.TInt }

// WriteTable writes the human table; excluded parts follow, one per line
// with the rules that exclude them.
func WriteTable(w io.Writer, l List, opt Options) error {
	st := newStyles(w, opt.Color)
	cols := catalogq.TableColumns(l.Kind)
	var buf bytes.Buffer
	if len(l.Parts) == 0 {
		buf.WriteString("no parts match\n")
	} else {
		rows := make([][]string, len(l.Parts))
		head := Headers(l.Kind)
		price := -1
		for j, c := range cols {
			if c.Field.Name == "price_usd" {
				price = 2 + j
			}
		}
		for i, p := range l.Parts {
			rows[i] = Row(l.Kind, p, 30)
			if date := p.Common().PriceDate; price >= 0 && !opt.Now.IsZero() && p.Has("price_usd") && hw.PriceStale(date, opt.Now, 1) {
				rows[i][price] += " (" + date[:4] + ")"
			}
			if l.Fits {
				rows[i] = append(rows[i], strings.Join(l.Warnings[p.ID], ","))
			}
		}
		if l.Fits {
			head = append(head, "adds warnings")
		}
		t := table.New().Headers(head...).Rows(rows...).
			Border(lipgloss.NormalBorder()).BorderTop(false).BorderBottom(false).BorderLeft(false).BorderRight(false).
			BorderColumn(false).BorderHeader(true).BorderStyle(st.dim).
			StyleFunc(func(row, col int) lipgloss.Style {
				s := st.r.NewStyle().PaddingRight(2)
				if row == table.HeaderRow {
					s = s.Bold(true)
				}
				if col >= 2 && col-2 < len(cols) && numeric(cols[col-2].Field.Type) {
					s = s.Align(lipgloss.Right)
				}
				return s
			})
		// Trailing spaces of the padding are noise in files and diffs.
		for _, line := range strings.Split(t.String(), "\n") {
			buf.WriteString(strings.TrimRight(line, " "))
			buf.WriteString("\n")
		}
		fmt.Fprintf(&buf, "%s\n", prose.Count(len(l.Parts), "part"))
	}
	if len(l.Excluded) > 0 {
		fmt.Fprintf(&buf, "\n%s\n", st.bold.Render(fmt.Sprintf("%d excluded by the build:", len(l.Excluded))))
		width := 0
		for _, v := range l.Excluded {
			for _, r := range v.Rules {
				width = max(width, len(r))
			}
		}
		for _, v := range l.Excluded {
			fmt.Fprintf(&buf, "  %s\n", st.dim.Render(v.Part.ID))
			for i, r := range v.Rules {
				fmt.Fprintf(&buf, "    %-*s  %s\n", width, r, v.Messages[i])
			}
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// object is a JSON object that keeps its keys in order.
type object struct {
	keys []string
	vals []any
}

func (o *object) set(k string, v any) { o.keys = append(o.keys, k); o.vals = append(o.vals, v) }

func (o *object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		vb, err := json.Marshal(o.vals[i])
		if err != nil {
			return nil, err
		}
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// PartObject is a part as JSON: id, kind, extends, every attribute it has,
// the computed fields, and a board's slot tables.
func PartObject(p *hw.Part) *object {
	o := &object{}
	for _, f := range catalogq.Fields(p.Kind) {
		if v, ok := f.Get(p); ok {
			o.set(f.Name, catalogq.JSONValue(v, ok))
		}
	}
	if len(p.Slots) > 0 {
		var slots []*object
		for _, s := range p.Slots {
			so := &object{}
			if s.Position > 0 { // a list without positions leaves it out, never 0
				so.set("position", s.Position)
			}
			so.set("size", s.Size)
			so.set("lanes", s.Lanes)
			so.set("gen", s.Gen)
			if s.Source != "" {
				so.set("source", s.Source)
			}
			slots = append(slots, so)
		}
		o.set("pcie_slot", slots)
	}
	if len(p.M2) > 0 {
		var m2 []*object
		for _, s := range p.M2 {
			so := &object{}
			so.set("interface", s.Interface)
			if s.Source != "" {
				so.set("source", s.Source)
			}
			if s.Gen != 0 {
				so.set("gen", s.Gen)
			}
			m2 = append(m2, so)
		}
		o.set("m2_slot", m2)
	}
	return o
}

// WriteJSON writes the list as a JSON array of parts. With --fits each
// part has "fits"; excluded parts (with --why) have "fits": false and
// "excluded_by": [{"rule", "message"}].
func WriteJSON(w io.Writer, l List) error {
	out := []*object{}
	for _, p := range l.Parts {
		o := PartObject(p)
		if l.Fits {
			o.set("fits", true)
			o.set("adds_warnings", append([]string{}, l.Warnings[p.ID]...))
		}
		out = append(out, o)
	}
	for _, v := range l.Excluded {
		o := PartObject(v.Part)
		o.set("fits", false)
		var why []*object
		for i, r := range v.Rules {
			wo := &object{}
			wo.set("rule", r)
			wo.set("message", v.Messages[i])
			why = append(why, wo)
		}
		o.set("excluded_by", why)
		out = append(out, o)
	}
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// WriteCSV writes a header and one row per part with every field of the
// kind (lists joined with ";"). With --fits it adds "fits" and
// "excluded_by" columns.
func WriteCSV(w io.Writer, l List) error {
	fields := catalogq.Fields(l.Kind)
	cw := csv.NewWriter(w)
	head := make([]string, 0, len(fields)+2)
	for _, f := range fields {
		head = append(head, f.Name)
	}
	if l.Fits {
		head = append(head, "fits", "excluded_by", "adds_warnings")
	}
	if err := cw.Write(head); err != nil {
		return err
	}
	row := func(p *hw.Part, fits *catalogq.Verdict) error {
		rec := make([]string, 0, len(head))
		for i := range fields {
			v, ok := fields[i].Get(p)
			s := catalogq.Format(v, ok, ";")
			if ok && v.Type == hw.TBool {
				s = fmt.Sprint(v.Bool)
			}
			// A cell is user text: no control character reaches a
			// terminal or a spreadsheet raw (a quoted CSV cell could
			// otherwise hold a line break too).
			rec = append(rec, escape.Line(s))
		}
		if l.Fits {
			if fits == nil {
				rec = append(rec, "true", "", strings.Join(l.Warnings[p.ID], ";"))
			} else {
				rec = append(rec, "false", strings.Join(fits.Rules, ";"), "")
			}
		}
		return cw.Write(rec)
	}
	for _, p := range l.Parts {
		if err := row(p, nil); err != nil {
			return err
		}
	}
	for i := range l.Excluded {
		if err := row(l.Excluded[i].Part, &l.Excluded[i]); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}
