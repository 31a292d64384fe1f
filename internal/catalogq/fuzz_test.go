package catalogq

import (
	"strings"
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
		// Hostile (issue 16): stack traces, unbounded work.
		`log(0, 0) > 1`, `log(1, 1) > 1`, `pow(-1, 0.5) > 0`, `log(vram_gb - vram_gb, 0) > 0`,
		`format("%1000000000s", "x") != ""`, `strlen(replace(replace(replace(name, "", "aa"), "", "aa"), "", "aa")) > 0`,
		`length([for a in [1,2,3] : [for b in [1,2,3] : [for c in [1,2,3] : 1]]]) > 0`,
		`"%{for a in [1,2]}%{for b in [1,2]}x%{endfor}%{endfor}" != ""`,
		`length(regexall(".", format("%9999s", name))) > 0`, `title(format("%9999s", name)) != ""`,
		`length(distinct(split("", format("%9999s", name)))) > 0`, `join(",", sort(split("", format("%9999s", name)))) != ""`,
	} {
		for k := range 3 {
			f.Add(s, uint8(k))
		}
	}
	cat, _ := catalog.Embedded()
	kinds := append([]hw.Kind{""}, Kinds...)
	f.Fuzz(func(t *testing.T, src string, k uint8) {
		kind := kinds[int(k)%len(kinds)]
		noTrace := func(err error) {
			if s := err.Error(); s == "" || strings.Contains(s, "goroutine ") || strings.Contains(s, "panic in function") {
				t.Fatalf("error %q is empty or holds a stack trace", s)
			}
		}
		w, err := ParseWhere(src, kind)
		if err != nil {
			noTrace(err)
			return
		}
		if _, err := w.Filter(cat.Parts(kind)); err != nil {
			noTrace(err)
		}
	})
}
