// Package synth writes large generated catalog folders for benchmarks and
// tests: copies of real catalog parts under new ids, so that the numbers
// and the shape of every part are those of the embedded catalog.
package synth

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
)

// PartsPerFile is how many parts Write puts in one file.
const PartsPerFile = 500

// Blocks returns the source text of every `part` block in srcs (catalog
// files by name), with the offsets of its id label, in name order.
func Blocks(srcs map[string][]byte) ([]Block, error) {
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []Block
	for _, n := range names {
		src := srcs[n]
		f, diags := hclsyntax.ParseConfig(src, n, hcl.InitialPos)
		if diags.HasErrors() {
			return nil, diags
		}
		for _, blk := range f.Body.(*hclsyntax.Body).Blocks {
			if blk.Type != "part" || len(blk.Labels) != 2 {
				continue
			}
			r, id := blk.Range(), blk.LabelRanges[1]
			out = append(out, Block{
				Text: string(src[r.Start.Byte:r.End.Byte]),
				ID:   blk.Labels[1],
				// Offsets of the id label, quotes included, within Text.
				IDStart: id.Start.Byte - r.Start.Byte, IDEnd: id.End.Byte - r.Start.Byte,
			})
		}
	}
	return out, nil
}

// Block is one part block's text.
type Block struct {
	Text           string
	ID             string
	IDStart, IDEnd int
}

// WithID returns the block with its id replaced.
func (b Block) WithID(id string) string {
	return b.Text[:b.IDStart] + fmt.Sprintf("%q", id) + b.Text[b.IDEnd:]
}

// Write writes n parts into dir (which it creates), PartsPerFile to a file
// named gen-0001.hcl, gen-0002.hcl…: copy k of every block gets the id
// "<id>-synth<k>", and copies that extend a part keep extending the original
// (so they resolve against the catalog the blocks came from).
func Write(dir string, blocks []Block, n int) error {
	if len(blocks) == 0 {
		return fmt.Errorf("synth: no part blocks")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var b strings.Builder
	file := 0
	flush := func() error {
		if b.Len() == 0 {
			return nil
		}
		file++
		err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("gen-%04d.hcl", file)), []byte(b.String()), 0o644)
		b.Reset()
		return err
	}
	for i := range n {
		blk := blocks[i%len(blocks)]
		b.WriteString(blk.WithID(fmt.Sprintf("%s-synth%d", blk.ID, i/len(blocks)+1)))
		b.WriteString("\n\n")
		if (i+1)%PartsPerFile == 0 {
			if err := flush(); err != nil {
				return err
			}
		}
	}
	return flush()
}

// ReadDir reads the *.hcl files of one folder (not below it), for Blocks.
func ReadDir(dir string) (map[string][]byte, error) {
	names, err := filepath.Glob(filepath.Join(dir, "*.hcl"))
	if err != nil {
		return nil, err
	}
	out := map[string][]byte{}
	for _, n := range names {
		src, err := os.ReadFile(n)
		if err != nil {
			return nil, err
		}
		out[filepath.Base(n)] = src
	}
	return out, nil
}
