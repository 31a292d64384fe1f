package rules

import (
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
)

func TestCoolerSocket(t *testing.T) {
	am5 := variant("t-aio", "t-aio-am5", "Test AIO AM5", nil, `sockets = ["AM5", "LGA1700"]`)
	runCases(t, []ruleCase{
		{name: "lists the socket", src: rig(am5)},
		{name: "does not list the socket", src: rig(am5, `cooler "t-aio-am5" {}`), want: []string{"cooler-socket error"},
			msg: []string{"the AIO AM5 does not list the CPU 12C's socket TR4", "The cooler lists AM5, LGA1700."}},
	})
}

// An embedded cooler's sockets list names only hw.CatalogSockets, so for a
// CPU on another socket (an imported LGA1151 part, say) its silence is not
// a "does not list": the rule reports missing-data, not an error. A cooler
// that is not embedded lists what its author wrote, so it still fails.
func TestCoolerSocketUnmodelled(t *testing.T) {
	for _, embedded := range []bool{true, false} {
		f, diags := hclfile.Parse("c.hcl", []byte(`
part "cpu" "old-cpu" {
  name = "Old CPU"
  socket = "LGA1151"
  cores = 8
  threads = 8
  tdp_w = 95
  pcie_lanes = 16
  memory_types = ["DDR4"]
  memory_channels = 2
}
part "cooler" "tower" {
  name = "Tower"
  sockets = ["LGA1200", "AM4"]
  type = "air"
  height_mm = 160
}
build "b" {
  cpu    "old-cpu" {}
  cooler "tower" {}
}`))
		if len(diags) > 0 {
			t.Fatal(messages(diags))
		}
		cat, _ := catalog.Build([]*hclfile.File{f}, embedded)
		b := f.Builds[0]
		resolve(cat, b)
		facts, ds := RunOnly(b, nil, []string{"cooler-socket"})
		got := fired(ds)
		switch {
		case embedded && (!slices.Equal(got, []string{"missing-data info"}) || len(facts.Unchecked) != 1 || !strings.Contains(facts.Unchecked[0].Reason, "names only the sockets the catalog models, which LGA1151")):
			t.Errorf("embedded cooler: fired %q, unchecked %v", got, facts.Unchecked)
		case !embedded && !slices.Equal(got, []string{"cooler-socket error"}):
			t.Errorf("cooler of a folder: fired %q, want the error", got)
		}
	}
}
