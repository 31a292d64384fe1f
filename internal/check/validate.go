package check

import (
	"cmp"
	"io"
	"maps"
	"slices"
	"time"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Request is one `rigcheck validate` run.
type Request struct {
	Paths []string // ExpandPaths'; "-" is standard input
	Stdin io.Reader
	Options
	// Extra are the run's diagnostics that no input file found (the
	// problems of the extra catalog folders), with the sources of the
	// files they point into; ConfigSources are the config file's, which
	// policy findings quote.
	Extra         hw.Diagnostics
	ExtraSources  map[string][]byte
	ConfigSources map[string][]byte
	// MaxPriceAge (years, 0 off) asks for the notices of stale prices
	// (StalePrices), aged against Now.
	MaxPriceAge float64
	Now         time.Time
}

// Sink renders a validate run as Validate hands it over: every file's
// Result in the order Wants asks for, then the Summary of the run. A
// sink forgets a file once it has rendered it, so that memory does not
// grow with the files.
type Sink interface {
	// File renders the Result r of the input file name. When the run
	// cannot go file by file (see Validate), File is called once, with
	// name "" and the whole run's Result, Extra included.
	File(name string, r *Result) error
	// End renders what follows the last file; s sums up the run, Extra
	// included.
	End(s *Summary) error
}

// RunInfo is what a sink knows of a run before its first file.
type RunInfo struct {
	Strict bool
	// Extra are Request.Extra when the files come one by one (none when
	// the whole Result comes at once: it holds them), known before the
	// first file.
	Extra hw.Diagnostics
	// Sources are the sources Extra and policy findings quote: the config
	// file, the catalog folders' files.
	Sources map[string][]byte
}

// Wants is how a format takes a run.
type Wants struct {
	// ByName: the files in the order of their names (a report that goes
	// file by file, check.Result.Groups); otherwise in the run's order.
	ByName bool
	// FileLocal: the format files each finding under the build that found
	// it by matching (Result.Groups). A file alone matches as the whole
	// run does only when no finding of one file points into another,
	// which a config policy's finding (at the policy's line in the config
	// file) can: with policies the run comes whole.
	FileLocal bool
	// Cost: the format shows each build's cost line (BuildResult.Cost).
	Cost bool
}

// Validate checks the files of req and hands the results to the sink that
// newSink makes, file by file (memory that does not grow with the files)
// when the run can go so, else as one whole Result: when two inputs share
// a name (the one name stdin takes could equal a file's), or for a
// FileLocal format with config policies. It returns whether the run
// passes (exit 0) and the stale-price notices in the run's order; err is
// the sink's, a failure to write.
func Validate(req Request, wants Wants, newSink func(RunInfo) Sink) (passed bool, stale []string, err error) {
	req.Cost = req.Cost || wants.Cost
	if !fileByFile(req, wants) {
		res := Run(ReadInputs(req.Paths, req.Stdin), req.Options)
		res.AddExtra(req.Extra, req.ExtraSources, req.ConfigSources)
		if req.MaxPriceAge > 0 {
			stale = StalePrices(res, req.Now, req.MaxPriceAge)
		}
		sink := newSink(RunInfo{Strict: req.Strict})
		if err := sink.File("", res); err != nil {
			return false, nil, err
		}
		return res.OK(), stale, sink.End(res.Summary())
	}
	paths := req.Paths
	sources := maps.Clone(req.ConfigSources)
	if sources == nil {
		sources = map[string][]byte{}
	}
	if len(req.Extra) > 0 {
		maps.Copy(sources, req.ExtraSources)
	}
	sink := newSink(RunInfo{Strict: req.Strict, Extra: req.Extra, Sources: sources})
	order := make([]int, len(paths))
	for i := range order {
		order[i] = i
	}
	if wants.ByName {
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(inputName(paths[a]), inputName(paths[b])) })
	}
	sum := &Summary{Files: len(paths), Strict: req.Strict}
	stales := make([][]string, len(paths))
	err = Stream(len(paths), func(i int) Input { return ReadInput(paths[order[i]], req.Stdin) }, req.Options,
		func(fr *FileResult) error {
			r := fr.Result(req.Strict)
			sum.Add(r)
			if req.MaxPriceAge > 0 {
				stales[order[fr.Index]] = StalePrices(r, req.Now, req.MaxPriceAge)
			}
			return sink.File(fr.Name, r)
		})
	if err == nil {
		sum.AddDiags(req.Extra)
		err = sink.End(sum)
	}
	return sum.OK(), slices.Concat(stales...), err
}

// inputName is the name a path's input takes in reports.
func inputName(path string) string {
	if path == "-" {
		return StdinName
	}
	return path
}

// fileByFile reports whether the run of req can go file by file (see
// Validate).
func fileByFile(req Request, wants Wants) bool {
	if cfg := req.Config; wants.FileLocal && cfg != nil && len(cfg.Policies) > 0 {
		return false
	}
	seen := map[string]bool{}
	for _, p := range req.Paths {
		if seen[inputName(p)] {
			return false
		}
		seen[inputName(p)] = true
	}
	return true
}

// AddExtra puts diagnostics that no input file found (an extra catalog
// folder's problems) into r, with the sources of the files they and the
// config's policies point into.
func (r *Result) AddExtra(diags hw.Diagnostics, sources, configSources map[string][]byte) {
	maps.Copy(r.Sources, configSources)
	if len(diags) == 0 {
		return
	}
	r.Diagnostics = append(r.Diagnostics, diags...)
	maps.Copy(r.Sources, sources)
	r.Diagnostics.Sort()
}
