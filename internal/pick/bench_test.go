package pick

import (
	"fmt"
	"math"
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

// extCatalog is the embedded catalog with extra parts.
type extCatalog map[hw.Kind][]*hw.Part

func (c extCatalog) Parts(k hw.Kind) []*hw.Part { return c[k] }

// extended is the embedded catalog with n extra parts generated from it:
// copies of random parts under new ids, at prices from 0.7 to 3 times
// theirs (issue 21: user catalogs of near-duplicates and dearer parts).
func extended(b *testing.B, n int) extCatalog {
	base := embedded(b)
	c := extCatalog{}
	var all []*hw.Part
	for _, k := range hw.Roles {
		c[k] = append(c[k], base.Parts(k)...)
		all = append(all, base.Parts(k)...)
	}
	r := rand.New(rand.NewPCG(21, uint64(n)))
	for i := range n {
		src := all[r.IntN(len(all))]
		p := src.Clone()
		p.ID = fmt.Sprintf("%s-x%d", src.ID, i)
		if u, ok := src.Price(); ok {
			p.Attrs["price_usd"] = hw.Value{Type: hw.TNumber, Num: math.Round(u*(0.7+2.3*r.Float64())*100) / 100}
		}
		c[p.Kind] = append(c[p.Kind], p)
	}
	return c
}

// BenchmarkScale: pick with 1,000, 10,000 and 50,000 extra parts (issue 21
// targets at 50,000 on 2 cores: GPU given < 200 ms, require only < 1 s, the
// no-answer proof < 1 s).
//
//	go test -run '^$' -bench Scale ./internal/pick
func BenchmarkScale(b *testing.B) {
	f := func(x float64) *float64 { return &x }
	for _, n := range []int{1000, 10000, 50000} {
		c := extended(b, n)
		box := gpuBuild(c, "nvidia-titan-rtx-used", 1)
		box.Require.MemoryGB = f(64)
		req := &hw.Build{Name: "bench", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15},
			Require: hw.Require{GPUs: f(2), VRAMGB: f(24), MemoryGB: f(128), StorageGB: f(2000)}}
		quad := gpuBuild(c, "gigabyte-geforce-rtx-3090-turbo-24g", 4)
		for _, tc := range []struct {
			name  string
			b     *hw.Build
			found bool
		}{{"gpu-given", box, true}, {"require-only", req, true}, {"no-answer", quad, false}} {
			b.Run(fmt.Sprintf("extra=%d/%s", n, tc.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					_, err := Pick(tc.b, c, Options{})
					if (err == nil) != tc.found {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
