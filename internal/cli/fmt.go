package cli

import (
	"bytes"
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/input"
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
				stdout := &checkedWriter{w: e.stdout}
				for _, p := range paths {
					var src []byte
					var read *input.File
					name := p
					if p == "-" {
						name = "<stdin>"
						src, err = input.ReadStdin(e.stdin)
					} else if read, err = input.Read(p); err == nil {
						src = read.Data
					}
					if err != nil {
						fmt.Fprintf(e.stderr, "rigcheck: %s\n", err)
						unreadable = true
						continue
					}
					out, diags := hclfile.Format(name, src)
					if diags.HasErrors() {
						for _, d := range diags {
							if d.Severity != hcl.DiagError {
								continue
							}
							loc := escape.Line(name)
							if d.Subject != nil {
								loc = fmt.Sprintf("%s:%d:%d", loc, d.Subject.Start.Line, d.Subject.Start.Column)
							}
							fmt.Fprintf(e.stderr, "%s: syntax error: %s\n", loc, escape.Line(d.Summary))
							if d.Detail != "" {
								fmt.Fprintf(e.stderr, "  %s\n", escape.Line(d.Detail))
							}
						}
						fmt.Fprintf(e.stderr, "%s: not formatted: fix the syntax error first\n", escape.Line(name))
						bad = true
						continue
					}
					if p == "-" && !checkOnly && !diff {
						if _, err := stdout.Write(out); err != nil {
							return usageErr("writing to standard output: %v", err)
						}
						continue
					}
					if bytes.Equal(out, src) {
						continue
					}
					changed = true
					if checkOnly || !diff {
						fmt.Fprintln(stdout, escape.Line(name))
					}
					if diff {
						fmt.Fprint(stdout, escape.Text(udiff.Unified(name, name, string(src), string(out))))
					}
					if checkOnly || p == "-" {
						continue
					}
					if err := atomicfile.Replace(read, out); err != nil {
						fmt.Fprintf(e.stderr, "rigcheck: %s\n", err)
						unreadable = true
					}
				}
				if err := stdout.check(); err != nil {
					return err
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
