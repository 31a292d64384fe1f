package catalog

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFoldersReportSkipped: a catalog folder's linked sub-folder was
// skipped in silence (issue 29). It is a "skipped" warning among the
// folders' diagnostics, with the cache as without it, run after run.
func TestFoldersReportSkipped(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "parts")
	for _, d := range []string{dir, filepath.Join(base, "more")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	part := `part "gpu" "my-test-gpu" {
  name = "My GPU"
  brand = "Me"
  vram_gb = 8
  tdp_w = 200
  slot_width = 2
  length_mm = 250
  cooler = "open-air"
  pcie_gen = 4
}
`
	if err := os.WriteFile(filepath.Join(dir, "gpu.hcl"), []byte(part), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "more", "x.hcl"), []byte(strings.ReplaceAll(part, "my-test-gpu", "my-other-gpu")), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../more", filepath.Join(dir, "more")); err != nil {
		t.Skip("no symlinks here:", err)
	}
	cache := t.TempDir()
	for i, opt := range []Options{{NoCache: true}, {CacheDir: cache}, {CacheDir: cache}} {
		f, err := WithFolders([]string{dir}, opt)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range f.Diags {
			if d.Rule == "skipped" {
				got = append(got, d.Message)
			}
		}
		if len(got) != 1 || !strings.Contains(got[0], filepath.Join(dir, "more")+" is a symbolic link to a folder") {
			t.Errorf("run %d: skipped %q", i, got)
		}
		if f.Catalog.Lookup("my-test-gpu") == nil || f.Catalog.Lookup("my-other-gpu") != nil {
			t.Errorf("run %d: the folder's part missing, or the linked folder's read", i)
		}
	}
}
