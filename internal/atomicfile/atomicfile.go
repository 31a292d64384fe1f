// Package atomicfile is the one writer of users' files (fmt, pick -w and
// the browser's w). A write either replaces the whole file or leaves it as
// it was: the new bytes go to a temporary file created with O_EXCL in the
// same folder (a name nobody can have planted a link at), are synced to
// disk, and are renamed over the file. On a full disk the user keeps the
// original, never a file cut at 4,096 bytes.
//
// Replace refuses, leaving the file untouched, when the file changed after
// rigcheck read it (another size, modification time or content: an editor
// saved it meanwhile), when it is read-only, or when it has other hard
// links (a rename would split them). The replacement keeps the file's
// permission bits (setuid, setgid and sticky included) and, as far as the
// user may, its owner and group. A file reached through a symbolic link is
// written at the link's target and the link is kept (input.Read refuses
// links, so this matters only for callers that read otherwise).
// The temporary is removed on every error.
package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/input"
)

// ErrChanged is wrapped when the file changed since it was read.
var ErrChanged = errors.New("the file changed since rigcheck read it")

// ErrReadOnly is wrapped when the file may not be written.
var ErrReadOnly = errors.New("the file is read-only")

// ErrHardLinks is wrapped when the file has other hard links.
var ErrHardLinks = errors.New("the file has other hard links")

// Error is a refused or failed write; Error() names the file and says what
// to do.
type Error struct {
	Path, Reason string
	Err          error
}

func (e *Error) Error() string { return "writing " + escape.Line(e.Path) + ": " + e.Reason }
func (e *Error) Unwrap() error { return e.Err }

// writeData is tmp.Write; tests replace it to fill the disk.
var writeData = func(f *os.File, b []byte) (int, error) { return f.Write(b) }

// Replace writes data over the file that read came from, atomically, if
// the file is still as it was read.
func Replace(read *input.File, data []byte) error {
	path := read.Path
	fail := func(err error, format string, args ...any) error {
		return &Error{Path: path, Reason: fmt.Sprintf(format, args...), Err: err}
	}
	target := path
	if st, err := os.Lstat(path); err == nil && st.Mode()&fs.ModeSymlink != 0 {
		if target, err = filepath.EvalSymlinks(path); err != nil {
			return fail(err, "resolving the link: %v", unwrap(err))
		}
	}
	st, err := os.Stat(target)
	if err != nil {
		return fail(err, "%v", unwrap(err))
	}
	if err := unchanged(read, target, st); err != nil {
		return fail(err, "%v; nothing was written. Run rigcheck again on the file as it is now", err)
	}
	if st.Mode().Perm()&0o222 == 0 {
		return fail(ErrReadOnly, "the file is read-only (mode %v); nothing was written. Make it writable (chmod u+w) first", st.Mode().Perm())
	}
	if n := links(st); n > 1 {
		return fail(ErrHardLinks, "the file has %d hard links, which replacing it would split; nothing was written. Write the changes by hand, or remove the other links", n)
	}
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	// CreateTemp opens with O_CREATE|O_EXCL under a random name.
	tmp, err := os.CreateTemp(dir, "."+base+".*.rigcheck-tmp")
	if err != nil {
		return fail(err, "creating a temporary file beside it: %v", unwrap(err))
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := writeData(tmp, data); err != nil {
		return fail(err, "%v; the file is unchanged", unwrap(err))
	}
	keepOwner(tmp, st)
	if err := tmp.Chmod(st.Mode() & (fs.ModePerm | fs.ModeSetuid | fs.ModeSetgid | fs.ModeSticky)); err != nil {
		return fail(err, "setting the mode: %v; the file is unchanged", unwrap(err))
	}
	if err := tmp.Sync(); err != nil {
		return fail(err, "%v; the file is unchanged", unwrap(err))
	}
	if err := tmp.Close(); err != nil {
		return fail(err, "%v; the file is unchanged", unwrap(err))
	}
	// Last look before the rename: the window left is this one call.
	if st2, err := os.Stat(target); err != nil || !os.SameFile(st, st2) || st2.ModTime() != st.ModTime() || st2.Size() != st.Size() {
		return fail(ErrChanged, "%v; nothing was written. Run rigcheck again on the file as it is now", ErrChanged)
	}
	if err := os.Rename(tmp.Name(), target); err != nil {
		return fail(err, "%v; the file is unchanged", unwrap(err))
	}
	done = true
	syncDir(dir)
	return nil
}

// unchanged compares the file now with what was read: the same file, size
// and modification time, and the same bytes (a change within the clock's
// resolution keeps size and time).
func unchanged(read *input.File, target string, st fs.FileInfo) error {
	if read.Info != nil {
		if !os.SameFile(read.Info, st) || read.Info.Size() != st.Size() || !read.Info.ModTime().Equal(st.ModTime()) {
			return ErrChanged
		}
	}
	now, err := input.ReadFile(target)
	if err != nil {
		return fmt.Errorf("%w (%v)", ErrChanged, err)
	}
	if !bytes.Equal(now, read.Data) {
		return ErrChanged
	}
	return nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		d.Close()
	}
}

func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// Write writes data to path: over the file as Replace does when it exists,
// else as a new file that appears whole or not at all (a temporary beside
// it, synced, then linked into place, which fails rather than overwrite a
// file that appeared meanwhile).
func Write(path string, data []byte) error {
	if _, err := os.Lstat(path); err == nil {
		read, err := input.Read(path)
		if err != nil {
			return err
		}
		return Replace(read, data)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return &Error{Path: path, Reason: err.Error(), Err: err}
	}
	fail := func(err error) error { return &Error{Path: path, Reason: err.Error(), Err: err} }
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.rigcheck-tmp")
	if err != nil {
		return fail(err)
	}
	defer os.Remove(tmp.Name())
	if _, err := writeData(tmp, data); err != nil {
		tmp.Close()
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return fail(err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Link(tmp.Name(), path); err != nil {
		return fail(err)
	}
	return nil
}

// Put writes data to path with mode perm, replacing whatever is there (a
// link at path is replaced, not followed): a temporary beside it, synced,
// then renamed over path. It is for files that rigcheck alone writes, such
// as its catalog cache, where Replace's checks against a user's edits do
// not apply.
func Put(path string, data []byte, perm fs.FileMode) error {
	fail := func(err error) error { return &Error{Path: path, Reason: unwrap(err).Error(), Err: err} }
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.rigcheck-tmp")
	if err != nil {
		return fail(err)
	}
	if _, err = writeData(tmp, data); err == nil {
		err = tmp.Chmod(perm)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fail(err)
	}
	syncDir(filepath.Dir(path))
	return nil
}
