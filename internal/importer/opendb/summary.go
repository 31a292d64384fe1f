package opendb

import (
	"fmt"
	"io"
	"sort"
)

// MaxListed bounds the unmapped values and skip reasons the summary lists
// per kind; the rest are counted in one line.
const MaxListed = 6

// WriteSummary prints what the import did, per kind: parts read, imported,
// merged into embedded parts, OpenDB duplicates, skipped; then, per kind,
// the quality gates that fired, the values rigcheck filled in, the values
// that did not map and why parts were skipped.
func (r *Result) WriteSummary(w io.Writer) {
	fmt.Fprintf(w, "%-12s %6s %8s %6s %10s %7s %6s %8s\n", "kind", "read", "imported", "merged", "duplicates", "skipped", "gated", "unmapped")
	var t KindStats
	for _, s := range r.Stats {
		fmt.Fprintf(w, "%-12s %6d %8d %6d %10d %7d %6d %8d\n", s.Kind, s.Read, s.Imported, s.Merged, s.Duplicates, s.SkippedTotal(), s.GatedTotal(), s.UnmappedTotal())
		t.Read += s.Read
		t.Imported += s.Imported
		t.Merged += s.Merged
		t.Duplicates += s.Duplicates
		t.Gated = addTo(t.Gated, s.Gated)
		t.Skipped = addTo(t.Skipped, s.Skipped)
		t.Unmapped = addTo(t.Unmapped, s.Unmapped)
	}
	fmt.Fprintf(w, "%-12s %6d %8d %6d %10d %7d %6d %8d\n", "total", t.Read, t.Imported, t.Merged, t.Duplicates, t.SkippedTotal(), t.GatedTotal(), t.UnmappedTotal())
	for _, s := range r.Stats {
		if len(s.Gated)+len(s.Filled)+len(s.Unmapped)+len(s.Skipped) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n%s:\n", s.Kind)
		list(w, "gated", s.Gated, 0)
		list(w, "filled", s.Filled, 0)
		list(w, "unmapped", s.Unmapped, MaxListed)
		list(w, "skipped", s.Skipped, MaxListed)
	}
}

func addTo(dst, src map[string]int) map[string]int {
	if dst == nil {
		dst = map[string]int{}
	}
	for k, v := range src {
		dst[k] += v
	}
	return dst
}

// list prints the entries of m, most frequent first, at most max of them
// (all when max is 0).
func list(w io.Writer, label string, m map[string]int, max int) {
	if len(m) == 0 {
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	rest := 0
	if max > 0 && len(keys) > max {
		for _, k := range keys[max:] {
			rest += m[k]
		}
		keys = keys[:max]
	}
	fmt.Fprintf(w, "  %s:\n", label)
	for _, k := range keys {
		fmt.Fprintf(w, "    %6d  %s\n", m[k], k)
	}
	if rest > 0 {
		fmt.Fprintf(w, "    %6d  %s\n", rest, "others")
	}
}
