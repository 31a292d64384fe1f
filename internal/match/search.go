package match

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Hit is one search result.
type Hit struct {
	Part *hw.Part
	// Score orders hits; it is comparable only within one search.
	Score float64
}

// Match qualities of one query word against one word of a part.
const (
	qExact   = 1.0
	qPrefix  = 0.75 // "7950" of "7950x", "rtx40" of "rtx4090"
	qLonger  = 0.45 // "7800x3d" of "7800x": the query says more
	qTypo    = 0.55 // one edit: "5800x3d" for "7800x3d"
	qTypo2   = 0.35 // two edits in a long word
	maxFuzzy = 8    // query words that may be matched fuzzily
)

// Search ranks the parts of kind k (every kind when k is "") for a search
// box query: its words in any order against names, brands, ids and model
// numbers (whole, as prefixes, or one typo away), weighted by how rare
// each word is in the catalog, plus the attributes the query states
// ("64 GB (2 x 32 GB)", "1000 W", "24 GB", "DDR5-6000", "AM5") agreeing
// or disagreeing with the part's. It returns at most limit hits, best
// first. The work is bounded by MaxQueryBytes and MaxTokens whatever the
// query.
func (ix *Index) Search(text string, k hw.Kind, limit int) []Hit {
	text, hint := kindHint(normalise(text))
	if k != "" {
		hint = ""
	}
	hits := ix.search(newQuery(text, k), k, -1)
	if hint != "" {
		// "am5 motherboard": the words name the kind; parts of it first.
		for i := range hits {
			if hits[i].Part.Kind == hint {
				hits[i].Score += 1
			}
		}
		sortHits(hits)
	}
	if limit >= 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	return hits
}

// kindWord is a pattern of words that name a kind.
type kindWord struct {
	re *regexp.Regexp
	k  hw.Kind
}

// kindWords are the words a query may use to say which kind it wants,
// compiled the first time a query asks (every command's start-up paid for
// them before, and for the package's other patterns: about 0.7 ms).
var kindWords = sync.OnceValue(func() []kindWord {
	return []kindWord{
		{regexp.MustCompile(`\b(?:cpu cooler|coolers?|aio)\b`), hw.KindCooler},
		{regexp.MustCompile(`\b(?:motherboards?|mainboards?|mobo)\b`), hw.KindMotherboard},
		{regexp.MustCompile(`\b(?:video cards?|graphics cards?|gpus?)\b`), hw.KindGPU},
		{regexp.MustCompile(`\b(?:power supply|power supplies|psus?)\b`), hw.KindPSU},
		{regexp.MustCompile(`\b(?:processors?|cpus?)\b`), hw.KindCPU},
		{regexp.MustCompile(`\b(?:memory|ram)\b`), hw.KindMemory},
		{regexp.MustCompile(`\b(?:ssds?|hdds?|solid state drives?|hard drives?|storage)\b`), hw.KindStorage},
		{regexp.MustCompile(`\b(?:cases|case|chassis)\b`), hw.KindCase},
	}
})

// kindHint removes the words that name a kind from s and returns the kind
// they name ("" for none, or when they name more than one).
func kindHint(s string) (string, hw.Kind) {
	var hint hw.Kind
	for _, kw := range kindWords() {
		if kw.re.MatchString(s) {
			if hint != "" && hint != kw.k {
				return s, ""
			}
			hint = kw.k
			s = kw.re.ReplaceAllString(s, " ")
		}
	}
	return s, hint
}

func sortHits(hits []Hit) {
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		if li, lj := len(hits[i].Part.Name()), len(hits[j].Part.Name()); li != lj {
			return li < lj
		}
		return hits[i].Part.ID < hits[j].Part.ID
	})
}

// search ranks for q; limit < 0 means every hit.
func (ix *Index) search(q *query, k hw.Kind, limit int) []Hit {
	if limit == 0 {
		return nil
	}
	words := dedupe(q.ident)
	matches := make([]map[string]float64, len(words))
	weights := make([]float64, len(words))
	var total float64
	fuzzy := 0
	for i, w := range words {
		weights[i] = ix.idf(w)
		total += weights[i]
		m := map[string]float64{}
		if _, ok := ix.postings[w]; ok {
			m[w] = qExact
		}
		for g := range ix.postings {
			switch {
			case g == w:
			case len(w) >= 2 && strings.HasPrefix(g, w):
				m[g] = max(m[g], qPrefix)
			case len(g) >= 3 && strings.HasPrefix(w, g):
				m[g] = max(m[g], qLonger)
			}
		}
		if m[w] != qExact && len(w) >= 4 && len(w) <= 20 && fuzzy < maxFuzzy {
			fuzzy++
			for _, v := range ix.vocab {
				if hasDigit(w) && len(v) != len(w) {
					continue // a model number with a digit more or less is another model
				}
				if d := distance(w, v, 2); d == 1 {
					q := qTypo
					if hasDigit(w) && letters(w) != letters(v) {
						q = qTypo2 // "7950x" for "7950": another model line
					}
					m[v] = max(m[v], q)
				} else if d == 2 && len(w) >= 7 {
					m[v] = max(m[v], qTypo2)
				}
			}
		}
		matches[i] = m
	}
	seen := map[*entry]bool{}
	var cands []*entry
	for _, m := range matches {
		for g := range m {
			for _, e := range ix.postings[g] {
				if !seen[e] {
					seen[e] = true
					cands = append(cands, e)
				}
			}
		}
	}
	hasAttrs := q.attrs != (Attrs{})
	if hasAttrs {
		for _, e := range ix.entries {
			if !seen[e] && q.attrs.agreements(e.attrs) > 0 {
				seen[e] = true
				cands = append(cands, e)
			}
		}
	}
	var hits []Hit
	for _, e := range cands {
		if k != "" && e.part.Kind != k {
			continue
		}
		var got float64
		matched := map[string]bool{}
		numbers, numbersHit := 0, 0
		for i, m := range matches {
			best := 0.0
			var at string
			for g := range e.words {
				if v := m[g]; v > best {
					best, at = v, g
				}
			}
			got += weights[i] * best
			if best >= qPrefix {
				matched[at] = true
			}
			if hasDigit(words[i]) {
				numbers++
				if best > 0 {
					numbersHit++
				}
			}
		}
		if numbers > 0 && numbersHit == 0 {
			continue // "rtx 4090" is about a 4090, not every RTX
		}
		score := 0.0
		if total > 0 {
			score = got / total
		}
		if req := dedupe(e.required); len(req) > 0 {
			n := 0
			for _, w := range req {
				if matched[w] {
					n++
				}
			}
			score += 0.1 * float64(n) / float64(len(req))
		}
		cs := q.attrs.conflicts(e.attrs)
		agree, conflict := q.attrs.agreements(e.attrs), len(cs)
		score += 0.15*float64(agree) - 0.25*float64(conflict)
		if slices.Contains(cs, "form factor") {
			// A board of another size is another class of product: an
			// ATX line's suggestions are ATX boards before a Mini-ITX one
			// that shares more of its words.
			score -= 0.5
		}
		if total > 0 && got/total < 0.3 || total == 0 && (agree == 0 || conflict > 0) {
			continue
		}
		hits = append(hits, Hit{Part: e.part, Score: score})
	}
	sortHits(hits)
	if limit >= 0 && len(hits) > limit {
		hits = hits[:limit]
	}
	return hits
}

// distance is the Levenshtein distance of a and b, or limit+1 when it is
// more than limit; it gives up early so that long words cost little.
func distance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
			low = min(low, cur[j])
		}
		if low > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func letters(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return -1
		}
		return r
	}, s)
}
