package cli

import (
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/todo"
	"github.com/spf13/cobra"
)

func catalogTodoCmd(e *env) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "todo PATH...",
		Short: "the numbers that keep these builds unverified, ranked, with amend blocks to fill in",
		Example: `  rigcheck catalog todo builds/
  rigcheck catalog todo --format hcl builds/ > parts/todo.hcl
  rigcheck catalog todo --format json builds/`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			write := map[string]func(*todo.List) error{
				"text": func(l *todo.List) error { return todo.WriteText(e.stdout, l) },
				"hcl":  func(l *todo.List) error { return todo.WriteHCL(e.stdout, l) },
				"json": func(l *todo.List) error { return todo.WriteJSON(e.stdout, l) },
			}[format]
			if write == nil {
				return usageErr("unknown --format %q: use text, hcl or json", format)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			paths, skipped, err := check.ExpandPaths(args)
			if err != nil {
				return usageErr("%s", err)
			}
			e.noticeSkipped(skipped)
			res := check.Run(check.ReadInputs(paths, e.stdin), check.Options{Catalog: s.cat, Config: s.cfg, Defaults: e.defaults})
			if err := write(todo.Collect(res)); err != nil {
				return usageErr("writing the list: %v", err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text, hcl for the amend blocks alone, or json")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"text", "hcl", "json"}, cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
