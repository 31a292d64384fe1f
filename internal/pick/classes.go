package pick

import (
	"math"
	"strconv"
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
// (the search sorts by price afterwards).
func representatives(parts []*hw.Part, preferBrand string) []*hw.Part {
	if len(parts) < 2 {
		return parts
	}
	best := make(map[string]int, len(parts)) // signature → index in out
	out := make([]*hw.Part, 0, len(parts))
	var buf []byte
	for _, p := range parts {
		buf = signature(buf[:0], p)
		i, ok := best[string(buf)]
		if !ok {
			best[string(buf)] = len(out)
			out = append(out, p)
			continue
		}
		if beats(p, out[i], preferBrand) {
			out[i] = p
		}
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
		pb, qb := strings.EqualFold(p.Str("brand"), preferBrand), strings.EqualFold(q.Str("brand"), preferBrand)
		if pb != qb {
			return pb
		}
	}
	return p.ID < q.ID
}

// signature appends to buf an exact encoding of what the rules read of p:
// each kind-specific attribute of the schema, in schema order, with
// whether it is set, and the slot tables.
func signature(buf []byte, p *hw.Part) []byte {
	buf = append(buf, p.Kind...)
	for _, a := range hw.KindAttrs[p.Kind] {
		v, ok := p.Attrs[a.Name]
		buf = append(buf, '|')
		if !ok {
			continue
		}
		buf = append(buf, byte('0'+v.Type))
		switch v.Type {
		case hw.TNumber, hw.TInt:
			buf = strconv.AppendUint(buf, math.Float64bits(v.Num), 16)
		case hw.TString:
			buf = strconv.AppendQuote(buf, v.Str)
		case hw.TBool:
			buf = strconv.AppendBool(buf, v.Bool)
		case hw.TStringList:
			for _, s := range v.List {
				buf = strconv.AppendQuote(buf, s)
			}
		case hw.TNumberList:
			for _, x := range v.Nums {
				buf = strconv.AppendUint(buf, math.Float64bits(x), 16)
				buf = append(buf, ',')
			}
		default:
			// A type this encoding does not know: keep the part apart.
			buf = strconv.AppendQuote(buf, p.ID)
		}
	}
	for _, s := range p.Slots {
		buf = append(buf, "|s"...)
		for _, x := range []int{s.Position, s.Size, s.Lanes, s.Gen} {
			buf = strconv.AppendInt(buf, int64(x), 10)
			buf = append(buf, ',')
		}
		buf = strconv.AppendQuote(buf, s.Source)
	}
	for _, s := range p.M2 {
		buf = append(buf, "|m"...)
		buf = strconv.AppendQuote(buf, s.Interface)
		buf = strconv.AppendQuote(buf, s.Source)
		buf = strconv.AppendInt(buf, int64(s.Gen), 10)
	}
	return buf
}
