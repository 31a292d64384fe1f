// Package catalogdir reads catalog folders (--catalog DIR, and the config
// file's catalog = [...]) and adds their parts to the embedded catalog as
// a layer, through a cache of each list of folders.
//
// The folders are parsed once and then loaded from a cache file, a set
// file (catalog.OpenLayer) that decodes a part only when a command asks
// for it.
//
// There is one cache file per list of folders, named by the hash of the
// list, this binary, its schema and its embedded catalog (cacheIdentity).
// Its head holds the key of the sources it was made from (sourceKey:
// each file's path, size, modification and change time, inode and
// device); when the folders' key is another, it is rebuilt. No cache is
// written while a file is younger than racyWindow, as an edit within it
// may keep the file's stat.
//
// A cache is used only when the cache folder and the file belong to the
// user, others cannot write them, and neither is a link (untrusted);
// otherwise the folders are parsed and Folders.Notice says why. It is
// written through internal/atomicfile, so concurrent runs read the old
// file or the new one. Pruning removes only files with a cache file's name
// that start with its magic (ours).
package catalogdir

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/lazyre"
)

// CacheEnv is the environment variable that moves the cache folder, or
// turns the cache off with "off".
const CacheEnv = "RIGCHECK_CACHE_DIR"

// MaxCacheFiles is how many folder lists the cache keeps; the least
// recently used go first.
const MaxCacheFiles = 8

const pruneTmpAge = time.Hour

// racyWindow covers file systems with one- and two-second time stamps and
// the coarse clock kernels stamp with; a variable for tests, as is
// currentUID, the user the cache must belong to.
var (
	racyWindow = int64(2 * time.Second)
	currentUID = os.Getuid
)

// CacheDir is where catalog folders are cached: $RIGCHECK_CACHE_DIR when it
// is set, else rigcheck/catalogs in the user cache folder (os.UserCacheDir:
// ~/.cache on Linux, ~/Library/Caches on macOS); "" when the variable is
// "off".
func CacheDir() (string, error) {
	switch d := os.Getenv(CacheEnv); d {
	case "off":
		return "", nil
	case "":
		base, err := os.UserCacheDir()
		return filepath.Join(base, "rigcheck", "catalogs"), err
	default:
		return d, nil
	}
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
	// files, no user cache folder, a cache folder refused).
	CacheOff CacheUse = iota
	// CacheHit: loaded from the cache.
	CacheHit
	// CacheBuilt: parsed, and the cache written.
	CacheBuilt
	// CacheUnsaved: parsed; the cache could not be written (or a file was
	// too young).
	CacheUnsaved
)

// Folders is the embedded catalog with catalog folders added.
type Folders struct {
	Catalog *catalog.Catalog
	// Diags are the folders' problems: decoding, then merging.
	Diags hw.Diagnostics
	// Sources holds the bytes of each folder file a diagnostic is in.
	Sources map[string][]byte
	Cache   CacheUse
	// Notice is one line saying why a cache folder or file was refused,
	// for standard error, or "".
	Notice string
}

// fileState is what the source key takes from a folder file.
type fileState struct {
	path         string
	size         int64
	mtime, ctime int64 // Unix nanoseconds; ctime 0 where the system has none
	ino, dev     uint64
}

func stateOf(path string, fi fs.FileInfo) fileState {
	s := fileState{path: path, size: fi.Size(), mtime: fi.ModTime().UnixNano()}
	s.ctime, s.ino, s.dev = statMore(fi)
	return s
}

// cacheMeta is what a cache file holds besides the parts.
type cacheMeta struct {
	Diags   hw.Diagnostics
	Sources map[string][]byte
}

