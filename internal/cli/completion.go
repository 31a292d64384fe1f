package cli

import (
	"github.com/spf13/cobra"
)

func completionCmd(e *env) *cobra.Command {
	var noDesc bool
	cmd := &cobra.Command{
		Use:       "completion bash|zsh|fish|powershell",
		Short:     "print a shell completion script (commands, flags, rule ids, part ids)",
		ValidArgs: []cobra.Completion{"bash", "zsh", "fish", "powershell"},
		Args:      cobra.MatchAll(cobra.ExactArgs(1), cobra.OnlyValidArgs),
		RunE: func(cmd *cobra.Command, args []string) error {
			root := cmd.Root()
			switch args[0] {
			case "bash":
				return root.GenBashCompletionV2(e.stdout, !noDesc)
			case "zsh":
				if noDesc {
					return root.GenZshCompletionNoDesc(e.stdout)
				}
				return root.GenZshCompletion(e.stdout)
			case "fish":
				return root.GenFishCompletion(e.stdout, !noDesc)
			default:
				if noDesc {
					return root.GenPowerShellCompletion(e.stdout)
				}
				return root.GenPowerShellCompletionWithDesc(e.stdout)
			}
		},
	}
	cmd.Flags().BoolVar(&noDesc, "no-descriptions", false, "complete without descriptions")
	return cmd
}
