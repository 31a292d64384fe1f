package report

import (
	"bytes"
	"cmp"
	"io"
	"slices"

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

// extraByFile sorts the Extra diagnostics into files, and lists the
// files in name order.
func extraByFile(extra hw.Diagnostics) (map[string]hw.Diagnostics, []string) {
	by := map[string]hw.Diagnostics{}
	var names []string
	for _, d := range extra {
		if _, ok := by[d.Range.Filename]; !ok {
			names = append(names, d.Range.Filename)
		}
		by[d.Range.Filename] = append(by[d.Range.Filename], d)
	}
	slices.Sort(names)
	return by, names
}

// textStream is the text report, group by group: a group is written once
// it and every group before it are known. Only whether the report has more
// than one group (each then starts with a rule line) waits: the first
// group is held until a second one comes or the run ends.
type textStream struct {
	t       *textWriter
	sources map[string][]byte
	extra   map[string]hw.Diagnostics
	pending []string // the Extra files not yet written, in name order
	groups  int
	held    *check.FileGroup
	heldSrc *sourceIndex
}

func newTextStream(w io.Writer, opt StreamOptions) Stream {
	o := opt.Options
	s := &textStream{t: newTextWriter(w, TextOptions{Color: o.Color, Quiet: o.Quiet, Footer: o.Footer, Now: o.Now}, opt.Strict),
		sources: opt.Sources}
	s.extra, s.pending = extraByFile(opt.Extra)
	return s
}

// extraUpTo writes the groups of the Extra files whose names sort before
// name (all of them for "").
func (s *textStream) extraUpTo(name string) error {
	for len(s.pending) > 0 && (name == "" || s.pending[0] < name) {
		f := s.pending[0]
		s.pending = s.pending[1:]
		r := &check.Result{Diagnostics: s.extra[f], Strict: s.t.strict}
		r.Diagnostics.Sort()
		for _, g := range r.Groups() {
			if err := s.put(g, newSourceIndex(nil, s.sources)); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *textStream) File(name string, r *check.Result) error {
	if err := s.extraUpTo(name); err != nil {
		return err
	}
	if len(s.pending) > 0 && s.pending[0] == name {
		// A catalog folder's file given as a build file too: one group.
		r.Diagnostics = append(r.Diagnostics, s.extra[name]...)
		r.Diagnostics.Sort()
		s.pending = s.pending[1:]
	}
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
	if err := s.extraUpTo(""); err != nil {
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
			s.j.loose = append(s.j.loose, d)
		}
	}
	return s.j.diags(name, own)
}

func (s *jsonStream) End(sum *check.Summary) error {
	s.j.loose = append(s.j.loose, s.extra...)
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
	results *spool
	chunks  []diagChunk
	loose   hw.Diagnostics
	builds  *spool
	nbuilds int
	keep    map[string]bool
	extra   hw.Diagnostics
}

func newSARIFStream(w io.Writer, opt StreamOptions) Stream {
	o := opt.Options
	s := &sarifStream{w: w, opt: SARIFOptions{Version: o.Version, BaseDir: o.BaseDir, Quiet: o.Quiet, Rules: o.Rules},
		strict: opt.Strict, index: map[string]int{}, results: newSpool(true), builds: newSpool(true),
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
		s.loose = append(s.loose, ds...)
		return s.builds.err
	}
	if len(ds) == 0 {
		return s.builds.err
	}
	c := diagChunk{name: name, off: s.results.size}
	for i, d := range ds {
		e, err := sarifElement(sarifResultOf(d, s.index[d.Rule], s.opt.BaseDir), 8)
		if err != nil {
			return err
		}
		if i > 0 {
			s.results.write([]byte(",\n        "))
		}
		s.results.write(e)
	}
	c.len = s.results.size - c.off
	s.chunks = append(s.chunks, c)
	return s.results.err
}

func (s *sarifStream) End(sum *check.Summary) error {
	defer s.results.close()
	defer s.builds.close()
	s.loose = append(s.loose, s.shown(s.extra)...)
	s.loose.Sort()
	slices.SortStableFunc(s.chunks, func(a, b diagChunk) int { return cmp.Compare(a.name, b.name) })
	// The chunks hold no rule the table lacks: the loose results, in
	// order, number the policies.
	run := sarifRunOf(s.opt.Version, s.opt.Rules)
	for _, d := range s.loose {
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
	first := true
	put := func(e []byte) {
		if first {
			out.WriteString("\n        ")
		} else {
			out.WriteString(",\n        ")
		}
		first = false
		out.Write(e)
	}
	flush := func() error {
		_, err := s.w.Write(out.Bytes())
		out.Reset()
		return err
	}
	loose := s.loose
	flushLoose := func(upTo string, all bool) error {
		for len(loose) > 0 && (all || loose[0].Range.Filename < upTo) {
			e, err := sarifElement(sarifResultOf(loose[0], s.index[loose[0].Rule], s.opt.BaseDir), 8)
			if err != nil {
				return err
			}
			put(e)
			loose = loose[1:]
		}
		return nil
	}
	for _, c := range s.chunks {
		if err := flushLoose(c.name, false); err != nil {
			return err
		}
		put(nil)
		if err := flush(); err != nil {
			return err
		}
		if err := s.results.copyTo(s.w, c.off, c.len); err != nil {
			return err
		}
	}
	if err := flushLoose("", true); err != nil {
		return err
	}
	if !first {
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
	strict             bool
	extra              map[string]hw.Diagnostics
	pending            []string
	suites             *spool
	n, tests, failures int
}

func newJUnitStream(w io.Writer, opt StreamOptions) Stream {
	s := &junitStream{w: w, opt: JUnitOptions{BaseDir: opt.BaseDir}, strict: opt.Strict, suites: newSpool(true)}
	s.extra, s.pending = extraByFile(opt.Extra)
	return s
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

// extraUpTo adds the suites of the Extra files whose names sort before
// name (all of them for "").
func (s *junitStream) extraUpTo(name string) error {
	for len(s.pending) > 0 && (name == "" || s.pending[0] < name) {
		f := s.pending[0]
		s.pending = s.pending[1:]
		r := &check.Result{Diagnostics: s.extra[f], Strict: s.strict}
		r.Diagnostics.Sort()
		if err := s.add(r); err != nil {
			return err
		}
	}
	return nil
}

func (s *junitStream) File(name string, r *check.Result) error {
	if err := s.extraUpTo(name); err != nil {
		return err
	}
	if len(s.pending) > 0 && s.pending[0] == name {
		r.Diagnostics = append(r.Diagnostics, s.extra[name]...)
		r.Diagnostics.Sort()
		s.pending = s.pending[1:]
	}
	return s.add(r)
}

func (s *junitStream) End(*check.Summary) error {
	defer s.suites.close()
	if err := s.extraUpTo(""); err != nil {
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
