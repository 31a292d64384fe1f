package lint

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/report"
)

// TestEmbeddedCatalog lints the catalog compiled into the binary: any error
// fails the test, so a bad part cannot land.
func TestEmbeddedCatalog(t *testing.T) {
	r := Embedded()
	errs, warns, _ := r.Diagnostics.Count()
	for _, d := range r.Diagnostics {
		if d.Severity == hw.Error {
			t.Errorf("%s: %s[%s] %s", report.RangeString(d.Range), d.Severity, d.Rule, d.Message)
		}
	}
	if errs > 0 {
		t.Fatalf("the embedded catalog has %d lint errors; run `go run ./cmd/rigcheck catalog lint`", errs)
	}
	t.Logf("embedded catalog: %d parts, %d warnings", r.Catalog.Len(), warns)
	if r.Catalog.Len() < 350 {
		t.Errorf("the embedded catalog has %d parts; issue 4 asks for at least 350", r.Catalog.Len())
	}
}

// lintFile lints one HCL file as a standalone embedded-style catalog.
func lintFile(t *testing.T, name string, src []byte) hw.Diagnostics {
	t.Helper()
	f, diags := hclfile.Parse(name, src)
	c, d := catalog.Build([]*hclfile.File{f}, true)
	return append(append(diags, d...), Lint(c, nil)...)
}

func TestChecksFire(t *testing.T) {
	src, err := os.ReadFile("testdata/broken.hcl")
	if err != nil {
		t.Fatal(err)
	}
	diags := lintFile(t, "broken.hcl", src)
	type want struct {
		rule, part, text string
		sev              hw.Severity
	}
	for _, w := range []want{
		{IDID, "acme-gpu-2.5", "not kebab-case", hw.Error},
		{IDRange, "acme-gpu-hot", "tdp_w = 2000 is outside the plausible range 20–1000", hw.Error},
		{IDGPUPower, "acme-gpu-unfed", "deliver at most 225 W", hw.Warning},
		{IDSource, "acme-psu-ftp", "is not an http(s) URL", hw.Error},
		{IDPriceDate, "acme-psu-undated", `"2024-13" is not a YYYY-MM month`, hw.Error},
		{IDThreads, "acme-cpu-threads", "threads = 8 is fewer than cores = 16", hw.Error},
		{IDClocks, "acme-cpu-threads", "boost_ghz = 4 is below base_ghz = 5", hw.Error},
		{IDSlots, "acme-board-slots", "position 8 is past position 7, the last of the ATX form factor", hw.Error},
		{IDSlots, "acme-board-slots", "position 11 is outside 1–10", hw.Error},
		{IDSlotLength, "acme-board-slots", "lanes = 8 but size = 4", hw.Error},
		{IDCrossKind, "acme-board-slots", `socket "LGA9999", which no CPU`, hw.Warning},
		{IDCrossKind, "acme-cpu-threads", `socket "AM5", which no motherboard`, hw.Warning},
		{IDCrossKind, "acme-cpu-threads", `socket "AM5", which no cooler`, hw.Warning},
	} {
		found := slices.ContainsFunc(diags, func(d hw.Diagnostic) bool {
			return d.Rule == w.rule && d.Severity == w.sev && strings.Contains(d.Message, `"`+w.part+`"`) && strings.Contains(d.Message, w.text)
		})
		if !found {
			t.Errorf("no %s %s for %s containing %q", w.sev, w.rule, w.part, w.text)
		}
	}
	// Every diagnostic points into the file.
	for _, d := range diags {
		if d.Range.Filename != "broken.hcl" || d.Range.Start.Line < 1 {
			t.Errorf("%s %q has no range in the file: %+v", d.Rule, d.Message, d.Range)
		}
	}
	// Problems the decoder or catalog.Build own are not reported twice.
	if n := countRule(diags, IDRange); n != 1 {
		t.Errorf("%d lint-range diagnostics, want 1: %v", n, diags)
	}
}

func countRule(ds hw.Diagnostics, rule string) int {
	n := 0
	for _, d := range ds {
		if d.Rule == rule {
			n++
		}
	}
	return n
}

func TestRequiredInEmbeddedOnly(t *testing.T) {
	src := []byte(`part "psu" "acme-psu-bare" {
  name        = "Acme PSU without price or source"
  brand       = "Acme"
  wattage_w   = 1000
  efficiency  = "80+ Gold"
  form_factor = "ATX"
  pcie_8pin   = 6
}
`)
	diags := lintFile(t, "bare.hcl", src)
	if n := countRule(diags, IDRequired); n != 2 {
		t.Errorf("embedded-style catalog: %d lint-required diagnostics, want 2 (price_usd, source): %v", n, diags)
	}
	f, _ := hclfile.Parse("bare.hcl", src)
	emb, _ := catalog.Embedded()
	c, _ := emb.Merge([]*hclfile.File{f})
	if n := countRule(Lint(c, map[string]bool{"bare.hcl": true}), IDRequired); n != 0 {
		t.Errorf("user catalog folder: %d lint-required diagnostics, want 0", n)
	}
}

// TestInheritedValues checks that a part extending a bad part is not blamed
// for the parent's value, and that its own values are checked.
func TestInheritedValues(t *testing.T) {
	src := []byte(`part "gpu" "acme-gpu-base" {
  name       = "Acme base"
  brand      = "Acme"
  price_usd  = 500
  source     = "https://example.com/gpu"
  vram_gb    = 8
  tdp_w      = 2000
  slot_width = 2
  length_mm  = 250
  cooler     = "blower"
  pcie_gen   = 4
}

part "gpu" "acme-gpu-variant" {
  extends   = "acme-gpu-base"
  name      = "Acme variant"
  length_mm = 900
}
`)
	diags := lintFile(t, "x.hcl", src)
	var msgs []string
	for _, d := range diags {
		if d.Rule == IDRange {
			msgs = append(msgs, d.Message)
		}
	}
	if len(msgs) != 2 || !strings.Contains(msgs[0], `"acme-gpu-base": tdp_w`) || !strings.Contains(msgs[1], `"acme-gpu-variant": length_mm`) {
		t.Errorf("lint-range messages = %q, want the base's tdp_w and the variant's length_mm only", msgs)
	}
}

func TestChecksRegistry(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Checks {
		if seen[c.ID] || !strings.HasPrefix(c.ID, "lint-") || c.Summary == "" {
			t.Errorf("bad check %+v", c)
		}
		seen[c.ID] = true
	}
}
