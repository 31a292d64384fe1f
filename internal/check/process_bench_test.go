package check_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// benchBinary builds rigcheck once for a process benchmark, or returns the
// binary RIGCHECK_BENCH_BIN names, so that the same benchmark can measure
// another checkout's build (docs/performance.md's "before" column).
func benchBinary(b *testing.B) string {
	if bin := os.Getenv("RIGCHECK_BENCH_BIN"); bin != "" {
		return bin
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		b.Skip("the go command is not on PATH")
	}
	bin := filepath.Join(b.TempDir(), "rigcheck")
	build := exec.Command(goTool, "build", "-o", bin, "github.com/rigcheck/rigcheck/cmd/rigcheck")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// writeGenFolder writes n generated build files (genBuild) into a new
// temporary folder.
func writeGenFolder(b *testing.B, n int) string {
	dir := b.TempDir()
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("b%05d.hcl", i)), genBuild(i), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkProcessValidateMany runs `rigcheck validate --format F DIR` as a
// child process on a folder of 1,000 or 10,000 generated build files, in
// every format, its output thrown away, and reports the child's peak
// resident memory (peak-RSS-MiB, the largest of the runs) and its CPU time
// (cpu-ms/op, user plus system) beside the wall time.
func BenchmarkProcessValidateMany(b *testing.B) {
	bin := benchBinary(b)
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer devNull.Close()
	for _, n := range []int{1000, 10000} {
		dir := writeGenFolder(b, n)
		for _, format := range []string{"text", "json", "sarif", "junit", "github", "markdown"} {
			b.Run(fmt.Sprintf("files=%d/format=%s", n, format), func(b *testing.B) {
				var peak int64
				var cpu time.Duration
				runs := 0
				for b.Loop() {
					cmd := exec.Command(bin, "validate", "--format", format, dir)
					cmd.Env = append(os.Environ(), "NO_COLOR=1")
					cmd.Stdout = devNull
					err := cmd.Run()
					if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
						b.Fatalf("rigcheck validate: %v", err)
					}
					ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
					peak = max(peak, ru.Maxrss) // KiB on Linux
					cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
					runs++
				}
				b.ReportMetric(float64(peak)/1024, "peak-RSS-MiB")
				b.ReportMetric(float64(cpu.Milliseconds())/float64(runs), "cpu-ms/op")
			})
		}
	}
}
