package cli

import (
	"errors"
	"slices"
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/rigcheck/rigcheck/internal/suggest"
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
			Long: `List catalog parts of one kind (` + kindList() + `), or of every kind.

The table shows the numbers that decide a choice for the kind, including computed
columns: GPU usd_per_gb_vram ($/GB) and fp16_tflops_per_kusd (TFLOPS per $1,000), CPU
usd_per_core, memory total_gb and usd_per_gb, storage usd_per_tb, PSU usd_per_100w,
motherboard x16_slots, pcie_slots and m2_slots. JSON and CSV carry every attribute.

--where takes an HCL expression over the part's fields (its attributes, id, kind,
extends and the computed columns), e.g.
  --where 'vram_gb >= 24 && price_usd < 2000'
  --where 'contains(sockets, "sTR5")'
  --where 'strcontains(lower(name), "4090")'
Functions: ` + strings.Join(functionNames(), ", ") + `.
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
					k, err := parseKind(args[0])
					if err != nil {
						return err
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

func kindList() string {
	var s []string
	for _, k := range catalogq.Kinds {
		s = append(s, string(k))
	}
	return strings.Join(s, ", ")
}

func functionNames() []string {
	var out []string
	for k := range lang.Functions {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// parseKind reads a KIND argument; plurals ("gpus") are accepted.
func parseKind(s string) (hw.Kind, error) {
	k := hw.Kind(strings.ToLower(s))
	if slices.Contains(catalogq.Kinds, k) {
		return k, nil
	}
	if t := strings.TrimSuffix(string(k), "s"); slices.Contains(catalogq.Kinds, hw.Kind(t)) {
		return hw.Kind(t), nil
	}
	var names []string
	for _, k := range catalogq.Kinds {
		names = append(names, string(k))
	}
	return "", usageErr("unknown kind %q. %s", s, suggest.Sentence(s, names))
}

// exprErr turns a --where problem into a usage error (exit 2) that keeps
// the caret drawing.
func exprErr(err error) error {
	var ee *catalogq.ExprError
	if errors.As(err, &ee) {
		return usageErr("%s", ee.Error())
	}
	return usageErr("%s", err)
}

// loadTarget reads the --fits build file.
func loadTarget(e *env, cat *catalog.Catalog, path, build string) (*catalogq.Target, error) {
	in := check.ReadInputs([]string{path}, e.stdin)[0]
	if in.Err != nil {
		return nil, usageErr("--fits: %v", in.Err)
	}
	t, err := catalogq.LoadTargetWith(cat, in.Name, in.Src, build, e.defaults)
	if err != nil {
		return nil, usageErr("--fits: %v", err)
	}
	return t, nil
}

func runList(e *env, kind hw.Kind, o listOptions) error {
	write := map[string]func(partsheet.List) error{
		"table": func(l partsheet.List) error {
			return partsheet.WriteTable(e.stdout, l, partsheet.Options{Color: e.color(e.stdout), Now: now()})
		},
		"json": func(l partsheet.List) error { return partsheet.WriteJSON(e.stdout, l) },
		"csv":  func(l partsheet.List) error { return partsheet.WriteCSV(e.stdout, l) },
	}[o.format]
	if write == nil {
		return usageErr("unknown --format %q: use table, json or csv", o.format)
	}
	if o.limit < 0 {
		return usageErr("--limit %d: give a number of parts, 0 for all", o.limit)
	}
	if o.fits == "" && (o.why || o.build != "") {
		return usageErr("--why and --build need --fits BUILDFILE")
	}
	var where *catalogq.Where
	if o.where != "" {
		w, err := catalogq.ParseWhere(o.where, kind)
		if err != nil {
			return exprErr(err)
		}
		where = w
	}
	keys, err := catalogq.ParseSort(o.sort, kind)
	if err != nil {
		return usageErr("%s", err)
	}
	s, err := e.load()
	if err != nil {
		return err
	}
	cat := s.cat
	var target *catalogq.Target
	if o.fits != "" {
		if target, err = loadTarget(e, cat, o.fits, o.build); err != nil {
			return err
		}
		cat = target.Catalog
	}
	parts := cat.Parts(kind)
	if kind == "" && target != nil {
		// Cloud offers have no role in a build.
		parts = slices.DeleteFunc(slices.Clone(parts), func(p *hw.Part) bool { return !hw.IsRole(p.Kind) })
	}
	if where != nil {
		if parts, err = where.Filter(parts); err != nil {
			return exprErr(err)
		}
	}
	l := partsheet.List{Kind: kind, Parts: parts, Fits: target != nil}
	if target != nil {
		l.Parts = nil
		l.Warnings = map[string][]string{}
		for _, v := range catalogq.FitAll(target.Build, parts, s.cfg) {
			if v.Fits {
				l.Parts = append(l.Parts, v.Part)
				l.Warnings[v.Part.ID] = v.Warnings
			} else if o.why {
				l.Excluded = append(l.Excluded, v)
			}
		}
	}
	catalogq.Sort(l.Parts, keys)
	if len(l.Excluded) > 0 && len(keys) > 0 {
		ex := make([]*hw.Part, len(l.Excluded))
		byID := map[string]catalogq.Verdict{}
		for i, v := range l.Excluded {
			ex[i] = v.Part
			byID[v.Part.ID] = v
		}
		catalogq.Sort(ex, keys)
		for i, p := range ex {
			l.Excluded[i] = byID[p.ID]
		}
	}
	if o.limit > 0 {
		l.Parts = l.Parts[:min(o.limit, len(l.Parts))]
		l.Excluded = l.Excluded[:min(o.limit, len(l.Excluded))]
	}
	if err := write(l); err != nil {
		return usageErr("writing the list: %v", err)
	}
	return nil
}
