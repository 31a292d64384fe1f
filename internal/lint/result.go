package lint

import (
	"errors"

	"github.com/rigcheck/rigcheck/internal/check"
)

// Run is `catalog lint DIR...`: Dirs, or the embedded catalog when no
// folder is given (standalone needs folders).
func Run(dirs []string, standalone bool) (*Result, error) {
	if len(dirs) > 0 {
		return Dirs(dirs, standalone)
	}
	if standalone {
		return nil, errors.New("--standalone needs a DIR")
	}
	return Embedded(), nil
}

// CheckResult is r as the result the report writers take; with strict,
// warnings fail too.
func (r *Result) CheckResult(strict bool) *check.Result {
	return &check.Result{Files: r.Files, Diagnostics: r.Diagnostics, Sources: r.Sources, Strict: strict}
}
