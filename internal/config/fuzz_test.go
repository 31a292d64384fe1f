package config

import (
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/rules"
)

// FuzzPolicy feeds any text as a policy's condition in a config file, then
// checks every policy that decodes against a fixed build (the 4-GPU seed).
// Nothing may panic or hang; a policy that decodes gives at most one
// diagnostic per build.
func FuzzPolicy(f *testing.F) {
	for _, s := range []string{
		`build.memory_gb >= 2 * build.vram_gb`, `build.gpu_count <= 4 && build.price_usd < 5000`,
		`length([for g in gpu : g if g.cooler != "blower"]) == 0`, `psu.wattage_w >= build.load_w * 1.25`,
		`contains([for m in memory : m.type], "DDR4")`, `try(cpu.cores >= 12, false)`, `case == null`,
		`upper(build.name) != ""`, `format("%s", build.name) == "x"`, `pow(2, 1024) > 0`, `gpu[99].vram_gb > 0`,
		`"%{for s in build.gpu_slots}${s}%{endfor}" != ""`, `file("/etc/passwd") == ""`, `build.nope`, `(((`,
		// Hostile (issue 16): stack traces, unbounded work.
		`log(0, 0) > 1`, `log(1, 1) > 1`, `pow(-1, 0.5) > 0`, `log(build.cores - build.cores, 0) > 0`,
		`format("%1000000000s", "x") != ""`, `strlen(replace(replace(replace("ab", "a", "aa"), "a", "aa"), "a", "aa")) > 0`,
		`length([for g in gpu : [for m in memory : 1]]) > 0`, `"%{for g in gpu}%{for m in memory}x%{endfor}%{endfor}" != ""`,
		`length(regexall(".", format("%9999s", "x"))) > 0`, `length(split("", format("%9999s", "x"))) > 0`,
		`length(distinct(split("", format("%9999s", "x")))) > 0`, `title(format("%9999s", "x")) != ""`,
		`join(",", split("", format("%9999s", "x"))) != ""`, `length(sort(split("", format("%9999s", "x")))) > 0`,
	} {
		f.Add(s)
	}
	src, err := os.ReadFile("../../builds/seed-4gpu.hcl")
	if err != nil {
		f.Fatal(err)
	}
	file, _ := hclfile.Parse("seed-4gpu.hcl", src)
	if len(file.Builds) == 0 {
		f.Fatal("seed-4gpu.hcl has no build")
	}
	b := file.Builds[0]
	cat, _ := catalog.Embedded()
	for _, it := range b.Items {
		it.Part = cat.Lookup(it.ID)
	}
	facts, _ := rules.Run(b, nil)
	f.Fuzz(func(t *testing.T, cond string) {
		c, diags := Parse("fuzz.rigcheck.hcl", []byte("policy \"p\" {\n  condition = "+cond+"\n}\n"))
		for _, p := range c.Rules.Policies {
			d := p.Check(b, facts)
			if len(d) > 1 {
				t.Fatalf("%d diagnostics from one policy", len(d))
			}
			diags = append(diags, d...)
		}
		// No Go stack trace may reach a diagnostic (cty's PanicError).
		for _, d := range diags {
			if s := d.Message + d.Detail; strings.Contains(s, "goroutine ") || strings.Contains(s, "panic in function") {
				t.Fatalf("stack trace in a diagnostic: %s", s)
			}
		}
	})
}
