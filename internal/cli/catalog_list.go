package cli

import (
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/spf13/cobra"
)

// listOptions are the flags of `catalog list`.
type listOptions struct {
	where, sort, fits, build, format string
	why                              bool
	limit                            int
}

func catalogListCmd(e *env) *cobra.Command {
	var o listOptions
	cmd := &cobra.Command{
		Use:               "list [KIND]",
		Short:             "list catalog parts: filter with --where, sort, and keep the ones that fit a build",
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: completeKinds,
		RunE: func(cmd *cobra.Command, args []string) error {
			kind := hw.Kind("")
			if len(args) == 1 {
				k, err := catalogq.ParseKind(args[0])
				if err != nil {
					return usageErr("%s", err)
				}
				kind = k
			}
			return runList(e, kind, o)
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.where, "where", "", "HCL expression a part must satisfy, e.g. 'vram_gb >= 24'")
	f.StringVar(&o.sort, "sort", "", "fields to sort by, comma-separated; -FIELD sorts descending")
	f.StringVar(&o.fits, "fits", "", "keep the parts that fit this build file (- reads stdin)")
	f.StringVar(&o.build, "build", "", "with --fits: the build of the file to use (default: the first)")
	f.BoolVar(&o.why, "why", false, "with --fits: also list the excluded parts and the rules that exclude them")
	f.IntVar(&o.limit, "limit", 0, "show at most N parts (0: all)")
	f.StringVar(&o.format, "format", "table", "output format: table, json or csv")
	return cmd
}

// loadTarget reads the --fits build file.
func loadTarget(e *env, cat *catalog.Catalog, path, build string) (*catalogq.Target, error) {
	t, err := catalogq.ReadTarget(cat, path, e.stdin, build, e.defaults)
	if err != nil {
		return nil, usageErr("--fits: %v", err)
	}
	return t, nil
}

func runList(e *env, kind hw.Kind, o listOptions) error {
	write := partsheet.ListFormats[o.format]
	if write == nil {
		return usageErr("unknown --format %q: use table, json or csv", o.format)
	}
	if o.limit < 0 {
		return usageErr("--limit %d: give a number of parts, 0 for all", o.limit)
	}
	if o.fits == "" && (o.why || o.build != "") {
		return usageErr("--why and --build need --fits BUILDFILE")
	}
	q, err := catalogq.NewListQuery(kind, o.where, o.sort)
	if err != nil {
		return usageErr("%s", err)
	}
	q.Why, q.Limit = o.why, o.limit
	s, err := e.load()
	if err != nil {
		return err
	}
	if o.fits != "" {
		if q.Target, err = loadTarget(e, s.cat, o.fits, o.build); err != nil {
			return err
		}
	}
	l, err := q.List(s.cat, s.cfg)
	if err != nil {
		return usageErr("%s", err)
	}
	if err := write(e.stdout, l, partsheet.Options{Color: e.color(e.stdout), Now: now()}); err != nil {
		return usageErr("writing the list: %v", err)
	}
	return nil
}
