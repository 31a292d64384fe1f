package rules

import (
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// BenchmarkValidateWorkloads times a validate of the workload rules'
// example build with and without two workloads: a QLoRA that does not
// fit (so the "would fit" search runs) and a chat; the difference is what
// the estimate adds (the goal: under 1 ms).
func BenchmarkValidateWorkloads(b *testing.B) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		b.Fatalf("embedded catalog: %v", messages(diags))
	}
	with := workloadExample("bench", "bench", "", `
  workload "finetune-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
  }
  workload "chat" {
    model     = "llama-3.3-70b-instruct"
    mode      = "inference"
    precision = "gguf-q4_k_m"
    seq_len   = 32768
  }`)
	without := workloadExample("bench", "bench", "", "")
	for _, c := range []struct{ name, src string }{{"without", without}, {"with", with}} {
		b.Run(c.name, func(b *testing.B) {
			f, diags := hclfile.Parse("bench.hcl", []byte(c.src))
			if diags.HasErrors() || len(f.Builds) != 1 {
				b.Fatalf("%v", messages(diags))
			}
			build := f.Builds[0]
			if d := resolve(cat, build); d.HasErrors() {
				b.Fatalf("resolve: %v", messages(d))
			}
			_, ds := Run(build, nil)
			fired := slices.ContainsFunc(ds, func(d hw.Diagnostic) bool { return d.Rule == "workload-vram-fit" })
			if fired != (c.name == "with") {
				b.Fatalf("workload-vram-fit: %v", messages(ds))
			}
			b.ReportAllocs()
			for b.Loop() {
				resolve(cat, build)
				Run(build, nil)
			}
		})
	}
}
