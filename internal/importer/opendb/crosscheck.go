package opendb

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

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
	var out []Disagreement
	err := eachMatch(dir, emb, func(e *hw.Part, c *candidate) { out = append(out, differ(e, c)...) })
	if err != nil {
		return nil, err
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].ID != out[j].ID {
			return out[i].ID < out[j].ID
		}
		return out[i].Attr < out[j].Attr
	})
	return slices.CompactFunc(out, func(a, b Disagreement) bool { return a.ID == b.ID && a.Attr == b.Attr && a.OpenDB == b.OpenDB }), nil
}

// eachMatch calls fn for every OpenDB record of dir that the import's merge
// matches to a part of emb (the same product).
func eachMatch(dir string, emb *catalog.Catalog, fn func(e *hw.Part, c *candidate)) error {
	root, err := findRoot(dir)
	if err != nil {
		return err
	}
	m := newMatcher(emb)
	for _, f := range Folders {
		st := newStats(f.Kind)
		recs, err := readKind(root, f, st)
		if err != nil {
			return err
		}
		for _, r := range recs {
			if c := mapRecord(f, r, st); c != nil {
				if e := m.match(c); e != nil {
					fn(e, c)
				}
			}
		}
	}
	return nil
}

// Field is how often one field of OpenDB agrees with the embedded
// catalog's maker numbers, over the products both have.
type Field struct {
	Kind            hw.Kind
	Attr            string
	Compared, Agree int
}

// Counts reports whether the field's community numbers count toward a
// verdict (SPEC 3.2): an agreement of at least 98 % over at least
// MinCompared products, so that one disagreement more would show.
func (f Field) Counts() bool {
	return f.Compared >= MinCompared && float64(f.Agree) >= 0.98*float64(f.Compared)
}

// MinCompared is how many products a field must be compared on before its
// agreement is taken as measured.
const MinCompared = 40

// Agreement measures every field the import writes against the embedded
// catalog, by kind and attribute.
func Agreement(dir string, emb *catalog.Catalog) ([]Field, error) {
	at := map[[2]string]*Field{}
	err := eachMatch(dir, emb, func(e *hw.Part, c *candidate) {
		for name, ov := range c.part.Attrs {
			ev, ok := e.Attrs[name]
			if skipCompare[name] || !ok {
				continue
			}
			k := [2]string{string(e.Kind), name}
			if at[k] == nil {
				at[k] = &Field{Kind: e.Kind, Attr: name}
			}
			at[k].Compared++
			if same(ev, ov) {
				at[k].Agree++
			}
		}
	})
	if err != nil {
		return nil, err
	}
	out := make([]Field, 0, len(at))
	for _, f := range at {
		out = append(out, *f)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind < out[j].Kind
		}
		return out[i].Attr < out[j].Attr
	})
	return out, nil
}

// WriteQuality writes docs/data-quality.md: the agreement of each field,
// and which fields' community numbers count toward a verdict.
func WriteQuality(w io.Writer, fields []Field) error {
	var b strings.Builder
	b.WriteString(`# Data quality: which community numbers count

A verdict may rest on community numbers (SPEC 3.2): numbers of a part whose
only source is a community data set, today BuildCores OpenDB through
` + "`rigcheck catalog import opendb`" + `. They count only for fields whose measured
agreement with makers' numbers is at least 98 %; a rule that uses any other
community number leaves the build unverified, and says which number and why.

Agreement is measured against the embedded catalog, whose numbers are the
makers': for every OpenDB record that the import matches to an embedded part
(the same product), each field both give is compared. A field counts when it
agrees on at least 98 % of at least ` + strconv.Itoa(MinCompared) + ` products, so that one disagreement
more would show; fields compared on fewer products are not measured and do
not count. The matching itself requires some numbers to agree (a kit's size
and speed, a drive's capacity, a PSU's wattage), so those read higher than
they would over every record.

Generated from the archive in ../shared/opendb (commit 136a77a, 2026-08-17) by

    go run ./internal/importer/opendb/crosscheck -quality OPENDB-DIR > docs/data-quality.md

and checked by ` + "`TestQualityDoc`" + ` (internal/importer/opendb, with
RIGCHECK_OPENDB_DIR set; CI runs it) and ` + "`TestCommunityFieldsDocumented`" + `
(internal/check), which holds the rules to this table.

| kind | field | compared | agree | agreement | counts |
|---|---|--:|--:|--:|---|
`)
	for _, f := range fields {
		counts := "no"
		if f.Counts() {
			counts = "yes"
		}
		fmt.Fprintf(&b, "| %s | %s | %d | %d | %.1f %% | %s |\n", f.Kind, f.Attr, f.Compared, f.Agree, 100*float64(f.Agree)/float64(f.Compared), counts)
	}
	_, err := io.WriteString(w, b.String())
	return err
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
