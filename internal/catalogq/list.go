package catalogq

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/rules"
)

// ListQuery is one `catalog list`: which parts, in what order, and what to
// do with the ones that do not fit a build.
type ListQuery struct {
	Kind  hw.Kind // "": every kind
	Where *Where  // nil: every part
	Sort  []SortKey
	// Target keeps the parts that fit its build (--fits); nil keeps all.
	Target *Target
	// Why keeps, with a Target, the parts it excludes with their reasons.
	Why bool
	// Limit keeps at most this many parts, and as many excluded; 0: all.
	Limit int
}

// NewListQuery parses --where and --sort for parts of kind k. A --where
// problem is an *ExprError, which draws the expression with a caret.
func NewListQuery(k hw.Kind, where, sort string) (ListQuery, error) {
	q := ListQuery{Kind: k}
	if where != "" {
		w, err := ParseWhere(where, k)
		if err != nil {
			return q, exprError(err)
		}
		q.Where = w
	}
	keys, err := ParseSort(sort, k)
	if err != nil {
		return q, err
	}
	q.Sort = keys
	return q, nil
}

// exprError is the *ExprError inside err, so that the message is the one
// with the caret drawing, else err.
func exprError(err error) error {
	var ee *ExprError
	if errors.As(err, &ee) {
		return ee
	}
	return err
}

// Listing is what `catalog list` shows: the parts that matched, and with
// Why the ones the build excluded.
type Listing struct {
	Kind     hw.Kind
	Parts    []*hw.Part
	Excluded []Verdict
	// Fits is set when the list was filtered against a build (JSON and CSV
	// then carry a fits column).
	Fits bool
	// Warnings holds, by part id, the warning rules a fitting part would
	// add to the build.
	Warnings map[string][]string
}

// List selects the parts of cat (the Target's catalog, with the parts its
// file declares, when there is a Target) that the query keeps, sorted and
// limited; cfg configures the rules a --fits candidate is checked with.
func (q ListQuery) List(cat *catalog.Catalog, cfg *rules.Config) (Listing, error) {
	if q.Target != nil {
		cat = q.Target.Catalog
	}
	parts := cat.Parts(q.Kind)
	if q.Kind == "" && q.Target != nil {
		// Cloud offers have no role in a build.
		parts = slices.DeleteFunc(slices.Clone(parts), func(p *hw.Part) bool { return !hw.IsRole(p.Kind) })
	}
	if q.Where != nil {
		var err error
		if parts, err = q.Where.Filter(parts); err != nil {
			return Listing{}, exprError(err)
		}
	}
	l := Listing{Kind: q.Kind, Parts: parts, Fits: q.Target != nil}
	if q.Target != nil {
		l.Parts = nil
		l.Warnings = map[string][]string{}
		for _, v := range FitAll(q.Target.Build, parts, cfg) {
			if v.Fits {
				l.Parts = append(l.Parts, v.Part)
				l.Warnings[v.Part.ID] = v.Warnings
			} else if q.Why {
				l.Excluded = append(l.Excluded, v)
			}
		}
	}
	Sort(l.Parts, q.Sort)
	if len(l.Excluded) > 0 && len(q.Sort) > 0 {
		ex := make([]*hw.Part, len(l.Excluded))
		byID := map[string]Verdict{}
		for i, v := range l.Excluded {
			ex[i] = v.Part
			byID[v.Part.ID] = v
		}
		Sort(ex, q.Sort)
		for i, p := range ex {
			l.Excluded[i] = byID[p.ID]
		}
	}
	if q.Limit > 0 {
		l.Parts = l.Parts[:min(q.Limit, len(l.Parts))]
		l.Excluded = l.Excluded[:min(q.Limit, len(l.Excluded))]
	}
	return l, nil
}

// ReadTarget reads the --fits build file path (standard input for "-")
// and loads its build named buildName as LoadTargetWith does.
func ReadTarget(cat *catalog.Catalog, path string, stdin io.Reader, buildName string, def *hclfile.Defaults) (*Target, error) {
	f, err := input.ReadArg(path, stdin)
	if err != nil {
		return nil, err
	}
	return LoadTargetWith(cat, f.Path, f.Data, buildName, def)
}

// ParseKind reads a KIND argument; plurals ("gpus") are accepted.
func ParseKind(s string) (hw.Kind, error) {
	k := hw.Kind(strings.ToLower(s))
	if slices.Contains(Kinds, k) {
		return k, nil
	}
	if t := strings.TrimSuffix(string(k), "s"); slices.Contains(Kinds, hw.Kind(t)) {
		return hw.Kind(t), nil
	}
	return "", fmt.Errorf("unknown kind %q. %s", s, suggest.Sentence(s, KindNames()))
}

// KindNames are the Kinds as strings.
func KindNames() []string {
	names := make([]string, len(Kinds))
	for i, k := range Kinds {
		names[i] = string(k)
	}
	return names
}
