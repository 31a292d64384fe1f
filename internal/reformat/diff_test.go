package reformat

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestUnified(t *testing.T) {
	for _, c := range []struct{ name, a, b, want string }{
		{"equal", "x\n", "x\n", ""},
		{"change", "a\nb\nc\n", "a\nB\nc\n", "--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"insert into empty", "", "a\n", "--- old\n+++ new\n@@ -0,0 +1 @@\n+a\n"},
		{"no final newline", "a\nb", "a\nb\n", "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"},
		{"two hunks",
			"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n", "1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12\n",
			"--- old\n+++ new\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -8,5 +8,5 @@\n 8\n 9\n 10\n-11\n+Y\n 12\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := unified("old", "new", c.a, c.b); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestPatchApplies checks the diff against patch(1), where it is installed:
// applying it to the old text must give the new one.
func TestPatchApplies(t *testing.T) {
	if _, err := exec.LookPath("patch"); err != nil {
		t.Skip("patch(1) is not installed")
	}
	a := "build \"x\" {\ncpu = 1\n  # keep\nmemory=2\n}\n\nbuild \"y\" {\n}\n"
	b := "build \"x\" {\n  cpu    = 1\n  # keep\n  memory = 2\n}\n\nbuild \"y\" {\n}\n"
	dir := t.TempDir()
	f := filepath.Join(dir, "f.hcl")
	if err := os.WriteFile(f, []byte(a), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("patch", "-s", f)
	cmd.Stdin = strings.NewReader(unified("f.hcl", "f.hcl", a, b))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("patch: %v\n%s", err, out)
	}
	got, _ := os.ReadFile(f)
	if string(got) != b {
		t.Errorf("patched file:\n%s\nwant\n%s", got, b)
	}
}
