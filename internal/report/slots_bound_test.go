package report

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestSlotLayoutHugePosition: the drawing's size follows the slots and the
// cards, not the largest position (it once allocated a row per position:
// 12 GiB for position 1,000,000,000).
func TestSlotLayoutHugePosition(t *testing.T) {
	mb := &hw.Part{Kind: hw.KindMotherboard, ID: "b", Attrs: map[string]hw.Value{},
		Slots: []hw.PCIeSlot{{Position: 1, Size: 16, Lanes: 16, Gen: 4}, {Position: 1_000_000_000, Size: 16, Lanes: 16, Gen: 4}}}
	gpu := &hw.Part{Kind: hw.KindGPU, ID: "g", Attrs: map[string]hw.Value{"name": {Type: hw.TString, Str: "G"}}}
	b := &hw.Build{Items: []*hw.Item{{Role: hw.KindMotherboard, Part: mb, Count: 1}, {Role: hw.KindGPU, Part: gpu, Count: 1}}}
	f := &hw.Facts{GPUCount: 1, Placement: []hw.Placed{{Item: 1, Position: 1_000_000_000, Last: 1_000_000_001}}}
	out := SlotLayout(b, f)
	if n := strings.Count(out, "\n"); n > maxDrawn+10 {
		t.Fatalf("%d lines for two slots", n)
	}
	for _, want := range []string{"1000000000 x16", "⋮", "██ G #1"} {
		if !strings.Contains(out, want) {
			t.Errorf("drawing lacks %q:\n%s", want, out)
		}
	}
}
