package catalogdir

import (
	"github.com/rigcheck/rigcheck/internal/hclfile"
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

// A catalog folder's amend applies to every build, and the folder is
// parsed rather than cached (the cache holds parts).
func TestAmendFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "x399.hcl"), []byte(`amend "motherboard" "msi-x399-sli-plus" {
  max_memory_gb = 128
  source        = "https://www.msi.com/Motherboard/X399-SLI-PLUS/Specification"
}
`), 0o644); err != nil {
		t.Fatal(err)
	}
	cache := t.TempDir()
	for range 2 {
		out, err := WithFolders([]string{dir}, Options{CacheDir: cache})
		if err != nil || len(out.Diags) > 0 {
			t.Fatal(err, out.Diags)
		}
		if v, _ := out.Catalog.Lookup("msi-x399-sli-plus").Num("max_memory_gb"); v != 128 {
			t.Fatalf("max_memory_gb = %v", v)
		}
		f, _ := hclfile.Parse("b.hcl", []byte(`part "motherboard" "mine" {
  name    = "Mine"
  extends = "msi-x399-sli-plus"
}`))
		c, d := out.Catalog.Merge([]*hclfile.File{f})
		if v, _ := c.Lookup("mine").Num("max_memory_gb"); v != 128 || len(d) > 0 {
			t.Fatalf("a build file's variant: max_memory_gb = %v, %v", v, d)
		}
	}
	if entries, _ := os.ReadDir(cache); len(entries) != 0 {
		t.Fatalf("a folder with amends was cached: %v", entries)
	}
}
