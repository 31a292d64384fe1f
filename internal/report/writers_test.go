package report

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// streamInputs are the example builds and the report test builds, a
// build full of hostile strings, and files that fail to read and to parse,
// named so that the run's order is not the order of their names.
func streamInputs(t *testing.T) []check.Input {
	var in []check.Input
	for _, g := range []string{"../../builds/*.hcl", "../../builds/*/*.hcl", "testdata/builds/*.hcl"} {
		names, _ := filepath.Glob(g)
		for _, n := range names {
			src, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			in = append(in, check.Input{Name: n, Src: src})
		}
	}
	hostile := "build \"h\\u0007<&>\\u2028\\u202e\\u0085\\u007f\" {\n  description = \"x \\u001b[2J \\r\\n::error::fake \\\\ \\\" \\t\"\n" +
		"  cpu \"amd-ryzen-threadripper-1920x\" {}\n  gpu \"nvidia-geforce-gtx-1080-ti-fe\" { count = 3 }\n" +
		"  waive \"psu-headroom\" { reason = \"<ok> & \\u2029\" }\n}\n"
	slices.Reverse(in)
	return append(in,
		check.Input{Name: "zz/hostile.hcl", Src: []byte(hostile)},
		check.Input{Name: "aa/broken.hcl", Src: []byte("build \"b\" {\n  cpu \"x\" {\n")},
		check.Input{Name: "mm/unreadable.hcl", Err: os.ErrPermission},
		check.Input{Name: "mm/empty.hcl"},
	)
}

// TestJSONPiecesEqualWhole: the JSON report, written element by element,
// equals encoding/json's document of the same values, byte for byte.
func TestJSONPiecesEqualWhole(t *testing.T) {
	cat, _ := catalog.Embedded()
	r := check.Run(streamInputs(t), check.Options{Catalog: cat, Config: &rules.Config{}})
	var got, want bytes.Buffer
	if err := Write(&got, "json", r, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := referenceJSON(&want, r); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Fatalf("the JSON report differs from encoding/json (%d vs %d bytes)\n%s", got.Len(), want.Len(), firstDiff(got.Bytes(), want.Bytes()))
	}
	// The comparison must be able to fail: the run holds every kind of
	// value, and the strings that need escapes.
	for _, s := range []string{`"waived": true`, `\u003c`, `\u2028`, `\u007f`, `\u0007`} {
		if !bytes.Contains(want.Bytes(), []byte(s)) {
			t.Errorf("the test run's JSON holds no %s", s)
		}
	}
}

func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-200)
	return fmt.Sprintf("at byte %d:\ngot  %q\nwant %q", i, a[lo:min(len(a), i+200)], b[lo:min(len(b), i+200)])
}

