package escape

import (
	"fmt"
	"io"
	"unicode/utf8"
)

// JSON rewrites, in encoded JSON, the characters that encoding/json leaves
// raw but a terminal would act on — DEL, C1 controls, bidi controls — as
// \uXXXX escapes (encoding/json already escapes C0, U+2028 and U+2029, and
// replaces invalid UTF-8). Outside strings valid JSON holds none of them, so
// the decoded value is unchanged: a consumer of the JSON gets the user's
// exact strings, and a person who cats it sees no escape sequence act.
//
// It also writes the first '#' of "##[" and "##vso[" as \u0023, so that a
// CI runner reading the JSON in a job's log sees no command in it (see
// NoCommands; in valid JSON a '#' is inside a string, and a line never
// starts with "::").
func JSON(b []byte) []byte {
	i := 0
	for i < len(b) {
		if b[i] < utf8.RuneSelf {
			if b[i] == 0x7f || hashMarker(b, i) {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if jsonBad(r) {
			break
		}
		i += n
	}
	if i == len(b) {
		return b
	}
	out := append(make([]byte, 0, len(b)+16), b[:i]...)
	for i < len(b) {
		r, n := utf8.DecodeRune(b[i:])
		switch {
		case hashMarker(b, i):
			out = append(out, `\u0023`...)
		case jsonBad(r):
			out = fmt.Appendf(out, `\u%04x`, r)
		default:
			out = append(out, b[i:i+n]...)
		}
		i += n
	}
	return out
}

// hashMarker reports whether b[i] starts "##[" or "##vso[" (any case).
func hashMarker(b []byte, i int) bool {
	if b[i] != '#' || i+2 >= len(b) || b[i+1] != '#' {
		return false
	}
	v := b[i+2:]
	return v[0] == '[' || len(v) >= 4 && v[0]|0x20 == 'v' && v[1]|0x20 == 's' && v[2]|0x20 == 'o' && v[3] == '['
}

func jsonBad(r rune) bool {
	return r == 0x7f || r >= 0x80 && r <= 0x9f || r != '\n' && r != '\r' && r != '\t' && r >= 0x80 && bad(r, false)
}

// JSONWriter applies JSON to every Write. json.Encoder writes each value in
// one Write, so no character is split between two.
func JSONWriter(w io.Writer) io.Writer { return jsonWriter{w} }

type jsonWriter struct{ w io.Writer }

func (j jsonWriter) Write(p []byte) (int, error) {
	if _, err := j.w.Write(JSON(p)); err != nil {
		return 0, err
	}
	return len(p), nil
}
