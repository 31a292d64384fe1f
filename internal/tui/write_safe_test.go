package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestWriteChoicePlantedTemporary: a link planted at the old fixed
// temporary name (FILE.rigcheck-tmp) is not written through, the build
// file stays a regular file with its mode, and no temporary is left.
func TestWriteChoicePlantedTemporary(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "b.hcl")
	if err := os.WriteFile(path, []byte("build \"x\" {\n  cpu \"a\" {}\n}\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	victim := filepath.Join(dir, "victim")
	if err := os.WriteFile(victim, []byte("precious"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, path+".rigcheck-tmp"); err != nil {
		t.Skip(err)
	}
	if err := WriteChoice(path, "x", hw.KindCPU, "b"); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(victim); string(got) != "precious" {
		t.Errorf("victim overwritten: %q", got)
	}
	st, _ := os.Lstat(path)
	if !st.Mode().IsRegular() || st.Mode().Perm() != 0o640 {
		t.Errorf("build file is %v, want a regular 0640 file", st.Mode())
	}
	if got, _ := os.ReadFile(path); !strings.Contains(string(got), `cpu "b"`) {
		t.Errorf("choice not written: %q", got)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 3 {
		t.Errorf("files left: %v", ents)
	}
}

// TestWriteChoiceReadOnly: a read-only build file is refused, unchanged.
func TestWriteChoiceReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.hcl")
	src := "build \"x\" {\n  cpu \"a\" {}\n}\n"
	if err := os.WriteFile(path, []byte(src), 0o444); err != nil {
		t.Fatal(err)
	}
	err := WriteChoice(path, "x", hw.KindCPU, "b")
	if err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Fatalf("err = %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != src {
		t.Errorf("changed: %q", got)
	}
}
