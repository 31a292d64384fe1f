package catalogq

import (
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// FuzzWhere feeds any text to the `--where` evaluator: parse and type-check
// for one kind (or all), then filter the embedded catalog and render any
// error with its caret line. Nothing may panic or hang.
func FuzzWhere(f *testing.F) {
	for _, s := range []string{
		`vram_gb >= 24 && price_usd < 2000`, `contains(sockets, "TR4")`, `strcontains(lower(name), "1080 ti")`,
		`usd_per_gb_vram < 40 && vram_gb >= 24`, `fp16_tflops == null`, `!nvlink && vram_gb >= 80`,
		`regex("^rtx", id) != ""`, `can(format("%d", vram_gb))`, `length([for s in sockets : s if s != "AM5"]) > 0`,
		`try(pow(vram_gb, 2) > 100, false)`, `socket > 3`, `vram`, `1 +`, "\"${\"", "substr(name, -1, 3) == \"x\"",
	} {
		for k := range 3 {
			f.Add(s, uint8(k))
		}
	}
	cat, _ := catalog.Embedded()
	kinds := append([]hw.Kind{""}, Kinds...)
	f.Fuzz(func(t *testing.T, src string, k uint8) {
		kind := kinds[int(k)%len(kinds)]
		w, err := ParseWhere(src, kind)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		if _, err := w.Filter(cat.Parts(kind)); err != nil {
			_ = err.Error()
		}
	})
}
