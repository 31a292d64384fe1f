package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/hashicorp/hcl/v2/hclwrite"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/udiff"
	"github.com/spf13/cobra"
)

func init() {
	register(func(e *env) *cobra.Command {
		var checkOnly, diff bool
		cmd := &cobra.Command{
			Use:   "fmt [--check] [--diff] [PATH...]",
			Short: "canonical formatting of build and catalog files",
			Long: `fmt rewrites build and catalog files in the canonical HCL layout (aligned "=", two-space
indents), keeping comments, and prints the names of the files it changed. A folder means every *.hcl
below it (default: the current folder); - formats standard input to standard output.

A file that does not parse is refused with its syntax error (exit 1) and left as it is.
--check changes nothing: it names the files that would change and exits 1 if there are any.
--diff prints the changes as a unified diff (with --check, instead of writing).`,
			Example: `  rigcheck fmt builds/
  rigcheck fmt --check --diff .`,
			ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
				return []cobra.Completion{"hcl"}, cobra.ShellCompDirectiveFilterFileExt
			},
			RunE: func(cmd *cobra.Command, args []string) error {
				if len(args) == 0 {
					args = []string{"."}
				}
				paths, err := check.ExpandPaths(args)
				if err != nil {
					return usageErr("%s", err)
				}
				var unreadable, bad, changed bool
				for _, p := range paths {
					var src []byte
					name := p
					if p == "-" {
						name = "<stdin>"
						src, err = io.ReadAll(io.LimitReader(e.stdin, hclfile.MaxFileSize+1))
						if err == nil && len(src) > hclfile.MaxFileSize {
							err = errors.New("standard input is larger than 4 MiB; rigcheck refuses input that large")
						}
					} else {
						src, err = catalog.ReadFileLimited(p)
					}
					if err != nil {
						fmt.Fprintf(e.stderr, "rigcheck: %s\n", err)
						unreadable = true
						continue
					}
					out, diags := FormatHCL(name, src)
					if diags.HasErrors() {
						for _, d := range diags {
							if d.Severity != hcl.DiagError {
								continue
							}
							loc := name
							if d.Subject != nil {
								loc = fmt.Sprintf("%s:%d:%d", name, d.Subject.Start.Line, d.Subject.Start.Column)
							}
							fmt.Fprintf(e.stderr, "%s: syntax error: %s\n", loc, d.Summary)
							if d.Detail != "" {
								fmt.Fprintf(e.stderr, "  %s\n", d.Detail)
							}
						}
						fmt.Fprintf(e.stderr, "%s: not formatted: fix the syntax error first\n", name)
						bad = true
						continue
					}
					if p == "-" && !checkOnly && !diff {
						if _, err := e.stdout.Write(out); err != nil {
							return usageErr("writing the output: %v", err)
						}
						continue
					}
					if bytes.Equal(out, src) {
						continue
					}
					changed = true
					if checkOnly || !diff {
						fmt.Fprintln(e.stdout, name)
					}
					if diff {
						fmt.Fprint(e.stdout, udiff.Unified(name, name, string(src), string(out)))
					}
					if checkOnly || p == "-" {
						continue
					}
					info, err := os.Stat(p)
					if err != nil {
						fmt.Fprintf(e.stderr, "rigcheck: %s\n", err)
						unreadable = true
						continue
					}
					if err := os.WriteFile(p, out, info.Mode().Perm()); err != nil {
						fmt.Fprintf(e.stderr, "rigcheck: writing %s: %v\n", p, err)
						unreadable = true
					}
				}
				switch {
				case unreadable:
					return &exitError{code: ExitUsage}
				case bad, checkOnly && changed:
					return failed
				}
				return nil
			},
		}
		cmd.Flags().BoolVar(&checkOnly, "check", false, "change nothing; name the files that would change and exit 1 if any")
		cmd.Flags().BoolVar(&diff, "diff", false, "print the changes as a unified diff")
		return cmd
	})
}

// FormatHCL returns src in the canonical layout: hclwrite.Format's (the
// layout of terraform fmt), plus the labels of a run of adjacent labelled
// blocks aligned in one column, as the parts lists of SPEC section 1.3 are:
//
//	cpu         "amd-ryzen-threadripper-1920x" {}
//	motherboard "msi-x399-sli-plus" {}
//
// It parses src first and returns the syntax errors instead of formatting a
// file that does not parse (hclwrite.Format would happily "format" it). The
// output ends with one newline; formatting it again changes nothing.
func FormatHCL(name string, src []byte) ([]byte, hcl.Diagnostics) {
	if _, diags := hclfile.ParseConfig(name, src); diags.HasErrors() {
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
