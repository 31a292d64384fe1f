package workload

import (
	"fmt"
	"strings"
)

// Speed is the decode estimate: tokens per second, with its range.
type Speed struct {
	// OK is false when the estimate could not be made (Why says why).
	OK                   bool
	Why                  string
	Estimate, Low, High  float64
	Class                string
	BytesPerToken        float64
	EfficiencyUsed, TauS float64
}

// Class is a runtime's decode constants: the share of the memory
// bandwidth a token's weights stream at, and a fixed cost per layer
// (kernel launches, synchronisation), fitted on published measurements.
type Class struct {
	Name       string
	Efficiency float64
	// LayerS is the seconds each layer adds to a token.
	LayerS float64
	// Low and High bound the measured / estimated ratio of the fit's
	// rows (10th and 90th percentile): the range given with an estimate.
	Low, High float64
	Source    string
}

// The decode classes. TestThroughputFit refits them on
// testdata/throughput-calibration.json (the rows published by
// XiongjieDai's GPU benchmarks, llama.cpp PR 4766 and LitGPT's resource
// tables) and fails when these constants drift from the fit.
var (
	LlamaCpp = Class{Name: "llama.cpp", Efficiency: 0.9338, LayerS: 126.46e-6, Low: 0.812, High: 1.155,
		Source: "fitted on 14 llama.cpp decode measurements (CUDA and Metal, 1–8 GPUs): https://github.com/XiongjieDai/GPU-Benchmarks-on-LLM-Inference, https://github.com/ggml-org/llama.cpp/pull/4766"}
	Bitsandbytes = Class{Name: "bitsandbytes", Efficiency: 0.1868, Low: 1, High: 1,
		Source: "fitted on LitGPT's Llama-2-70B NF4 decode, 7.97 tokens/s on an A100 40 GB (https://github.com/Lightning-AI/litgpt/blob/main/tutorials/resource-tables.md): 4-bit bitsandbytes decode is bound by dequantisation"}
)

// classOf is the decode class of a workload, and a note when the
// constants are borrowed from another runtime.
func classOf(runtime, precision string) (Class, string) {
	switch {
	case runtime == "llama.cpp":
		return LlamaCpp, ""
	case precision == "nf4" || precision == "nf4-dq" || precision == "int8":
		return Bitsandbytes, ""
	}
	return LlamaCpp, fmt.Sprintf("llama.cpp's constants: no published %s decode measurements to fit", runtime)
}

// speed is the decode estimate: each token streams the weights it uses
// (for a mixture of experts, the active share) and its sequences' KV cache
// from GPU memory, plus a fixed cost per layer; layers in host memory
// stream from it. With layer split the GPUs take turns; with tensor
// parallelism they stream their shares at once.
func speed(in Input, e *Estimate) Speed {
	w := in.W
	if w.Training() {
		return Speed{Why: "training throughput is not estimated"}
	}
	if len(in.GPUs) == 0 {
		return Speed{Why: "the build has no GPU"}
	}
	var missing []string
	for _, g := range in.GPUs {
		if g.BandwidthGBs <= 0 {
			missing = append(missing, g.Name)
		}
	}
	if len(missing) > 0 {
		return Speed{Why: fmt.Sprintf("%s has no memory_bandwidth_gbs", strings.Join(missing, ", "))}
	}
	c, note := classOf(w.Runtime, w.Precision)
	active := e.Arch.Active / e.Arch.Params
	t := 0.0
	perToken := 0.0
	for i, s := range e.Shares {
		var b float64
		for j, comp := range s.Components {
			switch j {
			case 0:
				b += comp.Bytes * active
			case 1:
				b += comp.Bytes
			}
		}
		perToken += b
		gt := b / (in.GPUs[i].BandwidthGBs * 1e9 * c.Efficiency)
		if w.Parallel == "tensor" {
			t = max(t, gt)
		} else {
			t += gt
		}
	}
	for _, h := range e.Host {
		if in.RAMBandwidthGBs <= 0 {
			return Speed{Why: "the memory has no bandwidth (speed_mts or the CPU's memory_channels is missing) for the layers in host memory"}
		}
		t += h.Bytes * active / (in.RAMBandwidthGBs * 1e9)
		perToken += h.Bytes * active
	}
	t += float64(e.Arch.Layers) * c.LayerS
	tps := float64(w.Batch) / t
	cls := c.Name
	if note != "" {
		cls += " (" + note + ")"
	}
	return Speed{OK: true, Estimate: tps, Low: tps * c.Low, High: tps * c.High, Class: cls, BytesPerToken: perToken,
		EfficiencyUsed: c.Efficiency, TauS: c.LayerS}
}
