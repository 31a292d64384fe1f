package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// MemoryCapacity is rule "memory-capacity".
var MemoryCapacity = &Rule{
	ID: "memory-capacity", Severity: hw.Error,
	Summary: "total memory exceeds the board's or the CPU's max_memory_gb",
	Doc: `Boards and CPUs state the largest memory they support; more is not recognised. A part that does not state it still takes
its platform's floor, the least any part of its class was documented to take at launch: a board, in each of its
memory_slots, a module as large as the floor per slot of its memory type and buffering; a CPU its socket's floor. Memory
within the floor (for a board: no larger module, and no more than the floor times the slots) passes from it; more needs
the part's max_memory_gb. Per slot:` + slotFloorTable() + `
Per CPU:` + cpuFloorTable(),
	Fix: "Use less memory, or a platform that takes more.",
	Fail: example(`
# 256 GB of memory; the Core i9-7900X takes at most 128 GB.`, "256gb-on-skylake-x",
		`cpu "intel-core-i9-7900x" {}`,
		`cooler "noctua-nh-u12s" {}`,
		`motherboard "asus-ws-x299-sage" {}`,
		`memory "corsair-vengeance-lpx-256gb-8x32gb-ddr4-3200" {}`,
		`gpu "nvidia-geforce-gtx-1080-ti-fe" {}`,
		`psu "corsair-rm850x-2021" {}`,
		`-case`),
	Pass: example(`
# 192 GB on a Core Ultra 9 285K and a Z890 board that take 256 GB each.`, "192gb-on-arrow-lake",
		`memory "corsair-vengeance-192gb-4x48gb-ddr5-5200" {}`,
		`gpu "nvidia-geforce-rtx-4080-super-fe" {}`),
	Check: func(p *Pass) {
		mems := p.Role(hw.KindMemory)
		if len(mems) == 0 {
			return
		}
		moduleGB := 0.0
		for _, m := range mems {
			moduleGB = max(moduleGB, m.Part.Memory().ModuleGB)
		}
		for _, k := range []hw.Kind{hw.KindMotherboard, hw.KindCPU} {
			it := p.Build.One(k)
			if it == nil {
				continue
			}
			maxGB, over, known := MemoryFits(it.Part, it.Count, p.Facts.MemoryGB, moduleGB)
			switch {
			case !known:
				p.Missing(it.Range, hw.NeedOf(it.Part, "max_memory_gb"), "the %s has no max_memory_gb%s", it.Part.ShortName(), floorNote(it.Part, it.Count, moduleGB))
			case !maxMemory(it.Part).OK:
				_, why, _ := memoryFloor(it.Part)
				p.FromBound(it.Part, "max_memory_gb", fmt.Sprintf("%g GB is within the %g GB that %s", p.Facts.MemoryGB, maxGB, why))
			case over:
				p.Report(mems[0].Range, "", "%g GB of memory; the %s takes at most %g GB", p.Facts.MemoryGB, it.Part.ShortName(), maxGB)
			}
		}
	},
}

// MemoryFits is memory-capacity's judgement of gb of memory, in modules
// of at most moduleGB, on a board, or on count CPUs of one model: the most
// the part takes, whether gb is over it (an error), and whether the rule
// can tell at all (known false: it reports missing data). pick prunes with
// it, so that the rule and the search cannot disagree. The contract pick
// relies on: more memory, or larger modules, are never easier, so when the
// rule cannot tell for gb in modules of moduleGB it cannot tell (or fails)
// for more.
// A part without max_memory_gb still takes its platform's floor
// (memoryFloor): gb within it is known to fit. A board's floor is per
// slot, so it decides only for modules no larger than the slot's floor.
func MemoryFits(p *hw.Part, count int, gb, moduleGB float64) (limit float64, over, known bool) {
	limit, known = maxMemory(p).Get()
	if !known {
		floor, _, ok := memoryFloor(p)
		if !ok {
			return 0, false, false
		}
		if p.Kind == hw.KindCPU {
			floor *= float64(count)
		} else if slot, _ := slotFloorOf(p.Board().MemoryType, p.Board().RegisteredMemory); moduleGB > slot.gb {
			return 0, false, false
		}
		if gb > floor {
			return 0, false, false
		}
		return floor, false, true
	}
	if p.Kind == hw.KindCPU {
		limit *= float64(count)
	}
	return limit, gb > limit, true
}

// maxMemory is a board's or a CPU's max_memory_gb.
func maxMemory(p *hw.Part) hw.Opt[float64] {
	if p.Kind == hw.KindCPU {
		return p.CPU().MaxMemoryGB
	}
	return p.Board().MaxMemoryGB
}

// memoryFloor is the memory every part of p's class is documented to
// take (SPEC 3.2), and why: for a board its memory_slots times the floor
// per slot of its memory type and buffering, for a CPU its socket's floor
// (per CPU).
func memoryFloor(p *hw.Part) (gb float64, why string, ok bool) {
	if p.Kind == hw.KindCPU {
		f, ok := cpuMemoryFloorOf(p.CPU().Socket)
		if !ok {
			return 0, "", false
		}
		return f.gb, fmt.Sprintf("every %s CPU takes (%s)", f.socket, f.source), true
	}
	v := p.Board()
	f, ok := slotFloorOf(v.MemoryType, v.RegisteredMemory)
	if !ok {
		return 0, "", false
	}
	return f.gb * float64(v.MemorySlots), fmt.Sprintf("%d slots of %g GB take: every %s board takes %g GB per slot (%s)", v.MemorySlots, f.gb, f.kind(), f.gb, f.source), true
}

// floorNote says, for a missing max_memory_gb, what floor the part has and
// why it does not decide: the build's memory is over it, or (a board) a
// module is larger than the floor per slot.
func floorNote(p *hw.Part, count int, moduleGB float64) string {
	gb, _, ok := memoryFloor(p)
	if !ok {
		return ""
	}
	if p.Kind == hw.KindCPU {
		gb *= float64(count)
	} else if f, _ := slotFloorOf(p.Board().MemoryType, p.Board().RegisteredMemory); moduleGB > f.gb {
		return fmt.Sprintf(" (its platform's floor, %g GB a slot, does not decide for %g GB modules)", f.gb, moduleGB)
	}
	return fmt.Sprintf(" (its platform's floor, %g GB, does not decide)", gb)
}
