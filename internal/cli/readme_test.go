package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeSamples runs every `$ rigcheck …` sample of README.md and checks
// that each line the README shows is in the real output, in order, so that
// no sample goes stale. In a sample line "…" stands for text left out: the
// pieces around it must appear in that order on one real line. A file the
// command names that is not in the repository is the nearest ```hcl block
// above the sample. Colour is off; the run is in the repository root.
func TestReadmeSamples(t *testing.T) {
	root := filepath.Join("..", "..")
	// Prices are aged against a fixed date (2026-12-01), as in the scripts.
	t.Setenv("SOURCE_DATE_EPOCH", "1796083200")
	src, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(src), "\n")
	var lastHCL []string
	samples := 0
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if strings.HasPrefix(l, "```hcl") {
			j := i + 1
			for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
				j++
			}
			lastHCL = lines[i+1 : j]
			i = j
			continue
		}
		if !strings.HasPrefix(l, "$ rigcheck ") {
			continue
		}
		cmdline := strings.TrimPrefix(l, "$ rigcheck ")
		if k := strings.Index(cmdline, "#"); k >= 0 {
			cmdline = cmdline[:k]
		}
		if k := strings.Index(cmdline, ">"); k >= 0 {
			cmdline = cmdline[:k]
		}
		var want []string
		j := i + 1
		for ; j < len(lines) && !strings.HasPrefix(lines[j], "```"); j++ {
			want = append(want, lines[j])
		}
		i = j
		samples++
		t.Run(strings.TrimSpace(cmdline), func(t *testing.T) {
			dir := t.TempDir()
			args := strings.Fields(cmdline)
			for k, a := range args {
				if !strings.HasSuffix(a, ".hcl") {
					continue
				}
				if _, err := os.Stat(filepath.Join(root, a)); err == nil {
					args[k] = filepath.Join(root, a)
					continue
				}
				if lastHCL == nil {
					t.Fatalf("%s is neither in the repository nor shown above the sample", a)
				}
				p := filepath.Join(dir, a)
				if err := os.WriteFile(p, []byte(strings.Join(lastHCL, "\n")+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
				args[k] = p
			}
			var out bytes.Buffer
			Run(append([]string{"--no-color"}, args...), strings.NewReader(""), &out, &out)
			got := strings.Split(strings.ReplaceAll(out.String(), dir+string(filepath.Separator), ""), "\n")
			for k := range got {
				got[k] = strings.ReplaceAll(got[k], root+string(filepath.Separator), "")
			}
			at := 0
			for _, w := range want {
				if strings.TrimSpace(w) == "" {
					continue
				}
				found := false
				for ; at < len(got); at++ {
					if lineMatches(got[at], w) {
						found = true
						at++
						break
					}
				}
				if !found {
					t.Errorf("README line not in the output (in order):\n  %s\noutput:\n%s", w, out.String())
					return
				}
			}
		})
	}
	if samples < 5 {
		t.Fatalf("found %d samples in README.md; the parse is broken", samples)
	}
}

// lineMatches reports whether a real output line shows a README line, "…"
// standing for text left out.
func lineMatches(got, want string) bool {
	got, want = strings.TrimRight(got, " "), strings.TrimRight(want, " ")
	pieces := strings.Split(want, "…")
	if len(pieces) == 1 {
		return got == want
	}
	if !strings.HasPrefix(got, pieces[0]) {
		return false
	}
	rest := got[len(pieces[0]):]
	for _, p := range pieces[1:] {
		k := strings.Index(rest, p)
		if k < 0 {
			return false
		}
		rest = rest[k+len(p):]
	}
	return strings.HasSuffix(want, "…") || rest == ""
}
