package match

import (
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// query is one text prepared for matching against parts of one kind.
type query struct {
	// ident are the words that say which product it is: neither
	// attributes ("1000 W") nor shop descriptions ("Power Supply").
	ident []string
	// present holds every word outside attribute phrases, and their
	// concatenations, and the initials of the leading words.
	present map[string]bool
	// initials maps the initials of the first two or three words
	// ("western digital" → "wd") to how many words they stand for.
	initials map[string]int
	attrs    Attrs
	// words are every word of the text, attribute phrases included.
	words map[string]bool
	// lead is the text's first word as written, for messages.
	lead string
}

func newQuery(text string, k hw.Kind) *query {
	an := analyse(normalise(text), k)
	q := &query{attrs: an.attrs, initials: map[string]int{}, words: map[string]bool{}}
	head := text
	if len(head) > MaxQueryBytes {
		head = head[:MaxQueryBytes]
	}
	if f := strings.Fields(head); len(f) > 0 {
		q.lead = strings.ToValidUTF8(strings.TrimFunc(f[0], func(r rune) bool { return !isWord(r) }), "")
		if len(q.lead) > MaxTokenBytes {
			q.lead = strings.ToValidUTF8(q.lead[:MaxTokenBytes], "")
		}
	}
	var words []string
	for _, t := range an.tokens {
		q.words[t.s] = true
		if t.attr {
			continue
		}
		words = append(words, t.s)
		if !t.desc {
			q.ident = append(q.ident, t.s)
		}
	}
	q.present = grams(words)
	for n := 2; n <= 3 && n <= len(q.ident); n++ {
		ini := ""
		ok := true
		for _, w := range q.ident[:n] {
			if hasDigit(w) {
				ok = false
				break
			}
			ini += w[:1]
		}
		if ok {
			q.initials[ini] = n
			q.present[ini] = true
		}
	}
	return q
}

// hasNumber reports whether whole-number word w is a number the query's
// attributes state and the entry's attributes agree with.
func (q *query) hasNumber(w string, e *entry) bool {
	n, err := strconv.Atoi(w)
	if err != nil || n == 0 {
		return false
	}
	in := func(ns []int) bool {
		for _, x := range ns {
			if x == n {
				return true
			}
		}
		return false
	}
	return in(q.attrs.numbers()) && in(e.attrs.numbers())
}

// splitNumber reports whether model word w ("cx430") is a word of the
// query ("cx") followed by a number that the query's attributes state and
// the entry's agree with ("430 W").
func (q *query) splitNumber(w string, e *entry) bool {
	i := strings.IndexFunc(w, func(r rune) bool { return r >= '0' && r <= '9' })
	if i <= 0 || !q.present[w[:i]] {
		return false
	}
	return q.hasNumber(w[i:], e)
}

func (q *query) anyPresent(ws []string) bool {
	for _, w := range ws {
		if q.present[w] {
			return true
		}
	}
	return false
}
