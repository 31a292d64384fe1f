package catalogdir

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"github.com/rigcheck/rigcheck/catalog"
	"hash/crc32"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// A small folder with what the encoding must keep: extends within the
// folder and onto the embedded catalog, fractions, lists (one empty),
// slot tables, a subfolder, and problems of every stage (decoding, a
// duplicate of an embedded id, an unknown parent, a missing attribute).
var testFolder = map[string]string{
	"gpu.hcl": `part "gpu" "t-gpu-a" {
  name        = "Test GPU A"
  brand       = "T"
  price_usd   = 499.99
  vram_gb     = 12
  tdp_w       = 220
  slot_width  = 2.5
  length_mm   = 285
  cooler      = "open-air"
  pcie_gen    = 4
  power_8pin  = 2
  fp16_tflops = 61.4
}

part "gpu" "t-gpu-a-oc" {
  name    = "Test GPU A OC"
  extends = "t-gpu-a"
  tdp_w   = 245
}

part "gpu" "t-4090-limited" {
  name    = "RTX 4090 at 350 W"
  extends = "nvidia-geforce-rtx-4090-fe"
  tdp_w   = 350
}
`,
	"sub/board.hcl": `part "motherboard" "t-board" {
  name         = "Test Board"
  brand        = "T"
  price_usd    = 300
  socket       = "AM5"
  chipset      = "X670E"
  form_factor  = "ATX"
  memory_type  = "DDR5"
  memory_slots = 4
  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 4
    size     = 16
    lanes    = 4
    gen      = 4
    source   = "chipset"
  }
  m2_slot {
    interface = "nvme"
    source    = "cpu"
    gen       = 5
  }
}

part "cpu" "t-cpu" {
  name          = "Test CPU"
  brand         = "T"
  price_usd     = 549
  socket        = "AM5"
  cores         = 16
  threads       = 32
  tdp_w         = 170
  pcie_lanes    = 24
  pcie_gen      = 5
  memory_types  = ["DDR5"]
  chipsets      = ["X670E", "B650"]
  chipsets_bios = []
  boost_ghz     = 5.7
}
`,
	"problems.hcl": `part "gpu" "t-broken" {
  name      = "Broken"
  brand     = "T"
  vram_gb   = "lots"
}

part "gpu" "nvidia-geforce-rtx-4090-fe" {
  name = "A second 4090"
}

part "gpu" "t-orphan" {
  name    = "Orphan"
  extends = "t-no-such-parent"
}

part "psu" "t-psu" {
  name  = "No wattage"
  brand = "T"
}
`,
	"syntax.hcl": "part \"gpu\" \"t-cut\" {\n  name = \n",
}

func writeFolder(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "parts")
	for name, src := range files {
		writeFile(t, filepath.Join(dir, name), src)
	}
	return dir
}

func writeFile(t *testing.T, path, src string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
}

// replaceFile writes path the way editors and git do: a new file renamed
// over the old one.
func replaceFile(t testing.TB, path, src string) {
	t.Helper()
	tmp := path + ".tmp-edit"
	if err := os.WriteFile(tmp, []byte(src), 0o644); err != nil {
		t.Error(err)
		return
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Error(err)
	}
}

// shortRacy shrinks the racy window, so that a test can have its fresh
// files cached by waiting a little instead of two seconds (settle).
func shortRacy(t *testing.T) {
	old := racyWindow
	racyWindow = int64(20 * time.Millisecond)
	t.Cleanup(func() { racyWindow = old })
}

func load(t testing.TB, opt Options, dirs ...string) *Folders {
	t.Helper()
	f, err := WithFolders(dirs, opt)
	if err != nil {
		t.Fatalf("WithFolders: %v", err)
	}
	return f
}

// sameFolders fails unless got is want in every way a command can see:
// diagnostics, sources, every part (deeply), every kind's list and order,
// lookups and suggestions.
func sameFolders(t *testing.T, what string, want, got *Folders) {
	t.Helper()
	if !reflect.DeepEqual(want.Diags, got.Diags) {
		t.Errorf("%s: diagnostics differ:\nwant %v\ngot  %v", what, want.Diags, got.Diags)
	}
	if !reflect.DeepEqual(want.Sources, got.Sources) {
		t.Errorf("%s: sources differ: want %v, got %v", what, keys(want.Sources), keys(got.Sources))
	}
	sameCatalog(t, what, want.Catalog, got.Catalog)
}

