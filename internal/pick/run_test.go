package pick

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
)

const runBuild = `build "one" {
  gpu "nvidia-titan-rtx-used" {}
}
`

func runRequest(t *testing.T, src string) Request {
	t.Helper()
	cat, _ := catalog.Embedded()
	return Request{File: &input.File{Path: "box.hcl", Data: []byte(src)}, Catalog: cat, Format: "text"}
}

// TestRunOutputs: the completed file goes to stdout and the report to
// stderr; with Write the file is replaced and the report goes to stdout.
func TestRunOutputs(t *testing.T) {
	req := runRequest(t, runBuild)
	var out, rep bytes.Buffer
	res, err := Run(req, &out, &rep)
	if err != nil || res.Failed {
		t.Fatalf("Run: %v, %+v", err, res)
	}
	if out.String() != string(res.Completed) || !strings.Contains(out.String(), `psu `) {
		t.Errorf("stdout is not the completed file:\n%s", out.String())
	}
	if !strings.Contains(rep.String(), `build "one": $`) {
		t.Errorf("stderr has no report:\n%s", rep.String())
	}

	path := filepath.Join(t.TempDir(), "box.hcl")
	if err := os.WriteFile(path, []byte(runBuild), 0o644); err != nil {
		t.Fatal(err)
	}
	if req.File, err = input.Read(path); err != nil {
		t.Fatal(err)
	}
	req.Write = true
	out.Reset()
	rep.Reset()
	if _, err := Run(req, &out, &rep); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); string(got) != string(res.Completed) {
		t.Errorf("Write did not replace the file:\n%s", got)
	}
	if rep.Len() != 0 || !strings.Contains(out.String(), `build "one": $`) {
		t.Errorf("with Write the report belongs on stdout; stdout:\n%s\nstderr:\n%s", out.String(), rep.String())
	}
}

// TestRunRequestErrors: problems of the request are *RequestError, errors
// in the file are not (they are the build's), and they go to stderr.
func TestRunRequestErrors(t *testing.T) {
	for _, c := range []struct {
		name, src, build string
		exclude          []string
		want             string
		request          bool
	}{
		{"unknown build", runBuild, "two", nil, `has no build "two"`, true},
		{"no build", "# empty\n", "", nil, "has no build block", true},
		{"unknown exclude", runBuild, "", []string{"no-such-part"}, `--exclude "no-such-part": no such part`, true},
		{"excluded part named", runBuild, "", []string{"nvidia-titan-rtx-used"}, "names that part itself", true},
		{"file errors", `build "one" { gpu "no-such-gpu" {} }`, "", nil, "box.hcl has errors", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			req := runRequest(t, c.src)
			req.Build, req.Exclude = c.build, c.exclude
			var out, rep bytes.Buffer
			_, err := Run(req, &out, &rep)
			var re *RequestError
			if err == nil || !strings.Contains(err.Error(), c.want) || errors.As(err, &re) != c.request {
				t.Fatalf("got %v (a RequestError: %v), want %q (a RequestError: %v)", err, errors.As(err, &re), c.want, c.request)
			}
			if out.Len() != 0 {
				t.Errorf("stdout: %q", out.String())
			}
			if !c.request && !strings.Contains(rep.String(), "box.hcl:1:") {
				t.Errorf("the file's errors are not on stderr: %q", rep.String())
			}
		})
	}
}

// TestWriteTextCounts: the rules line counts with the noun for each count
// ("1 info", not "1 infos").
func TestWriteTextCounts(t *testing.T) {
	for _, c := range []struct {
		sevs []hw.Severity
		want string
	}{
		{nil, "rules: 0 errors, 0 warnings, 0 infos ("},
		{[]hw.Severity{hw.Error, hw.Warning, hw.Info}, "rules: 1 error, 1 warning, 1 info ("},
		{[]hw.Severity{hw.Warning, hw.Warning, hw.Info, hw.Info}, "rules: 0 errors, 2 warnings, 2 infos ("},
	} {
		r := &Result{}
		for _, s := range c.sevs {
			r.Diagnostics = append(r.Diagnostics, hw.Diagnostic{Severity: s})
		}
		var buf bytes.Buffer
		WriteText(&buf, []Outcome{{Name: "one", Result: r}}, Options{})
		if !strings.Contains(buf.String(), c.want) {
			t.Errorf("%v: want %q in:\n%s", c.sevs, c.want, buf.String())
		}
	}
}
