package cli

import (
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/importer/pcpp"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/match"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/spf13/cobra"
)

func importCmd(e *env) *cobra.Command {
	return group(e, "import", "turn a parts list from another tool into a build file", []func(*env) *cobra.Command{importPCPartPicker})
}

func importPCPartPicker(e *env) *cobra.Command {
	var out, name string
	var noValidate bool
	cmd := &cobra.Command{
		Use:     "pcpartpicker [FILE|-]",
		Aliases: []string{"pcpp"},
		Short:   "a PCPartPicker list (Markdown, text or HTML export, or the page copied) as a checked build file",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := "-"
			if len(args) == 1 {
				path = args[0]
			}
			read, err := input.ReadArg(path, e.stdin)
			if err != nil {
				return usageErr("%s", err)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			im, outName, err := pcpp.Run(pcpp.Request{File: read, Index: match.New(s.cat.Parts("")), Name: name, Out: out}, e.stdout, e.stderr)
			if err != nil {
				return usageErr("%s", err)
			}
			unresolved := len(im.Unresolved()) > 0
			if noValidate {
				if unresolved {
					return failed
				}
				return nil
			}
			w := e.stdout
			if out == "" {
				w = e.stderr
			}
			if lines := unmatchedLines(im); lines > 0 {
				what := "lines"
				if lines == 1 {
					what = "line"
				}
				fmt.Fprintf(w, "rigcheck: checked without %d unmatched %s: the verdict covers the parts that matched\n", lines, what)
			}
			valid, err := validateImported(e, s, outName, im, w)
			if err != nil {
				return usageErr("writing the report: %v", err)
			}
			if unresolved || !valid {
				return failed
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVarP(&out, "output", "o", "", "write the build file here (replaced atomically) instead of standard output")
	f.StringVar(&name, "name", "", "the build's name (default: the list's id, else the file's name)")
	f.BoolVar(&noValidate, "no-validate", false, "do not check the imported build")
	return cmd
}

// validateImported checks the imported build as `rigcheck validate` does
// and writes the text report to w. It is import's one call into the
// validate path, so that it can follow validate to the new front door.
func validateImported(e *env, s *setup, name string, im *pcpp.Import, w io.Writer) (bool, error) {
	res := check.Run([]check.Input{{Name: name, Src: im.HCL, Without: im.Without()}}, check.Options{Catalog: s.cat, Config: s.cfg, Defaults: e.defaults, Cost: true})
	res.AddExtra(s.diags, s.files, s.config)
	return res.Valid(), report.Write(w, "text", res, report.Options{Color: e.color(w)})
}

// unmatchedLines counts the list's part lines that did not resolve.
func unmatchedLines(im *pcpp.Import) int {
	n := 0
	for _, c := range im.Without() {
		n += c
	}
	return n
}
