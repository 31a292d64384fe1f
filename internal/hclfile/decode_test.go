package hclfile

import (
	"strings"
	"testing"
)

func TestDeepNestingRefused(t *testing.T) {
	src := "build \"x\" {\n  budget_usd = " + strings.Repeat("(", 400_000) + "1" + strings.Repeat(")", 400_000) + "\n}\n"
	_, diags := Parse("deep.hcl", []byte(src))
	if len(diags) != 1 || !strings.Contains(diags[0].Message, "nests brackets deeper") || diags[0].Range.Start.Line != 2 {
		t.Fatalf("got %v", diags)
	}
	// Brackets inside strings do not count.
	_, diags = Parse("s.hcl", []byte(`build "x" { description = "`+strings.Repeat("(", 500)+`" }`))
	if len(diags) != 0 {
		t.Fatalf("brackets in a string: %v", diags)
	}
}

func TestRangesKept(t *testing.T) {
	f, diags := Parse("b.hcl", []byte(`build "b" {
  cpu "x" {}
  gpu "y" {
    count = 2
    slots = [1, 3]
  }
}
`))
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	b := f.Builds[0]
	if r := b.Items[0].Range; r.Start.Line != 2 || r.End.Line != 2 || r.Start.Column != 3 {
		t.Errorf("one-line block range = %v", r)
	}
	if r := b.Items[1].AttrRange("slots"); r.Start.Line != 5 || r.Start.Column != 13 {
		t.Errorf("slots range = %v", r)
	}
	if b.Items[1].Count != 2 || len(b.Items[1].Slots) != 2 {
		t.Errorf("item = %+v", b.Items[1])
	}
}