// sameCatalog is sameFolders' comparison of the catalogs.
func sameCatalog(t *testing.T, what string, w, g *catalog.Catalog) {
	t.Helper()
	// Suggestions rank with the index of the catalog a merge was made on
	// (suggest.go): the decoded form of a cached catalog must be built the
	// same way, which the probes below cannot all tell under 4,000 parts.
	wp, gp := w.Parent(), g.Parent()
	if (gp == nil) != (wp == nil) || len(g.Added()) != len(w.Added()) ||
		(wp != nil && (gp.Len() != wp.Len() || len(gp.Added()) != len(wp.Added()))) {
		t.Errorf("%s: the cached catalog is not layered as Merge layers it", what)
	}
	if w.Len() != g.Len() {
		t.Errorf("%s: %d parts, want %d", what, g.Len(), w.Len())
	}
	for _, k := range append(slices.Clone(hw.Roles), hw.KindCloud, "") {
		if wi, gi := w.IDs(k), g.IDs(k); !slices.Equal(wi, gi) {
			t.Errorf("%s: ids of %q differ (%d, want %d)", what, k, len(gi), len(wi))
		}
	}
	for _, p := range w.Parts("") {
		q := g.Lookup(p.ID)
		if q == nil || !reflect.DeepEqual(p.Clone(), q.Clone()) { // Clone: the data, not the cached views
			t.Errorf("%s: part %s differs:\nwant %+v\ngot  %+v", what, p.ID, p, q)
		}
	}
	for _, id := range []string{"t-gpu-b", "nvidia-geforce-rtx-4090", "t-boar", "zzz", "rtx-4090", "7950x",
		"rtx-4090-synth2", "threadripper-1920x-synth", "nvidia-geforce-rtx-4090-fe-synth"} {
		for _, k := range []hw.Kind{"", hw.KindGPU, hw.KindMotherboard} {
			if ws, gs := w.Suggest(id, k), g.Suggest(id, k); ws != gs {
				t.Errorf("%s: Suggest(%q, %q) = %q, want %q", what, id, k, gs, ws)
			}
		}
	}
}

func keys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestCacheSameResult: without the cache, building it, and loading it
// give the same catalog and the same diagnostics, for the small folder
// and for 1,200 generated parts after a folder whose parts clash with them
// and extend them.
func TestCacheSameResult(t *testing.T) {
	shortRacy(t)
	clashes := writeFolder(t, map[string]string{"clash.hcl": `part "case" "lian-li-pc-o11-air-synth1" {
  name = "Clash"
}
part "case" "my-o11-variant" {
  extends = "lian-li-pc-o11-air-synth1"
  name    = "Variant"
}
part "case" "my-o11-variant" {
  name = "Clash within the folder"
}
`})
	for name, dirs := range map[string][]string{
		"small":              {writeFolder(t, testFolder)},
		"generated, clashes": {clashes, generated(t, 1200)},
	} {
		t.Run(name, func(t *testing.T) {
			cache := t.TempDir()
			want := load(t, Options{NoCache: true}, dirs...)
			if want.Cache != CacheOff || len(want.Diags) < 2 {
				t.Fatalf("--no-cache: cache use %d, %d diagnostics, want one per problem", want.Cache, len(want.Diags))
			}
			settle(dirs...)
			cold := load(t, Options{CacheDir: cache}, dirs...)
			if cold.Cache != CacheBuilt {
				t.Fatalf("first load: cache use %d, want built", cold.Cache)
			}
			sameFolders(t, "cold", want, cold)
			warm := load(t, Options{CacheDir: cache}, dirs...)
			if warm.Cache != CacheHit {
				t.Fatalf("second load: cache use %d, want a hit", warm.Cache)
			}
			sameFolders(t, "warm", want, warm)
		})
	}
}

