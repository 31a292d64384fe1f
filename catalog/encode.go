package catalog

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io"
	"math"
	"slices"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// A set of parts, as catalog.bin and a cache file hold it, is an index
// and the records. The index is the number of parts n, n entries of three
// little-endian uint32 (where the part's id ends in the ids, where its
// record ends in the records, its kind's number in kinds), then the ids,
// sorted. A record is a CRC-32C of the rest, then one decoded part in a
// plain encoding: extends, the block's range, the attributes sorted by
// name, the slot tables. Strings are a uvarint length and the bytes,
// integers varints; a float is a varint when it is a whole number, else 8
// bytes (num). A load reads and checks the index only; a lookup reads and
// decodes the one record it needs (lazy.go).

var errCorrupt = errors.New("catalog cache: corrupt")

type writer struct{ b []byte }

func (w *writer) uv(x uint64) { w.b = binary.AppendUvarint(w.b, x) }
func (w *writer) iv(x int)    { w.b = binary.AppendVarint(w.b, int64(x)) }
func (w *writer) str(s string) {
	w.uv(uint64(len(s)))
	w.b = append(w.b, s...)
}

// num writes f as 2×n for a whole number n that float64 holds exactly
// (most are, and 0 is most of all), else as 1 and f's 8 bytes.
func (w *writer) num(f float64) {
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 && !(f == 0 && math.Signbit(f)) {
		w.uv(uint64(int64(f)) << 1)
		return
	}
	w.uv(1)
	w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(f))
}

// rng writes r, naming its file only when it is not file (the part's).
func (w *writer) rng(r hcl.Range, file string) {
	if r.Filename == file {
		w.uv(0)
	} else {
		w.uv(1)
		w.str(r.Filename)
	}
	for _, x := range [...]int{r.Start.Line, r.Start.Column, r.Start.Byte, r.End.Line - r.Start.Line, r.End.Column, r.End.Byte - r.Start.Byte} {
		w.iv(x)
	}
}

// count writes a slice's length, telling a nil slice (0) from an empty
// one, so that a decoded part equals the parsed one exactly.
func (w *writer) count(isNil bool, n int) {
	if isNil {
		w.uv(0)
	} else {
		w.uv(uint64(n) + 1)
	}
}

// kinds numbers the kinds in the index.
var kinds = hw.CatalogKinds

const entrySize = 12

func (w *writer) part(p *hw.Part) {
	file := p.DefRange.Filename
	w.str(p.Extends)
	w.rng(p.DefRange, "")
	names := make([]string, 0, len(p.Attrs))
	for k := range p.Attrs {
		names = append(names, k)
	}
	slices.Sort(names) // the same bytes every time: catalog.bin is committed
	w.count(p.Attrs == nil, len(names))
	for _, k := range names {
		v := p.Attrs[k]
		w.str(k)
		w.uv(uint64(v.Type))
		w.num(v.Num)
		w.str(v.Str)
		if v.Bool {
			w.uv(1)
		} else {
			w.uv(0)
		}
		w.count(v.List == nil, len(v.List))
		for _, s := range v.List {
			w.str(s)
		}
		w.count(v.Nums == nil, len(v.Nums))
		for _, n := range v.Nums {
			w.num(n)
		}
		w.rng(v.Range, file)
	}
	w.count(p.Slots == nil, len(p.Slots))
	for _, s := range p.Slots {
		for _, x := range [...]int{s.Position, s.Size, s.Lanes, s.Gen} {
			w.iv(x)
		}
		w.str(s.Source)
		w.rng(s.Range, file)
	}
	w.count(p.M2 == nil, len(p.M2))
	for _, s := range p.M2 {
		w.str(s.Interface)
		w.str(s.Source)
		w.iv(s.Gen)
		w.rng(s.Range, file)
	}
}

// encodeSet returns the index and the records of parts (sorted by id, ids
// unique).
func encodeSet(parts []*hw.Part) (index, records []byte, err error) {
	var ids []byte
	w := &writer{}
	index = binary.AppendUvarint(nil, uint64(len(parts)))
	for _, p := range parts {
		k, start := slices.Index(kinds, p.Kind), len(w.b)
		w.b = append(w.b, 0, 0, 0, 0)
		w.part(p)
		binary.LittleEndian.PutUint32(w.b[start:], crc32.Checksum(w.b[start+4:], crcTable))
		ids = append(ids, p.ID...)
		if k < 0 || len(p.Amended) > 0 || len(w.b) > math.MaxUint32 || len(ids) > math.MaxUint32 {
			return nil, nil, errors.New("catalog cache: a part of no known kind or amended (which records do not hold), or too large a folder")
		}
		for _, x := range [...]int{len(ids), len(w.b), k} {
			index = binary.LittleEndian.AppendUint32(index, uint32(x))
		}
	}
	return append(index, ids...), w.b, nil
}

