package hclfile

import (
	"bytes"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
)

// Format returns src in the canonical layout: hclwrite.Format's (the
// layout of terraform fmt), plus the labels of a run of adjacent labelled
// blocks aligned in one column, as the parts lists of SPEC section 1.3 are:
//
//	cpu         "amd-ryzen-threadripper-1920x" {}
//	motherboard "msi-x399-sli-plus" {}
//
// It parses src first and returns the syntax errors instead of formatting a
// file that does not parse (hclwrite.Format would happily "format" it). The
// output ends with one newline; formatting it again changes nothing.
func Format(name string, src []byte) ([]byte, hcl.Diagnostics) {
	if _, diags := ParseConfig(name, src); diags.HasErrors() {
		return nil, diags
	}
	out := hclwrite.Format(src)
	out = bytes.TrimRight(out, " \t\r\n")
	if len(out) > 0 {
		out = append(out, '\n')
	}
	return alignLabels(name, out), nil
}

// alignLabels pads the block type of each run of labelled blocks that
// follow each other line after line (no blank line or comment between them)
// so that their first labels start in one column.
func alignLabels(name string, src []byte) []byte {
	f, diags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
	if diags.HasErrors() {
		return src // cannot happen for hclwrite's output of a file that parsed
	}
	type edit struct{ from, to, pad int }
	var edits []edit
	var walk func(body *hclsyntax.Body)
	walk = func(body *hclsyntax.Body) {
		var run []*hclsyntax.Block
		flush := func() {
			if len(run) > 1 {
				width := 0
				for _, b := range run {
					width = max(width, len(b.Type))
				}
				for _, b := range run {
					edits = append(edits, edit{b.TypeRange.End.Byte, b.LabelRanges[0].Start.Byte, width - len(b.Type) + 1})
				}
			}
			run = run[:0]
		}
		for _, b := range body.Blocks {
			walk(b.Body)
			// Only blocks whose type and first label share a line take part.
			if len(b.LabelRanges) == 0 || b.LabelRanges[0].Start.Line != b.TypeRange.Start.Line {
				flush()
				continue
			}
			if n := len(run); n > 0 && run[n-1].Range().End.Line+1 != b.TypeRange.Start.Line {
				flush()
			}
			run = append(run, b)
		}
		flush()
	}
	walk(f.Body.(*hclsyntax.Body))
	if len(edits) == 0 {
		return src
	}
	// Apply from the end so earlier byte offsets stay valid.
	slices.SortFunc(edits, func(a, b edit) int { return b.from - a.from })
	out := slices.Clone(src)
	for _, e := range edits {
		out = slices.Replace(out, e.from, e.to, bytes.Repeat([]byte(" "), e.pad)...)
	}
	return out
}
