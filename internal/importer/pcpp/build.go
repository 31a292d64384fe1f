package pcpp

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
)

// MaxCount is the largest count one part block takes (SPEC section 7).
const MaxCount = 16

// Entry is one part of the imported build: the rows of the list that name
// the same product, and what they resolved to.
type Entry struct {
	Lines []Line
	Kind  hw.Kind
	Count int
	Res   match.Resolution
}

// Resolved reports whether the entry became a part block.
func (e *Entry) Resolved() bool { return e.Res.Status == match.Resolved }

// Import is the outcome of importing a list.
type Import struct {
	List *List
	// Parts are the entries of the roles rigcheck models, in list order.
	Parts []*Entry
	// Other are the rows of types rigcheck does not model.
	Other []*Entry
	// HCL is the build file, in `rigcheck fmt`'s layout.
	HCL []byte
}

// Without counts the unresolved entries' lines per role: the imported
// build is checked without them (check.Input.Without).
func (im *Import) Without() map[hw.Kind]int {
	var out map[hw.Kind]int
	for _, e := range im.Unresolved() {
		if out == nil {
			out = map[hw.Kind]int{}
		}
		out[e.Kind] += len(e.Lines)
	}
	return out
}

// Unresolved returns the modelled entries that did not resolve.
func (im *Import) Unresolved() []*Entry {
	var out []*Entry
	for _, e := range im.Parts {
		if !e.Resolved() {
			out = append(out, e)
		}
	}
	return out
}

// Options shape the build file.
type Options struct {
	// Name is the build's name; default the list's id, else "imported".
	Name string
	// Source names the input in the file's header comment.
	Source string
}

// Build resolves every row of l against ix and writes the build file.
// Rows that name the same product (the same part, or the same title when
// it did not resolve) become one block with their count.
func Build(l *List, ix *match.Index, opt Options) (*Import, error) {
	im := &Import{List: l}
	byKey := map[string]*Entry{}
	resolved := map[string]match.Resolution{} // repeated rows resolve once
	for _, ln := range l.Lines {
		if ln.Kind == "" {
			key := "other\x00" + strings.ToLower(ln.Type) + "\x00" + ln.Item
			if e := byKey[key]; e != nil {
				e.Lines = append(e.Lines, ln)
				e.Count += ln.Qty
				continue
			}
			e := &Entry{Lines: []Line{ln}, Count: ln.Qty}
			byKey[key] = e
			im.Other = append(im.Other, e)
			continue
		}
		memo := string(ln.Kind) + "\x00" + ln.Item + "\x00" + ln.Link
		res, ok := resolved[memo]
		if !ok {
			res = ix.ResolveCode(ln.Item, ln.Kind, ln.Link)
			resolved[memo] = res
		}
		key := string(ln.Kind) + "\x00" + ln.Item
		if res.Status == match.Resolved {
			key = string(ln.Kind) + "\x00id\x00" + res.Part.ID
		}
		if e := byKey[key]; e != nil {
			e.Lines = append(e.Lines, ln)
			e.Count += ln.Qty
			continue
		}
		e := &Entry{Lines: []Line{ln}, Kind: ln.Kind, Count: ln.Qty, Res: res}
		byKey[key] = e
		im.Parts = append(im.Parts, e)
	}
	name := opt.Name
	if name == "" {
		name = l.ID
	}
	if name == "" {
		name = "imported"
	}
	src := im.write(name, opt.Source)
	out, diags := hclfile.Format("import.hcl", src)
	if diags.HasErrors() {
		return nil, fmt.Errorf("internal error: the imported build does not parse: %s", diags.Error())
	}
	im.HCL = out
	return im, nil
}

