package catalog

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hclfile"
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
// pre, when not nil, holds records encoded before (preEncode): those of
// parts are used, the rest of parts are encoded after them, and a record
// of pre that is not one of parts (a duplicate id) is left out. The bytes
// are the concatenation of the pieces.
func encodeRest(diags hw.Diagnostics, parts []*hw.Part, pre *records) ([][]byte, error) {
	var r *records
	order := make([]int, len(parts)) // the record of each part
	if pre == nil {
		r = encodeRecords(parts, runtime.GOMAXPROCS(0))
		for i := range order {
			order[i] = i
		}
	} else {
		r = pre
		nums := make(map[*hw.Part]int, len(r.parts))
		for i, p := range r.parts {
			nums[p] = i
		}
		var more []*hw.Part
		for i, p := range parts {
			n, ok := nums[p]
			if !ok {
				n = len(r.parts) + len(more)
				more = append(more, p)
			}
			order[i] = n
		}
		r.more(more)
	}
	// The ids are numbered after every other string, in the index's
	// order, so that a warm load's check of the index (sorted and unique)
	// reads the table front to back.
	e := r.enc
	idBase := len(e.table)
	for _, p := range parts {
		e.table = append(e.table, p.ID)
	}
	recs, offs := r.gather(order, idBase)
	size := 0
	for _, p := range recs {
		size += len(p)
	}
	blob := 0
	for _, s := range e.table {
		blob += len(s)
	}
	if blob > math.MaxUint32 || size > math.MaxUint32 || len(e.table) > math.MaxUint32-1 {
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
	w.uv(uint64(len(parts)))
	for i, n := range order {
		w.u32(uint32(idBase + i))
		w.u32(uint32(r.kinds[n]))
		w.u32(uint32(offs[i]))
	}
	w.uv(uint64(size))
	return append([][]byte{w.b}, recs...), nil
}

// parallelParts is the smallest number of parts encodeRecords splits
// between workers: below it the workers cost more than they save. A
// variable for tests.
var parallelParts = 4096

// records are encoded records, not yet in the order of the file: the
// records of parts, by number, each a span of a chunk's buffer.
type records struct {
	parts []*hw.Part
	// enc is the first chunk's encoder, whose table numbers every
	// record's strings; the other chunks defer their numbers, and global
	// gives each chunk's string numbers in enc's table.
	enc    *recordEncoder
	chunks []*recordEncoder
	global [][]uint64
	spans  []span
	// kinds: each record's kind, numbered in enc's table
	kinds []uint64
}

// span is where a record is: its chunk, its bytes in the chunk's buffer
// and, for a deferred chunk, its fixes.
type span struct {
	chunk        int
	start, end   int
	fixLo, fixHi int
}

// more encodes the records of parts after r's.
func (r *records) more(parts []*hw.Part) {
	e := r.enc
	for _, p := range parts {
		s := span{start: len(e.buf)}
		e.part(p)
		s.end = len(e.buf)
		r.spans = append(r.spans, s)
		r.kinds = append(r.kinds, e.kindIDs[len(e.kindIDs)-1])
	}
	r.parts = append(r.parts, parts...)
}

// gather returns the records numbered order back to back, in pieces (as
// many as r has chunks, each gathered by a goroutine of its own), with
// each record's kind and id (the id of order[i] is string idBase+i) and
// the deferred chunks' string numbers written in, and the offset of each
// in the pieces' concatenation.
func (r *records) gather(order []int, idBase int) ([][]byte, []int) {
	offs := make([]int, len(order))
	pieces := make([][]byte, len(r.chunks))
	size := (len(order) + len(pieces) - 1) / len(pieces)
	bounds := func(k int) (int, int) { return min(k*size, len(order)), min((k+1)*size, len(order)) }
	var wg sync.WaitGroup
	for k := range pieces {
		lo, hi := bounds(k)
		wg.Go(func() { pieces[k] = r.gatherRange(order[lo:hi], offs[lo:hi], idBase+lo) })
	}
	wg.Wait()
	at := 0
	for k := range pieces {
		lo, hi := bounds(k)
		for i := lo; i < hi; i++ {
			offs[i] += at
		}
		at += len(pieces[k])
	}
	return pieces, offs
}

// gatherRange is gather of one piece, offsets from its start; the id of
// its first record is string number id.
func (r *records) gatherRange(order, offs []int, id int) []byte {
	size := 0
	for _, n := range order {
		s := r.spans[n]
		size += s.end - s.start + 3*(s.fixHi-s.fixLo+2) // a number takes at most three bytes below 2^21 strings
	}
	out := make([]byte, 0, size)
	for i, n := range order {
		s := r.spans[n]
		c := r.chunks[s.chunk]
		offs[i] = len(out)
		out = binary.AppendUvarint(out, r.kinds[n])
		out = binary.AppendUvarint(out, uint64(id+i))
		pos := s.start
		for _, f := range c.fixes[s.fixLo:s.fixHi] {
			out = append(out, c.buf[pos:f.at]...)
			out = binary.AppendUvarint(out, r.global[s.chunk][f.local])
			pos = f.at
		}
		out = append(out, c.buf[pos:s.end]...)
	}
	return out
}

// pending is an encoding under way (preEncode).
type pending struct {
	done chan struct{}
	r    *records
}

// preEncode starts encoding the parts of files that extend nothing, in
// file order, on every core: a merge changes only the parts that extend
// another (resolveExtends), so their records are final before it, and a
// merge running at the same time only reads them.
func preEncode(files []*hclfile.File) *pending {
	var parts []*hw.Part
	for _, f := range files {
		for _, p := range f.Parts {
			if p.Extends == "" {
				parts = append(parts, p)
			}
		}
	}
	p := &pending{done: make(chan struct{})}
	go func() {
		defer close(p.done)
		p.r = encodeRecords(parts, runtime.GOMAXPROCS(0))
	}()
	return p
}

// wait returns the records once they are encoded.
func (p *pending) wait() *records {
	<-p.done
	return p.r
}

// encodeRecords encodes the records of parts. Gathered in order, the
// bytes are those of one encoder taking the parts in order, whose table
// lists the strings in the order they first occur: with workers > 1 and
// enough parts, the first chunk of parts is encoded directly, the others
// each by an encoder of its own that defers its string numbers, all at
// once; then, chunk by chunk, the strings first seen in a chunk are
// numbered after all those before it, in the order the chunk first uses
// them, which is the order one encoder would have given them, and gather
// writes those numbers in. Encoding a cold cache of 50,000 parts was a
// fifth of the time of parsing them (docs/performance.md);
// TestEncodeRecordsParallel holds the bytes to the sequential encoding's.
func encodeRecords(parts []*hw.Part, workers int) *records {
	// Sized for about 300 bytes and 3 new strings a part, so that encoding
	// 50,000 parts does not regrow the buffer and the table (rehashing
	// every string) while a parse's heap is live: the embedded catalog's
	// parts take about 250 bytes and 1.1 strings, an OpenDB import's 3.1
	// strings. The first encoder's table takes every chunk's strings in
	// the end.
	newEncoder := func(n, strs int) *recordEncoder {
		return &recordEncoder{encoder: &encoder{strings: make(map[string]uint64, strs+strs/4), buf: make([]byte, 0, 300*n)},
			kindIDs: make([]uint64, 0, n)}
	}
	chunks := min(workers, len(parts)/(parallelParts/2))
	if chunks < 2 || len(parts) < parallelParts {
		chunks = 1
	}
	size := (len(parts) + chunks - 1) / chunks
	r := &records{parts: parts, chunks: make([]*recordEncoder, chunks), global: make([][]uint64, chunks), spans: make([]span, len(parts))}
	var wg sync.WaitGroup
	for c := range chunks {
		lo, hi := c*size, min((c+1)*size, len(parts))
		strs := 3 * (hi - lo)
		if c == 0 {
			strs = 3 * len(parts)
		}
		e := newEncoder(hi-lo, strs)
		r.chunks[c] = e
		if c > 0 {
			e.deferred = true
			e.fixes = make([]fixup, 0, 32*(hi-lo)) // about 30 strings a record
		}
		encode := func() {
			for i := lo; i < hi; i++ {
				s := span{chunk: c, start: len(e.buf), fixLo: len(e.fixes)}
				e.part(parts[i])
				s.end, s.fixHi = len(e.buf), len(e.fixes)
				r.spans[i] = s
			}
		}
		if chunks == 1 {
			encode()
		} else {
			wg.Go(encode)
		}
	}
	wg.Wait()
	r.enc = r.chunks[0]
	r.kinds = slices.Clone(r.enc.kindIDs)
	for c := 1; c < chunks; c++ {
		d := r.chunks[c]
		g := make([]uint64, len(d.table))
		for j, s := range d.table {
			g[j] = r.enc.intern(s)
		}
		r.global[c] = g
		for _, k := range d.kindIDs {
			r.kinds = append(r.kinds, g[k])
		}
	}
	return r
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
