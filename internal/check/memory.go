package check

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hclfile"
)

// MaxMemory bounds the memory that the files being checked at once may
// need, by estimate (hclfile.BytesPerToken per token): parallelism is
// bounded by memory as well as by cores, so that eight 4 MiB files no longer
// take 15 GiB at GOMAXPROCS=16. Where the system says how much memory is
// available, half of that is the bound when it is lower.
const MaxMemory = 2 << 30

// memoryBudget is MaxMemory, or half of MemAvailable when that is lower.
func memoryBudget() int64 {
	budget := int64(MaxMemory)
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return budget
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "MemAvailable:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			if err == nil && kb > 0 {
				budget = min(budget, kb<<10/2)
			}
		}
	}
	return max(budget, 64<<20)
}

// weight is the estimated memory of checking src.
func weight(src []byte, budget int64) int64 {
	return min(max(int64(hclfile.RoughTokens(src))*hclfile.BytesPerToken, 1), budget)
}

// memSem is a weighted semaphore over a memory budget: a file that needs
// more than what is free waits; one that needs the whole budget runs alone.
type memSem struct {
	mu   sync.Mutex
	cond *sync.Cond
	free int64
}

func newMemSem(budget int64) *memSem {
	s := &memSem{free: budget}
	s.cond = sync.NewCond(&s.mu)
	return s
}

func (s *memSem) acquire(n int64) {
	s.mu.Lock()
	for s.free < n {
		s.cond.Wait()
	}
	s.free -= n
	s.mu.Unlock()
}

func (s *memSem) release(n int64) {
	s.mu.Lock()
	s.free += n
	s.mu.Unlock()
	s.cond.Broadcast()
}
