// Package term holds what every terminal renderer of rigcheck shares: a
// lipgloss renderer whose colour is decided once, by the caller (NO_COLOR,
// --no-color and whether the output is a terminal), never guessed per
// style.
package term

import (
	"io"
	"os"

	"github.com/mattn/go-isatty"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Renderer returns a lipgloss renderer for w: 256 colours when color is
// set, plain text otherwise.
func Renderer(w io.Writer, color bool) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(w)
	if color {
		r.SetColorProfile(termenv.ANSI256)
	} else {
		r.SetColorProfile(termenv.Ascii)
	}
	return r
}

// Color reports whether output to w may be coloured: not with noColor
// (--no-color), not with NO_COLOR set, and only on a terminal.
func Color(w io.Writer, noColor bool) bool {
	return !noColor && os.Getenv("NO_COLOR") == "" && IsTerminal(w)
}

// IsTerminal reports whether w is a terminal.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && isatty.IsTerminal(f.Fd())
}
