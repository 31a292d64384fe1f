package check_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/rules"
)

// genBuild returns the i-th generated build file: the parts vary with i so
// that the files pass, warn and fail for different rules, and some files
// hold a syntax error or two builds.
func genBuild(i int) []byte {
	cpus := []string{"amd-ryzen-threadripper-1920x", "intel-core-i7-7820x", "intel-core-i9-10980xe"}
	boards := []string{"msi-x399-sli-plus", "asus-ws-x299-sage"}
	gpus := []string{"nvidia-geforce-gtx-1080-ti-fe", "asus-geforce-rtx-2080-ti-turbo", "gigabyte-geforce-rtx-3090-turbo-24g"}
	psus := []string{"evga-supernova-1600-p2", "evga-supernova-1200-p2", "evga-supernova-1600-p9"}
	if i%97 == 13 {
		return fmt.Appendf(nil, "build \"broken-%d\" {\n  cpu \"x\" {\n", i)
	}
	b := fmt.Appendf(nil, `build "gen-%d" {
  budget_usd  = %d
  cpu         %q {}
  cooler      "noctua-nh-u12s" {}
  motherboard %q {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         %q { count = %d }
  storage     "samsung-970-evo-1tb" {}
  psu         %q {}
}
`, i, 2000+i%7*1000, cpus[i%3], boards[i%2], gpus[i%3], 1+i%4, psus[i%3])
	if i%5 == 0 {
		b = fmt.Appendf(b, "\nbuild \"gen-%d-b\" {\n  cpu \"amd-ryzen-threadripper-1920x\" {}\n}\n", i)
	}
	return b
}

func genInputs(n int) []check.Input {
	in := make([]check.Input, n)
	for i := range in {
		in[i] = check.Input{Name: fmt.Sprintf("gen/b%04d.hcl", i), Src: genBuild(i)}
	}
	in = append(in, check.Input{Name: "gen/unreadable.hcl", Err: os.ErrPermission})
	return in
}

func render(t testing.TB, r *check.Result) []byte {
	var b bytes.Buffer
	if err := report.Write(&b, "json", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&b, "text", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&b, "sarif", r, report.Options{Rules: rules.Docs()}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&b, "github", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&b, "junit", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
	if err := report.Write(&b, "markdown", r, report.Options{}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestParallelEqualsSequential: a parallel run renders byte for byte what a
// sequential one (GOMAXPROCS 1, so one file at a time) does, in every
// format. Run it with -race.
func TestParallelEqualsSequential(t *testing.T) {
	cat, _ := catalog.Embedded()
	opt := check.Options{Catalog: cat, Config: &rules.Config{}}
	inputs := genInputs(200)

	prev := runtime.GOMAXPROCS(1)
	seq := render(t, check.Run(inputs, opt))
	runtime.GOMAXPROCS(max(prev, 4))
	defer runtime.GOMAXPROCS(prev)
	for round := range 3 {
		par := render(t, check.Run(inputs, opt))
		if !bytes.Equal(seq, par) {
			t.Fatalf("round %d: the parallel run differs from the sequential one (%d vs %d bytes)", round, len(par), len(seq))
		}
	}
	// The comparison must be able to fail: the generated files differ in
	// their results, and an unreadable file does not stop the others.
	r := check.Run(inputs, opt)
	if e, w, _ := r.Diagnostics.Count(); e == 0 || w == 0 {
		t.Errorf("the generated builds gave %d errors and %d warnings; want some of each", e, w)
	}
	if len(r.Builds) < 200 {
		t.Errorf("%d builds checked, want every build of the 200 files", len(r.Builds))
	}
}

// BenchmarkValidateMany validates 1,000 generated build files from disk:
// expand the folder, read, decode, resolve, run the rules, sort, render JSON.
func BenchmarkValidateMany(b *testing.B) {
	benchValidateManyGen(b, genBuild, "json")
}

// BenchmarkValidateManyText is BenchmarkValidateMany with the text report,
// the default format, and the per-build cost line validate gives it.
func BenchmarkValidateManyText(b *testing.B) {
	benchValidateManyGen(b, genBuild, "text")
}

// benchValidateManyGen validates a folder of 1,000 files made by gen and
// writes the result in format, per iteration.
func benchValidateManyGen(b *testing.B, gen func(int) []byte, format string) {
	dir := b.TempDir()
	for i := range 1000 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("b%04d.hcl", i)), gen(i), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	cat, _ := catalog.Embedded()
	opt := check.Options{Catalog: cat, Config: &rules.Config{}, Cost: report.Formats[format].Wants.Cost}
	b.ReportAllocs()
	b.ResetTimer()
	reportCPU(b, func() {
		for b.Loop() {
			names, _, err := check.ExpandPaths([]string{dir})
			if err != nil {
				b.Fatal(err)
			}
			r := check.Run(check.ReadInputs(names, nil), opt)
			var out bytes.Buffer
			if err := report.Write(&out, format, r, report.Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkProcessValidateOne measures the whole process, from start to
// result, of `rigcheck validate` on one build file: it builds the binary
// once (benchBinary), then execs it per iteration.
func BenchmarkProcessValidateOne(b *testing.B) {
	bin := benchBinary(b)
	file := filepath.Join("..", "..", "builds", "seed-4gpu.hcl")
	if _, err := os.Stat(file); err != nil {
		b.Skipf("%s: %v", file, err)
	}
	b.ResetTimer()
	for b.Loop() {
		cmd := exec.Command(bin, "validate", "--format", "json", file)
		cmd.Env = append(os.Environ(), "NO_COLOR=1")
		if out, err := cmd.Output(); err != nil || len(out) == 0 {
			b.Fatalf("rigcheck validate: %v", err)
		}
	}
}
