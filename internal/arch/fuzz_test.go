package arch

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestFuzzBudgets: every line of .ci/fuzz-execs names a fuzz target that
// exists and gives it a count of inputs ("500x"), not a duration — CI counts
// inputs (see the Makefile) and a stale name would silently fall back to the
// default budget.
func TestFuzzBudgets(t *testing.T) {
	targets := map[string]bool{}
	for _, path := range goFiles(t, true) {
		if !strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Fuzz") {
				targets[fd.Name.Name] = true
			}
		}
	}
	if len(targets) == 0 {
		t.Fatal("no fuzz targets found")
	}
	f, err := os.Open(filepath.Join(moduleRoot, ".ci", "fuzz-execs"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	count := regexp.MustCompile(`^[1-9][0-9]*x$`)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		if len(fields) != 2 {
			t.Errorf(".ci/fuzz-execs:%d: want \"FuzzName 1000x\", got %q", n, sc.Text())
			continue
		}
		if !targets[fields[0]] {
			t.Errorf(".ci/fuzz-execs:%d: no fuzz target %s in the module", n, fields[0])
		}
		if !count.MatchString(fields[1]) {
			t.Errorf(".ci/fuzz-execs:%d: budget %q is not a count of inputs like 1000x", n, fields[1])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// TestFuzzCorpora: every testdata/fuzz/NAME folder is the corpus of a fuzz
// target NAME in its own package. go test replays only the folder named
// after the target, so a renamed target would leave its saved crashers
// unread and their regressions unchecked.
func TestFuzzCorpora(t *testing.T) {
	targets := map[string]bool{} // "dir FuzzName"
	for _, path := range goFiles(t, true) {
		if !strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "Fuzz") {
				targets[filepath.Dir(path)+" "+fd.Name.Name] = true
			}
		}
	}
	corpora, err := filepath.Glob(filepath.Join(moduleRoot, "*", "*", "testdata", "fuzz", "*"))
	if err != nil {
		t.Fatal(err)
	}
	more, _ := filepath.Glob(filepath.Join(moduleRoot, "*", "testdata", "fuzz", "*"))
	corpora = append(corpora, more...)
	if len(corpora) == 0 {
		t.Fatal("no fuzz corpus found; the globs are wrong")
	}
	for _, c := range corpora {
		pkg := filepath.Dir(filepath.Dir(filepath.Dir(c)))
		if !targets[pkg+" "+filepath.Base(c)] {
			t.Errorf("%s: no fuzz target %s in %s, so go test never replays it", c, filepath.Base(c), pkg)
		}
	}
}
