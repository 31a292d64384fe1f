package catalog

import (
	"crypto/sha256"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"strings"

	_ "embed"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// The embedded catalog is also compiled (by `go generate ./catalog`) into
// catalog.bin, a set file as a cache file is (set.go), which loads much
// faster than parsing the HCL. Its identity is a hash of the HCL it was
// made from: when the HCL has changed since, rigcheck parses the HCL
// instead, so a stale catalog.bin is slow, never wrong (and
// TestCompiledIsFresh fails).

//go:generate go run ./gen

//go:embed catalog.bin
var compiled []byte

// embeddedNames lists the embedded *.hcl files, subfolders included, in
// walk order.
func embeddedNames() []string {
	var names []string
	fs.WalkDir(embedded, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".hcl") {
			names = append(names, p)
		}
		return nil
	})
	return names
}

// SourceHash identifies the embedded HCL files: a SHA-256 of their names,
// lengths and CRC-32Cs (hardware-fast; a SHA-256 of the bytes costs a
// millisecond at every start). It guards against forgetting `go generate`,
// not against an adversary, who would have to change the binary.
func SourceHash() [32]byte {
	h := sha256.New()
	buf := make([]byte, 32<<10) // embed.FS.ReadFile would copy each file
	for _, n := range embeddedNames() {
		c := crc32.New(crcTable)
		f, _ := embedded.Open(n)
		size, _ := io.CopyBuffer(c, f, buf)
		f.Close()
		fmt.Fprintf(h, "%q %d %d\n", n, size, c.Sum32())
	}
	return [32]byte(h.Sum(nil))
}

// CompileEmbedded parses the embedded HCL and encodes it for catalog.bin;
// it fails when the HCL has any problem.
func CompileEmbedded() ([]byte, error) {
	c, diags := parseEmbedded()
	if len(diags) > 0 {
		d := diags[0]
		return nil, fmt.Errorf("%s:%d: %s (and %d more problems); run rigcheck catalog lint", d.Range.Filename, d.Range.Start.Line, d.Message, len(diags)-1)
	}
	return EncodeSet(c.Parts(""), SourceHash(), [32]byte{}, nil)
}

// ParseEmbedded parses the embedded HCL, bypassing catalog.bin, so that the
// result keeps the source files (for `catalog lint` snippets).
func ParseEmbedded() (*Catalog, hw.Diagnostics) { return parseEmbedded() }
