package pcpp

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/match"
)

// want is the expectation for one line of a published list.
type want struct {
	id  string          // the catalog id the line names, or "" for none
	alt map[string]bool // other ids the same for compatibility (colour, duplicate entry)
	not map[string]bool // ids the line must never resolve to
	hit bool
}

// ok reports whether id is the line's part or one the same for
// compatibility.
func (w *want) ok(id string) bool { return id != "" && (id == w.id || w.alt[id]) }

// readWant reads a list's .want file: "id :: Type: Item" or
// "- =same !near-miss … :: Type: Item" lines, "#" comments.
func readWant(t *testing.T, path string) map[string]*want {
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%s: every list needs its expected ids: %v", path, err)
	}
	defer f.Close()
	out := map[string]*want{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		exp, key, ok := strings.Cut(line, " :: ")
		if !ok {
			t.Fatalf("%s:%d: want \"id :: Type: Item\"", path, n)
		}
		w := &want{alt: map[string]bool{}, not: map[string]bool{}}
		for i, f := range strings.Fields(exp) {
			switch {
			case i == 0 && f != "-":
				w.id = f
			case strings.HasPrefix(f, "="):
				w.alt[f[1:]] = true
			case strings.HasPrefix(f, "!"):
				w.not[f[1:]] = true
			}
		}
		out[key] = w
	}
	return out
}

// TestPublishedLists resolves the lines of real PCPartPicker lists
// (testdata/lists, each with its origin and expected ids) and asserts the
// resolution rate — lines resolved to their expected id over lines whose
// part the catalog holds — and that no line resolves to a wrong id or a
// part of another kind. Lines whose part the catalog did not hold when
// they were collected may resolve once it does; such lines are logged,
// and fail only when they hit a listed near miss.
func TestPublishedLists(t *testing.T) {
	cat, diags := catalog.Embedded()
	if len(diags) > 0 {
		t.Fatalf("embedded catalog: %v", diags[0].Message)
	}
	ix := match.New(cat.Parts(""))
	files, _ := filepath.Glob("testdata/lists/*")
	expected, correct, lists := 0, 0, 0
	formats := map[string]int{}
	for _, path := range files {
		if strings.HasSuffix(path, ".want") {
			continue
		}
		lists++
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Parse(src)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		formats[l.Format]++
		wants := readWant(t, path+".want")
		for _, ln := range l.Lines {
			if ln.Kind == "" {
				continue
			}
			key := ln.Type + ": " + ln.Item
			w := wants[key]
			if w == nil {
				t.Errorf("%s:%d: %q has no expectation in %s.want", path, ln.No, key, filepath.Base(path))
				continue
			}
			res := ix.ResolveCode(ln.Item, ln.Kind, ln.Link)
			got := ""
			if res.Status == match.Resolved {
				got = res.Part.ID
				if res.Part.Kind != ln.Kind {
					t.Errorf("%s:%d: %s line resolved to %s, a %s", path, ln.No, ln.Kind, got, res.Part.Kind)
				}
			}
			if !w.hit && w.id != "" {
				if cat.Lookup(w.id) == nil {
					t.Errorf("%s.want: %s is no longer in the catalog", path, w.id)
				}
				expected++
			}
			switch {
			case w.not[got]:
				t.Errorf("%s:%d: %q resolved to the near miss %s", path, ln.No, ln.Item, got)
			case w.id != "" && w.ok(got):
				if !w.hit {
					correct++
				}
			case w.id != "" && got != "":
				t.Errorf("%s:%d: %q resolved to %s, want %s", path, ln.No, ln.Item, got, w.id)
			case w.id != "":
				t.Logf("%s:%d: not resolved: %q (want %s): %s", path, ln.No, ln.Item, w.id, res.Status)
			case got != "" && !w.ok(got):
				t.Logf("%s:%d: %q now resolves to %s: check it and record it in the .want file", path, ln.No, ln.Item, got)
			}
			w.hit = true
		}
		for key, w := range wants {
			if !w.hit {
				t.Errorf("%s.want: %q matches no line of the list", path, key)
			}
		}
	}
	if lists < 15 {
		t.Errorf("%d lists in testdata/lists; the issue asks for at least 15", lists)
	}
	if expected == 0 {
		t.Fatal("no expected ids")
	}
	rate := float64(correct) / float64(expected)
	t.Logf("%d lists (%v); resolution rate %d/%d = %.1f%%", lists, formats, correct, expected, 100*rate)
	if rate < 0.9 {
		t.Errorf("resolution rate %.1f%% is below 90%%", 100*rate)
	}
}

