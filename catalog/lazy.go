package catalog

import (
	"encoding/binary"
	"hash/crc32"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// lazySet holds the parts of cached catalog folders encoded (encode.go)
// and decodes a part the first time it is asked for: validate looks up
// the eight parts of a build and decodes eight records, not fifty
// thousand. Parts decodes one kind (or all) once per catalog; a merge of a
// build file's own parts decodes only the cached parts they extend or
// clash with (lazyView.merge); suggestions for an unknown id decode every
// part. decodeSet checked the offsets and the ids, so lookups cannot
// index out of range; a record that fails to decode anyway yields no part.
type lazySet struct {
	base  *Catalog // the catalog the folders were merged into
	n     int
	index []byte // n entries (encode.go)
	ids   []byte
	recs  io.ReaderAt // the records, from offset at on
	at    int64
	// embedded marks catalog.bin's set: its parts are Embedded, and its
	// eager form is a catalog of its own, merged into nothing.
	embedded bool

	mu      sync.Mutex
	decoded []*hw.Part          // by record, nil until decoded
	found   map[string]*hw.Part // the parts lookup found, by id
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

// end is field f of index entry i (0 for i = -1): where its id ends,
// where its record ends, its kind.
func (s *lazySet) end(i, f int) int {
	if i < 0 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(s.index[entrySize*i+4*f:]))
}

func (s *lazySet) id(i int) []byte    { return s.ids[s.end(i-1, 0):s.end(i, 0)] }
func (s *lazySet) kind(i int) hw.Kind { return kinds[s.end(i, 2)] }

// size is the length of the records.
func (s *lazySet) size() int64 { return int64(s.end(s.n-1, 1)) }

// record reads record i and checks its CRC.
func (s *lazySet) record(i int) *reader {
	b := make([]byte, s.end(i, 1)-s.end(i-1, 1))
	if _, err := s.recs.ReadAt(b, s.at+int64(s.end(i-1, 1))); err != nil || crc32.Checksum(b[4:], crcTable) != binary.LittleEndian.Uint32(b) {
		return &reader{bad: true}
	}
	return &reader{b: b[4:]}
}

// lookup finds a part by id; a part found once is found again by a map
// lookup, not another binary search (every build looks up the same few).
func (s *lazySet) lookup(id string) *hw.Part {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.found[id]; p != nil {
		return p
	}
	i := sort.Search(s.n, func(i int) bool { return string(s.id(i)) >= id })
	if i == s.n || string(s.id(i)) != id {
		return nil
	}
	p := s.get(i)
	if p != nil {
		if s.found == nil {
			s.found = map[string]*hw.Part{}
		}
		s.found[id] = p
	}
	return p
}

// get decodes record i once; s.mu is held.
func (s *lazySet) get(i int) *hw.Part {
	if s.decoded == nil {
		s.decoded = make([]*hw.Part, s.n)
	}
	if p := s.decoded[i]; p != nil {
		return p
	}
	r := s.record(i)
	p := r.part(string(s.id(i)), s.kind(i))
	if r.bad || len(r.b) != 0 {
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
		if k == "" || s.kind(i) == k {
			if p := s.get(i); p != nil {
				if q := c.amended[p.ID]; q != nil {
					p = q // an amend block's copy (amend.go)
				}
				mine = append(mine, p)
			}
		}
	}
	s.mu.Unlock()
	out := slices.Concat(base, mine)
	slices.SortFunc(out, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
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
	out.base = c // thin shares c's parts, index and lookalikes
	return out, diags, true
}
