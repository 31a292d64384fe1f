package catalog

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"runtime"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// A cache file holds one set of catalog folders, compiled:
//
//	header   magic (8 bytes), format version (uint32), identity (32 bytes:
//	         the hash of this format, this rigcheck binary, its schema, its
//	         embedded catalog and the folder paths, cacheIdentity), payload
//	         length (uint64), CRC-32C of the payload (uint32); little-endian
//	payload  the manifest (uvarint length, then: the time it was taken, and
//	         per folder its path and per file its path, size, modification
//	         and change times, inode, device and SHA-256), then the rest:
//	         the folders' diagnostics, the string table (count, offsets as
//	         uint32, bytes), the index (count, then per part its id, kind
//	         and record offset as uint32, sorted by id) and the records
//	         (length, then one record per part, a compact variant of
//	         catalog.bin's layout: lazy.go)
//
// The whole file is checked (length and CRC) before anything is trusted,
// and every offset and string number of the index is checked when it is
// read, so a cut, corrupt or foreign file is a cache miss, never an error.
// Lazy decoding (lazy.go) needs the index and string table to be random
// access, which is why they are fixed-width.
const (
	cacheMagic   = "RIGCCAT\x00"
	cacheVersion = 1
	headerSize   = 8 + 4 + 32 + 8 + 4
)

var crcTable = crc32.MakeTable(crc32.Castagnoli)

var errCache = errors.New("catalog cache: corrupt or foreign")

// manifest is what a cache file was compiled from.
type manifest struct {
	// built is when the files were first looked at (Unix nanoseconds): a
	// file changed within the file system's time resolution of it may keep
	// its modification time, so its stat is not trusted (racy).
	built   int64
	folders []folderState
}

type folderState struct {
	dir   string
	files []fileState
}

type fileState struct {
	path         string
	size         int64
	mtime, ctime int64 // Unix nanoseconds; ctime 0 where the system has none
	ino, dev     uint64
	sum          [32]byte
}

// sameStat reports whether the two stats describe the same file version.
func (f *fileState) sameStat(g *fileState) bool {
	return f.size == g.size && f.mtime == g.mtime && f.ctime == g.ctime && f.ino == g.ino && f.dev == g.dev
}

// racy reports whether f changed too close to built (or after it) for its
// stat to tell a later edit apart: racyWindow covers file systems with
// one- and two-second time stamps, and the coarse clock kernels stamp with.
func (f *fileState) racy(built int64) bool {
	return max(f.mtime, f.ctime) > built-racyWindow
}

var racyWindow int64 = 2_000_000_000 // a variable for tests

// cacheFile is a decoded cache file.
type cacheFile struct {
	manifest manifest
	diags    hw.Diagnostics
	set      *lazySet
	// rest is the payload after the manifest, kept to rewrite the file
	// with a new manifest without re-encoding the parts.
	rest []byte
}

// byteWriter appends the cache's primitives.
type byteWriter struct{ b []byte }

func (w *byteWriter) uv(x uint64) { w.b = binary.AppendUvarint(w.b, x) }
func (w *byteWriter) iv(x int64)  { w.b = binary.AppendVarint(w.b, x) }
func (w *byteWriter) str(s string) {
	w.uv(uint64(len(s)))
	w.b = append(w.b, s...)
}
func (w *byteWriter) u32(x uint32) { w.b = binary.LittleEndian.AppendUint32(w.b, x) }
func (w *byteWriter) rng(r hcl.Range) {
	w.str(r.Filename)
	for _, x := range []int{r.Start.Line, r.Start.Column, r.Start.Byte, r.End.Line, r.End.Column, r.End.Byte} {
		w.iv(int64(x))
	}
}

func encodeManifest(m manifest) []byte {
	w := &byteWriter{}
	w.iv(m.built)
	w.uv(uint64(len(m.folders)))
	for _, f := range m.folders {
		w.str(f.dir)
		w.uv(uint64(len(f.files)))
		for _, s := range f.files {
			w.str(s.path)
			w.iv(s.size)
			w.iv(s.mtime)
			w.iv(s.ctime)
			w.uv(s.ino)
			w.uv(s.dev)
			w.b = append(w.b, s.sum[:]...)
		}
	}
	return w.b
}

