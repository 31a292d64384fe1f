package check_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// genInline returns the i-th generated build file of the corpus:
// about 4 KB, a team's own parts declared inline (a board with its slot
// and M.2 tables, a CPU, a GPU and a variant of it, memory, storage, a PSU
// and a case; ids and prices vary with i) and two builds that use them.
// Every 97th file has a syntax error, as genBuild's do.
func genInline(i int) []byte {
	if i%97 == 13 {
		return fmt.Appendf(nil, "part \"cpu\" \"broken-%d\" {\n  cores = \n", i)
	}
	k := i % 50
	return fmt.Appendf(nil, `# Lab machine %[1]d: the team's own parts, declared here because the
# catalog does not list them yet, and the build that uses them.

part "cpu" "lab-cpu-%[2]d" {
  name            = "Lab CPU 16-Core rev %[2]d"
  brand           = "Lab"
  price_usd       = %[3]d
  price_date      = "2026-10"
  source          = "https://lab.example/inventory/cpu-%[2]d"
  socket          = "AM5"
  cores           = 16
  threads         = 32
  tdp_w           = 170
  max_power_w     = 230
  pcie_lanes      = 24
  pcie_gen        = 5
  memory_types    = ["DDR5"]
  memory_channels = 2
  max_memory_gb   = 192
  chipsets        = ["X670E"]
}

part "motherboard" "lab-board-%[2]d" {
  name          = "Lab X670E Board rev %[2]d"
  brand         = "Lab"
  price_usd     = 329
  price_date    = "2026-10"
  source        = "https://lab.example/inventory/board-%[2]d"
  socket        = "AM5"
  chipset       = "X670E"
  form_factor   = "ATX"
  memory_type   = "DDR5"
  memory_slots  = 4
  max_memory_gb = 192
  sata_ports    = 4
  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 4
    size     = 16
    lanes    = 4
    gen      = 4
    source   = "chipset"
  }
  m2_slot {
    interface = "nvme"
    source    = "cpu"
    gen       = 5
  }
  m2_slot {
    interface = "nvme"
    source    = "chipset"
    gen       = 4
  }
}

part "memory" "lab-ddr5-64gb-%[2]d" {
  name       = "Lab DDR5 64 GB (2 x 32 GB) DDR5-6000"
  brand      = "Lab"
  price_usd  = 199
  price_date = "2026-10"
  source     = "https://lab.example/inventory/memory-%[2]d"
  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 32
}

part "gpu" "lab-gpu-24gb-%[2]d" {
  name        = "Lab GPU 24 GB"
  brand       = "Lab"
  price_usd   = %[4]d
  price_date  = "2026-10"
  source      = "https://lab.example/inventory/gpu-%[2]d"
  vram_gb     = 24
  tdp_w       = 285
  slot_width  = 2
  length_mm   = 300
  cooler      = "open-air"
  pcie_gen    = 4
  power_8pin  = 2
}

part "gpu" "lab-gpu-24gb-%[2]d-oc" {
  extends    = "lab-gpu-24gb-%[2]d"
  name       = "Lab GPU 24 GB OC"
  tdp_w      = 320
  length_mm  = 320
}

part "storage" "lab-nvme-2tb-%[2]d" {
  name        = "Lab NVMe 2 TB"
  brand       = "Lab"
  price_usd   = 149
  price_date  = "2026-10"
  source      = "https://lab.example/inventory/nvme-%[2]d"
  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  pcie_gen    = 4
}

part "psu" "lab-psu-1000w-%[2]d" {
  name         = "Lab 1000 W ATX 3.1"
  brand        = "Lab"
  price_usd    = 189
  price_date   = "2026-10"
  source       = "https://lab.example/inventory/psu-%[2]d"
  wattage_w    = 1000
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 1
  atx3         = true
  length_mm    = 160
}

part "case" "lab-case-atx-%[2]d" {
  name                 = "Lab ATX Case"
  brand                = "Lab"
  price_usd            = 139
  price_date           = "2026-10"
  source               = "https://lab.example/inventory/case-%[2]d"
  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 400
  max_cooler_height_mm = 170
  max_psu_length_mm    = 220
  psu_form_factors     = ["ATX"]
}

build "lab-%[1]d" {
  description = "Lab machine %[1]d"
  budget_usd  = %[5]d
  cpu         "lab-cpu-%[2]d" {}
  cooler      "noctua-nh-d15" {}
  motherboard "lab-board-%[2]d" {}
  memory      "lab-ddr5-64gb-%[2]d" {}
  gpu         "lab-gpu-24gb-%[2]d%[6]s" { count = %[7]d }
  storage     "lab-nvme-2tb-%[2]d" {}
  psu         "lab-psu-1000w-%[2]d" {}
  case        "lab-case-atx-%[2]d" {}
}

# The same machine as it was first built, with one card.
build "lab-%[1]d-first" {
  cpu         "lab-cpu-%[2]d" {}
  cooler      "noctua-nh-d15" {}
  motherboard "lab-board-%[2]d" {}
  memory      "lab-ddr5-64gb-%[2]d" {}
  gpu         "lab-gpu-24gb-%[2]d" {}
  storage     "lab-nvme-2tb-%[2]d" {}
  psu         "lab-psu-1000w-%[2]d" {}
  case        "lab-case-atx-%[2]d" {}
}
`, i, k, 449+k*4, 1499+k*10, 3000+i%5*1000, []string{"", "-oc"}[i%2], 1+i%2)
}

// TestGenInline: the inline corpus decodes (but for its broken files),
// its builds find the parts it declares, and some pass and some fail, so
// that the benchmarks below measure the whole pipeline.
func TestGenInline(t *testing.T) {
	in := make([]check.Input, 100)
	for i := range in {
		in[i] = check.Input{Name: fmt.Sprintf("lab/m%03d.hcl", i), Src: genInline(i)}
		if i%97 != 13 && (len(in[i].Src) < 3500 || len(in[i].Src) > 4500) {
			t.Fatalf("file %d is %d bytes, want about 4 KB", i, len(in[i].Src))
		}
	}
	cat, _ := catalog.Embedded()
	r := check.Run(in, check.Options{Catalog: cat, Config: &rules.Config{}})
	if len(r.Builds) != 198 {
		t.Fatalf("%d builds checked, want 198 (two in each file, one file broken)", len(r.Builds))
	}
	syntax := 0
	for _, d := range r.Diagnostics {
		switch d.Rule {
		case "syntax":
			syntax++
		case "unknown-part", "wrong-kind", "schema":
			t.Fatalf("%s: %s", d.Rule, d.Message)
		}
	}
	if syntax != 1 {
		t.Errorf("%d syntax errors, want 1", syntax)
	}
	verdicts := map[check.Verdict]int{}
	for _, b := range r.Builds {
		verdicts[b.Verdict]++
	}
	if verdicts[check.Passes] == 0 || verdicts[check.FailsVerdict] == 0 {
		t.Errorf("verdicts %v: want builds that pass and builds that fail", verdicts)
	}
	var b bytes.Buffer
	if err := report.Write(&b, "json", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
}

// BenchmarkValidateManyInline is BenchmarkValidateMany on 1,000 files of
// the inline corpus (genInline).
func BenchmarkValidateManyInline(b *testing.B) {
	benchValidateManyGen(b, genInline, "json")
}

// BenchmarkParseFloorManyInline parses the same 1,000 files, in memory.
func BenchmarkParseFloorManyInline(b *testing.B) { parseGen(b, genInline, 1000) }
