package hclfile

import (
	"fmt"
	"sort"
	"strings"

	"github.com/agext/levenshtein"
)

// Suggestions returns up to n candidates close to given, best first. The
// distance allowed grows with the length of the name, since part ids are
// long and typos in them many.
func Suggestions(given string, candidates []string, n int) []string {
	type scored struct {
		s string
		d int
	}
	limit := 2 + len(given)/6
	var hits []scored
	lg := strings.ToLower(given)
	for _, c := range candidates {
		d := levenshtein.Distance(lg, strings.ToLower(c), nil)
		if strings.Contains(c, lg) && len(lg) >= 3 {
			d = min(d, 1)
		}
		if d <= limit {
			hits = append(hits, scored{c, d})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].d != hits[j].d {
			return hits[i].d < hits[j].d
		}
		return hits[i].s < hits[j].s
	})
	var out []string
	for i := 0; i < len(hits) && i < n; i++ {
		out = append(out, hits[i].s)
	}
	return out
}

// suggest returns `Did you mean "x"?`, or a list of the valid values.
func suggest(given string, candidates []string) string {
	if s := Suggestions(given, candidates, 1); len(s) > 0 {
		return fmt.Sprintf("Did you mean %q?", s[0])
	}
	if len(candidates) <= 12 {
		return "Use one of " + quoteList(candidates) + "."
	}
	return ""
}

// Suggest is the exported form of suggest, for other packages' messages.
func Suggest(given string, candidates []string) string { return suggest(given, candidates) }
