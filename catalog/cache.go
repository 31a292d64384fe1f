package catalog

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
)

// Catalog folders (--catalog DIR, and the config file's catalog = [...])
// are parsed once and then loaded from a compiled copy in the user's cache
// folder, which loads about as fast as the embedded catalog.bin and
// decodes a part only when a command asks for it (lazy.go).
//
// The cache is never trusted blindly. A cache file is named by the hash of
// what its meaning depends on besides the folders' files: its format, this
// rigcheck binary, the schema, the embedded catalog and the folder paths
// as given (cacheIdentity). Inside, its manifest lists every file it was
// compiled from with size, modification and change time, inode, device
// and SHA-256. A load walks the folders as a parse would (internal/input:
// no links followed, only regular files of at most 4 MiB) and uses the
// cache only when the same files are there: a file whose size differs, or
// that was added, removed or renamed, means a rebuild; a file whose stat
// differs or cannot be trusted (changed within racyWindow of the cache's
// making, or in the future) is read and its hash compared, and a
// touch-only change keeps the cache (its manifest is then rewritten). A
// cache file that is cut, corrupt, of another version or another binary
// is ignored and rebuilt without a word. Writes go to a temporary file in
// the cache folder and are renamed into place, so concurrent runs read
// either the old file or the new one, never a part of one.

// CacheEnv is the environment variable that moves the cache folder, or
// turns the cache off with "off".
const CacheEnv = "RIGCHECK_CACHE_DIR"

// oldCacheEnv is CacheEnv's first name, still honoured when CacheEnv is
// not set.
const oldCacheEnv = "RIGCHECK_CATALOG_CACHE"

// MaxCacheFiles is how many compiled folder lists the cache keeps; the
// least recently used go first.
const MaxCacheFiles = 8

// CacheDir is where compiled catalog folders are cached: $RIGCHECK_CACHE_DIR
// when it is set, else rigcheck/catalogs in the user cache folder
// (os.UserCacheDir: ~/.cache on Linux, ~/Library/Caches on macOS). It is ""
// when the variable is "off" or there is no user cache folder.
func CacheDir() (string, error) {
	d := os.Getenv(CacheEnv)
	if d == "" {
		d = os.Getenv(oldCacheEnv)
	}
	switch d {
	case "off":
		return "", nil
	case "":
		base, err := os.UserCacheDir()
		if err != nil {
			return "", err
		}
		return filepath.Join(base, "rigcheck", "catalogs"), nil
	}
	return d, nil
}

// Options shape WithFolders.
type Options struct {
	// NoCache parses every folder and neither reads nor writes the cache
	// (--no-cache).
	NoCache bool
	// CacheDir is the cache folder; "" means CacheDir().
	CacheDir string
}

// CacheUse says how WithFolders used the cache.
type CacheUse int

// The ways WithFolders uses the cache.
const (
	// CacheOff: not used (NoCache, RIGCHECK_CACHE_DIR=off, no folders or
	// files, no user cache folder).
	CacheOff CacheUse = iota
	// CacheHit: loaded from the cache, trusting every file's stat.
	CacheHit
	// CacheVerified: loaded from the cache after reading the files whose
	// stat changed or could not be trusted and finding them unchanged.
	CacheVerified
	// CacheBuilt: parsed, and the cache written.
	CacheBuilt
	// CacheUnsaved: parsed; the cache could not be written.
	CacheUnsaved
)

// Folders is the embedded catalog with catalog folders added.
type Folders struct {
	Catalog *Catalog
	// Diags are the folders' problems: decoding, then merging.
	Diags hw.Diagnostics
	// Sources holds the bytes of each folder file a diagnostic is in.
	Sources map[string][]byte
	Cache   CacheUse
}

// WithFolders adds the parts of the catalog folders dirs (each read as
// ReadDir does, in order) to the embedded catalog, through the cache
// unless opt.NoCache. Its result, diagnostics included, is the same with
// and without the cache. An error is a folder or file that cannot be
// read; the cache itself never causes one.
func WithFolders(dirs []string, opt Options) (*Folders, error) {
	if len(dirs) == 0 {
		base, _ := Embedded()
		return &Folders{Catalog: base}, nil
	}
	base := embeddedFull()
	cacheDir := opt.CacheDir
	if cacheDir == "" && !opt.NoCache {
		cacheDir, _ = CacheDir()
	}
	if opt.NoCache || cacheDir == "" {
		files, diags, _, err := readFolders(dirs, false)
		if err != nil {
			return nil, err
		}
		return mergeFolders(base, files, diags), nil
	}
	start := time.Now()
	id := cacheIdentity(dirs)
	path := filepath.Join(cacheDir, "catalog-"+hex.EncodeToString(id[:16])+".bin")
	if out := fromCache(base, dirs, path, id, start); out != nil {
		return out, nil
	}
	files, diags, folders, err := readFolders(dirs, true)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 || hasAmends(files) {
		// The cache holds parts; amend blocks are applied to a parse.
		return mergeFolders(base, files, diags), nil
	}
	// The parts that extend nothing are encoded while the merge, which
	// runs on one core, resolves the others.
	pre := preEncode(files)
	out := mergeFolders(base, files, diags)
	var mine []*hw.Part
	for _, p := range out.Catalog.all {
		if base.byID[p.ID] != p {
			mine = append(mine, p)
		}
	}
	out.Cache = CacheUnsaved
	rest, err := encodeRest(out.Diags, mine, pre.wait())
	if err == nil && saveCache(cacheDir, path, assemble(id, manifest{built: start.UnixNano(), folders: folders}, rest...), folders) == nil {
		out.Cache = CacheBuilt
	}
	return out, nil
}

