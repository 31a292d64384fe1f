package report

import (
	"io"
	"slices"
	"time"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Options are what every validate format may use; each format takes the
// fields it needs.
type Options struct {
	Color bool
	// Quiet keeps what fails the run (text, markdown: no build summaries).
	Quiet bool
	// BaseDir turns absolute file names below it into relative ones (CI).
	BaseDir string
	// Version is the tool version (SARIF, markdown).
	Version string
	// Rules is every rule's documentation (SARIF's rule table).
	Rules []hw.RuleDoc
	// Now is the date catalog prices are aged against (text, markdown):
	// a unit price seen more than a year before shows its year. The zero
	// time shows no ages.
	Now time.Time
	// Config is the config file the run used and what it changed (nil:
	// none): the text footer, JSON's config and a notice in the GitHub
	// log name it, since a pull request can carry its own (issue 29).
	Config *config.Summary
}

// Format is a --format of validate: its one writer, which renders a run
// file by file as check.Validate hands it over, and how it takes the run.
type Format struct {
	New   func(w io.Writer, opt Options, run check.RunInfo) check.Sink
	Wants check.Wants
}

// Formats is every --format of validate: a static table, so that the list a
// user sees, the completion and the writers cannot drift.
var Formats = map[string]Format{
	"text":     {New: newText, Wants: check.Wants{ByName: true, FileLocal: true, Cost: true}},
	"json":     {New: newJSON},
	"sarif":    {New: newSARIF},
	"github":   {New: newGitHub},
	"junit":    {New: newJUnit, Wants: check.Wants{ByName: true, FileLocal: true}},
	"markdown": {New: newMarkdown, Wants: check.Wants{ByName: true, FileLocal: true, Cost: true}},
}

// Write renders the whole Result r in format (a key of Formats), through
// the format's one writer: for commands that check one file in memory
// (catalog lint, import), and for tests.
func Write(w io.Writer, format string, r *check.Result, opt Options) error {
	s := Formats[format].New(w, opt, check.RunInfo{Strict: r.Strict})
	if err := s.File("", r); err != nil {
		return err
	}
	return s.End(r.Summary())
}

// FormatNames lists Formats in the order help texts show them.
func FormatNames() []string {
	var out, extra []string
	for _, k := range []string{"text", "json", "sarif", "github", "junit", "markdown"} {
		if _, ok := Formats[k]; ok {
			out = append(out, k)
		}
	}
	for k := range Formats {
		if !slices.Contains(out, k) {
			extra = append(extra, k)
		}
	}
	slices.Sort(extra)
	return append(out, extra...)
}

// keepNames are the names that other files' diagnostics may point at (the
// config file, catalog files): a writer that writes the diagnostics in the
// order of the sorted whole keeps those of a build file of such a name in
// memory, to be sorted in with the others'.
func keepNames(run check.RunInfo) map[string]bool {
	keep := map[string]bool{}
	for _, d := range run.Extra {
		keep[d.Range.Filename] = true
	}
	for name := range run.Sources {
		keep[name] = true
	}
	return keep
}
