package rules

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// ComputeFacts computes the numbers of SPEC section 2 for a resolved build.
// The power model's constants are the `psu-headroom` rule's parameters.
func ComputeFacts(b *hw.Build, cfg *Config) *hw.Facts {
	f, _ := computeFacts(b, cfg, indexRoles(b))
	return f
}

// priceFacts sets the build's total price and whether every part has one.
func priceFacts(b *hw.Build, f *hw.Facts) {
	f.PriceUSD, f.PriceKnown = 0, true
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
}

// computeFacts is ComputeFacts that also returns the placement search's
// outcome, which the gpu-slots rule reports: the search runs once per build.
func computeFacts(b *hw.Build, cfg *Config, rs *roleIndex) (*hw.Facts, placement) {
	f := &hw.Facts{}
	priceFacts(b, f)
	for _, it := range rs.role(hw.KindCPU) {
		f.CPUCount += it.Count
		c := it.Part.CPU()
		f.Cores += it.Count * c.Cores
		f.Threads += it.Count * c.Threads
		w := float64(it.Count) * it.CPUPower()
		f.CPUPowerW += w
		// pcie_lanes is required, so it is unset only on a part with a
		// schema error; pcie-lanes then says it could not check.
		if it.Part.Has("pcie_lanes") {
			n := c.PCIeLanes * it.Count
			f.LanesAvailable = &n
		}
	}
	for _, it := range rs.role(hw.KindGPU) {
		f.GPUCount += it.Count
		f.VRAMGB += float64(it.Count) * it.Part.GPU().VRAMGB
		f.GPUPowerW += float64(it.Count) * it.GPUPower()
	}
	for _, it := range rs.role(hw.KindMemory) {
		m := it.Part.Memory()
		mods := it.Count * m.Modules
		f.MemoryModules += mods
		f.MemoryGB += float64(mods) * m.ModuleGB
	}
	drives := 0
	for _, it := range rs.role(hw.KindStorage) {
		drives += it.Count
		s := it.Part.Storage()
		f.StorageGB += float64(it.Count) * s.CapacityGB
		if s.Interface == "nvme" {
			f.NVMeCount += it.Count
		}
	}
	// The load the power rules and pick's pruning share (rules.Thresholds).
	f.LoadW = NewThresholds(cfg).LoadW(f.CPUPowerW, f.GPUPowerW, f.MemoryModules, drives)
	powerFacts(b, f, rs)
	f.CircuitW = b.Power.CircuitVolts * b.Power.CircuitAmps * float64(circuits(b))
	f.ContinuousW = f.CircuitW * cfg.Param("wall-circuit", "continuous")

	f.CPUNVMe = f.NVMeCount
	if mb := b.One(hw.KindMotherboard); mb != nil {
		f.CPUNVMe = CPUNVMe(f.NVMeCount, ChipsetNVMe(mb.Part))
	}
	f.LanesNeeded = lanesNeeded(cfg.Param("pcie-lanes", "per_gpu"), cfg.Param("pcie-lanes", "per_nvme"), f.GPUCount, f.CPUNVMe)

	pl := placeGPUs(b, int(cfg.Param("slot-lanes", "min_lanes")))
	f.Placement = pl.placed
	for _, p := range f.Placement {
		if p.Position > 0 {
			f.GPUSlots = append(f.GPUSlots, p.Position)
		}
	}
	return f, pl
}

// circuits is how many circuits the build's PSUs are plugged into: the
// power block's circuits, at least 1.
func circuits(b *hw.Build) int { return max(1, b.Power.Circuits) }

// powerFacts computes the PSU side of the power facts (SPEC 2): the units'
// combined output at the circuit's voltage, the wall draw (each unit
// carries a share of the load in proportion to its output, at its own
// efficiency) and the draw on each circuit. With one circuit it carries
// everything; with one circuit per unit, each carries its unit's share.
func powerFacts(b *hw.Build, f *hw.Facts, rs *roleIndex) {
	units, psuW, known := PSUUnits(rs.role(hw.KindPSU), b.Power.CircuitVolts)
	f.PSUW, f.PSUCount = psuW, len(units)
	if len(units) == 0 || !known || f.PSUW <= 0 {
		return
	}
	wall, per := CircuitWallW(nil, f.LoadW, f.PSUW, units, circuits(b))
	f.WallW, f.CircuitWallW = &wall, per
}

// PSUUnit is one power supply of a build: its output at the circuit's
// voltage and its efficiency factor.
type PSUUnit struct{ W, Eff float64 }

// PSUUnits are the units of the PSU items psus at a circuit's voltage, in
// order (an item of count 2 is two), their output in all, summed in that
// order, and whether every unit's efficiency is known. The facts and pick
// both read the units here.
func PSUUnits(psus []*hw.Item, volts float64) (units []PSUUnit, psuW float64, effKnown bool) {
	effKnown = true
	for _, it := range psus {
		w := hw.PSUWatts(it.Part, volts)
		eff, ok := hw.EfficiencyFactor[it.Part.PSU().Efficiency]
		effKnown = effKnown && ok
		for range it.Count {
			units = append(units, PSUUnit{w, eff})
			psuW += w
		}
	}
	return units, psuW, effKnown
}

// CircuitWallW is the wall draw of units of psuW in all carrying loadW
// (SPEC 2), in all and per circuit: each unit carries a share of the load
// in proportion to its output, at its own efficiency. One circuit carries
// every unit's share; with one circuit per unit, each carries its unit's
// (more units than circuits: the last circuit the rest). per is appended
// to dst, so that a caller can keep it off the heap.
func CircuitWallW(dst []float64, loadW, psuW float64, units []PSUUnit, circuits int) (wall float64, per []float64) {
	per = dst
	for _, u := range units {
		w := loadW * u.W / psuW / u.Eff
		per = append(per, w)
		wall += w
	}
	if c := circuits; c > 1 && c <= len(units) {
		for _, x := range per[c:] {
			per[c-1] += x
		}
		return wall, per[:c]
	}
	return wall, append(per[:0], wall)
}
