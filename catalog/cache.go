package catalog

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// A catalog folder of tens of thousands of parts (an import of BuildCores
// OpenDB: 20,000 parts, 12 MB of HCL) takes seconds to parse, and every
// command parses it again. ReadDirCached keeps the decoded parts of a
// folder in the compiled form of catalog.bin, in the user's cache folder,
// keyed by a hash of everything the decoding depends on: the files' names
// and bytes, and rigcheck's schema. A changed file, a new rigcheck schema
// or a damaged cache file means a new key or a failed decode, and the
// folder is parsed again: the cache can make a load slow, never wrong.

// CacheEnv names the environment variable that sets the cache folder;
// "off" turns the cache off. By default it is rigcheck/catalogs in the
// user's cache folder (os.UserCacheDir).
const CacheEnv = "RIGCHECK_CATALOG_CACHE"

// MaxCacheFiles is how many compiled folders the cache keeps; the oldest
// go first.
const MaxCacheFiles = 8

// cacheFormat changes whenever the meaning of a cache file does.
const cacheFormat = "rigcheck catalog cache 1"

// ReadDirCached is ReadDir through the cache. Only a folder that decodes
// without any diagnostic is cached, so a folder with problems is always
// parsed and its problems always reported with their source lines. The
// files it returns from the cache have their parts but no source bytes.
func ReadDirCached(dir string) ([]*hclfile.File, hw.Diagnostics, error) {
	paths, srcs, err := readSources(dir)
	if err != nil {
		return nil, nil, err
	}
	cacheDir := cacheFolder()
	if cacheDir == "" || len(paths) == 0 {
		files, diags := parseAll(paths, srcs)
		return files, diags, nil
	}
	key := cacheKey(paths, srcs)
	path := filepath.Join(cacheDir, hex.EncodeToString(key[:16])+".bin")
	if data, err := os.ReadFile(path); err == nil {
		if parts, fresh, err := Decompile(data, key); err == nil && fresh {
			now := time.Now()
			_ = os.Chtimes(path, now, now) // most recently used
			return filesOf(paths, parts), nil, nil
		}
	}
	files, diags := parseAll(paths, srcs)
	if len(diags) == 0 {
		var parts []*hw.Part
		for _, f := range files {
			parts = append(parts, f.Parts...)
		}
		writeCache(cacheDir, path, Compile(parts, key))
	}
	return files, diags, nil
}

// cacheFolder is the cache's folder, or "" when there is none.
func cacheFolder() string {
	switch v := os.Getenv(CacheEnv); v {
	case "off":
		return ""
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		return filepath.Join(base, "rigcheck", "catalogs")
	default:
		return v
	}
}

var (
	schemaOnce sync.Once
	schemaSum  [32]byte
)

// schemaHash hashes the attribute schema decoding checks values against.
func schemaHash() [32]byte {
	schemaOnce.Do(func() {
		h := sha256.New()
		kinds := make([]string, 0, len(hw.KindAttrs))
		for k := range hw.KindAttrs {
			kinds = append(kinds, string(k))
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			fmt.Fprintf(h, "%s\x00", k)
			for _, a := range hw.AttrsOf(hw.Kind(k)) {
				fmt.Fprintf(h, "%s %d %v %q %g %g %q\x00", a.Name, a.Type, a.Required, a.Enum, a.Min, a.Max, a.Default)
			}
		}
		for _, l := range [][]hw.Attr{hw.PCIeSlotAttrs, hw.M2SlotAttrs} {
			for _, a := range l {
				fmt.Fprintf(h, "%s %d %v %q %g %g\x00", a.Name, a.Type, a.Required, a.Enum, a.Min, a.Max)
			}
		}
		copy(schemaSum[:], h.Sum(nil))
	})
	return schemaSum
}

func cacheKey(paths []string, srcs [][]byte) [32]byte {
	h := sha256.New()
	s := schemaHash()
	h.Write([]byte(cacheFormat))
	h.Write(s[:])
	var n [binary.MaxVarintLen64]byte
	for i, p := range paths {
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(p)))])
		h.Write([]byte(p))
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(srcs[i])))])
		h.Write(srcs[i])
	}
	var out [32]byte
	copy(out[:], h.Sum(nil))
	return out
}

// parseAll decodes the files, in parallel (each file is independent), and
// returns them and their diagnostics in the order of paths.
func parseAll(paths []string, srcs [][]byte) ([]*hclfile.File, hw.Diagnostics) {
	files := make([]*hclfile.File, len(paths))
	diags := make([]hw.Diagnostics, len(paths))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range paths {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			files[i], diags[i] = hclfile.Parse(paths[i], srcs[i])
		}()
	}
	wg.Wait()
	var all hw.Diagnostics
	for _, d := range diags {
		all = append(all, d...)
	}
	return files, all
}

// filesOf puts decompiled parts back into the files they were declared in.
func filesOf(paths []string, parts []*hw.Part) []*hclfile.File {
	files := make([]*hclfile.File, len(paths))
	byName := make(map[string]*hclfile.File, len(paths))
	for i, p := range paths {
		files[i] = &hclfile.File{Name: p}
		byName[p] = files[i]
	}
	for _, p := range parts {
		p.Embedded = false
		if f := byName[p.DefRange.Filename]; f != nil {
			f.Parts = append(f.Parts, p)
		}
	}
	return files
}

// writeCache stores data at path through a temporary file and a rename,
// so that a reader never sees half a file, and keeps the folder to
// MaxCacheFiles files. A cache that cannot be written is no error.
func writeCache(dir, path string, data []byte) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil || os.Rename(tmp.Name(), path) != nil {
		os.Remove(tmp.Name())
		return
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type cached struct {
		name string
		mod  int64
	}
	var list []cached
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".bin") || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil {
			list = append(list, cached{e.Name(), info.ModTime().UnixNano()})
		}
	}
	sort.Slice(list, func(i, j int) bool { return list[i].mod > list[j].mod })
	for _, c := range list[min(len(list), MaxCacheFiles):] {
		os.Remove(filepath.Join(dir, c.name))
	}
}
