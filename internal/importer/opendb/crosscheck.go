package opendb

import (
	"fmt"
	"slices"
	"sort"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Disagreement is one number on which the embedded catalog and OpenDB differ
// for the same product.
type Disagreement struct {
	ID, Attr         string
	Embedded, OpenDB string
	OpenDBPage       string
}

func (d Disagreement) String() string {
	return fmt.Sprintf("%s %s: catalog %s, OpenDB %s (%s)", d.ID, d.Attr, d.Embedded, d.OpenDB, d.OpenDBPage)
}

// CrossCheck lists every attribute on which an embedded part and the OpenDB
// record of the same product (as the import's merge matches them) both
// have a value and the values differ: the maintainer's check of issue 17.
// OpenDB is a cross-check, never a source: each disagreement is resolved
// against the maker's page, and the outcome recorded in the part's notes.
func CrossCheck(dir string, emb *catalog.Catalog) ([]Disagreement, error) {
	root, err := findRoot(dir)
	if err != nil {
		return nil, err
	}
	m := newMatcher(emb)
	var out []Disagreement
	for _, f := range Folders {
		st := newStats(f.Kind)
		recs, err := readKind(root, f, st)
		if err != nil {
			return nil, err
		}
		for _, r := range recs {
			c := mapRecord(f, r, st)
			if c == nil {
				continue
			}
			e := m.match(c)
			if e == nil {
				continue
			}
			out = append(out, differ(e, c)...)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].ID != out[j].ID {
			return out[i].ID < out[j].ID
		}
		return out[i].Attr < out[j].Attr
	})
	return slices.CompactFunc(out, func(a, b Disagreement) bool { return a.ID == b.ID && a.Attr == b.Attr && a.OpenDB == b.OpenDB }), nil
}

// compared are the attributes that are facts of the product (not prices,
// names, sources or notes).
var skipCompare = map[string]bool{"name": true, "brand": true, "price_usd": true, "price_date": true, "source": true,
	"notes": true, "released": true, "data_source": true,
	// OpenDB's chip field holds the marketing name ("GeForce RTX 3090"), not
	// the die ("GA102"): a different field, not a disagreement.
	"chip": true}

func differ(e *hw.Part, c *candidate) []Disagreement {
	var out []Disagreement
	for name, ov := range c.part.Attrs {
		if skipCompare[name] {
			continue
		}
		ev, ok := e.Attrs[name]
		if !ok || same(ev, ov) {
			continue
		}
		out = append(out, Disagreement{ID: e.ID, Attr: name, Embedded: show(ev), OpenDB: show(ov), OpenDBPage: PageURL(c.folder, c.uuid)})
	}
	return out
}

// same compares two values; lists as sets, since their order carries no
// meaning in either data set.
func same(a, b hw.Value) bool {
	sorted := func(xs []string) []string { ys := slices.Clone(xs); slices.Sort(ys); return ys }
	sortedN := func(xs []float64) []float64 { ys := slices.Clone(xs); slices.Sort(ys); return ys }
	return a.Num == b.Num && a.Str == b.Str && a.Bool == b.Bool &&
		slices.Equal(sorted(a.List), sorted(b.List)) && slices.Equal(sortedN(a.Nums), sortedN(b.Nums))
}

func show(v hw.Value) string {
	switch v.Type {
	case hw.TString:
		return fmt.Sprintf("%q", v.Str)
	case hw.TBool:
		return fmt.Sprint(v.Bool)
	case hw.TStringList:
		return fmt.Sprint(v.List)
	case hw.TNumberList:
		return fmt.Sprint(v.Nums)
	}
	return fmt.Sprintf("%g", v.Num)
}
