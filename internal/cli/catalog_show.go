package cli

import (
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/spf13/cobra"
)

func catalogShowCmd(e *env) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:               "show ID",
		Short:             "a part's full sheet: specifications, slot tables, source, extends, and the parts that go with it",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: completePartIDs(e),
		RunE: func(cmd *cobra.Command, args []string) error {
			write := partsheet.SheetFormats[format]
			if write == nil {
				return usageErr("unknown --format %q: use text or json", format)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			p, err := catalogq.Lookup(s.cat, args[0])
			if err != nil {
				return usageErr("%s", err)
			}
			if err := write(e.stdout, partsheet.NewSheet(s.cat, p), partsheet.Options{Color: e.color(e.stdout)}); err != nil {
				return usageErr("writing the sheet: %v", err)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}