// TestCacheYoungFiles: no cache is written while a file is younger than
// the racy window (an edit within it may keep the file's stat), and one is
// once the files are older.
func TestCacheYoungFiles(t *testing.T) {
	dir := writeFolder(t, testFolder)
	cache := t.TempDir()
	if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheUnsaved || len(cacheFiles(cache)) != 0 {
		t.Errorf("fresh files: cache use %d, %d cache files; want unsaved, none", f.Cache, len(cacheFiles(cache)))
	}
	shortRacy(t)
	settle(dir)
	if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheBuilt {
		t.Errorf("settled files: cache use %d, want built", f.Cache)
	}
}

// TestCacheNoCache: NoCache neither writes nor reads the cache.
func TestCacheNoCache(t *testing.T) {
	shortRacy(t)
	dir := writeFolder(t, testFolder)
	settle(dir)
	cache := t.TempDir()
	load(t, Options{NoCache: true, CacheDir: cache}, dir)
	if n := len(cacheFiles(cache)); n != 0 {
		t.Errorf("NoCache wrote %d cache files", n)
	}
	load(t, Options{CacheDir: cache}, dir)
	if f := load(t, Options{NoCache: true, CacheDir: cache}, dir); f.Cache != CacheOff {
		t.Errorf("NoCache: cache use %d", f.Cache)
	}
}

// cacheFiles lists the cache files in dir.
func cacheFiles(dir string) []string {
	m, _ := filepath.Glob(filepath.Join(dir, "catalog-*.bin"))
	return m
}

// TestCacheInvalidation: every change to the folder is seen, and the
// cache is rebuilt once the change has settled.
func TestCacheInvalidation(t *testing.T) {
	shortRacy(t)
	gpu := testFolder["gpu.hcl"]
	edited := strings.Replace(gpu, "price_usd   = 499.99", "price_usd   = 599.99", 1) // same size
	tests := []struct {
		name    string
		change  func(t *testing.T, dir string)
		rebuild bool
	}{
		{"edit, same size", func(t *testing.T, dir string) { replaceFile(t, filepath.Join(dir, "gpu.hcl"), edited) }, true},
		{"edit in place, same size and time", func(t *testing.T, dir string) {
			p := filepath.Join(dir, "gpu.hcl")
			st, _ := os.Stat(p)
			writeFile(t, p, edited)
			os.Chtimes(p, st.ModTime(), st.ModTime())
		}, true},
		{"add", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "more", "psu.hcl"), "part \"psu\" \"t-psu-2\" {\n  name = \"PSU\"\n}\n")
		}, true},
		{"add a file that is not *.hcl", func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, "README.md"), "notes") }, false},
		{"remove", func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "syntax.hcl")) }, true},
		{"rename", func(t *testing.T, dir string) {
			os.Rename(filepath.Join(dir, "gpu.hcl"), filepath.Join(dir, "gpus.hcl"))
		}, true},
		{"move to a subfolder", func(t *testing.T, dir string) {
			os.Rename(filepath.Join(dir, "problems.hcl"), filepath.Join(dir, "sub", "problems.hcl"))
		}, true},
		{"touch into the future", func(t *testing.T, dir string) {
			now := time.Now().Add(time.Hour)
			os.Chtimes(filepath.Join(dir, "gpu.hcl"), now, now)
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeFolder(t, testFolder)
			settle(dir)
			cache := t.TempDir()
			if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheBuilt {
				t.Fatalf("before the change: cache use %d", f.Cache)
			}
			tt.change(t, dir)
			want := load(t, Options{NoCache: true}, dir)
			got := load(t, Options{CacheDir: cache}, dir)
			if hit := got.Cache == CacheHit; hit == tt.rebuild {
				t.Errorf("cache use %d after the change, want a hit = %v", got.Cache, !tt.rebuild)
			}
			sameFolders(t, "after the change", want, got)
			settle(dir)
			load(t, Options{CacheDir: cache}, dir)
			if again := load(t, Options{CacheDir: cache}, dir); again.Cache != CacheHit && !strings.Contains(tt.name, "future") {
				t.Errorf("once settled: cache use %d, want a hit", again.Cache)
			} else {
				sameFolders(t, "once settled", want, again)
			}
		})
	}
}

