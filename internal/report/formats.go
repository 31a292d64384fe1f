package report

import (
	"io"
	"slices"
	"time"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Options are what every validate format may use; each format takes the
// fields it needs.
type Options struct {
	Color bool
	// Quiet keeps what fails the run.
	Quiet bool
	// BaseDir turns absolute file names below it into relative ones (CI).
	BaseDir string
	// Version is the tool version (SARIF).
	Version string
	// Rules is every rule's documentation (SARIF's rule table).
	Rules []hw.RuleDoc
	// Footer is printed per build after its facts (the cost line).
	Footer func(check.BuildResult) string
	// Now is the date catalog prices are aged against (text, markdown);
	// the zero time shows no ages.
	Now time.Time
}

// Writer renders a validate result in one format.
type Writer func(w io.Writer, r *check.Result, opt Options) error

// Formats is every --format of validate: a static table, so that the list a
// user sees, the completion and the writers cannot drift.
var Formats = map[string]Writer{
	"text": func(w io.Writer, r *check.Result, o Options) error {
		return WriteText(w, r, TextOptions{Color: o.Color, Quiet: o.Quiet, Footer: o.Footer, Now: o.Now})
	},
	"markdown": func(w io.Writer, r *check.Result, o Options) error {
		return WriteMarkdown(w, r, MarkdownOptions{Quiet: o.Quiet, Version: o.Version, Now: o.Now, Footer: o.Footer})
	},
	"json": func(w io.Writer, r *check.Result, _ Options) error { return WriteJSON(w, r) },
	"sarif": func(w io.Writer, r *check.Result, o Options) error {
		return WriteSARIF(w, r, SARIFOptions{Version: o.Version, BaseDir: o.BaseDir, Quiet: o.Quiet, Rules: o.Rules})
	},
	"github": func(w io.Writer, r *check.Result, o Options) error {
		return WriteGitHub(w, r, GitHubOptions{BaseDir: o.BaseDir, Quiet: o.Quiet})
	},
	"junit": func(w io.Writer, r *check.Result, o Options) error {
		return WriteJUnit(w, r, JUnitOptions{BaseDir: o.BaseDir})
	},
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
