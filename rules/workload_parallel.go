package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// WorkloadParallel is rule "workload-parallel".
var WorkloadParallel = &Rule{
	ID: "workload-parallel", Severity: hw.Error,
	Summary: "tensor parallelism whose degree does not divide the model's heads or mixes GPU models (error), or runs without NVLink (warning)",
	Doc: "Tensor parallelism splits every layer's attention heads over the GPUs: vLLM requires the GPU count to divide num_attention_heads, " +
		"and the key/value heads to divide among the GPUs or the GPUs among them; every GPU runs the same shard size, so mixed GPU models run at the slowest and smallest. " +
		"Each layer ends in an all-reduce between the GPUs: without NVLink it crosses PCIe, and GeForce cards are widely reported to lack peer-to-peer PCIe (the catalog records NVLink only), so the transfer stages through host memory. " +
		"Pipeline parallelism and llama.cpp's layer split pass one activation per token between GPUs and tolerate PCIe.",
	Fix: "Use a GPU count that divides the heads, the same GPU model on every card, NVLink-bridged cards, or parallel = \"pipeline\" or \"layer-split\".",
	Fail: workloadExample("Tensor parallelism over two RTX 4090s: no NVLink.", "tp-4090", "", `
  workload "serve" {
    model     = "llama-3.1-8b"
    mode      = "inference"
    runtime   = "vllm"
    seq_len   = 8192
    parallel  = "tensor"
  }`),
	Pass: workloadExample("The default layer split passes one activation per token.", "layers-4090", "", `
  workload "serve" {
    model     = "llama-3.1-8b"
    mode      = "inference"
    runtime   = "vllm"
    seq_len   = 8192
  }`),
	Check: func(p *Pass) {
		for _, we := range p.Workloads() {
			w, gpus := we.W, we.Input.GPUs
			n := len(gpus)
			if w.Parallel != "tensor" || n < 2 {
				continue
			}
			m := w.Model.Model()
			rng := w.AttrRange("parallel")
			if m.Heads%n != 0 || m.KVHeads%n != 0 && n%m.KVHeads != 0 {
				p.Report(rng, fmt.Sprintf("Use a GPU count that divides %d (and %d key/value heads), or parallel = \"pipeline\".", m.Heads, m.KVHeads),
					"workload %q: tensor parallelism over %d GPUs does not divide %s's %d attention heads and %d key/value heads", w.Name, n, w.Model.ShortName(), m.Heads, m.KVHeads)
			}
			models := map[string]bool{}
			var names []string
			noLink := false
			for _, g := range gpus {
				if !models[g.ID] {
					models[g.ID] = true
					names = append(names, g.Name)
				}
				noLink = noLink || !g.NVLink
			}
			if len(names) > 1 {
				p.Report(rng, "Tensor parallelism runs the same shard on every GPU: use one GPU model, or parallel = \"pipeline\".",
					"workload %q: tensor parallelism over different GPUs (%s)", w.Name, strings.Join(names, ", "))
			}
			if noLink {
				p.ReportAs(hw.Warning, rng, "Every layer's all-reduce crosses PCIe, through host memory where the cards lack peer-to-peer. Use NVLink-bridged cards, or parallel = \"pipeline\" or \"layer-split\".",
					"workload %q: tensor parallelism over %d × %s without NVLink", w.Name, n, strings.Join(names, "/"))
			}
		}
	},
}
