package report

import (
	"bytes"
	"io"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// StreamOptions shape a streamed report.
type StreamOptions struct {
	Options
	Strict bool
	// Extra are the run's diagnostics that no input file found (a catalog
	// folder's), known before the first file.
	Extra hw.Diagnostics
	// Sources are the sources Extra and policy findings quote: the config
	// file, the catalog folders' files.
	Sources map[string][]byte
}

// A Stream renders a validate run file by file and forgets each file once
// it is rendered, so that the memory of a run does not grow with its
// files. What it writes is byte for byte what the format's Writer writes
// for the whole Result.
type Stream interface {
	// File renders the file name: r is its check.FileResult.Result, with
	// MarkCommunity applied.
	File(name string, r *check.Result) error
	// End renders what follows the last file; s sums up the run, Extra
	// included.
	End(s *check.Summary) error
}

// StreamFormat is a --format that can be streamed.
type StreamFormat struct {
	New func(w io.Writer, opt StreamOptions) Stream
	// ByName: the stream takes the files in the order of their names (the
	// text report goes file by file); otherwise in the run's order.
	ByName bool
	// FileLocal: the format files each finding under the build that found
	// it by matching (text: check.Result.Groups; junit: a finding in
	// another file goes to the first build of its name). A file alone
	// matches as the whole run does only when no finding of one file
	// points into another, which a config policy's finding (at the
	// policy's line in the config file) can: with policies the report is
	// not streamed.
	FileLocal bool
}

// StreamFormats are the formats that stream. The others (github,
// markdown) are written from the whole Result; see docs/performance.md for
// why.
var StreamFormats = map[string]StreamFormat{
	"text":  {New: newTextStream, ByName: true, FileLocal: true},
	"json":  {New: newJSONStream},
	"sarif": {New: newSARIFStream},
	"junit": {New: newJUnitStream, ByName: true, FileLocal: true},
}

// textStream is the text report, group by group: a group is written once
// it and every group before it are known. Only whether the report has more
// than one group (each then starts with a rule line) waits: the first
// group is held until a second one comes or the run ends.
type textStream struct {
	t       *textWriter
	sources map[string][]byte
	extra   *extraFiles
	groups  int
	held    *check.FileGroup
	heldSrc *sourceIndex
}

func newTextStream(w io.Writer, opt StreamOptions) Stream {
	o := opt.Options
	return &textStream{t: newTextWriter(w, TextOptions{Color: o.Color, Quiet: o.Quiet, Footer: o.Footer, Now: o.Now}, opt.Strict),
		sources: opt.Sources, extra: newExtraFiles(opt.Extra, opt.Strict)}
}

// putExtra writes the groups of one of the Extra files.
func (s *textStream) putExtra(r *check.Result) error {
	for _, g := range r.Groups() {
		if err := s.put(g, newSourceIndex(nil, s.sources)); err != nil {
			return err
		}
	}
	return nil
}

func (s *textStream) File(name string, r *check.Result) error {
	if err := s.extra.before(name, s.putExtra); err != nil {
		return err
	}
	s.extra.into(name, r)
	srcs := newSourceIndex(r.Sources, s.sources)
	for _, g := range r.Groups() {
		if err := s.put(g, srcs); err != nil {
			return err
		}
	}
	return nil
}

func (s *textStream) put(g check.FileGroup, srcs *sourceIndex) error {
	s.groups++
	switch s.groups {
	case 1:
		s.held, s.heldSrc = &g, srcs
		return nil
	case 2:
		s.t.group(*s.held, true, s.heldSrc)
		s.held, s.heldSrc = nil, nil
	}
	s.t.group(g, true, srcs)
	return s.t.flush()
}

func (s *textStream) End(sum *check.Summary) error {
	if err := s.extra.before("", s.putExtra); err != nil {
		return err
	}
	if s.held != nil {
		s.t.group(*s.held, false, s.heldSrc)
	}
	s.t.summary(sum)
	return s.t.flush()
}

// jsonStream is the JSON report: builds in the run's order, diagnostics in
// the order of the sorted whole, both spooled on disk until the summary at
// the document's head is known.
type jsonStream struct {
	j     *jsonWriter
	extra hw.Diagnostics
	// keep are the names other files' diagnostics may point at (the
	// config file, catalog files): a build file of such a name keeps its
	// diagnostics in memory, to be sorted in with those.
	keep map[string]bool
}

func newJSONStream(w io.Writer, opt StreamOptions) Stream {
	s := &jsonStream{j: newJSONWriter(w, true), extra: opt.Extra, keep: map[string]bool{}}
	for _, d := range opt.Extra {
		s.keep[d.Range.Filename] = true
	}
	for name := range opt.Sources {
		s.keep[name] = true
	}
	return s
}

func (s *jsonStream) File(name string, r *check.Result) error {
	if err := s.j.builds(r.Builds); err != nil {
		return err
	}
	own := r.Diagnostics[:0:0]
	for _, d := range r.Diagnostics {
		if d.Range.Filename == name && !s.keep[name] {
			own = append(own, d)
		} else {
			s.j.diags.loose = append(s.j.diags.loose, d)
		}
	}
	return s.j.diags.add(name, own, s.j.diag)
}

func (s *jsonStream) End(sum *check.Summary) error {
	s.j.diags.loose = append(s.j.diags.loose, s.extra...)
	return s.j.end(sum)
}

// sarifStream is the SARIF log: the results in the order of the sorted
// whole and the builds' verdicts, spooled like the JSON report's pieces.
// The rule table at the log's head lists the config's policies in the
// order their first results appear, so a file with a result of a rule the
// table lacks keeps its results in memory, to be numbered at the end.
type sarifStream struct {
	w       io.Writer
	opt     SARIFOptions
	strict  bool
	index   map[string]int
	results *sortedSpool
	builds  *spool
	nbuilds int
	keep    map[string]bool
	extra   hw.Diagnostics
}

func newSARIFStream(w io.Writer, opt StreamOptions) Stream {
	o := opt.Options
	s := &sarifStream{w: w, opt: SARIFOptions{Version: o.Version, BaseDir: o.BaseDir, Quiet: o.Quiet, Rules: o.Rules},
		strict: opt.Strict, index: map[string]int{}, results: newSortedSpool(true, "        "), builds: newSpool(true),
		keep: map[string]bool{}, extra: opt.Extra}
	for i, rl := range o.Rules {
		s.index[rl.ID] = i // as WriteSARIF numbers them: the last of an id
	}
	for _, d := range opt.Extra {
		s.keep[d.Range.Filename] = true
	}
	for name := range opt.Sources {
		s.keep[name] = true
	}
	return s
}

// shown are the diagnostics the log holds.
func (s *sarifStream) shown(ds hw.Diagnostics) hw.Diagnostics {
	if !s.opt.Quiet {
		return ds
	}
	var out hw.Diagnostics
	for _, d := range ds {
		if check.Fails(d, s.strict) {
			out = append(out, d)
		}
	}
	return out
}

func (s *sarifStream) File(name string, r *check.Result) error {
	for _, b := range r.Builds {
		e, err := sarifElement(sarifVerdictOf(b, s.opt.BaseDir), 10)
		if err != nil {
			return err
		}
		if s.nbuilds > 0 {
			s.builds.write([]byte(",\n          "))
		}
		s.builds.write(e)
		s.nbuilds++
	}
	ds := s.shown(r.Diagnostics)
	local := !s.keep[name]
	for _, d := range ds {
		if _, known := s.index[d.Rule]; !known || d.Range.Filename != name {
			local = false
		}
	}
	if !local {
		s.results.loose = append(s.results.loose, ds...)
		return s.builds.err
	}
	if err := s.results.add(name, ds, s.result); err != nil {
		return err
	}
	return s.builds.err
}

// result renders a diagnostic as an element of the results array.
func (s *sarifStream) result(d hw.Diagnostic) ([]byte, error) {
	return sarifElement(sarifResultOf(d, s.index[d.Rule], s.opt.BaseDir), 8)
}

func (s *sarifStream) End(sum *check.Summary) error {
	defer s.results.sp.close()
	defer s.builds.close()
	s.results.loose = append(s.results.loose, s.shown(s.extra)...)
	s.results.sort()
	// The chunks hold no rule the table lacks: the loose results, in
	// order, number the policies.
	run := sarifRunOf(s.opt.Version, s.opt.Rules)
	for _, d := range s.results.loose {
		if _, ok := s.index[d.Rule]; !ok {
			s.index[d.Rule] = len(run.Tool.Driver.Rules)
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifPolicyRule(d))
		}
	}
	head, err := sarifHead(run)
	if err != nil {
		return err
	}
	var out bytes.Buffer
	out.Write(head)
	flush := func() error {
		_, err := s.w.Write(out.Bytes())
		out.Reset()
		return err
	}
	some, err := s.results.writeTo(s.w, &out, s.result)
	if err != nil {
		return err
	}
	if some {
		out.WriteString("\n      ")
	}
	out.WriteString("]")
	if s.nbuilds > 0 {
		out.WriteString(",\n      \"properties\": {\n        \"builds\": [\n          ")
		if err := flush(); err != nil {
			return err
		}
		if err := s.builds.copyTo(s.w, 0, s.builds.size); err != nil {
			return err
		}
		out.WriteString("\n        ]\n      }")
	}
	out.WriteString("\n    }\n  ]\n}\n")
	return flush()
}

