package report

import (
	"bytes"
	"io"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
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
	// it by matching (text and markdown: check.Result.Groups; junit: a
	// finding in another file goes to the first build of its name). A
	// file alone matches as the whole run does only when no finding of one
	// file points into another, which a config policy's finding (at the
	// policy's line in the config file) can: with policies the report is
	// not streamed.
	FileLocal bool
}

// StreamFormats are the formats that stream: every one of Formats.
// validate still writes a report from the whole Result when the run
// cannot stream it (see streamable and docs/performance.md).
var StreamFormats = map[string]StreamFormat{
	"text":     {New: newTextStream, ByName: true, FileLocal: true},
	"json":     {New: newJSONStream},
	"sarif":    {New: newSARIFStream},
	"github":   {New: newGitHubStream},
	"junit":    {New: newJUnitStream, ByName: true, FileLocal: true},
	"markdown": {New: newMarkdownStream, ByName: true, FileLocal: true},
}

// keepNames are the names that other files' diagnostics may point at (the
// config file, catalog files): a stream that writes the diagnostics in the
// order of the sorted whole keeps those of a build file of such a name in
// memory, to be sorted in with the others'.
func keepNames(opt StreamOptions) map[string]bool {
	keep := map[string]bool{}
	for _, d := range opt.Extra {
		keep[d.Range.Filename] = true
	}
	for name := range opt.Sources {
		keep[name] = true
	}
	return keep
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
	keep  map[string]bool // keepNames
}

func newJSONStream(w io.Writer, opt StreamOptions) Stream {
	return &jsonStream{j: newJSONWriter(w, true), extra: opt.Extra, keep: keepNames(opt)}
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
		strict: opt.Strict, index: map[string]int{}, results: newSortedSpool(true, ",\n        "), builds: newSpool(true),
		keep: keepNames(opt), extra: opt.Extra}
	for i, rl := range o.Rules {
		s.index[rl.ID] = i // as WriteSARIF numbers them: the last of an id
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

// githubStream is the GitHub workflow commands: the diagnostics' in the
// order of the sorted whole, spooled like the JSON report's, then the
// unverified builds' in the run's order, spooled too, since the
// diagnostics' come first; the totals line last.
type githubStream struct {
	w      io.Writer
	opt    GitHubOptions
	strict bool
	diags  *sortedSpool
	builds *spool
	keep   map[string]bool // keepNames
	extra  hw.Diagnostics
}

func newGitHubStream(w io.Writer, opt StreamOptions) Stream {
	return &githubStream{w: w, opt: GitHubOptions{BaseDir: opt.BaseDir, Quiet: opt.Quiet}, strict: opt.Strict,
		diags: newSortedSpool(true, "\n"), builds: newSpool(true), keep: keepNames(opt), extra: opt.Extra}
}

// command renders a diagnostic as its workflow command.
func (s *githubStream) command(d hw.Diagnostic) ([]byte, error) {
	return []byte(GitHubCommand(d, s.opt.BaseDir)), nil
}

func (s *githubStream) File(name string, r *check.Result) error {
	for _, b := range r.Builds {
		s.builds.write([]byte(githubBuild(b, s.opt, s.strict)))
	}
	var own hw.Diagnostics
	for _, d := range r.Diagnostics {
		switch {
		case !githubShows(d, s.opt, s.strict):
		case d.Range.Filename == name && !s.keep[name]:
			own = append(own, d)
		default:
			s.diags.loose = append(s.diags.loose, d)
		}
	}
	if err := s.diags.add(name, own, s.command); err != nil {
		return err
	}
	return s.builds.err
}

func (s *githubStream) End(sum *check.Summary) error {
	defer s.diags.sp.close()
	defer s.builds.close()
	for _, d := range s.extra {
		if githubShows(d, s.opt, s.strict) {
			s.diags.loose = append(s.diags.loose, d)
		}
	}
	s.diags.sort()
	var out bytes.Buffer
	some, err := s.diags.writeTo(s.w, &out, s.command)
	if err != nil {
		return err
	}
	if some {
		out.WriteString("\n")
	}
	if _, err := s.w.Write(out.Bytes()); err != nil {
		return err
	}
	if err := s.builds.copyTo(s.w, 0, s.builds.size); err != nil {
		return err
	}
	_, err = io.WriteString(s.w, githubSummary(sum))
	return err
}

// markdownStream is the Markdown report: each file's rows of the problems
// table and its builds' sections in the order of the files' names (the
// catalog folders' files in their places), spooled until the end, since
// whether the table is drawn at the report's head is known only then.
type markdownStream struct {
	w            io.Writer
	m            markdownWriter
	extra        *extraFiles
	rows, builds *spool
	b            bytes.Buffer
}

func newMarkdownStream(w io.Writer, opt StreamOptions) Stream {
	o := opt.Options
	return &markdownStream{w: w, m: markdownWriter{opt: MarkdownOptions{Quiet: o.Quiet, Version: o.Version, Now: o.Now, Footer: o.Footer},
		strict: opt.Strict}, extra: newExtraFiles(opt.Extra, opt.Strict), rows: newSpool(true), builds: newSpool(true)}
}

// add renders the groups of r.
func (s *markdownStream) add(r *check.Result) error {
	var rows bytes.Buffer
	for _, g := range r.Groups() {
		s.m.group(g, &rows, &s.b)
	}
	s.rows.write(escape.NoCommands(rows.Bytes()))
	s.builds.write(escape.NoCommands(s.b.Bytes()))
	s.b.Reset()
	if s.rows.err != nil {
		return s.rows.err
	}
	return s.builds.err
}

func (s *markdownStream) File(name string, r *check.Result) error {
	if err := s.extra.before(name, s.add); err != nil {
		return err
	}
	s.extra.into(name, r)
	return s.add(r)
}

func (s *markdownStream) End(*check.Summary) error {
	defer s.rows.close()
	defer s.builds.close()
	if err := s.extra.before("", s.add); err != nil {
		return err
	}
	if s.rows.size > 0 {
		if _, err := io.WriteString(s.w, mdProblemsHead); err != nil {
			return err
		}
		if err := s.rows.copyTo(s.w, 0, s.rows.size); err != nil {
			return err
		}
		if _, err := io.WriteString(s.w, "\n"); err != nil {
			return err
		}
	}
	if err := s.builds.copyTo(s.w, 0, s.builds.size); err != nil {
		return err
	}
	s.m.end(&s.b)
	_, err := s.w.Write(escape.NoCommands(s.b.Bytes()))
	return err
}
