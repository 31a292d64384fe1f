package hw

import (
	"hash/maphash"
	"math"
	"slices"
)

// A part's specification is what the rules read of it: its kind, every
// attribute but the descriptive ones, and its slot tables. Two parts with
// the same specification get the same verdict from every rule in every
// build, except through the build's total price (the budget rule) and
// through config policies, which may read any attribute; pick and
// `catalog list --fits` judge one part per specification on that ground.

// Descriptive reports whether an attribute is one that every kind has
// (hw.CommonAttrs: name, brand, price, dates, source, notes, data_source,
// part_numbers): no rule reads
// them. A test keeps the list equal to CommonAttrs.
func Descriptive(name string) bool {
	switch name {
	case "name", "brand", "price_usd", "price_date", "released", "source", "notes", "data_source", "part_numbers":
		return true
	}
	return false
}

// SpecHash hashes what the rules read of p: its kind, its attributes but
// the descriptive ones (in any order: the map's), and its slot tables.
func SpecHash(p *Part) uint64 {
	h := maphash.String(seed, string(p.Kind))
	for name, v := range p.Attrs {
		if !Descriptive(name) {
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

// SameSpec reports whether a and b have the same specification.
func SameSpec(a, b *Part) bool {
	if a.Kind != b.Kind || len(a.Slots) != len(b.Slots) || len(a.M2) != len(b.M2) {
		return false
	}
	n := 0
	for name, v := range a.Attrs {
		if Descriptive(name) {
			continue
		}
		n++
		w, ok := b.Attrs[name]
		if !ok || !sameValue(v, w) {
			return false
		}
	}
	for name := range b.Attrs {
		if !Descriptive(name) {
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

func sameValue(v, w Value) bool {
	return v.Type == w.Type && math.Float64bits(v.Num) == math.Float64bits(w.Num) && v.Str == w.Str && v.Bool == w.Bool &&
		slices.Equal(v.List, w.List) && slices.EqualFunc(v.Nums, w.Nums, func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) })
}

func valueHash(v Value) uint64 {
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
