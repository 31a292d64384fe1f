package hclfile

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// SetPart puts part id into the role of build buildName in src (the
// browser's `w`): the role's first block gets the new id as its label,
// keeping its count and other settings, or a block `role "id" {}` is added
// at the end of the build. It edits the bytes at the source
// ranges the HCL parser reports rather than re-printing the file, because
// hclwrite's printer drops the spaces that align block labels
// (`cpu         "id" {}`), and those are the file's formatting too.
func SetPart(src []byte, name, buildName string, role hw.Kind, id string) ([]byte, error) {
	sf, diags := ParseConfig(name, src)
	if diags.HasErrors() {
		return nil, fmt.Errorf("%s does not parse: %s", name, diags.Error())
	}
	splice := func(from, to int, with string) []byte {
		out := append([]byte{}, src[:from]...)
		out = append(out, with...)
		return append(out, src[to:]...)
	}
	for _, b := range sf.Body.(*hclsyntax.Body).Blocks {
		if b.Type != "build" || len(b.Labels) != 1 || b.Labels[0] != buildName {
			continue
		}
		indent := "  "
		for i, inner := range b.Body.Blocks {
			if i == 0 {
				indent = strings.Repeat(" ", inner.TypeRange.Start.Column-1)
			}
			if inner.Type == string(role) && len(inner.LabelRanges) == 1 {
				r := inner.LabelRanges[0]
				return splice(r.Start.Byte, r.End.Byte, fmt.Sprintf("%q", id)), nil
			}
		}
		// A new block: one line before the build's closing brace, indented
		// like the build's first block.
		at := b.CloseBraceRange.Start.Byte
		lineStart := bytes.LastIndexByte(src[:at], '\n') + 1
		line := fmt.Sprintf("%s%s %q {}\n", indent, role, id)
		if strings.TrimSpace(string(src[lineStart:at])) != "" {
			// `build "x" {}` on one line: break before the brace.
			line = "\n" + line
			lineStart = at
		}
		return splice(lineStart, lineStart, line), nil
	}
	return nil, fmt.Errorf("%s has no build %q", name, buildName)
}
