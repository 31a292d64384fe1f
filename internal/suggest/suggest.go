// Package suggest makes rigcheck's "did you mean" suggestions: for rule
// ids, attribute and field names, enum values, kinds and part ids. It is the
// one implementation every message uses, and it bounds its work by the
// length of what it is given, since that text comes from user files.
package suggest

import (
	"fmt"
	"sort"
	"strings"

	"github.com/agext/levenshtein"
)

// MaxInput is the longest text that gets suggestions: no name or id is
// longer, and edit distance costs the product of the two lengths.
const MaxInput = 200

type scored struct {
	s string
	d int
	// prefix: the candidate is the text given and a suffix of its own
	// ("…-7950" and "x", "rtx-4090" and "-fe"); at one distance it ranks
	// before a candidate that changes a character ("…-7900").
	prefix bool
}

// extends reports whether lc is lg followed by a suffix that starts a new
// word or kind of character: a model's suffix ("7950x"), not one more
// digit of the same number ("0123" is not "01230").
func extends(lc, lg string) bool {
	if lg == "" || len(lc) <= len(lg) || !strings.HasPrefix(lc, lg) {
		return false
	}
	last, next := lg[len(lg)-1], lc[len(lg)]
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	return next == '-' || next == ' ' || next == '_' || digit(last) != digit(next)
}

// Closest returns up to n candidates close to given, best first: the
// nearest by edit distance (the distance allowed grows with the length, as
// part ids are long and typos in them many; a candidate that contains the
// text counts as distance 1), else the candidates that share the most of
// its words ("nvidia-gtx-1080ti" finds "nvidia-geforce-gtx-1080-ti-fe").
func Closest(given string, candidates []string, n int) []string {
	if len(given) > MaxInput || n <= 0 {
		return nil
	}
	limit := 2 + len(given)/6
	var hits []scored
	lg := strings.ToLower(given)
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if len(lc) > len(lg)+limit+40 && !strings.Contains(lc, lg) {
			continue // too long to be within the limit
		}
		d := levenshtein.Distance(lg, lc, nil)
		if len(lg) >= 3 && strings.Contains(lc, lg) {
			d = min(d, 1)
		}
		if d <= limit {
			hits = append(hits, scored{c, d, extends(lc, lg)})
		}
	}
	if len(hits) == 0 {
		hits = byWords(lg, candidates)
	}
	return best(hits, n)
}

// byWords scores candidates by the letters of given's words they contain;
// the score is negated into a distance so that Closest sorts both alike.
func byWords(lg string, candidates []string) []scored {
	words := strings.FieldsFunc(lg, func(r rune) bool { return r == '-' || r == '_' || r == ' ' })
	total := len(strings.Join(words, ""))
	var hits []scored
	for _, c := range candidates {
		lc := strings.ToLower(c)
		flat := strings.ReplaceAll(lc, "-", "")
		score := 0
		for _, w := range words {
			if strings.Contains(lc, w) || strings.Contains(flat, w) {
				score += len(w)
			}
		}
		if score > 0 && score*2 >= total {
			hits = append(hits, scored{s: c, d: -score})
		}
	}
	return hits
}

// Sentence returns `Did you mean "x"?`, or for a short list of candidates
// the list of valid values, or "" when nothing is close.
func Sentence(given string, candidates []string) string {
	if s := Closest(given, candidates, 1); len(s) > 0 {
		return fmt.Sprintf("Did you mean %q?", s[0])
	}
	if len(candidates) <= 12 {
		return "Use one of " + List(candidates) + "."
	}
	return ""
}

// DidYouMean offers ids, best first: `Did you mean "a"? Others close to
// it: "b", "c".`; none when there are no ids.
func DidYouMean(ids []string, none string) string {
	if len(ids) == 0 {
		return none
	}
	s := fmt.Sprintf("Did you mean %q?", ids[0])
	if len(ids) > 1 {
		s += " Others close to it: " + List(ids[1:]) + "."
	}
	return s
}

// List quotes values and joins them with commas: "a", "b", "c".
func List(values []string) string {
	q := make([]string, len(values))
	for i, v := range values {
		q[i] = fmt.Sprintf("%q", v)
	}
	return strings.Join(q, ", ")
}

// Within returns up to n candidates at most edits edits from given (case
// folded), nearest first and then by name: the typos of given, without the
// looser matches of Closest.
func Within(given string, candidates []string, edits, n int) []string {
	if len(given) > MaxInput || n <= 0 {
		return nil
	}
	lg := strings.ToLower(given)
	var hits []scored
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if d := len(lc) - len(lg); d > edits || -d > edits {
			continue
		}
		if d := levenshtein.Distance(lg, lc, nil); d <= edits {
			hits = append(hits, scored{c, d, extends(lc, lg)})
		}
	}
	return best(hits, n)
}

// best returns the n best hits' names: nearest first, then those that
// start with the text given, then by name.
func best(hits []scored, n int) []string {
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].d != hits[j].d {
			return hits[i].d < hits[j].d
		}
		if hits[i].prefix != hits[j].prefix {
			return hits[i].prefix
		}
		return hits[i].s < hits[j].s
	})
	out := make([]string, 0, min(n, len(hits)))
	for i := 0; i < len(hits) && i < n; i++ {
		out = append(out, hits[i].s)
	}
	return out
}