// reader reads what writer wrote; a short or bad read sets bad and reads
// zeros from then on, so that no input makes it panic.
type reader struct {
	b   []byte
	bad bool
}

func (r *reader) fail() { r.bad, r.b = true, nil }

func (r *reader) uv() uint64 {
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *reader) iv() int {
	x, n := binary.Varint(r.b)
	if n <= 0 || x < math.MinInt32 || x > math.MaxInt32 {
		r.fail()
		return 0
	}
	r.b = r.b[n:]
	return int(x)
}

func (r *reader) bytes(n uint64) []byte {
	if n > uint64(len(r.b)) {
		r.fail()
		return nil
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) str() string { return string(r.bytes(r.uv())) }

// name is str for an attribute name, which is not allocated again when
// the schema has it (a part has some twenty).
func (r *reader) name() string {
	b := r.bytes(r.uv())
	if s, ok := schemaNames()[string(b)]; ok {
		return s
	}
	return string(b)
}

var schemaNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, k := range hw.CatalogKinds {
		for _, a := range hw.AttrsOf(k) {
			m[a.Name] = a.Name
		}
	}
	return m
})

func (r *reader) num() float64 {
	x := r.uv()
	if x&1 == 0 {
		return float64(int64(x) >> 1)
	}
	if b := r.bytes(8); b != nil {
		return math.Float64frombits(binary.LittleEndian.Uint64(b))
	}
	return 0
}

// count reads what writer.count wrote: -1 for nil. Every element takes a
// byte at least, so a count is bounded by what is left.
func (r *reader) count() int {
	n := r.uv()
	if n > uint64(len(r.b))+1 {
		r.fail()
		return -1
	}
	return int(n) - 1
}

func (r *reader) rng(file string) hcl.Range {
	if r.uv() != 0 {
		file = r.str()
	}
	rng := hcl.Range{Filename: file, Start: hcl.Pos{Line: r.iv(), Column: r.iv(), Byte: r.iv()}}
	rng.End = hcl.Pos{Line: rng.Start.Line + r.iv(), Column: r.iv(), Byte: rng.Start.Byte + r.iv()}
	return rng
}

func (r *reader) part(id string, kind hw.Kind) *hw.Part {
	p := &hw.Part{ID: id, Kind: kind, Extends: r.str(), DefRange: r.rng("")}
	file := p.DefRange.Filename
	n := r.count()
	if n >= 0 {
		p.Attrs = make(map[string]hw.Value, n)
	}
	for range n {
		k := r.name()
		v := hw.Value{Type: hw.AttrType(r.uv()), Num: r.num(), Str: r.str(), Bool: r.uv() == 1}
		if n := r.count(); n >= 0 {
			v.List = make([]string, n)
			for i := range v.List {
				v.List[i] = r.str()
			}
		}
		if n := r.count(); n >= 0 {
			v.Nums = make([]float64, n)
			for i := range v.Nums {
				v.Nums[i] = r.num()
			}
		}
		v.Range = r.rng(file)
		p.Attrs[k] = v
	}
	if n := r.count(); n >= 0 {
		p.Slots = make([]hw.PCIeSlot, n)
		for i := range p.Slots {
			p.Slots[i] = hw.PCIeSlot{Position: r.iv(), Size: r.iv(), Lanes: r.iv(), Gen: r.iv(), Source: r.str(), Range: r.rng(file)}
		}
	}
	if n := r.count(); n >= 0 {
		p.M2 = make([]hw.M2Slot, n)
		for i := range p.M2 {
			p.M2[i] = hw.M2Slot{Interface: r.str(), Source: r.str(), Gen: r.iv(), Range: r.rng(file)}
		}
	}
	return p
}

// decodeIndex checks the index that is the whole of b (ends in order and
// in range, ids sorted and unique, kinds known) and returns the set, whose
// records are to be read from recs at offset at.
func decodeIndex(b []byte, recs io.ReaderAt, at int64) (*lazySet, error) {
	r := &reader{b: b}
	n := r.uv()
	if n > uint64(len(r.b))/entrySize {
		return nil, errCorrupt
	}
	s := &lazySet{n: int(n), index: r.bytes(entrySize * n), ids: r.b, recs: recs, at: at}
	if s.n > 0 && s.end(s.n-1, 0) != len(s.ids) {
		return nil, errCorrupt
	}
	for i := range s.n {
		if s.end(i, 2) >= len(kinds) || s.end(i, 1) < s.end(i-1, 1)+4 || s.end(i, 0) <= s.end(i-1, 0) ||
			(i > 0 && bytes.Compare(s.id(i-1), s.id(i)) >= 0) {
			return nil, errCorrupt // out of order, or not unique: lookups would miss
		}
	}
	return s, nil
}
