// Package gctune sets the garbage collector for a rigcheck run.
//
// A run is short and its live heap small (validate streams its files, so a
// folder of 10,000 build files keeps a few MiB live), but the HCL parser
// allocates about a hundred bytes for every byte it parses. With Go's
// default GOGC=100 the collector then marks the same small heap again every
// few MiB of allocation: a sixth of the CPU of validating 1,000 files that
// declare their own parts (docs/performance.md). Start lets the heap grow
// to five times the live heap between collections (GOGC=400) while the
// live heap is small, and goes back to the default once a collection finds
// more than Threshold live, so that a large catalog parse keeps Go's
// default memory use. This is the idea of the Go compiler's own starting
// heap (cmd/compile's AdjustStartingHeap).
//
// Pause turns the collector off for a burst of allocation whose size is
// bounded and whose memory stays live anyway, such as encoding a catalog
// cache after a parse (docs/performance.md): a collection started there
// marks the whole parsed catalog again, for no garbage.
package gctune

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// Percent is the GOGC value Start sets while the live heap is small.
const Percent = 400

// Threshold is the live heap above which Start's setting is dropped for
// Go's default: with GOGC=400 the heap may grow to five times this.
const Threshold = 64 << 20

var (
	mu sync.Mutex
	// resumeTo is the setting to go back to after a pause; valid while
	// paused > 0.
	resumeTo int
	paused   int
)

// set sets GOGC to p, or after the pause when one is under way.
func set(p int) {
	mu.Lock()
	defer mu.Unlock()
	if paused > 0 {
		resumeTo = p
		return
	}
	debug.SetGCPercent(p)
}

// Start sets GOGC to Percent unless the GOGC environment variable chooses
// a value (the user's choice wins), and arranges to go back to 100 after
// the first collection that leaves more than Threshold bytes live.
func Start() {
	if os.Getenv("GOGC") != "" {
		return
	}
	set(Percent)
	arm()
}

// arm sets a finalizer on a fresh object, which the next collection runs:
// the finalizer checks the live heap and arms again, until the heap is
// large. The object is larger than the tiny allocator's 16 bytes, whose
// shared blocks may keep a finalizer from ever running.
func arm() {
	sentinel := new([64]byte)
	runtime.SetFinalizer(sentinel, func(*[64]byte) {
		if liveHeap() > Threshold {
			set(100)
			return
		}
		arm()
	})
}

// Pause turns the collector off until resume is called, unless the GOGC
// environment variable chooses a setting (the user's choice wins);
// pauses nest. A GOMEMLIMIT still collects near its limit. resume puts
// back the setting of before the pause, or the one Start's check chose
// meanwhile; calling it again does nothing.
func Pause() (resume func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	mu.Lock()
	if paused == 0 {
		resumeTo = debug.SetGCPercent(-1)
	}
	paused++
	mu.Unlock()
	return sync.OnceFunc(func() {
		mu.Lock()
		defer mu.Unlock()
		if paused--; paused == 0 {
			debug.SetGCPercent(resumeTo)
		}
	})
}

func liveHeap() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return Threshold + 1 // unknown: back to the default
	}
	return s[0].Value.Uint64()
}
