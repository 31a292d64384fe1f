package check_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
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

// writeGenFolder writes n generated build files (gen) into a new
// temporary folder.
func writeGenFolder(b *testing.B, gen func(int) []byte, n int) string {
	dir := b.TempDir()
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("b%05d.hcl", i)), gen(i), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkProcessValidateMany runs `rigcheck validate --format F DIR` as a
// child process on a folder of 1,000 or 10,000 generated build files, in
// every format, its output thrown away, and reports the child's peak
// resident memory (peak-RSS-MiB, the largest of the runs, runPeak) and its
// CPU time (cpu-ms/op, user plus system) beside the wall time.
func BenchmarkProcessValidateMany(b *testing.B) {
	processValidateMany(b, genBuild, []string{"text", "json", "sarif", "junit", "github", "markdown"})
}

// BenchmarkProcessValidateManyInline is BenchmarkProcessValidateMany on
// the inline corpus (genInline: 4 KB files that declare their own parts),
// in text and JSON.
func BenchmarkProcessValidateManyInline(b *testing.B) {
	processValidateMany(b, genInline, []string{"text", "json"})
}

func processValidateMany(b *testing.B, gen func(int) []byte, formats []string) {
	bin := benchBinary(b)
	devNull, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		b.Fatal(err)
	}
	defer devNull.Close()
	for _, n := range []int{1000, 10000} {
		dir := writeGenFolder(b, gen, n)
		for _, format := range formats {
			b.Run(fmt.Sprintf("files=%d/format=%s", n, format), func(b *testing.B) {
				var peak int64
				var cpu time.Duration
				runs := 0
				for b.Loop() {
					cmd := exec.Command(bin, "validate", "--format", format, dir)
					cmd.Env = append(os.Environ(), "NO_COLOR=1")
					cmd.Stdout = devNull
					kib, err := runPeak(cmd)
					if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
						b.Fatalf("rigcheck validate: %v", err)
					}
					peak = max(peak, kib)
					cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
					runs++
				}
				b.ReportMetric(float64(peak)/1024, "peak-RSS-MiB")
				b.ReportMetric(float64(cpu.Milliseconds())/float64(runs), "cpu-ms/op")
			})
		}
	}
}

// runPeak runs cmd and returns its peak resident memory in KiB: the
// VmHWM Linux keeps for the child's own address space, read from
// /proc/PID/status every millisecond until it exits (the high-water mark
// only rises, so the last reading is the peak, give or take the last
// millisecond). The child's rusage maximum would not do: it also counts
// the test process's memory, which the child shares between fork and
// exec, so a large test process reads as a large child. Where /proc is
// missing, it falls back to that maximum.
func runPeak(cmd *exec.Cmd) (int64, error) {
	if err := cmd.Start(); err != nil { // returns once the child has exec'd
		return 0, err
	}
	var hwm atomic.Int64
	done := make(chan struct{})
	polled := make(chan struct{})
	go func() {
		defer close(polled)
		status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if kib, ok := vmHWM(status); ok {
				hwm.Store(max(hwm.Load(), kib))
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	err := cmd.Wait()
	close(done)
	<-polled
	if kib := hwm.Load(); kib > 0 {
		return kib, err
	}
	if cmd.ProcessState == nil {
		return 0, err
	}
	return cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss, err // KiB on Linux
}

// vmHWM reads the "VmHWM:   1234 kB" line of a /proc status file.
func vmHWM(path string) (int64, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kib, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kib, err == nil
		}
	}
	return 0, false
}

// BenchmarkProcessConftestInline compares rigcheck with conftest running
// ten of its rules in Rego (testdata/conftest/rules.rego) on the same
// folder of 1,000 inline-corpus files, whole processes, output thrown
// away. The files with a syntax error are left out, since one stops
// conftest. It skips unless conftest is on PATH or RIGCHECK_CONFTEST names
// it.
func BenchmarkProcessConftestInline(b *testing.B) {
	conftest := os.Getenv("RIGCHECK_CONFTEST")
	if conftest == "" {
		var err error
		if conftest, err = exec.LookPath("conftest"); err != nil {
			b.Skip("conftest is not on PATH (set RIGCHECK_CONFTEST)")
		}
	}
	policy, err := filepath.Abs(filepath.Join("testdata", "conftest"))
	if err != nil {
		b.Fatal(err)
	}
	bin := benchBinary(b)
	dir := writeGenFolder(b, func(i int) []byte {
		if i%97 == 13 {
			return genInline(i + 1)
		}
		return genInline(i)
	}, 1000)
	for _, tool := range []struct {
		name string
		args []string
	}{
		{"rigcheck", []string{bin, "validate", "--format", "json", dir}},
		{"conftest", []string{conftest, "test", "--no-color", "--policy", policy, dir}},
	} {
		b.Run("tool="+tool.name, func(b *testing.B) {
			var cpu time.Duration
			runs := 0
			for b.Loop() {
				cmd := exec.Command(tool.args[0], tool.args[1:]...)
				cmd.Env = append(os.Environ(), "NO_COLOR=1")
				err := cmd.Run()
				if ee, ok := err.(*exec.ExitError); err != nil && !(ok && ee.ExitCode() == 1) {
					b.Fatalf("%s: %v", tool.name, err)
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
				runs++
			}
			b.ReportMetric(float64(cpu.Milliseconds())/float64(runs), "cpu-ms/op")
		})
	}
}
