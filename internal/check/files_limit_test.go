package check

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTotalFilesLimit: more than MaxFiles distinct paths in one run is a
// usage error (exit 2) before any file is read. The paths are spellings
// ("./", "././"…) of 1,000 real files, so the test creates few files.
func TestTotalFilesLimit(t *testing.T) {
	dir := t.TempDir()
	var args []string
	spellings := MaxFiles/1000 + 1
	for i := range 1000 {
		name := fmt.Sprintf("b%d.hcl", i)
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		for s := range spellings {
			args = append(args, dir+"/"+strings.Repeat("./", s)+name)
		}
	}
	_, _, err := ExpandPaths(args)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("rigcheck checks at most %d in one run", MaxFiles)) {
		t.Fatalf("err = %v", err)
	}
	if _, _, err := ExpandPaths(args[:MaxFiles]); err != nil {
		t.Fatalf("exactly %d files: %v", MaxFiles, err)
	}
}