// TestFileByFileEqualsWhole: every format's writer, given the run file by
// file, writes what it writes given the whole Result at once, with catalog
// diagnostics before, between, after and inside the files' groups, in the
// run's order and in any other, strict or not, quiet or not; and, for the
// formats that go file by file with them, with config policies, one of
// which cannot be evaluated (a finding at the config file's line, found by
// many files).
func TestFileByFileEqualsWhole(t *testing.T) {
	cat, _ := catalog.Embedded()
	inputs := streamInputs(t)
	extra := hw.Diagnostics{
		{Rule: "schema", Severity: hw.Error, Message: "first", Range: rangeIn("00/cat.hcl", 3)},
		{Rule: "schema", Severity: hw.Warning, Message: "between", Range: rangeIn("mm/cat.hcl", 1)},
		{Rule: "schema", Severity: hw.Error, Message: "inside", Range: rangeIn("aa/broken.hcl", 1)},
		{Rule: "schema", Severity: hw.Info, Message: "last", Range: rangeIn("zzz/cat.hcl", 2)},
	}
	sources := map[string][]byte{"00/cat.hcl": []byte("a\nb\nc\n"), "mm/cat.hcl": []byte("x\n"), "zzz/cat.hcl": []byte("p\nq\n")}
	// The config file sorts among the build files.
	const cfgName = "mm/.rigcheck.hcl"
	cfgSrc := []byte("policy \"lab-memory\" {\n  condition = build.memory_gb >= 2 * build.vram_gb\n  message   = \"memory <2x> VRAM\"\n}\n" +
		"policy \"gpu-vram\" {\n  condition = gpu[1].vram_gb >= 24\n}\n")
	cfg, diags := config.Parse(cfgName, cfgSrc)
	if len(diags) > 0 || len(cfg.Rules.Policies) != 2 {
		t.Fatalf("the test's config: %v", diags)
	}
	// What a format's whole report must hold for the comparison to be able
	// to fail: the pieces each streamed writer renders apart.
	holds := map[string][]string{
		"github": {"::error file=", "::warning file=", "::notice file=", "is unverified", "%0A", "rigcheck: FAIL "},
		"markdown": {"## Problems in files", "| `syntax` | `aa/broken.hcl:", "| `schema` | `00/cat.hcl:3` |", "## h",
			"is unverified", "*(waived: ", "**Verdict: fails**", "builds:** ", " (20", "*Checked with"},
	}
	seen := map[string]bool{}
	opt := check.Options{Catalog: cat, Config: &rules.Config{}, Cost: true}
	for _, policies := range []bool{false, true} {
		srcs := maps.Clone(sources)
		if policies {
			opt.Config = cfg.Rules
			srcs[cfgName] = cfgSrc
		}
		for _, strict := range []bool{false, true} {
			opt.Strict = strict
			whole := check.Run(inputs, opt)
			whole.Diagnostics = append(whole.Diagnostics, extra...)
			whole.Diagnostics.Sort()
			maps.Copy(whole.Sources, srcs)
			for name, f := range Formats {
				if policies && f.Wants.FileLocal {
					continue // validate hands these the whole Result (check.Validate)
				}
				for _, quiet := range []bool{false, true} {
					var want, got bytes.Buffer
					o := Options{Quiet: quiet, Version: "1.2.3", Rules: rules.Docs()[1:], BaseDir: "../..",
						Now: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)}
					if err := Write(&want, name, whole, o); err != nil {
						t.Fatal(err)
					}
					if err := fileByFile(&got, f, o, inputs, opt, check.RunInfo{Strict: strict, Extra: extra, Sources: srcs}); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got.Bytes(), want.Bytes()) {
						t.Errorf("%s (policies %v, strict %v, quiet %v): file by file differs from the whole report\n%s",
							name, policies, strict, quiet, firstDiff(got.Bytes(), want.Bytes()))
					}
					for _, h := range holds[name] {
						if bytes.Contains(want.Bytes(), []byte(h)) {
							seen[name+" "+h] = true
						}
					}
					if policies && name == "github" && !quiet && !bytes.Contains(want.Bytes(), []byte("file="+cfgName+",line=6")) {
						t.Errorf("github (strict %v): no finding at the config file's policy", strict)
					}
				}
			}
		}
	}
	for name, hs := range holds {
		for _, h := range hs {
			if !seen[name+" "+h] {
				t.Errorf("no %s report of the test runs holds %q", name, h)
			}
		}
	}
}

func rangeIn(file string, line int) (r hcl.Range) {
	r.Filename = file
	r.Start.Line, r.Start.Column, r.End.Line, r.End.Column = line, 1, line, 2
	return r
}

