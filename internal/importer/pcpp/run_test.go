package pcpp

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
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

// TestRunRefusesItsInput: -o naming the list (or a link to it) replaced
// the list with the build, silently (issue 29).
func TestRunRefusesItsInput(t *testing.T) {
	cat, _ := catalog.Embedded()
	ix := match.New(cat.Parts(""))
	dir := t.TempDir()
	list := filepath.Join(dir, "list.txt")
	src := []byte("CPU: AMD Ryzen 9 7950X 4.5 GHz 16-Core Processor\n")
	if err := os.WriteFile(list, src, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.hcl")
	if err := os.Symlink(list, link); err != nil {
		t.Fatal(err)
	}
	f, err := input.Read(list)
	if err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{list, link, filepath.Join(dir, ".", "list.txt")} {
		_, _, err := Run(Request{File: f, Index: ix, Out: out}, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), "is the list being imported") {
			t.Errorf("-o %s: %v", out, err)
		}
	}
	if b, _ := os.ReadFile(list); !bytes.Equal(b, src) {
		t.Errorf("the list was replaced: %q", b)
	}
}

// TestBuildLabelEscapes: a bidi override or another format character in
// the file name or --name reached the build's label raw (issue 29). It is
// written as an HCL escape, so the name is the same and the file shows it.
func TestBuildLabelEscapes(t *testing.T) {
	cat, _ := catalog.Embedded()
	ix := match.New(cat.Parts(""))
	src := []byte("CPU: AMD Ryzen 9 7950X 4.5 GHz 16-Core Processor\n")
	for _, c := range []struct{ path, name, want string }{
		{"lists/evil\u202egnp.txt", "", `build "evil\u202egnp"`},
		{"list.txt", "box\u200b\u2066x\U000e0041", `build "box\u200b\u2066x\U000e0041"`},
	} {
		var stdout, stderr bytes.Buffer
		im, _, err := Run(Request{File: &input.File{Path: c.path, Data: src}, Index: ix, Name: c.name}, &stdout, &stderr)
		if err != nil {
			t.Fatal(err)
		}
		out := stdout.String() + stderr.String()
		if !strings.Contains(stdout.String(), c.want) {
			t.Errorf("%q: no %s in\n%s", c.path+c.name, c.want, stdout.String())
		}
		if strings.ContainsAny(out, "\u202e\u200b\u2066\U000e0041") {
			t.Errorf("%q: a format character reached the output:\n%s", c.path+c.name, out)
		}
		f, diags := hclfile.Parse("x.hcl", im.HCL)
		want := c.name
		if want == "" {
			want = "evil\u202egnp"
		}
		if diags.HasErrors() || len(f.Builds) != 1 || f.Builds[0].Name != want {
			t.Errorf("%q: the escaped label does not decode to the name: %v", c.path+c.name, diags)
		}
	}
}