func hasAmends(files []*hclfile.File) bool {
	for _, f := range files {
		if len(f.Amends) > 0 {
			return true
		}
	}
	return false
}

// readFolders reads and decodes every folder; with hash it also returns
// what the cache's manifest needs.
func readFolders(dirs []string, hash bool) ([]*hclfile.File, hw.Diagnostics, []folderState, error) {
	var files []*hclfile.File
	var diags hw.Diagnostics
	var folders []folderState
	for _, dir := range dirs {
		fs, d, states, err := readDir(dir, hash)
		if err != nil {
			return nil, nil, nil, err
		}
		files = append(files, fs...)
		diags = append(diags, d...)
		folders = append(folders, folderState{dir: dir, files: states})
	}
	return files, diags, folders, nil
}

// mergeFolders merges the parts of files, decoded with diags, into base.
func mergeFolders(base *Catalog, files []*hclfile.File, diags hw.Diagnostics) *Folders {
	out := &Folders{Catalog: base}
	if len(files) > 0 {
		var d hw.Diagnostics
		out.Catalog, d = base.Merge(files)
		diags = append(diags, d...)
	}
	out.Diags = diags
	out.Sources = map[string][]byte{}
	for _, d := range diags {
		for _, f := range files {
			if f.Name == d.Range.Filename {
				out.Sources[f.Name] = f.Src
				break
			}
		}
	}
	return out
}

// readDir is ReadDir with each file's state (hashed when hash is set). It
// decodes the files GOMAXPROCS at a time; the result is in walk order, and
// the error is that of the first file, in that order, that cannot be read.
func readDir(dir string, hash bool) ([]*hclfile.File, hw.Diagnostics, []fileState, error) {
	info, err := os.Stat(dir)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("catalog folder %s: %w", dir, unwrapPathErr(err))
	}
	if !info.IsDir() {
		return nil, nil, nil, fmt.Errorf("catalog folder %s is not a folder", dir)
	}
	var skipped hw.Diagnostics // linked and unreadable sub-folders (issue 29)
	paths, err := input.Walk(dir, input.WalkOptions{Skipped: func(p, reason string) { skipped = append(skipped, input.Skipped(p, reason)) }})
	if err != nil {
		return nil, nil, nil, fmt.Errorf("reading catalog folder %s: %w", escape.Line(dir), err)
	}
	type result struct {
		file  *hclfile.File
		diags hw.Diagnostics
		state fileState
		err   error
	}
	res := make([]result, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(paths)) {
		wg.Go(func() {
			for i := range next {
				r := &res[i]
				f, err := input.Read(paths[i])
				if err != nil {
					r.err = err
					continue
				}
				r.file, r.diags = hclfile.Parse(paths[i], f.Data)
				r.state = stateOf(paths[i], f.Info)
				if hash {
					r.state.sum = sha256.Sum256(f.Data)
				}
			}
		})
	}
	for i := range paths {
		next <- i
	}
	close(next)
	wg.Wait()
	var files []*hclfile.File
	diags := skipped
	states := make([]fileState, 0, len(paths))
	for _, r := range res {
		if r.err != nil {
			return nil, nil, nil, r.err
		}
		files = append(files, r.file)
		diags = append(diags, r.diags...)
		states = append(states, r.state)
	}
	return files, diags, states, nil
}

