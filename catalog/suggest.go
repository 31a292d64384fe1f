package catalog

import (
	"fmt"
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
	"github.com/rigcheck/rigcheck/internal/suggest"
)

// maxOwnParts is how many parts a merge may add and still rank with the
// catalog it merged into: a build file's own parts are found by spelling,
// and the index of the catalog under it, built once (about 0.1 s), is
// shared by every file instead of built per file.
const maxOwnParts = 64

// maxIndexed is the largest catalog that gets a search index of its own:
// indexing takes about 0.3 ms a part, so the 20,000 parts of an OpenDB
// import would cost 6 s on the first unknown id. A larger catalog ranks
// with the index of the catalog it was merged into, and the parts it added
// are found by spelling.
const maxIndexed = 4000

// indexed is the catalog whose search index ranks c's suggestions: c
// itself, or the catalog it merged into when c added only a few parts or
// is too large to index.
func (c *Catalog) indexed() *Catalog {
	for c.parent != nil && (c.added() <= maxOwnParts || c.Len() > maxIndexed) {
		c = c.parent
	}
	return c
}

// matchIndex is the search index of c.indexed(), built the first time a
// suggestion is needed: most runs never need one.
func (c *Catalog) matchIndex() *match.Index {
	ix := c.indexed()
	return ix.Memo(matchKey{}, func() any { return match.New(ix.Parts("")) }).(*match.Index)
}

type matchKey struct{}

// typoEdits is how far an id may be from a catalog id to count as a typo of
// it ("evga-supernova-1600-p3" of "…-p2").
const typoEdits = 2

// SuggestIDs returns up to n ids of kind (every kind when "") for an id that
// is not in the catalog, best first: ids a typo away, then the search
// ranking of `catalog search` (internal/match: words in any order, model
// numbers written together or apart, so "7800x3d" and "rtx-4090" find
// their parts, which edit distance ranks below ids of the same length),
// then, when neither finds anything, the closest ids by spelling.
func (c *Catalog) SuggestIDs(id string, kind hw.Kind, n int) []string {
	if n <= 0 {
		return nil
	}
	ids := c.IDs(kind)
	out := suggest.Within(id, ids, typoEdits, n)
	add := func(s string) {
		if len(out) < n && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	// The parts merged in after the indexed catalog are not in its index:
	// by spelling.
	var own []string
	for x, ix := c, c.indexed(); x != ix; x = x.parent {
		own = append(own, x.ownIDs(kind)...)
	}
	bySpelling := func() {
		for _, s := range suggest.Closest(id, own, n) {
			add(s)
		}
	}
	// A build file's few parts of its own come before the ranking (it
	// names them more often than anything); a large import after it, as
	// spelling ranks thousands of ids worse than the search does.
	if len(own) <= maxOwnParts {
		bySpelling()
	}
	if len(out) < n {
		hits := c.matchIndex().Search(id, kind, n+3)
		if kind == "" {
			// A part id is asked for more often than a cloud offer's:
			// "rtx-4090" means the card before the rental of it.
			slices.SortStableFunc(hits, func(a, b match.Hit) int {
				return boolInt(a.Part.Kind == hw.KindCloud) - boolInt(b.Part.Kind == hw.KindCloud)
			})
		}
		for _, h := range hits {
			add(h.Part.ID)
		}
	}
	if len(own) > maxOwnParts {
		bySpelling()
	}
	if len(out) == 0 {
		out = suggest.Closest(id, ids, n)
	}
	return out
}

// suggestSentence is the "did you mean" of an unknown id: the best id, and
// the others close to it.
func (c *Catalog) suggestSentence(id string, kind hw.Kind) string {
	return suggest.DidYouMean(c.SuggestIDs(id, kind, 3), WhereToLook(kind))
}

// WhereToLook is the detail of an unknown id without a suggestion.
func WhereToLook(kind hw.Kind) string {
	if kind != "" {
		return fmt.Sprintf("See `rigcheck catalog search TEXT` or `rigcheck catalog list %s` for the ids.", kind)
	}
	return "See `rigcheck catalog search TEXT` or `rigcheck catalog list` for the ids."
}

// extendsSuggestion is the "did you mean" of an unknown extends, made while
// the catalog is being assembled (so by spelling, among the ids so far).
func extendsSuggestion(id string, ids []string, kind hw.Kind) string {
	return suggest.DidYouMean(suggest.Closest(id, ids, 3), fmt.Sprintf("See `rigcheck catalog list %s` for the ids.", kind))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
