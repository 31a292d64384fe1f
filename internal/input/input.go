// Package input is the one place where rigcheck reads the files and the
// standard input that users give it. Build files, catalog folders and
// `.rigcheck.hcl` policies come from pull requests that nobody has reviewed
// yet, so every read here is bounded and refuses what a text file is not:
//
//   - Only regular files are read. A FIFO, a device, a socket or a folder is
//     refused without blocking: the file is opened non-blocking and checked
//     with fstat before the first read.
//   - Symbolic links are never followed, neither a link named on the command
//     line nor one found in a folder: a link is refused with a message that
//     names it. Git stores links, so a pull request could otherwise point
//     builds/x.hcl at /proc/self/environ, a netrc file or .git/config (where
//     CI checkouts keep their token), and the syntax error would quote it.
//     For a relative path, a linked folder between the working folder and
//     the file is refused too.
//   - At most MaxSize bytes are read; a larger input is refused.
//
// Walk lists the *.hcl files below a folder without entering linked folders;
// the links it meets are listed, so that ReadFile refuses each by name.
package input

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/internal/escape"
)

// MaxSize is the largest file or standard input rigcheck reads (SPEC
// section 7: 4 MiB).
const MaxSize = 4 << 20

// Error is a refused or failed read. Error() names the path.
type Error struct {
	Path string
	// Reason says what was wrong and what to do, without the path: "is a
	// folder…", or an operating-system error such as "no such file".
	Reason string
	Err    error
}

func (e *Error) Error() string {
	if strings.HasPrefix(e.Reason, "is ") {
		return escape.Line(e.Path) + " " + e.Reason
	}
	return escape.Line(e.Path) + ": " + e.Reason
}
func (e *Error) Unwrap() error { return e.Err }

// ErrTooLarge is wrapped by the error for an input larger than MaxSize.
var ErrTooLarge = errors.New("larger than 4 MiB")

// ErrNotRegular is wrapped by the error for a link, FIFO, device, socket or
// folder given where a file was expected.
var ErrNotRegular = errors.New("not a regular file")

// File is a file read by ReadFile, with what the atomic writer needs to
// notice a change made after the read.
type File struct {
	Path string
	Data []byte
	Info fs.FileInfo
	// Stdin is set for standard input read by ReadArg (Path is then
	// StdinName and Info nil).
	Stdin bool
}

// ReadFile reads a regular file of at most MaxSize bytes, never following a
// symbolic link and never blocking on a FIFO or device.
func ReadFile(path string) ([]byte, error) {
	f, err := Read(path)
	if err != nil {
		return nil, err
	}
	return f.Data, nil
}

// Read is ReadFile that also returns the file's metadata as it was at the
// read (for atomicfile's change detection).
func Read(path string) (*File, error) {
	if err := checkParents(path); err != nil {
		return nil, err
	}
	if openFlags == 0 {
		if st, err := os.Lstat(path); err == nil && st.Mode()&fs.ModeSymlink != 0 {
			return nil, linkError(path)
		}
	}
	fd, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, openError(path, err)
	}
	defer fd.Close()
	st, err := fd.Stat()
	if err != nil {
		return nil, &Error{Path: path, Reason: unwrap(err).Error(), Err: err}
	}
	if !st.Mode().IsRegular() {
		return nil, notRegular(path, st.Mode())
	}
	if st.Size() > MaxSize {
		return nil, tooLarge(path)
	}
	// Read one byte past the limit: /proc-like files report size 0, and a
	// file may grow while it is read.
	buf := make([]byte, 0, min(st.Size()+512, MaxSize+1))
	for {
		if len(buf) == cap(buf) {
			nb := make([]byte, len(buf), min(2*cap(buf)+512, MaxSize+1))
			copy(nb, buf)
			buf = nb
		}
		n, err := fd.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if len(buf) > MaxSize {
			return nil, tooLarge(path)
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, &Error{Path: path, Reason: unwrap(err).Error(), Err: err}
		}
	}
	return &File{Path: path, Data: buf, Info: st}, nil
}

// StdinName is how messages name standard input.
const StdinName = "<stdin>"

// ReadArg reads a file named on the command line: standard input for "-"
// (a File named StdinName, with no Info: there is nothing to write back
// to), else the file through Read.
func ReadArg(path string, stdin io.Reader) (*File, error) {
	if path != "-" {
		return Read(path)
	}
	src, err := ReadStdin(stdin)
	if err != nil {
		return nil, err
	}
	return &File{Path: StdinName, Data: src, Stdin: true}, nil
}

// ReadStdin reads standard input, at most MaxSize bytes.
func ReadStdin(r io.Reader) ([]byte, error) {
	if r == nil {
		return nil, nil
	}
	src, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, fmt.Errorf("reading standard input: %w", err)
	}
	if len(src) > MaxSize {
		return nil, fmt.Errorf("standard input is %w; rigcheck refuses input that large", ErrTooLarge)
	}
	return src, nil
}

func tooLarge(path string) error {
	return &Error{Path: path, Reason: "is " + ErrTooLarge.Error() + "; rigcheck refuses files that large (split it)", Err: ErrTooLarge}
}

