package catalogq

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// synthetic returns the embedded catalog plus n generated parts of every
// role kind (GPUs and PSUs most), so that the seed builds resolve.
func synthetic(tb testing.TB, n int) *catalog.Catalog {
	tb.Helper()
	var b strings.Builder
	kinds := []struct {
		kind  string
		share int
		body  func(i int) string
	}{
		{"gpu", 30, func(i int) string {
			return fmt.Sprintf("vram_gb = %d\ntdp_w = %d\nslot_width = %d\nlength_mm = %d\ncooler = %q\npcie_gen = 4\npower_8pin = %d\nfp16_tflops = %d\n",
				8+i%88, 150+i%400, 1+i%3, 200+i%150, []string{"blower", "open-air", "liquid", "passive"}[i%4], i%3, 10+i%300)
		}},
		{"psu", 20, func(i int) string {
			return fmt.Sprintf("wattage_w = %d\nefficiency = \"80+ Gold\"\nform_factor = %q\npcie_8pin = %d\natx3 = %v\n",
				450+i%2000, []string{"ATX", "SFX"}[i%2], i%12, i%2 == 0)
		}},
		{"cpu", 10, func(i int) string {
			return fmt.Sprintf("socket = %q\ncores = %d\nthreads = %d\ntdp_w = %d\npcie_lanes = %d\npcie_gen = 4\nmemory_types = [\"DDR4\"]\n",
				[]string{"TR4", "AM5", "sTR5"}[i%3], 4+i%60, 8+i%120, 65+i%300, 16+i%112)
		}},
		{"motherboard", 10, func(i int) string {
			return fmt.Sprintf("socket = \"TR4\"\nchipset = \"X399\"\nform_factor = \"ATX\"\nmemory_type = \"DDR4\"\nmemory_slots = %d\n"+
				"pcie_slot {\n position = 1\n size = 16\n lanes = 16\n gen = 3\n}\npcie_slot {\n position = 3\n size = 16\n lanes = 8\n gen = 3\n}\n"+
				"pcie_slot {\n position = 5\n size = 16\n lanes = 16\n gen = 3\n}\npcie_slot {\n position = 7\n size = 16\n lanes = 8\n gen = 3\n}\n"+
				"m2_slot {\n interface = \"nvme\"\n}\n", 4+4*(i%2))
		}},
		{"memory", 10, func(i int) string {
			return fmt.Sprintf("type = \"DDR4\"\nspeed_mts = 3200\nmodules = %d\nmodule_gb = %d\n", 1+i%8, 8<<(i%3))
		}},
		{"case", 10, func(i int) string {
			return fmt.Sprintf("form_factors = [\"ATX\", \"E-ATX\"]\nexpansion_slots = %d\nmax_gpu_length_mm = %d\nmax_cooler_height_mm = %d\n",
				7+i%3, 250+i%200, 150+i%50)
		}},
		{"cooler", 5, func(i int) string {
			return fmt.Sprintf("sockets = [%q]\ntype = \"air\"\nheight_mm = %d\n", []string{"TR4", "AM5"}[i%2], 100+i%80)
		}},
		{"storage", 5, func(i int) string {
			return fmt.Sprintf("type = \"ssd\"\ninterface = \"nvme\"\nform_factor = \"m.2\"\ncapacity_gb = %d\n", 500<<(i%4))
		}},
	}
	i := 0
	for _, k := range kinds {
		for j := 0; j < n*k.share/100; j++ {
			fmt.Fprintf(&b, "part %q \"synth-%s-%05d\" {\nname = \"Synth %s %d\"\nbrand = \"Synth\"\nprice_usd = %d\n%s}\n",
				k.kind, k.kind, j, k.kind, j, 50+(i*37)%5000, k.body(i))
			i++
		}
	}
	f, diags := hclfile.Parse("synthetic.hcl", []byte(b.String()))
	if diags.HasErrors() {
		tb.Fatalf("synthetic catalog: %v", diags[0].Message)
	}
	emb, _ := catalog.Embedded()
	cat, diags := emb.Merge([]*hclfile.File{f})
	if diags.HasErrors() {
		tb.Fatalf("synthetic catalog: %v", diags[0].Message)
	}
	return cat
}

