package catalog

import (
	"path/filepath"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// BenchmarkParseFloorCatalog is the floor for BenchmarkCatalogLoad: only
// hclsyntax.ParseConfig over the same catalog/*.hcl files, no decoding,
// no extends, no index. docs/performance.md reports each benchmark as a
// ratio to its floor.
func BenchmarkParseFloorCatalog(b *testing.B) {
	names, _ := fsGlob("*.hcl")
	var srcs [][]byte
	for _, n := range names {
		src, err := embedded.ReadFile(n)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, src := range srcs {
			if _, d := hclsyntax.ParseConfig(src, names[i], hcl.InitialPos); d.HasErrors() {
				b.Fatal(d)
			}
		}
	}
}

func fsGlob(pattern string) ([]string, error) {
	entries, err := embedded.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if ok, _ := filepath.Match(pattern, e.Name()); ok {
			out = append(out, e.Name())
		}
	}
	return out, nil
}
