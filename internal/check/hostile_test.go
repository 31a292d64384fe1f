package check_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/report"
)

// TestHostileFolder: links out of the tree, a FIFO, a /dev/zero link and a
// binary file in a walked folder each get a diagnostic naming the file;
// nothing outside the tree is read, nothing blocks, the good file is checked.
func TestHostileFolder(t *testing.T) {
	base := t.TempDir()
	secret := filepath.Join(base, "netrc")
	if err := os.WriteFile(secret, []byte("machine ci login bot password hunter2\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(base, "builds")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bin.hcl"), []byte("PASSWORD=hunter3\x00\x01\x02"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, to := range map[string]string{"env.hcl": "/proc/self/environ", "zero.hcl": "/dev/zero", "netrc.hcl": secret} {
		if err := os.Symlink(to, filepath.Join(dir, name)); err != nil {
			t.Skip(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.hcl"), 0o644); err != nil {
		t.Skip(err)
	}
	t.Setenv("RIGCHECK_TEST_SECRET", "hunter4")
	paths, _, err := check.ExpandPaths([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	cat, _ := catalog.Embedded()
	res := check.Run(check.ReadInputs(paths, nil), check.Options{Catalog: cat})
	for _, name := range []string{"env.hcl", "zero.hcl", "netrc.hcl", "fifo.hcl", "bin.hcl"} {
		found := false
		for _, d := range res.Diagnostics {
			found = found || filepath.Base(d.Range.Filename) == name && d.Rule == "syntax"
		}
		if !found {
			t.Errorf("%s: no diagnostic", name)
		}
	}
	var out bytes.Buffer
	for _, w := range []func() error{
		func() error { return report.Write(&out, "text", res, report.Options{}) },
		func() error { return report.Write(&out, "json", res, report.Options{}) },
		func() error { return report.Write(&out, "github", res, report.Options{}) },
	} {
		if err := w(); err != nil {
			t.Fatal(err)
		}
	}
	for _, leak := range []string{"hunter2", "hunter3", "hunter4", "PATH="} {
		if strings.Contains(out.String(), leak) {
			t.Errorf("the report leaks %q:\n%s", leak, out.String())
		}
	}
}

// TestHugeUnknownID: a 4 MiB unknown part id gets its unknown-part
// diagnostic without "did you mean" (the suggestion work is bounded by the
// input's length: it took 15.9 s before).
func TestHugeUnknownID(t *testing.T) {
	src := []byte("build \"x\" {\n  gpu \"" + strings.Repeat("a", 4<<20-100) + "\" {}\n}\n")
	cat, _ := catalog.Embedded()
	res := check.Run([]check.Input{{Name: "big.hcl", Src: src}}, check.Options{Catalog: cat})
	found := false
	for _, d := range res.Diagnostics {
		if d.Rule == "unknown-part" {
			found = true
			if strings.Contains(d.Detail, "Did you mean") {
				t.Errorf("a suggestion for a 4 MiB id: %.200s", d.Detail)
			}
		}
	}
	if !found {
		t.Fatal("no unknown-part diagnostic")
	}
}
