package gctune

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// percent reads GOGC's current value.
func percent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// waitPercent runs collections until GOGC is want or a second has passed
// (finalizers run on their own goroutine after a collection).
func waitPercent(want int) int {
	deadline := time.Now().Add(time.Second)
	for percent() != want && time.Now().Before(deadline) {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	return percent()
}

// TestStart: GOGC is Percent while the live heap is small, stays so over
// collections, and is back to 100 once a collection finds more than
// Threshold live; a GOGC the user set is left alone.
func TestStart(t *testing.T) {
	defer debug.SetGCPercent(percent())
	t.Setenv("GOGC", "")
	Start()
	if p := percent(); p != Percent {
		t.Fatalf("GOGC %d after Start, want %d", p, Percent)
	}
	for range 3 {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if p := percent(); p != Percent {
		t.Fatalf("GOGC %d after collections of a small heap, want %d", p, Percent)
	}
	big := make([]byte, Threshold+(16<<20))
	for i := range big {
		big[i] = byte(i)
	}
	if p := waitPercent(100); p != 100 {
		t.Fatalf("GOGC %d with %d MiB live, want 100", p, len(big)>>20)
	}
	runtime.KeepAlive(big)
}

func TestUserGOGC(t *testing.T) {
	defer debug.SetGCPercent(percent())
	debug.SetGCPercent(150)
	t.Setenv("GOGC", "150")
	Start()
	if p := percent(); p != 150 {
		t.Fatalf("GOGC %d after Start with GOGC=150 set, want 150", p)
	}
}
