package report

import (
	"cmp"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/cost"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// ValidateRequest is one `rigcheck validate` run.
type ValidateRequest struct {
	Format string   // a key of Formats
	Paths  []string // check.ExpandPaths'; "-" is standard input
	Stdin  io.Reader
	Check  check.Options
	// Options are the format's; Validate adds the footer (community data
	// and cost lines) when Options.Footer is nil.
	Options Options
	// CatalogDiags are the problems of the extra catalog folders, with the
	// sources of the files they are in; ConfigSources the config file's.
	CatalogDiags   hw.Diagnostics
	CatalogSources map[string][]byte
	ConfigSources  map[string][]byte
	// MaxPriceAge (years, 0 off) asks for the notices of stale prices.
	MaxPriceAge float64
	Now         time.Time
}

// Validate checks the files of req and writes the report to w as
// `rigcheck validate` does: streamed file by file when the format can
// stream it (StreamFormats; output byte for byte that of the whole
// Result, in memory that does not grow with the files), else from the
// whole Result. It returns whether the run passes and the stale-price
// notices in the run's order; err is a failure to write.
func Validate(w io.Writer, req ValidateRequest) (passed bool, stale []string, err error) {
	if req.Options.Footer == nil {
		req.Options.Footer = BuildFooter(req.Check.Catalog)
	}
	if sf, ok := StreamFormats[req.Format]; ok && streamable(sf, req) {
		return validateStream(w, sf, req)
	}
	res := check.Run(check.ReadInputs(req.Paths, req.Stdin), req.Check)
	AddCatalogDiags(res, req.CatalogDiags, req.CatalogSources, req.ConfigSources)
	MarkCommunity(res)
	if req.MaxPriceAge > 0 {
		stale = StalePrices(res, req.Now, req.MaxPriceAge)
	}
	return res.OK(), stale, Formats[req.Format](w, res, req.Options)
}

// BuildFooter is the text report's lines under each build: which of its
// parts are community data, and the cost line against the offers of cat.
func BuildFooter(cat *catalog.Catalog) func(check.BuildResult) string {
	var costLine func(check.BuildResult) string
	if cat != nil {
		costLine = cost.NewFooter(cat)
	}
	return func(br check.BuildResult) string {
		var lines []string
		if l := CommunityLine(br.Build); l != "" {
			lines = append(lines, l)
		}
		if costLine != nil {
			if l := costLine(br); l != "" {
				lines = append(lines, l)
			}
		}
		return strings.Join(lines, "\n  ")
	}
}

// AddCatalogDiags puts the problems of extra catalog folders, and the
// sources of the files they and the config's policies point into, into r.
func AddCatalogDiags(r *check.Result, diags hw.Diagnostics, catalogSources, configSources map[string][]byte) {
	maps.Copy(r.Sources, configSources)
	if len(diags) == 0 {
		return
	}
	r.Diagnostics = append(r.Diagnostics, diags...)
	maps.Copy(r.Sources, catalogSources)
	r.Diagnostics.Sort()
}

// streamable reports whether the report of req can stream in format sf:
// file names must be unique in the run (the one name stdin takes could
// equal a file's), and a format that files findings by build needs a
// config without policies (StreamFormat).
func streamable(sf StreamFormat, req ValidateRequest) bool {
	if cfg := req.Check.Config; sf.FileLocal && cfg != nil && len(cfg.Policies) > 0 {
		return false
	}
	seen := map[string]bool{}
	for _, p := range req.Paths {
		if p == "-" {
			p = check.StdinName
		}
		if seen[p] {
			return false
		}
		seen[p] = true
	}
	return true
}

// validateStream is Validate's streamed path (check.Stream, Stream).
func validateStream(w io.Writer, sf StreamFormat, req ValidateRequest) (bool, []string, error) {
	paths, opt := req.Paths, req.Check
	sources := maps.Clone(req.ConfigSources)
	if sources == nil {
		sources = map[string][]byte{}
	}
	if len(req.CatalogDiags) > 0 {
		maps.Copy(sources, req.CatalogSources)
	}
	stream := sf.New(w, StreamOptions{Options: req.Options, Strict: opt.Strict, Extra: req.CatalogDiags, Sources: sources})
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	if sf.ByName {
		name := func(i int) string {
			if paths[i] == "-" {
				return check.StdinName
			}
			return paths[i]
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(name(a), name(b)) })
	}
	sum := &check.Summary{Files: len(paths), Strict: opt.Strict}
	stale := make([][]string, len(paths))
	err := check.Stream(len(paths), func(i int) check.Input { return check.ReadInput(paths[order[i]], req.Stdin) }, opt,
		func(fr *check.FileResult) error {
			r := fr.Result(opt.Strict)
			MarkCommunity(r)
			sum.Add(r)
			if req.MaxPriceAge > 0 {
				stale[order[fr.Index]] = StalePrices(r, req.Now, req.MaxPriceAge)
			}
			return stream.File(fr.Name, r)
		})
	if err == nil {
		sum.AddDiags(req.CatalogDiags)
		err = stream.End(sum)
	}
	return sum.OK(), slices.Concat(stale...), err
}
