package catalog

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"io/fs"
	"math"
	"slices"
	"sort"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// The embedded catalog is also compiled (by `go generate ./catalog`) into
// catalog.bin, a compact encoding of the decoded parts that loads several
// times faster than parsing the HCL. catalog.bin records a hash of the HCL
// it was made from: when the HCL has changed since, rigcheck parses the HCL
// instead, so a stale catalog.bin is slow, never wrong (and a test fails).

//go:generate go run ./gen

const binMagic = "RCAT2"

// SourceHash identifies the embedded HCL files: a SHA-256 over, in name
// order, each file's name, length and two CRC-32s of its bytes (Castagnoli
// and IEEE, both computed in hardware), so that a stale catalog.bin is
// noticed on every start without hashing half a megabyte of HCL with
// SHA-256 (a tenth of the catalog's load). It guards against forgetting
// `go generate`, not against an adversary: TestCompiledIsFresh also
// compares catalog.bin with the parsed HCL part by part.
func SourceHash() [32]byte {
	h := sha256.New()
	names := embeddedNames()
	sort.Strings(names)
	var sum [16]byte
	buf := make([]byte, 32<<10) // embed.FS.ReadFile would copy each file
	for _, n := range names {
		var size int
		var castagnoli, ieee uint32
		if f, err := embedded.Open(n); err == nil {
			for {
				k, err := f.Read(buf)
				size += k
				castagnoli = crc32.Update(castagnoli, crcTable, buf[:k])
				ieee = crc32.Update(ieee, crc32.IEEETable, buf[:k])
				if err != nil {
					break
				}
			}
			f.Close()
		}
		h.Write([]byte(n))
		h.Write([]byte{0})
		binary.LittleEndian.PutUint64(sum[:8], uint64(size))
		binary.LittleEndian.PutUint32(sum[8:12], castagnoli)
		binary.LittleEndian.PutUint32(sum[12:], ieee)
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
	// With deferred set, a string's number is not written: fixes records
	// where it goes and its number in this encoder's table, for
	// encodeRecords to write the number of the whole table there.
	deferred bool
	fixes    []fixup
}

type fixup struct {
	at    int    // the offset in buf the number goes in front of
	local uint64 // the string's number in the encoder's own table
}

func (e *encoder) uv(x uint64)  { e.buf = binary.AppendUvarint(e.buf, x) }
func (e *encoder) str(s string) { e.ref(e.intern(s)) }

// intern returns s's number in the encoder's table, adding it.
func (e *encoder) intern(s string) uint64 {
	i, ok := e.strings[s]
	if !ok {
		i = uint64(len(e.table))
		e.strings[s] = i
		e.table = append(e.table, s)
	}
	return i
}

// ref writes a reference to string number i of the encoder's table.
func (e *encoder) ref(i uint64) {
	if e.deferred {
		e.fixes = append(e.fixes, fixup{at: len(e.buf), local: i})
		return
	}
	e.uv(i)
}
func (e *encoder) f64(f float64) {
	e.buf = binary.LittleEndian.AppendUint64(e.buf, math.Float64bits(f))
}

// Compile encodes parts (sorted by id, ids unique) for catalog.bin, with
// the hash of the HCL sources: the magic, the hash, then the layout of a
// cache file's parts (encodeRest, with no diagnostics), so that the
// embedded catalog is decoded lazily, a part the first time it is asked
// for, as cached folders are (lazy.go).
func Compile(parts []*hw.Part, hash [32]byte) ([]byte, error) {
	rest, err := encodeRest(nil, parts, nil)
	if err != nil {
		return nil, err
	}
	return slices.Concat(append([][]byte{[]byte(binMagic), hash[:]}, rest...)...), nil
}

var errBin = errors.New("catalog.bin is corrupt")

// decodeCompiled reads catalog.bin's index without decoding a part; it
// reports whether hash matches the one the file was made from.
func decodeCompiled(data []byte, hash [32]byte) (*lazySet, bool, error) {
	if len(data) < len(binMagic)+32 || string(data[:len(binMagic)]) != binMagic {
		return nil, false, errBin
	}
	if [32]byte(data[len(binMagic):len(binMagic)+32]) != hash {
		return nil, false, nil
	}
	r := &byteReader{b: data[len(binMagic)+32:]}
	if r.uv() != 0 || r.bad {
		return nil, false, errBin // catalog.bin holds no diagnostics
	}
	s, err := decodeSet(r)
	if err != nil {
		return nil, false, errBin
	}
	return s, true, nil
}

// ParseEmbedded parses the embedded HCL, bypassing catalog.bin, so that the
// result keeps the source files (for `catalog lint` snippets).
func ParseEmbedded() (*Catalog, hw.Diagnostics) { return parseEmbedded() }

// embeddedNames lists the embedded HCL files: the parts at the top, the
// models (SPEC 1.5) in models/.
func embeddedNames() []string {
	names, _ := fs.Glob(embedded, "*.hcl")
	models, _ := fs.Glob(embedded, "models/*.hcl")
	return append(names, models...)
}
