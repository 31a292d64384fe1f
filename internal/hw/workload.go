package hw

import (
	"strings"

	"github.com/hashicorp/hcl/v2"
)

// The values a workload block's enumerated attributes take (SPEC 1.5).
var (
	WorkloadModes = []string{"inference", "lora", "qlora", "full"}
	Runtimes      = []string{"llama.cpp", "vllm", "transformers", "unsloth"}
	Optimizers    = []string{"adamw", "adamw-8bit", "paged-adamw-8bit", "sgd"}
	// InferenceParallel and TrainingParallel are the ways a mode splits a
	// model over several GPUs.
	InferenceParallel = []string{"layer-split", "tensor", "pipeline"}
	TrainingParallel  = []string{"ddp", "fsdp", "zero2", "zero3", "tensor", "pipeline"}
	Offloads          = []string{"none", "optimizer", "params"}
	KVCacheTypes      = []string{"f16", "q8_0", "q4_0", "fp8"}
	// LoRAModules are the linear layers of a transformer block that
	// lora_targets may name; "all-linear" names every one.
	LoRAModules = []string{"q", "k", "v", "o", "gate", "up", "down"}
)

// Workload is one `workload` block of a build (SPEC 1.5), with SPEC's
// defaults applied: what the build must be able to run.
type Workload struct {
	Name    string
	ModelID string
	// Model is the model part, once the build is resolved against a
	// catalog; nil when the id is unknown.
	Model     *Part
	Mode      string
	Precision string
	SeqLen    int
	Batch     int
	Runtime   string
	// MinTokensPerS is the decode speed the user requires, when set.
	MinTokensPerS         *float64
	GradientCheckpointing bool
	LoRARank              int
	// LoRATargets lists the modules LoRA adapts (LoRAModules; every one
	// for "all-linear").
	LoRATargets []string
	Optimizer   string
	// OptimizerInBackward steps each parameter in the backward pass and
	// frees its gradient at once (torchtune's optimizer_in_bwd).
	OptimizerInBackward bool
	Parallel            string
	Offload             string
	FusedLoss           bool
	KVCache             string
	// Range is the block's header; AttrRanges where each attribute was
	// written.
	Range      hcl.Range
	AttrRanges map[string]hcl.Range
}

// Training reports whether the workload trains (lora, qlora, full).
func (w *Workload) Training() bool { return w.Mode != "inference" }

// AttrRange returns where attribute name was written, or the block's header.
func (w *Workload) AttrRange(name string) hcl.Range {
	if r, ok := w.AttrRanges[name]; ok {
		return r
	}
	return w.Range
}

// Format is a number format model weights are stored or run in, with its
// bits per weight and where the figure comes from.
type Format struct {
	Name string
	// Bits is the bits per weight, scales and zero points included.
	Bits float64
	// LinearOnly is set for formats that quantize the linear layers only:
	// the embeddings and the output layer stay 16-bit.
	LinearOnly bool
	// File is set for formats a model is stored in on disk (a GGUF file, a
	// GPTQ or AWQ checkpoint); bitsandbytes formats quantize while loading.
	File   bool
	Source string
}

// GGUF's bits per weight were measured by llama.cpp's quantize tool on
// Llama-3.1-8B, the output layer and embeddings included (its README's
// table); Q4_0, Q4_1, Q5_0, Q5_1 and Q8_0 are the block layouts of
// ggml-common.h (a 16-bit scale, and for _1 a 16-bit minimum, per 32
// weights).
const (
	ggufTable  = "https://github.com/ggml-org/llama.cpp/blob/master/tools/quantize/README.md"
	ggufBlocks = "https://github.com/ggml-org/llama.cpp/blob/master/ggml/src/ggml-common.h"
)

