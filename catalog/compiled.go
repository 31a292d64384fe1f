package catalog

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"math"
	"sort"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// The embedded catalog is also compiled (by `go generate ./catalog`) into
// catalog.bin, a compact encoding of the decoded parts that loads several
// times faster than parsing the HCL. catalog.bin records a hash of the HCL
// it was made from: when the HCL has changed since, rigcheck parses the HCL
// instead, so a stale catalog.bin is slow, never wrong (and a test fails).

//go:generate go run ./gen

const binMagic = "RCAT1"

// SourceHash identifies the embedded HCL files: a SHA-256 over, in name
// order, each file's name, length and two CRC-32s of its bytes (Castagnoli
// and IEEE, both computed in hardware), so that a stale catalog.bin is
// noticed on every start without hashing half a megabyte of HCL with
// SHA-256 (a tenth of the catalog's load). It guards against forgetting
// `go generate`, not against an adversary: TestCompiledIsFresh also
// compares catalog.bin with the parsed HCL part by part.
func SourceHash() [32]byte {
	h := sha256.New()
	names, _ := fs.Glob(embedded, "*.hcl")
	sort.Strings(names)
	var sum [16]byte
	for _, n := range names {
		src, _ := embedded.ReadFile(n)
		h.Write([]byte(n))
		h.Write([]byte{0})
		binary.LittleEndian.PutUint64(sum[:8], uint64(len(src)))
		binary.LittleEndian.PutUint32(sum[8:12], crc32.Checksum(src, crcTable))
		binary.LittleEndian.PutUint32(sum[12:], crc32.ChecksumIEEE(src))
		h.Write(sum[:])
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

type encoder struct {
	buf     []byte
	strings map[string]uint64
	table   []string
}

func (e *encoder) uv(x uint64) { e.buf = binary.AppendUvarint(e.buf, x) }
func (e *encoder) str(s string) {
	i, ok := e.strings[s]
	if !ok {
		i = uint64(len(e.table))
		e.strings[s] = i
		e.table = append(e.table, s)
	}
	e.uv(i)
}
func (e *encoder) f64(f float64) {
	e.buf = binary.LittleEndian.AppendUint64(e.buf, math.Float64bits(f))
}
func (e *encoder) rng(r hcl.Range) {
	e.str(r.Filename)
	for _, x := range []int{r.Start.Line, r.Start.Column, r.Start.Byte, r.End.Line, r.End.Column, r.End.Byte} {
		e.uv(uint64(x))
	}
}

// Compile encodes parts for catalog.bin, with the hash of the HCL sources.
func Compile(parts []*hw.Part, hash [32]byte) []byte {
	e := &encoder{strings: map[string]uint64{}}
	e.uv(uint64(len(parts)))
	for _, p := range parts {
		e.str(string(p.Kind))
		e.str(p.ID)
		e.str(p.Extends)
		e.rng(p.DefRange)
		keys := make([]string, 0, len(p.Attrs))
		for k := range p.Attrs {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		e.uv(uint64(len(keys)))
		for _, k := range keys {
			v := p.Attrs[k]
			e.str(k)
			e.uv(uint64(v.Type))
			e.f64(v.Num)
			e.str(v.Str)
			b := uint64(0)
			if v.Bool {
				b = 1
			}
			e.uv(b)
			e.uv(uint64(len(v.List)))
			for _, s := range v.List {
				e.str(s)
			}
			e.uv(uint64(len(v.Nums)))
			for _, n := range v.Nums {
				e.f64(n)
			}
			e.rng(v.Range)
		}
		e.uv(uint64(len(p.Slots)))
		for _, s := range p.Slots {
			e.uv(uint64(s.Position))
			e.uv(uint64(s.Size))
			e.uv(uint64(s.Lanes))
			e.uv(uint64(s.Gen))
			e.str(s.Source)
			e.rng(s.Range)
		}
		e.uv(uint64(len(p.M2)))
		for _, s := range p.M2 {
			e.str(s.Interface)
			e.str(s.Source)
			e.uv(uint64(s.Gen))
			e.rng(s.Range)
		}
	}
	// Header: magic, hash, string table; then the body.
	out := []byte(binMagic)
	out = append(out, hash[:]...)
	out = binary.AppendUvarint(out, uint64(len(e.table)))
	for _, s := range e.table {
		out = binary.AppendUvarint(out, uint64(len(s)))
		out = append(out, s...)
	}
	return append(out, e.buf...)
}

var errBin = errors.New("catalog.bin is corrupt")

type decoder struct {
	buf   []byte
	table []string
	err   error
}

func (d *decoder) uv() uint64 {
	if len(d.buf) > 0 && d.buf[0] < 0x80 { // one byte: most numbers here (binary.Uvarint is not inlined)
		x := uint64(d.buf[0])
		d.buf = d.buf[1:]
		return x
	}
	if len(d.buf) > 1 && d.buf[1] < 0x80 {
		x := uint64(d.buf[0]&0x7f) | uint64(d.buf[1])<<7
		d.buf = d.buf[2:]
		return x
	}
	x, n := binary.Uvarint(d.buf)
	if n <= 0 {
		d.err = errBin
		d.buf = nil
		return 0
	}
	d.buf = d.buf[n:]
	return x
}
func (d *decoder) str() string {
	i := d.uv()
	if i >= uint64(len(d.table)) {
		d.err = errBin
		return ""
	}
	return d.table[i]
}
func (d *decoder) f64() float64 {
	if len(d.buf) < 8 {
		d.err = errBin
		return 0
	}
	f := math.Float64frombits(binary.LittleEndian.Uint64(d.buf))
	d.buf = d.buf[8:]
	return f
}
func (d *decoder) int() int { return int(d.uv()) }
func (d *decoder) rng() hcl.Range {
	return hcl.Range{Filename: d.str(),
		Start: hcl.Pos{Line: d.int(), Column: d.int(), Byte: d.int()},
		End:   hcl.Pos{Line: d.int(), Column: d.int(), Byte: d.int()}}
}

// Decompile decodes catalog.bin; it reports whether hash matches the one the
// file was made from.
func Decompile(data []byte, hash [32]byte) ([]*hw.Part, bool, error) {
	if len(data) < len(binMagic)+32 || string(data[:len(binMagic)]) != binMagic {
		return nil, false, errBin
	}
	if [32]byte(data[len(binMagic):len(binMagic)+32]) != hash {
		return nil, false, nil
	}
	d := &decoder{buf: data[len(binMagic)+32:]}
	n := d.uv()
	if n > uint64(len(d.buf)) {
		return nil, false, errBin
	}
	d.table = make([]string, n)
	for i := range d.table {
		l := d.uv()
		if l > uint64(len(d.buf)) {
			return nil, false, errBin
		}
		d.table[i] = string(d.buf[:l])
		d.buf = d.buf[l:]
	}
	count := d.uv()
	if count > uint64(len(d.buf)) {
		return nil, false, errBin
	}
	parts := make([]*hw.Part, 0, count)
	for i := uint64(0); i < count && d.err == nil; i++ {
		p := &hw.Part{Kind: hw.Kind(d.str()), ID: d.str(), Extends: d.str(), DefRange: d.rng(), Embedded: true}
		na := d.uv()
		p.Attrs = make(map[string]hw.Value, min(na, 64))
		for j := uint64(0); j < na && d.err == nil; j++ {
			k := d.str()
			v := hw.Value{Type: hw.AttrType(d.uv()), Num: d.f64(), Str: d.str(), Bool: d.uv() == 1}
			if nl := d.uv(); nl > 0 {
				v.List = make([]string, 0, min(nl, 64))
				for q := uint64(0); q < nl && d.err == nil; q++ {
					v.List = append(v.List, d.str())
				}
			}
			if nn := d.uv(); nn > 0 {
				v.Nums = make([]float64, 0, min(nn, 64))
				for q := uint64(0); q < nn && d.err == nil; q++ {
					v.Nums = append(v.Nums, d.f64())
				}
			}
			v.Range = d.rng()
			p.Attrs[k] = v
		}
		for ns, j := d.uv(), uint64(0); j < ns && d.err == nil; j++ {
			p.Slots = append(p.Slots, hw.PCIeSlot{Position: d.int(), Size: d.int(), Lanes: d.int(), Gen: d.int(), Source: d.str(), Range: d.rng()})
		}
		for nm, j := d.uv(), uint64(0); j < nm && d.err == nil; j++ {
			p.M2 = append(p.M2, hw.M2Slot{Interface: d.str(), Source: d.str(), Gen: d.int(), Range: d.rng()})
		}
		parts = append(parts, p)
	}
	if d.err != nil {
		return nil, false, d.err
	}
	return parts, true, nil
}

// ParseEmbedded parses the embedded HCL, bypassing catalog.bin, so that the
// result keeps the source files (for `catalog lint` snippets).
func ParseEmbedded() (*Catalog, hw.Diagnostics) { return parseEmbedded() }
