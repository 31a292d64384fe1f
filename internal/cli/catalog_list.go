package cli

import (
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/spf13/cobra"
)

// listOptions are the flags of `catalog list`.
type listOptions struct {
	where, sort, fits, build, format string
	why                              bool
	limit                            int
}

func init() {
	catalogCommands = append(catalogCommands, func(e *env) *cobra.Command {
		var o listOptions
		cmd := &cobra.Command{
			Use:   "list [KIND]",
			Short: "list catalog parts: filter with --where, sort, and keep the ones that fit a build",
			Long: `List catalog parts of one kind (` + strings.Join(catalogq.KindNames(), ", ") + `), or of every kind.

The table shows the numbers that decide a choice for the kind, including computed
columns: GPU usd_per_gb_vram ($/GB) and fp16_tflops_per_kusd (TFLOPS per $1,000), CPU
usd_per_core, memory total_gb and usd_per_gb, storage usd_per_tb, PSU usd_per_100w,
motherboard x16_slots, pcie_slots and m2_slots. JSON and CSV carry every attribute.

--where takes an HCL expression over the part's fields (its attributes, id, kind,
extends and the computed columns), e.g.
  --where 'vram_gb >= 24 && price_usd < 2000'
  --where 'contains(sockets, "sTR5")'
  --where 'strcontains(lower(name), "4090")'
Functions: ` + strings.Join(lang.FunctionNames(), ", ") + `.
A field the part does not have is null: a comparison or function that meets a null
is false for that part, not an error, so 'vram_gb >= 24' skips parts without
vram_gb ('vram_gb == null' finds them). Flags (nvlink, atx3, ecc…) default to false.

--sort takes fields separated by commas, a leading - for descending:
  --sort -vram_gb,usd_per_gb_vram
Parts that lack a sort field come last.

--fits BUILDFILE keeps the parts that can fill or replace their role in the build
(the file's first build, or --build NAME) without adding an error: each candidate
replaces the part of the role's first block, or is added when the build has none,
and every rule runs. --why also lists the excluded parts with the rules that exclude
them.`,
			Example: `  rigcheck catalog list gpu --where 'vram_gb >= 24 && price_usd < 2000' --sort usd_per_gb_vram
  rigcheck catalog list psu --fits builds/seed-4gpu.hcl --why
  rigcheck catalog list cpu --sort -pcie_lanes,price_usd --limit 5 --format csv`,
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
	})
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
