package workload

import "github.com/rigcheck/rigcheck/internal/hw"

// FromBuild is the input of workload w's estimate on build b (whose items
// are resolved), with memoryGB and storageGB from the build's facts.
func FromBuild(b *hw.Build, w *hw.Workload, memoryGB, storageGB, band float64) Input {
	in := Input{W: w, Model: w.Model.Model(), HostGiB: memoryGB, StorageGB: storageGB, Band: band}
	for _, it := range b.Role(hw.KindGPU) {
		g := it.Part.GPU()
		for range it.Count {
			in.GPUs = append(in.GPUs, GPU{ID: it.Part.ID, Name: it.Part.ShortName(), MemoryGiB: g.VRAMGB,
				BandwidthGBs: g.MemoryBandwidthGBs.Or(0), NVLink: g.NVLink})
		}
	}
	in.RAMBandwidthGBs = ramBandwidth(b)
	return in
}

// ramBandwidth is the host memory's bandwidth in GB/s: populated channels
// × MT/s × 8 bytes (the research's §2.7, as gpu_poor and llmfit count it),
// 0 when a number is missing.
func ramBandwidth(b *hw.Build) float64 {
	mems := b.Role(hw.KindMemory)
	if len(mems) == 0 {
		return 0
	}
	channels := 0
	for _, it := range b.Role(hw.KindCPU) {
		c, ok := it.Part.CPU().MemoryChannels.Get()
		if !ok {
			return 0
		}
		channels += c * it.Count
	}
	modules, speed := 0, 0
	for _, it := range mems {
		m := it.Part.Memory()
		modules += m.Modules * it.Count
		if speed == 0 || m.SpeedMTs < speed {
			speed = m.SpeedMTs
		}
	}
	return float64(min(channels, modules)*speed) * 8 / 1000
}