// encodeRest encodes the folders' diagnostics and parts (sorted by id, ids
// unique); it fails only when the parts are too large for uint32 offsets.
// The bytes are the concatenation of the pieces, which are not copied
// into one buffer: the records of 50,000 parts are 15 MB.
func encodeRest(diags hw.Diagnostics, parts []*hw.Part) ([][]byte, error) {
	r := encodeRecords(parts, runtime.GOMAXPROCS(0))
	e := r.enc
	blob := 0
	for _, s := range e.table {
		blob += len(s)
	}
	if blob > math.MaxUint32 || r.size > math.MaxUint32 || len(e.table) > math.MaxUint32-1 {
		return nil, errors.New("catalog cache: the folders are too large to cache")
	}
	w := &byteWriter{b: make([]byte, 0, 64+4*len(e.table)+blob+12*len(parts))}
	w.uv(uint64(len(diags)))
	for _, d := range diags {
		w.str(d.Rule)
		w.iv(int64(d.Severity))
		w.str(d.Build)
		w.str(d.Message)
		w.str(d.Detail)
		w.rng(d.Range)
		if d.Waived {
			w.uv(1)
		} else {
			w.uv(0)
		}
		w.str(d.WaiverReason)
	}
	w.uv(uint64(len(e.table)))
	at := 0
	for _, s := range e.table {
		w.u32(uint32(at))
		at += len(s)
	}
	w.u32(uint32(at))
	for _, s := range e.table {
		w.b = append(w.b, s...)
	}
	// The index names each part's id and kind, which its record interned
	// first.
	w.uv(uint64(len(parts)))
	for i := range parts {
		w.u32(uint32(e.ids[i]))
		w.u32(uint32(e.kindIDs[i]))
		w.u32(uint32(r.offs[i]))
	}
	w.uv(uint64(r.size))
	return append([][]byte{w.b}, r.bufs...), nil
}

// parallelParts is the smallest number of parts encodeRecords splits
// between workers: below it the workers cost more than they save.
const parallelParts = 4096

// records is what encodeRecords returns: the records in pieces (bufs,
// size bytes in all), each record's offset in their concatenation, and the
// encoder whose table and ids and kindIDs number the strings.
type records struct {
	enc  *recordEncoder
	bufs [][]byte
	size int
	offs []int
}

