package catalogq

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// SortKey is one key of `--sort`: a field, ascending unless Desc.
type SortKey struct {
	Field *Field
	Desc  bool
}

// String is the key as written: "price_usd" or "-price_usd".
func (k SortKey) String() string {
	if k.Desc {
		return "-" + k.Field.Name
	}
	return k.Field.Name
}

// ParseSort reads `--sort FIELD,-FIELD`: comma-separated fields of kind k,
// each ascending or, with a leading "-", descending. An unknown field is an
// error with the closest field names.
func ParseSort(spec string, k hw.Kind) ([]SortKey, error) {
	var keys []SortKey
	for _, s := range strings.Split(spec, ",") {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		desc := false
		if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
			desc = s[0] == '-'
			s = s[1:]
		}
		f, ok := LookupField(k, s)
		if !ok {
			return nil, fmt.Errorf("--sort: %s", unknownField(s, k))
		}
		keys = append(keys, SortKey{Field: f, Desc: desc})
	}
	if len(keys) == 0 && strings.TrimSpace(spec) != "" {
		return nil, fmt.Errorf("--sort %q names no field; write e.g. --sort -vram_gb,price_usd", spec)
	}
	return keys, nil
}

// Sort orders parts by the keys, stably (parts equal on every key keep
// their order, which for catalog lists is by id). Parts that lack a key's
// field sort after those that have it, in either direction.
func Sort(parts []*hw.Part, keys []SortKey) {
	if len(keys) == 0 {
		return
	}
	type row struct {
		p    *hw.Part
		vals []hw.Value
		oks  []bool
	}
	rows := make([]row, len(parts))
	for i, p := range parts {
		r := row{p: p, vals: make([]hw.Value, len(keys)), oks: make([]bool, len(keys))}
		for j, k := range keys {
			r.vals[j], r.oks[j] = k.Field.Get(p)
		}
		rows[i] = r
	}
	slices.SortStableFunc(rows, func(a, b row) int {
		for j, k := range keys {
			if a.oks[j] != b.oks[j] {
				if a.oks[j] {
					return -1
				}
				return 1
			}
			if !a.oks[j] {
				continue
			}
			c := compareValues(a.vals[j], b.vals[j])
			if k.Desc {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return 0
	})
	for i := range rows {
		parts[i] = rows[i].p
	}
}

func compareValues(a, b hw.Value) int {
	switch a.Type {
	case hw.TNumber, hw.TInt:
		return cmp.Compare(a.Num, b.Num)
	case hw.TBool:
		return cmp.Compare(boolInt(a.Bool), boolInt(b.Bool))
	case hw.TStringList:
		return cmp.Compare(strings.ToLower(strings.Join(a.List, ",")), strings.ToLower(strings.Join(b.List, ",")))
	case hw.TNumberList:
		return slices.Compare(a.Nums, b.Nums)
	}
	return cmp.Compare(strings.ToLower(a.Str), strings.ToLower(b.Str))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
