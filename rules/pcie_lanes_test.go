package rules

import (
	"testing"
)

func TestPCIeLanes(t *testing.T) {
	cpu36 := variant("t-cpu", "t-cpu-36", "Test CPU 36L", nil, "pcie_lanes = 36")
	cpu35 := variant("t-cpu", "t-cpu-35", "Test CPU 35L", nil, "pcie_lanes = 35")
	cpu12 := variant("t-cpu", "t-cpu-12", "Test CPU 12L", nil, "pcie_lanes = 12")
	// Every M.2 slot wired to the CPU.
	cpuM2 := variant("t-board", "t-board-cpum2", "Test Board CPU M2", []string{"m2_slot"},
		`m2_slot {
    interface = "nvme"
    source = "cpu"
  }`, `m2_slot {
    interface = "nvme"
    source = "cpu"
  }`)
	// M.2 slots that name no source count as CPU-wired (SPEC section 2).
	noSource := variant("t-board", "t-board-nosrc", "Test Board NoSrc", []string{"m2_slot"},
		`m2_slot {
    interface = "nvme"
  }`, `m2_slot {
    interface = "both"
  }`)
	// A SATA-only chipset M.2 slot takes no NVMe drive.
	sataChipset := variant("t-board", "t-board-satam2", "Test Board SATA M2", []string{"m2_slot"},
		`m2_slot {
    interface = "sata"
    source = "chipset"
  }`, `m2_slot {
    interface = "nvme"
    source = "cpu"
  }`)
	noLanes := variant("t-cpu", "t-cpu-nolanes", "Test CPU NoLanes", []string{"pcie_lanes"})
	four := gpus("t-blower", 4)

	runCases(t, []ruleCase{
		{name: "36 needed of 36 passes", src: rig(cpu36+cpuM2, `cpu "t-cpu-36" {}`, `motherboard "t-board-cpum2" {}`, four),
			facts: lanesAre(36, 36, 1)},
		{name: "36 needed of 35 fails", src: rig(cpu35+cpuM2, `cpu "t-cpu-35" {}`, `motherboard "t-board-cpum2" {}`, four),
			want: []string{"pcie-lanes error"},
			msg:  []string{"4 × GPU Blower need 32 lanes plus 4 for the NVMe drive; the CPU 35L has 35", "= 36. Available: 35"}},
		{name: "37 needed of 36 fails (per_nvme = 5)", src: rig(cpu36+cpuM2, `cpu "t-cpu-36" {}`, `motherboard "t-board-cpum2" {}`, four),
			cfg:  &Config{Rules: map[string]RuleConfig{"pcie-lanes": {Params: map[string]float64{"per_nvme": 5}}}},
			want: []string{"pcie-lanes error"}, msg: []string{"plus 5 for the NVMe drive; the CPU 36L has 36"},
			facts: lanesAre(37, 36, 1)},
		{name: "per_gpu = 9 needs 40", src: rig(cpu36+cpuM2, `cpu "t-cpu-36" {}`, `motherboard "t-board-cpum2" {}`, four),
			cfg:  &Config{Rules: map[string]RuleConfig{"pcie-lanes": {Params: map[string]float64{"per_gpu": 9}}}},
			want: []string{"pcie-lanes error"}, msg: []string{"need 36 lanes plus 4"}, facts: lanesAre(40, 36, 1)},
		{name: "first NVMe drive takes the chipset M.2 slot", src: rig(cpu36, `cpu "t-cpu-36" {}`, four),
			facts: lanesAre(32, 36, 0)},
		{name: "second NVMe drive goes on CPU lanes: 36 of 36", src: rig(cpu36, `cpu "t-cpu-36" {}`, four, `storage "t-nvme" { count = 2 }`),
			facts: lanesAre(36, 36, 1)},
		{name: "third NVMe drive: 40 of 36", src: rig(cpu36, `cpu "t-cpu-36" {}`, four, `storage "t-nvme" { count = 3 }`),
			want: []string{"pcie-lanes error"}, msg: []string{"plus 8 for the NVMe drives; the CPU 36L has 36"},
			facts: lanesAre(40, 36, 2)},
		{name: "M.2 slots without a source are CPU-wired", src: rig(cpu36+noSource, `cpu "t-cpu-36" {}`, `motherboard "t-board-nosrc" {}`, four),
			facts: lanesAre(36, 36, 1)},
		{name: "a SATA-only chipset M.2 slot takes no NVMe drive", src: rig(cpu36+sataChipset, `cpu "t-cpu-36" {}`, `motherboard "t-board-satam2" {}`, four),
			facts: lanesAre(36, 36, 1)},
		{name: "mixed GPU models", src: rig(cpu12, `cpu "t-cpu-12" {}`, `gpu "t-blower" {}`, `gpu "t-open2" {}`),
			want: []string{"pcie-lanes error"}, msg: []string{"2 GPUs need 16 lanes; the CPU 12L has 12"}},
		{name: "no GPU and no CPU-wired NVMe needs nothing", src: rig(cpu12+variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "pcie_lanes = 4", "integrated_graphics = true"),
			`cpu "t-cpu-igpu" {}`, "-gpu"), facts: lanesAre(0, 4, 0)},
		{name: "missing-data: CPU without pcie_lanes", src: rig(noLanes, `cpu "t-cpu-nolanes" {}`),
			want: []string{"missing-data info"}, msg: []string{"pcie-lanes not checked: the CPU NoLanes has no pcie_lanes"}},
	})
}
