package report

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

type (
	junitSuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Suites   []junitSuite `xml:"testsuite"`
	}
	junitSuite struct {
		Name     string `xml:"name,attr"`
		Tests    int    `xml:"tests,attr"`
		Failures int    `xml:"failures,attr"`
		Errors   int    `xml:"errors,attr"`
		Skipped  int    `xml:"skipped,attr"`
		// Properties name the config file the run used, so that a CI
		// reader sees which file decided the verdicts.
		Properties *junitProperties `xml:"properties"`
		Cases      []junitCase      `xml:"testcase"`
	}
	junitProperties struct {
		Property []junitProperty `xml:"property"`
	}
	junitProperty struct {
		Name  string `xml:"name,attr"`
		Value string `xml:"value,attr"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		File      string        `xml:"file,attr,omitempty"`
		Line      int           `xml:"line,attr,omitempty"`
		Failure   *junitFailure `xml:"failure"`
		Skipped   *junitSkipped `xml:"skipped"`
		SystemOut *junitText    `xml:"system-out"`
	}
	junitSkipped struct {
		Message string `xml:"message,attr"`
	}
	junitFailure struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr"`
		Text    string `xml:",cdata"`
	}
	junitText struct {
		Text string `xml:",cdata"`
	}
)

// junitWriter writes a JUnit XML report for CI systems that show one
// (GitLab, Jenkins, Azure): a test suite per file, a test case per build,
// and for a file's own problems (syntax, duplicate ids) a test case named
// "(file)". A case fails when it has errors (with --strict, warnings too).
// JUnit allows one <failure> per case, and GitLab and Jenkins show only
// one, so a failing case has a single failure whose text lists every
// failing diagnostic, one block per error; warnings, infos and waived
// findings go to system-out.
//
// The suites come in the order of the files' names, spooled until the
// totals in the opening tag are known. A CI job may print the file: no
// line of it may read as a workflow command (escape.NoCommands).
type junitWriter struct {
	w                  io.Writer
	opt                Options
	extra              *extraFiles
	suites             *spool
	n, tests, failures int
}

func newJUnit(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &junitWriter{w: w, opt: opt, suites: newSpool(), extra: newExtraFiles(run.Extra, run.Strict)}
}

