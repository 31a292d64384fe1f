package check

import (
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// TestMemSemBoundsWeight: files whose estimated memory adds up to more than
// the budget never run at once.
func TestMemSemBoundsWeight(t *testing.T) {
	const budget = 100
	s := newMemSem(budget)
	var inUse, peak atomic.Int64
	var wg sync.WaitGroup
	for i := range 40 {
		w := int64(10 + i%5*20) // 10…90
		s.acquire(w)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer s.release(w)
			n := inUse.Add(w)
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					break
				}
			}
			inUse.Add(-w)
		}()
	}
	wg.Wait()
	if peak.Load() > budget {
		t.Fatalf("peak %d over the budget %d", peak.Load(), budget)
	}
}

// TestWeightOfHugeList: a 4 MiB list literal weighs the whole budget, so
// it is checked alone (and refused: hclfile.MaxTokens).
func TestWeightOfHugeList(t *testing.T) {
	src := []byte("build \"x\" {\n  budget_usd = [" + strings.Repeat("1,", 2<<20) + "1]\n}\n")
	if w := weight(src, MaxMemory); w != MaxMemory {
		t.Errorf("weight %d, want the budget %d", w, MaxMemory)
	}
	if b := memoryBudget(); b <= 0 || b > MaxMemory {
		t.Errorf("budget %d", b)
	}
}