// built is a settled copy of the small folder, its cache folder, and its
// cache file's path and bytes.
func built(t *testing.T) (dir, cache, path string, data []byte) {
	t.Helper()
	shortRacy(t)
	dir = writeFolder(t, testFolder)
	settle(dir)
	cache = t.TempDir()
	if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheBuilt {
		t.Fatalf("cache use %d, want built", f.Cache)
	}
	path = cacheFiles(cache)[0]
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return dir, cache, path, data
}

// reopen decodes data, the cache file of the folder dir: its parts, and
// the identity, key and extra bytes it was written with.
func reopen(t *testing.T, dir string, data []byte) (parts []*hw.Part, id, key [32]byte, extra []byte) {
	t.Helper()
	paths, _, _ := listFolders([]string{dir})
	states, _ := statFiles(paths)
	id, key = cacheIdentity([]string{dir}), sourceKey(states)
	layer, extra, err := catalog.OpenLayer(nil, bytes.NewReader(data), int64(len(data)), id, key)
	if err != nil {
		t.Fatal(err)
	}
	return layer.Parts(""), id, key, extra
}

// reencode is data, the cache file of the folder dir, with its parts
// passed through change.
func reencode(t *testing.T, dir string, data []byte, change func([]*hw.Part) []*hw.Part) []byte {
	t.Helper()
	parts, id, key, extra := reopen(t, dir, data)
	out, err := catalog.EncodeSet(change(slices.Clone(parts)), id, key, extra)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCacheCorruption: a cache file that is cut, corrupt, of another
// format version, of another folder or not a file at all is ignored and
// rebuilt, with no error.
func TestCacheCorruption(t *testing.T) {
	headerSize := len(catalog.SetMagic) + 8 + 4 // magic, head length, head CRC
	setCRC := func(b []byte) []byte {
		head := b[headerSize : uint64(headerSize)+binary.LittleEndian.Uint64(b[8:])]
		binary.LittleEndian.PutUint32(b[16:], crc32.Checksum(head, crc32.MakeTable(crc32.Castagnoli)))
		return b
	}
	tests := []struct {
		name  string
		spoil func(t *testing.T, dir, path string, data []byte)
	}{
		{"empty", func(t *testing.T, dir, p string, b []byte) { os.WriteFile(p, nil, 0o600) }},
		{"header only", func(t *testing.T, dir, p string, b []byte) { os.WriteFile(p, b[:headerSize], 0o600) }},
		{"cut in half", func(t *testing.T, dir, p string, b []byte) { os.Truncate(p, int64(len(b)/2)) }},
		{"one byte more", func(t *testing.T, dir, p string, b []byte) { os.WriteFile(p, append(b, 0), 0o600) }},
		{"a flipped bit in the head", func(t *testing.T, dir, p string, b []byte) { b[headerSize+20] ^= 4; os.WriteFile(p, b, 0o600) }},
		{"random bytes in the head, behind a good CRC", func(t *testing.T, dir, p string, b []byte) {
			r := rand.New(rand.NewPCG(3, 4))
			for i := headerSize; i < headerSize+int(binary.LittleEndian.Uint64(b[8:])); i++ {
				b[i] = byte(r.Uint32())
			}
			os.WriteFile(p, setCRC(b), 0o600)
		}},
		{"another format version", func(t *testing.T, dir, p string, b []byte) {
			b[len(catalog.SetMagic)-1]++
			os.WriteFile(p, b, 0o600)
		}},
		{"another binary or schema", func(t *testing.T, dir, p string, b []byte) {
			parts, id, key, extra := reopen(t, dir, b)
			id[0] ^= 1
			out, _ := catalog.EncodeSet(parts, id, key, extra)
			os.WriteFile(p, out, 0o600)
		}},
		{"parts out of order", func(t *testing.T, dir, p string, b []byte) {
			os.WriteFile(p, reencode(t, dir, b, func(parts []*hw.Part) []*hw.Part { slices.Reverse(parts); return parts }), 0o600)
		}},
		{"a folder", func(t *testing.T, dir, p string, b []byte) { os.Remove(p); os.Mkdir(p, 0o700) }},
		{"a link to a good copy", func(t *testing.T, dir, p string, b []byte) {
			good := filepath.Join(t.TempDir(), "good.bin")
			os.WriteFile(good, b, 0o600)
			os.Remove(p)
			if err := os.Symlink(good, p); err != nil {
				t.Skip("no symbolic links here")
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, cache, path, data := built(t)
			want := load(t, Options{NoCache: true}, dir)
			tt.spoil(t, dir, path, data)
			got := load(t, Options{CacheDir: cache}, dir)
			sameFolders(t, "spoilt cache", want, got)
			if wantUse := map[bool]CacheUse{true: CacheUnsaved, false: CacheBuilt}[tt.name == "a folder"]; got.Cache != wantUse {
				t.Errorf("cache use %d, want %d", got.Cache, wantUse)
			}
		})
	}
}

// TestCacheInputRules: the cache is no way around internal/input: a file
// that became a link, a FIFO or too large is refused exactly as without
// the cache, even when its bytes (through the link) are the cached ones.
func TestCacheInputRules(t *testing.T) {
	tests := []struct {
		name   string
		change func(t *testing.T, path string)
	}{
		{"a link to the same bytes", func(t *testing.T, p string) {
			cp := filepath.Join(t.TempDir(), "gpu.hcl")
			os.Rename(p, cp)
			if err := os.Symlink(cp, p); err != nil {
				t.Skip("no symbolic links here")
			}
		}},
		{"too large", func(t *testing.T, p string) {
			writeFile(t, p, testFolder["gpu.hcl"]+strings.Repeat("#", 4<<20))
		}},
		{"a folder named *.hcl", func(t *testing.T, p string) { os.Remove(p); os.Mkdir(p, 0o755) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := writeFolder(t, testFolder)
			cache := t.TempDir()
			load(t, Options{CacheDir: cache}, dir)
			tt.change(t, filepath.Join(dir, "gpu.hcl"))
			_, want := WithFolders([]string{dir}, Options{NoCache: true})
			_, got := WithFolders([]string{dir}, Options{CacheDir: cache})
			if fmt.Sprint(want) != fmt.Sprint(got) {
				t.Errorf("with the cache: %v\nwithout: %v", got, want)
			}
		})
	}
}

// TestCacheDamagedRecord: a record damaged after the cache was written
// (its CRC fails when it is read) yields no part, never a part with a
// wrong number.
func TestCacheDamagedRecord(t *testing.T) {
	dir, cache, path, data := built(t)
	data[len(data)-3] ^= 4 // in the last record: t-psu
	os.WriteFile(path, data, 0o600)
	f := load(t, Options{CacheDir: cache}, dir)
	if f.Cache != CacheHit || f.Catalog.Lookup("t-psu") != nil || f.Catalog.Lookup("t-gpu-a") == nil {
		t.Errorf("cache use %d, t-psu %v, t-gpu-a %v; want a hit without t-psu only", f.Cache, f.Catalog.Lookup("t-psu"), f.Catalog.Lookup("t-gpu-a"))
	}
}

// TestCacheFolderErrors: a folder that cannot be read is the same error
// with and without the cache, and writes no cache.
func TestCacheFolderErrors(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file.hcl")
	writeFile(t, file, "")
	for _, dir := range []string{filepath.Join(t.TempDir(), "missing"), file} {
		cache := t.TempDir()
		_, want := WithFolders([]string{dir}, Options{NoCache: true})
		_, got := WithFolders([]string{dir}, Options{CacheDir: cache})
		if want == nil || fmt.Sprint(want) != fmt.Sprint(got) {
			t.Errorf("%s: with the cache %v, without %v", dir, got, want)
		}
		if ents, _ := os.ReadDir(cache); len(ents) != 0 {
			t.Errorf("%s: a cache was written", dir)
		}
	}
}

// TestCacheKey: the cache file is named by the folders as given (their
// spelling is in every diagnostic), and the same folder list shares one
// file however often it changes.
func TestCacheKey(t *testing.T) {
	dir, cache, _, _ := built(t)
	replaceFile(t, filepath.Join(dir, "gpu.hcl"), testFolder["gpu.hcl"]+"\n")
	settle(dir)
	load(t, Options{CacheDir: cache}, dir)
	if n := len(cacheFiles(cache)); n != 1 {
		t.Errorf("%d cache files for one folder", n)
	}
	other := dir + string(filepath.Separator) + "."
	if spelled := load(t, Options{CacheDir: cache}, other); spelled.Cache != CacheBuilt {
		t.Errorf("another spelling of the folder used the first spelling's cache")
	} else {
		sameFolders(t, "another spelling", load(t, Options{NoCache: true}, other), spelled)
	}
	if both := load(t, Options{CacheDir: cache}, dir, dir); both.Cache != CacheBuilt || len(cacheFiles(cache)) != 3 {
		t.Errorf("two folders: cache use %d, %d files", both.Cache, len(cacheFiles(cache)))
	}
}

// TestCacheDir: RIGCHECK_CACHE_DIR moves the cache or turns it off; an
// unwritable cache folder only costs the speed.
func TestCacheDir(t *testing.T) {
	shortRacy(t)
	d := t.TempDir()
	t.Setenv(CacheEnv, d)
	if got, err := CacheDir(); err != nil || got != d {
		t.Errorf("CacheDir() = %q, %v; want %q", got, err, d)
	}
	dir := writeFolder(t, testFolder)
	settle(dir)
	if f := load(t, Options{}, dir); f.Cache != CacheBuilt || len(cacheFiles(d)) != 1 {
		t.Errorf("cache use %d", f.Cache)
	}
	t.Setenv(CacheEnv, "off")
	if f := load(t, Options{}, dir); f.Cache != CacheOff {
		t.Errorf("off: cache use %d", f.Cache)
	}
	t.Setenv(CacheEnv, "")
	if got, err := CacheDir(); err == nil && !strings.HasSuffix(got, filepath.Join("rigcheck", "catalogs")) {
		t.Errorf("default CacheDir() = %q", got)
	}
	blocked := filepath.Join(t.TempDir(), "file")
	writeFile(t, blocked, "")
	got := load(t, Options{CacheDir: filepath.Join(blocked, "cache")}, dir)
	if got.Cache != CacheUnsaved {
		t.Errorf("cache use %d, want unsaved", got.Cache)
	}
	sameFolders(t, "unwritable cache folder", load(t, Options{NoCache: true}, dir), got)
}

// TestCacheKeepsFewFiles: the cache folder holds at most MaxCacheFiles
// cache files, the least recently used going first; a hit marks its file
// used (at most once an hour).
func TestCacheKeepsFewFiles(t *testing.T) {
	first, cache, firstFile, _ := built(t)
	old := time.Now().Add(-48 * time.Hour)
	os.Chtimes(firstFile, old, old)
	if f := load(t, Options{CacheDir: cache}, first); f.Cache != CacheHit {
		t.Fatal("not a hit")
	}
	if fi, err := os.Stat(firstFile); err != nil || time.Since(fi.ModTime()) > time.Minute {
		t.Errorf("a hit did not mark the cache file used: %v", err)
	}
	var dirs []string
	for i := range MaxCacheFiles + 3 {
		dirs = append(dirs, writeFolder(t, map[string]string{"gpu.hcl": strings.ReplaceAll(testFolder["gpu.hcl"], "t-gpu-a", fmt.Sprintf("t-gpu-%c", 'b'+i))}))
	}
	settle(dirs...)
	for i, dir := range dirs {
		before := cacheFiles(cache)
		load(t, Options{CacheDir: cache}, dir)
		for _, f := range cacheFiles(cache) {
			if !slices.Contains(before, f) { // each a second newer than the last
				at := time.Now().Add(time.Duration(i+1) * time.Second)
				os.Chtimes(f, at, at)
			}
		}
	}
	if n := len(cacheFiles(cache)); n != MaxCacheFiles {
		t.Errorf("%d cache files, want %d", n, MaxCacheFiles)
	}
	if f := load(t, Options{CacheDir: cache}, dirs[len(dirs)-1]); f.Cache != CacheHit {
		t.Error("the newest folder's cache was pruned")
	}
}

// TestCacheMerge: a build file's own parts merged into a cached catalog
// (without decoding it, or into its decoded form when a "did you mean"
// needs every id) give the catalog and the diagnostics of the same merge
// into the parsed folder.
func TestCacheMerge(t *testing.T) {
	dir, cache, _, _ := built(t)
	tests := map[string]string{
		"no parts": `build "b" {}`,
		"extends a cached part that extends a cached part": `part "gpu" "my-card" {
  name    = "Mine"
  extends = "t-gpu-a-oc"
  tdp_w   = 260
}`,
		"extends a cached part that extends an embedded one": `part "gpu" "my-4090" {
  name    = "Mine"
  extends = "t-4090-limited"
}`,
		"clashes with a cached id, and is extended": `part "gpu" "t-gpu-a" {
  name = "Again"
}
part "gpu" "my-child" {
  name    = "Child"
  extends = "t-gpu-a"
}`,
		"clashes with a cached id": `part "gpu" "t-cpu" {
  name = "Again"
}`,
		"clashes with an embedded id": `part "gpu" "nvidia-geforce-rtx-4090-fe" {
  name = "Again"
}`,
		"extends a cached part whose parent is unknown": `part "gpu" "my-orphan" {
  name    = "Orphan's child"
  extends = "t-orphan"
}`,
		"extends nothing known": `part "gpu" "my-lost" {
  name    = "Lost"
  extends = "t-gpu-aa"
}`,
		"a missing number, and a kind mismatch": `part "cpu" "my-cpu" {
  name    = "Not a GPU"
  extends = "t-gpu-a"
}
part "psu" "my-psu" {
  name  = "No watts"
  brand = "Me"
}`,
	}
	for name, src := range tests {
		t.Run(name, func(t *testing.T) {
			parse := func() []*hclfile.File {
				f, _ := hclfile.Parse("build.hcl", []byte(src))
				return []*hclfile.File{f}
			}
			want, wantDiags := load(t, Options{NoCache: true}, dir).Catalog.Merge(parse())
			warm := load(t, Options{CacheDir: cache}, dir)
			if warm.Cache != CacheHit {
				t.Fatal("not from the cache")
			}
			got, gotDiags := warm.Catalog.Merge(parse())
			if !reflect.DeepEqual(wantDiags, gotDiags) {
				t.Errorf("diagnostics differ:\nwant %v\ngot  %v", wantDiags, gotDiags)
			}
			sameCatalog(t, name, want, got)
			// And a second file on top of that, as check.Load never does
			// but Merge allows.
			w2, _ := want.Merge(nil)
			g2, _ := got.Merge(nil)
			sameCatalog(t, name+", merged again", w2, g2)
		})
	}
}

// TestCacheParallelUse: the commands use one catalog from several
// goroutines (validate checks files in parallel, each merging its own
// parts): lookups, lists, merges and suggestions on a cached catalog at
// once. Run under -race.
func TestCacheParallelUse(t *testing.T) {
	dir, cache, _, _ := built(t)
	cat := load(t, Options{CacheDir: cache}, dir).Catalog
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			f, _ := hclfile.Parse("b.hcl", []byte(fmt.Sprintf("part \"gpu\" \"my-%d\" {\n  name = \"M\"\n  extends = \"t-gpu-a-oc\"\n}\n", i)))
			m, _ := cat.Merge([]*hclfile.File{f})
			if m.Lookup(fmt.Sprintf("my-%d", i)) == nil || m.Lookup("t-gpu-a") == nil {
				t.Error("lookup after merge")
			}
			switch i % 4 {
			case 0:
				cat.Parts(hw.KindGPU)
			case 1:
				cat.Suggest("t-gpu-b", hw.KindGPU)
			case 2:
				m.Parts("")
			default:
				m.Suggest("my-9", "")
			}
		})
	}
	wg.Wait()
}

