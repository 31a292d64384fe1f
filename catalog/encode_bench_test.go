package catalog

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// BenchmarkEncodeRest encodes the embedded catalog's parts as a cold cache
// does a folder's (encodeRest: the string table, the index, a record a
// part).
func BenchmarkEncodeRest(b *testing.B) {
	parts := embeddedFull().all
	b.ReportAllocs()
	for b.Loop() {
		if _, err := encodeRest(nil, parts); err != nil {
			b.Fatal(err)
		}
	}
}

// manyParts is the embedded catalog's parts n times over, under new ids
// and with their ranges in other files, so that the string table has
// strings that first occur in every chunk.
func manyParts(n int) []*hw.Part {
	base := embeddedFull().all
	var parts []*hw.Part
	for i := range n {
		for _, p := range base {
			q := &hw.Part{Kind: p.Kind, ID: fmt.Sprintf("%s-copy-%d", p.ID, i), Extends: p.Extends,
				Attrs: p.Attrs, Slots: p.Slots, M2: p.M2, DefRange: p.DefRange}
			q.DefRange.Filename = fmt.Sprintf("copies/%d.hcl", i%7)
			parts = append(parts, q)
		}
	}
	return parts
}

// TestEncodeRecordsParallel: the records encoded in parallel chunks are
// byte for byte, offsets and string table included, those one encoder
// makes, for every number of workers, and a parallel cache file decodes.
func TestEncodeRecordsParallel(t *testing.T) {
	parts := manyParts(20)
	slices.SortFunc(parts, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) }) // as a cache's index
	seq, seqOffs := encodeRecords(parts, 1)
	for _, w := range []int{2, 3, 4, 7} {
		par, parOffs := encodeRecords(parts, w)
		if !bytes.Equal(seq.buf, par.buf) {
			t.Fatalf("%d workers: the records differ from one encoder's", w)
		}
		if !slices.Equal(seqOffs, parOffs) || !slices.Equal(seq.table, par.table) {
			t.Fatalf("%d workers: the offsets or the string table differ", w)
		}
	}
	if n := len(parts); n < 2*parallelParts {
		t.Fatalf("%d parts: too few for the parallel path", n)
	}
	rest, err := encodeRest(nil, parts)
	if err != nil {
		t.Fatal(err)
	}
	data := assemble([32]byte{1}, manifest{}, rest)
	cf, err := decodeCache(data, [32]byte{1})
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range []int{0, len(parts) / 2, len(parts) - 1} {
		got := cf.set.lookup(parts[i].ID)
		if got == nil || got.ID != parts[i].ID || !reflect.DeepEqual(got.Attrs, parts[i].Attrs) {
			t.Fatalf("part %d (%s) does not decode from a parallel cache file", i, parts[i].ID)
		}
	}
}

// BenchmarkEncodeRestMany is BenchmarkEncodeRest on about 50,000 parts,
// the size of the cold cache of docs/performance.md.
func BenchmarkEncodeRestMany(b *testing.B) {
	parts := manyParts(85)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := encodeRest(nil, parts); err != nil {
			b.Fatal(err)
		}
	}
}
