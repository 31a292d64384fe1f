package pcpp

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/match"
)

// TestRun: the build goes to stdout (or Out), the report to stderr, and
// the build is named after the file when the list has no id, never after
// standard input.
func TestRun(t *testing.T) {
	cat, _ := catalog.Embedded()
	ix := match.New(cat.Parts(""))
	src := []byte("CPU: AMD Ryzen 9 7950X 4.5 GHz 16-Core Processor\n")
	dir := t.TempDir()
	out := filepath.Join(dir, "box.hcl")
	for _, c := range []struct {
		file               *input.File
		out, written, name string
	}{
		{&input.File{Path: "parts/mine.txt", Data: src}, "", "<stdout>", `build "mine"`},
		{&input.File{Path: input.StdinName, Data: src, Stdin: true}, out, out, `build "imported"`},
	} {
		var stdout, stderr bytes.Buffer
		im, written, err := Run(Request{File: c.file, Index: ix, Out: c.out}, &stdout, &stderr)
		if err != nil {
			t.Fatal(err)
		}
		if written != c.written {
			t.Errorf("written to %q, want %q", written, c.written)
		}
		got := stdout.Bytes()
		if c.out != "" {
			got, _ = os.ReadFile(out)
			if stdout.Len() != 0 {
				t.Errorf("stdout with Out: %q", stdout.String())
			}
		}
		if !bytes.Equal(got, im.HCL) || !strings.Contains(string(got), c.name) {
			t.Errorf("the build file is not the import's, named %q:\n%s", c.name, got)
		}
		if !strings.Contains(stderr.String(), "written to "+c.written) {
			t.Errorf("stderr has no report: %q", stderr.String())
		}
	}
	if _, _, err := Run(Request{File: &input.File{Path: "x.txt", Data: []byte("hello\n")}, Index: ix}, &bytes.Buffer{}, &bytes.Buffer{}); err == nil || !strings.HasPrefix(err.Error(), "x.txt: ") {
		t.Errorf("a file that is no list: %v", err)
	}
}