func stateOf(path string, fi fs.FileInfo) fileState {
	s := fileState{path: path, size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	s.ctime, s.ino, s.dev = statMore(fi)
	return s
}

// fromCache returns the folders from the cache file at path, or nil when
// it is missing, unreadable, corrupt, foreign or stale.
func fromCache(base *Catalog, dirs []string, path string, id [32]byte, start time.Time) *Folders {
	now, total, ok := statFolders(dirs)
	if !ok {
		return nil // the parse reports whatever is wrong
	}
	data, err := readCacheFile(path, id, maxCacheSize(total))
	if err != nil {
		return nil
	}
	cf, err := decodeCache(data, id)
	if err != nil || len(cf.manifest.folders) != len(now) {
		return nil
	}
	verified, refresh := false, false
	read := map[string][]byte{}
	for i := range now {
		was, is := cf.manifest.folders[i].files, now[i].files
		if cf.manifest.folders[i].dir != now[i].dir || len(was) != len(is) {
			return nil
		}
		for j := range is {
			w, n := &was[j], &is[j]
			if n.path != w.path || n.size != w.size {
				return nil
			}
			if n.sameStat(w) && !w.racy(cf.manifest.built) {
				n.sum = w.sum
				continue
			}
			f, err := input.Read(n.path)
			if err != nil || sha256.Sum256(f.Data) != w.sum {
				return nil
			}
			// The stat of the descriptor the bytes came from.
			*n = stateOf(n.path, f.Info)
			n.sum = w.sum
			read[n.path] = f.Data
			verified = true
			refresh = refresh || !n.racy(start.UnixNano())
		}
	}
	srcs := map[string][]byte{}
	for _, d := range cf.diags {
		name := d.Range.Filename
		if _, ok := srcs[name]; ok {
			continue
		}
		st := findState(now, name)
		if st == nil {
			continue // not a folder file (an embedded file, or none)
		}
		src, ok := read[name]
		if !ok {
			f, err := input.Read(name)
			if err != nil || sha256.Sum256(f.Data) != st.sum {
				return nil
			}
			src = f.Data
		}
		srcs[name] = src
	}
	out := &Folders{
		Catalog: lazyCatalog(base, cf.set),
		Diags:   cf.diags, Sources: srcs, Cache: CacheHit,
	}
	if fi, err := os.Stat(path); err == nil && time.Since(fi.ModTime()) > time.Hour {
		// Recently used, for prune; at most one write an hour.
		_ = os.Chtimes(path, start, start)
	}
	if verified {
		out.Cache = CacheVerified
		if refresh {
			// New stats, so that the next run need not read the files again.
			_ = saveCache(filepath.Dir(path), path, assemble(id, manifest{built: start.UnixNano(), folders: now}, cf.rest), now)
		}
	}
	return out
}

// lazyCatalog is base with the cached parts of set.
func lazyCatalog(base *Catalog, set *lazySet) *Catalog {
	set.base = base
	return &Catalog{byID: base.byID, byKind: base.byKind, all: base.all, Files: base.Files, matcher: base.matcher, lazy: &lazyView{set: set}}
}

func findState(folders []folderState, path string) *fileState {
	for i := range folders {
		for j := range folders[i].files {
			if folders[i].files[j].path == path {
				return &folders[i].files[j]
			}
		}
	}
	return nil
}

// statFolders lists the folders' files as readDir would and stats each,
// without reading any; ok is false when something would make the parse
// fail (the parse then reports it) or a file is not a regular file of at
// most input.MaxSize bytes.
func statFolders(dirs []string) (folders []folderState, total int64, ok bool) {
	for _, dir := range dirs {
		if info, err := os.Stat(dir); err != nil || !info.IsDir() {
			return nil, 0, false
		}
		// A folder the walk leaves out is a warning of the parse, which
		// the cache does not replay: such folders are parsed.
		skipped := false
		paths, err := input.Walk(dir, input.WalkOptions{Skipped: func(string, string) { skipped = true }})
		if err != nil || skipped {
			return nil, 0, false
		}
		f := folderState{dir: dir, files: make([]fileState, 0, len(paths))}
		for _, p := range paths {
			fi, err := os.Lstat(p)
			if err != nil || !fi.Mode().IsRegular() || fi.Size() > input.MaxSize {
				return nil, 0, false
			}
			f.files = append(f.files, stateOf(p, fi))
			total += fi.Size()
		}
		folders = append(folders, f)
	}
	return folders, total, true
}

// maxCacheSize bounds the cache file read for folders of total bytes: a
// part's record can outgrow its source only through `extends`, which
// copies the parent's attributes into the record.
func maxCacheSize(total int64) int64 { return 64*total + 64<<20 }

// readCacheFile reads the cache file at path when its header is the one
// identity expects and its length is bounded by limit.
func readCacheFile(path string, id [32]byte, limit int64) ([]byte, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|cacheOpenFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() || st.Size() < headerSize || st.Size() > limit {
		return nil, errCache
	}
	data := make([]byte, headerSize, st.Size())
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, err
	}
	n, err := payloadLen(data, id)
	if err != nil || n != uint64(st.Size()-headerSize) {
		return nil, errCache
	}
	data = data[:st.Size()]
	if _, err := io.ReadFull(f, data[headerSize:]); err != nil {
		return nil, err
	}
	return data, nil
}

