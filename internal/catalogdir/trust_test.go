package catalogdir

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestCachePlanted: a cache file another user could have written (the
// cache folder or the file writable by others, or either of another
// owner) is not used, however valid it looks: a planted cache whose card
// draws 99 W instead of 220 W must not change a verdict. (On 56c7f27 the
// planted file was used: only its CRC was checked.) A refused folder is
// not written either; a refused file in the user's own folder is replaced.
func TestCachePlanted(t *testing.T) {
	tests := []struct {
		name, notice string
		plant        func(t *testing.T, cache, path string)
		use          CacheUse
	}{
		{"a folder others can write", "others can write to it", func(t *testing.T, cache, _ string) { os.Chmod(cache, 0o777) }, CacheOff},
		{"a folder with the group's write bit", "others can write to it", func(t *testing.T, cache, _ string) { os.Chmod(cache, 0o770) }, CacheOff},
		{"a folder of another user", "belongs to user", func(t *testing.T, _, _ string) {
			currentUID = func() int { return os.Getuid() + 1 }
		}, CacheOff},
		{"a file others can write", "others can write to it", func(t *testing.T, _, path string) { os.Chmod(path, 0o666) }, CacheBuilt},
		{"a file of another user", "belongs to user", func(t *testing.T, _, path string) {
			if os.Chown(path, os.Getuid()+1, -1) != nil {
				t.Skip("cannot give a file away here")
			}
		}, CacheBuilt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() { currentUID = os.Getuid }()
			dir, cache, path, data := built(t)
			forged := reencode(t, dir, data, func(parts []*hw.Part) []*hw.Part {
				for _, p := range parts {
					if p.ID == "t-gpu-a" {
						v := p.Attrs["tdp_w"]
						v.Num = 99
						p.Attrs["tdp_w"] = v
					}
				}
				return parts
			})
			if err := os.WriteFile(path, forged, 0o600); err != nil {
				t.Fatal(err)
			}
			if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheHit || f.Notice != "" {
				t.Fatalf("the forged cache, unplanted: cache use %d, notice %q; want a quiet hit", f.Cache, f.Notice)
			}
			tt.plant(t, cache, path)
			got := load(t, Options{CacheDir: cache}, dir)
			if w, _ := got.Catalog.Lookup("t-gpu-a").Num("tdp_w"); w != 220 {
				t.Errorf("the planted cache was used: tdp_w %v, want the folder's 220", w)
			}
			if got.Cache != tt.use || !strings.Contains(got.Notice, tt.notice) || strings.Contains(got.Notice, "\n") {
				t.Errorf("cache use %d, notice %q; want %d and one line saying %q", got.Cache, got.Notice, tt.use, tt.notice)
			}
			if after, _ := os.ReadFile(path); (tt.use == CacheBuilt) == (string(after) == string(forged)) {
				t.Errorf("the planted file replaced = %v, want %v", string(after) != string(forged), tt.use == CacheBuilt)
			}
		})
	}
}

