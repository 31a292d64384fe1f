package config

import (
	"os"
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
	cat.Resolve(b)
	facts, _ := rules.Run(b, nil)
	f.Fuzz(func(t *testing.T, cond string) {
		c, _ := Parse("fuzz.rigcheck.hcl", []byte("policy \"p\" {\n  condition = "+cond+"\n}\n"))
		for _, p := range c.Rules.Policies {
			if d := p.Check(b, facts); len(d) > 1 {
				t.Fatalf("%d diagnostics from one policy", len(d))
			}
		}
	})
}
