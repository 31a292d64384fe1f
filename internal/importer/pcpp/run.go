package pcpp

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/match"
)

// Request is one `rigcheck import pcpartpicker`: the list as read, the
// index of the catalog its lines are matched against, and the flags.
type Request struct {
	File  *input.File // the list (input.ReadArg)
	Index *match.Index
	// Name is the build's name; "": the list's id, else File's name
	// without its extension (else Options' default).
	Name string
	// Out is the file the build is written to, replaced atomically; "":
	// stdout.
	Out string
}

// Run turns the list into a build file, writes it to req.Out or stdout,
// and the report of the lines and what they matched to stderr. It returns
// the import and the name the build file was written under (req.Out, or
// "<stdout>"). Every error is one of the input or of writing.
func Run(req Request, stdout, stderr io.Writer) (*Import, string, error) {
	display := req.File.Path
	if req.Out != "" && req.File.Info != nil {
		// -o onto the list itself would replace it with the build
		// (issue 29: silently); a link to it counts too.
		if st, err := os.Stat(req.Out); err == nil && os.SameFile(st, req.File.Info) {
			return nil, "", fmt.Errorf("-o %s is the list being imported: write the build to another file", escape.Line(req.Out))
		}
	}
	list, err := Parse(req.File.Data)
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", escape.Line(display), err)
	}
	name := req.Name
	if name == "" && list.ID == "" && !req.File.Stdin {
		name = strings.TrimSuffix(filepath.Base(display), filepath.Ext(display))
	}
	im, err := Build(list, req.Index, Options{Name: name, Source: display})
	if err != nil {
		return nil, "", err
	}
	written := req.Out
	if req.Out == "" {
		if _, err := stdout.Write(im.HCL); err != nil {
			return nil, "", fmt.Errorf("writing the build: %v", err)
		}
		written = "<stdout>"
	} else if err := atomicfile.Write(req.Out, im.HCL); err != nil {
		return nil, "", fmt.Errorf("writing %s: %v", req.Out, err)
	}
	if err := im.WriteReport(stderr, display, written); err != nil {
		return nil, "", fmt.Errorf("writing the report: %v", err)
	}
	return im, written, nil
}