// saveCache writes data (the concatenation of its pieces) to path the way
// atomicfile does (a temporary file created with O_EXCL beside it, then
// renamed into place), so that readers see the old file or the new one. It is not synced: a cut file after a
// crash fails its length or CRC check and is rebuilt. Old cache files are
// pruned along the way.
func saveCache(dir, path string, data [][]byte, folders []folderState) error {
	var total, size int64
	for _, f := range folders {
		for _, s := range f.files {
			total += s.size
		}
	}
	for _, p := range data {
		size += int64(len(p))
	}
	if size > maxCacheSize(total) {
		return errCache // it would never be read back
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".catalog-*.tmp")
	if err != nil {
		return err
	}
	for _, p := range data {
		if err == nil {
			_, err = tmp.Write(p)
		}
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	prune(dir, filepath.Base(path))
	return nil
}

// prune keeps the file just written and the MaxCacheFiles-1 most
// recently used other cache files (a hit
// marks its file used, a rebuild writes it), removes those unused for
// pruneAge, the previous format's files, and the temporary files of runs
// that died more than pruneTmpAge ago.
const (
	pruneAge    = 30 * 24 * time.Hour
	pruneTmpAge = time.Hour
)

func prune(dir, just string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	type cached struct {
		name string
		mod  time.Time
	}
	var keep []cached
	for _, e := range entries {
		n := e.Name()
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		age := time.Since(info.ModTime())
		switch {
		case strings.HasPrefix(n, "catalog-") && strings.HasSuffix(n, ".bin"):
			if n == just {
				continue // the file just written stays, whatever the clock says
			}
			if age > pruneAge {
				os.Remove(filepath.Join(dir, n))
			} else {
				keep = append(keep, cached{n, info.ModTime()})
			}
		case (strings.HasPrefix(n, ".catalog-") && strings.HasSuffix(n, ".tmp")) || strings.HasPrefix(n, ".tmp-"):
			if age > pruneTmpAge {
				os.Remove(filepath.Join(dir, n))
			}
		case len(n) == 36 && strings.HasSuffix(n, ".bin") && isHex(n[:32]):
			os.Remove(filepath.Join(dir, n)) // the first format: one file per folder, never read now
		}
	}
	slices.SortFunc(keep, func(a, b cached) int { return b.mod.Compare(a.mod) })
	for _, c := range keep[min(len(keep), MaxCacheFiles-1):] {
		os.Remove(filepath.Join(dir, c.name))
	}
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil
}

// cacheIdentity hashes everything a cache file's meaning depends on besides
// the folders' files: the binary (binaryIdentity) and the folders as given
// and as absolute paths (diagnostics name files the way they were given).
func cacheIdentity(dirs []string) [32]byte {
	h := sha256.New()
	h.Write(binaryIdentity())
	for _, d := range dirs {
		abs, _ := filepath.Abs(d)
		fmt.Fprintf(h, "folder %q %q\n", d, abs)
	}
	return [32]byte(h.Sum(nil))
}

// binaryIdentity hashes the cache format, this rigcheck (build settings and
// VCS revision, and the executable's size and time, which change with any
// rebuild), the schema the parts were decoded with, the limits, and the
// embedded catalog the folders were merged into.
var binaryIdentity = sync.OnceValue(func() []byte {
	h := sha256.New()
	fmt.Fprintf(h, "rigcheck catalog cache, format %d\n", cacheVersion)
	if info, ok := debug.ReadBuildInfo(); ok {
		fmt.Fprintf(h, "%s %s %s %s\n", info.GoVersion, info.Path, info.Main.Path, info.Main.Version)
		for _, s := range info.Settings {
			fmt.Fprintf(h, "%s=%s\n", s.Key, s.Value)
		}
	}
	if exe, err := os.Executable(); err == nil {
		if st, err := os.Stat(exe); err == nil {
			fmt.Fprintf(h, "exe %q %d %d\n", exe, st.Size(), st.ModTime().UnixNano())
		}
	}
	h.Write(SchemaHash())
	src := SourceHash()
	h.Write(src[:])
	fmt.Fprintf(h, "limits %d %d %d\n", MaxExtendsDepth, hclfile.MaxPartsPerFile, input.MaxSize)
	return h.Sum(nil)
})

// SchemaHash hashes the part schema (every kind's attributes, with types,
// bounds, enums and docs): parts decoded under another schema are not
// reused.
func SchemaHash() []byte {
	h := sha256.New()
	for _, k := range hw.CatalogKinds {
		fmt.Fprintf(h, "%s %#v\n", k, hw.AttrsOf(k))
	}
	return h.Sum(nil)
}
