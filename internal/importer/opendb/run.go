package opendb

import (
	"bytes"
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/escape"
)

// Run is `rigcheck catalog import opendb`: it imports the OpenDB checkout
// at dir against emb (catalog.Embedded()), writes the summary to stderr
// and, unless dryRun, writes the parts as the catalog folder out (WriteDir)
// and a line saying so to stdout. Every error means nothing was written.
func Run(dir, out string, dryRun bool, emb *catalog.Catalog, stdout, stderr io.Writer) error {
	res, err := Import(dir, emb)
	if err != nil {
		return err
	}
	var summary bytes.Buffer
	res.WriteSummary(&summary)
	read := 0
	for _, s := range res.Stats {
		read += s.Read
	}
	if read == 0 {
		return fmt.Errorf("%s has no OpenDB part files (<uuid>.json in the kind folders)", escape.Line(dir))
	}
	fmt.Fprintf(stderr, "BuildCores OpenDB (ODC-By) from %s:\n%s", escape.Line(res.Root), summary.String())
	if dryRun {
		return nil
	}
	files, err := res.Files()
	if err != nil {
		return err
	}
	if err := WriteDir(out, files); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "wrote %d parts in %d files to %s; use them with --catalog %s\n",
		len(res.Parts), len(files)-1, escape.Line(out), escape.Line(out))
	return nil
}
