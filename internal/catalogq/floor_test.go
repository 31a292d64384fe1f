package catalogq

import (
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// BenchmarkParseFloorSynthetic10k is the floor of the 10,000-part
// benchmarks (BenchmarkListWhere, BenchmarkListFits): only
// hclsyntax.ParseConfig over the same generated catalog text.
func BenchmarkParseFloorSynthetic10k(b *testing.B) {
	cat := synthetic(b, 10000)
	f := cat.Files["synthetic.hcl"]
	if f == nil {
		b.Fatal("synthetic.hcl not kept in the catalog")
	}
	b.Logf("%d bytes", len(f.Src))
	b.ReportAllocs()
	for b.Loop() {
		if _, d := hclsyntax.ParseConfig(f.Src, "synthetic.hcl", hcl.InitialPos); d.HasErrors() {
			b.Fatal(d)
		}
	}
}
