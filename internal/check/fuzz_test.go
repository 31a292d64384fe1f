package check_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
)

// FuzzValidate feeds any bytes through the whole validate path — decode,
// resolve, facts, rules and both renderers — and requires that nothing
// panics. Seeded with every example build.
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
	cat, _ := catalog.Embedded()
	f.Fuzz(func(t *testing.T, src []byte) {
		res := check.Run([]check.Input{{Name: "fuzz.hcl", Src: src}}, check.Options{Catalog: cat})
		var sink discard
		_ = report.WriteJSON(&sink, res)
		_ = report.WriteText(&sink, res, report.TextOptions{})
	})
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
