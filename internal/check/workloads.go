package check

import (
	"math"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/workload"
	"github.com/rigcheck/rigcheck/rules"
)

// Workload is one workload's estimate as every report shows it (SPEC 1.5;
// SPEC 6's per-build workloads). Memory is in GiB, disk in GB.
type Workload struct {
	Name      string `json:"name"`
	Model     string `json:"model"`
	Mode      string `json:"mode"`
	Precision string `json:"precision"`
	SeqLen    int    `json:"seq_len"`
	Batch     int    `json:"batch"`
	Parallel  string `json:"parallel"`
	Runtime   string `json:"runtime"`
	// Verdict is fits, tight or does-not-fit: the worst GPU's.
	Verdict string `json:"verdict"`
	// PeakGiB is the largest per-GPU figure; Components and BandGiB are
	// that GPU's.
	PeakGiB    float64     `json:"peak_gib"`
	PerGPUGiB  []float64   `json:"per_gpu_gib"`
	Components []Component `json:"components"`
	BandGiB    [2]float64  `json:"band_gib"`
	// Band is the estimate's ± share (workload-vram-fit's band).
	Band float64 `json:"band"`
	// GPUs is the breakdown of every GPU.
	GPUs []WorkloadGPU `json:"gpus"`
	// HostRAMGiB is what the workload needs of host memory, DiskGB of
	// storage.
	HostRAMGiB float64     `json:"host_ram_gib"`
	Host       []Component `json:"host"`
	DiskGB     float64     `json:"disk_gb"`
	Disk       []DiskItem  `json:"disk"`
	// TokensPerS is the decode estimate, nil when none is made (training,
	// a GPU without memory bandwidth); TokensWhy says why.
	TokensPerS *TokensPerS `json:"tokens_per_s"`
	TokensWhy  string      `json:"tokens_not_estimated,omitempty"`
}

// Component is a named amount of memory.
type Component struct {
	Name string  `json:"name"`
	GiB  float64 `json:"gib"`
}

// DiskItem is a named file size.
type DiskItem struct {
	Name string  `json:"name"`
	GB   float64 `json:"gb"`
}

// WorkloadGPU is one GPU's part of a workload.
type WorkloadGPU struct {
	Name       string      `json:"name"`
	MemoryGiB  float64     `json:"memory_gib"`
	UsableGiB  float64     `json:"usable_gib"`
	TotalGiB   float64     `json:"total_gib"`
	Verdict    string      `json:"verdict"`
	Components []Component `json:"components"`
}

// TokensPerS is the decode estimate with its range and runtime class.
type TokensPerS struct {
	Estimate float64 `json:"estimate"`
	Low      float64 `json:"low"`
	High     float64 `json:"high"`
	Class    string  `json:"class"`
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

func gibs(cs []workload.Component) []Component {
	out := []Component{}
	for _, c := range cs {
		out = append(out, Component{Name: c.Name, GiB: round2(c.Bytes / workload.GiB)})
	}
	return out
}

// Workloads is the estimate of each of b's workloads whose model resolved.
func Workloads(b *hw.Build, f *hw.Facts, cfg *rules.Config) []Workload {
	out := []Workload{}
	for _, we := range rules.Estimates(b, f, cfg) {
		w, e := we.W, we.Estimate
		v := Workload{Name: w.Name, Model: w.ModelID, Mode: w.Mode, Precision: w.Precision, SeqLen: w.SeqLen, Batch: w.Batch,
			Parallel: w.Parallel, Runtime: w.Runtime, Verdict: e.Verdict.String(), Band: e.Band, PeakGiB: round2(e.Peak / workload.GiB),
			PerGPUGiB: []float64{}, Components: []Component{}, GPUs: []WorkloadGPU{},
			HostRAMGiB: round2(e.HostBytes / workload.GiB), Host: gibs(e.Host), DiskGB: math.Round(e.DiskBytes / 1e9), Disk: []DiskItem{}}
		if len(e.Shares) > 0 && len(we.Input.GPUs) > 0 {
			s := e.Shares[e.PeakIndex]
			v.Components = gibs(s.Components)
			v.BandGiB = [2]float64{round2(s.Total * (1 - e.Band) / workload.GiB), round2(s.Total * (1 + e.Band) / workload.GiB)}
			for _, s := range e.Shares {
				v.PerGPUGiB = append(v.PerGPUGiB, round2(s.Total/workload.GiB))
				v.GPUs = append(v.GPUs, WorkloadGPU{Name: s.GPU.Name, MemoryGiB: s.GPU.MemoryGiB, UsableGiB: round2(s.Usable / workload.GiB),
					TotalGiB: round2(s.Total / workload.GiB), Verdict: s.Verdict.String(), Components: gibs(s.Components)})
			}
		} else {
			v.Verdict = workload.DoesNotFit.String() // no GPU to run on
		}
		for _, d := range e.Disk {
			v.Disk = append(v.Disk, DiskItem{Name: d.Name, GB: math.Round(d.Bytes / 1e9)})
		}
		if sp := e.Speed; sp.OK {
			v.TokensPerS = &TokensPerS{Estimate: round2(sp.Estimate), Low: round2(sp.Low), High: round2(sp.High), Class: sp.Class}
		} else {
			v.TokensWhy = sp.Why
		}
		out = append(out, v)
	}
	return out
}
