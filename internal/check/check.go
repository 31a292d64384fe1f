// Package check runs the whole pipeline of `rigcheck validate` over files:
// read, decode, resolve against the catalog, compute facts and run the
// rules, in parallel, with output identical to a sequential run.
package check

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// MaxFiles bounds the files one run reads.
const MaxFiles = 100000

// ConfigName is the config file's name; folders walked for builds skip it.
const ConfigName = ".rigcheck.hcl"

// Input is one file to check.
type Input struct {
	Name string
	Src  []byte
	// Err is set when the file could not be read; it becomes a diagnostic.
	Err error
}

// ExpandPaths turns command-line paths into a sorted, de-duplicated list of
// files: a folder means every *.hcl below it, "-" means stdin. A path that
// does not exist is an error (exit 2).
func ExpandPaths(paths []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range paths {
		if p == "-" {
			add(p)
			continue
		}
		info, err := os.Stat(p)
		if err != nil {
			matches, gerr := filepath.Glob(p)
			if gerr == nil && len(matches) > 0 && strings.ContainsAny(p, "*?[") {
				sort.Strings(matches)
				for _, m := range matches {
					add(m)
				}
				continue
			}
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		if !info.IsDir() {
			add(p)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(q string, d fs.DirEntry, err error) error {
			if err != nil {
				// An unreadable folder: keep going; the file list says what was read.
				if d != nil && d.IsDir() {
					return fs.SkipDir
				}
				return nil
			}
			if d.IsDir() && q != p && strings.HasPrefix(d.Name(), ".") {
				return fs.SkipDir
			}
			if !d.IsDir() && strings.HasSuffix(q, ".hcl") && d.Name() != ConfigName {
				found = append(found, q)
			}
			if len(found) > MaxFiles {
				return fmt.Errorf("more than %d files below %s", MaxFiles, p)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		if len(found) == 0 {
			return nil, fmt.Errorf("%s: no *.hcl files in this folder", p)
		}
		sort.Strings(found)
		for _, f := range found {
			add(f)
		}
	}
	if len(out) > MaxFiles {
		return nil, fmt.Errorf("%d files given; rigcheck checks at most %d in one run", len(out), MaxFiles)
	}
	return out, nil
}

// ReadInputs reads the files, stdin for "-" (with the same 4 MiB limit).
func ReadInputs(names []string, stdin io.Reader) []Input {
	out := make([]Input, len(names))
	for i, n := range names {
		out[i].Name = n
		if n == "-" {
			out[i].Name = "<stdin>"
			src, err := io.ReadAll(io.LimitReader(stdin, hclfile.MaxFileSize+1))
			if err == nil && len(src) > hclfile.MaxFileSize {
				err = fmt.Errorf("standard input is larger than 4 MiB; rigcheck refuses input that large")
			}
			out[i].Src, out[i].Err = src, err
			continue
		}
		out[i].Src, out[i].Err = catalog.ReadFileLimited(n)
	}
	return out
}

// Options configure a check.
type Options struct {
	Catalog *catalog.Catalog
	Config  *rules.Config
	Strict  bool
}

type fileResult struct {
	builds []BuildResult
	diags  hw.Diagnostics
}

// Run checks every input, in parallel, and gathers one sorted result.
func Run(inputs []Input, opt Options) *Result {
	res := &Result{Files: len(inputs), Sources: map[string][]byte{}, Strict: opt.Strict}
	results := make([]fileResult, len(inputs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range inputs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			results[i] = checkOne(inputs[i], opt)
		}()
	}
	wg.Wait()
	for i, in := range inputs {
		res.Sources[in.Name] = in.Src
		res.Builds = append(res.Builds, results[i].builds...)
		res.Diagnostics = append(res.Diagnostics, results[i].diags...)
	}
	res.Diagnostics.Sort()
	return res
}

func checkOne(in Input, opt Options) fileResult {
	f := Load(in, opt.Catalog)
	fr := fileResult{diags: f.Diags}
	for _, b := range f.Builds {
		facts, rd := rules.Run(b, opt.Config)
		fr.diags = append(fr.diags, rd...)
		d := append(append(hw.Diagnostics(nil), f.Own(b)...), rd...)
		v, un := verdict(d, facts, opt.Strict)
		fr.builds = append(fr.builds, BuildResult{File: in.Name, Build: b, Facts: facts, Valid: !AnyFails(d, opt.Strict), Verdict: v, Unchecked: un})
	}
	return fr
}
