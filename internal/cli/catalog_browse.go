package cli

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/term"
	"github.com/rigcheck/rigcheck/internal/tui"
	"github.com/spf13/cobra"
)

func catalogBrowseCmd(e *env) *cobra.Command {
	var fits, build string
	cmd := &cobra.Command{
		Use:   "browse [--fits BUILDFILE]",
		Short: "interactive terminal browser of the catalog",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !term.IsTerminal(e.stdout) {
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
}