func notRegular(path string, m fs.FileMode) error {
	what := "not a regular file"
	switch {
	case m&fs.ModeSymlink != 0:
		return linkError(path)
	case m.IsDir():
		what = "a folder"
	case m&fs.ModeNamedPipe != 0:
		what = "a named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeDevice != 0:
		what = "a device"
	}
	return &Error{Path: path, Reason: "is " + what + ", not a regular file; rigcheck reads only regular files", Err: ErrNotRegular}
}

func linkError(path string) error {
	reason := "is a symbolic link"
	if to, err := os.Readlink(path); err == nil {
		reason += " (to " + escape.Line(to) + ")"
	}
	return &Error{Path: path, Err: ErrNotRegular,
		Reason: reason + "; rigcheck does not follow links, so that a file cannot make it read what lies elsewhere: name the file itself"}
}

// openError explains a failed open: O_NOFOLLOW fails on a link with ELOOP
// (or EMLINK on some systems), which Lstat tells apart from a real loop.
func openError(path string, err error) error {
	if st, lerr := os.Lstat(path); lerr == nil && st.Mode()&fs.ModeSymlink != 0 {
		return linkError(path)
	}
	return &Error{Path: path, Reason: unwrap(err).Error(), Err: err}
}

// checkParents refuses a path that reaches its file through a linked
// folder inside the working folder: builds/evil/x.hcl where builds/evil →
// /somewhere. An absolute path is held to the same rule as the relative
// one (issue 29: $GITHUB_WORKSPACE/builds/x.hcl followed a pull request's
// links anywhere on its way); links above the working folder, such as
// macOS's /tmp, are the system's, and paths that lie elsewhere are the
// user's own choice. A path that climbs out with ".." is held to the
// absolute path's rule, as it may come back in: ../repo/builds/x.hcl.
func checkParents(path string) error {
	clean := filepath.Clean(path)
	if clean == ".." || strings.HasPrefix(clean, ".."+string(filepath.Separator)) {
		// The kernel takes ".." from the folder itself, not from the
		// name the shell had for it: join it to the links resolved.
		wd, err := os.Getwd()
		if err == nil {
			wd, err = filepath.EvalSymlinks(wd)
		}
		if err != nil {
			return nil
		}
		clean = filepath.Join(wd, clean)
	}
	dir := filepath.Dir(clean)
	if dir == "." {
		return nil
	}
	cur, inside := "", true
	rest := dir
	if filepath.IsAbs(dir) {
		wd, err := os.Getwd()
		sep := string(filepath.Separator)
		switch {
		case err != nil:
			return nil
		case dir == wd:
			return nil
		case strings.HasPrefix(dir, strings.TrimSuffix(wd, sep)+sep):
			// The common case: the working folder as the path spells it.
			cur, rest = wd, dir[len(strings.TrimSuffix(wd, sep))+1:]
		default:
			cur = filepath.VolumeName(dir) + sep
			rest = strings.TrimPrefix(dir[len(filepath.VolumeName(dir)):], sep)
			inside = inTree(wd, cur)
		}
		return linkOnPath(path, cur, rest, inside, wd)
	}
	return linkOnPath(path, cur, rest, inside, "")
}

// linkOnPath refuses path when a folder on its way from cur down rest is a
// symbolic link inside the working folder wd: from the first folder that
// is (inside, or inTree), every link is the tree's.
func linkOnPath(path, cur, rest string, inside bool, wd string) error {
	for _, p := range strings.Split(rest, string(filepath.Separator)) {
		if p == "" {
			continue
		}
		cur = filepath.Join(cur, p)
		if !inside {
			inside = inTree(wd, cur)
			continue // above the tree, links are the system's
		}
		st, err := os.Lstat(cur)
		if err != nil {
			return nil // the open reports it
		}
		if st.Mode()&fs.ModeSymlink != 0 {
			reason := "is reached through the symbolic link " + escape.Line(cur)
			if to, err := os.Readlink(cur); err == nil {
				reason += " (to " + escape.Line(to) + ")"
			}
			return &Error{Path: path, Err: ErrNotRegular,
				Reason: reason + "; rigcheck does not follow links: name the folder itself"}
		}
	}
	return nil
}

// inTrees caches inTree by working folder and folder: the files of one
// run share their folders.
var inTrees sync.Map

// inTree reports whether the absolute folder dir, its links resolved, is
// the working folder or inside it: from there on, a link on a path is the
// tree's (a pull request's), not the system's.
func inTree(wd, dir string) bool {
	key := wd + "\x00" + dir
	if v, ok := inTrees.Load(key); ok {
		return v.(bool)
	}
	wt, err := filepath.EvalSymlinks(wd)
	r, rerr := filepath.EvalSymlinks(dir)
	in := err == nil && rerr == nil && (r == wt || strings.HasPrefix(r, strings.TrimSuffix(wt, string(filepath.Separator))+string(filepath.Separator)))
	inTrees.Store(key, in)
	return in
}

func unwrap(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
