package cli

import "github.com/spf13/cobra"

// catalogCommands are the subcommands of `rigcheck catalog`, one per file.
var catalogCommands = []func(*env) *cobra.Command{
	catalogBrowseCmd, catalogImportCmd, catalogLintCmd, catalogListCmd, catalogSearchCmd, catalogShowCmd, catalogTodoCmd,
}

func catalogCmd(e *env) *cobra.Command {
	return group(e, "catalog", "browse, search and lint the parts catalog", catalogCommands)
}

// group is a command that holds subcommands (made by subs) and does
// nothing itself: without one it prints its help.
func group(e *env, use, short string, subs []func(*env) *cobra.Command) *cobra.Command {
	cmd := &cobra.Command{Use: use, Short: short, Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return cmd.Help() }}
	for _, add := range subs {
		cmd.AddCommand(add(e))
	}
	return cmd
}
