package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"strings"

	_ "embed"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// The embedded catalog is also compiled (by `go generate ./catalog`) into
// catalog.bin, its parts decoded and encoded as a cache file's are
// (encode.go), which loads much faster than parsing the HCL. catalog.bin
// records a hash of the HCL it was made from: when the HCL has changed
// since, rigcheck parses the HCL instead, so a stale catalog.bin is slow,
// never wrong (and TestCompiledIsFresh fails).

//go:generate go run ./gen

//go:embed catalog.bin
var compiled []byte

const binMagic = "RCAT3"

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
	index, recs, err := encodeSet(c.all)
	hash := SourceHash()
	b := binary.AppendUvarint(append([]byte(binMagic), hash[:]...), uint64(len(index)))
	return append(append(b, index...), recs...), err
}

// decodeCompiled reads catalog.bin's index; ok is false when it was
// compiled from other HCL than hash's, or is corrupt.
func decodeCompiled(data []byte, hash [32]byte) (set *lazySet, ok bool) {
	n := len(binMagic) + len(hash)
	if len(data) < n || string(data[:len(binMagic)]) != binMagic || [32]byte(data[len(binMagic):n]) != hash {
		return nil, false
	}
	r := &reader{b: data[n:]}
	index := r.bytes(r.uv())
	at := int64(len(data) - len(r.b))
	s, err := decodeIndex(index, bytes.NewReader(data), at)
	if r.bad || err != nil || at+s.size() != int64(len(data)) {
		return nil, false
	}
	s.embedded = true
	return s, true
}

// ParseEmbedded parses the embedded HCL, bypassing catalog.bin, so that the
// result keeps the source files (for `catalog lint` snippets).
func ParseEmbedded() (*Catalog, hw.Diagnostics) { return parseEmbedded() }
