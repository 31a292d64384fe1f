package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/workload"
)

// WorkloadVRAMFit is rule "workload-vram-fit".
var WorkloadVRAMFit = &Rule{
	ID: "workload-vram-fit", Severity: hw.Error,
	Summary: "a workload's estimated memory on a GPU exceeds the card's memory, or is within the estimate's band of it",
	Doc: "For each workload (SPEC 1.5) rigcheck estimates the memory on every GPU and compares it with the card's memory (vram_gb, read as GiB: " +
		"a card sold as 24 GB has 24 GiB; vLLM takes 0.9 of it, its gpu_memory_utilization). The estimate, per GPU:\n\n" +
		"- weights: parameters × the format's bits per weight (the table of formats in docs/reference.md, each with its source); formats that quantize the linear layers only (bitsandbytes, GPTQ, AWQ, FP8) keep the embeddings and the output layer (V·h, twice unless tied) in 16 bits. A mixture of experts keeps every expert in memory.\n" +
		"- KV cache: 2 × kv_heads × head_dim × layers × tokens × bytes per element (vLLM's get_cache_block_size; grouped-query heads, never the hidden size), kv_lora_rank + qk_rope_head_dim per layer for multi-head latent attention, at most the window on sliding-window layers; kv_cache q8_0 and q4_0 are llama.cpp's 34- and 18-byte blocks of 32, fp8 one byte.\n" +
		"- inference overhead: llama.cpp's compute buffer (the f32 logits of a 512-token micro-batch: 250.5 of the 258.5 MiB its log shows for Llama-3-8B), vLLM's CUDA graphs (1 GiB, the low end of the 1–3 GiB its log announces), or transformers' prefill activations (one layer's, below); the CUDA context, 0.5 GiB on every GPU (about 300 MB with lazy loading, over 1 GB before: pytorch/pytorch#107667).\n" +
		"- training: trained weights' gradients (2 bytes in bf16) and AdamW's fp32 master copy and moments (12 bytes a parameter; ZeRO, arXiv:1910.02054), 8-bit AdamW 2 bytes, paged 8-bit AdamW in host memory; LoRA adapters r × (d_in + d_out) per adapted matrix, 16 bytes each with AdamW (fp32 weight, gradient, two moments); activations 2·(8h + 2·kv·hd) + 8·I bytes per token and layer in bf16 with FlashAttention, all layers without gradient checkpointing, the layer inputs (2h per layer) plus one layer with it; logits 10 bytes per token and vocabulary entry (bf16, fp32 copy, fp32 gradient), 2.5 with a fused or chunked loss (torchtune's 8 chunks).\n" +
		"- splits: layer-split and pipeline divide weights and KV cache in proportion to the cards' memory (llama.cpp's default tensor split), the output layer's buffer on the last; tensor divides weights by N and the KV heads (a whole head per GPU when there are fewer heads than GPUs, vLLM; MLA's latent on every GPU); fsdp and zero3 divide weights, gradients and optimizer states, zero2 gradients and states, ddp nothing; activations are never divided but by pipeline. offload = \"optimizer\" moves optimizer states to host memory, \"params\" the weights too (training: two layers in flight on the GPU, the one computing and the one FSDP prefetches, with their gradients until they are reduce-scattered; inference: the layers that do not fit within the band, as llama.cpp's -ngl leaves them on the CPU).\n\n" +
		"The research's calibration of these formulas on published measurements found a mean error of 8.3 % and a largest of 19 %: a GPU whose estimate is within the band (15 %) of its memory is tight (a warning). The estimate assumes FlashAttention or SDPA (eager attention adds batch × heads × seq² per layer) and does not cover image or video diffusion, multi-node runs or speculative decoding.\n\n" + formatsDoc(),
	Fix:    "Use what the message lists under \"would fit\": a smaller precision, gradient_checkpointing, fused_loss, a shorter seq_len, offload, fsdp, or one more GPU.",
	Params: []Param{{Name: "band", Default: workload.DefaultBand, Doc: "share of the estimate within which a GPU's memory is tight (a warning)"}},
	Fail: workloadExample("QLoRA of Llama 3.1 70B at 2,048 tokens on two 24 GB cards without offload: 27.6 GiB a GPU.", "qlora-70b-no-offload", "", `
  workload "finetune-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
  }`),
	Pass: workloadExample("The same with the weights offloaded to host memory, as Answer.AI trains it.", "qlora-70b-offload", "", `
  workload "finetune-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
    offload  = "params"
  }`),
	Check: func(p *Pass) {
		for _, we := range p.Workloads() {
			e := we.Estimate
			if e.Verdict == workload.Fits || len(we.Input.GPUs) == 0 {
				// missing-part reports a workload without a GPU.
				continue
			}
			s := e.Shares[e.PeakIndex]
			detail := workload.Breakdown(e)
			if e.Verdict == workload.DoesNotFit {
				if fixes := workload.Fixes(we.Input, e); len(fixes) > 0 {
					detail += " Would fit, each on its own: " + strings.Join(fixes, "; ") + "."
				} else {
					detail += " No single change fits it: a larger GPU, or several changes at once."
				}
			}
			sev, verdict := hw.Error, "does not fit"
			if e.Verdict == workload.Tight {
				sev, verdict = hw.Warning, fmt.Sprintf("tight (within the estimate's ±%.0f %%)", e.Band*100)
			}
			p.ReportAs(sev, we.W.Range, detail, "%s needs %s on GPU %d (%s, %g GiB): %s",
				we.Describe(), gib(s.Total), e.PeakIndex+1, s.GPU.Name, s.GPU.MemoryGiB, verdict)
		}
	},
}

// formatsDoc lists the precision formats with their bits per weight and
// sources, for explain.
func formatsDoc() string {
	var b strings.Builder
	b.WriteString("Bits per weight of each precision:\n")
	for _, f := range hw.Formats {
		fmt.Fprintf(&b, "- %s: %s (%s)\n", f.Name, prose.Number(f.Bits), f.Source)
	}
	return strings.TrimSuffix(b.String(), "\n")
}