// encodeRecords encodes the records of parts. The bytes are those of one
// encoder taking the parts in order, whose table lists the strings in the
// order they first occur: with workers > 1 and enough parts, the first
// chunk of parts is encoded directly, the others each by an encoder of its
// own that defers its string numbers, all at once; then, chunk by chunk,
// the strings first seen in a chunk are numbered after all those before
// it, in the order the chunk first uses them, which is the order one
// encoder would have given them, and the chunk's bytes are copied with
// those numbers written in. Encoding a cold cache of 50,000 parts was a
// fifth of the time of parsing them (docs/performance.md);
// TestEncodeRecordsParallel holds the bytes to the sequential encoding's.
func encodeRecords(parts []*hw.Part, workers int) records {
	// Sized for what the embedded catalog's parts take (about 250 bytes
	// and 1.1 new strings a part), so that encoding 50,000 parts does not
	// regrow the buffer and the table while a parse's heap is live; the
	// first encoder's table takes every chunk's strings in the end.
	newEncoder := func(n, strs int) *recordEncoder {
		return &recordEncoder{encoder: &encoder{strings: make(map[string]uint64, strs+strs/4), buf: make([]byte, 0, 300*n)},
			ids: make([]uint64, 0, n), kindIDs: make([]uint64, 0, n)}
	}
	offs := make([]int, len(parts))
	chunks := min(workers, len(parts)/(parallelParts/2))
	if chunks < 2 || len(parts) < parallelParts {
		e := newEncoder(len(parts), len(parts))
		for i, p := range parts {
			offs[i] = len(e.buf)
			e.part(p)
		}
		return records{enc: e, bufs: [][]byte{e.buf}, size: len(e.buf), offs: offs}
	}
	size := (len(parts) + chunks - 1) / chunks
	encs := make([]*recordEncoder, chunks)
	fixEnd := make([]int, len(parts)) // for a deferred chunk: its fixes up to the end of each record
	var wg sync.WaitGroup
	for c := range chunks {
		lo, hi := c*size, min((c+1)*size, len(parts))
		strs := hi - lo
		if c == 0 {
			strs = len(parts)
		}
		encs[c] = newEncoder(hi-lo, strs)
		if c > 0 {
			encs[c].deferred = true
			encs[c].fixes = make([]fixup, 0, 32*(hi-lo)) // about 30 strings a record
		}
		wg.Go(func() {
			e := encs[c]
			for i := lo; i < hi; i++ {
				offs[i] = len(e.buf)
				e.part(parts[i])
				fixEnd[i] = len(e.fixes)
			}
		})
	}
	wg.Wait()
	e := encs[0]
	out := records{enc: e, bufs: [][]byte{e.buf}, size: len(e.buf), offs: offs}
	for c := 1; c < chunks; c++ {
		d := encs[c]
		global := make([]uint64, len(d.table))
		for j, s := range d.table {
			global[j] = e.intern(s)
		}
		for _, id := range d.ids {
			e.ids = append(e.ids, global[id])
		}
		for _, k := range d.kindIDs {
			e.kindIDs = append(e.kindIDs, global[k])
		}
		// The chunk's bytes with the numbers written in, in a buffer of
		// its own: most numbers take one to three bytes.
		f := &encoder{buf: make([]byte, 0, len(d.buf)+3*len(d.fixes))}
		lo, hi := c*size, min((c+1)*size, len(parts))
		fi := 0
		for k := lo; k < hi; k++ {
			pos, end := offs[k], len(d.buf)
			if k+1 < hi {
				end = offs[k+1]
			}
			offs[k] = out.size + len(f.buf)
			for ; fi < fixEnd[k]; fi++ {
				x := d.fixes[fi]
				f.buf = append(f.buf, d.buf[pos:x.at]...)
				f.uv(global[x.local])
				pos = x.at
			}
			f.buf = append(f.buf, d.buf[pos:end]...)
		}
		out.bufs = append(out.bufs, f.buf)
		out.size += len(f.buf)
	}
	return out
}

// assemble puts header, manifest and rest together, in pieces whose
// concatenation is the cache file.
func assemble(identity [32]byte, m manifest, rest ...[]byte) [][]byte {
	man := encodeManifest(m)
	man = append(binary.AppendUvarint(make([]byte, 0, 10+len(man)), uint64(len(man))), man...)
	return wrap(identity, append([][]byte{man}, rest...)...)
}

// wrap puts the header before the payload, which is the concatenation of
// pieces.
func wrap(identity [32]byte, payload ...[]byte) [][]byte {
	n, crc := 0, uint32(0)
	for _, p := range payload {
		n += len(p)
		crc = crc32.Update(crc, crcTable, p)
	}
	out := make([]byte, 0, headerSize)
	out = append(out, cacheMagic...)
	out = binary.LittleEndian.AppendUint32(out, cacheVersion)
	out = append(out, identity[:]...)
	out = binary.LittleEndian.AppendUint64(out, uint64(n))
	out = binary.LittleEndian.AppendUint32(out, crc)
	return append([][]byte{out}, payload...)
}

// payloadLen checks a cache file's header against identity and returns
// the length its payload should have.
func payloadLen(header []byte, identity [32]byte) (uint64, error) {
	if len(header) < headerSize || string(header[:8]) != cacheMagic ||
		binary.LittleEndian.Uint32(header[8:]) != cacheVersion || [32]byte(header[12:44]) != identity {
		return 0, errCache
	}
	return binary.LittleEndian.Uint64(header[44:]), nil
}

// byteReader reads the cache's primitives; a short or bad read sets bad.
type byteReader struct {
	b   []byte
	bad bool
}

func (r *byteReader) uv() uint64 {
	x, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.bad, r.b = true, nil
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *byteReader) iv() int64 {
	x, n := binary.Varint(r.b)
	if n <= 0 {
		r.bad, r.b = true, nil
		return 0
	}
	r.b = r.b[n:]
	return x
}

