// Package reformat is `rigcheck fmt`'s job: read each file through the one
// bounded reader, put it in hclfile's canonical layout, and report, diff or
// write it back through the one atomic writer.
package reformat

import (
	"bytes"
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/input"
)

// Options are fmt's flags and streams.
type Options struct {
	// Check changes nothing: it names the files that would change.
	Check bool
	// Diff prints the changes as a unified diff.
	Diff           bool
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// Result says what happened, for the exit code.
type Result struct {
	// Unreadable: a file could not be read or written (exit 2).
	Unreadable bool
	// Bad: a file does not parse and was left as it is (exit 1).
	Bad bool
	// Changed: a file is (or with Check would be) reformatted.
	Changed bool
}

// Files formats every path ("-" is standard input, formatted to standard
// output). A file that does not parse is refused with its syntax error. The
// error is a failed write to Stdout.
func Files(paths []string, opt Options) (Result, error) {
	var res Result
	var err error
	for _, p := range paths {
		var src []byte
		var read *input.File
		name := p
		if p == "-" {
			name = "<stdin>"
			src, err = input.ReadStdin(opt.Stdin)
		} else if read, err = input.Read(p); err == nil {
			src = read.Data
		}
		if err != nil {
			fmt.Fprintf(opt.Stderr, "rigcheck: %s\n", err)
			res.Unreadable = true
			continue
		}
		out, diags := hclfile.Format(name, src)
		if diags.HasErrors() {
			// The first error only, as validate shows it: the rest mostly
			// follow from it (a missing quote gave five).
			d := hclfile.FirstSyntaxError(diags)[0]
			loc := escape.Line(name)
			if d.Range.Filename != "" {
				loc = fmt.Sprintf("%s:%d:%d", loc, d.Range.Start.Line, d.Range.Start.Column)
			}
			fmt.Fprintf(opt.Stderr, "%s: syntax error: %s\n", loc, escape.Line(d.Message))
			if d.Detail != "" {
				fmt.Fprintf(opt.Stderr, "  %s\n", escape.Line(d.Detail))
			}
			fmt.Fprintf(opt.Stderr, "%s: not formatted: fix the syntax error first\n", escape.Line(name))
			res.Bad = true
			continue
		}
		if p == "-" && !opt.Check && !opt.Diff {
			if _, err := opt.Stdout.Write(out); err != nil {
				return res, err
			}
			continue
		}
		if bytes.Equal(out, src) {
			continue
		}
		res.Changed = true
		if opt.Check || !opt.Diff {
			fmt.Fprintln(opt.Stdout, escape.Line(name))
		}
		if opt.Diff {
			fmt.Fprint(opt.Stdout, escape.Text(unified(name, name, string(src), string(out))))
		}
		if opt.Check || p == "-" {
			continue
		}
		if err := atomicfile.Replace(read, out); err != nil {
			fmt.Fprintf(opt.Stderr, "rigcheck: %s\n", err)
			res.Unreadable = true
		}
	}
	return res, nil
}
