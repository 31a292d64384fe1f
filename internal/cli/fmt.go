package cli

import (
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/reformat"
	"github.com/spf13/cobra"
)

func fmtCmd(e *env) *cobra.Command {
	var checkOnly, diff bool
	cmd := &cobra.Command{
		Use:   "fmt [--check] [--diff] [PATH...]",
		Short: "canonical formatting of build and catalog files",
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
			return []cobra.Completion{"hcl"}, cobra.ShellCompDirectiveFilterFileExt
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				args = []string{"."}
			}
			paths, skipped, err := check.ExpandPaths(args)
			if err != nil {
				return usageErr("%s", err)
			}
			e.noticeSkipped(skipped)
			stdout := &checkedWriter{w: e.stdout}
			res, err := reformat.Files(paths, reformat.Options{Check: checkOnly, Diff: diff, Stdin: e.stdin, Stdout: stdout, Stderr: e.stderr})
			if err != nil {
				return usageErr("writing to standard output: %v", err)
			}
			unreadable, bad, changed := res.Unreadable, res.Bad, res.Changed
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
}
