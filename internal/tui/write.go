package tui

import (
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
	out, err := hclfile.SetPart(read.Data, path, buildName, role, id)
	if err != nil {
		return err
	}
	return atomicfile.Replace(read, out)
}
