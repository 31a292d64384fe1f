package partsheet

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Sheet is what `catalog show` prints about one part.
type Sheet struct {
	Part *hw.Part
	// Parent is the part it extends, if any; Overrides are the attributes
	// it sets itself.
	Parent     *hw.Part
	Overrides  []string
	Compatible []catalogq.Compat
}

// MaxCompatShown is how many compatible ids the text sheet lists per role
// before it points at the command that lists them all.
const MaxCompatShown = 6

// NewSheet gathers the sheet of p from the catalog.
func NewSheet(cat *catalog.Catalog, p *hw.Part) Sheet {
	s := Sheet{Part: p, Compatible: catalogq.Compatible(cat, p)}
	if p.Extends != "" {
		s.Parent = cat.Lookup(p.Extends)
	}
	if s.Parent != nil {
		for _, a := range hw.AttrsOf(p.Kind) {
			v, ok := p.Attrs[a.Name]
			pv, pok := s.Parent.Attrs[a.Name]
			if ok && (!pok || v.Range != pv.Range) {
				s.Overrides = append(s.Overrides, a.Name)
			}
		}
	}
	return s
}

// identityAttrs are shown at the top of the sheet; source and notes at the
// end; the rest of the schema in between, as "the numbers".
var identityAttrs = []string{"brand", "price_usd", "price_date", "released"}

// SheetFormats are the `catalog show --format` writers, by name.
var SheetFormats = map[string]func(io.Writer, Sheet, Options) error{
	"text": WriteSheetText,
	"json": func(w io.Writer, s Sheet, _ Options) error { return WriteSheetJSON(w, s) },
}

// WriteSheetText writes the human sheet.
func WriteSheetText(w io.Writer, s Sheet, opt Options) error {
	st := newStyles(w, opt.Color)
	p := s.Part
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\n%s %s\n", st.bold.Render(escape.Line(p.Name())), st.accent.Render(string(p.Kind)), escape.Line(p.ID))
	attrs := hw.AttrsOf(p.Kind)
	width := 0
	for _, a := range attrs {
		width = max(width, len(a.Name))
	}
	for _, f := range catalogq.Computed(p.Kind) {
		width = max(width, len(f.Name))
	}
	vw := 0
	for _, v := range p.Attrs {
		if n := len([]rune(catalogq.Format(v, true, ", "))); n <= 24 {
			vw = max(vw, n)
		}
	}
	line := func(name, val, doc string) {
		fmt.Fprintf(&b, "  %-*s  %-*s", width, name, vw, escape.Line(val))
		if doc != "" {
			fmt.Fprintf(&b, "  %s", st.dim.Render(doc))
		}
		trimLine(&b)
		b.WriteString("\n")
	}
	section := func(title string) { fmt.Fprintf(&b, "\n%s\n", st.bold.Render(title)) }
	val := func(name string) (string, bool) {
		v, ok := p.Attrs[name]
		return catalogq.Format(v, ok, ", "), ok
	}
	b.WriteString("\n")
	for _, n := range identityAttrs {
		if v, ok := val(n); ok {
			line(n, v, "")
		}
	}
	section("Specifications")
	var missing []string
	for _, a := range attrs {
		if slices.Contains(identityAttrs, a.Name) || a.Name == "name" || a.Name == "source" || a.Name == "notes" {
			continue
		}
		v, ok := val(a.Name)
		switch {
		case ok:
			line(a.Name, v, a.Doc)
		case a.Type == hw.TBool:
			line(a.Name, "no", a.Doc)
		case a.Default != "":
			line(a.Name, a.Default+" (default)", a.Doc)
		default:
			missing = append(missing, a.Name)
		}
	}
	if len(missing) > 0 {
		line("not known", strings.Join(missing, ", "), "left out rather than guessed")
	}
	var comp []string
	for _, f := range catalogq.Computed(p.Kind) {
		if v, ok := f.Get(p); ok {
			comp = append(comp, fmt.Sprintf("%s\x00%s\x00%s", f.Name, catalogq.Format(v, ok, ", "), f.Doc))
		}
	}
	if len(comp) > 0 {
		section("Computed")
		for _, c := range comp {
			x := strings.SplitN(c, "\x00", 3)
			line(x[0], x[1], x[2])
		}
	}
	if len(p.Slots) > 0 {
		if p.SlotPositions() {
			section("PCIe slots (position from the top; lanes with every full-length slot populated)")
		} else {
			section("PCIe slots (the maker's order, positions not known; lanes with every full-length slot populated)")
		}
		fmt.Fprintf(&b, "  %-8s  %-4s  %-5s  %-3s  %s\n", "position", "size", "lanes", "gen", "source")
		for _, sl := range p.Slots {
			pos := "-"
			if sl.Position > 0 {
				pos = strconv.Itoa(sl.Position)
			}
			fmt.Fprintf(&b, "  %-8s  x%-3d  x%-4d  %-3d  %s\n", pos, sl.Size, sl.Lanes, sl.Gen, sl.Source)
		}
	}
	if len(p.M2) > 0 {
		section("M.2 sockets")
		for i, m := range p.M2 {
			extra := ""
			if m.Gen != 0 {
				extra = fmt.Sprintf(", PCIe %d", m.Gen)
			}
			if m.Source != "" {
				extra += ", " + m.Source + " lanes"
			}
			fmt.Fprintf(&b, "  %d  %s%s\n", i+1, m.Interface, extra)
		}
	}
	if s.Parent != nil || p.Extends != "" {
		section("Extends")
		if s.Parent != nil {
			fmt.Fprintf(&b, "  %s (%s)\n", escape.Line(s.Parent.ID), escape.Line(s.Parent.Name()))
		} else {
			fmt.Fprintf(&b, "  %s (not in the catalog)\n", escape.Line(p.Extends))
		}
		if len(s.Overrides) > 0 {
			fmt.Fprintf(&b, "  sets itself: %s; everything else is inherited\n", strings.Join(s.Overrides, ", "))
		}
	}
	if len(p.Amended) > 0 {
		section("Amended (not the catalog's numbers)")
		for _, a := range p.Amended {
			val := a.New
			if a.Old != "" {
				val = a.Old + " → " + a.New
			}
			where := fmt.Sprintf("%s:%d", a.Where.Filename, a.Where.Start.Line)
			if a.Source != "" {
				where += ", source " + a.Source
			}
			fmt.Fprintf(&b, "  %s %s (%s)\n", a.Attr, escape.Line(val), escape.Line(where))
		}
	}
	section("Source")
	if v, ok := val("source"); ok {
		fmt.Fprintf(&b, "  %s\n", escape.Line(v))
	} else {
		b.WriteString("  none given\n")
	}
	if r := p.DefRange; r.Filename != "" {
		fmt.Fprintf(&b, "  defined at %s:%d\n", escape.Line(r.Filename), r.Start.Line)
	}
	if v, ok := val("notes"); ok {
		section("Notes")
		b.WriteString(prose.Indent(escape.Line(v), 78, "  ", "  "))
	}
	var groups []catalogq.Compat
	for _, g := range s.Compatible {
		if len(g.Parts) > 0 {
			groups = append(groups, g)
		}
	}
	if len(groups) > 0 {
		section("Goes with (one attribute matched; `catalog list KIND --fits BUILD` checks every rule)")
		for _, g := range groups {
			ids := make([]string, 0, MaxCompatShown)
			for i, q := range g.Parts {
				if i == MaxCompatShown {
					break
				}
				ids = append(ids, q.ID)
			}
			fmt.Fprintf(&b, "  %s (%d):\n", g.Label, len(g.Parts))
			b.WriteString(prose.Indent(strings.Join(ids, ", "), 78, "    ", "    "))
			if n := len(g.Parts) - MaxCompatShown; n > 0 {
				fmt.Fprintf(&b, "    and %d more: rigcheck catalog list %s --where '%s'\n", n, g.Role, g.Where)
			}
		}
	}
	_, err := w.Write(escape.NoCommands(b.Bytes()))
	return err
}

