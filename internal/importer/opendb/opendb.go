// Package opendb turns BuildCores OpenDB (github.com/buildcores/buildcores-
// open-db, ODC-By) into rigcheck catalog files: it reads the eight kinds
// rigcheck models, maps their fields and enumerations to the schema of
// internal/hw, leaves out the numbers OpenDB is known to get wrong (the
// quality gates), drops the products the embedded catalog already has, and
// gives every part a stable id. Every imported part carries
// data_source = "opendb" and its OpenDB page as source, so that reports can
// say which numbers are community data.
//
// What is left out and why is counted per kind in Summary: a value that
// did not map, a gate that fired, a part skipped for a required attribute
// it lacks. Nothing is guessed: the one table added to OpenDB's numbers is
// the CPU families' PCIe lanes, from the makers (cpufamily.go).
package opendb

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Credit is the attribution ODC-By asks of anything derived from OpenDB.
const Credit = "BuildCores OpenDB (ODC-By), github.com/buildcores/buildcores-open-db"

// PageURL is a part's page in the OpenDB repository.
func PageURL(folder, uuid string) string {
	return "https://github.com/buildcores/buildcores-open-db/blob/main/open-db/" + folder + "/" + uuid + ".json"
}

// KindStats counts what happened to one kind's files.
type KindStats struct {
	Kind hw.Kind
	// Read is the number of part files found.
	Read int
	// Imported parts are written to the catalog.
	Imported int
	// Merged parts are the same product as an embedded part, which wins.
	Merged int
	// Duplicates are further OpenDB files of a product already imported.
	Duplicates int
	// Skipped counts the parts left out, by reason.
	Skipped map[string]int
	// Gated counts the values a quality gate left out or corrected, by gate.
	Gated map[string]int
	// Unmapped counts values with no rigcheck equivalent, by "field: value".
	Unmapped map[string]int
	// Filled counts values rigcheck added to OpenDB's, by what added them.
	Filled map[string]int
}

func newStats(k hw.Kind) *KindStats {
	return &KindStats{Kind: k, Skipped: map[string]int{}, Gated: map[string]int{}, Unmapped: map[string]int{}, Filled: map[string]int{}}
}

func (s *KindStats) skip(reason string) { s.Skipped[reason]++ }

// SkippedTotal is the number of parts skipped for any reason.
func (s *KindStats) SkippedTotal() int { return sum(s.Skipped) }

// UnmappedTotal is the number of values that did not map.
func (s *KindStats) UnmappedTotal() int { return sum(s.Unmapped) }

// GatedTotal is the number of values the gates left out or corrected.
func (s *KindStats) GatedTotal() int { return sum(s.Gated) }

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// Result is an import: the parts to write and what happened to the rest.
type Result struct {
	// Parts are the imported parts, sorted by kind and id.
	Parts []*hw.Part
	// Stats has one entry per kind, in the order of Folders.
	Stats []*KindStats
	// Root is the folder the kind folders were read from.
	Root string
}

// Import reads the OpenDB checkout or unpacked archive at dir. emb is the
// catalog the import must not repeat (catalog.Embedded()): its products
// are merged away and its ids are not reused. A folder that cannot be read
// is an error; every problem with a single file is counted and skipped.
func Import(dir string, emb *catalog.Catalog) (*Result, error) {
	root, err := findRoot(dir)
	if err != nil {
		return nil, err
	}
	res := &Result{Root: root}
	m := newMatcher(emb)
	ids := newIDs(emb)
	var gpus []*candidate
	for _, f := range Folders {
		st := newStats(f.Kind)
		res.Stats = append(res.Stats, st)
		recs, err := readKind(root, f, st)
		if err != nil {
			return nil, err
		}
		var cands []*candidate
		for _, r := range recs {
			if c := mapRecord(f, r, st); c != nil {
				cands = append(cands, c)
			}
		}
		if f.Kind == hw.KindGPU {
			gpus = cands // finished below, once every card's chip is known
			continue
		}
		res.Parts = append(res.Parts, finish(cands, st, m, ids)...)
	}
	st := res.stats(hw.KindGPU)
	fillGPUGen(gpus, st)
	res.Parts = append(res.Parts, finish(gpus, st, m, ids)...)
	sort.Slice(res.Parts, func(i, j int) bool {
		a, b := res.Parts[i], res.Parts[j]
		if a.Kind != b.Kind {
			return kindOrder(a.Kind) < kindOrder(b.Kind)
		}
		return a.ID < b.ID
	})
	return res, nil
}

