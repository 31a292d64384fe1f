package opendb

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// MaxIDLength bounds generated ids; longer slugs are cut at a hyphen.
const MaxIDLength = 80

// words spelled out in ids, so that "80+ Gold" and "Vulcanα" keep their
// meaning in ASCII.
var idWords = map[rune]string{'+': "plus", 'α': "alpha", 'β': "beta", '&': "and"}

// idLetters are the accented letters of OpenDB's names, as their base letter.
var idLetters = map[rune]rune{'ä': 'a', 'á': 'a', 'à': 'a', 'é': 'e', 'è': 'e', 'ë': 'e', 'í': 'i', 'ö': 'o', 'ó': 'o', 'ü': 'u', 'ú': 'u', 'ñ': 'n', 'ç': 'c',
	'Ä': 'a', 'Ö': 'o', 'Ü': 'u', 'É': 'e'}

// slug is the kebab-case id of a product: its name, lower-case ASCII,
// every other run of characters one hyphen, led by the brand when the
// name does not start with it ("brand-family-model[-variant]", SPEC 1.1).
// It depends on the name alone, so an id stays the same from one import
// to the next.
func slug(brand, name string) string {
	s := kebab(name)
	if b := kebab(brand); b != "" && s != b && !strings.HasPrefix(s, b+"-") {
		s = b + "-" + s
	}
	return s
}

func kebab(s string) string {
	var b strings.Builder
	hyphen := false
	put := func(w string) {
		if hyphen && b.Len() > 0 {
			b.WriteByte('-')
		}
		hyphen = false
		b.WriteString(w)
	}
	for _, r := range s {
		if l, ok := idLetters[r]; ok {
			r = l
		}
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			put(string(r))
		case r >= 'A' && r <= 'Z':
			put(string(unicode.ToLower(r)))
		case idWords[r] != "":
			hyphen = true
			put(idWords[r])
			hyphen = true
		default:
			hyphen = true
		}
	}
	return b.String()
}

// idSet hands out ids unique across the embedded catalog and the import.
type idSet struct {
	used map[string]bool
	// next is the first suffix number not yet tried for a cut slug: slugs
	// that share their first MaxIDLength bytes share it, so that the
	// thousands of them an OpenDB file set can hold are numbered in linear
	// time (issue 29: 24,000 took 165 s, each trying every number before).
	next map[string]int
}

func newIDs(emb *catalog.Catalog) *idSet {
	s := &idSet{used: map[string]bool{}, next: map[string]int{}}
	if emb != nil {
		for _, p := range emb.Parts("") {
			s.used[p.ID] = true
		}
	}
	return s
}

// take returns the id for slug s: s itself (cut to MaxIDLength) when it is
// free, else s with "-opendb", then "-opendb-2", "-opendb-3"… Slugs are
// taken in sorted order within a kind and kinds in a fixed order, so the
// same OpenDB files give the same ids.
func (ids *idSet) take(s string, k hw.Kind) string {
	if s == "" {
		s = string(k)
	}
	base := cut(s, MaxIDLength)
	id := base
	n := max(ids.next[base], 1)
	for ; ids.used[id]; n++ {
		suffix := "-opendb"
		if n > 1 {
			suffix += "-" + strconv.Itoa(n)
		}
		id = cut(s, MaxIDLength-len(suffix)) + suffix
	}
	ids.next[base] = n
	ids.used[id] = true
	return id
}

// cut shortens a kebab-case string to at most n bytes, at a hyphen where
// it can.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[:n]
	if i := strings.LastIndexByte(s, '-'); i > n/2 {
		s = s[:i]
	}
	return strings.TrimRight(s, "-")
}
