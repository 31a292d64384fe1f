package rules

import (
	"os"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
)

// BenchmarkValidate times one build against the embedded catalog: the file
// is parsed once; each iteration resolves the build and runs every rule
// (SPEC's budget: one build under 100 µs).
func BenchmarkValidate(b *testing.B) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		b.Fatalf("embedded catalog: %v", messages(diags))
	}
	src, err := os.ReadFile("../builds/seed-4gpu.hcl")
	if err != nil {
		b.Fatal(err)
	}
	f, diags := hclfile.Parse("seed-4gpu.hcl", src)
	if diags.HasErrors() || len(f.Builds) != 1 {
		b.Fatalf("seed-4gpu.hcl: %v", messages(diags))
	}
	build := f.Builds[0]
	if d := resolve(cat, build); d.HasErrors() {
		b.Fatalf("resolve: %v", messages(d))
	}
	_, ds := Run(build, nil)
	if ds.HasErrors() {
		b.Fatalf("seed-4gpu has errors: %v", messages(ds))
	}
	b.ReportAllocs()
	for b.Loop() {
		resolve(cat, build)
		Run(build, nil)
	}
}

// BenchmarkValidateFourGPUPlacement times the test catalog's four-GPU build,
// whose board has a slot table, so the placement search runs in full.
func BenchmarkValidateFourGPUPlacement(b *testing.B) {
	cat, err := loadTestCatalog()
	if err != nil {
		b.Fatal(err)
	}
	f, diags := hclfile.Parse("t.hcl", []byte(rig("", gpus("t-open2", 4))))
	if len(diags) > 0 {
		b.Fatal(messages(diags))
	}
	build := f.Builds[0]
	b.ReportAllocs()
	for b.Loop() {
		resolve(cat, build)
		Run(build, nil)
	}
}
