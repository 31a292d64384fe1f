package atomicfile

import (
	"os"
	"path/filepath"
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
