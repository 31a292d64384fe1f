package check

import (
	"strings"
	"unicode"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// lookalike is the part of base (the catalog a build file merged into)
// of p's kind that p, a part the file declares, could be read as: one
// whose name it copies, or whose id differs from its own only in case and
// punctuation; "" when none. The index is built once per catalog and kind
// and shared by every file (building it per file cost 1.5 ms a file).
func lookalike(base *catalog.Catalog, p *hw.Part) string {
	idx := base.Memo(lookKey(p.Kind), func() any { return lookIndex(base.Parts(p.Kind)) }).(map[string]string)
	if id, ok := idx["id:"+trivial(p.ID)]; ok {
		return id
	}
	if n := trivial(p.Name()); n != "" {
		return idx["name:"+n]
	}
	return ""
}

type lookKey hw.Kind

// lookIndex maps the trivial forms of the ids and names of parts to the
// first part's id.
func lookIndex(parts []*hw.Part) map[string]string {
	idx := map[string]string{}
	for _, q := range parts {
		for _, k := range []string{"id:" + trivial(q.ID), "name:" + trivial(q.Name())} {
			if _, dup := idx[k]; !dup && k != "name:" {
				idx[k] = q.ID
			}
		}
	}
	return idx
}

// trivial is s with what makes two ids or names differ only trivially
// taken out: case, spaces and punctuation.
func trivial(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToLower(r)
		}
		return -1
	}, s)
}
