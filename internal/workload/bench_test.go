package workload

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// BenchmarkCompute and BenchmarkFixes time one estimate and the "would
// fit" search of a 70B QLoRA on two 24 GB cards.
func benchInput(b *testing.B) Input {
	p := model(b, "llama-3.1-70b")
	w := &hw.Workload{Name: "q", Model: p, Mode: "qlora", Precision: "nf4", SeqLen: 2048, Batch: 1, GradientCheckpointing: true,
		LoRARank: 16, LoRATargets: hw.LoRAModules, Optimizer: "adamw", Runtime: "transformers", Parallel: "fsdp", Offload: "none", KVCache: "f16"}
	return Input{W: w, Model: p.Model(), Band: DefaultBand, GPUs: []GPU{{Name: "RTX 3090", MemoryGiB: 24, BandwidthGBs: 936}, {Name: "RTX 3090", MemoryGiB: 24, BandwidthGBs: 936}}}
}

func BenchmarkCompute(b *testing.B) {
	in := benchInput(b)
	b.ReportAllocs()
	for b.Loop() {
		Compute(in)
	}
}

func BenchmarkFixes(b *testing.B) {
	in := benchInput(b)
	e := Compute(in)
	b.ReportAllocs()
	for b.Loop() {
		Fixes(in, e)
	}
}