// The concurrent test's folder: stable.hcl never changes; edit.hcl is
// replaced, again and again, by version A or version B. A load sees one
// of the two, whole: x's price, the one y part whose id carries that
// price, and version B's one problem go together.
var (
	stableFile = `part "gpu" "t-stable" {
  name       = "Stable"
  brand      = "T"
  price_usd  = 10
  vram_gb    = 8
  tdp_w      = 150
  slot_width = 2
  length_mm  = 250
  cooler     = "blower"
  pcie_gen   = 4
}
`
	editA = `part "gpu" "t-edit-x" {
  name      = "X"
  extends   = "t-stable"
  price_usd = 100
}

part "gpu" "t-edit-y-100" {
  name    = "Y"
  extends = "t-stable"
}
`
	editB = `part "gpu" "t-edit-x" {
  name      = "X, dearer"
  extends   = "t-stable"
  price_usd = 200
}

part "gpu" "t-edit-y-200" {
  name    = "Y"
  extends = "t-stable"
}

part "gizmo" "t-gizmo" {
  name = "Not a kind"
}
`
	// Version A is padded to version B's size, so that only the file's
	// times, inode and bytes tell them apart.
	paddedA = editA + "#" + strings.Repeat("-", len(editB)-len(editA)-2) + "\n"
	seenA   = "price=100 ys=[t-edit-y-100] diags=0 stable=true"
	seenB   = "price=200 ys=[t-edit-y-200] diags=1 stable=true"
)

