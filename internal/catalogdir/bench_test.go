package catalogdir

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/internal/synth"
)

// generated writes a folder of n parts copied from the embedded catalog
// under new ids (internal/synth) into a temporary folder, once per size
// per test binary.
func generated(tb testing.TB, n int) string {
	tb.Helper()
	if d, ok := generatedDirs[n]; ok {
		return d
	}
	srcs, err := synth.ReadDir(filepath.Join("..", "..", "catalog"))
	if err != nil {
		tb.Fatal(err)
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
				settle(dir)
				if mode == "warm" {
					load(b, opt, dir)
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
					if want := map[string]CacheUse{"nocache": CacheOff, "cold": CacheBuilt, "warm": CacheHit}[mode]; f.Cache != want {
						b.Fatalf("cache use %d, want %d", f.Cache, want)
					}
					if f.Catalog.Lookup("nvidia-geforce-rtx-4090-fe") == nil || f.Catalog.Lookup(probe) == nil {
						b.Fatal("part missing")
					}
				}
			})
		}
	}
}

// settle waits until the folders' files are older than the racy window
// (a file from the future stays young), so that a parse of them writes
// the cache.
func settle(dirs ...string) {
	paths, _, _ := listFolders(dirs)
	states, _ := statFiles(paths)
	var newest int64
	for _, s := range states {
		newest = max(newest, s.ctime, min(s.mtime, time.Now().UnixNano()))
	}
	time.Sleep(time.Until(time.Unix(0, newest+racyWindow+int64(10*time.Millisecond))))
}
