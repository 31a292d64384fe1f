package catalogq

import (
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestListFitsWhySortLimit: with a Target the list keeps the PSUs that
// fit, with Why the ones that do not, both in the sort order and both cut
// to the limit.
func TestListFitsWhySortLimit(t *testing.T) {
	cat, _ := catalog.Embedded()
	tg, err := LoadTarget(cat, "b.hcl", []byte(fourGPU), "")
	if err != nil {
		t.Fatal(err)
	}
	q, err := NewListQuery(hw.KindPSU, "", "-wattage_w")
	if err != nil {
		t.Fatal(err)
	}
	q.Target, q.Why = tg, true
	all, err := q.List(cat, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !all.Fits || len(all.Parts) == 0 || len(all.Excluded) < 3 {
		t.Fatalf("four 1080 Ti: %d PSUs fit, %d excluded; want some of each", len(all.Parts), len(all.Excluded))
	}
	watts := func(p *hw.Part) float64 { v, _ := p.Num("wattage_w"); return v }
	ex := make([]*hw.Part, len(all.Excluded))
	for i, v := range all.Excluded {
		if v.Fits || len(v.Rules) == 0 {
			t.Errorf("%s is excluded without a rule: %+v", v.Part.ID, v)
		}
		ex[i] = v.Part
	}
	for _, ps := range [][]*hw.Part{all.Parts, ex} {
		if !slices.IsSortedFunc(ps, func(a, b *hw.Part) int { return int(watts(b) - watts(a)) }) {
			t.Errorf("not sorted by -wattage_w: %v", ids(ps))
		}
	}
	q.Limit = 2
	cut, _ := q.List(cat, nil)
	if !slices.Equal(ids(cut.Parts), ids(all.Parts[:min(2, len(all.Parts))])) || !slices.Equal(ids(cut.Excluded), ids(all.Excluded[:2])) {
		t.Errorf("limit 2: %v and %v", ids(cut.Parts), ids(cut.Excluded))
	}
}

func ids[T *hw.Part | Verdict](xs []T) []string {
	var out []string
	for _, x := range xs {
		switch x := any(x).(type) {
		case *hw.Part:
			out = append(out, x.ID)
		case Verdict:
			out = append(out, x.Part.ID)
		}
	}
	return out
}
