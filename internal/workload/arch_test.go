package workload

import (
	"math"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func model(t testing.TB, id string) *hw.Part {
	t.Helper()
	c, _ := catalog.Embedded()
	p := c.Lookup(id)
	if p == nil || p.Kind != hw.KindModel {
		t.Fatalf("no model %q in the embedded catalog", id)
	}
	return p
}

func arch(t testing.TB, id string) Arch { return ArchOf(model(t, id).Model()) }

func within(got, want, tol float64) bool { return math.Abs(got-want) <= tol*math.Abs(want) }

// TestParamCount: the architecture's count reproduces the published
// totals (research §2.1), dense and MoE, total and active.
func TestParamCount(t *testing.T) {
	for _, c := range []struct {
		id            string
		total, active float64
	}{
		{"llama-3.1-8b", 8.03e9, 8.03e9},
		{"llama-3.1-70b", 70.55e9, 70.55e9},
		{"llama-3.1-405b", 405.85e9, 405.85e9},
		{"llama-3.2-1b", 1.24e9, 1.24e9},
		{"qwen3-30b-a3b", 30.53e9, 3.35e9},
		{"qwen3-235b-a22b", 235.1e9, 22.2e9},
		{"mixtral-8x7b", 46.7e9, 12.9e9},
		{"gemma-2-27b", 27.2e9, 27.2e9},
		{"qwen2.5-7b", 7.62e9, 7.62e9},
	} {
		total, active := arch(t, c.id).ParamCount()
		if !within(total, c.total, 0.01) || !within(active, c.active, 0.01) {
			t.Errorf("%s: %.4gB total, %.4gB active; published %.4gB, %.4gB", c.id, total/1e9, active/1e9, c.total/1e9, c.active/1e9)
		}
		// The catalog's numbers agree with the architecture.
		a := arch(t, c.id)
		if !within(a.Params, total, 0.01) || !within(a.Active, active, 0.01) {
			t.Errorf("%s: catalog params_b %.4g / active %.4g disagree with the architecture", c.id, a.Params/1e9, a.Active/1e9)
		}
	}
}

// TestKVBytesPerToken: grouped-query heads, MLA and sliding windows
// (research §2.3).
func TestKVBytesPerToken(t *testing.T) {
	const kib = 1024
	for _, c := range []struct {
		id   string
		want float64
	}{
		{"llama-3.1-8b", 128 * kib},  // 32 × 8 × 128 × 2 × 2 B: not 512 KiB from the hidden size
		{"llama-3.1-70b", 320 * kib}, // 80 × 8 × 128 × 4 B
		{"llama-3.1-405b", 504 * kib},
		{"qwen3-30b-a3b", 96 * kib},
		{"phi-3-mini-4k-instruct", 384 * kib}, // no GQA
		{"deepseek-v3", 61 * 576 * 2},         // MLA latent: 68.6 KiB, not 4.9 MiB
	} {
		if got := arch(t, c.id).KVBytesPerToken(2); got != c.want {
			t.Errorf("%s: %g bytes per token, want %g", c.id, got, c.want)
		}
	}
	// Gemma 3 27B at 128k: the 52 local layers hold 1,024 tokens each.
	g := arch(t, "gemma-3-27b-it")
	naive := g.KVBytesPerToken(2) * 131072
	swa := g.KVBytes(131072, 2)
	if !within(swa/GiB, 10.4, 0.03) || !within(naive/GiB, 62, 0.01) {
		t.Errorf("gemma-3-27b at 128k: %.1f GiB with the window, %.1f GiB naive; research: 10.4 and 62", swa/GiB, naive/GiB)
	}
	// Below the window every layer holds every token.
	if g.KVBytes(512, 2) != g.KVBytesPerToken(2)*512 {
		t.Error("a context within the window is cached by every layer")
	}
	// Llama-3.1-8B: 1 GiB at 8k, 16 GiB at 128k.
	l := arch(t, "llama-3.1-8b")
	if l.KVBytes(8192, 2) != 1*GiB || l.KVBytes(131072, 2) != 16*GiB {
		t.Errorf("llama-3.1-8b KV: %g, %g GiB", l.KVBytes(8192, 2)/GiB, l.KVBytes(131072, 2)/GiB)
	}
}

// TestLoRAParams: the trainable counts PEFT and LitGPT print.
func TestLoRAParams(t *testing.T) {
	if got := arch(t, "llama-2-7b").LoRAParams(8, []string{"q", "v"}); got != 4194304 {
		t.Errorf("llama-2-7b r=8 q,v: %g, want 4,194,304 (LitGPT)", got)
	}
	if got := arch(t, "llama-3-8b").LoRAParams(16, hw.LoRAModules); got != 41943040 {
		t.Errorf("llama-3-8b r=16 all-linear: %g, want 41,943,040 (PEFT)", got)
	}
	// Experts count per expert.
	q := arch(t, "qwen3-30b-a3b")
	dense := q
	dense.Experts, dense.ExpertFFN = 0, 0
	if q.LoRAParams(8, []string{"gate"}) <= dense.LoRAParams(8, []string{"gate"}) {
		t.Error("MoE gate adapters must count every expert")
	}
}

// TestWeightBytes: GGUF sizes and the 16-bit embeddings of linear-only
// formats.
func TestWeightBytes(t *testing.T) {
	l := arch(t, "llama-3.1-8b")
	f, _ := hw.LookupFormat("gguf-q4_k_m")
	if got := weightBytes(l, f) / GiB; !within(got, 4.58, 0.005) {
		t.Errorf("llama-3.1-8b Q4_K_M %.3f GiB, llama.cpp writes 4.58", got)
	}
	nf4, _ := hw.LookupFormat("nf4")
	emb := l.Embeddings()
	want := (l.Params-emb)*4.5/8 + emb*2
	if got := weightBytes(l, nf4); got != want {
		t.Errorf("nf4 keeps the embeddings in 16 bits: %g, want %g", got, want)
	}
	bf16, _ := hw.LookupFormat("bf16")
	if weightBytes(l, bf16) != l.Params*2 {
		t.Error("bf16 is 2 bytes a weight")
	}
}

// TestMoETotalVsActive: memory counts every expert, speed the active ones.
func TestMoETotalVsActive(t *testing.T) {
	p := model(t, "qwen3-30b-a3b")
	w := &hw.Workload{Name: "w", Model: p, Mode: "inference", Precision: "gguf-q4_k_m", SeqLen: 4096, Batch: 1,
		Runtime: "llama.cpp", Parallel: "layer-split", Offload: "none", KVCache: "f16"}
	e := Compute(Input{W: w, Model: p.Model(), Band: DefaultBand, GPUs: []GPU{{Name: "RTX 4090", MemoryGiB: 24, BandwidthGBs: 1008}}})
	all := e.Arch.Params * 4.8944 / 8
	if e.Weights != all {
		t.Fatalf("weights %g, want every expert: %g", e.Weights, all)
	}
	active := e.Speed.BytesPerToken - e.Shares[0].Components[1].Bytes
	if !within(active, all*3.35/30.53, 1e-9) {
		t.Errorf("a token streams %g bytes of weights, want the active share %g", active, all*3.35/30.53)
	}
}

// TestComputeFinite: the smallest and largest architectures the schema
// accepts give finite estimates in every mode and split (a NaN or an
// infinity would break the JSON report).
func TestComputeFinite(t *testing.T) {
	num := func(v float64) hw.Value { return hw.Value{Type: hw.TNumber, Num: v} }
	for _, attrs := range []map[string]float64{
		{"params_b": 0.01, "layers": 1, "hidden": 1, "heads": 1, "kv_heads": 1, "vocab": 1, "max_context": 1},
		{"params_b": 1e9, "layers": 1e9, "hidden": 1e9, "heads": 1e9, "kv_heads": 1e9, "vocab": 1e9, "max_context": 1e9,
			"experts": 1e9, "experts_per_token": 1e9, "expert_intermediate": 1e9, "sliding_window": 1, "sliding_window_layers": 1e9, "kv_lora_rank": 1e9},
	} {
		p := &hw.Part{Kind: hw.KindModel, ID: "m", Attrs: map[string]hw.Value{}}
		for k, v := range attrs {
			p.Attrs[k] = num(v)
		}
		for _, mode := range []string{"inference", "lora", "qlora", "full"} {
			for _, par := range []string{"layer-split", "tensor", "fsdp", "pipeline"} {
				for _, off := range []string{"none", "params"} {
					prec := "bf16"
					if mode == "qlora" {
						prec = "nf4"
					}
					w := &hw.Workload{Name: "w", Model: p, Mode: mode, Precision: prec, SeqLen: 1 << 24, Batch: 4096, LoRARank: 4096,
						LoRATargets: hw.LoRAModules, Optimizer: "adamw", Runtime: "transformers", Parallel: par, Offload: off, KVCache: "f16"}
					in := Input{W: w, Model: p.Model(), Band: DefaultBand, GPUs: []GPU{{Name: "g", MemoryGiB: 1, BandwidthGBs: 50}, {Name: "g", MemoryGiB: 256, BandwidthGBs: 10000}}}
					e := Compute(in)
					vals := []float64{e.Peak, e.HostBytes, e.DiskBytes, e.Speed.Estimate, e.Speed.Low, e.Speed.High}
					for _, s := range e.Shares {
						for _, c := range s.Components {
							vals = append(vals, c.Bytes)
						}
					}
					for _, v := range vals {
						if math.IsNaN(v) || math.IsInf(v, 0) {
							t.Fatalf("%v %s %s %s: not finite: %v", attrs, mode, par, off, vals)
						}
					}
					_ = Fixes(in, e)
				}
			}
		}
	}
}

// TestOffloadOptimizer: offload = "optimizer" moves a full fine-tune's
// master copy and moments (12 bytes a parameter) to host memory and a
// LoRA's moments (8 bytes an adapter parameter), keeping the weights and
// gradients on the GPU.
func TestOffloadOptimizer(t *testing.T) {
	p := model(t, "llama-3.1-8b")
	for _, c := range []struct {
		mode      string
		host, gpu float64 // bytes per trained parameter
	}{{"full", 12, 2}, {"lora", 8, 8}} { // full: the gradients (its bf16 weights are the base weights)
		w := &hw.Workload{Name: "o", Model: p, Mode: c.mode, Precision: "bf16", SeqLen: 512, Batch: 1, GradientCheckpointing: true,
			LoRARank: 16, LoRATargets: hw.LoRAModules, Optimizer: "adamw", Runtime: "transformers", Parallel: "ddp", Offload: "optimizer", KVCache: "f16"}
		e := Compute(Input{W: w, Model: p.Model(), Band: DefaultBand, GPUs: []GPU{{Name: "g", MemoryGiB: 80}}})
		if want := e.Trainable * c.host * OffloadBuffer; !within(e.HostBytes, want, 1e-9) {
			t.Errorf("%s: host %g, want %g", c.mode, e.HostBytes, want)
		}
		states := 0.0
		for _, comp := range e.Shares[0].Components[1:] {
			if strings.HasPrefix(comp.Name, "gradients") || strings.HasPrefix(comp.Name, "LoRA") || strings.HasPrefix(comp.Name, "optimizer") {
				states += comp.Bytes
			}
		}
		if wantGPU := e.Trainable * c.gpu; !within(states, wantGPU, 1e-9) {
			t.Errorf("%s: %g bytes of states on the GPU, want %g", c.mode, states, e.Trainable*c.gpu)
		}
	}
}
