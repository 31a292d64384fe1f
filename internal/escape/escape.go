// Package escape makes user-controlled strings safe to print on a terminal
// or into a CI log: descriptions, part names, policy messages, file names,
// ids and quoted source lines all come from files a pull request controls.
// A raw ESC can clear the screen or recolour a log, a CR can overwrite what
// was printed, an LF can start a forged line such as a GitHub Actions
// `::error::` workflow command, and a bidi override can make text read
// differently from what it is.
//
// Escaped characters are written as Go escapes: \x1b, \r, \n, \x7f,
// \u0085, \u202e, \U000e0041; bytes that are not UTF-8 as \xNN. A
// backslash is left as it is, so that Windows paths stay readable; the
// escapes only ever add characters that are safe to print.
package escape

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line escapes s for a one-line field: every control character (C0, tab
// included, DEL, C1), line and paragraph separators, bidi controls and the
// other format characters (Unicode's Cf: zero-width ones, the BOM, tags),
// and invalid UTF-8. The result never holds an LF or CR.
func Line(s string) string { return esc(s, false) }

// Text is Line for multi-line text: it keeps LF, so that a detail of
// several lines prints as several lines, and escapes everything else Line
// does (CR included). Callers indent or prefix each line themselves.
func Text(s string) string { return esc(s, true) }

// Bytes is Line for a quoted source line.
func Bytes(b []byte) string { return esc(string(b), false) }

// Needs reports whether Line would change s.
func Needs(s string) bool {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if bad(rune(c), false) {
				return true
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || bad(r, false) {
			return true
		}
		i += n
	}
	return false
}

// bad reports whether r must be escaped.
func bad(r rune, keepLF bool) bool {
	switch {
	case r == '\n':
		return !keepLF
	case r < 0x20, r == 0x7f, r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x061c, r == 0x200e, r == 0x200f, r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069:
		return true // bidi marks, embeddings, overrides and isolates
	case r == 0x2028, r == 0x2029:
		return true // line and paragraph separators
	case r >= 0xad && unicode.Is(unicode.Cf, r):
		return true // the other format characters: soft hyphen, zero-width ones, BOM, tags
	}
	return false
}

// Unsafe reports whether r must not be printed as it is: a control or
// format character (bidi controls among them), or a line separator. Other
// formats' writers (an HCL string) escape these in their own syntax.
func Unsafe(r rune) bool { return bad(r, false) }

func esc(s string, keepLF bool) string {
	// The common case, a string with nothing to escape, costs no allocation.
	i := 0
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if bad(rune(c), keepLF) {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 || bad(r, keepLF) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	const hex = "0123456789abcdef"
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteString(`\x`)
			b.WriteByte(hex[s[i]>>4])
			b.WriteByte(hex[s[i]&0xf])
		case !bad(r, keepLF):
			b.WriteString(s[i : i+n])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x80:
			b.WriteString(`\x`)
			b.WriteByte(hex[r>>4])
			b.WriteByte(hex[r&0xf])
		case r > 0xffff:
			b.WriteString(`\U`)
			for sh := 28; sh >= 0; sh -= 4 {
				b.WriteByte(hex[(r>>uint(sh))&0xf])
			}
		default:
			b.WriteString(`\u`)
			for sh := 12; sh >= 0; sh -= 4 {
				b.WriteByte(hex[(r>>uint(sh))&0xf])
			}
		}
		i += n
	}
	return b.String()
}