// TestHeldOutWithOpenDB measures the lines of lists the matcher was not
// written against (testdata/heldout) with the embedded catalog plus an
// OpenDB import ($RIGCHECK_OPENDB_PARTS, the folder `rigcheck catalog
// import opendb` wrote): the share resolved, lines in a wrong role, lines
// resolved to another part than the hand-checked one. It measures the
// published lists (testdata/lists) the same way, where a community copy
// must not take a line from the curated part it names. Without the folder
// it is skipped: the import is 20,000 parts of community data.
func TestHeldOutWithOpenDB(t *testing.T) {
	dir := os.Getenv("RIGCHECK_OPENDB_PARTS")
	if dir == "" {
		t.Skip("RIGCHECK_OPENDB_PARTS is not set (see testdata/heldout/README.md)")
	}
	emb, _ := catalog.Embedded()
	files, diags, err := catalogdir.ReadDir(dir)
	if err != nil || diags.HasErrors() {
		t.Fatalf("%s: %v %v", dir, err, diags)
	}
	cat, _ := emb.Merge(files)
	ix := match.New(cat.Parts(""))
	// h7–h16 resolved 63.5 % when collected and 74.1 % after the fixes
	// they prompted (so they are no longer clean held-out lists); the
	// clean h17–h20 82.4 %, the whole set 77.6 %: the floor is the
	// issue's 70 %.
	for _, set := range []struct {
		glob    string
		minRate float64
	}{{"testdata/heldout/*.md", 0.7}, {"testdata/lists/*", 0.7}} {
		paths, _ := filepath.Glob(set.glob)
		lists, lines, resolved, wrongRole, wrongPart, unchecked := 0, 0, 0, 0, 0, 0
		for _, path := range paths {
			if filepath.Base(path) == "README.md" || strings.HasSuffix(path, ".want") {
				continue
			}
			lists++
			src, _ := os.ReadFile(path)
			l, err := Parse(src)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			wants := readWant(t, path+".want")
			n, r, role, part := 0, 0, 0, 0
			for _, ln := range l.Lines {
				if ln.Kind == "" {
					continue
				}
				n++
				w := wants[ln.Type+": "+ln.Item]
				if w == nil {
					t.Errorf("%s:%d: %q has no expectation", path, ln.No, ln.Type+": "+ln.Item)
					continue
				}
				res := ix.ResolveCode(ln.Item, ln.Kind, ln.Link)
				if res.Status != match.Resolved {
					if w.id != "" {
						t.Logf("%s:%d: not resolved: %q (want %s): %s", path, ln.No, ln.Item, w.id, res.Status)
					}
					continue
				}
				r++
				switch got := res.Part.ID; {
				case res.Part.Kind != ln.Kind:
					role++
					t.Errorf("%s:%d: %s line resolved to %s, a %s", path, ln.No, ln.Kind, got, res.Part.Kind)
				case w.not[got]:
					part++
					t.Errorf("%s:%d: %q resolved to the near miss %s", path, ln.No, ln.Item, got)
				case w.ok(got):
				case w.id == "":
					unchecked++
					t.Logf("%s:%d: %q resolves to %s (%s): check it and record it", path, ln.No, ln.Item, got, res.Part.Name())
				default:
					part++
					t.Errorf("%s:%d: %q resolved to %s, checked %q", path, ln.No, ln.Item, got, w.id)
				}
			}
			t.Logf("%s: %d of %d part lines resolved, %d in a wrong role, %d to another part", filepath.Base(path), r, n, role, part)
			lines, resolved, wrongRole, wrongPart = lines+n, resolved+r, wrongRole+role, wrongPart+part
		}
		rate := float64(resolved) / float64(lines)
		t.Logf("%s: %d lists, %d of %d part lines resolved (%.1f%%), %d in a wrong role, %d to another part, %d with no expected id", filepath.Dir(set.glob), lists, resolved, lines, 100*rate, wrongRole, wrongPart, unchecked)
		if rate < set.minRate {
			t.Errorf("%s: %.1f%% resolved, below %.0f%%", filepath.Dir(set.glob), 100*rate, 100*set.minRate)
		}
	}
}