// BenchmarkListWhere is `catalog list --where … --sort …` over every kind
// of a 10,000-part catalog: parse, filter, sort.
func BenchmarkListWhere(b *testing.B) {
	cat := synthetic(b, 10000)
	parts := cat.Parts("")
	b.Logf("%d parts", len(parts))
	b.ResetTimer()
	for b.Loop() {
		w, err := ParseWhere(`vram_gb >= 24 && price_usd < 2000`, "")
		if err != nil {
			b.Fatal(err)
		}
		keys, _ := ParseSort("-vram_gb,price_usd", "")
		got, err := w.Filter(parts)
		if err != nil || len(got) == 0 {
			b.Fatal(err, len(got))
		}
		Sort(got, keys)
	}
}

func benchFits(b *testing.B, kind hw.Kind) {
	cat := synthetic(b, 10000)
	src, err := os.ReadFile("../../builds/seed-4gpu.hcl")
	if err != nil {
		b.Fatal(err)
	}
	t, err := LoadTarget(cat, "seed-4gpu.hcl", src, "")
	if err != nil {
		b.Fatal(err)
	}
	parts := t.Catalog.Parts(kind)
	if kind == "" {
		parts = nil
		for _, p := range t.Catalog.Parts("") {
			if hw.IsRole(p.Kind) {
				parts = append(parts, p)
			}
		}
	}
	b.Logf("%d candidates", len(parts))
	b.ResetTimer()
	for b.Loop() {
		vs := FitAll(t.Build, parts, nil)
		if len(vs) != len(parts) {
			b.Fatal(len(vs))
		}
	}
}

// BenchmarkListFits is `catalog list --fits builds/seed-4gpu.hcl` over
// every part of a 10,000-part catalog (every role checked).
func BenchmarkListFits(b *testing.B) { benchFits(b, "") }

// BenchmarkListFitsGPU is `catalog list gpu --fits …`: the 3,000 GPUs.
func BenchmarkListFitsGPU(b *testing.B) { benchFits(b, hw.KindGPU) }

// extended is the embedded catalog plus n copies of its role parts under
// new ids with varied prices (as issue 21's scale benchmarks ask).
func extended(tb testing.TB, n int) *catalog.Catalog {
	tb.Helper()
	emb, _ := catalog.Embedded()
	var all []*hw.Part
	for _, p := range emb.Parts("") {
		if hw.IsRole(p.Kind) {
			all = append(all, p)
		}
	}
	r := rand.New(rand.NewPCG(21, uint64(n)))
	var extra []*hw.Part
	for i := range n {
		src := all[r.IntN(len(all))]
		p := src.Clone()
		p.ID = fmt.Sprintf("%s-x%d", src.ID, i)
		p.Embedded = false
		if u, ok := src.Price(); ok {
			p.Attrs["price_usd"] = hw.Value{Type: hw.TNumber, Num: math.Round(u*(0.7+2.3*r.Float64())*100) / 100}
		}
		extra = append(extra, p)
	}
	cat, diags := emb.Merge([]*hclfile.File{{Name: "extra.hcl", Parts: extra}})
	if diags.HasErrors() {
		tb.Fatal(diags[0].Message)
	}
	return cat
}

// BenchmarkFitsScale is `catalog list gpu --fits builds/seed-4gpu.hcl` and
// `catalog list --fits` (every role) with 1,000, 10,000 and 50,000 extra
// parts (target: under 100 ms at 50,000). The seed build has a budget, so
// each part's price changes its verdict and only parts of one
// specification and one price are judged once; "nobudget" is the same
// build without its budget_usd, where every copy of a part is judged once.
//
//	go test -run '^$' -bench FitsScale ./internal/catalogq
func BenchmarkFitsScale(b *testing.B) {
	src, err := os.ReadFile("../../builds/seed-4gpu.hcl")
	if err != nil {
		b.Fatal(err)
	}
	for _, n := range []int{1000, 10000, 50000} {
		cat := extended(b, n)
		t, err := LoadTarget(cat, "seed-4gpu.hcl", src, "")
		if err != nil {
			b.Fatal(err)
		}
		nb := *t.Build
		nb.BudgetUSD = nil
		for _, c := range []struct {
			name  string
			build *hw.Build
			kind  hw.Kind
		}{{"gpu", t.Build, hw.KindGPU}, {"all", t.Build, ""}, {"gpu-nobudget", &nb, hw.KindGPU}, {"all-nobudget", &nb, ""}} {
			kind := c.kind
			var parts []*hw.Part
			for _, p := range t.Catalog.Parts(kind) {
				if hw.IsRole(p.Kind) {
					parts = append(parts, p)
				}
			}
			b.Run(fmt.Sprintf("extra=%d/%s", n, c.name), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if vs := FitAll(c.build, parts, nil); len(vs) != len(parts) {
						b.Fatal(len(vs))
					}
				}
			})
		}
	}
}
