package match

import (
	"math"
	"sort"
	"strings"
	"unicode"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lazyre"
)

// entry is one part as the matcher sees it.
type entry struct {
	part *hw.Part
	// required are the words of the name outside parentheses that are not
	// attributes or shop descriptions: a text that names the part has them
	// ("corsair", "rm1000x").
	required []string
	// optional are the words in parentheses: model numbers ("mz-v8p2t0"),
	// years ("2021"), qualifiers ("used"). A text may leave them out.
	optional []string
	brand    []string
	// words holds every word of the name, brand and id, and their
	// concatenations: what a text's words may be explained by.
	words map[string]bool
	attrs Attrs
	// named are the attributes the name itself states, which a text
	// must not contradict either (a community part's capacity_gb of
	// 1000 under a name that says 1.5TB).
	named Attrs
	// codes are the maker's part numbers the catalog gives (in the name's
	// parentheses, or "Part F4-3200C16D-32GVK" in the notes), squashed to
	// letters and digits.
	codes []string
	// partNumbers are the part_numbers attribute's, squashed: community
	// data, which only chooses among parts a title fits.
	partNumbers []string
}

// Index is a catalog prepared for Search and Resolve. It is safe for
// concurrent use once built.
type Index struct {
	entries  []*entry
	byKind   map[hw.Kind][]*entry
	postings map[string][]*entry
	// required maps kind → word → the parts of that kind that require it.
	required map[hw.Kind]map[string][]*entry
	df       map[string]int
	vocab    []string
}

// New indexes parts (every kind, cloud offers included).
func New(parts []*hw.Part) *Index {
	ix := &Index{
		byKind:   map[hw.Kind][]*entry{},
		postings: map[string][]*entry{},
		required: map[hw.Kind]map[string][]*entry{},
		df:       map[string]int{},
	}
	for _, p := range parts {
		e := newEntry(p)
		ix.entries = append(ix.entries, e)
		ix.byKind[p.Kind] = append(ix.byKind[p.Kind], e)
		for w := range e.words {
			ix.postings[w] = append(ix.postings[w], e)
		}
		seen := map[string]bool{}
		for _, w := range e.unigrams() {
			if !seen[w] {
				seen[w] = true
				ix.df[w]++
			}
		}
		rk := ix.required[p.Kind]
		if rk == nil {
			rk = map[string][]*entry{}
			ix.required[p.Kind] = rk
		}
		for _, w := range dedupe(e.required) {
			rk[w] = append(rk[w], e)
		}
	}
	for w := range ix.df {
		ix.vocab = append(ix.vocab, w)
	}
	sort.Strings(ix.vocab)
	return ix
}

func newEntry(p *hw.Part) *entry {
	e := &entry{part: p, attrs: partAttrs(p)}
	name := normalise(p.Name())
	an := analyse(name, p.Kind)
	e.attrs.merge(an.attrs)
	e.named = an.attrs
	var nameWords []string
	for i, t := range an.tokens {
		nameWords = append(nameWords, t.s)
		switch {
		case t.attr || t.desc:
		// The series a name gives ("Graphite Series 760T") may go
		// unsaid, as a word in parentheses may: shops write "Corsair
		// 760T".
		case t.paren || i+1 < len(an.tokens) && an.tokens[i+1].desc && an.tokens[i+1].s == "series":
			e.optional = append(e.optional, t.s)
		default:
			e.required = append(e.required, t.s)
		}
	}
	for _, t := range tokenize(normalise(p.Common().Brand)) {
		e.brand = append(e.brand, t.s)
	}
	idWords := strings.Split(p.ID, "-")
	e.words = grams(nameWords)
	for w := range grams(e.brand) {
		e.words[w] = true
	}
	for w := range grams(idWords) {
		e.words[w] = true
	}
	e.codes = partCodes(p)
	if pns, ok := p.Common().PartNumbers.Get(); ok {
		for _, c := range pns {
			if c = squash(c); isCode(c) {
				e.partNumbers = append(e.partNumbers, c)
			}
		}
	}
	if len(e.required) == 0 {
		// A name that is all attributes ("Samsung 32 GB DDR4-3200 ECC
		// RDIMM" minus its brand) still needs words to be found by.
		for _, t := range an.tokens {
			if !t.paren {
				e.required = append(e.required, t.s)
			}
		}
	}
	return e
}

// unigrams are the single words of the entry, for document frequencies.
func (e *entry) unigrams() []string {
	out := append(append([]string{}, e.required...), e.optional...)
	out = append(out, e.brand...)
	return append(out, strings.Split(e.part.ID, "-")...)
}

// idf weighs a word by how few parts use it: "4090" says more than "rtx".
func (ix *Index) idf(w string) float64 {
	n := float64(len(ix.entries))
	return math.Log(1 + (n+1)/float64(ix.df[w]+1))
}

func dedupe(ws []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

var (
	parenGroup = lazyre.New(`\(([^()]*)\)`)
	notesCode  = lazyre.New(`\b(?:[Pp]arts?|P/N|MPN|SKU)\s*:?\s+([A-Z0-9][A-Za-z0-9/.-]{5,})`)
)

// partCodes collects a part's maker part numbers.
func partCodes(p *hw.Part) []string {
	var raw []string
	for _, m := range parenGroup().FindAllStringSubmatch(p.Name(), 4) {
		raw = append(raw, strings.Fields(strings.ReplaceAll(m[1], ",", " "))...)
	}
	for _, m := range notesCode().FindAllStringSubmatch(p.Common().Notes, 4) {
		raw = append(raw, m[1])
	}

	var out []string
	for _, c := range raw {
		if c = squash(c); isCode(c) {
			out = append(out, c)
		}
	}
	return out
}

// squash keeps the letters and digits of s, lower-cased.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if isWord(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}

// isCode reports whether a squashed word looks like a part number: long
// enough not to turn up by chance, with letters and digits.
func isCode(s string) bool {
	if len(s) < 8 || len(s) > 40 || !hasDigit(s) {
		return false
	}
	return strings.IndexFunc(s, unicode.IsLetter) >= 0
}
