package catalogq

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Lookup is the part id of cat, or an error that names up to three ids
// it may have meant (SuggestIDs).
func Lookup(cat *catalog.Catalog, id string) (*hw.Part, error) {
	if p := cat.Lookup(id); p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("no part %q in the catalog. %s", id, didYouMean(SuggestIDs(cat, id, "", 3)))
}

func didYouMean(ids []string) string {
	switch len(ids) {
	case 0:
		return "See `rigcheck catalog list` for the ids."
	case 1:
		return fmt.Sprintf("Did you mean %q?", ids[0])
	}
	q := make([]string, len(ids))
	for i, id := range ids {
		q[i] = fmt.Sprintf("%q", id)
	}
	return "Did you mean one of " + strings.Join(q, ", ") + "?"
}
