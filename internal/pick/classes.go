package pick

import (
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Equivalence classes and dominance. Two parts of a kind with the same
// specification — every attribute of SPEC 1.1 for the kind, the slot
// tables — get the same verdict from every rule in every build: the rules
// read nothing else (names, brands, sources and notes only reach messages;
// prices reach the budget through the build's total, which pick adds up
// itself). So of a class only the cheapest members can be in the best
// build: a dearer one is dominated (swapping in the cheaper one keeps
// every verdict and lowers the price, which the objective prefers first —
// perf-per-dollar included, since the specification holds the
// fp16_tflops). Among members of the same price, the tie-breaks decide
// independently per role: more parts of the preferred brand, then the
// smaller id. So each class is searched as one candidate, its
// representative, and the answer is what searching every member would
// give.
//
// A config policy is an expression that may read any attribute, the name
// and price included: with policies, nothing is merged.

// representatives keeps, of parts, one per class: the cheapest, then of
// the preferred brand, then the smallest id. The order of parts is kept
// (the search sorts by price afterwards). Parts are bucketed by a hash of
// their specification and compared exactly within a bucket.
func representatives(parts []*hw.Part, preferBrand string) []*hw.Part {
	if len(parts) < 2 {
		return parts
	}
	head := make(map[uint64]int32, len(parts)) // hash → first class in out, +1
	var next []int32                           // next[i]: the next class of the same hash, +1
	out := make([]*hw.Part, 0, len(parts))
	for _, p := range parts {
		h := hw.SpecHash(p)
		i := head[h] - 1
		for i >= 0 && !hw.SameSpec(out[i], p) {
			i = next[i] - 1
		}
		if i >= 0 {
			if beats(p, out[i], preferBrand) {
				out[i] = p
			}
			continue
		}
		next = append(next, head[h])
		head[h] = int32(len(out)) + 1
		out = append(out, p)
	}
	return out
}

// beats reports whether p is a better representative than q of their class.
func beats(p, q *hw.Part, preferBrand string) bool {
	pu, _ := p.Price()
	qu, _ := q.Price()
	if pc, qc := cents(pu), cents(qu); pc != qc {
		return pc < qc
	}
	if preferBrand != "" {
		pb, qb := strings.EqualFold(p.Common().Brand, preferBrand), strings.EqualFold(q.Common().Brand, preferBrand)
		if pb != qb {
			return pb
		}
	}
	return p.ID < q.ID
}
