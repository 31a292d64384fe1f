package check_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
)

// FuzzValidate feeds any bytes through the whole validate path — decode,
// resolve, facts, rules and every renderer — and requires that nothing
// panics, that the work stays bounded (allocation linear in the input), that
// no output holds a raw control character, a Go stack trace or a forged
// workflow command, and that JSON, SARIF and JUnit stay well-formed
// (checkRendered). Seeded with every example build and the hostile inputs
// of issue 16.
func FuzzValidate(f *testing.F) {
	seeds, _ := filepath.Glob("../../builds/*.hcl")
	gallery, _ := filepath.Glob("../../builds/*/*.hcl")
	for _, s := range append(seeds, gallery...) {
		src, err := os.ReadFile(s)
		if err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(`part "motherboard" "b" { pcie_slot { position = 1 } }`))
	f.Add([]byte(`build "x" { gpu "nvidia-geforce-gtx-1080-ti-fe" { count = 16 slots = [1,1,1] } }`))
	// Amend blocks and a build file's override of a catalog part (the
	// numbers a verdict rests on are weighed by more rules passes).
	f.Add([]byte("amend \"motherboard\" \"msi-x399-sli-plus\" {\n  max_memory_gb = 128\n  replace = true\n  reason = \"r\"\n  source = \"https://x\"\n  pcie_slot {\n    position = 1\n    size = 16\n    lanes = 16\n    gen = 3\n  }\n}\n" +
		"part \"cpu\" \"c\" {\n  name = \"C\"\n  extends = \"amd-ryzen-threadripper-1920x\"\n  pcie_lanes = 4\n}\n" +
		"build \"b\" {\n  cpu \"c\" {}\n  motherboard \"msi-x399-sli-plus\" {}\n  memory \"corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000\" {}\n  psu \"evga-supernova-1600-p2\" {}\n}\n"))
	for _, s := range hostileSeeds() {
		f.Add(s)
	}
	cat, _ := catalog.Embedded()
	f.Fuzz(func(t *testing.T, src []byte) {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		res := check.Run([]check.Input{{Name: "fuzz.hcl", Src: src}}, check.Options{Catalog: cat})
		runtime.ReadMemStats(&after)
		if alloc, limit := after.TotalAlloc-before.TotalAlloc, uint64(256<<20+4096*len(src)); alloc > limit {
			t.Fatalf("%d bytes of input allocated %d MiB (bound %d MiB)", len(src), alloc>>20, limit>>20)
		}
		checkRendered(t, res)
	})
}

// hostileSeeds are the build-file cases of issue 16 that hung, ran out of
// memory or printed a stack trace.
func hostileSeeds() [][]byte {
	build := func(body string) []byte {
		return []byte("build \"h\" {\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n  motherboard \"my-board\" {}\n" + body + "\n}\n")
	}
	board := `part "motherboard" "my-board" {
  extends = "msi-x399-sli-plus"
  name    = "B"
  pcie_slot {
    position = 1000000000
    size     = 16
    lanes    = 16
    gen      = 3
  }
}
`
	return [][]byte{
		append([]byte(board), build(`  gpu "nvidia-geforce-gtx-1080-ti-fe" {}`)...),
		build("  description = <<EOT\n" + strings.Repeat("l\n", 5000) + "EOT"),
		build("  budget_usd = [" + strings.Repeat("1,", 5000) + "1]"),
		build(`  description = "x \u001b[2J\u001b[H … \r\n::error::fake"`),
		build(`  gpu "` + strings.Repeat("nvidia-geforce-", 2000) + `" {}`),
		build(strings.Repeat("  storage \"samsung-970-evo-1tb\" {}\n", 70) + `  psu "evga-supernova-1600-p2" {}`),
		[]byte("PASSWORD=hunter2\x00\x01\xff"),
	}
}
