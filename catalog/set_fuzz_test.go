package catalog

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// FuzzCacheFile: no head or records behind a set file's header (with the
// right length and CRC, so that the fuzzer reaches the structure behind
// them) makes decoding it, or using the parts it yields, panic or hang.
// Cache files (internal/catalogdir) are set files.
func FuzzCacheFile(f *testing.F) {
	var id, key [32]byte
	base, _ := Embedded() // as catalogdir layers a cache file
	var parts []*hw.Part
	for i, p := range base.Parts(hw.KindMotherboard)[:3] {
		p = p.Clone()
		p.ID = fmt.Sprintf("t-gpu-%d", i)
		parts = append(parts, p)
	}
	good, _ := EncodeSet(parts, id, key, nil)
	split := headerSize + int(binary.LittleEndian.Uint64(good[8:]))
	f.Add(good[headerSize:split], good[split:])
	f.Add([]byte{}, []byte{})
	f.Add([]byte{0, 0, 0, 0, 0, 0}, []byte{0})
	f.Fuzz(func(t *testing.T, head, recs []byte) {
		data := slices.Concat(good[:headerSize], head, recs)
		binary.LittleEndian.PutUint64(data[8:], uint64(len(head)))
		binary.LittleEndian.PutUint32(data[16:], crc32.Checksum(head, crcTable))
		set, err := decodeSet(bytes.NewReader(data), int64(len(data)), id, key)
		if err != nil {
			return
		}
		c := &Catalog{parent: base, set: set}
		for _, p := range c.Parts("") {
			if c.Lookup(p.ID) != p {
				t.Errorf("Lookup(%q) is not the part Parts returned", p.ID)
			}
		}
		c.Merge(nil)
	})
}
