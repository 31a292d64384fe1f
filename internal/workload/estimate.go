package workload

import (
	"fmt"
	"math"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// The constants of the estimate, each with its source (`rigcheck explain
// workload-vram-fit` prints them).
const (
	// CUDAContext is the memory the CUDA context, cuBLAS and the
	// allocator take on every GPU, which PyTorch's counters do not show:
	// about 300 MB with lazy loading (CUDA 11.7 and later), over 1 GB
	// before (pytorch/pytorch#107667).
	CUDAContext = 0.5 * GiB
	// UBatch is llama.cpp's default micro-batch (n_ubatch 512); its
	// compute buffer holds the logits of a micro-batch in f32: 258.5 MiB
	// for Llama-3-8B at n_ubatch 512 (its load log), of which 250.5 MiB
	// are 512 × 128256 × 4 bytes.
	UBatch = 512
	// VLLMUtilization is the share of a card vLLM takes
	// (gpu_memory_utilization 0.9); VLLMGraphs the CUDA graphs it
	// captures, "1~3 GiB per GPU" by its own log (the low end: the band
	// covers the rest).
	VLLMUtilization = 0.9
	VLLMGraphs      = 1 * GiB
	// LogitsBytes is what training keeps per token and vocabulary entry
	// for the loss: bf16 logits, their fp32 copy and its gradient (2 + 4
	// + 4, the research's count of HF's cross-entropy); FusedLogitsBytes
	// the bf16 logits with one of 8 chunks upcast at a time (torchtune's
	// chunked cross-entropy, 2 + 4/8).
	LogitsBytes      = 10
	FusedLogitsBytes = 2.5
	// OffloadBuffer is DeepSpeed's factor on host memory for offloaded
	// states (estimate_zero3_model_states_mem_needs: × 1.5).
	OffloadBuffer = 1.5
	// LayersInFlight are the layers whose weights a GPU holds while the
	// rest stay in host memory: the one computing and the one FSDP
	// prefetches (forward_prefetch / backward_prefetch).
	LayersInFlight = 2
	// DefaultBand is the estimate's ± band: the research's calibration
	// (30 measured rows) found a mean error of 8.3 % and a largest of
	// 19 %; a figure within 15 % of the card's memory is "tight".
	DefaultBand = 0.15
)

// Verdict says whether a workload fits a GPU.
type Verdict int

// The verdicts, best first.
const (
	Fits Verdict = iota
	Tight
	DoesNotFit
)

func (v Verdict) String() string { return [...]string{"fits", "tight", "does-not-fit"}[v] }

// Component is one item of an estimate, in bytes.
type Component struct {
	Name  string
	Bytes float64
}

// GPU is one card of a build, as the estimate reads it.
type GPU struct {
	ID, Name string
	// MemoryGiB is the card's memory (vram_gb, read as GiB).
	MemoryGiB float64
	// BandwidthGBs is the memory bandwidth in GB/s, 0 when unknown.
	BandwidthGBs float64
	NVLink       bool
}

// Input is what one workload's estimate reads of a build.
type Input struct {
	W     *hw.Workload
	Model *hw.Model
	GPUs  []GPU
	// HostGiB is the build's memory (memory_gb, read as GiB: modules are
	// sold in binary sizes); StorageGB its drives in decimal GB.
	HostGiB, StorageGB float64
	// RAMBandwidthGBs is the host memory's bandwidth (channels × MT/s × 8
	// bytes), 0 when unknown.
	RAMBandwidthGBs float64
	// Band is the ± share of the estimate that reads as tight
	// (DefaultBand unless the config changes it).
	Band float64
}

// Share is one GPU's part of the estimate.
type Share struct {
	GPU        GPU
	Components []Component
	Total      float64
	// Usable is what the workload may use of the card.
	Usable  float64
	Verdict Verdict
}

// Estimate is what a workload needs of a build.
type Estimate struct {
	Arch   Arch
	Format hw.Format
	// Weights are the base weights in the chosen format; Trainable the
	// trained parameters (every one for full, the adapters for LoRA).
	Weights, Trainable float64
	Shares             []Share
	// Peak is the largest per-GPU total, on Shares[PeakIndex].
	Peak      float64
	PeakIndex int
	Band      float64
	Verdict   Verdict
	// Host lists what needs host memory beyond the operating system;
	// HostBytes is its sum.
	Host      []Component
	HostBytes float64
	// Disk lists the files the workload keeps, in bytes; DiskBytes is
	// their sum.
	Disk      []Component
	DiskBytes float64
	Speed     Speed
}

// Estimate computes in's estimate. in.W.Model must be resolved.
func Compute(in Input) *Estimate {
	w := in.W
	a := ArchOf(in.Model)
	f, _ := hw.LookupFormat(w.Precision)
	band := in.Band
	e := &Estimate{Arch: a, Format: f, Band: band, Weights: weightBytes(a, f)}
	n := max(len(in.GPUs), 1)
	if w.Training() {
		e.train(in, n)
	} else {
		e.infer(in, n)
	}
	for i := range e.Shares {
		s := &e.Shares[i]
		for _, c := range s.Components {
			s.Total += c.Bytes
		}
		switch {
		case s.Total > s.Usable:
			s.Verdict = DoesNotFit
		case s.Total*(1+band) > s.Usable:
			s.Verdict = Tight
		}
		if s.Total > e.Peak {
			e.Peak, e.PeakIndex = s.Total, i
		}
		e.Verdict = max(e.Verdict, s.Verdict)
	}
	for _, c := range e.Host {
		e.HostBytes += c.Bytes
	}
	e.disk(a, f, w)
	e.Speed = speed(in, e)
	return e
}

// weightBytes is the model's weights in format f: every weight at f's
// bits (GGUF's figures include the embeddings), or the linear layers at
// f's bits and the embeddings and output layer in 16 bits.
func weightBytes(a Arch, f hw.Format) float64 {
	if !f.LinearOnly {
		return a.Params * f.Bits / 8
	}
	emb := min(a.Embeddings(), a.Params)
	return (a.Params-emb)*f.Bits/8 + emb*2
}

func gpuOrNone(in Input, i int) GPU {
	if i < len(in.GPUs) {
		return in.GPUs[i]
	}
	return GPU{Name: "no GPU"}
}

func (e *Estimate) infer(in Input, n int) {
	w, a := in.W, e.Arch
	kvElem := hw.KVBytes[w.KVCache]
	kv := a.KVBytes(w.SeqLen, kvElem) * float64(w.Batch)
	total := 0.0
	for i := range n {
		total += usable(w, gpuOrNone(in, i))
	}
	tensor := w.Parallel == "tensor" && n > 1
	ub := float64(min(UBatch, w.SeqLen*w.Batch))
	for i := range n {
		g := gpuOrNone(in, i)
		s := Share{GPU: g, Usable: usable(w, g)}
		share := 1.0 / float64(n)
		if !tensor && total > 0 {
			share = s.Usable / total // llama.cpp's default --tensor-split follows free memory
		}
		weights, cache := e.Weights*share, kv*share
		if tensor {
			cache = kv * tensorKVShare(a, n)
		}
		var over []Component
		switch w.Runtime {
		case "llama.cpp":
			if i == n-1 || tensor {
				over = append(over, Component{"compute buffer (logits of a 512-token micro-batch, f32)", ub * float64(a.Vocab) * 4})
			}
		case "vllm":
			over = append(over, Component{"CUDA graphs", VLLMGraphs})
		default:
			over = append(over, Component{fmt.Sprintf("prefill activations (%d tokens, one layer)", w.SeqLen*w.Batch), float64(w.SeqLen*w.Batch) * a.ActivationBytesPerToken() * share})
		}
		over = append(over, Component{"CUDA context", CUDAContext})
		if w.Offload == "params" {
			// Layers stay in host memory until the GPU's estimate is
			// outside the band of its memory (llama.cpp's -ngl).
			room := s.Usable/(1+e.Band) - cache
			for _, c := range over {
				room -= c.Bytes
			}
			if keep := max(room, 0); weights > keep {
				e.Host = append(e.Host, Component{fmt.Sprintf("weights kept in host memory (%s)", g.Name), weights - keep})
				weights = keep
			}
		}
		s.Components = append([]Component{
			{fmt.Sprintf("weights %s (%s params%s)", e.Format.Name, billions(a.Params), splitNote(share, n)), weights},
			{fmt.Sprintf("KV cache %s (%d tokens × %d)", w.KVCache, w.SeqLen, w.Batch), cache},
		}, over...)
		e.Shares = append(e.Shares, s)
	}
}

// tensorKVShare is the share of the KV cache one of n tensor-parallel GPUs
// holds: its kv_heads / n heads, and a whole head when there are fewer
// heads than GPUs (vLLM replicates them); multi-head latent attention's
// latent is replicated on every GPU.
func tensorKVShare(a Arch, n int) float64 {
	if a.KVLoRARank > 0 {
		return 1
	}
	per := math.Ceil(float64(a.KVHeads) / float64(n))
	return per / float64(a.KVHeads)
}

// usable is what a workload may use of a card: all of it, or vLLM's
// gpu_memory_utilization.
func usable(w *hw.Workload, g GPU) float64 {
	u := g.MemoryGiB * GiB
	if w.Runtime == "vllm" {
		u *= VLLMUtilization
	}
	return u
}

func (e *Estimate) train(in Input, n int) {
	w, a := in.W, e.Arch
	T := float64(w.SeqLen * w.Batch)
	wBytes := e.Format.Bits / 8 // a trained weight's bytes (bf16 2, fp32 4)
	var grads, opt, states float64
	var gradName, optName, statesName string
	hostOpt := 0.0
	if w.Mode == "full" {
		e.Trainable = a.Params
		grads, gradName = a.Params*wBytes, "gradients"
		if w.OptimizerInBackward {
			grads, gradName = float64(a.Vocab)*float64(a.Hidden)*wBytes, "gradients (optimizer in backward: the largest tensor's)"
		}
		perParam := map[string]float64{"adamw": 12, "adamw-8bit": 2, "paged-adamw-8bit": 2, "sgd": 0}[w.Optimizer]
		if w.Optimizer == "adamw" && e.Format.Bits >= 32 {
			perParam = 8 // fp32 weights need no master copy
		}
		opt, optName = a.Params*perParam, "optimizer "+w.Optimizer
		if w.Optimizer == "paged-adamw-8bit" {
			hostOpt, opt = opt, 0
		}
	} else {
		e.Trainable = a.LoRAParams(w.LoRARank, w.LoRATargets)
		per := map[string]float64{"adamw": 16, "adamw-8bit": 10, "paged-adamw-8bit": 8, "sgd": 8}[w.Optimizer]
		states, statesName = e.Trainable*per, fmt.Sprintf("LoRA r=%d %s (%s params) + %s", w.LoRARank, targetsName(w.LoRATargets), billions(e.Trainable), w.Optimizer)
		if w.Optimizer == "paged-adamw-8bit" {
			hostOpt = e.Trainable * 2
		}
	}
	if hostOpt > 0 {
		e.Host = append(e.Host, Component{"paged optimizer states", hostOpt})
	}
	unsloth := w.Runtime == "unsloth"
	act := T * a.ActivationBytesPerToken() * float64(a.Layers)
	actName := fmt.Sprintf("activations (%g tokens, no checkpointing)", T)
	if w.GradientCheckpointing || unsloth {
		kept := T * 2 * float64(a.Hidden) * float64(a.Layers)
		act, actName = kept+T*a.ActivationBytesPerToken(), fmt.Sprintf("activations (%g tokens, checkpointing)", T)
		if unsloth {
			e.Host = append(e.Host, Component{"checkpointed activations (Unsloth offloads them)", kept})
			act -= kept
		}
	}
	logitB := float64(LogitsBytes)
	if w.FusedLoss || unsloth {
		logitB = FusedLogitsBytes
	}
	logits := T * float64(a.Vocab) * logitB

	// What the parallel mode divides by n.
	split := map[string]bool{}
	if n > 1 {
		switch w.Parallel {
		case "zero2":
			split = map[string]bool{"grads": true, "opt": true}
		case "fsdp", "zero3", "tensor":
			split = map[string]bool{"weights": true, "grads": true, "opt": true, "states": true}
		case "pipeline":
			split = map[string]bool{"weights": true, "grads": true, "opt": true, "states": true, "act": true}
		}
	}
	div := func(k string, v float64) float64 {
		if split[k] {
			return v / float64(n)
		}
		return v
	}
	weights, g, o, st := div("weights", e.Weights), div("grads", grads), div("opt", opt), div("states", states)
	switch w.Offload {
	case "optimizer":
		// The optimizer's states move; LoRA adapters keep their fp32
		// weights and gradients (8 bytes a parameter) on the GPU.
		moved := opt
		if states > 0 {
			moved = max(states-e.Trainable*8, 0)
			st = div("states", e.Trainable*8)
		}
		if moved > 0 {
			e.Host = append(e.Host, Component{"offloaded optimizer states (× 1.5 buffer)", moved * OffloadBuffer})
		}
		o = 0
	case "params":
		e.Host = append(e.Host, Component{"offloaded weights, gradients and optimizer states (× 1.5 buffer)", (e.Weights + grads + opt + states) * OffloadBuffer})
		// The layers in flight are whole on the GPU, and in the backward
		// pass so are their gradients until FSDP reduce-scatters them and
		// moves them to host memory.
		weights = e.Weights / float64(a.Layers) * LayersInFlight
		g, gradName = grads/float64(a.Layers)*LayersInFlight, fmt.Sprintf("gradients of %d layers in flight", LayersInFlight)
		if w.OptimizerInBackward {
			g = grads
		}
		o, st = 0, 0
	}
	for i := range n {
		gpu := gpuOrNone(in, i)
		s := Share{GPU: gpu, Usable: usable(w, gpu)}
		add := func(name string, b float64) {
			if b > 0 {
				s.Components = append(s.Components, Component{name, b})
			}
		}
		wName := fmt.Sprintf("base weights %s (%s params%s)", e.Format.Name, billions(a.Params), splitNote(map[bool]float64{true: 1 / float64(n), false: 1}[split["weights"]], n))
		if w.Offload == "params" {
			wName = fmt.Sprintf("weights of %d layers in flight (the rest in host memory)", LayersInFlight)
		}
		add(wName, weights)
		add(gradName, g)
		add(optName, o)
		add(statesName, st)
		add(actName, div("act", act))
		if i == n-1 || w.Parallel != "pipeline" {
			add(fmt.Sprintf("logits and loss (vocab %d%s)", a.Vocab, map[bool]string{true: ", fused", false: ""}[logitB == FusedLogitsBytes]), logits)
		}
		add("CUDA context", CUDAContext)
		e.Shares = append(e.Shares, s)
	}
}

// disk lists the files: the checkpoint in its published format, the
// chosen format's file when it is one, and one saved training checkpoint
// (16 bytes per trained parameter: weights and optimizer states, as the
// research counts a full fine-tune's save).
func (e *Estimate) disk(a Arch, f hw.Format, w *hw.Workload) {
	native := map[string]float64{"bf16": 2, "fp16": 2, "fp32": 4, "fp8": 1}[nativeDtype(w)]
	e.Disk = append(e.Disk, Component{fmt.Sprintf("checkpoint (%s)", nativeDtype(w)), a.Params * native})
	if f.File && e.Weights != a.Params*native {
		e.Disk = append(e.Disk, Component{f.Name + " file", e.Weights})
	}
	if w.Training() {
		e.Disk = append(e.Disk, Component{"one saved training checkpoint", e.Trainable * 16})
	}
	for _, c := range e.Disk {
		e.DiskBytes += c.Bytes
	}
}

func nativeDtype(w *hw.Workload) string {
	if d := w.Model.Model().NativeDtype; d != "" {
		return d
	}
	return "bf16"
}

func splitNote(share float64, n int) string {
	if n <= 1 || share >= 1 {
		return ""
	}
	return fmt.Sprintf(", %.0f %% of them", share*100)
}

func targetsName(t []string) string {
	if len(t) == len(hw.LoRAModules) {
		return "all-linear"
	}
	return strings.Join(t, ",")
}

// billions writes a parameter count: 70.6B, 207M.
func billions(p float64) string {
	if p >= 1e9 {
		return fmt.Sprintf("%.4gB", p/1e9)
	}
	return fmt.Sprintf("%.0fM", p/1e6)
}
