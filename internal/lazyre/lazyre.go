// Package lazyre declares package-level regular expressions that are
// compiled the first time they are used, not when the program starts: every
// command pays for start-up, and most never use the patterns of the import
// and search packages.
package lazyre

import (
	"regexp"
	"sync"
)

// New returns a function that compiles expr on its first call (panicking,
// as regexp.MustCompile does, when expr is invalid) and returns the same
// *regexp.Regexp on every call, from any goroutine.
func New(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}