// WithFolders adds the parts of the catalog folders dirs (each read as
// ReadDir does, in order) to the embedded catalog, through the cache
// unless opt.NoCache. Its result, diagnostics included, is the same with
// and without the cache. An error is a folder or file that cannot be
// read; the cache itself never causes one.
func WithFolders(dirs []string, opt Options) (*Folders, error) {
	base, _ := catalog.Embedded()
	if len(dirs) == 0 {
		return &Folders{Catalog: base}, nil
	}
	dir := opt.CacheDir
	if dir == "" && !opt.NoCache {
		dir, _ = CacheDir()
	}
	var notice string
	if !opt.NoCache && dir != "" {
		notice = trustFolder(dir)
	}
	start := time.Now()
	paths, diags, err := listFolders(dirs)
	if err != nil {
		return nil, err
	}
	// The key is of the files as listed; one that changes before it is
	// read makes the next run's key another. A skipped sub-folder (diags)
	// could gain files the key does not see, so such folders are parsed.
	cached := !opt.NoCache && dir != "" && notice == "" && len(diags) == 0
	var states []fileState
	if cached {
		states, cached = statFiles(paths)
	}
	id := cacheIdentity(dirs)
	path := filepath.Join(dir, "catalog-"+hex.EncodeToString(id[:16])+".bin")
	if cached {
		var out *Folders
		if out, notice = fromCache(base, path, id, sourceKey(states)); out != nil {
			return out, nil
		}
	}
	files, d, err := hclfile.ParseAll(paths, readFile)
	if err != nil {
		return nil, err
	}
	out := &Folders{Catalog: base, Diags: append(diags, d...), Sources: map[string][]byte{}, Notice: notice}
	if len(files) == 0 {
		return out, nil
	}
	out.Catalog, d = base.Merge(files)
	out.Diags = append(out.Diags, d...)
	for _, d := range out.Diags {
		if i := slices.IndexFunc(files, func(f *hclfile.File) bool { return f.Name == d.Range.Filename }); i >= 0 {
			out.Sources[files[i].Name] = files[i].Src
		}
	}
	if cached && !slices.ContainsFunc(files, func(f *hclfile.File) bool { return len(f.Amends) > 0 }) {
		// (The cache holds parts; amend blocks are applied to a parse.)
		out.Cache = CacheUnsaved
		young := slices.ContainsFunc(states, func(s fileState) bool { return max(s.mtime, s.ctime) > start.UnixNano()-racyWindow })
		if !young && saveCache(dir, path, id, states, out) == nil {
			out.Cache = CacheBuilt
		}
	}
	return out, nil
}

// listFolders lists the *.hcl files below dirs, each folder's sorted, with
// the warnings of the sub-folders it leaves out (issue 29).
func listFolders(dirs []string) ([]string, hw.Diagnostics, error) {
	var paths []string
	var skipped hw.Diagnostics
	for _, dir := range dirs {
		info, err := os.Stat(dir)
		if err != nil {
			return nil, nil, fmt.Errorf("catalog folder %s: %w", dir, unwrapPathErr(err))
		}
		if !info.IsDir() {
			return nil, nil, fmt.Errorf("catalog folder %s is not a folder", dir)
		}
		p, err := input.Walk(dir, input.WalkOptions{Skipped: func(p, reason string) { skipped = append(skipped, input.Skipped(p, reason)) }})
		if err != nil {
			return nil, nil, fmt.Errorf("reading catalog folder %s: %w", escape.Line(dir), err)
		}
		paths = append(paths, p...)
	}
	return paths, skipped, nil
}

// statFiles is the state of each file of paths; ok is false when one is
// not a regular file of at most input.MaxSize bytes, which the parse
// refuses.
func statFiles(paths []string) (states []fileState, ok bool) {
	for _, p := range paths {
		fi, err := os.Lstat(p)
		if err != nil || !fi.Mode().IsRegular() || fi.Size() > input.MaxSize {
			return nil, false
		}
		states = append(states, stateOf(p, fi))
	}
	return states, true
}

func readFile(path string) (string, []byte, error) {
	b, err := input.ReadFile(path)
	return path, b, err
}

// ReadDir decodes every *.hcl file below dir (recursively).
func ReadDir(dir string) ([]*hclfile.File, hw.Diagnostics, error) {
	paths, skipped, err := listFolders([]string{dir})
	if err != nil {
		return nil, nil, err
	}
	files, diags, err := hclfile.ParseAll(paths, readFile)
	return files, append(skipped, diags...), err
}

func unwrapPathErr(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

// sourceKey hashes the states of the folders' files.
func sourceKey(states []fileState) [32]byte {
	h := sha256.New()
	for _, s := range states {
		fmt.Fprintf(h, "%v\n", s)
	}
	return [32]byte(h.Sum(nil))
}

// untrusted says why a cache folder or file (fi from Lstat or fstat) may
// not be used, or "": another user could have planted the parts a verdict
// rests on.
func untrusted(fi fs.FileInfo) string {
	if fi.Mode()&fs.ModeSymlink != 0 {
		return "it is a symbolic link, which rigcheck does not follow there"
	}
	uid, ok := owner(fi)
	switch {
	case !ok:
		return "" // no owners here, and modes that say nothing of others (Windows)
	case uid != currentUID():
		return fmt.Sprintf("it belongs to user %d, not to you (%d)", uid, currentUID())
	case fi.Mode().Perm()&0o022 != 0:
		return fmt.Sprintf("others can write to it (mode %v)", fi.Mode().Perm())
	}
	return ""
}

// trustFolder is the notice for a cache folder that may not be used, or ""
// (also when there is none yet, or no folder: writing it then fails). The
// name is cleaned first: Lstat resolves a link spelled "link/" or "link/.".
func trustFolder(dir string) string {
	fi, err := os.Lstat(filepath.Clean(dir))
	if err != nil || (!fi.IsDir() && fi.Mode()&fs.ModeSymlink == 0) {
		return ""
	}
	if why := untrusted(fi); why != "" {
		return fmt.Sprintf("not using the catalog cache folder %s: %s; the catalog folders were parsed instead. Set %s to a folder of your own that others cannot write", escape.Line(dir), why, CacheEnv)
	}
	return ""
}

// fromCache returns the folders from the cache file at path, made from
// sources of key, or nil when it is missing, corrupt, foreign or stale,
// with a notice when it was not trusted.
func fromCache(base *catalog.Catalog, path string, id, key [32]byte) (*Folders, string) {
	f, err := os.OpenFile(path, os.O_RDONLY|cacheOpenFlags, 0)
	if err != nil {
		return nil, ""
	}
	kept := false
	defer func() {
		if !kept {
			f.Close()
		}
	}()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, ""
	}
	if why := untrusted(fi); why != "" {
		return nil, fmt.Sprintf("not using the catalog cache file %s: %s; the catalog folders were parsed instead", escape.Line(path), why)
	}
	layer, extra, err := catalog.OpenLayer(base, f, fi.Size(), id, key)
	var meta cacheMeta
	if err != nil || gob.NewDecoder(bytes.NewReader(extra)).Decode(&meta) != nil {
		return nil, ""
	}
	kept = true // for the layer; the collector closes f with it
	if meta.Sources == nil {
		meta.Sources = map[string][]byte{} // gob leaves out an empty map
	}
	if now := time.Now(); now.Sub(fi.ModTime()) > time.Hour {
		_ = os.Chtimes(path, now, now) // recently used, for prune; at most one write an hour
	}
	return &Folders{Catalog: layer, Diags: meta.Diags, Sources: meta.Sources, Cache: CacheHit}, ""
}