// fingerprint says what a load saw, in one line.
func fingerprint(f *Folders, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	x := f.Catalog.Lookup("t-edit-x")
	if x == nil {
		return "no t-edit-x"
	}
	price, _ := x.Price()
	var ys []string
	for _, p := range f.Catalog.Parts(hw.KindGPU) {
		if strings.HasPrefix(p.ID, "t-edit-y-") {
			ys = append(ys, p.ID)
		}
	}
	return fmt.Sprintf("price=%v ys=%v diags=%d stable=%v", price, ys, len(f.Diags), f.Catalog.Lookup("t-stable") != nil)
}

// TestCacheConcurrent: goroutines load one folder through one cache
// folder while the folder is edited, building and reading the cache as
// the edits settle; every load returns the old or the new catalog, whole,
// never a mix or an error, and the cache ends up right.
func TestCacheConcurrent(t *testing.T) {
	shortRacy(t)
	root := t.TempDir()
	dir := filepath.Join(root, "parts")
	writeFile(t, filepath.Join(dir, "stable.hcl"), stableFile)
	writeFile(t, filepath.Join(dir, "edit.hcl"), paddedA)
	cache := filepath.Join(root, "cache")
	t.Setenv(CacheEnv, cache)

	done := make(chan struct{})
	var mu sync.Mutex
	seen := map[string]int{}
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			for {
				select {
				case <-done:
					return
				default:
				}
				fp := fingerprint(WithFolders([]string{dir}, Options{}))
				mu.Lock()
				seen[fp]++
				mu.Unlock()
			}
		})
	}
	for i := range 41 {
		time.Sleep(5 * time.Millisecond)
		if i%2 == 0 {
			replaceFile(t, filepath.Join(dir, "edit.hcl"), editB)
		} else {
			replaceFile(t, filepath.Join(dir, "edit.hcl"), paddedA)
		}
	}
	time.Sleep(20 * time.Millisecond)
	close(done)
	wg.Wait()
	versions := map[string]bool{}
	for fp, n := range seen {
		if fp != seenA && fp != seenB {
			t.Errorf("%d loads saw %q", n, fp)
		}
		versions[fp] = true
	}
	t.Logf("loads: %v", seen)
	if len(versions) < 2 {
		t.Errorf("the loads saw %d versions; the test did not exercise the edits", len(versions))
	}
	// After the dust settles the cache holds the last version (B).
	settle(dir)
	if got := fingerprint(WithFolders([]string{dir}, Options{})); got != seenB {
		t.Errorf("after the edits: %s, want %s", got, seenB)
	}
	if f := load(t, Options{}, dir); f.Cache != CacheHit {
		t.Errorf("the last load rebuilt the cache (%d)", f.Cache)
	}
	if tmps, _ := filepath.Glob(filepath.Join(cache, ".*")); len(tmps) != 0 {
		t.Errorf("temporary files left: %v", tmps)
	}
}
