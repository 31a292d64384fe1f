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

// FuzzCacheFile: no head or records behind a cache file's header (with
// the right identity, key, length and CRC, so that the fuzzer reaches the
// structure behind them) makes decoding it, or using the parts it yields,
// panic or hang; nor do any bytes as one record.
func FuzzCacheFile(f *testing.F) {
	var id, key [32]byte
	base := embeddedFull() // as WithFolders has it
	var parts []*hw.Part
	for i, p := range base.Parts(hw.KindMotherboard)[:3] {
		p = p.Clone()
		p.ID = fmt.Sprintf("t-gpu-%d", i)
		parts = append(parts, p)
	}
	good, _ := encodeCache(id, key, &cacheMeta{}, parts)
	split := headerSize + int(binary.LittleEndian.Uint64(good[76:]))
	f.Add(good[headerSize:split], good[split:])
	f.Add([]byte{}, []byte{})
	f.Add([]byte{0, 0, 0, 0, 0, 0}, []byte{0})
	f.Fuzz(func(t *testing.T, head, recs []byte) {
		(&reader{b: recs}).part("t-gpu", hw.KindGPU) // a record behind a good CRC
		data := slices.Concat(good[:headerSize], head, recs)
		binary.LittleEndian.PutUint64(data[76:], uint64(len(head)))
		binary.LittleEndian.PutUint32(data[84:], crc32.Checksum(head, crcTable))
		_, set, err := decodeCache(bytes.NewReader(data), int64(len(data)), id, key)
		if err != nil {
			return
		}
		c := lazyCatalog(base, set)
		for _, p := range c.Parts("") {
			if c.Lookup(p.ID) != p {
				t.Errorf("Lookup(%q) is not the part Parts returned", p.ID)
			}
		}
		c.Merge(nil)
	})
}
