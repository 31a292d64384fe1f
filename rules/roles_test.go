package rules

import (
	"reflect"
	"strings"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestCheckRolesInterleaved: blocks of one role apart in the file (cpu,
// gpu, cpu, psu, gpu, psu, psu) are all counted, the second of each is the
// one reported, and no role's blocks are lost to another's.
func TestCheckRolesInterleaved(t *testing.T) {
	item := func(role hw.Kind, id string, line int) *hw.Item {
		return &hw.Item{Role: role, ID: id, Count: 1, Part: &hw.Part{Kind: role, ID: id},
			Range: hcl.Range{Filename: "b.hcl", Start: hcl.Pos{Line: line}}}
	}
	b := &hw.Build{Name: "b", Items: []*hw.Item{
		item(hw.KindCPU, "c1", 1), item(hw.KindGPU, "g", 2), item(hw.KindCPU, "c2", 3),
		item(hw.KindMotherboard, "m", 4), item(hw.KindMemory, "r", 5),
		item(hw.KindPSU, "p1", 6), item(hw.KindGPU, "g2", 7), item(hw.KindPSU, "p2", 8), item(hw.KindPSU, "p3", 9),
	}}
	b.Items[3].Count = 2 // after a GPU block: its slice must not be overwritten by the next GPU
	var got []string
	checkRoles(b, func(d hw.Diagnostic) { got = append(got, d.Message+" @"+string(rune('0'+d.Range.Start.Line))) })
	want := []string{`build "b" has 2 cpu blocks; it takes one @3`, "count = 2 for the motherboard; a build takes one @4", "the build has 3 PSUs; it takes at most 2 @9"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRoleIndex: the index gives what hw.Build.Role gives, for every role,
// with items without a part left out, and a caller's append never writes
// into another role's list.
func TestRoleIndex(t *testing.T) {
	b := &hw.Build{Items: []*hw.Item{
		{Role: hw.KindGPU, ID: "g1", Part: &hw.Part{}}, {Role: hw.KindCPU, ID: "c", Part: &hw.Part{}},
		{Role: hw.KindGPU, ID: "g2", Part: &hw.Part{}}, {Role: hw.KindGPU, ID: "missing"},
		{Role: hw.KindPSU, ID: "p", Part: &hw.Part{}},
	}}
	x := indexRoles(b)
	for _, k := range append(hw.Roles, hw.KindCloud) {
		if got, want := x.role(k), b.Role(k); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: index %v, Build.Role %v", k, got, want)
		}
	}
	g := append(x.role(hw.KindGPU), &hw.Item{ID: "extra"})
	_ = g
	if x.role(hw.KindPSU)[0].ID != "p" {
		t.Fatal("appending to the GPU list overwrote the PSU list")
	}
}
