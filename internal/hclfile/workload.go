package hclfile

import (
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/zclconf/go-cty/cty"
)

// MaxWorkloadsPerBuild bounds the estimates one build can ask for.
const MaxWorkloadsPerBuild = 16

// MaxSeqLen is the longest seq_len the decoder accepts: past every model's
// context, and small enough that no product of the estimate overflows.
const MaxSeqLen = 1 << 24

var workloadAttrs = []hw.Attr{
	{Name: "model", Type: hw.TString, Required: true, Doc: "id of a model part (catalog list model), or its Hugging Face repository (hf_repo, e.g. meta-llama/Llama-3.1-70B)"},
	{Name: "mode", Type: hw.TString, Required: true, Enum: hw.WorkloadModes, Doc: "inference, lora, qlora or full (fine-tuning every weight)"},
	{Name: "seq_len", Type: hw.TInt, Required: true, Min: 1, Max: MaxSeqLen, Doc: "tokens per sequence: the context to reserve (inference) or the training sequence length"},
	{Name: "batch", Type: hw.TInt, Min: 1, Max: 4096, Default: "1", Doc: "sequences at once (concurrent sequences for inference)"},
	{Name: "precision", Type: hw.TString, Doc: "number format of the base weights: " + strings.Join(hw.FormatNames(), ", ") + " (default nf4 for qlora, bf16 otherwise)"},
	{Name: "runtime", Type: hw.TString, Enum: hw.Runtimes, Doc: "llama.cpp, vllm, transformers or unsloth: sets the overheads and the throughput class (default llama.cpp for a gguf precision, transformers otherwise)"},
	{Name: "min_tokens_per_s", Type: hw.TNumber, Max: 1e6, Doc: "decode tokens per second the build must reach (inference)"},
	{Name: "gradient_checkpointing", Type: hw.TBool, Default: "true", Doc: "recompute activations in the backward pass instead of keeping them"},
	{Name: "lora_rank", Type: hw.TInt, Min: 1, Max: 4096, Default: "16", Doc: "rank of the LoRA adapters"},
	{Name: "lora_targets", Type: hw.TStringList, Enum: append([]string{"all-linear"}, hw.LoRAModules...), Default: `"all-linear"`, Doc: `"all-linear" or a list of the modules LoRA adapts: q, k, v, o, gate, up, down`},
	{Name: "optimizer", Type: hw.TString, Enum: hw.Optimizers, Default: "adamw", Doc: "adamw, adamw-8bit, paged-adamw-8bit or sgd"},
	{Name: "optimizer_in_backward", Type: hw.TBool, Default: "false", Doc: "step each parameter in the backward pass and free its gradient (torchtune's optimizer_in_bwd): no full gradient buffer"},
	{Name: "parallel", Type: hw.TString, Enum: slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(hw.InferenceParallel), hw.TrainingParallel...)))), Doc: "how several GPUs split the model: layer-split, tensor or pipeline for inference (default layer-split); ddp, fsdp, zero2, zero3, tensor or pipeline for training (default ddp)"},
	{Name: "offload", Type: hw.TString, Enum: hw.Offloads, Default: "none", Doc: "none, optimizer (optimizer states in host memory) or params (weights too: layers that do not fit stay in host memory)"},
	{Name: "fused_loss", Type: hw.TBool, Default: "false", Doc: "chunked or fused cross-entropy (torchtune, Liger, Unsloth): the logits are not kept in 32 bits"},
	{Name: "kv_cache", Type: hw.TString, Enum: hw.KVCacheTypes, Default: "f16", Doc: "number format of the KV cache: f16, q8_0, q4_0 or fp8"},
}