func (r *Result) stats(k hw.Kind) *KindStats {
	for _, s := range r.Stats {
		if s.Kind == k {
			return s
		}
	}
	return nil
}

func kindOrder(k hw.Kind) int {
	for i, f := range Folders {
		if f.Kind == k {
			return i
		}
	}
	return len(Folders)
}

// candidate is a mapped OpenDB part before ids and de-duplication.
type candidate struct {
	part   *hw.Part
	folder string
	uuid   string
	// chip and gen are a GPU's chip and the PCIe generation its record
	// states, for fillGPUGen.
	chip string
	gen  int
	// partNumbers are OpenDB's part numbers, for matching embedded parts.
	partNumbers []string
	// skip, when set, is why the part cannot be imported.
	skip string
	// notes collects what the gates left out, for the part's notes.
	notes []string
}

// finish checks the candidates of one kind against the schema, drops the
// ones missing a required attribute, merges the ones the embedded catalog
// has and OpenDB's own duplicates, and gives the rest their ids.
func finish(cands []*candidate, st *KindStats, m *matcher, ids *idSet) []*hw.Part {
	var kept []*candidate
	for _, c := range cands {
		if missing := validate(c.part, st); missing != "" {
			st.skip("no " + missing)
			continue
		}
		if m.embedded(c) {
			st.Merged++
			continue
		}
		kept = append(kept, c)
	}
	// OpenDB lists some products more than once; the same kind and id
	// means the same product. The fullest record wins, then the lowest
	// UUID, so the choice does not depend on the order of the files.
	bySlug := map[string][]*candidate{}
	var slugs []string
	for _, c := range kept {
		s := slug(c.part.Str("brand"), c.part.Name())
		if _, ok := bySlug[s]; !ok {
			slugs = append(slugs, s)
		}
		bySlug[s] = append(bySlug[s], c)
	}
	sort.Strings(slugs)
	var out []*hw.Part
	for _, s := range slugs {
		group := bySlug[s]
		sort.Slice(group, func(i, j int) bool {
			a, b := group[i], group[j]
			if fa, fb := fullness(a.part), fullness(b.part); fa != fb {
				return fa > fb
			}
			return a.uuid < b.uuid
		})
		st.Duplicates += len(group) - 1
		c := group[0]
		c.part.ID = ids.take(s, c.part.Kind)
		if len(c.notes) > 0 {
			c.part.Attrs["notes"] = hw.Value{Type: hw.TString, Str: strings.Join(c.notes, " ")}
		}
		st.Imported++
		out = append(out, c.part)
	}
	return out
}

func fullness(p *hw.Part) int { return len(p.Attrs) + len(p.M2) }

// validate drops every value the schema would refuse or `catalog lint`
// would flag as implausible (counted under the gate "implausible"), and
// returns the first required attribute the part then lacks.
func validate(p *hw.Part, st *KindStats) string {
	for _, a := range hw.AttrsOf(p.Kind) {
		v, ok := p.Attrs[a.Name]
		if !ok {
			continue
		}
		if !plausible(a, v) {
			delete(p.Attrs, a.Name)
			st.Gated[fmt.Sprintf("implausible %s", a.Name)]++
		}
	}
	for _, a := range hw.AttrsOf(p.Kind) {
		if a.Required && !p.Has(a.Name) {
			return a.Name
		}
	}
	return ""
}

func plausible(a hw.Attr, v hw.Value) bool {
	switch a.Type {
	case hw.TNumber, hw.TInt:
		if v.Num < a.Min || v.Num > a.Max || a.Type == hw.TInt && v.Num != float64(int64(v.Num)) {
			return false
		}
		return a.Lo == 0 && a.Hi == 0 || v.Num >= a.Lo && v.Num <= a.Hi
	case hw.TString:
		return a.Allows(v.Str)
	case hw.TStringList:
		if len(v.List) == 0 {
			return false
		}
		for _, s := range v.List {
			if !a.Allows(s) {
				return false
			}
		}
	}
	return true
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
