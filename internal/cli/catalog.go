package cli

import "github.com/spf13/cobra"

// catalogCommands are the subcommands of `rigcheck catalog`; each file adds
// its own in init.
var catalogCommands []func(*env) *cobra.Command

func init() {
	register(func(e *env) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "catalog",
			Short: "browse, search and lint the parts catalog",
			Args:  cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				return cmd.Help()
			},
		}
		for _, add := range catalogCommands {
			cmd.AddCommand(add(e))
		}
		return cmd
	})
}
