package report

import (
	"bytes"
	"unicode/utf8"
)

// sourceIndex finds the lines that text diagnostics quote, indexing each
// file once per render: a file of many diagnostics is not split again for
// each one.
type sourceIndex struct {
	files, more map[string][]byte
	idx         map[string]*source
}

// newSourceIndex indexes files, and more for the names files lacks (a
// report's config and catalog sources beside one build file).
func newSourceIndex(files, more map[string][]byte) *sourceIndex {
	return &sourceIndex{files: files, more: more, idx: map[string]*source{}}
}

func (s *sourceIndex) get(name string) *source {
	if src, ok := s.idx[name]; ok {
		return src
	}
	b, ok := s.files[name]
	if !ok {
		b = s.more[name]
	}
	src := newSource(b)
	s.idx[name] = src
	return src
}

// source is a file's bytes and where its lines start. A file that is not
// text (NUL bytes or invalid UTF-8: a binary file, /proc/self/environ) is
// never quoted, escaped or not: its "line 1" may be a secret.
type source struct {
	src    []byte
	starts []int
}

func newSource(src []byte) *source {
	if len(src) == 0 || bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src) {
		return &source{}
	}
	s := &source{src: src, starts: []int{0}}
	for i, c := range src {
		if c == '\n' {
			s.starts = append(s.starts, i+1)
		}
	}
	return s
}

// lines is the number of lines, 0 for a file that is not quoted.
func (s *source) lines() int { return len(s.starts) }

// line is line n (1-based) without its line ending.
func (s *source) line(n int) string {
	from := s.starts[n-1]
	to := len(s.src)
	if n < len(s.starts) {
		to = s.starts[n] - 1
	}
	return string(bytes.TrimRight(s.src[from:to], "\r"))
}
