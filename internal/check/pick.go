package check

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// stopping are the input problems after which a file's build is not what
// the file meant.
var stopping = map[string]bool{"syntax": true, "schema": true, "unknown-part": true, "wrong-kind": true, "duplicate-id": true}

// Pick finds one build of a one-file result (for cost), refusing a file
// with input problems: its build would not be what the file meant.
func (res *Result) Pick(path, name string) (BuildResult, error) {
	for _, d := range res.Diagnostics {
		if d.Severity == hw.Error && stopping[d.Rule] && !d.Waived {
			msg := fmt.Sprintf("%s:%d:%d: %s", d.Range.Filename, d.Range.Start.Line, d.Range.Start.Column, d.Message)
			if d.Detail != "" {
				msg += "\n  " + d.Detail
			}
			return BuildResult{}, errors.New(msg + "\nFix the build first; `rigcheck validate " + path + "` shows every problem.")
		}
	}
	var names []string
	for _, br := range res.Builds {
		if name == "" || br.Build.Name == name {
			if name != "" || len(res.Builds) == 1 {
				return br, nil
			}
		}
		names = append(names, fmt.Sprintf("%q", br.Build.Name))
	}
	switch {
	case len(res.Builds) == 0:
		return BuildResult{}, fmt.Errorf("%s holds no build block; cost needs one", path)
	case name == "":
		return BuildResult{}, fmt.Errorf("%s holds %d builds (%s); pick one with --build NAME", path, len(res.Builds), strings.Join(names, ", "))
	}
	return BuildResult{}, fmt.Errorf("%s has no build %q; its builds: %s", path, name, strings.Join(names, ", "))
}