func (r *byteReader) bytes(n uint64) []byte {
	if n > uint64(len(r.b)) {
		r.bad, r.b = true, nil
		return nil
	}
	out := r.b[:n:n]
	r.b = r.b[n:]
	return out
}

func (r *byteReader) str() string { return string(r.bytes(r.uv())) }

// count reads a number of elements of at least min bytes each.
func (r *byteReader) count(min uint64) uint64 {
	n := r.uv()
	if n > uint64(len(r.b))/min {
		r.bad, r.b = true, nil
		return 0
	}
	return n
}

func (r *byteReader) int() int {
	x := r.iv()
	if x < math.MinInt32 || x > math.MaxInt32 {
		r.bad = true
	}
	return int(x)
}

func (r *byteReader) rng() hcl.Range {
	return hcl.Range{Filename: r.str(),
		Start: hcl.Pos{Line: r.int(), Column: r.int(), Byte: r.int()},
		End:   hcl.Pos{Line: r.int(), Column: r.int(), Byte: r.int()}}
}

// decodeCache checks and decodes a whole cache file.
func decodeCache(data []byte, identity [32]byte) (*cacheFile, error) {
	n, err := payloadLen(data, identity)
	if err != nil {
		return nil, err
	}
	payload := data[headerSize:]
	if uint64(len(payload)) != n || crc32.Checksum(payload, crcTable) != binary.LittleEndian.Uint32(data[52:]) {
		return nil, errCache
	}
	r := &byteReader{b: payload}
	man := &byteReader{b: r.bytes(r.uv())}
	cf := &cacheFile{rest: r.b}
	cf.manifest.built = man.iv()
	for range man.count(2) {
		f := folderState{dir: man.str()}
		for range man.count(38) {
			s := fileState{path: man.str(), size: man.iv(), mtime: man.iv(), ctime: man.iv(), ino: man.uv(), dev: man.uv()}
			copy(s.sum[:], man.bytes(32))
			f.files = append(f.files, s)
		}
		cf.manifest.folders = append(cf.manifest.folders, f)
	}
	if man.bad || len(man.b) != 0 {
		return nil, errCache
	}
	for range r.count(8) {
		d := hw.Diagnostic{Rule: r.str(), Severity: hw.Severity(r.iv()), Build: r.str(), Message: r.str(), Detail: r.str(), Range: r.rng()}
		d.Waived = r.uv() == 1
		d.WaiverReason = r.str()
		cf.diags = append(cf.diags, d)
	}
	s, err := decodeSet(r)
	if err != nil {
		return nil, err
	}
	cf.set = s
	return cf, nil
}

// decodeSet reads the string table, the index and the records that
// encodeRest wrote after the diagnostics, to the end of r, and checks
// every string offset and record offset, and that the ids are sorted and
// unique, so that lookups cannot index out of range or miss.
func decodeSet(r *byteReader) (*lazySet, error) {
	s := &lazySet{}
	nstr := r.count(4)
	s.strOff = r.bytes(4 * (nstr + 1))
	if r.bad {
		return nil, errCache
	}
	prev := uint32(0)
	for i := range nstr + 1 {
		o := binary.LittleEndian.Uint32(s.strOff[4*i:])
		if o < prev {
			return nil, errCache
		}
		prev = o
	}
	s.strs = r.bytes(uint64(prev))
	np := r.count(indexEntry)
	s.n = int(np)
	s.index = r.bytes(np * indexEntry)
	s.records = r.bytes(r.uv())
	if r.bad || len(r.b) != 0 {
		return nil, errCache
	}
	prevOff := -1
	for i := range s.n {
		e := s.index[i*indexEntry:]
		off := int(binary.LittleEndian.Uint32(e[8:]))
		if uint64(binary.LittleEndian.Uint32(e)) >= nstr || uint64(binary.LittleEndian.Uint32(e[4:])) >= nstr ||
			off >= len(s.records) || off <= prevOff || (i == 0 && off != 0) {
			return nil, errCache // records are written in index order, back to back
		}
		prevOff = off
		if i > 0 && compareIDs(s.id(i-1), s.id(i)) >= 0 {
			return nil, errCache // not sorted, or not unique: lookups would miss
		}
	}
	return s, nil
}