// fileByFile is check.Validate's path file by file over inputs in memory.
func fileByFile(w io.Writer, f Format, o Options, inputs []check.Input, opt check.Options, run check.RunInfo) error {
	s := f.New(w, o, run)
	order := make([]int, len(inputs))
	for i := range order {
		order[i] = i
	}
	if f.Wants.ByName {
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(inputs[a].Name, inputs[b].Name) })
	}
	sum := &check.Summary{Files: len(inputs), Strict: opt.Strict}
	err := check.Stream(len(inputs), func(i int) check.Input { return inputs[order[i]] }, opt, func(fr *check.FileResult) error {
		r := fr.Result(opt.Strict)
		sum.Add(r)
		return s.File(fr.Name, r)
	})
	if err != nil {
		return err
	}
	sum.AddDiags(run.Extra)
	return s.End(sum)
}

// referenceJSON is the JSON report as it was before it was streamed: one
// encoding/json document. The streamed writer must match it byte for byte.
func referenceJSON(w io.Writer, r *check.Result) error {
	type jsonBuild struct {
		File      string           `json:"file"`
		Name      string           `json:"name"`
		Valid     bool             `json:"valid"`
		Verified  bool             `json:"verified"`
		Unchecked []jsonUnchecked  `json:"unchecked"`
		RestsOn   []jsonRestsOn    `json:"rests_on"`
		Parts     []check.Part     `json:"parts"`
		Facts     check.JSONFacts  `json:"facts"`
		Workloads []check.Workload `json:"workloads"`
	}
	e, wn, in := r.Diagnostics.Count()
	out := struct {
		FormatVersion string `json:"format_version"`
		Valid         bool   `json:"valid"`
		Summary       struct {
			Files    int `json:"files"`
			Builds   int `json:"builds"`
			Errors   int `json:"errors"`
			Warnings int `json:"warnings"`
			Infos    int `json:"infos"`
			// Unverified counts the builds that did not fail but could
			// not be proven (SPEC 3.1).
			Unverified int `json:"unverified"`
		} `json:"summary"`
		Config      *config.Summary `json:"config"`
		Builds      []jsonBuild     `json:"builds"`
		Diagnostics []jsonDiag      `json:"diagnostics"`
	}{FormatVersion: "1", Valid: r.Valid(), Builds: []jsonBuild{}, Diagnostics: []jsonDiag{}}
	out.Summary.Files, out.Summary.Builds = r.Files, len(r.Builds)
	out.Summary.Errors, out.Summary.Warnings, out.Summary.Infos = e, wn, in
	out.Summary.Unverified = unverified(r)
	for _, b := range r.Builds {
		parts := check.Parts(b.Build)
		if parts == nil {
			parts = []check.Part{}
		}
		un := []jsonUnchecked{}
		for _, u := range b.Unchecked {
			un = append(un, jsonUnchecked{u.Rule, u.Reason})
		}
		wl := append([]check.Workload{}, b.Workloads...)
		out.Builds = append(out.Builds, jsonBuild{File: b.File, Name: b.Build.Name, Valid: b.Valid,
			Verified: b.Verdict == check.Passes, Unchecked: un, RestsOn: jsonRestsOnOf(b.RestsOn), Parts: parts, Facts: check.FactsJSON(b.Facts), Workloads: wl})
	}
	for _, d := range r.Diagnostics {
		jd := jsonDiag{Rule: d.Rule, Severity: d.Severity.String(), Message: d.Message, Detail: d.Detail,
			Range: jsonRange{Filename: d.Range.Filename,
				Start: jsonPos{d.Range.Start.Line, d.Range.Start.Column, d.Range.Start.Byte},
				End:   jsonPos{d.Range.End.Line, d.Range.End.Column, d.Range.End.Byte}},
			Waived: d.Waived, WaiverReason: d.WaiverReason, CommunityData: d.Community}
		if d.Build != "" {
			b := d.Build
			jd.Build = &b
		}
		out.Diagnostics = append(out.Diagnostics, jd)
	}
	enc := json.NewEncoder(escape.JSONWriter(w))
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// unverified counts the builds that did not fail but could not be proven.
func unverified(r *check.Result) int {
	n := 0
	for _, br := range r.Builds {
		if br.Verdict == check.Unverified {
			n++
		}
	}
	return n
}
