package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/workload"
)

// WorkloadEstimate is one workload of a build with its estimate.
type WorkloadEstimate struct {
	W        *hw.Workload
	Input    workload.Input
	Estimate *workload.Estimate
}

// Workloads returns the estimates of the build's workloads whose model is
// resolved, computed once per pass (the workload-* rules share them).
func (p *Pass) Workloads() []WorkloadEstimate {
	if p.workloads == nil {
		p.workloads = Estimates(p.Build, p.Facts, p.cfg)
	}
	return p.workloads
}

// Estimates computes the estimates of b's workloads whose model is
// resolved, with the band of the config's workload-vram-fit; reports
// render them (SPEC 6's workloads).
func Estimates(b *hw.Build, f *hw.Facts, cfg *Config) []WorkloadEstimate {
	out := []WorkloadEstimate{}
	// Not cfg.Param: the rules' table refers to this function.
	band := workload.DefaultBand
	if v, ok := cfg.rule("workload-vram-fit").Params["band"]; ok {
		band = v
	}
	for _, w := range b.Workloads {
		if w.Model == nil || w.SeqLen <= 0 {
			continue
		}
		in := workload.FromBuild(b, w, f.MemoryGB, f.StorageGB, band)
		out = append(out, WorkloadEstimate{W: w, Input: in, Estimate: workload.Compute(in)})
	}
	return out
}

// Describe names a workload and its setup: `workload "chat" (Llama 3.3
// 70B Instruct, inference gguf-q4_k_m, 32768 × 1 tokens, layer-split over
// 2 GPUs)`.
func (we WorkloadEstimate) Describe() string {
	w := we.W
	s := fmt.Sprintf("workload %q (%s, %s %s, %d × %d tokens", w.Name, w.Model.ShortName(), w.Mode, w.Precision, w.SeqLen, w.Batch)
	if n := len(we.Input.GPUs); n > 1 {
		s += fmt.Sprintf(", %s over %d GPUs", w.Parallel, n)
	}
	return s + ")"
}

func gib(b float64) string { return fmt.Sprintf("%.1f GiB", b/workload.GiB) }

// components lists named amounts: "a 1.0 GiB, b 2.0 GiB".
func components(cs []workload.Component, unit func(float64) string) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.Name + " " + unit(c.Bytes)
	}
	return strings.Join(parts, ", ")
}

// workloadBase is the build the workload rules' examples add a workload
// to: two RTX 4090s (24 GB, 1008 GB/s, no NVLink) with 96 GB of memory and
// a 2 TB drive, which passes every other rule, verified.
const workloadBase = `
  cpu         "amd-epyc-7502p" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asrock-rack-romed8-2t" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 3 }
  gpu         "nvidia-geforce-rtx-4090-fe" {
    count         = 2
    power_limit_w = 400
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "corsair-7000d-airflow" {}
  waive "psu-connectors" {
    reason = "each card's 16-pin socket is fed through NVIDIA's 4 x 8-pin adapter"
  }
`

// workloadExample is a build of workloadBase (with its storage line
// replaced by storage when set) and one workload block.
func workloadExample(comment, name, storage, block string) string {
	base := workloadBase
	if storage != "" {
		base = strings.Replace(base, `storage     "samsung-990-pro-2tb" {}`, storage, 1)
	}
	return fmt.Sprintf("\n# %s\nbuild %q {%s\n%s\n}", comment, name, base, block)
}

// WorkloadFit is workload-vram-fit's verdict for b's workloads on the GPUs
// of gpus alone (a GPU choice's items): whether a workload does not fit
// (the rule's error) and whether one is tight (its warning). The rule
// reads nothing of a build but its GPUs, so pick prunes a GPU choice on it
// before it chooses the other parts.
func WorkloadFit(b *hw.Build, gpus []*hw.Item, cfg *Config) (overflows, tight bool) {
	if len(b.Workloads) == 0 {
		return false, false
	}
	only := &hw.Build{Name: b.Name, Items: gpus, Workloads: b.Workloads}
	for _, we := range Estimates(only, &hw.Facts{}, cfg) {
		switch {
		case len(we.Input.GPUs) == 0 || we.Estimate.Verdict == workload.DoesNotFit:
			overflows = true
		case we.Estimate.Verdict == workload.Tight:
			tight = true
		}
	}
	return overflows, tight
}
