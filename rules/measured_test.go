package rules_test

import (
	"math"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
)

// TestLoadMatchesMeasuredBuild holds the power model against a published
// wall-power measurement (issue 15): Puget Systems ran four Gigabyte RTX 3090
// TURBO 24G limited to 300 W with a Xeon W-2255 on an ASUS WS C422 SAGE/10G,
// 128 GB of ECC memory and a Samsung 970 Pro on one EVGA SuperNOVA 1600 P2,
// and measured a 1,717 W peak at the wall (Matt Bach, quoted by The FPS Review,
// https://www.thefpsreview.com/2020/10/22/puget-systems-tests-four-blower-style-geforce-rtx-3090-cards-in-a-single-workstation-1717-watt-peak-power-draw/;
// the parts list from Tom's Hardware France and Phonandroid's reports of the
// same test). The memory's module layout is not published; four 32 GB RDIMMs
// are assumed, which changes the estimate by 20 W at most.
func TestLoadMatchesMeasuredBuild(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	src := `
build "puget-quad-3090" {
  cpu         "intel-xeon-w-2255" {}
  motherboard "asus-ws-c422-sage-10g" {}
  memory      "kingston-server-premier-32gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" {
    count         = 4
    power_limit_w = 300
  }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}`
	res := runExample(t, cat, "puget.hcl", src)
	if len(res.Builds) != 1 || res.Builds[0].Facts.WallW == nil {
		t.Fatalf("no wall draw: %+v", res.Builds)
	}
	const measured = 1717.0
	wall := *res.Builds[0].Facts.WallW
	if dev := (wall - measured) / measured; math.Abs(dev) > 0.10 {
		t.Errorf("estimated wall draw %.0f W is %.1f %% off the measured %.0f W", wall, 100*dev, measured)
	}
	t.Logf("estimated %.0f W at the wall (load %.0f W) against %.0f W measured", wall, res.Builds[0].Facts.LoadW, measured)
}
