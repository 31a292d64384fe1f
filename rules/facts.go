package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// ComputeFacts computes the numbers of SPEC section 2 for a resolved build.
// The power model's constants are the `psu-headroom` rule's parameters.
func ComputeFacts(b *hw.Build, cfg *Config) *hw.Facts {
	f, _ := computeFacts(b, cfg)
	return f
}

// computeFacts is ComputeFacts that also returns the placement search's
// outcome, which the gpu-slots rule reports: the search runs once per build.
func computeFacts(b *hw.Build, cfg *Config) (*hw.Facts, placement) {
	f := &hw.Facts{PriceKnown: true}
	for _, it := range b.Items {
		if it.Part == nil {
			continue
		}
		if u, ok := it.UnitPrice(); ok {
			f.PriceUSD += u * float64(it.Count)
		} else {
			f.PriceKnown = false
		}
	}
	baseW := cfg.Param("psu-headroom", "base_w")
	moduleW := cfg.Param("psu-headroom", "module_w")
	driveW := cfg.Param("psu-headroom", "drive_w")

	for _, it := range b.Role(hw.KindCPU) {
		f.CPUCount += it.Count
		f.Cores += it.Count * int(it.Part.NumOr("cores", 0))
		f.Threads += it.Count * int(it.Part.NumOr("threads", 0))
		f.LoadW += float64(it.Count) * it.Part.NumOr("tdp_w", 0)
		if l, ok := it.Part.Int("pcie_lanes"); ok {
			n := l * it.Count
			f.LanesAvailable = &n
		}
	}
	for _, it := range b.Role(hw.KindGPU) {
		f.GPUCount += it.Count
		f.VRAMGB += float64(it.Count) * it.Part.NumOr("vram_gb", 0)
		f.GPUPowerW += float64(it.Count) * it.GPUPower()
	}
	f.LoadW += f.GPUPowerW
	for _, it := range b.Role(hw.KindMemory) {
		mods := it.Count * int(it.Part.NumOr("modules", 0))
		f.MemoryModules += mods
		f.MemoryGB += float64(mods) * it.Part.NumOr("module_gb", 0)
	}
	drives := 0
	for _, it := range b.Role(hw.KindStorage) {
		drives += it.Count
		f.StorageGB += float64(it.Count) * it.Part.NumOr("capacity_gb", 0)
		if it.Part.Str("interface") == "nvme" {
			f.NVMeCount += it.Count
		}
	}
	f.LoadW += baseW + moduleW*float64(f.MemoryModules) + driveW*float64(drives)
	if psu := b.One(hw.KindPSU); psu != nil {
		if eff, ok := hw.EfficiencyFactor[psu.Part.Str("efficiency")]; ok {
			w := f.LoadW / eff
			f.WallW = &w
		}
	}
	f.CircuitW = b.Power.CircuitVolts * b.Power.CircuitAmps
	f.ContinuousW = f.CircuitW * cfg.Param("wall-circuit", "continuous")

	f.CPUNVMe = f.NVMeCount
	if mb := b.One(hw.KindMotherboard); mb != nil {
		chipset := 0
		for _, s := range mb.Part.M2 {
			if s.Source == "chipset" && s.Interface != "sata" {
				chipset++
			}
		}
		f.CPUNVMe = max(0, f.NVMeCount-chipset)
	}
	f.LanesNeeded = int(cfg.Param("pcie-lanes", "per_gpu"))*f.GPUCount + int(cfg.Param("pcie-lanes", "per_nvme"))*f.CPUNVMe

	pl := placeGPUs(b, int(cfg.Param("slot-lanes", "min_lanes")))
	f.Placement = pl.placed
	for _, p := range f.Placement {
		if p.Position > 0 {
			f.GPUSlots = append(f.GPUSlots, p.Position)
		}
	}
	return f, pl
}