// TestCachePruneOnlyOwn: pruning removes only the cache files and
// temporaries rigcheck wrote (the name and the magic at the start), never
// other files with such names, links, or files of other names. (On
// 56c7f27 it removed every old file named like a cache file or a
// temporary.)
func TestCachePruneOnlyOwn(t *testing.T) {
	dir, cache, path, data := built(t)
	old := time.Now().Add(-48 * time.Hour)
	other := "catalog-" + strings.Repeat("0", 32) + ".bin"
	elsewhere := filepath.Join(t.TempDir(), "theirs")
	os.WriteFile(elsewhere, data, 0o600)
	plant := func(name string, content []byte) string {
		p := filepath.Join(cache, name)
		if err := os.WriteFile(p, content, 0o600); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, old, old)
		return p
	}
	theirs := []string{
		plant(other, []byte("notes, not a cache")),
		plant("."+other+".123.rigcheck-tmp", []byte("notes")),
		plant(".tmp-build", data),
		plant(".catalog-notes.tmp", data),
		plant("notes.txt", data),
	}
	link := filepath.Join(cache, "catalog-"+strings.Repeat("1", 32)+".bin")
	if os.Symlink(elsewhere, link) == nil {
		theirs = append(theirs, link, elsewhere)
	}
	// Ours: an old temporary, and as many old cache files as are kept,
	// the oldest of which goes.
	mine := []string{plant("."+filepath.Base(path)+".456.rigcheck-tmp", data)}
	for i := range MaxCacheFiles {
		p := plant(fmt.Sprintf("catalog-%032d.bin", i+2), data)
		at := old.Add(time.Duration(i) * time.Hour)
		os.Chtimes(p, at, at)
		if i == 0 {
			mine = append(mine, p)
		} else {
			theirs = append(theirs, p) // not theirs, but kept
		}
	}
	replaceFile(t, filepath.Join(dir, "gpu.hcl"), testFolder["gpu.hcl"]+"\n")
	settle(dir)
	if f := load(t, Options{CacheDir: cache}, dir); f.Cache != CacheBuilt {
		t.Fatalf("cache use %d, want built", f.Cache)
	}
	for _, p := range theirs {
		if _, err := os.Lstat(p); err != nil {
			t.Errorf("%s was removed", filepath.Base(p))
		}
	}
	for _, p := range mine {
		if _, err := os.Lstat(p); err == nil {
			t.Errorf("%s, the oldest of rigcheck's own, was kept", filepath.Base(p))
		}
	}
}

// TestCacheLinkedFolder: a cache folder that is a symbolic link is not
// followed, for reading or writing. (On 56c7f27 the cache was written into
// the link's target.)
func TestCacheLinkedFolder(t *testing.T) {
	dir, real, _, _ := built(t)
	link := filepath.Join(t.TempDir(), "cache")
	if err := os.Symlink(real, link); err != nil {
		t.Skip("no symbolic links here")
	}
	// Spelled with a trailing separator or "/.", which Lstat resolves
	// through the link, it is the same link.
	sep := string(filepath.Separator)
	for _, spelled := range []string{link, link + sep, link + sep + "."} {
		f := load(t, Options{CacheDir: spelled}, dir)
		if f.Cache != CacheOff || !strings.Contains(f.Notice, "symbolic link") {
			t.Errorf("%s: cache use %d, notice %q; want off, and a notice of the link", spelled, f.Cache, f.Notice)
		}
	}
	empty := t.TempDir()
	os.Remove(link)
	os.Symlink(empty, link)
	load(t, Options{CacheDir: link}, dir)
	load(t, Options{CacheDir: link + sep}, dir)
	if ents, _ := os.ReadDir(empty); len(ents) != 0 {
		t.Errorf("%d files written through the link", len(ents))
	}
}

// TestCacheNoOwners: where the system reports no owner (Windows), the mode
// bits say nothing of other users (a writable folder reads 0777), so only
// links are refused; elsewhere a mode others can write is.
func TestCacheNoOwners(t *testing.T) {
	open := fakeInfo{mode: fs.ModeDir | 0o777}
	if why := untrusted(open); why != "" {
		t.Errorf("no owner, mode 0777: %q, want trusted", why)
	}
	if why := untrusted(fakeInfo{mode: fs.ModeSymlink | 0o777}); why == "" {
		t.Error("no owner, a link: trusted")
	}
	fi, err := os.Stat(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := owner(fi); ok && untrusted(fakeInfo{mode: fs.ModeDir | 0o777, sys: fi.Sys()}) == "" {
		t.Error("an owner, mode 0777: trusted")
	}
}

type fakeInfo struct {
	mode fs.FileMode
	sys  any
}

func (f fakeInfo) Name() string       { return "cache" }
func (f fakeInfo) Size() int64        { return 0 }
func (f fakeInfo) Mode() fs.FileMode  { return f.mode }
func (f fakeInfo) ModTime() time.Time { return time.Time{} }
func (f fakeInfo) IsDir() bool        { return f.mode.IsDir() }
func (f fakeInfo) Sys() any           { return f.sys }
