// Package match finds catalog parts from the text people write about them:
// a search box query ("7800x3d", "RTX 4090", "64 GB (2 x 32 GB)") ranked
// over names, brands, ids and model numbers, and the strict resolution of a
// shop's product title ("Corsair RM1000x (2021) 1000 W 80+ Gold Certified
// Fully Modular ATX Power Supply") to the one catalog part it names, or to
// none.
//
// Nothing here knows any part: what a name's words mean comes from the
// catalog itself (which words every part of a family shares, how rare a
// word is) and from the attributes parts carry (capacity, wattage, module
// layout, VRAM, cores, socket), so a larger catalog matches more without
// code changes. What the package does know is the vocabulary shops use
// around a name: units ("1000 W", "4.5 GHz"), layouts ("2 x 32 GB") and
// the descriptions PCPartPicker appends ("Video Card", "Fully Modular").
package match

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bounds on the text one query or one line may make the package look at,
// so that no input (a 4 MiB paste, a line of 10,000 words) costs more than
// a short product title does.
const (
	MaxQueryBytes = 512
	MaxTokens     = 40
	MaxTokenBytes = 40
)

// token is one word of a text: a run of letters and digits (with a
// trailing "+", as in "80+" and "G+"), lower-cased.
type token struct {
	s          string
	start, end int  // byte offsets in the normalised text
	paren      bool // written inside parentheses
	attr       bool // part of an attribute phrase ("1000 W", "2 x 32 GB")
	desc       bool // part of a shop's description ("Video Card")
}

// normalise lower-cases s, cuts it to MaxQueryBytes on a rune boundary,
// and replaces the typographic quotes and dashes shops use with ASCII.
func normalise(s string) string {
	if len(s) > MaxQueryBytes {
		cut := MaxQueryBytes
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut]
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch r {
		case '”', '“', '″':
			r = '"'
		case '’', '‘':
			r = '\''
		case '–', '—', '‑':
			r = '-'
		case '×':
			r = 'x'
		case utf8.RuneError:
			r = ' '
		}
		if unicode.IsControl(r) {
			r = ' '
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

func isWord(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// tokenize splits normalised text into tokens, at most MaxTokens of them.
func tokenize(s string) []token {
	var out []token
	depth := 0
	i := 0
	for i < len(s) && len(out) < MaxTokens {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == '(' || r == '[':
			depth++
			i += n
			continue
		case r == ')' || r == ']':
			if depth > 0 {
				depth--
			}
			i += n
			continue
		case !isWord(r):
			i += n
			continue
		}
		start := i
		for i < len(s) {
			r, n := utf8.DecodeRuneInString(s[i:])
			if !isWord(r) {
				break
			}
			i += n
		}
		end := i
		if i < len(s) && s[i] == '+' {
			if j := i + 1; j >= len(s) || !isWord(rune(s[j])) {
				end = i + 1
				i++
			}
		}
		w := s[start:end]
		if len(w) > MaxTokenBytes {
			w = w[:MaxTokenBytes]
		}
		out = append(out, token{s: w, start: start, end: end, paren: depth > 0})
	}
	return out
}

// hasDigit reports whether a token carries a number, which makes it a model
// number ("7950x", "rm1000x", "z5") rather than a word.
func hasDigit(s string) bool {
	for _, r := range s {
		if r >= '0' && r <= '9' {
			return true
		}
	}
	return false
}

// grams returns the words of ts and the concatenations of up to three
// neighbours, so that "RTX 4090" meets "rtx4090", "G.Skill" meets
// "gskill" and "Wi-Fi" meets "wifi".
func grams(ts []string) map[string]bool {
	out := make(map[string]bool, len(ts)*3)
	for i := range ts {
		w := ts[i]
		out[w] = true
		for j := i + 1; j < len(ts) && j < i+3; j++ {
			w += ts[j]
			out[w] = true
		}
	}
	return out
}
