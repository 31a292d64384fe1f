package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rigcheck/rigcheck/internal/input"
)

func setup(t *testing.T, mode os.FileMode) (dir, path string, read *input.File) {
	t.Helper()
	dir = t.TempDir()
	path = filepath.Join(dir, "b.hcl")
	if err := os.WriteFile(path, []byte("old\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	read, err := input.Read(path)
	if err != nil {
		t.Fatal(err)
	}
	return dir, path, read
}

// noTemporaries fails if a temporary file is left in dir.
func noTemporaries(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.Contains(e.Name(), "rigcheck-tmp") {
			t.Errorf("temporary left behind: %s", e.Name())
		}
	}
}

func content(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestReplaceKeepsMode(t *testing.T) {
	dir, path, read := setup(t, 0o640|os.ModeSetgid)
	if err := Replace(read, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if got := content(t, path); got != "new\n" {
		t.Errorf("content %q", got)
	}
	st, _ := os.Stat(path)
	if st.Mode()&(os.ModePerm|os.ModeSetgid) != 0o640|os.ModeSetgid {
		t.Errorf("mode %v, want g+s 0640", st.Mode())
	}
	noTemporaries(t, dir)
}

func TestReplaceChangedSinceRead(t *testing.T) {
	dir, path, read := setup(t, 0o644)
	// Same size, same second: only the content tells.
	if err := os.WriteFile(path, []byte("edt\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, read.Info.ModTime(), read.Info.ModTime()); err != nil {
		t.Fatal(err)
	}
	err := Replace(read, []byte("new\n"))
	if !errors.Is(err, ErrChanged) || !strings.Contains(err.Error(), "b.hcl") {
		t.Fatalf("err = %v", err)
	}
	if got := content(t, path); got != "edt\n" {
		t.Errorf("the user's change was lost: %q", got)
	}
	// A change of time alone.
	_, path2, read2 := setup(t, 0o644)
	later := time.Now().Add(time.Hour)
	_ = os.Chtimes(path2, later, later)
	if err := Replace(read2, []byte("x")); !errors.Is(err, ErrChanged) {
		t.Fatalf("mtime change: err = %v", err)
	}
	noTemporaries(t, dir)
}

func TestReplaceReadOnly(t *testing.T) {
	dir, path, read := setup(t, 0o444)
	if err := Replace(read, []byte("new\n")); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("err = %v", err)
	}
	if got := content(t, path); got != "old\n" {
		t.Errorf("read-only file overwritten: %q", got)
	}
	noTemporaries(t, dir)
}

func TestReplaceHardLinks(t *testing.T) {
	dir, path, read := setup(t, 0o644)
	if err := os.Link(path, filepath.Join(dir, "other")); err != nil {
		t.Skip(err)
	}
	read.Info, _ = os.Stat(path) // the link count changed the ctime only; keep the test about links
	if err := Replace(read, []byte("new\n")); !errors.Is(err, ErrHardLinks) {
		t.Fatalf("err = %v", err)
	}
}

func TestReplaceThroughLink(t *testing.T) {
	dir, path, _ := setup(t, 0o644)
	link := filepath.Join(dir, "link.hcl")
	if err := os.Symlink("b.hcl", link); err != nil {
		t.Skip(err)
	}
	st, _ := os.Stat(path)
	read := &input.File{Path: link, Data: []byte("old\n"), Info: st}
	if err := Replace(read, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if lst, _ := os.Lstat(link); lst.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if got := content(t, path); got != "new\n" {
		t.Errorf("target not updated: %q", got)
	}
}

// TestPlantedTemporary: a link planted where a fixed temporary name would
// be (the browser's old FILE.rigcheck-tmp) is never written through.
func TestPlantedTemporary(t *testing.T) {
	dir, path, read := setup(t, 0o644)
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{path + ".rigcheck-tmp", filepath.Join(dir, ".b.hcl.rigcheck-tmp")} {
		if err := os.Symlink(victim, name); err != nil {
			t.Skip(err)
		}
	}
	if err := Replace(read, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if got := content(t, victim); got != "precious" {
		t.Errorf("victim overwritten: %q", got)
	}
	if st, _ := os.Lstat(path); !st.Mode().IsRegular() {
		t.Errorf("the build file became %v", st.Mode())
	}
}

// TestFullDisk: a write that fails after 4,096 bytes leaves the original
// whole and no temporary.
func TestFullDisk(t *testing.T) {
	dir, path, read := setup(t, 0o644)
	writeData = func(f *os.File, b []byte) (int, error) {
		n, _ := f.Write(b[:min(len(b), 4096)])
		return n, syscall.ENOSPC
	}
	defer func() { writeData = func(f *os.File, b []byte) (int, error) { return f.Write(b) } }()
	err := Replace(read, []byte(strings.Repeat("x", 10000)))
	if err == nil || !strings.Contains(err.Error(), "no space left") || !strings.Contains(err.Error(), "unchanged") {
		t.Fatalf("err = %v", err)
	}
	if got := content(t, path); got != "old\n" {
		t.Errorf("original damaged: %q", got)
	}
	noTemporaries(t, dir)
}
