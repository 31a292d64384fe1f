package rules

import (
	"math"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Thresholds are the limits of the rules that pick prunes on, as small pure
// functions of the config's parameters (resolved once, so that a search can
// call them in its inner loops) and a few numbers. The rules compute their
// limits with the same functions, so that pick's pruning cannot drift from
// the rules' firing conditions; pick's property test checks every boundary.
type Thresholds struct {
	coresMin, coresPerGPU          float64 // cpu-cores
	lanesPerGPU, lanesPerNVMe      float64 // pcie-lanes
	factor, baseW, moduleW, driveW float64 // psu-headroom
	gpuW, spikeFactor, margin      float64 // psu-transient
	continuous                     float64 // wall-circuit
}

// NewThresholds resolves the thresholds under a config (nil: the defaults).
// The result is shared: do not modify it.
func NewThresholds(cfg *Config) *Thresholds {
	if cfg == nil || len(cfg.Rules) == 0 {
		return defaultThresholds() // every pass computes its facts with them
	}
	return newThresholds(cfg)
}

var defaultThresholds = sync.OnceValue(func() *Thresholds { return newThresholds(nil) })

func newThresholds(cfg *Config) *Thresholds {
	return &Thresholds{
		coresMin: cfg.Param("cpu-cores", "min"), coresPerGPU: cfg.Param("cpu-cores", "per_gpu"),
		lanesPerGPU: cfg.Param("pcie-lanes", "per_gpu"), lanesPerNVMe: cfg.Param("pcie-lanes", "per_nvme"),
		factor: cfg.Param("psu-headroom", "factor"), baseW: cfg.Param("psu-headroom", "base_w"),
		moduleW: cfg.Param("psu-headroom", "module_w"), driveW: cfg.Param("psu-headroom", "drive_w"),
		gpuW: cfg.Param("psu-transient", "gpu_w"), spikeFactor: cfg.Param("psu-transient", "spike_factor"),
		margin: cfg.Param("psu-transient", "margin"), continuous: cfg.Param("wall-circuit", "continuous"),
	}
}

// CoresWanted is the cores cpu-cores wants for gpus GPUs: max(min,
// per_gpu × gpus). Fewer cores warn.
func (t *Thresholds) CoresWanted(gpus int) int { return coresWanted(t.coresMin, t.coresPerGPU, gpus) }

func coresWanted(minCores, perGPU float64, gpus int) int { return max(int(minCores), int(perGPU)*gpus) }

// LanesNeeded is lanes_needed (SPEC 2): per_gpu × GPUs + per_nvme × NVMe
// drives on CPU lanes. pcie-lanes errs when it exceeds the CPU's lanes.
func (t *Thresholds) LanesNeeded(gpus, cpuNVMe int) int {
	return lanesNeeded(t.lanesPerGPU, t.lanesPerNVMe, gpus, cpuNVMe)
}

func lanesNeeded(perGPU, perNVMe float64, gpus, cpuNVMe int) int {
	return int(perGPU)*gpus + int(perNVMe)*cpuNVMe
}

// LoadW is load_w as the facts compute it, in the same order (so that
// boundaries agree to the bit): the CPUs' power, plus the GPUs' power, plus
// base_w + module_w × modules + drive_w × drives.
func (t *Thresholds) LoadW(cpuW, gpuW float64, modules, drives int) float64 {
	load := cpuW
	load += gpuW
	load += t.baseW + t.moduleW*float64(modules) + t.driveW*float64(drives)
	return load
}

// PSUWantedW is the output psu-headroom wants for a load without a
// warning: factor × load, rounded to a millionth of a watt so that a PSU
// of exactly factor × load passes (in float64, 1.1 × 1300 is
// 1430.0000000000002). An output below the load itself is an error.
func (t *Thresholds) PSUWantedW(loadW float64) float64 { return psuWanted(t.factor, loadW) }

func psuWanted(factor, loadW float64) float64 { return math.Round(factor*loadW*1e6) / 1e6 }

// PSUHeadroom is psu-headroom's judgement of PSUs of psuW for a load:
// short, below the load itself (an error), or tight, below PSUWantedW (a
// warning).
func (t *Thresholds) PSUHeadroom(psuW, loadW float64) (short, tight bool) {
	return headroom(psuW, loadW, t.PSUWantedW(loadW))
}

func headroom(psuW, loadW, wantW float64) (short, tight bool) {
	return psuW < loadW, psuW >= loadW && psuW < wantW
}

// TransientApplies reports whether psu-transient applies to a card of
// gpuW board power (gpu_w or more), when not every PSU is ATX 3.x.
func (t *Thresholds) TransientApplies(gpuW float64) bool { return transientApplies(gpuW, t.gpuW) }

func transientApplies(gpuW, fromW float64) bool { return gpuW >= fromW }

// SpikeLoadW is psu-transient's load during the GPUs' millisecond spikes
// (TransientLoadW), from load_w and the GPUs' power in it.
func (t *Thresholds) SpikeLoadW(loadW, gpuPowerW float64) float64 {
	return spikeLoad(loadW, gpuPowerW, t.spikeFactor)
}

func spikeLoad(loadW, gpuPowerW, spikeFactor float64) float64 {
	return loadW - gpuPowerW + gpuPowerW*spikeFactor
}

// TransientShort reports whether PSUs of psuW in all, not every one ATX
// 3.x, fall short of a spike load: margin × psu_w below it (psu-transient
// warns).
func (t *Thresholds) TransientShort(psuW, spikeW float64) bool {
	return transientShort(t.margin*psuW, spikeW)
}

func transientShort(have, spikeW float64) bool { return have < spikeW-1e-9 }

// CircuitLimitW is one wall circuit's capacity, volts × amps: wall-circuit
// errs when a circuit carries more.
func CircuitLimitW(pw hw.Power) float64 { return pw.CircuitVolts * pw.CircuitAmps }

// ContinuousLimitW is one circuit's continuous limit, continuous × volts ×
// amps (80 % by default): wall-circuit warns when a circuit carries more.
func (t *Thresholds) ContinuousLimitW(pw hw.Power) float64 { return CircuitLimitW(pw) * t.continuous }

// GPULengthFits reports whether a card of lengthMM fits a case that takes
// cards up to maxMM (gpu-length errs otherwise).
func GPULengthFits(lengthMM, maxMM float64) bool { return lengthMM <= maxMM }