// saveCache writes the cache file of out (the folders' files had states),
// then prunes.
func saveCache(dir, path string, id [32]byte, states []fileState, out *Folders) error {
	var meta bytes.Buffer
	if err := gob.NewEncoder(&meta).Encode(cacheMeta{out.Diags, out.Sources}); err != nil {
		return err
	}
	data, err := catalog.EncodeSet(out.Catalog.Added(), id, sourceKey(states), meta.Bytes())
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	if trustFolder(dir) != "" {
		return fs.ErrPermission // made by another user meanwhile
	}
	if err := atomicfile.Put(path, data, 0o600); err != nil {
		return err
	}
	prune(dir, filepath.Base(path))
	return nil
}

// cacheName matches the names of cache files, and of the temporaries
// internal/atomicfile writes them through.
var cacheName = lazyre.New(`^(catalog-[0-9a-f]{32}\.bin|\.catalog-[0-9a-f]{32}\.bin\.[0-9]+\.rigcheck-tmp)$`)

// prune removes our cache files beyond the MaxCacheFiles most recently
// used (a hit marks its file used, a rebuild writes it), keeping just, and
// our temporaries of runs that died pruneTmpAge ago.
func prune(dir, just string) {
	entries, _ := os.ReadDir(dir)
	var keep []fs.FileInfo
	for _, e := range entries {
		info, err := e.Info()
		if !cacheName().MatchString(e.Name()) || e.Name() == just || err != nil || !ours(filepath.Join(dir, e.Name()), info) {
			continue
		}
		if !strings.HasPrefix(e.Name(), ".") {
			keep = append(keep, info)
		} else if time.Since(info.ModTime()) > pruneTmpAge {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
	slices.SortFunc(keep, func(a, b fs.FileInfo) int { return b.ModTime().Compare(a.ModTime()) })
	for _, fi := range keep[min(len(keep), MaxCacheFiles-1):] {
		os.Remove(filepath.Join(dir, fi.Name()))
	}
}

// ours reports whether the file at path (info from Lstat) is one rigcheck
// wrote: the user's own regular file, starting with the cache's magic.
func ours(path string, info fs.FileInfo) bool {
	f, err := os.OpenFile(path, os.O_RDONLY|cacheOpenFlags, 0)
	if err != nil || !info.Mode().IsRegular() || untrusted(info) != "" {
		return false
	}
	defer f.Close()
	magic := make([]byte, len(catalog.SetMagic))
	_, err = io.ReadFull(f, magic)
	return err == nil && string(magic) == catalog.SetMagic
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

// binaryIdentity hashes the cache format, this rigcheck (build settings,
// VCS revision, and the executable's size and time, which change with any
// rebuild), the schema (every kind's attributes, with types, bounds, enums
// and docs), the limits, and the embedded catalog.
var binaryIdentity = sync.OnceValue(func() []byte {
	h := sha256.New()
	fmt.Fprintf(h, "rigcheck catalog cache, format %s\n", catalog.SetMagic)
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
	for _, k := range hw.CatalogKinds {
		fmt.Fprintf(h, "%s %#v\n", k, hw.AttrsOf(k))
	}
	fmt.Fprintf(h, "%x limits %d %d %d\n", catalog.SourceHash(), catalog.MaxExtendsDepth, hclfile.MaxPartsPerFile, input.MaxSize)
	return h.Sum(nil)
})
