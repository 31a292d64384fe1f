package catalog

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

const cachedPart = `part "gpu" "my-card" {
  name        = "My Card"
  brand       = "Me"
  vram_gb     = 24
  tdp_w       = 300
  slot_width  = 2
  length_mm   = 300
  cooler      = "blower"
  pcie_gen    = 4
  power_8pin  = 2
}
`

func cacheFiles(t *testing.T, dir string) []string {
	t.Helper()
	m, _ := filepath.Glob(filepath.Join(dir, "*.bin"))
	return m
}

func TestReadDirCached(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(CacheEnv, cache)
	dir := t.TempDir()
	path := filepath.Join(dir, "parts.hcl")
	os.WriteFile(path, []byte(cachedPart), 0o644)

	parsed, diags, err := ReadDirCached(dir)
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	if len(cacheFiles(t, cache)) != 1 || parsed[0].Src == nil {
		t.Fatalf("first read: %d cache files, source kept %v", len(cacheFiles(t, cache)), parsed[0].Src != nil)
	}
	cached, diags, err := ReadDirCached(dir)
	if err != nil || len(diags) > 0 {
		t.Fatal(err, diags)
	}
	if cached[0].Src != nil {
		t.Fatalf("second read parsed the folder again")
	}
	a, b := parsed[0].Parts[0], cached[0].Parts[0]
	if a.ID != b.ID || !reflect.DeepEqual(a.Attrs, b.Attrs) || a.DefRange != b.DefRange || b.Embedded {
		t.Errorf("cached part differs:\n%+v\n%+v", a, b)
	}
	emb, _ := Embedded()
	if c, d := emb.Merge(cached); len(d) > 0 || c.Lookup("my-card") == nil {
		t.Errorf("cached folder does not merge: %v", d)
	}

	// A changed file is read again, and gets a cache file of its own.
	os.WriteFile(path, []byte(strings.Replace(cachedPart, "vram_gb     = 24", "vram_gb     = 48", 1)), 0o644)
	again, _, _ := ReadDirCached(dir)
	if again[0].Src == nil || again[0].Parts[0].NumOr("vram_gb", 0) != 48 {
		t.Errorf("a changed file came from the cache")
	}
	if n := len(cacheFiles(t, cache)); n != 2 {
		t.Errorf("%d cache files, want 2", n)
	}

	// A damaged cache file is parsed around.
	for _, f := range cacheFiles(t, cache) {
		os.WriteFile(f, []byte("RCAT1 garbage"), 0o644)
	}
	if f, d, err := ReadDirCached(dir); err != nil || len(d) > 0 || f[0].Parts[0].NumOr("vram_gb", 0) != 48 {
		t.Errorf("damaged cache: %v %v", err, d)
	}
}

func TestReadDirCachedSkipsProblems(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(CacheEnv, cache)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.hcl"), []byte(strings.Replace(cachedPart, `"blower"`, `"blowr"`, 1)), 0o644)
	for range 2 {
		_, diags, err := ReadDirCached(dir)
		if err != nil || len(diags) == 0 {
			t.Fatalf("the bad value was not reported: %v", err)
		}
	}
	if n := len(cacheFiles(t, cache)); n != 0 {
		t.Errorf("a folder with problems was cached (%d files)", n)
	}
	t.Setenv(CacheEnv, "off")
	good := t.TempDir()
	os.WriteFile(filepath.Join(good, "parts.hcl"), []byte(cachedPart), 0o644)
	if f, _, _ := ReadDirCached(good); f[0].Src == nil {
		t.Errorf("with the cache off, the folder came from a cache")
	}
	if _, _, err := ReadDirCached(filepath.Join(good, "nowhere")); err == nil {
		t.Errorf("a missing folder read")
	}
}

func TestCacheKeepsFewFiles(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(CacheEnv, cache)
	for i := range MaxCacheFiles + 3 {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "parts.hcl"), []byte(strings.Replace(cachedPart, "my-card", "my-card-"+string(rune('a'+i)), 1)), 0o644)
		if _, d, err := ReadDirCached(dir); err != nil || len(d) > 0 {
			t.Fatal(err, d)
		}
	}
	if n := len(cacheFiles(t, cache)); n != MaxCacheFiles {
		t.Errorf("%d cache files, want %d", n, MaxCacheFiles)
	}
}
