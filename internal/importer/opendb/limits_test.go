package opendb

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// longPrefix is 80 bytes of slug that thousands of products share.
var longPrefix = strings.Repeat("abcdefghi-", 8)

// BenchmarkIDsSharedPrefix numbers 24,000 slugs that share their first 80
// bytes (issue 29: 165 s, quadratic; now linear).
func BenchmarkIDsSharedPrefix(b *testing.B) {
	slugs := make([]string, 24000)
	for i := range slugs {
		slugs[i] = fmt.Sprintf("%s%05d", longPrefix, i)
	}
	for b.Loop() {
		ids := newIDs(nil)
		for _, s := range slugs {
			ids.take(s, hw.KindGPU)
		}
	}
}

// TestIDsSharedPrefix: slugs cut to the same 80 bytes get unique ids of at
// most 80 bytes, numbered in the order they are taken.
func TestIDsSharedPrefix(t *testing.T) {
	ids := newIDs(nil)
	seen := map[string]bool{}
	var got []string
	for i := range 2000 {
		id := ids.take(fmt.Sprintf("%s%05d", longPrefix, i), hw.KindGPU)
		if seen[id] || len(id) > MaxIDLength || !hclfile.ValidID(id) {
			t.Fatalf("id %d: %q (used before, too long or not kebab-case)", i, id)
		}
		seen[id] = true
		got = append(got, id)
	}
	base := cut(longPrefix+"00000", MaxIDLength)
	if got[0] != base || got[1] != cut(longPrefix, MaxIDLength-7)+"-opendb" || got[1999] != cut(longPrefix, MaxIDLength-12)+"-opendb-1999" {
		t.Errorf("ids %q, %q … %q", got[0], got[1], got[1999])
	}
	// A slug that is taken whole is not handed out again.
	if id := ids.take(base+"-opendb-2000", hw.KindGPU); seen[id] {
		t.Errorf("%q handed out twice", id)
	}
}

// bigBrand is n GPUs of one brand, with notes long enough that 300 of
// them are more than a 4 MiB file (as 7,000 OpenDB parts were).
func bigBrand(n int) *Result {
	r := &Result{}
	notes := strings.Repeat("OpenDB notes. ", 1200)
	for i := range n {
		r.Parts = append(r.Parts, &hw.Part{Kind: hw.KindGPU, ID: fmt.Sprintf("acme-gpu-%05d", i), Attrs: map[string]hw.Value{
			"name": {Type: hw.TString, Str: fmt.Sprintf("Acme GPU %d", i)}, "brand": {Type: hw.TString, Str: "Acme"},
			"vram_gb": {Type: hw.TNumber, Num: 8}, "tdp_w": {Type: hw.TNumber, Num: 200}, "notes": {Type: hw.TString, Str: notes},
		}})
	}
	return r
}

// TestBrandFileSplit: one brand of 7,000 OpenDB parts made one file of more than
// 4 MiB, which rigcheck refuses to read, and the import failed with an
// internal error (issue 29). Now it is split into files that each load.
func TestBrandFileSplit(t *testing.T) {
	files, err := bigBrand(300).Files()
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	var names []string
	for name, src := range files {
		if name == "README.md" {
			continue
		}
		names = append(names, name)
		if len(src) > hclfile.MaxFileSize {
			t.Errorf("%s is %d bytes, more than rigcheck reads", name, len(src))
		}
		f, diags := hclfile.Parse(name, src)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", name, diags[0])
		}
		total += len(f.Parts)
	}
	if total != 300 || len(names) < 2 {
		t.Errorf("%d parts in %d files %v, want 300 in several", total, len(names), names)
	}
	if _, ok := files["gpu-acme.1.hcl"]; !ok {
		t.Errorf("files %v, want gpu-acme.1.hcl…", names)
	}
	// A brand that fits keeps its one file.
	small, err := bigBrand(10).Files()
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := small["gpu-acme.hcl"]; !ok || len(small) != 2 {
		t.Errorf("10 parts: files %v", small)
	}
}

// TestReimportKeepsOthersFiles: an import replaces only the files an
// import wrote (issue 29: re-importing deleted every file in the folder).
// A file of the user's in the folder stops the import, and stays.
func TestReimportKeepsOthersFiles(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "opendb")
	first := map[string][]byte{"README.md": []byte(Marker + "\n"), "gpu-x.hcl": []byte(header + "# one\n")}
	if err := WriteDir(dir, first); err != nil {
		t.Fatal(err)
	}
	mine := filepath.Join(dir, "my-fixes.hcl")
	if err := os.WriteFile(mine, []byte("# mine\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second := map[string][]byte{"README.md": []byte(Marker + "\n"), "gpu-y.hcl": []byte(header + "# two\n")}
	err := WriteDir(dir, second)
	if err == nil || !strings.Contains(err.Error(), "my-fixes.hcl") || !strings.Contains(err.Error(), "did not write") {
		t.Fatalf("re-import over a user's file: %v", err)
	}
	if b, _ := os.ReadFile(mine); string(b) != "# mine\n" {
		t.Errorf("the user's file holds %q", b)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "gpu-x.hcl")); string(b) != header+"# one\n" {
		t.Errorf("the earlier import changed: %q", b)
	}
	// So does a sub-folder, or a generated file the user edited.
	os.Remove(mine)
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	if err := WriteDir(dir, second); err == nil || !strings.Contains(err.Error(), "sub") {
		t.Errorf("re-import over a sub-folder: %v", err)
	}
	os.Remove(filepath.Join(dir, "sub"))
	os.WriteFile(filepath.Join(dir, "gpu-x.hcl"), []byte("# edited\n"), 0o644)
	if err := WriteDir(dir, second); err == nil || !strings.Contains(err.Error(), "gpu-x.hcl") {
		t.Errorf("re-import over an edited file: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "gpu-x.hcl"), []byte(header+"# one\n"), 0o644)
	if err := WriteDir(dir, second); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "gpu-x.hcl")); !os.IsNotExist(err) {
		t.Errorf("the earlier import's file survived: %v", err)
	}
}
