package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// WorkloadContext is rule "workload-context".
var WorkloadContext = &Rule{
	ID: "workload-context", Severity: hw.Error,
	Summary: "a workload's seq_len exceeds the model's max_context",
	Doc: "A model attends to at most max_context tokens (max_position_embeddings in its config.json, or the context its card states); " +
		"vLLM refuses a longer max_model_len and other runtimes degrade past it. Longer contexts need RoPE scaling (YaRN) that config.json does not enable: declare a variant of the model with extends and the longer max_context, with its source.",
	Fix: "Lower seq_len to the model's max_context, or pick a model with a longer context.",
	Fail: workloadExample("Llama 3 8B attends to 8,192 tokens.", "llama3-long", "", `
  workload "long-chat" {
    model     = "llama-3-8b"
    mode      = "inference"
    precision = "gguf-q4_k_m"
    seq_len   = 16384
  }`),
	Pass: workloadExample("Llama 3.1 8B attends to 131,072.", "llama31-long", "", `
  workload "long-chat" {
    model     = "llama-3.1-8b"
    mode      = "inference"
    precision = "gguf-q4_k_m"
    seq_len   = 16384
  }`),
	Check: func(p *Pass) {
		for _, w := range p.Build.Workloads {
			if w.Model == nil {
				continue
			}
			if max := w.Model.Model().MaxContext; w.SeqLen > max {
				p.Report(w.AttrRange("seq_len"), "Lower seq_len, or declare a variant of the model (extends) with the context its RoPE scaling reaches, with its source.",
					"workload %q: seq_len = %d exceeds %s's context of %d tokens", w.Name, w.SeqLen, w.Model.ShortName(), max)
			}
		}
	},
}
