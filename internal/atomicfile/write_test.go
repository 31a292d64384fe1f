package atomicfile

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func TestWriteNewAndExisting(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "new.hcl")
	if err := Write(p, []byte("a\n")); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p); string(b) != "a\n" {
		t.Fatalf("new file holds %q", b)
	}
	if err := os.Chmod(p, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, []byte("b\n")); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if b, _ := os.ReadFile(p); string(b) != "b\n" || st.Mode().Perm() != 0o600 {
		t.Fatalf("replaced file holds %q with mode %v; want b and 0600 kept", b, st.Mode().Perm())
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temporaries left behind: %v", ents)
	}
	// A symlink named as the output is written through, never replaced.
	target := filepath.Join(dir, "target.hcl")
	if err := os.WriteFile(target, []byte("t\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.hcl")
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	err := Write(link, []byte("x\n"))
	if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file (err %v)", err)
	}
}

// TestPut: Put replaces the file or a link at the path (never writing the
// link's target), with the mode asked for; a failed write leaves the old
// file and no temporary.
func TestPut(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(t.TempDir(), "target")
	os.WriteFile(target, []byte("theirs"), 0o644)
	p := filepath.Join(dir, "cache.bin")
	if err := os.Symlink(target, p); err != nil {
		t.Skip("no symbolic links here")
	}
	if err := Put(p, []byte("mine"), 0o600); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Lstat(p)
	if b, _ := os.ReadFile(p); string(b) != "mine" || !st.Mode().IsRegular() || st.Mode().Perm() != 0o600 {
		t.Errorf("path holds %q, mode %v; want mine, a regular file of mode 0600", b, st.Mode())
	}
	if b, _ := os.ReadFile(target); string(b) != "theirs" {
		t.Errorf("the link's target was written: %q", b)
	}
	writeData = func(*os.File, []byte) (int, error) { return 0, syscall.ENOSPC }
	defer func() { writeData = func(f *os.File, b []byte) (int, error) { return f.Write(b) } }()
	if err := Put(p, []byte("more"), 0o600); err == nil {
		t.Error("a failed write reported no error")
	}
	if b, _ := os.ReadFile(p); string(b) != "mine" {
		t.Errorf("a failed write changed the file: %q", b)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("temporaries left behind: %v", ents)
	}
}
