package report

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// GitHubOptions shape the workflow-command output.
type GitHubOptions struct {
	// BaseDir turns absolute file names below it into relative ones (see
	// ArtifactURI); GitHub matches annotations to repository-relative paths.
	BaseDir string
	// Quiet keeps errors only.
	Quiet bool
}

// WriteGitHub writes one GitHub Actions workflow command per diagnostic:
// errors as ::error, warnings as ::warning and infos as ::notice, each with
// file, line, col, endLine, endColumn and title=rigcheck RULE, so that the
// finding shows on the line of the pull request's diff. Waived diagnostics
// are skipped. A last plain line gives the totals for the job log.
func WriteGitHub(w io.Writer, r *check.Result, opt GitHubOptions) error {
	bw := bufio.NewWriter(w)
	for _, d := range r.Diagnostics {
		if githubShows(d, opt, r.Strict) {
			bw.WriteString(GitHubCommand(d, opt.BaseDir))
			bw.WriteByte('\n')
		}
	}
	for _, b := range r.Builds {
		bw.WriteString(githubBuild(b, opt, r.Strict))
	}
	bw.WriteString(githubSummary(r.Summary()))
	return bw.Flush()
}

// githubShows reports whether the workflow commands hold d: not waived,
// and with Quiet only if it fails the run.
func githubShows(d hw.Diagnostic, opt GitHubOptions, strict bool) bool {
	return !d.Waived && (!opt.Quiet || check.Fails(d, strict))
}

// githubBuild is the line of b, "" but for an unverified build (SPEC
// 3.1): an annotation at its build block, a notice, or under --strict an
// error, since strict asks for proof.
func githubBuild(b check.BuildResult, opt GitHubOptions, strict bool) string {
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
	line := fmt.Sprintf("rigcheck: %s %d file%s, %d build%s: %d error%s, %d warning%s, %d info%s", verdict,
		s.Files, plural(s.Files), s.Builds, plural(s.Builds), s.Errors, plural(s.Errors), s.Warnings, plural(s.Warnings), s.Infos, plural(s.Infos))
	if n := s.Unverified; n > 0 {
		line += fmt.Sprintf("; %d build%s unverified", n, plural(n))
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