// Formats is the table of precision values a workload may name, with
// their sizes (SPEC 1.5).
var Formats = []Format{
	{Name: "fp32", Bits: 32, Source: "IEEE 754 single precision: 4 bytes per weight"},
	{Name: "bf16", Bits: 16, Source: "vLLM loads Llama-3.1-8B in bf16 in 14.99 GiB = 8.03e9 × 2 bytes (https://github.com/vllm-project/vllm/issues/12568)"},
	{Name: "fp16", Bits: 16, Source: "IEEE 754 half precision: 2 bytes per weight"},
	{Name: "fp8", Bits: 8, LinearOnly: true, File: true, Source: "vLLM's FP8 W8A8 quantizes the linear layers to 1 byte per weight (https://docs.vllm.ai/en/latest/features/quantization/fp8.html); Meta's 405B FP8 loads in 57.75 GiB per GPU at TP 8 (https://github.com/vllm-project/vllm/issues/6746)"},
	{Name: "int8", Bits: 8, LinearOnly: true, Source: "bitsandbytes LLM.int8(): 1 byte per linear weight, embeddings in 16 bits; octocoder 15.5B loads in 15.22 GiB (https://huggingface.co/docs/transformers/llm_tutorial_optimization)"},
	{Name: "nf4", Bits: 4.5, LinearOnly: true, Source: "QLoRA: 4-bit NormalFloat with one 32-bit absmax per 64 weights, 0.5 bit per weight (https://arxiv.org/abs/2305.14314)"},
	{Name: "nf4-dq", Bits: 4.127, LinearOnly: true, Source: "QLoRA's double quantization cuts the absmax constants from 0.5 to 0.127 bit per weight (https://arxiv.org/abs/2305.14314)"},
	{Name: "gptq-int4", Bits: 4.16, LinearOnly: true, File: true, Source: "GPTQ 4-bit with group size 128: a 16-bit scale and a 4-bit zero point per 128 weights (https://github.com/AutoGPTQ/AutoGPTQ)"},
	{Name: "awq-int4", Bits: 4.16, LinearOnly: true, File: true, Source: "AWQ 4-bit GEMM packing, group size 128: a 16-bit scale and a 4-bit zero point per 128 weights (https://github.com/casper-hansen/AutoAWQ)"},
	{Name: "gguf-f32", Bits: 32, File: true, Source: ggufBlocks},
	{Name: "gguf-f16", Bits: 16.0005, File: true, Source: ggufTable},
	{Name: "gguf-bf16", Bits: 16, File: true, Source: ggufBlocks},
	{Name: "gguf-q8_0", Bits: 8.5, File: true, Source: ggufBlocks},
	{Name: "gguf-q6_k", Bits: 6.5633, File: true, Source: ggufTable},
	{Name: "gguf-q5_k_m", Bits: 5.7036, File: true, Source: ggufTable},
	{Name: "gguf-q5_k_s", Bits: 5.57, File: true, Source: ggufTable},
	{Name: "gguf-q5_1", Bits: 6, File: true, Source: ggufBlocks},
	{Name: "gguf-q5_0", Bits: 5.5, File: true, Source: ggufBlocks},
	{Name: "gguf-q4_k_m", Bits: 4.8944, File: true, Source: ggufTable},
	{Name: "gguf-q4_k_s", Bits: 4.6672, File: true, Source: ggufTable},
	{Name: "gguf-q4_1", Bits: 5, File: true, Source: ggufBlocks},
	{Name: "gguf-q4_0", Bits: 4.5, File: true, Source: ggufBlocks},
	{Name: "gguf-iq4_nl", Bits: 4.68, File: true, Source: ggufTable},
	{Name: "gguf-iq4_xs", Bits: 4.4597, File: true, Source: ggufTable},
	{Name: "gguf-q3_k_l", Bits: 4.30, File: true, Source: ggufTable},
	{Name: "gguf-iq3_m", Bits: 3.76, File: true, Source: ggufTable},
	{Name: "gguf-q3_k_s", Bits: 3.64, File: true, Source: ggufTable},
	{Name: "gguf-q2_k", Bits: 3.1593, File: true, Source: ggufTable},
	{Name: "gguf-iq2_m", Bits: 2.93, File: true, Source: ggufTable},
	{Name: "gguf-iq1_s", Bits: 2.00, File: true, Source: ggufTable},
}

// LookupFormat finds a precision value in Formats (case-insensitive:
// llama.cpp writes Q4_K_M).
func LookupFormat(name string) (Format, bool) {
	for _, f := range Formats {
		if strings.EqualFold(f.Name, name) {
			return f, true
		}
	}
	return Format{}, false
}

// FormatNames lists the names of Formats.
func FormatNames() []string {
	out := make([]string, len(Formats))
	for i, f := range Formats {
		out[i] = f.Name
	}
	return out
}

// KVBytes is the bytes one cached key or value element takes in each
// kv_cache type: llama.cpp's q8_0 and q4_0 blocks hold 32 values with a
// 16-bit scale (ggml-common.h), vLLM's fp8 cache is one byte.
var KVBytes = map[string]float64{"f16": 2, "q8_0": 34.0 / 32, "q4_0": 18.0 / 32, "fp8": 1}
