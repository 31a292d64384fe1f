package report

import (
	"bufio"
	"bytes"
	"io"
	"os"
)

// spool holds the rendered pieces of a streamed report that cannot be
// written yet (a JSON document's summary comes before its builds): in an
// unlinked temporary file, so that memory stays flat however many files a
// run checks, or in memory when no temporary file can be made (or for the
// report of a result already in memory).
type spool struct {
	f    *os.File
	bw   *bufio.Writer
	mem  bytes.Buffer
	size int64
	err  error
}

func newSpool(onDisk bool) *spool {
	s := &spool{}
	if !onDisk {
		return s
	}
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
