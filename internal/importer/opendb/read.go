package opendb

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/lazyre"
)

// Limits on what an OpenDB folder can make the import do. The real data
// set has about 4,800 files in its largest kind, each a few kB.
const (
	// MaxFilesPerKind bounds the JSON files read from one kind's folder.
	MaxFilesPerKind = 100000
	// MaxFileSize bounds one part's JSON file.
	MaxFileSize = 1 << 20
	// maxString bounds any string taken from a file (names are < 300 bytes).
	maxString = 300
)

// Folder is one OpenDB kind folder and the rigcheck kind it maps to.
type Folder struct {
	Dir  string
	Kind hw.Kind
}

// Folders are the eight OpenDB kinds rigcheck models, in the order the
// summary lists them.
var Folders = []Folder{
	{"CPU", hw.KindCPU}, {"CPUCooler", hw.KindCooler}, {"Motherboard", hw.KindMotherboard}, {"RAM", hw.KindMemory},
	{"GPU", hw.KindGPU}, {"Storage", hw.KindStorage}, {"PSU", hw.KindPSU}, {"PCCase", hw.KindCase},
}

// uuidName is an OpenDB part file name: the part's UUID.
var uuidName = lazyre.New(`^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$`)

// findRoot returns the folder that holds the kind folders: dir itself, or
// its open-db folder (a checkout of the repository or the unpacked
// archive). Symbolic links are not followed.
func findRoot(dir string) (string, error) {
	st, err := os.Lstat(dir)
	if err != nil {
		return "", fmt.Errorf("OpenDB folder %s: %w", shown(dir), unwrap(err))
	}
	if !st.IsDir() {
		return "", fmt.Errorf("OpenDB folder %s is not a folder (symbolic links are not followed)", shown(dir))
	}
	for _, root := range []string{filepath.Join(dir, "open-db"), dir} {
		for _, f := range Folders {
			if st, err := os.Lstat(filepath.Join(root, f.Dir)); err == nil && st.IsDir() {
				return root, nil
			}
		}
	}
	var names []string
	for _, f := range Folders {
		names = append(names, f.Dir)
	}
	return "", fmt.Errorf("%s holds no OpenDB kind folder (%s), neither itself nor in open-db/; point it at a checkout of github.com/buildcores/buildcores-open-db or the unpacked archive",
		shown(dir), strings.Join(names, ", "))
}

// record is one part file: its UUID and its decoded JSON.
type record struct {
	uuid string
	obj  obj
}

// readKind reads every part file of one kind folder, in name order. A file
// that cannot be used is counted in st.Skipped and left out; only a folder
// that cannot be listed is an error.
func readKind(root string, f Folder, st *KindStats) ([]record, error) {
	dir := filepath.Join(root, f.Dir)
	info, err := os.Lstat(dir)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil
		}
		return nil, fmt.Errorf("%s: %w", shown(dir), unwrap(err))
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s is not a folder (symbolic links are not followed)", shown(dir))
	}
	d, err := os.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", shown(dir), unwrap(err))
	}
	defer d.Close()
	var entries []fs.DirEntry
	for {
		batch, err := d.ReadDir(1024)
		entries = append(entries, batch...)
		if len(entries) > MaxFilesPerKind {
			return nil, fmt.Errorf("%s has more than %d entries; an OpenDB kind folder has a few thousand", shown(dir), MaxFilesPerKind)
		}
		if err == io.EOF || len(batch) == 0 {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", shown(dir), unwrap(err))
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Name() < entries[j].Name() })
	var out []record
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".json") {
			continue
		}
		st.Read++
		if !e.Type().IsRegular() {
			st.skip("not a regular file (links are not followed)")
			continue
		}
		if !uuidName().MatchString(name) {
			st.skip("file name is not an OpenDB UUID")
			continue
		}
		src, err := readLimited(filepath.Join(dir, name))
		if err != nil {
			st.skip(err.Error())
			continue
		}
		var v any
		if err := json.Unmarshal(src, &v); err != nil {
			st.skip("not valid JSON")
			continue
		}
		o, ok := v.(map[string]any)
		if !ok {
			st.skip("not a JSON object")
			continue
		}
		out = append(out, record{uuid: strings.TrimSuffix(name, ".json"), obj: o})
	}
	return out, nil
}

// readLimited reads a part file through internal/input, the one reader of
// users' files (a regular file, no link followed, no FIFO waited on), with
// the tighter bound of MaxFileSize. The error is a reason for the summary,
// without the path: the summary counts files by reason.
func readLimited(path string) ([]byte, error) {
	f, err := input.Read(path)
	switch {
	case errors.Is(err, input.ErrNotRegular):
		return nil, errors.New("not a regular file (links are not followed)")
	case errors.Is(err, input.ErrTooLarge):
		return nil, fmt.Errorf("larger than %d bytes", MaxFileSize)
	case err != nil:
		return nil, errors.New("cannot be read")
	case len(f.Data) > MaxFileSize:
		return nil, fmt.Errorf("larger than %d bytes", MaxFileSize)
	}
	return f.Data, nil
}

func unwrap(err error) error {
	if pe, ok := err.(*fs.PathError); ok {
		return pe.Err
	}
	return err
}

// obj is a decoded JSON object with lenient accessors: a field of the
// wrong type reads as absent, never as an error.
type obj map[string]any

func (o obj) get(path ...string) any {
	var cur any = map[string]any(o)
	for _, k := range path {
		m, ok := cur.(map[string]any)
		if !ok {
			return nil
		}
		cur = m[k]
	}
	return cur
}

// num returns a JSON number at path.
func (o obj) num(path ...string) (float64, bool) {
	f, ok := o.get(path...).(float64)
	return f, ok
}

// pos returns a number at path when it is above zero: OpenDB stores many
// unknown numbers as 0.
func (o obj) pos(path ...string) (float64, bool) {
	f, ok := o.num(path...)
	return f, ok && f > 0
}

// str returns a string at path, cleaned (see clean).
func (o obj) str(path ...string) string {
	s, _ := o.get(path...).(string)
	return clean(s)
}

// boolean returns a JSON bool at path.
func (o obj) boolean(path ...string) (bool, bool) {
	b, ok := o.get(path...).(bool)
	return b, ok
}

// strs returns the strings of a list at path, cleaned; other elements are
// skipped.
func (o obj) strs(path ...string) []string {
	l, _ := o.get(path...).([]any)
	var out []string
	for _, e := range l {
		if s, ok := e.(string); ok && clean(s) != "" {
			out = append(out, clean(s))
		}
	}
	return out
}

// objs returns the objects of a list at path.
func (o obj) objs(path ...string) []obj {
	l, _ := o.get(path...).([]any)
	var out []obj
	for _, e := range l {
		if m, ok := e.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

// clean makes a string from a file safe to store and print: valid UTF-8,
// no control or format characters, single spaces, at most maxString bytes.
func clean(s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r == utf8.RuneError:
			continue
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		if b.Len()+utf8.RuneLen(r) > maxString {
			break
		}
		b.WriteRune(r)
	}
	return b.String()
}

// shown is a path as messages print it, control characters escaped.
func shown(s string) string { return escape.Line(s) }
