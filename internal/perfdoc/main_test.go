package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestRowsExist: every benchmark a row or a floor names is declared in its
// package, so that a renamed benchmark cannot leave the page "not
// measured" unnoticed.
func TestRowsExist(t *testing.T) {
	check := func(pkg, bench string) {
		base := strings.Split(bench, "/")[0]
		files, _ := filepath.Glob(filepath.Join("..", "..", pkg, "*_test.go"))
		decl := regexp.MustCompile(`(?m)^func Benchmark` + regexp.QuoteMeta(base) + `\(`)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if decl.Match(src) {
				return
			}
		}
		t.Errorf("no func Benchmark%s in %s", base, pkg)
	}
	for _, r := range rows {
		check(r.Pkg, r.Bench)
		if r.Floor != nil {
			check(r.Floor.Pkg, r.Floor.Bench)
		}
	}
}

const sample = `goos: linux
BenchmarkValidateMany-2     	       8	 130609092 ns/op	       211.5 cpu-ms/op	82564177 B/op	  434872 allocs/op
BenchmarkValidateMany-2     	       7	 143290975 ns/op	       231.3 cpu-ms/op	82264168 B/op	  432935 allocs/op
BenchmarkValidateMany-2     	       6	 190733418 ns/op	       170.3 cpu-ms/op	82262234 B/op	  432929 allocs/op
BenchmarkParseFloorMany-2         	      15	  72784767 ns/op	        55.51 cpu-ms/op	30204860 B/op	  191435 allocs/op
BenchmarkProcessValidateManyInline/files=10000/format=text-2  	1	4984646223 ns/op	4801 cpu-ms/op	150.5 peak-RSS-MiB
PASS
`

const pickSample = `BenchmarkRequests/one-gpu-2         	     100	  10000000 ns/op
BenchmarkRequests/two-4090-96gb-2   	       3	 400000000 ns/op
BenchmarkRequests/two-4090-96gb-2   	       3	 600000000 ns/op
BenchmarkRequests/two-4090-96gb-2   	       3	 500000000 ns/op
`

// TestRender: medians, ratios against the floor, targets met and missed,
// and a figure that was not run.
func TestRender(t *testing.T) {
	res := results{}
	if err := res.read("./internal/check", []byte(sample)); err != nil {
		t.Fatal(err)
	}
	if v, _ := res.median("./internal/check", "ValidateMany", "cpu-ms/op"); v != 211.5 {
		t.Errorf("median %v, want 211.5", v)
	}
	if v, _ := res.median("./internal/check", "ValidateMany", "sec/op"); v != 0.143290975 {
		t.Errorf("median %v s, want 0.143290975", v)
	}
	doc := render(res, 3)
	for _, want := range []string{
		"| 1,000 small build files, in process | 212 ms CPU | 56 ms CPU (hclsyntax parsing the same files) | 3.81× |",
		"| 10,000 such files, whole process, text: peak memory | 150 MiB | target 150 MiB | 1.00 of target ✗ (over target) |",
		"| Embedded catalog load | not measured |",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("page lacks %q:\n%s", want, doc)
		}
	}
	if err := res.read("./internal/pick", []byte(pickSample)); err != nil {
		t.Fatal(err)
	}
	if v, _ := res.median("./internal/pick", "Requests/*", "sec/op"); v != 0.5 {
		t.Errorf("slowest request %v s, want the 0.5 s median of the slowest", v)
	}
	if n := strings.Count(doc, "\n"); n > 200 {
		t.Errorf("page has %d lines, want at most 200", n)
	}
}
