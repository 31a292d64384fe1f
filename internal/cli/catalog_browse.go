package cli

import (
	"fmt"
	"os"

	"github.com/mattn/go-isatty"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/tui"
	"github.com/spf13/cobra"
)

func init() {
	catalogCommands = append(catalogCommands, func(e *env) *cobra.Command {
		var fits, build string
		cmd := &cobra.Command{
			Use:   "browse [--fits BUILDFILE]",
			Short: "interactive terminal browser of the catalog",
			Long: `Browse the catalog in the terminal: a tab per kind, / to filter by name, s to change
the sort column and S to reverse it, a detail pane for the part under the cursor.

With --fits BUILDFILE, the parts that would add an error to the build are greyed
(marked x) with the reason in the detail pane, and w (or enter) writes the part under
the cursor into the build file: it replaces the part of that role, or adds a block,
keeping the file's comments and formatting.

The detail pane shows the part's full id (the table cuts long ones); y copies it to the
clipboard (OSC 52, which most terminals and tmux with set-clipboard take), and the ids
copied are printed when you quit. q or ctrl-c quits.`,
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				out, ok := e.stdout.(*os.File)
				if !ok || !isatty.IsTerminal(out.Fd()) {
					return usageErr("catalog browse needs a terminal; use `rigcheck catalog list` in scripts and pipes")
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				if fits != "" {
					// Check the file the same way list does, so errors read alike.
					if _, err := loadTarget(e, s.cat, fits, build); err != nil {
						return err
					}
				}
				copied, err := tui.Run(tui.Options{Catalog: s.cat, Config: s.cfg, Defaults: e.defaults, Path: fits, Build: build, Color: e.color(e.stdout)}, e.stdin, e.stdout)
				// The ids copied with y, once the screen is back: for
				// terminals that do not take OSC 52 (and for the record).
				for _, id := range copied {
					fmt.Fprintln(e.stdout, escape.Line(id))
				}
				if err != nil {
					return usageErr("catalog browse: %v", err)
				}
				return nil
			},
		}
		cmd.Flags().StringVar(&fits, "fits", "", "build file: grey the parts that do not fit, and write the chosen one into it")
		cmd.Flags().StringVar(&build, "build", "", "with --fits: the build of the file to use (default: the first)")
		return cmd
	})
}