// decodeWorkload reads a `workload "NAME"` block of build b.
func (d *decoder) decodeWorkload(b *hw.Build, blk *hcl.Block) {
	if len(b.Workloads) >= MaxWorkloadsPerBuild {
		d.errorf(blk.DefRange, "schema", "Check the other workloads in another build.",
			"build %q has more than %d workload blocks", b.Name, MaxWorkloadsPerBuild)
		return
	}
	for _, o := range b.Workloads {
		if o.Name == blk.Labels[0] {
			d.errorf(blk.DefRange, "schema", fmt.Sprintf("The first is at %s:%d; give each workload its own name.", o.Range.Filename, o.Range.Start.Line),
				"build %q has two workloads named %q", b.Name, o.Name)
			return
		}
	}
	w := &hw.Workload{Name: blk.Labels[0], Range: blk.DefRange, AttrRanges: map[string]hcl.Range{},
		Batch: 1, GradientCheckpointing: true, LoRARank: 16, LoRATargets: slices.Clone(hw.LoRAModules),
		Optimizer: "adamw", Offload: "none", KVCache: "f16"}
	where := fmt.Sprintf("workload %q", w.Name)
	schema := schemaOf(workloadAttrs)
	content, diags := blk.Body.Content(schema)
	d.diags = append(d.diags, SchemaDiags("schema", where, schema, diags)...)
	vals := map[string]hw.Value{}
	for _, a := range workloadAttrs {
		attr, ok := content.Attributes[a.Name]
		if !ok {
			if a.Required {
				d.errorf(blk.DefRange, "schema", fmt.Sprintf("Add %s = … (%s).", a.Name, a.Doc), "%s has no %s", where, a.Name)
			}
			continue
		}
		w.AttrRanges[a.Name] = attr.Expr.Range()
		if a.Name == "lora_targets" {
			if raw, diags := attr.Expr.Value(nil); !diags.HasErrors() && raw.Type() == cty.String && raw.IsKnown() && !raw.IsNull() {
				if s := raw.AsString(); s != "all-linear" {
					d.errorf(attr.Expr.Range(), "schema", `Write "all-linear" or a list such as ["q", "v"].`, "lora_targets = %q is not \"all-linear\"", s)
				}
				continue
			}
		}
		if v, ok := d.value(a, attr); ok {
			vals[a.Name] = v
		}
	}
	if _, ok := content.Attributes["model"]; !ok {
		return
	}
	if _, ok := vals["mode"]; !ok {
		return
	}
	w.ModelID, w.Mode = vals["model"].Str, vals["mode"].Str
	if v, ok := vals["seq_len"]; ok {
		w.SeqLen = int(v.Num)
	}
	if v, ok := vals["batch"]; ok {
		w.Batch = int(v.Num)
	}
	w.Precision = "bf16"
	if w.Mode == "qlora" {
		w.Precision = "nf4"
	}
	if v, ok := vals["precision"]; ok {
		if f, known := hw.LookupFormat(v.Str); known {
			w.Precision = f.Name
		} else {
			d.errorf(v.Range, "schema", suggest.Sentence(strings.ToLower(v.Str), hw.FormatNames()), "precision = %q is not one of %s", v.Str, suggest.List(hw.FormatNames()))
		}
	}
	if w.Mode == "qlora" && !strings.HasPrefix(w.Precision, "nf4") {
		d.errorf(w.AttrRange("precision"), "schema", `QLoRA trains adapters over 4-bit NormalFloat weights: use precision = "nf4" or "nf4-dq", or mode = "lora" for other formats.`,
			"qlora with precision %q", w.Precision)
	}
	w.Runtime = "transformers"
	if strings.HasPrefix(w.Precision, "gguf-") {
		w.Runtime = "llama.cpp"
	}
	if v, ok := vals["runtime"]; ok {
		w.Runtime = v.Str
	}
	w.MinTokensPerS = ptr(vals["min_tokens_per_s"], has(vals, "min_tokens_per_s"))
	if v, ok := vals["gradient_checkpointing"]; ok {
		w.GradientCheckpointing = v.Bool
	}
	if v, ok := vals["lora_rank"]; ok {
		w.LoRARank = int(v.Num)
	}
	if v, ok := vals["lora_targets"]; ok {
		if slices.Contains(v.List, "all-linear") {
			d.errorf(v.Range, "schema", `Write lora_targets = "all-linear" on its own, or a list of modules.`, "lora_targets lists \"all-linear\" with other modules")
		} else if len(v.List) == 0 {
			d.errorf(v.Range, "schema", `Name at least one module, or write "all-linear".`, "lora_targets is empty")
		} else {
			w.LoRATargets = slices.Compact(slices.Sorted(slices.Values(v.List)))
		}
	}
	if v, ok := vals["optimizer"]; ok {
		w.Optimizer = v.Str
	}
	if v, ok := vals["optimizer_in_backward"]; ok {
		w.OptimizerInBackward = v.Bool
	}
	if v, ok := vals["offload"]; ok {
		w.Offload = v.Str
	}
	if v, ok := vals["fused_loss"]; ok {
		w.FusedLoss = v.Bool
	}
	if v, ok := vals["kv_cache"]; ok {
		w.KVCache = v.Str
	}
	modes := hw.InferenceParallel
	w.Parallel = "layer-split"
	if w.Training() {
		modes, w.Parallel = hw.TrainingParallel, "ddp"
	}
	if v, ok := vals["parallel"]; ok {
		if slices.Contains(modes, v.Str) {
			w.Parallel = v.Str
		} else {
			d.errorf(v.Range, "schema", "For "+w.Mode+" use one of "+suggest.List(modes)+".", "parallel = %q is not a way to split %s", v.Str, w.Mode)
		}
	}
	if w.Runtime == "unsloth" && !w.Training() || w.Runtime == "llama.cpp" && w.Training() || w.Runtime == "vllm" && w.Training() {
		d.errorf(w.AttrRange("runtime"), "schema", "llama.cpp and vllm run inference; unsloth trains.", "runtime %q does not run %s", w.Runtime, w.Mode)
	}
	b.Workloads = append(b.Workloads, w)
}
