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
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
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
	// Without are the roles of lines the file's source had but could not
	// turn into part blocks (import's unmatched lines), with how many
	// lines each: its builds are checked without them (hw.Build.Without).
	Without map[hw.Kind]int
}

// ExpandPaths turns command-line paths into a sorted, de-duplicated list of
// files: a folder means every *.hcl below it, "-" means stdin. A path that
// does not exist is an error (exit 2). skipped are the "skipped" warnings
// of the folders the walks left out (input.WalkOptions.Skipped).
func ExpandPaths(paths []string) (files []string, skipped hw.Diagnostics, err error) {
	var out []string
	seen := map[string]bool{}
	add := func(p string) {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	skip := func(path, reason string) { skipped = append(skipped, input.Skipped(path, reason)) }
	for _, p := range paths {
		if p == "-" {
			add(p)
			continue
		}
		info, err := os.Lstat(p)
		if err == nil && info.Mode()&fs.ModeSymlink != 0 {
			// A link is listed as a file: reading it refuses it by name
			// (input.ReadFile never follows links in the tree). An
			// absolute link to a folder outside the working folder is
			// the user's own path: walk it.
			if st, serr := os.Stat(p); serr == nil && st.IsDir() && input.SystemLink(p) {
				info = st
			}
		}
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
			return nil, nil, fmt.Errorf("%s: %v", escape.Line(p), err)
		}
		if !info.IsDir() {
			add(p)
			continue
		}
		before := len(skipped)
		found, err := input.Walk(p, input.WalkOptions{Skip: ConfigName, SkipHidden: true, Max: MaxFiles, Skipped: skip})
		if err != nil {
			return nil, nil, err
		}
		if len(found) == 0 {
			msg := fmt.Sprintf("%s: no *.hcl files in this folder", escape.Line(p))
			for _, d := range skipped[before:] {
				msg += "; " + d.Message
			}
			return nil, nil, errors.New(msg)
		}
		for _, f := range found {
			add(f)
		}
	}
	if len(out) > MaxFiles {
		return nil, nil, fmt.Errorf("%d files given; rigcheck checks at most %d in one run", len(out), MaxFiles)
	}
	return out, skipped, nil
}

// ReadInputs reads the files, stdin for "-" (with the same 4 MiB limit).
func ReadInputs(names []string, stdin io.Reader) []Input {
	out := make([]Input, len(names))
	for i, n := range names {
		out[i] = ReadInput(n, stdin)
	}
	return out
}

// ReadInput reads one file of ReadInputs.
func ReadInput(name string, stdin io.Reader) Input {
	if name == "-" {
		in := Input{Name: StdinName}
		in.Src, in.Err = input.ReadStdin(stdin)
		return in
	}
	in := Input{Name: name}
	in.Src, in.Err = input.ReadFile(name)
	return in
}

// StdinName is the name "-" (standard input) takes in reports.
const StdinName = "<stdin>"

// Options configure a check.
type Options struct {
	Catalog *catalog.Catalog
	Config  *rules.Config
	Strict  bool
	// StrictSources counts only catalog numbers and bounds: a build that
	// rests on community numbers, amendments or overrides is unverified
	// (SPEC 3.2, --strict-sources).
	StrictSources bool
	// Defaults are the config file's power and usage defaults (nil: SPEC's).
	Defaults *hclfile.Defaults
	// Cost asks for each build's cost line (BuildResult.Cost) against the
	// cloud offers of Catalog.
	Cost bool
	// costLine is cost.SummaryOf(Catalog) when Cost is set, made once per
	// run by Stream.
	costLine func(*hw.Build, *hw.Facts) string
}

// Run checks every input, in parallel, and gathers one sorted result.
func Run(inputs []Input, opt Options) *Result {
	res := &Result{Files: len(inputs), Sources: map[string][]byte{}, Strict: opt.Strict}
	_ = Stream(len(inputs), func(i int) Input { return inputs[i] }, opt, func(fr *FileResult) error {
		res.Sources[fr.Name] = fr.Src
		res.Builds = append(res.Builds, fr.Builds...)
		res.Diagnostics = append(res.Diagnostics, fr.Diags...)
		return nil
	})
	res.Diagnostics.Sort()
	return res
}

func checkOne(i int, in Input, opt Options) *FileResult {
	f := LoadWith(in, opt.Catalog, opt.Defaults)
	fr := &FileResult{Index: i, Name: in.Name, Src: in.Src, Diags: f.Diags}
	weigh := MaxWeighed
	for _, b := range f.Builds {
		if len(in.Without) > 0 {
			b.Without = in.Without
		}
		facts, rd := rules.Run(b, opt.Config)
		// Community numbers are weighed for builds that do not fail
		// already: a community part has a dozen, each a rules pass.
		ro := restsOn(b, opt.Config, rd, facts, !AnyFails(f.Own(b), opt.Strict) && !AnyFails(rd, opt.Strict), &weigh)
		markRestsOn(rd, in.Name, b, ro)
		fr.Diags = append(fr.Diags, rd...)
		d := append(append(hw.Diagnostics(nil), f.Own(b)...), rd...)
		v, un := verdict(d, facts, opt.Strict)
		un = unmeasured(un, ro, b)
		if opt.StrictSources {
			un = strictSources(un, ro)
		}
		if v == Passes && len(un) > 0 {
			v = Unverified
		}
		d.Sort()
		br := BuildResult{File: in.Name, Build: b, Facts: facts, Valid: !AnyFails(d, opt.Strict), Verdict: v, Unchecked: un, Diags: d, RestsOn: ro,
			Workloads: Workloads(b, facts, opt.Config)}
		if opt.costLine != nil {
			br.Cost = opt.costLine(b, facts)
		}
		fr.Builds = append(fr.Builds, br)
	}
	// A finding that rests on community data says so, in the file's list
	// and in its build's.
	for i := range fr.Builds {
		markCommunity(fr.Diags, in.Name, fr.Builds[i].Build)
		markCommunity(fr.Builds[i].Diags, in.Name, fr.Builds[i].Build)
	}
	return fr
}
