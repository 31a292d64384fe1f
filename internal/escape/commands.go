package escape

import "bytes"

// NoCommands defuses, in rendered text, every line that would start with
// "::" once its leading blanks are trimmed: the GitHub Actions runner reads
// such a line of a job's log as a workflow command (::error::, ::add-mask::,
// ::stop-commands::), and it trims leading whitespace first. rigcheck's own
// text never starts a line so; a user string can (a description
// "::error::fake", a detail wrapped at a word that starts with "::"). The
// first colon becomes \x3a, as Line writes escapes. The `github` format,
// whose lines are meant to be commands, does not use this.
func NoCommands(b []byte) []byte {
	if !bytes.Contains(b, []byte("::")) {
		return b
	}
	var out []byte
	start := 0
	for start <= len(b) {
		end := bytes.IndexByte(b[start:], '\n')
		if end < 0 {
			end = len(b)
		} else {
			end += start
		}
		line := b[start:end]
		rest := bytes.TrimLeft(line, " \t")
		if bytes.HasPrefix(rest, []byte("::")) {
			if out == nil {
				out = append(make([]byte, 0, len(b)+8), b[:start]...)
			}
			out = append(out, line[:len(line)-len(rest)]...)
			out = append(out, `\x3a`...)
			out = append(out, rest[1:]...)
		} else if out != nil {
			out = append(out, line...)
		}
		if end < len(b) && out != nil {
			out = append(out, '\n')
		}
		start = end + 1
	}
	if out == nil {
		return b
	}
	return out
}
