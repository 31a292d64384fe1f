package input

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// tree makes a folder of hostile entries: a good file, links out of the
// tree (to /proc/self/environ, /dev/zero and a secret file), a link inside
// the tree, a FIFO and a folder named *.hcl, and a linked folder.
func tree(t *testing.T) (root, secret string) {
	t.Helper()
	base := t.TempDir()
	secret = filepath.Join(base, "netrc")
	must(t, os.WriteFile(secret, []byte("machine x login u password hunter2\n"), 0o600))
	root = filepath.Join(base, "repo")
	must(t, os.MkdirAll(filepath.Join(root, "builds", "dir.hcl"), 0o755))
	must(t, os.WriteFile(filepath.Join(root, "builds", "good.hcl"), []byte(`build "g" {}`), 0o644))
	for name, to := range map[string]string{
		"env.hcl": "/proc/self/environ", "zero.hcl": "/dev/zero", "netrc.hcl": secret,
		"inside.hcl": "good.hcl", "outdir": base, "loop.hcl": "loop.hcl",
	} {
		if err := os.Symlink(to, filepath.Join(root, "builds", name)); err != nil {
			t.Skip("no symlinks here:", err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(root, "builds", "fifo.hcl"), 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	return root, secret
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestWalkAndReadHostileTree(t *testing.T) {
	root, _ := tree(t)
	b := filepath.Join(root, "builds")
	files, err := Walk(b, WalkOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	// The linked folder is not entered; every *.hcl entry that is not a
	// folder is listed, so that each refusal names it.
	if got, want := strings.Join(names, " "), "env.hcl fifo.hcl good.hcl inside.hcl loop.hcl netrc.hcl zero.hcl"; got != want {
		t.Fatalf("Walk = %s, want %s", got, want)
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, f := range files {
			data, err := ReadFile(f)
			if filepath.Base(f) == "good.hcl" {
				if err != nil || string(data) != `build "g" {}` {
					t.Errorf("good.hcl: %q, %v", data, err)
				}
				continue
			}
			if err == nil {
				t.Errorf("%s: read %d bytes, want a refusal", f, len(data))
				continue
			}
			if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), f) {
				t.Errorf("%s: error %q does not name the file or is not ErrNotRegular", f, err)
			}
			if strings.Contains(err.Error(), "hunter2") || strings.Contains(err.Error(), "PATH=") {
				t.Errorf("%s: error leaks the target's content: %s", f, err)
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("reading the tree blocked (the FIFO?)")
	}
}

func TestLinkedParentRefused(t *testing.T) {
	root, _ := tree(t)
	t.Chdir(root)
	// builds/outdir → the folder holding the secret.
	_, err := ReadFile(filepath.Join("builds", "outdir", "repo", "builds", "good.hcl"))
	if err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Fatalf("err = %v", err)
	}
	if _, err := Walk(filepath.Join("builds", "outdir"), WalkOptions{}); err == nil {
		t.Fatal("walking a relative linked folder: no error")
	}
}

func TestMessages(t *testing.T) {
	root, _ := tree(t)
	for name, want := range map[string]string{
		"env.hcl":  `is a symbolic link (to /proc/self/environ); rigcheck does not follow links`,
		"fifo.hcl": "is a named pipe (FIFO), not a regular file",
		"dir.hcl":  "is a folder, not a regular file",
	} {
		_, err := ReadFile(filepath.Join(root, "builds", name))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", name, err, want)
		}
	}
	if _, err := ReadFile("/dev/zero"); err == nil || !strings.Contains(err.Error(), "is a device") {
		t.Errorf("/dev/zero: %v", err)
	}
}

func TestControlCharactersInNames(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "evil\x1b[2J\n::error::x.hcl")
	if err := os.Symlink("/proc/self/environ", name); err != nil {
		t.Skip(err)
	}
	_, err := ReadFile(name)
	if err == nil || strings.ContainsAny(err.Error(), "\x1b\n") {
		t.Fatalf("error %q holds raw control characters", err)
	}
}

func TestSizeLimit(t *testing.T) {
	p := filepath.Join(t.TempDir(), "big.hcl")
	must(t, os.WriteFile(p, make([]byte, MaxSize+1), 0o644))
	if _, err := ReadFile(p); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v", err)
	}
	must(t, os.WriteFile(p, make([]byte, MaxSize), 0o644))
	if data, err := ReadFile(p); err != nil || len(data) != MaxSize {
		t.Fatalf("exactly 4 MiB: %d bytes, %v", len(data), err)
	}
}

type endless struct{}

func (endless) Read(p []byte) (int, error) { return len(p), nil }

func TestReadStdin(t *testing.T) {
	if _, err := ReadStdin(endless{}); !errors.Is(err, ErrTooLarge) {
		t.Fatalf("err = %v", err)
	}
	if b, err := ReadStdin(strings.NewReader("x")); err != nil || string(b) != "x" {
		t.Fatalf("%q %v", b, err)
	}
}
