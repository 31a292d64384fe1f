package catalog

import (
	"bytes"
	"encoding/binary"
	"maps"
	"math"
	"slices"
	"sort"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// lazySet holds the parts of cached catalog folders in their compiled form
// (the layout of catalog.bin, one record per part, see cachefile.go) and
// decodes a part the first time it is asked for: validate looks up the
// eight parts of a build and decodes eight records, not fifty thousand.
// Parts decodes one kind (or all) once per catalog; a merge of a build
// file's own parts decodes only the cached parts they extend or clash with
// (lazyView.merge); suggestions for an unknown id decode every part.
//
// The byte slices are validated when the cache is read (every string
// number, every record offset, ids sorted and unique), so lookups cannot
// index out of range; a record that fails to decode anyway yields no part.
type lazySet struct {
	base    *Catalog // the catalog the folders were merged into
	n       int
	index   []byte // n entries of indexEntry bytes, sorted by id
	strOff  []byte // (strings+1) little-endian uint32: where each string starts in strs
	strs    []byte
	records []byte

	// embedded marks the set of catalog.bin: its parts are Embedded, and
	// its eager form is a catalog of its own (no base under it).
	embedded bool

	mu      sync.Mutex
	decoded []*hw.Part          // by index entry, nil until decoded
	found   map[string]*hw.Part // the parts lookup found, by id
	strings []string            // by string number, "" until decoded: each string is allocated once per set
}

// lazyView is one catalog's use of a lazySet: the cached folders' catalog
// itself, or a build file's merge on top of it (which shares the set).
type lazyView struct {
	set *lazySet
	// parent and files, for a merge: the catalog merged into, and the
	// files merged.
	parent *Catalog
	files  []*hclfile.File

	mu    sync.Mutex
	lists map[hw.Kind][]*hw.Part // Parts results with the catalog's own parts merged in; "" is all
	full  *Catalog               // the eager form, for suggestions and Merge
}

func (v *lazyView) len() int {
	if v == nil {
		return 0
	}
	return v.set.n
}

func (v *lazyView) lookup(id string) *hw.Part { return v.set.lookup(id) }

// indexEntry is the size of one index entry: id and kind (string numbers)
// and the record's offset, each a little-endian uint32.
const indexEntry = 12

func (s *lazySet) nstr() uint64 { return uint64(len(s.strOff)/4 - 1) }

// str returns string number i; i < nstr() (callers check).
func (s *lazySet) str(i uint64) []byte {
	a := binary.LittleEndian.Uint32(s.strOff[4*i:])
	b := binary.LittleEndian.Uint32(s.strOff[4*i+4:])
	return s.strs[a:b]
}

func (s *lazySet) entry(i int) (id, kind []byte, off uint32) {
	e := s.index[i*indexEntry:]
	return s.str(uint64(binary.LittleEndian.Uint32(e))), s.str(uint64(binary.LittleEndian.Uint32(e[4:]))), binary.LittleEndian.Uint32(e[8:])
}

func (s *lazySet) id(i int) []byte { id, _, _ := s.entry(i); return id }

// find returns the index entry of id, or -1.
func (s *lazySet) find(id string) int {
	i := sort.Search(s.n, func(i int) bool { return string(s.id(i)) >= id })
	if i < s.n && string(s.id(i)) == id {
		return i
	}
	return -1
}

// lookup finds a part by id; a part found once is found again by a map
// lookup, not another binary search of the index (every build looks up
// the same few parts).
func (s *lazySet) lookup(id string) *hw.Part {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.found[id]; p != nil {
		return p
	}
	i := s.find(id)
	if i < 0 {
		return nil
	}
	p := s.get(i)
	if p != nil {
		if s.found == nil {
			s.found = map[string]*hw.Part{}
		}
		s.found[p.ID] = p
	}
	return p
}

// get decodes entry i once; s.mu is held.
func (s *lazySet) get(i int) *hw.Part {
	if s.decoded == nil {
		s.decoded = make([]*hw.Part, s.n)
	}
	if p := s.decoded[i]; p != nil {
		return p
	}
	id, kind, off := s.entry(i)
	end := uint32(len(s.records))
	if i+1 < s.n {
		_, _, end = s.entry(i + 1)
	}
	// Records are in index order, so entry i's record ends where the next
	// begins (checked when the set was read): decoding every part reads
	// the records once, whatever bytes they hold.
	d := &recordDecoder{s: s, buf: s.records[off:end]}
	p := d.part()
	if d.bad || len(d.buf) != 0 || p.ID != string(id) || string(p.Kind) != string(kind) {
		return nil
	}
	p.Embedded = s.embedded
	s.decoded[i] = p
	return p
}

// parts is Catalog.Parts for a catalog with cached folders: c's own
// parts of kind k and the cached ones, merged in id order, decoded once.
func (v *lazyView) parts(c *Catalog, k hw.Kind) []*hw.Part {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.partsLocked(c, k)
}

func (v *lazyView) partsLocked(c *Catalog, k hw.Kind) []*hw.Part {
	if l, ok := v.lists[k]; ok {
		return l
	}
	base := c.all
	if k != "" {
		base = c.byKind[k]
	}
	s := v.set
	var mine []*hw.Part
	s.mu.Lock()
	for i := range s.n {
		if _, kind, _ := s.entry(i); k == "" || string(kind) == string(k) {
			if p := s.get(i); p != nil {
				if q := c.amended[p.ID]; q != nil {
					p = q // an amend block's copy (amend.go)
				}
				mine = append(mine, p)
			}
		}
	}
	s.mu.Unlock()
	out := make([]*hw.Part, 0, len(base)+len(mine))
	for len(base) > 0 && len(mine) > 0 {
		if base[0].ID < mine[0].ID {
			out, base = append(out, base[0]), base[1:]
		} else {
			out, mine = append(out, mine[0]), mine[1:]
		}
	}
	out = append(append(out, base...), mine...)
	if v.lists == nil {
		v.lists = map[hw.Kind][]*hw.Part{}
	}
	v.lists[k] = out
	return out
}

// eager returns c with every cached part decoded into its indexes, built
// as Merge builds the catalog it returns, so that suggestions rank the
// same with and without the cache: for the folders' catalog, with the
// base and own parts Merge would give it; for a build file's merge, the
// eager parent's Merge of the same files.
func (v *lazyView) eager(c *Catalog) *Catalog {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.full != nil {
		return v.full
	}
	if v.parent != nil {
		v.full, _ = v.parent.lazy.eager(v.parent).Merge(v.files)
		return v.full
	}
	all := slices.Clone(v.partsLocked(c, ""))
	full := &Catalog{byID: make(map[string]*hw.Part, len(all)), Files: c.Files, all: all}
	var mine []*hw.Part
	for _, p := range all {
		full.byID[p.ID] = p
		if c.byID[p.ID] != p {
			mine = append(mine, p)
		}
	}
	full.index()
	if !v.set.embedded {
		full.base, full.own = v.set.base, mine
	}
	v.full = full
	return full
}

// merge is Catalog.Merge on a catalog with cached folders, without
// decoding them: it merges files into a catalog of c's own parts plus the
// cached parts the files' parts extend (through every step of the chain)
// or clash with, which is all that Merge's checks read, and puts the
// cached set under the result. When a chain reaches an id that is nowhere,
// the diagnostic's "did you mean" needs every id, and merge declines (ok
// false): the caller merges into the eager catalog.
func (v *lazyView) merge(c *Catalog, files []*hclfile.File) (*Catalog, hw.Diagnostics, bool) {
	ids := map[string]bool{}
	for _, f := range files {
		for _, p := range f.Parts {
			ids[p.ID] = true
		}
	}
	extra := map[string]*hw.Part{}
	walked := map[string]bool{}
	// walk adds the cached parts of the chain that starts at id.
	walk := func(id string) bool {
		for id != "" && !walked[id] {
			walked[id] = true
			if c.byID[id] != nil {
				return true // c's own parts are all there
			}
			q := v.set.lookup(id)
			if q == nil {
				return ids[id] // a part of the files, or nowhere
			}
			extra[id] = q
			id = q.Extends
		}
		return true
	}
	for _, f := range files {
		for _, p := range f.Parts {
			if q := v.set.lookup(p.ID); q != nil && !walk(p.ID) {
				return nil, nil, false // the clash, and what it extends
			}
			if !walk(p.Extends) {
				return nil, nil, false
			}
		}
		for _, a := range f.Amends {
			if !walk(a.Part.ID) {
				return nil, nil, false // an amend of an id that is nowhere
			}
		}
	}
	thin := &Catalog{byID: make(map[string]*hw.Part, len(c.byID)+len(extra)), byKind: c.byKind, all: c.all, Files: c.Files, matcher: c.matcher, amended: c.amended}
	maps.Copy(thin.byID, c.byID)
	maps.Copy(thin.byID, extra)
	out, diags := thin.Merge(files)
	out.lazy = &lazyView{set: v.set, parent: c, files: files}
	return out, diags, true
}

// A record is one part in the order of catalog.bin's layout (kind, id,
// extends, range; attributes sorted by name; slots; M.2 slots), made
// about half as large, because a cached folder is read on every run:
//
//   - a value starts with a flags byte saying which of its fields are set,
//     and a whole number is a varint instead of eight bytes;
//   - a range names its file only when it differs from the previous
//     range's, and its positions are deltas from that range's start;
//   - a slice length tells a nil slice from an empty one, so that a cached
//     part equals the parsed one exactly.
const (
	hasNum  = 1 << iota // Num is set: a varint follows when numInt, else 8 bytes
	numInt              // Num is a whole number below 2^53
	hasStr              // Str follows
	isTrue              // Bool is true
	hasList             // List is not nil: its length and strings follow
	hasNums             // Nums is not nil: its length and numbers follow
)

// recordEncoder writes records into an encoder (compiled.go), which owns
// the string table.
type recordEncoder struct {
	*encoder
	file       string
	line, byte int
	kinds      map[hw.Kind]*kindNums
	// reused per part: its attributes by rank in attrRanks
	byRank []hw.Value
	has    []bool
	keys   []string
	// each record's kind, as a number in the encoder's table
	kindIDs []uint64
}

// kindNums is what a recordEncoder keeps per kind: the kind's own string
// number and those of its attribute names, by rank, so that a record
// looks its names up in a slice instead of the string table's map (they
// are most of a record's strings).
type kindNums struct {
	kind  uint64
	ranks map[string]int
	names []string
	nums  []uint64 // by rank; noNum until the name is first used
	// by rank, the last string value written and its number: parts near
	// each other in a file (a series, a brand) share many values, and a
	// comparison is cheaper than the table's hash and probe
	last    []string
	lastNum []uint64
}

const noNum = ^uint64(0)

// kindOf returns k's numbers, interning k itself the first time, where a
// record starts with its kind.
func (e *recordEncoder) kindOf(k hw.Kind) *kindNums {
	if kn, ok := e.kinds[k]; ok {
		return kn
	}
	if e.kinds == nil {
		e.kinds = map[hw.Kind]*kindNums{}
	}
	kn := &kindNums{kind: e.intern(string(k)), ranks: attrRanks()[k], names: attrNames()[k]}
	kn.nums = make([]uint64, len(kn.names))
	for i := range kn.nums {
		kn.nums[i] = noNum
	}
	kn.last, kn.lastNum = make([]string, len(kn.names)), make([]uint64, len(kn.names))
	e.kinds[k] = kn
	return kn
}

// name writes the reference to the attribute name of rank r.
func (e *recordEncoder) name(kn *kindNums, r int) {
	if kn.nums[r] == noNum {
		kn.nums[r] = e.intern(kn.names[r])
	}
	e.ref(kn.nums[r])
}

// attrRanks numbers each kind's attribute names in sorted order, so that a
// record's attributes are put in order by their numbers, read in the one
// pass over the part's map that also takes their values, instead of sorted
// by name and looked up again (which was half the time of encoding a
// cold cache, mostly waiting on the memory of the maps).
var attrRanks = sync.OnceValue(func() map[hw.Kind]map[string]int {
	m := map[hw.Kind]map[string]int{}
	for k := range hw.KindAttrs {
		var names []string
		for _, a := range hw.AttrsOf(k) {
			names = append(names, a.Name)
		}
		sort.Strings(names)
		ranks := make(map[string]int, len(names))
		for i, n := range names {
			ranks[n] = i
		}
		m[k] = ranks
	}
	return m
})

// attrs writes p's attributes sorted by name: by rank when every name is
// in the kind's schema (a parsed part's always are), else sorted.
func (e *recordEncoder) attrs(p *hw.Part, kn *kindNums) {
	if n := len(kn.names); cap(e.byRank) < n {
		e.byRank, e.has = make([]hw.Value, n), make([]bool, n)
	}
	byRank, has := e.byRank[:len(kn.names)], e.has[:len(kn.names)]
	clear(has)
	for k, v := range p.Attrs {
		r, ok := kn.ranks[k]
		if !ok { // a name outside the schema: sort by name
			e.sortedAttrs(p)
			return
		}
		byRank[r], has[r] = v, true
	}
	e.uv(uint64(len(p.Attrs)))
	for r, ok := range has {
		if ok {
			e.name(kn, r)
			e.value(&byRank[r], kn, r)
		}
	}
}

// sortedAttrs is attrs for a part with a name outside its kind's schema.
func (e *recordEncoder) sortedAttrs(p *hw.Part) {
	keys := e.keys[:0]
	for k := range p.Attrs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	e.uv(uint64(len(keys)))
	for _, k := range keys {
		v := p.Attrs[k]
		e.str(k)
		e.value(&v, nil, 0)
	}
	e.keys = keys
}

// attrNames is each kind's attribute names, sorted: the names of
// attrRanks' numbers.
var attrNames = sync.OnceValue(func() map[hw.Kind][]string {
	m := map[hw.Kind][]string{}
	for k, ranks := range attrRanks() {
		names := make([]string, len(ranks))
		for n, r := range ranks {
			names[r] = n
		}
		m[k] = names
	}
	return m
})

func (e *recordEncoder) iv(x int) { e.buf = binary.AppendVarint(e.buf, int64(x)) }

func (e *recordEncoder) rng(r hcl.Range) {
	if r.Filename == e.file {
		e.uv(0)
	} else {
		e.uv(1)
		e.str(r.Filename)
		e.file = r.Filename
	}
	e.iv(r.Start.Line - e.line)
	e.iv(r.Start.Column)
	e.iv(r.Start.Byte - e.byte)
	e.iv(r.End.Line - r.Start.Line)
	e.iv(r.End.Column)
	e.iv(r.End.Byte - r.Start.Byte)
	e.line, e.byte = r.Start.Line, r.Start.Byte
}

// wholeNum reports whether f is written as a varint: a whole number that
// float64 holds exactly, and not negative zero.
func wholeNum(f float64) bool {
	return f == math.Trunc(f) && math.Abs(f) < 1<<53 && !(f == 0 && math.Signbit(f))
}

func (e *recordEncoder) num(f float64) {
	if wholeNum(f) {
		e.buf = binary.AppendVarint(e.buf, int64(f))
		return
	}
	e.f64(f)
}

func (e *recordEncoder) slice(isNil bool, n int) {
	if isNil {
		e.uv(0)
		return
	}
	e.uv(uint64(n) + 1)
}

// part writes one record.
func (e *recordEncoder) part(p *hw.Part) {
	e.file, e.line, e.byte = "", 0, 0
	// The kind and the id, a record's first two strings, are written by
	// gather, which numbers the ids after every other string, in the
	// index's order.
	kn := e.kindOf(p.Kind)
	e.kindIDs = append(e.kindIDs, kn.kind)
	e.str(p.Extends)
	e.rng(p.DefRange)
	e.attrs(p, kn)
	e.slice(p.Slots == nil, len(p.Slots))
	for _, s := range p.Slots {
		e.iv(s.Position)
		e.iv(s.Size)
		e.iv(s.Lanes)
		e.iv(s.Gen)
		e.str(s.Source)
		e.rng(s.Range)
	}
	e.slice(p.M2 == nil, len(p.M2))
	for _, s := range p.M2 {
		e.str(s.Interface)
		e.str(s.Source)
		e.iv(s.Gen)
		e.rng(s.Range)
	}
}

// value writes one attribute's value (its name is written already), of
// rank r in kn when kn is not nil.
func (e *recordEncoder) value(v *hw.Value, kn *kindNums, r int) {
	e.uv(uint64(v.Type))
	flags := byte(0)
	if v.Num != 0 || math.Signbit(v.Num) {
		flags |= hasNum
		if wholeNum(v.Num) {
			flags |= numInt
		}
	}
	if v.Str != "" {
		flags |= hasStr
	}
	if v.Bool {
		flags |= isTrue
	}
	if v.List != nil {
		flags |= hasList
	}
	if v.Nums != nil {
		flags |= hasNums
	}
	e.buf = append(e.buf, flags)
	if flags&hasNum != 0 {
		e.num(v.Num)
	}
	if flags&hasStr != 0 {
		switch {
		case kn == nil:
			e.str(v.Str)
		case kn.last[r] == v.Str && kn.last[r] != "":
			e.ref(kn.lastNum[r])
		default:
			n := e.intern(v.Str)
			kn.last[r], kn.lastNum[r] = v.Str, n
			e.ref(n)
		}
	}
	if flags&hasList != 0 {
		e.uv(uint64(len(v.List)))
		for _, s := range v.List {
			e.str(s)
		}
	}
	if flags&hasNums != 0 {
		e.uv(uint64(len(v.Nums)))
		for _, n := range v.Nums {
			e.buf = append(e.buf, boolByte(wholeNum(n)))
			e.num(n)
		}
	}
	e.rng(v.Range)
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// recordDecoder reads one record; it never panics on bad bytes, it sets
// bad.
type recordDecoder struct {
	s          *lazySet
	buf        []byte
	bad        bool
	file       string
	line, byte int
}

func (d *recordDecoder) uv() uint64 {
	if len(d.buf) > 0 && d.buf[0] < 0x80 { // one byte: most numbers here (binary.Uvarint is not inlined)
		x := uint64(d.buf[0])
		d.buf = d.buf[1:]
		return x
	}
	x, n := binary.Uvarint(d.buf)
	if n <= 0 {
		d.bad = true
		d.buf = nil
		return 0
	}
	d.buf = d.buf[n:]
	return x
}

func (d *recordDecoder) iv() int {
	if len(d.buf) > 0 && d.buf[0] < 0x80 { // one byte, zigzag-encoded
		u := d.buf[0]
		d.buf = d.buf[1:]
		return int(u>>1) ^ -int(u&1)
	}
	x, n := binary.Varint(d.buf)
	if n <= 0 {
		d.bad = true
		d.buf = nil
		return 0
	}
	d.buf = d.buf[n:]
	return int(x)
}

func (d *recordDecoder) byte1() byte {
	if len(d.buf) == 0 {
		d.bad = true
		return 0
	}
	b := d.buf[0]
	d.buf = d.buf[1:]
	return b
}

func (d *recordDecoder) str() string {
	i := d.uv()
	if i >= d.s.nstr() {
		d.bad = true
		return ""
	}
	if d.s.strings == nil {
		d.s.strings = make([]string, d.s.nstr())
	}
	if s := d.s.strings[i]; s != "" {
		return s
	}
	s := string(d.s.str(i))
	d.s.strings[i] = s
	return s
}

func (d *recordDecoder) f64() float64 {
	if len(d.buf) < 8 {
		d.bad = true
		d.buf = nil
		return 0
	}
	f := math.Float64frombits(binary.LittleEndian.Uint64(d.buf))
	d.buf = d.buf[8:]
	return f
}

func (d *recordDecoder) num(whole bool) float64 {
	if whole {
		return float64(d.iv())
	}
	return d.f64()
}

func (d *recordDecoder) rng() hcl.Range {
	if d.uv() != 0 {
		d.file = d.str()
	}
	r := hcl.Range{Filename: d.file}
	r.Start.Line = d.line + d.iv()
	r.Start.Column = d.iv()
	r.Start.Byte = d.byte + d.iv()
	r.End.Line = r.Start.Line + d.iv()
	r.End.Column = d.iv()
	r.End.Byte = r.Start.Byte + d.iv()
	d.line, d.byte = r.Start.Line, r.Start.Byte
	return r
}

// count reads a length and checks it against what is left (every element
// takes at least one byte).
func (d *recordDecoder) count() int {
	n := d.uv()
	if n > uint64(len(d.buf)) {
		d.bad = true
		return 0
	}
	return int(n)
}

// slice reads what recordEncoder.slice wrote: -1 for a nil slice.
func (d *recordDecoder) slice() int { return d.count() - 1 }

// part reads one record.
func (d *recordDecoder) part() *hw.Part {
	p := &hw.Part{Kind: hw.Kind(d.str()), ID: d.str(), Extends: d.str(), DefRange: d.rng()}
	na := d.count()
	p.Attrs = make(map[string]hw.Value, na)
	for j := 0; j < na && !d.bad; j++ {
		k := d.str()
		v := hw.Value{Type: hw.AttrType(d.uv())}
		flags := d.byte1()
		if flags&hasNum != 0 {
			v.Num = d.num(flags&numInt != 0)
		}
		if flags&hasStr != 0 {
			v.Str = d.str()
		}
		v.Bool = flags&isTrue != 0
		if flags&hasList != 0 {
			n := d.count()
			v.List = make([]string, 0, n)
			for q := 0; q < n && !d.bad; q++ {
				v.List = append(v.List, d.str())
			}
		}
		if flags&hasNums != 0 {
			n := d.count()
			v.Nums = make([]float64, 0, n)
			for q := 0; q < n && !d.bad; q++ {
				v.Nums = append(v.Nums, d.num(d.byte1() == 1))
			}
		}
		v.Range = d.rng()
		p.Attrs[k] = v
	}
	if ns := d.slice(); ns >= 0 {
		p.Slots = make([]hw.PCIeSlot, 0, ns)
		for j := 0; j < ns && !d.bad; j++ {
			p.Slots = append(p.Slots, hw.PCIeSlot{Position: d.iv(), Size: d.iv(), Lanes: d.iv(), Gen: d.iv(), Source: d.str(), Range: d.rng()})
		}
	}
	if nm := d.slice(); nm >= 0 {
		p.M2 = make([]hw.M2Slot, 0, nm)
		for j := 0; j < nm && !d.bad; j++ {
			p.M2 = append(p.M2, hw.M2Slot{Interface: d.str(), Source: d.str(), Gen: d.iv(), Range: d.rng()})
		}
	}
	return p
}

// compareIDs orders byte-slice ids as Go orders strings.
func compareIDs(a, b []byte) int { return bytes.Compare(a, b) }
