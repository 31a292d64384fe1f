package catalog

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"hash/crc32"
	"io"
	"maps"
	"slices"
	"sort"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// A set file (catalog.bin, and each cache file of internal/catalogdir)
// holds decoded parts as one gob stream: first the head (a zero record,
// whose message carries gob's definitions of every type a part holds, then
// setHead), then each part as a message of its own (a record). A decoder
// that has read the head decodes any later message alone, so a lookup
// decodes the one part it asks for: validating a build against a
// 50,000-part folder decodes its eight parts, not all.
//
// The file is the magic, the length of the head (uint64, little-endian)
// and its CRC-32C (uint32), the head, then the parts' messages, whose ends
// and CRC-32Cs the head lists.
const (
	// SetMagic starts every set file.
	SetMagic   = "RIGCSET5"
	headerSize = len(SetMagic) + 8 + 4
)

var (
	errCorrupt = errors.New("catalog cache: corrupt")
	crcTable   = crc32.MakeTable(crc32.Castagnoli)
)

// setHead is a set file's head: what the file is (identity, made from the
// sources of key), the bytes its writer keeps with the parts, and the
// index of its parts, by id.
type setHead struct {
	Identity, Key [32]byte
	Extra         []byte
	IDs           []string // sorted
	Kinds         []uint8  // in hw.CatalogKinds
	Ends          []int64  // where each part's message ends, after the head
	CRCs          []uint32
}

// EncodeSet is the set file of parts (sorted by id, unique; Added and
// Parts list them so) of identity id, made from sources of key, with
// extra, bytes the writer keeps with them.
func EncodeSet(parts []*hw.Part, id, key [32]byte, extra []byte) ([]byte, error) {
	h := setHead{Identity: id, Key: key, Extra: extra}
	// One encoder writes every message, so each type is defined once: the
	// zero record defines the parts' types, and the head, encoded last (it
	// lists where the parts end), defines only its own.
	var buf, recs bytes.Buffer
	enc := gob.NewEncoder(&buf)
	msg := func(v any) ([]byte, error) {
		buf.Reset()
		err := enc.Encode(v)
		return bytes.Clone(buf.Bytes()), err
	}
	head, err := msg(&record{Part: &hw.Part{}})
	if err != nil {
		return nil, err
	}
	for _, p := range parts {
		k := slices.Index(hw.CatalogKinds, p.Kind)
		if k < 0 {
			return nil, errors.New("catalog cache: a part of no known kind")
		}
		m, err := msg(recordOf(p))
		if err != nil {
			return nil, err
		}
		recs.Write(m)
		h.IDs, h.Kinds = append(h.IDs, p.ID), append(h.Kinds, uint8(k))
		h.Ends, h.CRCs = append(h.Ends, int64(recs.Len())), append(h.CRCs, crc32.Checksum(m, crcTable))
	}
	m, err := msg(&h)
	if err != nil {
		return nil, err
	}
	head = append(head, m...)
	b := append([]byte(SetMagic), make([]byte, 12)...)
	binary.LittleEndian.PutUint64(b[8:], uint64(len(head)))
	binary.LittleEndian.PutUint32(b[16:], crc32.Checksum(head, crcTable))
	return append(append(b, head...), recs.Bytes()...), nil
}

// lazySet is an open set file: its head read and checked, its parts
// decoded the first time they are asked for.
type lazySet struct {
	head setHead
	recs io.ReaderAt // the parts' messages, from offset at on
	at   int64

	mu sync.Mutex
	// feed is the decoder's reader, reset to one message's bytes at a
	// time; as an io.ByteReader it is read as it is, with no buffer
	// reading ahead.
	feed    bytes.Reader
	dec     *gob.Decoder
	decoded []*hw.Part // by index, nil until decoded
}

// OpenLayer opens the set file f, of size bytes, as a layer over parent
// when it is of identity id, made from sources of key, and returns the
// extra bytes stored with it. The layer decodes a part the first time it
// is asked for, from f, which must stay readable while the layer is used.
func OpenLayer(parent *Catalog, f io.ReaderAt, size int64, id, key [32]byte) (*Catalog, []byte, error) {
	set, err := decodeSet(f, size, id, key)
	if err != nil {
		return nil, nil, err
	}
	c := &Catalog{parent: parent, set: set, Files: map[string]*hclfile.File{}}
	if parent != nil {
		c.Files = parent.Files
	}
	return c, set.head.Extra, nil
}

