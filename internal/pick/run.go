package pick

import (
	"errors"
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/atomicfile"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
)

// Request is one `rigcheck pick` run: the build file, the catalog it is
// completed from, and what the flags asked.
type Request struct {
	// File is the build file as read (input.ReadArg); Write replaces it.
	File     *input.File
	Catalog  *catalog.Catalog
	Defaults *hclfile.Defaults // the config's power and usage defaults (nil: SPEC's)
	Options  Options           // its Exclude is made from Exclude
	// Exclude are part ids that may not be chosen; each must be in Catalog
	// and named by no build that is picked.
	Exclude []string
	// Build picks only the build of this name ("": every build in File).
	Build string
	// Format is "text" or "json".
	Format string
	// Write puts the completed file back into File (the text report then
	// goes to stdout) once every build has been completed.
	Write bool
	// ConfigFile is the config file the run used (nil: none), which the
	// report names: its rules and defaults decide what passes.
	ConfigFile *config.Summary
}

// RunResult is what Run found.
type RunResult struct {
	Outcomes  []Outcome
	Completed []byte // File with every build that passes completed
	// Failed is set when some build has no completion that passes every
	// rule (the report gives its binding constraint); File was not written.
	Failed bool
}

// RequestError is a Run that could not do its job for a reason of the
// request rather than of the builds: no such build, an excluded part that
// is not in the catalog or that the build names, output that cannot be
// written.
type RequestError struct{ msg string }

func (e *RequestError) Error() string { return e.msg }

func requestErr(format string, args ...any) error {
	return &RequestError{msg: fmt.Sprintf(format, args...)}
}

// provenBy labels unverified an answer that validate cannot prove: the
// rules pick asks read every number of the build's own parts, but a
// community number of a field that does not count (docs/data-quality.md)
// proves nothing, and no part pick chooses can change the user's.
func provenBy(res *RunResult, name string, req Request, opt Options) {
	vr := check.Run([]check.Input{{Name: name, Src: res.Completed}}, check.Options{Catalog: req.Catalog, Config: opt.Config, Defaults: req.Defaults})
	for _, o := range res.Outcomes {
		if o.Result == nil || !o.Result.Verified() {
			continue
		}
		for _, br := range vr.Builds {
			if br.Build.Name == o.Name && br.Verdict == check.Unverified {
				o.Result.Unchecked = br.Unchecked
			}
		}
	}
}

// Run completes the builds of req.File and writes what `rigcheck pick`
// prints: the completed file to stdout and the report to stderr, or with
// Write the report to stdout, or with Format "json" the one JSON document
// to stdout. A file with errors gets them on stderr and an error back;
// errors of the request are *RequestError.
func Run(req Request, stdout, stderr io.Writer) (*RunResult, error) {
	name, opt := req.File.Path, req.Options
	opt.Exclude = map[string]bool{}
	for _, id := range req.Exclude {
		if req.Catalog.Lookup(id) == nil {
			return nil, requestErr("--exclude %q: no such part in the catalog. %s", id, req.Catalog.Suggest(id, ""))
		}
		opt.Exclude[id] = true
	}
	f := check.LoadWith(check.Input{Name: name, Src: req.File.Data}, req.Catalog, req.Defaults)
	var builds []*hw.Build
	for _, b := range f.Builds {
		if req.Build == "" || b.Name == req.Build {
			builds = append(builds, b)
		}
	}
	if f.Diags.HasErrors() {
		writeErrors(stderr, f.Diags)
		return nil, fmt.Errorf("%s has errors; fix them before pick can complete it", name)
	}
	if len(builds) == 0 {
		if req.Build != "" {
			return nil, requestErr("%s has no build %q", name, req.Build)
		}
		return nil, requestErr("%s has no build block; write one, e.g. build \"mine\" { require { gpus = 2 } }", name)
	}
	for id := range opt.Exclude {
		for _, b := range builds {
			for _, it := range b.Items {
				if it.ID == id {
					return nil, requestErr("--exclude %q: build %q names that part itself; remove it from the build instead", id, b.Name)
				}
			}
		}
	}
	res := &RunResult{}
	for _, b := range builds {
		r, err := Pick(b, f.Catalog, opt)
		var nb *NoBuildError
		switch {
		case errors.As(err, &nb):
			res.Failed = true
			res.Outcomes = append(res.Outcomes, Outcome{Name: b.Name, Constraint: nb.Constraint, Fixes: nb.Fixes})
		case err != nil:
			return nil, err
		default:
			res.Outcomes = append(res.Outcomes, Outcome{Name: b.Name, Result: r})
		}
	}
	completed, err := Complete(req.File.Data, name, res.Outcomes)
	if err != nil {
		return nil, requestErr("%s", err)
	}
	res.Completed = completed
	provenBy(res, name, req, opt)
	if req.Format == "json" {
		if err := WriteJSON(stdout, name, res.Outcomes, completed, opt, req.ConfigFile); err != nil {
			return nil, requestErr("writing the report: %v", err)
		}
	} else {
		rep := stderr
		if req.Write {
			rep = stdout
		} else if !res.Failed {
			_, _ = stdout.Write(completed)
		}
		WriteText(rep, res.Outcomes, opt)
		if req.ConfigFile != nil {
			_, _ = rep.Write(escape.NoCommands([]byte(escape.Line(req.ConfigFile.Line()) + "\n")))
		}
	}
	if req.Write && !res.Failed {
		if err := atomicfile.Replace(req.File, completed); err != nil {
			return nil, requestErr("%s", err)
		}
	}
	return res, nil
}

// writeErrors writes the error diagnostics of a file that pick refuses,
// one line each with its position, and the detail indented under it.
func writeErrors(w io.Writer, diags hw.Diagnostics) {
	diags.Sort()
	for _, d := range diags {
		if d.Severity != hw.Error {
			continue
		}
		fmt.Fprintf(w, "%s:%d:%d: error [%s] %s\n", escape.Line(d.Range.Filename), d.Range.Start.Line, d.Range.Start.Column, escape.Line(d.Rule), escape.Line(d.Message))
		if d.Detail != "" {
			fmt.Fprintf(w, "  %s\n", escape.Text(d.Detail))
		}
	}
}
