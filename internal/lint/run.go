package lint

import (
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Result is a lint run: the catalog it read, every diagnostic (decoding,
// catalog.Build's and Lint's own), and the source of every linted file.
type Result struct {
	Catalog     *catalog.Catalog
	Diagnostics hw.Diagnostics
	Sources     map[string][]byte
	// Parts counts the linted parts (and cloud offers) per kind.
	Parts map[hw.Kind]int
	// Files is the number of files the parts come from.
	Files int
}

// Embedded lints the catalog compiled into the binary.
//
// It parses the HCL rather than using catalog.bin, so that diagnostics
// show their source lines.
func Embedded() *Result {
	c, diags := catalog.ParseEmbedded()
	r := &Result{Catalog: c, Sources: map[string][]byte{}, Parts: map[hw.Kind]int{}}
	for name, f := range c.Files {
		r.Sources[name] = f.Src
	}
	r.Files = len(r.Sources)
	if r.Files == 0 {
		seen := map[string]bool{}
		for _, p := range c.Parts("") {
			seen[p.DefRange.Filename] = true
		}
		r.Files = len(seen)
	}
	r.Diagnostics = append(append(hw.Diagnostics(nil), diags...), Lint(c, nil)...)
	r.count(nil)
	r.Diagnostics.Sort()
	return r
}

// Dirs lints the catalog folders dirs. By default they are read the way
// `--catalog` reads them, on top of the embedded catalog, whose parts they
// may extend and which the cross-kind checks see; only the folders' own
// parts are reported. With standalone, the folders are a complete catalog
// on their own held to the embedded catalog's requirements (price_usd and
// source) — for linting the repository's catalog/ folder on disk.
//
// An unreadable folder is an error; problems in the files are diagnostics.
func Dirs(dirs []string, standalone bool) (*Result, error) {
	var files []*hclfile.File
	var diags hw.Diagnostics
	for _, dir := range dirs {
		fs, d, err := catalogdir.ReadDir(dir)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
		diags = append(diags, d...)
	}
	r := &Result{Sources: map[string][]byte{}, Parts: map[hw.Kind]int{}}
	only := map[string]bool{}
	for _, f := range files {
		only[f.Name] = true
		r.Sources[f.Name] = f.Src
	}
	r.Files = len(files)
	var d hw.Diagnostics
	if standalone {
		r.Catalog, d = catalog.Build(files, true)
	} else {
		emb, _ := catalog.Embedded()
		r.Catalog, d = emb.Merge(files)
	}
	r.Diagnostics = append(append(diags, d...), Lint(r.Catalog, only)...)
	r.count(only)
	r.Diagnostics.Sort()
	return r, nil
}

func (r *Result) count(only map[string]bool) {
	for _, p := range r.Catalog.Parts("") {
		if only == nil || only[p.DefRange.Filename] {
			r.Parts[p.Kind]++
		}
	}
}
