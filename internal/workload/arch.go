// Package workload estimates what a build's workload (SPEC 1.5) needs:
// GPU memory per card, host memory, disk and decode tokens per second,
// from a model's architecture numbers and the build's GPUs. Every formula
// and constant names its source here and in `rigcheck explain
// workload-vram-fit`; the estimate is pure arithmetic, with no I/O.
package workload

import (
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// GiB is the unit of GPU and host memory: a card sold as "24 GB" has 24
// GiB of memory, and llama.cpp, vLLM and PyTorch report GiB.
const GiB = 1 << 30

// Arch is a model's architecture, as the formulas read it.
type Arch struct {
	Layers, Hidden, Heads, KVHeads, HeadDim, Intermediate, Vocab int
	Tied                                                         bool
	// Experts, TopK, ExpertFFN, Shared and DenseLayers describe a mixture
	// of experts (Experts is 0 for a dense model).
	Experts, TopK, ExpertFFN, Shared, DenseLayers int
	// Window is the sliding window, WindowLayers the layers that use it.
	Window, WindowLayers int
	// KVLoRARank and RopeDim describe multi-head latent attention.
	KVLoRARank, RopeDim int
	// Params and Active are the model's published parameter counts (not
	// billions); Active equals Params for a dense model.
	Params, Active float64
}

// ArchOf reads a model part.
func ArchOf(m *hw.Model) Arch {
	a := Arch{Layers: m.Layers, Hidden: m.Hidden, Heads: m.Heads, KVHeads: m.KVHeads, HeadDim: m.HeadDim.Or(0),
		Intermediate: m.Intermediate.Or(0), Vocab: m.Vocab, Tied: m.TiedEmbeddings,
		Experts: m.Experts.Or(0), TopK: m.ExpertsPerToken.Or(0), ExpertFFN: m.ExpertIntermediate.Or(0),
		Shared: m.SharedExperts.Or(0), DenseLayers: m.DenseLayers.Or(0),
		Window: m.SlidingWindow.Or(0), WindowLayers: m.SlidingWindowLayers.Or(0),
		KVLoRARank: m.KVLoRARank.Or(0), RopeDim: m.QKRopeHeadDim.Or(0),
		Params: m.ParamsB * 1e9}
	if a.HeadDim == 0 && a.Heads > 0 {
		a.HeadDim = a.Hidden / a.Heads
	}
	a.Active = m.ActiveParamsB.Or(m.ParamsB) * 1e9
	a.WindowLayers = min(a.WindowLayers, a.Layers)
	return a
}

func (a Arch) moe() bool { return a.Experts > 0 && a.ExpertFFN > 0 }

// moeLayers is the number of layers with experts.
func (a Arch) moeLayers() int {
	if !a.moe() {
		return 0
	}
	return max(a.Layers-a.DenseLayers, 0)
}

// Embeddings counts the input embedding and the output layer's weights:
// V·h, twice unless the two are tied.
func (a Arch) Embeddings() float64 {
	e := float64(a.Vocab) * float64(a.Hidden)
	if !a.Tied {
		e *= 2
	}
	return e
}

// attention counts one layer's q, k, v and o projections:
// h·H·hd + 2·h·kv·hd + H·hd·h.
func (a Arch) attention() float64 {
	h, q, kv := float64(a.Hidden), float64(a.Heads*a.HeadDim), float64(a.KVHeads*a.HeadDim)
	return 2*h*q + 2*h*kv
}

// ParamCount is the parameter count the architecture implies, in all and
// per token (SwiGLU feed-forward: gate, up and down; experts with a
// router; norms and biases left out, under 0.1 %). Tests check it against
// the published totals; the estimate uses the published Params.
func (a Arch) ParamCount() (total, active float64) {
	h := float64(a.Hidden)
	dense := 3 * h * float64(a.Intermediate)
	attn := a.attention()
	denseLayers := float64(a.Layers - a.moeLayers())
	total = denseLayers*(attn+dense) + a.Embeddings()
	active = total
	if n := float64(a.moeLayers()); n > 0 {
		expert := 3 * h * float64(a.ExpertFFN)
		router := h * float64(a.Experts)
		shared := float64(a.Shared) * expert
		total += n * (attn + float64(a.Experts)*expert + router + shared)
		active += n * (attn + float64(a.TopK)*expert + router + shared)
	}
	return total, active
}

// KVBytesPerToken is the KV cache one token takes over every layer with
// elem bytes per element, when the context is ctx tokens: 2 (K and V) ×
// kv_heads × head_dim per layer (vLLM's get_cache_block_size), or
// kv_lora_rank + qk_rope_head_dim for multi-head latent attention
// (DeepSeek-V2/V3); sliding-window layers hold at most their window, which
// KVBytes spreads over the context.
func (a Arch) KVBytesPerToken(elem float64) float64 {
	return a.KVBytes(1, elem) // a one-token context fills every window
}

// kvPerLayer is one layer's cached elements per token.
func (a Arch) kvPerLayer() float64 {
	if a.KVLoRARank > 0 {
		return float64(a.KVLoRARank + a.RopeDim)
	}
	return 2 * float64(a.KVHeads*a.HeadDim)
}

// KVBytes is the KV cache of one sequence of ctx tokens.
func (a Arch) KVBytes(ctx int, elem float64) float64 {
	global := float64(a.Layers - a.WindowLayers)
	local := float64(a.WindowLayers)
	held := float64(ctx)
	if a.Window > 0 {
		held = float64(min(ctx, a.Window))
	} else {
		global, local = float64(a.Layers), 0
	}
	return a.kvPerLayer() * elem * (global*float64(ctx) + local*held)
}

// activeFFN is the feed-forward width a token goes through in an average
// layer: the dense intermediate size, or top-k experts plus the shared
// ones.
func (a Arch) activeFFN() float64 {
	if !a.moe() {
		return float64(a.Intermediate)
	}
	n := float64(a.moeLayers())
	moe := float64((a.TopK + a.Shared) * a.ExpertFFN)
	return (n*moe + float64(a.Layers-a.moeLayers())*float64(a.Intermediate)) / float64(a.Layers)
}

// ActivationBytesPerToken is what one layer keeps per token for the
// backward pass in bf16 with FlashAttention: 2·(8h + 2·kv·hd) + 8·I bytes
// (the research's count of a Llama block's saved tensors: 170 KB for
// Llama-2-7B, 184 KB for Llama-3-8B).
func (a Arch) ActivationBytesPerToken() float64 {
	h := float64(a.Hidden)
	return 2*(8*h+2*float64(a.KVHeads*a.HeadDim)) + 8*a.activeFFN()
}

// LoRAParams counts the adapter parameters of rank r on the targets: r ×
// (d_in + d_out) for each adapted matrix of each layer (PEFT's LoRA; for a
// mixture of experts every expert's gate, up and down are adapted).
// Llama-2-7B r=8 on q and v: 4,194,304; Llama-3-8B r=16 on every linear
// layer: 41,943,040.
func (a Arch) LoRAParams(r int, targets []string) float64 {
	h, q, kv := float64(a.Hidden), float64(a.Heads*a.HeadDim), float64(a.KVHeads*a.HeadDim)
	var attn float64
	for _, t := range targets {
		switch t {
		case "q", "o":
			attn += h + q
		case "k", "v":
			attn += h + kv
		}
	}
	mlp := 0.0
	for _, t := range []string{"gate", "up", "down"} {
		if slices.Contains(targets, t) {
			mlp++
		}
	}
	moeLayers := float64(a.moeLayers())
	dense := float64(a.Layers) - moeLayers
	perDense := attn + mlp*(h+float64(a.Intermediate))
	perMoE := attn + mlp*(h+float64(a.ExpertFFN))*float64(a.Experts+a.Shared)
	return float64(r) * (dense*perDense + moeLayers*perMoE)
}