// decodeSet opens the set file f, of size bytes, when it is of identity
// id and made from sources of key.
func decodeSet(f io.ReaderAt, size int64, id, key [32]byte) (*lazySet, error) {
	b := make([]byte, headerSize)
	if _, err := f.ReadAt(b, 0); err != nil || string(b[:8]) != SetMagic || binary.LittleEndian.Uint64(b[8:]) > uint64(size-int64(headerSize)) {
		return nil, errCorrupt
	}
	s := &lazySet{recs: f, at: int64(headerSize) + int64(binary.LittleEndian.Uint64(b[8:]))}
	head := make([]byte, s.at-int64(headerSize))
	if _, err := f.ReadAt(head, int64(headerSize)); err != nil || crc32.Checksum(head, crcTable) != binary.LittleEndian.Uint32(b[16:]) {
		return nil, errCorrupt
	}
	s.feed.Reset(head)
	s.dec = gob.NewDecoder(&s.feed)
	h := &s.head
	if s.dec.Decode(&record{}) != nil || s.dec.Decode(h) != nil || s.feed.Len() != 0 || h.Identity != id || h.Key != key {
		return nil, errCorrupt
	}
	n := len(h.IDs)
	if len(h.Kinds) != n || len(h.Ends) != n || len(h.CRCs) != n || (n > 0 && s.at+h.Ends[n-1] != size) || (n == 0 && s.at != size) {
		return nil, errCorrupt
	}
	for i := range n {
		if int(h.Kinds[i]) >= len(hw.CatalogKinds) || s.start(i) >= h.Ends[i] || (i > 0 && h.IDs[i-1] >= h.IDs[i]) {
			return nil, errCorrupt // out of order, or not unique: lookups would miss
		}
	}
	s.decoded = make([]*hw.Part, n)
	return s, nil
}

func (s *lazySet) len() int {
	if s == nil {
		return 0
	}
	return len(s.head.IDs)
}

func (s *lazySet) ids() []string {
	if s == nil {
		return nil
	}
	return s.head.IDs
}

func (s *lazySet) start(i int) int64 {
	if i == 0 {
		return 0
	}
	return s.head.Ends[i-1]
}

func (s *lazySet) kind(i int) hw.Kind { return hw.CatalogKinds[s.head.Kinds[i]] }

// lookup finds a part by id.
func (s *lazySet) lookup(id string) *hw.Part {
	i := sort.SearchStrings(s.head.IDs, id)
	if i == len(s.head.IDs) || s.head.IDs[i] != id {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.get(i)
}

// parts decodes the parts of kind k (every part when k is "").
func (s *lazySet) parts(k hw.Kind) []*hw.Part {
	if s == nil {
		return nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*hw.Part
	for i := range s.head.IDs {
		if k == "" || s.kind(i) == k {
			if p := s.get(i); p != nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// get decodes part i once; s.mu is held. A message that fails its CRC or
// does not decode to the part the index names yields no part.
func (s *lazySet) get(i int) *hw.Part {
	if p := s.decoded[i]; p != nil {
		return p
	}
	b := make([]byte, s.head.Ends[i]-s.start(i))
	if _, err := s.recs.ReadAt(b, s.at+s.start(i)); err != nil || crc32.Checksum(b, crcTable) != s.head.CRCs[i] {
		return nil
	}
	s.feed.Reset(b)
	var r record
	if s.dec.Decode(&r) != nil || s.feed.Len() != 0 || r.Part == nil || len(r.Names) != len(r.Values) ||
		r.Part.ID != s.head.IDs[i] || r.Part.Kind != s.kind(i) {
		return nil
	}
	p := r.Part
	p.Attrs = make(map[string]hw.Value, len(r.Names))
	for j, n := range r.Names {
		p.Attrs[n] = r.Values[j]
	}
	s.decoded[i] = p
	return p
}

// record is a part as a set file holds it, its attributes sorted by name:
// gob writes a map in Go's random order, and catalog.bin is committed, so
// its bytes must not change when the HCL has not.
type record struct {
	Part   *hw.Part // without Attrs
	Names  []string
	Values []hw.Value
}

func recordOf(p *hw.Part) *record {
	q := p.Clone()
	q.Attrs = nil
	r := &record{Part: q, Names: slices.Sorted(maps.Keys(p.Attrs))}
	for _, n := range r.Names {
		r.Values = append(r.Values, p.Attrs[n])
	}
	return r
}
