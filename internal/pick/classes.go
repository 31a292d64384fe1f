package pick

import (
	"hash/maphash"
	"math"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Equivalence classes and dominance. Two parts of a kind with the same
// specification — every attribute of SPEC 1.1 for the kind, the slot
// tables — get the same verdict from every rule in every build: the rules
// read nothing else (names, brands, sources and notes only reach messages;
// prices reach the budget through the build's total, which pick adds up
// itself). So of a class only the cheapest members can be in the best
// build: a dearer one is dominated (swapping in the cheaper one keeps
// every verdict and lowers the price, which the objective prefers first —
// perf-per-dollar included, since the specification holds the
// fp16_tflops). Among members of the same price, the tie-breaks decide
// independently per role: more parts of the preferred brand, then the
// smaller id. So each class is searched as one candidate, its
// representative, and the answer is what searching every member would
// give.
//
// A config policy is an expression that may read any attribute, the name
// and price included: with policies, nothing is merged.

// descriptive reports whether an attribute is one that every kind has
// (hw.CommonAttrs: name, brand, price, dates, source, notes, data_source): no rule reads
// them. TestDescriptive keeps the list equal to the schema's.
func descriptive(name string) bool {
	switch name {
	case "name", "brand", "price_usd", "price_date", "released", "source", "notes", "data_source":
		return true
	}
	return false
}

// representatives keeps, of parts, one per class: the cheapest, then of
// the preferred brand, then the smallest id. The order of parts is kept
// (the search sorts by price afterwards). Parts are bucketed by a hash of
// their specification and compared exactly within a bucket.
func representatives(parts []*hw.Part, preferBrand string) []*hw.Part {
	if len(parts) < 2 {
		return parts
	}
	head := make(map[uint64]int32, len(parts)) // hash → first class in out, +1
	var next []int32                           // next[i]: the next class of the same hash, +1
	out := make([]*hw.Part, 0, len(parts))
	for _, p := range parts {
		h := specHash(p)
		i := head[h] - 1
		for i >= 0 && !sameSpec(out[i], p) {
			i = next[i] - 1
		}
		if i >= 0 {
			if beats(p, out[i], preferBrand) {
				out[i] = p
			}
			continue
		}
		next = append(next, head[h])
		head[h] = int32(len(out)) + 1
		out = append(out, p)
	}
	return out
}

// beats reports whether p is a better representative than q of their class.
func beats(p, q *hw.Part, preferBrand string) bool {
	pu, _ := p.Price()
	qu, _ := q.Price()
	if pc, qc := cents(pu), cents(qu); pc != qc {
		return pc < qc
	}
	if preferBrand != "" {
		pb, qb := strings.EqualFold(p.Common().Brand, preferBrand), strings.EqualFold(q.Common().Brand, preferBrand)
		if pb != qb {
			return pb
		}
	}
	return p.ID < q.ID
}

// specHash hashes what the rules read of p: its kind, its attributes but
// the descriptive ones (in any order: the map's), and its slot tables.
func specHash(p *hw.Part) uint64 {
	h := maphash.String(seed, string(p.Kind))
	for name, v := range p.Attrs {
		if !descriptive(name) {
			h += mix(maphash.String(seed, name) ^ valueHash(v))
		}
	}
	for _, s := range p.Slots {
		h = mix(h ^ uint64(s.Position) ^ uint64(s.Size)<<8 ^ uint64(s.Lanes)<<16 ^ uint64(s.Gen)<<24)
		h = fnvString(h, s.Source)
	}
	for _, s := range p.M2 {
		h = mix(h ^ uint64(s.Gen) ^ 0x5bd1e995)
		h = fnvString(fnvString(h, s.Interface), s.Source)
	}
	return h
}

// sameSpec reports whether a and b have the same specification.
func sameSpec(a, b *hw.Part) bool {
	if a.Kind != b.Kind || len(a.Slots) != len(b.Slots) || len(a.M2) != len(b.M2) {
		return false
	}
	n := 0
	for name, v := range a.Attrs {
		if descriptive(name) {
			continue
		}
		n++
		w, ok := b.Attrs[name]
		if !ok || !sameValue(v, w) {
			return false
		}
	}
	for name := range b.Attrs {
		if !descriptive(name) {
			n--
		}
	}
	if n != 0 {
		return false
	}
	for i, s := range a.Slots {
		t := b.Slots[i]
		if s.Position != t.Position || s.Size != t.Size || s.Lanes != t.Lanes || s.Gen != t.Gen || s.Source != t.Source {
			return false
		}
	}
	for i, s := range a.M2 {
		t := b.M2[i]
		if s.Interface != t.Interface || s.Source != t.Source || s.Gen != t.Gen {
			return false
		}
	}
	return true
}

func sameValue(v, w hw.Value) bool {
	return v.Type == w.Type && math.Float64bits(v.Num) == math.Float64bits(w.Num) && v.Str == w.Str && v.Bool == w.Bool &&
		slices.Equal(v.List, w.List) && slices.EqualFunc(v.Nums, w.Nums, func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) })
}

func valueHash(v hw.Value) uint64 {
	h := mix(uint64(v.Type) ^ math.Float64bits(v.Num))
	if v.Str != "" {
		h ^= maphash.String(seed, v.Str)
	}
	if v.Bool {
		h = mix(h ^ 1)
	}
	for _, s := range v.List {
		h = fnvString(mix(h), s)
	}
	for _, x := range v.Nums {
		h = mix(h ^ math.Float64bits(x))
	}
	return h
}

// seed is this process's hash seed (hashes are never stored).
var seed = maphash.MakeSeed()

func fnvString(h uint64, s string) uint64 {
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// mix is splitmix64's finaliser.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
