package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// githubWriter writes one GitHub Actions workflow command per diagnostic:
// errors as ::error, warnings as ::warning and infos as ::notice, each with
// file, line, col, endLine, endColumn and title=rigcheck RULE, so that the
// finding shows on the line of the pull request's diff. Waived diagnostics
// are skipped. A last plain line gives the totals for the job log.
//
// The diagnostics' commands come in the order of the sorted whole,
// spooled like the JSON report's, then the unverified builds' in the run's
// order, spooled too, since the diagnostics' come first; the totals line
// last.
type githubWriter struct {
	w      io.Writer
	opt    Options
	strict bool
	diags  *sortedSpool
	builds *spool
	keep   map[string]bool // keepNames
	extra  hw.Diagnostics
}

func newGitHub(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &githubWriter{w: w, opt: opt, strict: run.Strict, diags: newSortedSpool("\n"), builds: newSpool(),
		keep: keepNames(run), extra: run.Extra}
}

// command renders a diagnostic as its workflow command.
func (s *githubWriter) command(d hw.Diagnostic) ([]byte, error) {
	return []byte(GitHubCommand(d, s.opt.BaseDir)), nil
}

func (s *githubWriter) File(name string, r *check.Result) error {
	for _, b := range r.Builds {
		s.builds.write([]byte(githubBuild(b, s.opt, s.strict)))
	}
	var own hw.Diagnostics
	for _, d := range r.Diagnostics {
		switch {
		case !githubShows(d, s.opt, s.strict):
		case name != "" && d.Range.Filename == name && !s.keep[name]:
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

func (s *githubWriter) End(sum *check.Summary) error {
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
	if c := s.opt.Config; c != nil {
		// The job log and the pull request say which config decided the
		// verdict: a pull request can carry its own (issue 29).
		d := hw.Diagnostic{Rule: "config", Severity: hw.Info, Message: c.Line()}
		d.Range.Filename = c.Path
		if _, err := io.WriteString(s.w, GitHubCommand(d, s.opt.BaseDir)+"\n"); err != nil {
			return err
		}
	}
	_, err = io.WriteString(s.w, githubSummary(sum))
	return err
}

// githubShows reports whether the workflow commands hold d: not waived,
// and with Quiet only if it fails the run.
func githubShows(d hw.Diagnostic, opt Options, strict bool) bool {
	return !d.Waived && (!opt.Quiet || check.Fails(d, strict))
}

// githubBuild is the line of b, "" but for an unverified build (SPEC
// 3.1): an annotation at its build block, a notice, or under --strict an
// error, since strict asks for proof.
func githubBuild(b check.BuildResult, opt Options, strict bool) string {
	if b.Verdict != check.Unverified || opt.Quiet && !strict {
		return ""
	}
	d := hw.Diagnostic{Rule: "missing-data", Severity: hw.Info, Build: b.Build.Name, Range: b.Build.DefRange,
		Message: fmt.Sprintf("build %q is unverified: %s", b.Build.Name, b.UncheckedLine())}
	if strict {
		d.Severity = hw.Error
	}
	return GitHubCommand(d, opt.BaseDir) + "\n"
}

// githubSummary is the last plain line, the totals for the job log.
func githubSummary(s *check.Summary) string {
	verdict := "ok"
	if !s.OK() {
		verdict = "FAIL"
	}
	line := fmt.Sprintf("rigcheck: %s %s, %s: %s, %s, %s", verdict, prose.Count(s.Files, "file"), prose.Count(s.Builds, "build"),
		prose.Count(s.Errors, "error"), prose.Count(s.Warnings, "warning"), prose.Count(s.Infos, "info"))
	if n := s.Unverified; n > 0 {
		line += fmt.Sprintf("; %s unverified", prose.Count(n, "build"))
	}
	return line + "\n"
}

// GitHubCommand formats one diagnostic as a workflow command.
func GitHubCommand(d hw.Diagnostic, base string) string {
	cmd := "notice"
	switch d.Severity {
	case hw.Error:
		cmd = "error"
	case hw.Warning:
		cmd = "warning"
	}
	var props []string
	rng := d.Range
	if rng.Filename != "" {
		props = append(props, "file="+EscapeProperty(escape.Line(RelPath(rng.Filename, base))))
		if rng.Start.Line >= 1 {
			props = append(props, fmt.Sprintf("line=%d", rng.Start.Line))
			if rng.Start.Column >= 1 {
				props = append(props, fmt.Sprintf("col=%d", rng.Start.Column))
			}
			if rng.End.Line > rng.Start.Line || rng.End.Line == rng.Start.Line && rng.End.Column > rng.Start.Column {
				props = append(props, fmt.Sprintf("endLine=%d", rng.End.Line), fmt.Sprintf("endColumn=%d", rng.End.Column))
			}
		}
	}
	// Every user string is escaped (package escape) before the workflow
	// command's own escaping: an ESC or a bidi override would otherwise
	// reach the log raw.
	props = append(props, "title="+EscapeProperty("rigcheck "+escape.Line(d.Rule)))
	msg := escape.Line(d.Message)
	if d.Build != "" {
		msg += " (build \"" + escape.Line(d.Build) + "\")"
	}
	if d.Detail != "" {
		msg += "\n" + escape.Line(d.Detail)
	}
	return "::" + cmd + " " + strings.Join(props, ",") + "::" + EscapeData(msg)
}

// EscapeData escapes a workflow command's message: %, CR and LF.
func EscapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// EscapeProperty escapes a workflow command's property value: what
// EscapeData escapes, and also ':' and ',', which would end the value.
func EscapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}
