package check_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// The floors of docs/performance.md: the time to only parse the same HCL
// with hclsyntax.ParseConfig, nothing else. Every other benchmark is
// reported as a ratio to one of these.

// parseAll parses every file per iteration. Syntax errors are expected
// (some generated files hold one on purpose): the floor parses, it does
// not judge.
func parseAll(b *testing.B, names []string, srcs [][]byte) {
	b.ReportAllocs()
	reportCPU(b, func() {
		for b.Loop() {
			for i, src := range srcs {
				hclsyntax.ParseConfig(src, names[i], hcl.InitialPos)
			}
		}
	})
}

func readAll(b *testing.B, names []string) [][]byte {
	var srcs [][]byte
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	return srcs
}

// BenchmarkParseFloor parses every example build, builds/*.hcl.
func BenchmarkParseFloor(b *testing.B) {
	names, _ := filepath.Glob("../../builds/*.hcl")
	parseAll(b, names, readAll(b, names))
}

// BenchmarkParseFloorOne parses builds/seed-4gpu.hcl: the floor of one
// build (rules.BenchmarkValidate), of the process benchmark and of pick.
func BenchmarkParseFloorOne(b *testing.B) {
	names := []string{"../../builds/seed-4gpu.hcl"}
	parseAll(b, names, readAll(b, names))
}

// BenchmarkParseFloorMany parses the 1,000 generated files of
// BenchmarkValidateMany, already in memory.
func BenchmarkParseFloorMany(b *testing.B) { parseGen(b, genBuild, 1000) }

// BenchmarkParseFloorMany10k parses the 10,000 generated files of
// BenchmarkProcessValidateMany's larger folder, already in memory.
func BenchmarkParseFloorMany10k(b *testing.B) { parseGen(b, genBuild, 10000) }

// parseGen parses the first n files gen makes, already in memory.
func parseGen(b *testing.B, gen func(int) []byte, n int) {
	var names []string
	var srcs [][]byte
	for i := range n {
		names = append(names, fmt.Sprintf("b%04d.hcl", i))
		srcs = append(srcs, gen(i))
	}
	parseAll(b, names, srcs)
}
