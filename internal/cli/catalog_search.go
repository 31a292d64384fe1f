package cli

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/spf13/cobra"
)

func catalogSearchCmd(e *env) *cobra.Command {
	var kind, format string
	var limit int
	cmd := &cobra.Command{
		Use:   "search TEXT...",
		Short: "find parts by words in any order over name, brand, id and model numbers, best first",
		Args:  cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			write := partsheet.SearchFormats[format]
			if write == nil {
				return usageErr("unknown --format %q: use table or json", format)
			}
			k := hw.Kind(kind)
			if kind != "" && !slices.Contains(catalogq.Kinds, k) {
				return usageErr("unknown --kind %q: use one of %s", kind, strings.Join(catalogq.KindNames(), ", "))
			}
			if limit < 1 || limit > 1000 {
				return usageErr("--limit %d: use 1 to 1000", limit)
			}
			s, err := e.load()
			if err != nil {
				return err
			}
			text := strings.Join(args, " ")
			hits := match.New(s.cat.Parts("")).Search(text, k, limit)
			if len(hits) == 0 && format == "table" {
				fmt.Fprint(e.stderr, partsheet.NoHits(text, k))
				return failed
			}
			if err := write(e.stdout, hits, partsheet.Options{Color: e.color(e.stdout)}); err != nil {
				return usageErr("writing the results: %v", err)
			}
			if len(hits) == 0 {
				return failed
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&kind, "kind", "", "only parts of this kind")
	f.IntVar(&limit, "limit", 10, "at most this many parts")
	f.StringVar(&format, "format", "table", "output format: table or json")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"table", "json"}, cobra.ShellCompDirectiveNoFileComp))
	_ = cmd.RegisterFlagCompletionFunc("kind", cobra.FixedCompletions(catalogq.KindNames(), cobra.ShellCompDirectiveNoFileComp))
	return cmd
}
