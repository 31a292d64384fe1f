package cli

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/spf13/cobra"
)

func init() {
	catalogCommands = append(catalogCommands, func(e *env) *cobra.Command {
		var format string
		cmd := &cobra.Command{
			Use:   "show ID",
			Short: "a part's full sheet: specifications, slot tables, source, extends, and the parts that go with it",
			Example: `  rigcheck catalog show amd-ryzen-threadripper-1920x
  rigcheck catalog show msi-x399-sli-plus --format json`,
			Args:              cobra.ExactArgs(1),
			ValidArgsFunction: completePartIDs(e),
			RunE: func(cmd *cobra.Command, args []string) error {
				if format != "text" && format != "json" {
					return usageErr("unknown --format %q: use text or json", format)
				}
				s, err := e.load()
				if err != nil {
					return err
				}
				p := s.cat.Lookup(args[0])
				if p == nil {
					return usageErr("no part %q in the catalog. %s", args[0], didYouMean(suggestParts(s.cat, args[0])))
				}
				sheet := partsheet.NewSheet(s.cat, p)
				if format == "json" {
					err = partsheet.WriteSheetJSON(e.stdout, sheet)
				} else {
					err = partsheet.WriteSheetText(e.stdout, sheet, partsheet.Options{Color: e.color(e.stdout)})
				}
				if err != nil {
					return usageErr("writing the sheet: %v", err)
				}
				return nil
			},
		}
		cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
		return cmd
	})
}

func didYouMean(ids []string) string {
	switch len(ids) {
	case 0:
		return "See `rigcheck catalog list` for the ids."
	case 1:
		return fmt.Sprintf("Did you mean %q?", ids[0])
	}
	q := make([]string, len(ids))
	for i, id := range ids {
		q[i] = fmt.Sprintf("%q", id)
	}
	return "Did you mean one of " + strings.Join(q, ", ") + "?"
}