func (s *junitWriter) add(r *check.Result) error {
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

func (s *junitWriter) File(name string, r *check.Result) error {
	if err := s.extra.before(name, s.add); err != nil {
		return err
	}
	s.extra.into(name, r)
	return s.add(r)
}

func (s *junitWriter) End(*check.Summary) error {
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

// junitSuitesOf is the report's suites, in the order of their files' names.
func junitSuitesOf(r *check.Result, opt Options) []junitSuite {
	type key struct{ file, build string }
	builds := map[key]bool{}
	for _, b := range r.Builds {
		builds[key{b.File, b.Build.Name}] = true
	}
	byCase := map[key]hw.Diagnostics{}
	for _, d := range r.Diagnostics {
		k := key{d.Range.Filename, d.Build}
		if d.Build != "" && !builds[k] {
			// A build's diagnostic that points into another file (a part of
			// a catalog folder) belongs to the build's own case.
			for _, b := range r.Builds {
				if b.Build.Name == d.Build {
					k.file = b.File
					break
				}
			}
		}
		byCase[k] = append(byCase[k], d)
	}
	suites := map[string]*junitSuite{}
	var order []string
	suite := func(file string) *junitSuite {
		s, ok := suites[file]
		if !ok {
			s = &junitSuite{Name: xmlSafe(escape.Line(RelPath(file, opt.BaseDir)))}
			if opt.Config != nil {
				s.Properties = &junitProperties{[]junitProperty{{Name: "config", Value: xmlSafe(escape.Line(opt.Config.Line()))}}}
			}
			suites[file] = s
			order = append(order, file)
		}
		return s
	}
	addCase := func(file, name string, line int, ds hw.Diagnostics, br *check.BuildResult) {
		s := suite(file)
		c := junitCase{Name: xmlSafe(escape.Line(name)), Classname: s.Name, File: s.Name, Line: line}
		var fails []hw.Diagnostic
		var out strings.Builder
		for _, d := range ds {
			if !d.Waived && (d.Severity == hw.Error || r.Strict && d.Severity == hw.Warning) {
				fails = append(fails, d)
				continue
			}
			label := d.Severity.String()
			if d.Waived {
				label = "waived " + label
			}
			fmt.Fprintf(&out, "%s[%s] %s\n  at %s\n", label, escape.Line(d.Rule), escape.Line(d.Message), escape.Line(RangeString(relRange(d, opt.BaseDir))))
			if d.Waived && d.WaiverReason != "" {
				fmt.Fprintf(&out, "  waived: %s\n", escape.Line(d.WaiverReason))
			}
		}
		// An unverified build (SPEC 3.1) fails its case under --strict and is
		// a skipped case otherwise: nothing failed, nothing was proven.
		if br != nil && br.Verdict == check.Unverified && len(fails) == 0 {
			why := "unverified: " + escape.Line(br.UncheckedLine())
			if r.Strict {
				c.Failure = &junitFailure{Message: xmlSafe(why), Type: "unverified", Text: xmlSafe(why + "\n")}
				s.Failures++
			} else {
				c.Skipped = &junitSkipped{Message: xmlSafe(why)}
				s.Skipped++
			}
		}
		if len(fails) > 0 {
			msg := escape.Line(fails[0].Message)
			if len(fails) > 1 {
				msg = fmt.Sprintf("%d failing diagnostics; first: [%s] %s", len(fails), escape.Line(fails[0].Rule), msg)
			}
			var text strings.Builder
			for i, d := range fails {
				if i > 0 {
					text.WriteString("\n")
				}
				fmt.Fprintf(&text, "%s[%s] %s\n  at %s\n", d.Severity, escape.Line(d.Rule), escape.Line(d.Message), escape.Line(RangeString(relRange(d, opt.BaseDir))))
				if d.Detail != "" {
					fmt.Fprintf(&text, "  %s\n", escape.Line(d.Detail))
				}
			}
			c.Failure = &junitFailure{Message: xmlSafe(msg), Type: xmlSafe(fails[0].Rule), Text: xmlSafe(text.String())}
			s.Failures++
		}
		if out.Len() > 0 {
			c.SystemOut = &junitText{Text: xmlSafe(out.String())}
		}
		s.Tests++
		s.Cases = append(s.Cases, c)
	}
	// Files in the order of the run; a file with its own problems gets its
	// "(file)" case first.
	files := map[string]bool{}
	for _, b := range r.Builds {
		files[b.File] = true
	}
	var orphans []key // diagnostics of a build that was not checked (a duplicate name)
	for k := range byCase {
		files[k.file] = true
		if k.build != "" && !builds[k] {
			orphans = append(orphans, k)
		}
	}
	sort.Slice(orphans, func(i, j int) bool { return orphans[i].build < orphans[j].build })
	names := make([]string, 0, len(files))
	for f := range files {
		names = append(names, f)
	}
	sort.Strings(names)
	for _, f := range names {
		if ds, ok := byCase[key{f, ""}]; ok {
			addCase(f, "(file)", 0, ds, nil)
		}
		for _, b := range r.Builds {
			if b.File == f {
				addCase(f, b.Build.Name, b.Build.DefRange.Start.Line, byCase[key{f, b.Build.Name}], &b)
			}
		}
		for _, k := range orphans {
			if k.file == f {
				addCase(f, k.build, 0, byCase[k], nil)
			}
		}
	}
	var out []junitSuite
	for _, f := range order {
		out = append(out, *suites[f])
	}
	return out
}

// junitSuiteXML encodes one suite as the report's encoder indents it
// inside <testsuites>, after its line break.
func junitSuiteXML(s junitSuite) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("\n")
	enc := xml.NewEncoder(&buf)
	enc.Indent("  ", "  ")
	if err := enc.EncodeElement(s, xml.StartElement{Name: xml.Name{Local: "testsuite"}}); err != nil {
		return nil, err
	}
	if err := enc.Flush(); err != nil {
		return nil, err
	}
	return escape.NoCommands(buf.Bytes()), nil
}

// junitEnvelope is the report around its suites: the header with the
// totals, and the closing tag.
func junitEnvelope(tests, failures int, suites bool) (head, tail []byte, err error) {
	var buf bytes.Buffer
	enc := xml.NewEncoder(&buf)
	enc.Indent("", "  ")
	if err := enc.Encode(junitSuites{Name: "rigcheck", Tests: tests, Failures: failures}); err != nil {
		return nil, nil, err
	}
	b := buf.Bytes()
	at := bytes.LastIndex(b, []byte("</testsuites>"))
	if at < 0 {
		return nil, nil, errors.New("junit: no closing tag")
	}
	head = append([]byte(xml.Header), b[:at]...)
	tail = []byte("</testsuites>\n")
	if suites {
		tail = []byte("\n</testsuites>\n")
	}
	return escape.NoCommands(head), tail, nil
}

func relRange(d hw.Diagnostic, base string) (rng hcl.Range) {
	rng = d.Range
	if rng.Filename != "" {
		rng.Filename = RelPath(rng.Filename, base)
	}
	return rng
}

// xmlSafe escapes control characters like every text output (package
// escape: ESC, CR, C1, bidi; LF is kept) and replaces what XML 1.0 still
// cannot hold (U+FFFE, U+FFFF) with U+FFFD, so that a hostile build name
// cannot break the report or the terminal that shows it. Inside CDATA a
// "]]>" is split by encoding/xml itself.
func xmlSafe(s string) string {
	s = escape.Text(s)
	return strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF {
			return r
		}
		return '\uFFFD'
	}, s)
}