// WriteSheetJSON writes the sheet as one JSON object: the part's fields
// and slot tables, where it is defined, what it extends and overrides, and
// the compatible parts per role with the expression that finds them.
func WriteSheetJSON(w io.Writer, s Sheet) error {
	o := PartObject(s.Part)
	if r := s.Part.DefRange; r.Filename != "" {
		o.set("defined_at", fmt.Sprintf("%s:%d", r.Filename, r.Start.Line))
	}
	if s.Parent != nil {
		o.set("overrides", append([]string{}, s.Overrides...))
	}
	if len(s.Part.Amended) > 0 {
		var am []*object
		for _, a := range s.Part.Amended {
			ao := &object{}
			ao.set("attribute", a.Attr)
			if a.Old != "" {
				ao.set("old", a.Old)
			}
			ao.set("new", a.New)
			ao.set("where", fmt.Sprintf("%s:%d", a.Where.Filename, a.Where.Start.Line))
			if a.Source != "" {
				ao.set("source", a.Source)
			}
			am = append(am, ao)
		}
		o.set("amended", am)
	}
	var comp []*object
	for _, g := range s.Compatible {
		co := &object{}
		co.set("role", string(g.Role))
		co.set("label", g.Label)
		co.set("where", g.Where)
		ids := []string{}
		for _, p := range g.Parts {
			ids = append(ids, p.ID)
		}
		co.set("ids", ids)
		comp = append(comp, co)
	}
	o.set("compatible", comp)
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(o)
}

// trimLine drops trailing spaces from the line being written.
func trimLine(b *bytes.Buffer) {
	out := bytes.TrimRight(b.Bytes(), " ")
	b.Truncate(len(out))
}
