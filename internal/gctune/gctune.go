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
// Start is called once, by cmd/rigcheck's main and nowhere else: the
// setting belongs to the process, not to a library (internal/arch checks
// that only cmd/rigcheck imports this package).
package gctune

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// Percent is the GOGC value Start sets while the live heap is small.
const Percent = 400

// Threshold is the live heap above which Start's setting is dropped for
// Go's default: with GOGC=400 the heap may grow to five times this.
const Threshold = 64 << 20

// Start sets GOGC to Percent unless the GOGC environment variable chooses
// a value (the user's choice wins), and arranges to go back to 100 after
// the first collection that leaves more than Threshold bytes live.
func Start() {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(Percent)
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
			debug.SetGCPercent(100)
			return
		}
		arm()
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
