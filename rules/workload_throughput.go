package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/workload"
)

// WorkloadThroughput is rule "workload-throughput".
var WorkloadThroughput = &Rule{
	ID: "workload-throughput", Severity: hw.Error,
	Summary: "a workload's decode tokens per second, with its range (info); an error below min_tokens_per_s",
	Doc: "Decode is bound by memory traffic: a token streams the weights it uses (for a mixture of experts the active share: all experts stay in memory, but only the routed ones are read) and the KV cache of its context, " +
		"at the GPU's memory_bandwidth_gbs times an efficiency, plus a fixed cost per layer (kernel launches); layers in host memory stream at the memory's bandwidth (channels × MT/s × 8 bytes). " +
		"With a layer split the GPUs take turns; with tensor parallelism they stream their shares at once. The estimate is at a full context (seq_len), and batch sequences decode together.\n\n" +
		fmt.Sprintf("Constants, fitted by least squares on relative error to published measurements only:\n- %s: efficiency %.4f, %.1f µs per layer, measured/estimate %.2f–%.2f (the range given); %s.\n- %s (nf4, int8 under transformers): efficiency %.4f; %s.\n",
			workload.LlamaCpp.Name, workload.LlamaCpp.Efficiency, workload.LlamaCpp.LayerS*1e6, workload.LlamaCpp.Low, workload.LlamaCpp.High, workload.LlamaCpp.Source,
			workload.Bitsandbytes.Name, workload.Bitsandbytes.Efficiency, workload.Bitsandbytes.Source) +
		"vLLM and transformers in 16 bits have no published rows to fit: they use llama.cpp's constants and say so. Training throughput and prefill are not estimated; AMD and Intel GPUs get the same constants, fitted on NVIDIA and Apple measurements only.",
	Fix: "A smaller precision, GPUs with more memory bandwidth, tensor parallelism over NVLink, or a lower min_tokens_per_s.",
	Fail: workloadExample("Llama 3.1 8B at Q4_K_M decodes at about 110 tokens/s on an RTX 4090.", "chat-8b-fast", "", `
  workload "chat" {
    model            = "llama-3.1-8b-instruct"
    mode             = "inference"
    precision        = "gguf-q4_k_m"
    seq_len          = 8192
    min_tokens_per_s = 150
  }`),
	Pass: workloadExample("The rule reports decode speed only: a fine-tune has none to report.", "finetune-8b", "", `
  workload "finetune" {
    model   = "llama-3.1-8b"
    mode    = "qlora"
    seq_len = 2048
  }`),
	Check: func(p *Pass) {
		for _, we := range p.Workloads() {
			w, s := we.W, we.Estimate.Speed
			if w.Training() || len(we.Input.GPUs) == 0 {
				continue // workload-vram-fit reports a build without a GPU
			}
			if !s.OK {
				if w.MinTokensPerS != nil {
					var needs []hw.Need
					for _, it := range p.Role(hw.KindGPU) {
						if !it.Part.GPU().MemoryBandwidthGBs.OK {
							needs = append(needs, hw.NeedOf(it.Part, "memory_bandwidth_gbs")...)
						}
					}
					p.Missing(w.AttrRange("min_tokens_per_s"), needs, "workload %q: %s", w.Name, s.Why)
				} else {
					p.ReportAs(hw.Info, w.Range, "", "workload %q: decode speed not estimated: %s", w.Name, s.Why)
				}
				continue
			}
			detail := fmt.Sprintf("%s per token; %s class, efficiency %.2f, %.0f µs per layer.", gib(s.BytesPerToken), s.Class, s.EfficiencyUsed, s.TauS*1e6)
			msg := fmt.Sprintf("%s decodes at about %.0f tokens/s (%.0f–%.0f)", we.Describe(), s.Estimate, s.Low, s.High)
			if min := w.MinTokensPerS; min != nil && s.Estimate < *min {
				p.Report(w.AttrRange("min_tokens_per_s"), detail+" A smaller precision or GPUs with more bandwidth would be faster.", "%s, below min_tokens_per_s = %g", msg, *min)
				continue
			}
			p.ReportAs(hw.Info, w.Range, detail, "%s", msg)
		}
	},
}
