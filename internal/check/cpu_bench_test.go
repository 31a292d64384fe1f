package check_test

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time (user plus system) this process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU runs loop, which calls b.Loop, and reports the CPU time per
// iteration as cpu-ms/op beside the wall time: on two cores a parallel
// benchmark's wall time hides half its work.
func reportCPU(b *testing.B, loop func()) {
	start := processCPU()
	loop()
	if b.N > 0 {
		b.ReportMetric(float64((processCPU()-start).Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
}
