package report

import (
	"bufio"
	"bytes"
	"cmp"
	"io"
	"os"
	"slices"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// spool holds the rendered pieces of a report that cannot be written yet
// (a JSON document's summary comes before its builds): in an unlinked
// temporary file, so that memory stays flat however many files a run
// checks, or in memory when no temporary file can be made.
type spool struct {
	f    *os.File
	bw   *bufio.Writer
	mem  bytes.Buffer
	size int64
	err  error
}

func newSpool() *spool {
	s := &spool{}
	f, err := os.CreateTemp("", "rigcheck-report-*")
	if err != nil {
		return s
	}
	// Unlinked at once: the file vanishes with the process, whatever
	// happens, and no other process can open it by name.
	if os.Remove(f.Name()) != nil {
		f.Close()
		return s
	}
	s.f, s.bw = f, bufio.NewWriterSize(f, 64<<10)
	return s
}

func (s *spool) write(p []byte) {
	if s.err != nil {
		return
	}
	if s.f == nil {
		s.mem.Write(p)
	} else if _, err := s.bw.Write(p); err != nil {
		s.err = err
		return
	}
	s.size += int64(len(p))
}

// copyTo writes n bytes from offset off to w.
func (s *spool) copyTo(w io.Writer, off, n int64) error {
	if s.err != nil {
		return s.err
	}
	if s.f == nil {
		_, err := w.Write(s.mem.Bytes()[off : off+n])
		return err
	}
	if err := s.bw.Flush(); err != nil {
		return err
	}
	_, err := io.Copy(w, io.NewSectionReader(s.f, off, n))
	return err
}

func (s *spool) close() {
	if s.f != nil {
		s.f.Close()
	}
}

// sortedSpool holds a report's diagnostics, rendered, until they
// can be written in the order of the sorted whole (hw.Diagnostics.Sort):
// each file's own, sorted and all pointing into the file, as one chunk of
// a spool, so that the chunks in file-name order are in that order; and
// the loose ones (pointing outside the file that found them, or of a file
// that others point into) in memory, added in the run's file order so that
// a stable sort breaks their ties as the sort of the whole list does.
type sortedSpool struct {
	sp     *spool
	sep    string // between two elements; sep[1:] before the first
	chunks []diagChunk
	loose  hw.Diagnostics
}

// diagChunk is one file's diagnostics in the spool.
type diagChunk struct {
	name     string
	off, len int64
}

// newSortedSpool makes a sortedSpool whose elements are joined by sep: a
// comma, a line break and the indent for a JSON array's elements, a line
// break for lines.
func newSortedSpool(sep string) *sortedSpool {
	return &sortedSpool{sp: newSpool(), sep: sep}
}

// add renders ds, the sorted diagnostics of the file name, all pointing
// into it, as a chunk ("" for the whole run's, already sorted).
func (s *sortedSpool) add(name string, ds hw.Diagnostics, render func(hw.Diagnostic) ([]byte, error)) error {
	if len(ds) == 0 {
		return nil
	}
	c := diagChunk{name: name, off: s.sp.size}
	for i, d := range ds {
		e, err := render(d)
		if err != nil {
			return err
		}
		if i > 0 {
			s.sp.write([]byte(s.sep))
		}
		s.sp.write(e)
	}
	c.len = s.sp.size - c.off
	s.chunks = append(s.chunks, c)
	return s.sp.err
}

// sort puts the chunks in file-name order (a name is unique in a run) and
// the loose diagnostics in the order of the sorted whole.
func (s *sortedSpool) sort() {
	slices.SortStableFunc(s.chunks, func(a, b diagChunk) int { return cmp.Compare(a.name, b.name) })
	s.loose.Sort()
}

// writeTo writes every element after sort, the loose ones rendered now and
// merged in among the chunks by file name, each after the separator (the
// first after the separator less its first byte); out holds what precedes them,
// and is written and emptied before each chunk. It reports whether there
// was any element.
func (s *sortedSpool) writeTo(w io.Writer, out *bytes.Buffer, render func(hw.Diagnostic) ([]byte, error)) (bool, error) {
	first := true
	next := func() {
		if first {
			out.WriteString(s.sep[1:])
		} else {
			out.WriteString(s.sep)
		}
		first = false
	}
	loose := s.loose
	flushLoose := func(upTo string, all bool) error {
		for len(loose) > 0 && (all || loose[0].Range.Filename < upTo) {
			e, err := render(loose[0])
			if err != nil {
				return err
			}
			next()
			out.Write(e)
			loose = loose[1:]
		}
		return nil
	}
	for _, c := range s.chunks {
		if err := flushLoose(c.name, false); err != nil {
			return false, err
		}
		next()
		if _, err := w.Write(out.Bytes()); err != nil {
			return false, err
		}
		out.Reset()
		if err := s.sp.copyTo(w, c.off, c.len); err != nil {
			return false, err
		}
	}
	return !first, flushLoose("", true)
}

// extraFiles hands a writer that goes file by file in name order the
// files of the Extra diagnostics (a catalog folder's) in their places.
type extraFiles struct {
	by      map[string]hw.Diagnostics
	pending []string // the files not yet handed over, in name order
	strict  bool
}

func newExtraFiles(extra hw.Diagnostics, strict bool) *extraFiles {
	x := &extraFiles{by: map[string]hw.Diagnostics{}, strict: strict}
	for _, d := range extra {
		if _, ok := x.by[d.Range.Filename]; !ok {
			x.pending = append(x.pending, d.Range.Filename)
		}
		x.by[d.Range.Filename] = append(x.by[d.Range.Filename], d)
	}
	slices.Sort(x.pending)
	return x
}

// before calls put with the Result of each file whose name sorts before
// name (every one left for "").
func (x *extraFiles) before(name string, put func(*check.Result) error) error {
	for len(x.pending) > 0 && (name == "" || x.pending[0] < name) {
		f := x.pending[0]
		x.pending = x.pending[1:]
		r := &check.Result{Diagnostics: append(hw.Diagnostics(nil), x.by[f]...), Strict: x.strict}
		r.Diagnostics.Sort()
		if err := put(r); err != nil {
			return err
		}
	}
	return nil
}

// into adds to r, the input file name's, the Extra diagnostics of that
// name (a catalog folder's file given as a build file too: one group).
func (x *extraFiles) into(name string, r *check.Result) {
	if len(x.pending) > 0 && x.pending[0] == name {
		r.Diagnostics = append(r.Diagnostics, x.by[name]...)
		r.Diagnostics.Sort()
		x.pending = x.pending[1:]
	}
}
