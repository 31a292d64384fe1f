package rules

// Part builders and fact checks shared by the per-rule table tests.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func lanesAre(needed, available, cpuNVMe int) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if f.LanesNeeded != needed || f.LanesAvailable == nil || *f.LanesAvailable != available || f.CPUNVMe != cpuNVMe {
			t.Errorf("lanes needed %d, available %v, CPU NVMe %d; want %d, %d, %d", f.LanesNeeded, f.LanesAvailable, f.CPUNVMe, needed, available, cpuNVMe)
		}
	}
}

func sixSlots() []string {
	var out []string
	for p := 1; p <= 11; p += 2 {
		out = append(out, fmt.Sprintf("pcie_slot {\n    position = %d\n    size = 16\n    lanes = 16\n    gen = 3\n  }", p))
	}
	return out
}

// psuOf declares test PSU "t-psu-W" of w watts with the base PSU's other
// numbers, changed by extra.
func psuOf(w int, extra ...string) (parts, line string) {
	id := fmt.Sprintf("t-psu-%d", w)
	return variant("t-psu", id, fmt.Sprintf("Test PSU %d", w), nil, append([]string{fmt.Sprintf("wattage_w = %d", w)}, extra...)...),
		fmt.Sprintf("psu %q {}", id)
}

// gpuOf declares test GPU "t-gW", a blower of w watts board power.
func gpuOf(w int, extra ...string) (parts, id string) {
	id = fmt.Sprintf("t-g%d", w)
	return variant("t-blower", id, fmt.Sprintf("Test GPU %d", w), nil, append([]string{fmt.Sprintf("tdp_w = %d", w)}, extra...)...), id
}

// cpuOf declares test CPU "t-cpu-tW" of w watts TDP.
func cpuOf(w int) (parts, line string) {
	id := fmt.Sprintf("t-cpu-t%d", w)
	return variant("t-cpu", id, fmt.Sprintf("Test CPU %dW", w), nil, fmt.Sprintf("tdp_w = %d", w)), fmt.Sprintf("cpu %q {}", id)
}

func loadIs(w float64) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if f.LoadW != w {
			t.Errorf("load_w = %v, want %v", f.LoadW, w)
		}
	}
}

// The messages quote part names without the brand.
func TestMessagesNameParts(t *testing.T) {
	_, _, ds := check(t, rig("", gpus("t-blower", 4), `case "t-case7" {}`), nil)
	if len(ds) != 1 || !strings.Contains(ds[0].Message, "Case 7") || strings.Contains(ds[0].Message, "Test Case") {
		t.Errorf("got %q", messages(ds))
	}
}

func cpuCores(n int, extra ...string) (parts, line string) {
	id := fmt.Sprintf("t-cpu-%dc", n)
	return variant("t-cpu", id, fmt.Sprintf("Test CPU %dC", n), nil, append([]string{fmt.Sprintf("cores = %d", n), fmt.Sprintf("threads = %d", 2*n)}, extra...)...),
		fmt.Sprintf("cpu %q {}", id)
}

func priceIs(usd float64, known bool) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if f.PriceUSD != usd || f.PriceKnown != known {
			t.Errorf("price %v (known %v), want %v (known %v)", f.PriceUSD, f.PriceKnown, usd, known)
		}
	}
}
