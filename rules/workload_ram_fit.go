package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/workload"
)

// WorkloadRAMFit is rule "workload-ram-fit".
var WorkloadRAMFit = &Rule{
	ID: "workload-ram-fit", Severity: hw.Error,
	Summary: "host memory is below what a workload's offload, paged optimizer or offloaded activations need",
	Doc: "A workload needs host memory (memory_gb, read as GiB: modules are sold in binary sizes) for what it keeps off the GPUs: " +
		"offloaded optimizer states, weights and gradients with DeepSpeed's 1.5 buffer factor (estimate_zero3_model_states_mem_needs), " +
		"a paged 8-bit optimizer's states (CUDA managed memory that spills to the host: torchtune's 8B full fine-tune on a 4090 shows 18.9 GiB because they are not on the GPU), " +
		"Unsloth's offloaded checkpoints (2h bytes per token and layer), and the layers of an inference that do not fit the GPUs. " +
		"Loading needs little: safetensors and GGUF files are memory-mapped and streamed (the operating system's page cache is not counted). " +
		"memory-vs-vram stays the rule of thumb for staging (as much RAM as GPU memory).",
	Fix: "Add memory, or offload less (offload = \"optimizer\" rather than \"params\", a non-paged optimizer).",
	Fail: workloadExample("LoRA of Llama 3.1 70B in bf16 with the weights offloaded: 213 GiB of host memory for 96.", "lora-70b-offload", "", `
  workload "lora-70b" {
    model    = "llama-3.1-70b"
    mode     = "lora"
    seq_len  = 2048
    parallel = "fsdp"
    offload  = "params"
  }`),
	Pass: workloadExample("QLoRA offloads the 4-bit weights: 63 GiB of host memory.", "qlora-70b-offload", "", `
  workload "qlora-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
    offload  = "params"
  }`),
	Check: func(p *Pass) {
		for _, we := range p.Workloads() {
			e := we.Estimate
			have := we.Input.HostGiB * workload.GiB
			if e.HostBytes <= have {
				continue
			}
			p.Report(we.W.Range, "Host memory holds: "+components(e.Host, gib)+". Add memory, or offload less.",
				"%s needs %s of host memory; the build has %g GB", we.Describe(), gib(e.HostBytes), we.Input.HostGiB)
		}
	},
}