func (im *Import) write(name, source string) []byte {
	var b strings.Builder
	l := im.List
	fmt.Fprintf(&b, "# Imported by `rigcheck import pcpartpicker`")
	if source != "" {
		fmt.Fprintf(&b, " from %s", escape.Line(source))
	}
	b.WriteString(".\n")
	if l.URL != "" || l.Generated != "" {
		b.WriteString("# PCPartPicker list")
		if l.URL != "" {
			b.WriteString(" " + escape.Line(l.URL))
		}
		if l.Generated != "" {
			b.WriteString(", generated " + l.Generated)
		}
		b.WriteString(".\n")
	}
	b.WriteString("# Each part block carries the list's line above it. Lines that matched no\n")
	b.WriteString("# catalog part are kept as comments with the closest ids: check one with\n")
	b.WriteString("# `rigcheck catalog show ID`, then uncomment its block.\n\n")
	fmt.Fprintf(&b, "build %s {\n", quote(name))
	desc := "Imported from PCPartPicker"
	if l.ID != "" {
		desc += " list " + l.ID
	}
	fmt.Fprintf(&b, "description = %s\n", quote(desc))
	for _, e := range im.Parts {
		b.WriteString("\n")
		for _, ln := range e.Lines {
			fmt.Fprintf(&b, "# %s\n", lineComment(ln))
		}
		if e.Resolved() {
			if e.Res.Note != "" {
				fmt.Fprintf(&b, "# (%s)\n", escape.Line(e.Res.Note))
			}
			writeBlocks(&b, "", e.Kind, e.Res.Part.ID, e.Count, usdPrice(e, l))
			continue
		}
		switch e.Res.Status {
		case match.Ambiguous:
			b.WriteString("# not imported: the line fits more than one catalog part:\n")
		default:
			b.WriteString("# not imported: no catalog part is this product.\n")
		}
		for i, p := range e.Res.Candidates {
			why := e.Res.Why[p.ID]
			if why != "" {
				why = "; " + why
			}
			fmt.Fprintf(&b, "#   %s (%s%s)\n", p.ID, escape.Line(p.Name()), escape.Line(why))
			if i == 2 {
				break
			}
		}
		if len(e.Res.Candidates) > 0 {
			writeBlocks(&b, "# ", e.Kind, e.Res.Candidates[0].ID, e.Count, usdPrice(e, l))
		} else {
			fmt.Fprintf(&b, "#   (nothing close: rigcheck catalog list %s)\n", e.Kind)
		}
	}
	if len(im.Other) > 0 {
		b.WriteString("\n# Not checked: rigcheck does not model these.\n")
		for _, e := range im.Other {
			c := lineComment(e.Lines[0])
			if e.Count > 1 {
				c += fmt.Sprintf(" (x%d)", e.Count)
			}
			fmt.Fprintf(&b, "# %s\n", c)
		}
	}
	b.WriteString("}\n")
	return []byte(b.String())
}

// writeBlocks writes the part block(s) for count parts, MaxCount a block,
// each line prefixed with prefix ("# " for a suggestion).
func writeBlocks(b *strings.Builder, prefix string, k hw.Kind, id string, count int, price string) {
	for count > 0 {
		n := min(count, MaxCount)
		count -= n
		var attrs []string
		if n > 1 {
			attrs = append(attrs, fmt.Sprintf("count = %d", n))
		}
		if price != "" {
			attrs = append(attrs, "price_usd = "+price)
		}
		if len(attrs) == 0 {
			fmt.Fprintf(b, "%s%s %s {}\n", prefix, k, quote(id))
			continue
		}
		fmt.Fprintf(b, "%s%s %s {\n", prefix, k, quote(id))
		for _, a := range attrs {
			fmt.Fprintf(b, "%s  %s\n", prefix, a)
		}
		fmt.Fprintf(b, "%s}\n", prefix)
	}
}

// usdPrice is the unit price of an entry when its rows give one in US
// dollars, all the same; a "Purchased For $0.00" says nothing of the price.
func usdPrice(e *Entry, l *List) string {
	price := -1.0
	for _, ln := range e.Lines {
		if ln.Currency != "USD" || ln.Amount <= 0 || math.IsInf(ln.Amount, 0) || ln.Amount > 1e7 {
			return ""
		}
		if price >= 0 && ln.Amount != price {
			return ""
		}
		price = ln.Amount
	}
	if price < 0 {
		return ""
	}
	return strconv.FormatFloat(price, 'f', -1, 64)
}

// lineComment renders a row as the list states it: "Video Card: NVIDIA …
// ($1599.99 @ Best Buy)".
func lineComment(ln Line) string {
	s := ln.Type + ": " + ln.Item
	if ln.Qty > 1 {
		s += fmt.Sprintf(" (x%d)", ln.Qty)
	}
	if ln.Price != "" {
		s += " (" + ln.Price + ")"
	}
	return escape.Line(s)
}

// quote writes s as an HCL string literal.
func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case (r == '$' || r == '%') && i+1 < len(s) && s[i+1] == '{':
			b.WriteRune(r)
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case escape.Unsafe(r) && r > 0xffff:
			fmt.Fprintf(&b, `\U%08x`, r)
		case escape.Unsafe(r):
			// Controls and format characters (a bidi override from a
			// file name or --name, issue 29) as HCL escapes: the build's
			// name is the same, and the file shows what it holds.
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}
