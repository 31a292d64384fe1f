package rules

import (
	"fmt"
	"strings"
)

// The sourced bounds that rules decide from where a part lacks the exact
// number (SPEC 3.2). Each table names the document it follows from; the
// rules' docs print the tables, so `rigcheck explain` shows them.

// psuDepth is, per PSU form factor, the depth its design guide gives the
// unit: a case made for the form factor takes a unit of that depth, so a
// unit no longer than it fits a case that publishes no max_psu_length_mm.
// SFX-L is no Intel form factor and has no bound.
var psuDepth = []struct {
	formFactor string
	depthMM    float64
	source     string
}{
	{"ATX", 140, "Intel ATX Version 3 Multi Rail Desktop Platform Power Supply Design Guide (doc. 336521), ATX12V Specific Guidelines: 150 × 86 × 140 mm"},
	{"SFX", 100, "the same design guide, SFX12V Specific Guidelines: 125 × 63.5 × 100 mm"},
}

// psuDepthOf returns the design guide's depth of a PSU form factor and its
// source.
func psuDepthOf(ff string) (float64, string, bool) {
	for _, d := range psuDepth {
		if d.formFactor == ff {
			return d.depthMM, d.source, true
		}
	}
	return 0, "", false
}

func psuDepthTable() string {
	var b strings.Builder
	for _, d := range psuDepth {
		fmt.Fprintf(&b, "\n  %-4s %g mm  (%s)", d.formFactor, d.depthMM, d.source)
	}
	return b.String()
}

// slotPositions is, per board form factor, how many expansion-slot
// positions its specification gives a board: the i-th of n slots a maker
// lists (nearest the CPU first) lies at a position between i and
// P − (n − i) (SPEC 3.2). XL-ATX has no published specification and no
// bound.
var slotPositions = []struct {
	formFactor string
	positions  int
	source     string
}{
	{"ATX", 7, "Intel ATX Specification 2.2, 3.3.1 Expansion Slots: seven slot positions"},
	{"Micro-ATX", 4, "Intel microATX Motherboard Interface Specification 1.2: at most four expansion slots"},
	{"Mini-ITX", 1, "VIA Mini-ITX form factor specification: one expansion slot"},
	{"E-ATX", 7, "SSI EEB 3.61, whose 12 × 13 in board some call extended ATX: the ATX rear aperture and its seven slot positions"},
	{"SSI-EEB", 7, "SSI EEB 3.61: the ATX rear aperture and its seven slot positions"},
	{"SSI-CEB", 7, "SSI CEB 1.1: the ATX rear aperture and its seven slot positions"},
}

// slotPositionsOf returns the expansion positions of a board form factor
// and their source.
func slotPositionsOf(ff string) (int, string, bool) {
	for _, s := range slotPositions {
		if s.formFactor == ff {
			return s.positions, s.source, true
		}
	}
	return 0, "", false
}

func slotPositionsTable() string {
	var b strings.Builder
	for _, s := range slotPositions {
		fmt.Fprintf(&b, "\n  %-9s %d  (%s)", s.formFactor, s.positions, s.source)
	}
	return b.String()
}

// anFF writes a form factor with its article: "an ATX", "a Micro-ATX".
func anFF(ff string) string {
	if strings.HasPrefix(ff, "M") {
		return "a " + ff
	}
	return "an " + ff
}

// slotFloors is, per memory type and buffering, the memory per slot that
// every board of the type was documented to take at the type's launch:
// the first platform's maximum over its DIMM slots, rounded down where
// that maximum counts load-reduced modules. Registered memory has no
// floor: the figures at hand are worked out from DRAM die sizes, not read
// in a platform's document, so an RDIMM build needs the board's number.
var slotFloors = []slotFloor{
	{"DDR4", false, 8, "Intel Core i7-5960X on X99, the first DDR4 desktop platform (2014): 64 GB over 4 channels of 2 DIMMs, ark.intel.com/content/www/us/en/ark/products/82930; the launch review at cgmagonline.com/reviews/intel-haswell-core-i7-review/ gives the same 64 GB"},
	{"DDR5", false, 32, "Intel Core i9-12900K, the first DDR5 desktop platform (2021): 128 GB over 2 channels of 2 DIMMs, ark.intel.com/content/www/us/en/ark/products/134599"},
}

type slotFloor struct {
	memoryType string
	registered bool
	gb         float64
	source     string
}

func (f slotFloor) kind() string {
	if f.registered {
		return f.memoryType + " RDIMM"
	}
	return f.memoryType + " UDIMM"
}

func slotFloorOf(memoryType string, registered bool) (slotFloor, bool) {
	for _, f := range slotFloors {
		if f.memoryType == memoryType && f.registered == registered {
			return f, true
		}
	}
	return slotFloor{}, false
}

func slotFloorTable() string {
	var b strings.Builder
	for _, f := range slotFloors {
		fmt.Fprintf(&b, "\n  %-11s %3g GB  (%s)", f.kind(), f.gb, f.source)
	}
	return b.String()
}

// cpuMemoryFloors is, per socket, the memory every CPU of the socket was
// documented to take at the platform's launch (later CPUs take as much or
// more).
var cpuMemoryFloors = []cpuMemoryFloor{
	{"AM5", 128, "AMD Ryzen 9 7950X, the first AM5 CPU (2022): 128 GB, amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7950x.html"},
	{"LGA1700", 128, "Intel Core i9-12900K, the first LGA1700 CPU (2021): 128 GB, ark.intel.com/content/www/us/en/ark/products/134599"},
	{"SP5", 6144, "AMD EPYC 9004 (2022): 6 TB per socket, amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series.html"},
}

type cpuMemoryFloor struct {
	socket string
	gb     float64
	source string
}

func cpuMemoryFloorOf(socket string) (cpuMemoryFloor, bool) {
	for _, f := range cpuMemoryFloors {
		if f.socket == socket {
			return f, true
		}
	}
	return cpuMemoryFloor{}, false
}

func cpuFloorTable() string {
	var b strings.Builder
	for _, f := range cpuMemoryFloors {
		fmt.Fprintf(&b, "\n  %-11s %4g GB  (%s)", f.socket, f.gb, f.source)
	}
	return b.String()
}
