package workload

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// smaller lists, per runtime, formats from the largest to the smallest
// that a model may be run in to save memory.
var smaller = map[string][]string{
	"llama.cpp":    {"gguf-q8_0", "gguf-q6_k", "gguf-q5_k_m", "gguf-q4_k_m", "gguf-q3_k_s", "gguf-q2_k"},
	"vllm":         {"fp8", "awq-int4"},
	"transformers": {"int8", "nf4"},
}

// Fixes says what would make a workload that does not fit its GPUs fit:
// each change on its own, with the estimate it gives (a smaller format,
// checkpointing, a fused loss, a shorter sequence, offload, sharding, one
// more GPU). Only changes whose estimate is at most tight are listed.
func Fixes(in Input, e *Estimate) []string {
	w := in.W
	var out []string
	try := func(what string, change func(w *hw.Workload, in *Input)) bool {
		w2 := *w
		in2 := in
		in2.W = &w2
		in2.GPUs = slices.Clone(in.GPUs)
		change(&w2, &in2)
		e2 := Compute(in2)
		if e2.Verdict == DoesNotFit {
			return false
		}
		s := fmt.Sprintf("%s (%.1f GiB per GPU, %s", what, e2.Peak/GiB, e2.Verdict)
		if e2.HostBytes > e.HostBytes {
			s += fmt.Sprintf("; %.0f GiB of host memory", e2.HostBytes/GiB)
		}
		out = append(out, s+")")
		return true
	}
	if w.Training() {
		if w.Mode == "lora" {
			try(`mode = "qlora"`, func(w *hw.Workload, _ *Input) { w.Mode, w.Precision = "qlora", "nf4" })
		}
		if !w.GradientCheckpointing && w.Runtime != "unsloth" {
			try("gradient_checkpointing = true", func(w *hw.Workload, _ *Input) { w.GradientCheckpointing = true })
		}
		if !w.FusedLoss && w.Runtime != "unsloth" {
			try("fused_loss = true", func(w *hw.Workload, _ *Input) { w.FusedLoss = true })
		}
		if len(in.GPUs) > 1 && (w.Parallel == "ddp" || w.Parallel == "zero2") {
			try(`parallel = "fsdp"`, func(w *hw.Workload, _ *Input) { w.Parallel = "fsdp" })
		}
	} else {
		list := smaller[w.Runtime]
		cur := slices.Index(list, w.Precision)
		cf, _ := hw.LookupFormat(w.Precision)
		for i, name := range list {
			f, _ := hw.LookupFormat(name)
			if i <= cur || f.Bits >= cf.Bits {
				continue
			}
			if try(fmt.Sprintf("precision = %q", name), func(w *hw.Workload, _ *Input) { w.Precision = name }) {
				break
			}
		}
		if w.KVCache == "f16" {
			kv := "q8_0"
			if w.Runtime == "vllm" {
				kv = "fp8"
			}
			try(fmt.Sprintf("kv_cache = %q", kv), func(w *hw.Workload, _ *Input) { w.KVCache = kv })
		}
	}
	if n := maxSeq(in); n > 0 && n < w.SeqLen {
		try(fmt.Sprintf("seq_len = %d", n), func(w *hw.Workload, _ *Input) { w.SeqLen = n })
	}
	if w.Offload == "none" && w.Training() {
		if !try(`offload = "optimizer"`, func(w *hw.Workload, _ *Input) { w.Offload = "optimizer" }) {
			try(`offload = "params"`, func(w *hw.Workload, _ *Input) { w.Offload = "params" })
		}
	} else if w.Offload != "params" {
		try(`offload = "params"`, func(w *hw.Workload, _ *Input) { w.Offload = "params" })
	}
	if len(in.GPUs) > 0 {
		g := in.GPUs[e.PeakIndex]
		what := fmt.Sprintf("one more %s", g.Name)
		try(what, func(w *hw.Workload, in *Input) {
			in.GPUs = append(in.GPUs, g)
			if w.Training() && w.Parallel == "ddp" {
				w.Parallel = "fsdp"
			}
		})
	}
	return out
}

// maxSeq is the longest seq_len at which the workload is at most tight,
// 0 when none is.
func maxSeq(in Input) int {
	w := *in.W
	in.W = &w
	lo, hi := 0, in.W.SeqLen
	for lo < hi {
		mid := (lo + hi + 1) / 2
		w.SeqLen = mid
		if Compute(in).Verdict == DoesNotFit {
			hi = mid - 1
		} else {
			lo = mid
		}
	}
	return lo
}

// Breakdown writes the per-GPU estimate on one line for messages, one
// part for each run of GPUs with the same figures ("GPUs 1–5"): `GPU 1
// (RTX 4090, 24 GiB): weights … 20.1 GiB + … = 25.8 GiB (band 22.0–29.7),
// does-not-fit`.
func Breakdown(e *Estimate) string {
	var parts []string
	for i := 0; i < len(e.Shares); {
		s := e.Shares[i]
		j := i + 1
		for j < len(e.Shares) && sameShare(e.Shares[j], s) {
			j++
		}
		var b strings.Builder
		if j-i > 1 {
			fmt.Fprintf(&b, "GPUs %d–%d (%s, %g GiB each", i+1, j, s.GPU.Name, s.GPU.MemoryGiB)
		} else {
			fmt.Fprintf(&b, "GPU %d (%s, %g GiB", i+1, s.GPU.Name, s.GPU.MemoryGiB)
		}
		if s.Usable != s.GPU.MemoryGiB*GiB {
			fmt.Fprintf(&b, ", %.1f usable", s.Usable/GiB)
		}
		b.WriteString("): ")
		for k, c := range s.Components {
			if k > 0 {
				b.WriteString(" + ")
			}
			fmt.Fprintf(&b, "%s %.1f GiB", c.Name, c.Bytes/GiB)
		}
		fmt.Fprintf(&b, " = %.1f GiB (band %.1f–%.1f), %s", s.Total/GiB, s.Total*(1-e.Band)/GiB, s.Total*(1+e.Band)/GiB, s.Verdict)
		parts = append(parts, b.String())
		i = j
	}
	return strings.Join(parts, "; ") + "."
}

func sameShare(a, b Share) bool {
	return a.GPU == b.GPU && a.Total == b.Total && slices.Equal(a.Components, b.Components)
}
