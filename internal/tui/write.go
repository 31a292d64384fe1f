package tui

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
)

// WriteChoice puts part id into the role of build buildName in the file at
// path: the role's first block gets the new id as its label (keeping its
// count and other settings), or a block `role "id" {}` is added at the end
// of the build. Everything else in the file, comments and formatting
// included, is left as it was. The file is replaced through atomicfile:
// whole or not at all, mode and owner kept, refused when it changed since
// this read or is read-only.
func WriteChoice(path, buildName string, role hw.Kind, id string) error {
	read, err := input.Read(path)
	if err != nil {
		return err
	}
	out, err := SetPart(read.Data, path, buildName, role, id)
	if err != nil {
		return err
	}
	return atomicfile.Replace(read, out)
}

// SetPart is WriteChoice on bytes. It edits the bytes at the source
// ranges the HCL parser reports rather than re-printing the file, because
// hclwrite's printer drops the spaces that align block labels
// (`cpu         "id" {}`), and those are the file's formatting too.
func SetPart(src []byte, name, buildName string, role hw.Kind, id string) ([]byte, error) {
	sf, diags := hclfile.ParseConfig(name, src)
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
