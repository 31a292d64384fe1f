package catalog

import (
	"os"
	"slices"
	"testing"
)

// FuzzCacheFile: no payload makes decoding a cache file, or using the
// parts it yields, panic or hang; a bad one is an error. The payload is
// wrapped in a header with the right identity, length and CRC, so that
// the fuzzer reaches the structure behind them.
func FuzzCacheFile(f *testing.F) {
	dir := writeFolder(&testing.T{}, testFolder)
	defer os.RemoveAll(dir)
	cache, err := os.MkdirTemp("", "rigcheck-fuzz-")
	if err != nil {
		f.Fatal(err)
	}
	defer os.RemoveAll(cache)
	if _, err := WithFolders([]string{dir}, Options{CacheDir: cache}); err != nil {
		f.Fatal(err)
	}
	var id [32]byte
	if files := cacheFiles(&testing.T{}, cache); len(files) > 0 {
		data, _ := os.ReadFile(files[0])
		id = [32]byte(data[12:44])
		f.Add(data[headerSize:])
	}
	f.Add([]byte{})
	f.Add([]byte{0, 0, 0, 0, 0, 0})
	base, _ := Embedded()
	f.Fuzz(func(t *testing.T, payload []byte) {
		data := slices.Concat(wrap(id, payload)...)
		cf, err := decodeCache(data, id)
		if err != nil {
			return
		}
		c := lazyCatalog(base, cf.set)
		for _, p := range c.Parts("") {
			if c.Lookup(p.ID) != p {
				t.Errorf("Lookup(%q) is not the part Parts returned", p.ID)
			}
		}
		c.Suggest("t-gpu", "")
		c.Merge(nil)
	})
}
