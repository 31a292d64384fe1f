package check

import (
	"runtime"
	"sync/atomic"

	"github.com/rigcheck/rigcheck/internal/cost"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// FileResult is one file's share of a run: what Run gathers into a Result,
// and what a streamed report renders before it forgets the file.
type FileResult struct {
	// Index is the file's position among the run's inputs.
	Index int
	Name  string
	Src   []byte
	// Builds are the file's checked builds, in the order they were written.
	Builds []BuildResult
	// Diags are every diagnostic of the file, in the order they were found.
	Diags hw.Diagnostics
}

// Result is the file alone as a Result: its builds, its diagnostics
// sorted, its source.
func (fr *FileResult) Result(strict bool) *Result {
	r := &Result{Files: 1, Builds: fr.Builds, Diagnostics: append(hw.Diagnostics(nil), fr.Diags...),
		Sources: map[string][]byte{fr.Name: fr.Src}, Strict: strict}
	r.Diagnostics.Sort()
	return r
}

// Stream checks n inputs in parallel and calls emit with each file's result
// in input order, as soon as the file and every file before it are done.
// read(i) supplies input i; it is called in order, from one goroutine, and
// never more than a window of files ahead of emit, so that a run holds the
// files being read, checked or waiting for their turn, never all of them:
// memory stays flat in the number of files. Parallelism is bounded by
// GOMAXPROCS and by the memory the files in flight need (see MaxMemory).
// After emit returns an error, no more files are read, and Stream returns
// that error once the files in flight are done.
func Stream(n int, read func(int) Input, opt Options, emit func(*FileResult) error) error {
	if opt.Cost && opt.Catalog != nil {
		opt.costLine = cost.SummaryOf(opt.Catalog)
	}
	procs := runtime.GOMAXPROCS(0)
	window := max(16, 8*procs)
	// ring[i%window] carries file i's result: a file is read only when the
	// file window places before it has been emitted, so no slot is reused
	// too early.
	ring := make([]chan *FileResult, window)
	for i := range ring {
		ring[i] = make(chan *FileResult, 1)
	}
	slots := make(chan struct{}, window)
	budget := memoryBudget()
	mem := newMemSem(budget)
	var stop atomic.Bool
	// procs workers, each a goroutine for the whole run, so that a
	// file's parse does not grow a new goroutine's stack again (a
	// goroutine a file cost a twentieth of the CPU in stack copies). The
	// channel is unbuffered: a file is read when a worker is free.
	type job struct {
		i  int
		w  int64
		in Input
	}
	jobs := make(chan job)
	for range procs {
		go func() {
			for j := range jobs {
				fr := checkOne(j.i, j.in, opt)
				mem.release(j.w)
				ring[j.i%window] <- fr
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := range n {
			slots <- struct{}{}
			if stop.Load() {
				ring[i%window] <- nil
				continue
			}
			in := read(i)
			w := weight(in.Src, budget)
			mem.acquire(w) // in order, so that a large file is not starved
			jobs <- job{i, w, in}
		}
	}()
	var err error
	for i := range n {
		fr := <-ring[i%window]
		if err == nil && fr != nil {
			if err = emit(fr); err != nil {
				stop.Store(true)
			}
		}
		<-slots
	}
	return err
}
