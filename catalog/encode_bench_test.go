package catalog

import (
	"bytes"
	"fmt"
	"maps"
	"path/filepath"
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
		if _, err := encodeRest(nil, parts, nil); err != nil {
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
	identity := make([]int, len(parts))
	for i := range identity {
		identity[i] = i
	}
	seq := encodeRecords(parts, 1)
	seqBytes, seqOffs := seq.gather(identity, len(seq.enc.table))
	for _, w := range []int{2, 3, 4, 7} {
		par := encodeRecords(parts, w)
		if len(par.chunks) < 2 {
			t.Fatalf("%d workers: one chunk", w)
		}
		parBytes, parOffs := par.gather(identity, len(par.enc.table))
		if !bytes.Equal(slices.Concat(seqBytes...), slices.Concat(parBytes...)) {
			t.Fatalf("%d workers: the records differ from one encoder's", w)
		}
		if !slices.Equal(seqOffs, parOffs) || !slices.Equal(seq.enc.table, par.enc.table) {
			t.Fatalf("%d workers: the offsets or the string table differ", w)
		}
		if !slices.Equal(seq.kinds, par.kinds) {
			t.Fatalf("%d workers: the index's kind numbers differ", w)
		}
	}
	for i, p := range parts {
		if seq.enc.table[seq.kinds[i]] != string(p.Kind) {
			t.Fatalf("part %d (%s): the index's kind number names %q", i, p.ID, seq.enc.table[seq.kinds[i]])
		}
	}
	if n := len(parts); n < 2*parallelParts {
		t.Fatalf("%d parts: too few for the parallel path", n)
	}
	rest, err := encodeRest(nil, parts, nil)
	if err != nil {
		t.Fatal(err)
	}
	data := slices.Concat(assemble([32]byte{1}, manifest{}, rest...)...)
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
		if _, err := encodeRest(nil, parts, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// parsedParts is BenchmarkFolders' folder of 50,000 parts parsed and
// merged as a cold cache has them, sorted by id: every part has maps and
// strings of its own, spread over the heap as the parse left them
// (manyParts' copies share the catalog's maps).
func parsedParts(b *testing.B) ([]*hw.Part, hw.Diagnostics, []folderState) {
	dir := generated(b, 50000)
	files, _, states, err := readDir(dir, true)
	if err != nil {
		b.Fatal(err)
	}
	merged, diags := embeddedFull().Merge(files)
	parts := merged.own
	slices.SortFunc(parts, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
	return parts, diags, []folderState{{dir: dir, files: states}}
}

// BenchmarkEncodeRestParsed is BenchmarkEncodeRest on parsedParts.
func BenchmarkEncodeRestParsed(b *testing.B) {
	parts, diags, _ := parsedParts(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := encodeRest(diags, parts, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCacheWriteParsed is what a cold cache adds to the parse of
// parsedParts once they are merged: encoding them, assembling the file
// and writing it (WithFolders' steps after parseFolders).
func BenchmarkCacheWriteParsed(b *testing.B) {
	parts, diags, folders := parsedParts(b)
	dir := b.TempDir()
	path := filepath.Join(dir, "catalog-bench.bin")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		rest, err := encodeRest(diags, parts, nil)
		if err != nil {
			b.Fatal(err)
		}
		if err := saveCache(dir, path, assemble([32]byte{1}, manifest{built: 1, folders: folders}, rest...), folders); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPreEncode encodes the parts of BenchmarkFolders' 50,000-part
// folder as a cold cache does while the merge runs (preEncode): those
// that extend nothing, in file order, where neighbours are other products
// of a kind, as in the embedded catalog's files.
func BenchmarkPreEncode(b *testing.B) {
	files, _, _, err := readDir(generated(b, 50000), false)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		preEncode(files).wait()
	}
}

// TestEncodeNamesOutsideSchema: a part whose attributes include names its
// kind's schema does not have (no parsed part has them, but Compile and
// encodeRest take any part) is encoded with its names sorted and decodes
// to the same part, beside parts encoded by rank, with the same bytes
// every time.
func TestEncodeNamesOutsideSchema(t *testing.T) {
	base := embeddedFull()
	gpu := base.Lookup("nvidia-geforce-rtx-4090-fe")
	odd := &hw.Part{Kind: gpu.Kind, ID: "t-odd-card", DefRange: gpu.DefRange, Attrs: maps.Clone(gpu.Attrs)}
	odd.Attrs["aa_not_in_schema"] = hw.Value{Type: hw.TString, Str: "first"}
	odd.Attrs["zz_not_in_schema"] = hw.Value{Type: hw.TNumber, Num: 7}
	parts := []*hw.Part{gpu, odd}
	slices.SortFunc(parts, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
	rest, err := encodeRest(nil, parts, nil)
	if err != nil {
		t.Fatal(err)
	}
	cf, err := decodeCache(slices.Concat(assemble([32]byte{2}, manifest{}, rest...)...), [32]byte{2})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range parts {
		got := cf.set.lookup(p.ID)
		if got == nil || !reflect.DeepEqual(got.Attrs, p.Attrs) {
			t.Errorf("%s does not decode to its attributes", p.ID)
		}
	}
	// The names are put in order, not in the map's: the bytes are the same
	// every time.
	for range 8 {
		again, _ := encodeRest(nil, parts, nil)
		if !bytes.Equal(slices.Concat(rest...), slices.Concat(again...)) {
			t.Fatal("encoding the same parts again gave other bytes")
		}
	}
}