// junitStream is the JUnit report: a suite per file in the order of the
// files' names, spooled until the totals in the opening tag are known.
type junitStream struct {
	w                  io.Writer
	opt                JUnitOptions
	extra              *extraFiles
	suites             *spool
	n, tests, failures int
}

func newJUnitStream(w io.Writer, opt StreamOptions) Stream {
	return &junitStream{w: w, opt: JUnitOptions{BaseDir: opt.BaseDir}, suites: newSpool(true),
		extra: newExtraFiles(opt.Extra, opt.Strict)}
}

func (s *junitStream) add(r *check.Result) error {
	for _, su := range junitSuitesOf(r, s.opt) {
		b, err := junitSuiteXML(su)
		if err != nil {
			return err
		}
		s.suites.write(b)
		s.n++
		s.tests += su.Tests
		s.failures += su.Failures
	}
	return s.suites.err
}

func (s *junitStream) File(name string, r *check.Result) error {
	if err := s.extra.before(name, s.add); err != nil {
		return err
	}
	s.extra.into(name, r)
	return s.add(r)
}

func (s *junitStream) End(*check.Summary) error {
	defer s.suites.close()
	if err := s.extra.before("", s.add); err != nil {
		return err
	}
	head, tail, err := junitEnvelope(s.tests, s.failures, s.n > 0)
	if err != nil {
		return err
	}
	if _, err := s.w.Write(head); err != nil {
		return err
	}
	if err := s.suites.copyTo(s.w, 0, s.suites.size); err != nil {
		return err
	}
	_, err = s.w.Write(tail)
	return err
}
