package pick

import (
	"math/rand/v2"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func embedded(b *testing.B) *catalog.Catalog {
	c, _ := catalog.Embedded()
	return c
}

func gpuBuild(c Catalog, id string, n int) *hw.Build {
	var p *hw.Part
	for _, x := range c.Parts(hw.KindGPU) {
		if x.ID == id {
			p = x
		}
	}
	return &hw.Build{Name: "bench", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15},
		Items: []*hw.Item{{Role: hw.KindGPU, ID: id, Part: p, Count: n}}}
}

// BenchmarkGPUsOnly: a build naming only four RTX 3090 Turbo (warnings
// allowed: no warning-free four-3090 build exists on a 15 A circuit).
func BenchmarkGPUsOnly(b *testing.B) {
	c := embedded(b)
	bld := gpuBuild(c, "gigabyte-geforce-rtx-3090-turbo-24g", 4)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Pick(bld, c, Options{AllowWarnings: true, AllowMissingData: true}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGPUsOnlyNoWarnings: the same build without warnings allowed,
// which has no answer: the search plus finding the binding constraint.
func BenchmarkGPUsOnlyNoWarnings(b *testing.B) {
	c := embedded(b)
	bld := gpuBuild(c, "gigabyte-geforce-rtx-3090-turbo-24g", 4)
	b.ReportAllocs()
	for b.Loop() {
		_, _ = Pick(bld, c, Options{})
	}
}

// BenchmarkRequireOnly: a build with only a require block; pick chooses
// the GPUs too.
func BenchmarkRequireOnly(b *testing.B) {
	c := embedded(b)
	f := func(x float64) *float64 { return &x }
	bld := &hw.Build{Name: "bench", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15},
		Require: hw.Require{GPUs: f(2), VRAMGB: f(24), MemoryGB: f(128), StorageGB: f(2000)}}
	for _, obj := range []Objective{Price, PerfPerDollar} {
		b.Run(string(obj), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Pick(bld, c, Options{Objective: obj}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// synthetic makes a catalog of n parts (n/8 per kind) with the random
// generator of the property test.
func synthetic(n int) testCatalog {
	g := &gen{r: rand.New(rand.NewPCG(1, 2))}
	c := testCatalog{}
	for len(c.all()) < n {
		for k, ps := range g.catalog() {
			c[k] = append(c[k], ps...)
		}
	}
	return c
}

// BenchmarkSynthetic10k: a require-only build over a synthetic catalog of
// 10,000 parts.
func BenchmarkSynthetic10k(b *testing.B) {
	c := synthetic(10000)
	f := func(x float64) *float64 { return &x }
	bld := &hw.Build{Name: "bench", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15},
		Require: hw.Require{GPUs: f(2), MemoryGB: f(64), StorageGB: f(2000)}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Pick(bld, c, Options{AllowWarnings: true, AllowMissingData: true}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestSyntheticSize(t *testing.T) {
	c := synthetic(10000)
	n := len(c.all())
	if n < 10000 {
		t.Fatalf("synthetic catalog has %d parts", n)
	}
	t.Logf("%d parts", n)
}
