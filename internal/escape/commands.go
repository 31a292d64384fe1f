package escape

import (
	"bytes"
	"unicode"
	"unicode/utf8"
)

// NoCommands defuses, in rendered text, every line that a CI runner would
// read as a command, so that a user string (a description "::error::fake",
// a part name "##[add-mask]x") cannot forge a log line, mask a secret or
// set a variable. rigcheck's own text is never a command. The `github`
// format, whose lines are meant to be commands, does not use this.
//
// The runners' rules (GitHub's actions/runner ActionCommand, Azure's
// agent):
//   - a line whose text, once leading white space is trimmed, starts with
//     "::" (GitHub's workflow commands). The runner trims every Unicode
//     white space (.NET's Char.IsWhiteSpace: NBSP, U+2000–U+200A, U+3000…),
//     not only spaces and tabs. The first colon becomes \x3a.
//   - "##[" anywhere in a line (GitHub's legacy commands, Azure's
//     formatting ones) and "##vso[" anywhere, in any case (Azure's logging
//     commands). The first '#' becomes \x23.
//
// The runners compare culture-sensitively, which ignores zero-width and
// other default-ignorable characters, so those between the characters of
// a marker count as absent; Line escapes most of them already.
func NoCommands(b []byte) []byte {
	if !bytes.ContainsAny(b, ":#") {
		return b
	}
	var out []byte // nil until a line changes
	for start := 0; start <= len(b); {
		// A runner reads a CR as the end of a line too.
		end := bytes.IndexAny(b[start:], "\r\n")
		if end < 0 {
			end = len(b)
		} else {
			end += start
		}
		line := b[start:end]
		if fixed, changed := defuseLine(line); changed {
			if out == nil {
				out = append(make([]byte, 0, len(b)+16), b[:start]...)
			}
			out = append(out, fixed...)
		} else if out != nil {
			out = append(out, line...)
		}
		if end < len(b) && out != nil {
			out = append(out, b[end])
		}
		start = end + 1
	}
	if out == nil {
		return b
	}
	return out
}

// defuseLine returns line with its command markers defused, and whether
// there were any.
func defuseLine(line []byte) ([]byte, bool) {
	var at []int // the byte offsets to escape, in order
	// A workflow command: "::" after leading white space.
	i := skip(line, 0, isBlankOrIgnorable)
	if j, ok := next(line, i, ':'); ok && j == i {
		if _, ok := next(line, j+1, ':'); ok {
			at = append(at, i)
		}
	}
	// Legacy and Azure commands, anywhere: "##[" and "##vso[".
	for k := 0; k < len(line); k++ {
		if line[k] != '#' {
			continue
		}
		j, ok := next(line, k+1, '#')
		if !ok {
			continue
		}
		if _, ok := next(line, j+1, '['); ok || vso(line, j+1) {
			at = append(at, k)
		}
	}
	if len(at) == 0 {
		return line, false
	}
	out := make([]byte, 0, len(line)+4*len(at))
	prev := 0
	for _, k := range at {
		out = append(out, line[prev:k]...)
		if line[k] == ':' {
			out = append(out, `\x3a`...)
		} else {
			out = append(out, `\x23`...)
		}
		prev = k + 1
	}
	return append(out, line[prev:]...), true
}

// next reports whether the first character at or after i that is not
// ignorable is c, and where.
func next(line []byte, i int, c byte) (int, bool) {
	i = skip(line, i, isIgnorable)
	return i, i < len(line) && line[i] == c
}

// vso reports whether "vso[" (any case) follows at i, ignorables aside.
func vso(line []byte, i int) bool {
	for _, c := range []byte("vso") {
		i = skip(line, i, isIgnorable)
		if i >= len(line) || line[i]|0x20 != c { // ASCII letters, any case
			return false
		}
		i++
	}
	_, ok := next(line, i, '[')
	return ok
}

// skip returns the offset of the first rune at or after i that is not
// in, or len(line).
func skip(line []byte, i int, in func(rune) bool) int {
	for i < len(line) {
		r, n := utf8.DecodeRune(line[i:])
		if !in(r) {
			return i
		}
		i += n
	}
	return i
}

// isIgnorable reports whether a culture-sensitive comparison skips r:
// format characters, variation selectors and the other default-ignorable
// code points.
func isIgnorable(r rune) bool {
	return r >= 0xad && (unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r) ||
		unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r))
}

// isBlankOrIgnorable reports whether the runner's trim of leading white
// space removes r (Char.IsWhiteSpace, Go's unicode.IsSpace), or a
// culture-sensitive comparison skips it.
func isBlankOrIgnorable(r rune) bool { return unicode.IsSpace(r) || isIgnorable(r) }
