package report

import (
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CommunityLine is the line the text and Markdown reports add to a
// build's summary when some of its parts are community data (see
// check.CommunityParts), or "".
func CommunityLine(b *hw.Build) string {
	if b == nil {
		return ""
	}
	var names []string
	sources := map[string]bool{}
	for _, p := range b.CommunityParts(nil) {
		names = append(names, p.ShortName())
		src := p.Common().DataSource
		if n, ok := hw.DataSourceNames[src]; ok {
			src = n
		}
		sources[src] = true
	}
	if len(names) == 0 {
		return ""
	}
	var src []string
	for s := range sources {
		src = append(src, s)
	}
	sort.Strings(src)
	return "community data (" + strings.Join(src, ", ") + ", not checked against the makers): " + strings.Join(names, "; ")
}
