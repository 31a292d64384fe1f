package catalog

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/catalog/synth"
)

// generated writes a folder of n parts copied from the embedded catalog
// under new ids (catalog/synth) into a temporary folder, once per size
// per test binary.
func generated(tb testing.TB, n int) string {
	tb.Helper()
	if d, ok := generatedDirs[n]; ok {
		return d
	}
	srcs := map[string][]byte{}
	names := embeddedNames()
	for _, name := range names {
		srcs[name], _ = embedded.ReadFile(name)
	}
	blocks, err := synth.Blocks(srcs)
	if err != nil {
		tb.Fatal(err)
	}
	dir, err := os.MkdirTemp("", fmt.Sprintf("rigcheck-gen%d-", n))
	if err != nil {
		tb.Fatal(err)
	}
	dir = filepath.Join(dir, "parts")
	if err := synth.Write(dir, blocks, n); err != nil {
		tb.Fatal(err)
	}
	generatedDirs[n] = dir
	return dir
}

var generatedDirs = map[int]string{}

func TestMain(m *testing.M) {
	if dir := os.Getenv("RIGCHECK_CACHE_TEST_CHILD"); dir != "" {
		loadLoop(dir)
		os.Exit(0)
	}
	code := m.Run()
	for _, d := range generatedDirs {
		os.RemoveAll(filepath.Dir(d))
	}
	os.Exit(code)
}

// BenchmarkFolders loads 1,000, 10,000 and 50,000 generated parts the way
// every command does (WithFolders): cold parses the folder and writes the
// cache (the cache folder is emptied before each run, outside the timer),
// warm loads the cache, nocache parses without it (--no-cache, which is
// today's path and the floor cold is compared with). Each warm run also
// looks up a part, as validate does.
func BenchmarkFolders(b *testing.B) {
	for _, n := range []int{1000, 10000, 50000} {
		dir := generated(b, n)
		cacheDir := b.TempDir()
		probe := fmt.Sprintf("nvidia-geforce-rtx-4090-fe-synth%d", n/559)
		for _, mode := range []string{"nocache", "cold", "warm"} {
			b.Run(fmt.Sprintf("%s/%d", mode, n), func(b *testing.B) {
				opt := Options{CacheDir: cacheDir, NoCache: mode == "nocache"}
				if mode == "warm" {
					// Build the cache, then make it trusted by stat alone
					// (as it is once the folder is older than two seconds).
					if _, err := WithFolders([]string{dir}, opt); err != nil {
						b.Fatal(err)
					}
					settle(b, dir, opt)
					if f, err := WithFolders([]string{dir}, opt); err != nil || f.Cache == CacheBuilt {
						b.Fatalf("cache not used: %v", err)
					}
				}
				for b.Loop() {
					if mode == "cold" {
						b.StopTimer()
						os.RemoveAll(cacheDir)
						b.StartTimer()
					}
					f, err := WithFolders([]string{dir}, opt)
					if err != nil {
						b.Fatal(err)
					}
					if mode == "warm" && f.Cache != CacheHit {
						b.Fatalf("cache use %d, want a hit", f.Cache)
					}
					if f.Catalog.Lookup("nvidia-geforce-rtx-4090-fe") == nil || f.Catalog.Lookup(probe) == nil {
						b.Fatal("part missing")
					}
				}
			})
		}
	}
}

// settle waits until the folder's files are older than the racy window,
// so that a load after it can trust their stats (it rewrites the manifest
// once, after reading the files, and the loads after it are plain hits).
func settle(tb testing.TB, dir string, opt Options) {
	tb.Helper()
	time.Sleep(time.Duration(racyWindow) + 100*time.Millisecond)
	if _, err := WithFolders([]string{dir}, opt); err != nil {
		tb.Fatal(err)
	}
}
