package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/rigcheck/rigcheck/"

// layer places every package of the module in the flow of STYLE.md; a
// package may import only packages of lower layers (and never one of its
// own layer). A new package must be placed here, which is the point: its
// place in the flow is a decision, not an accident.
var layer = map[string]int{
	// Words and amounts for people: a noun for a count, dollars, text
	// cut or wrapped to a width. Every layer writes them.
	"internal/prose": 0,
	// Leaves: domain types and helpers that import nothing of ours but
	// internal/prose.
	"internal/hw": 1, "internal/escape": 1, "internal/lazyre": 1, "internal/gctune": 1, "internal/suggest": 1, "internal/term": 1,
	// Reading files, expressions and part names.
	"internal/input": 2, "internal/lang": 2, "internal/match": 2,
	// Decoding HCL into the domain types; writing users' files; what a
	// workload needs of a build (memory, speed), which rules check.
	"internal/hclfile": 3, "internal/atomicfile": 3, "internal/workload": 3,
	// The catalog and the rules engine.
	"catalog": 4, "rules": 4,
	// Catalog folders read and layered over the embedded catalog, through
	// a cache of each list of folders.
	"internal/catalogdir": 5,
	// What a run is configured with, and what a checked build costs: both
	// work on decoded builds and their facts, below the driver that calls
	// them.
	"internal/config": 5, "internal/cost": 5, "internal/synth": 5,
	// The driver: load, rules, cost line, the Result every format renders.
	"internal/check": 6,
	// Commands' jobs over checked builds and catalogs.
	"internal/catalogq": 7, "internal/reformat": 7, "internal/lint": 7, "internal/todo": 7, "internal/pick": 7,
	// The importers: outside data in (PCPartPicker lists, BuildCores OpenDB).
	"internal/importer/pcpp": 7, "internal/importer/opendb": 7,
	// Rendering.
	"internal/partsheet": 8, "internal/report": 8,
	"internal/tui": 9,
	// Wiring.
	"internal/cli": 10, "catalog/gen": 10, "internal/hw/gen": 10, "internal/importer/opendb/crosscheck": 10, "internal/perfdoc": 10, "cmd/rigcheck": 11,
	"internal/arch": 11,
}

// rendersOnly are packages that render what the driver found and compute
// none of it: the report gets every number in the Result (check), so it
// reads neither the catalog nor the cost model.
var rendersOnly = map[string][]string{
	"internal/report": {"catalog", "internal/cost"},
}

// forbidden are third-party imports that belong to a few packages: HCL's
// syntax tree is internal/hclfile's, and the expression language's
// (internal/lang, the config's policies and --where in catalogq); internal/synth
// rewrites catalog HCL to generate benchmark catalogs. The collector's
// setting belongs to the process, so only its entry point sets it. Every
// package named here imports it (TestImportGraph), so that no allowance
// outlives its use.
var forbidden = map[string][]string{
	"github.com/hashicorp/hcl/v2/hclsyntax": {"internal/hclfile", "internal/lang", "internal/config", "internal/catalogq", "internal/synth"},
	module + "internal/gctune":              {"cmd/rigcheck"},
}

func TestImportGraph(t *testing.T) {
	seen := map[string]bool{}
	used := map[[2]string]bool{} // a forbidden import and a package allowed it
	for _, path := range goFiles(t, false) {
		rel, _ := filepath.Rel(moduleRoot, filepath.Dir(path))
		pkg := filepath.ToSlash(rel)
		seen[pkg] = true
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		from, ok := layer[pkg]
		if !ok {
			t.Errorf("package %s is not placed in the flow: add it to layer in %s", pkg, "internal/arch/imports_test.go")
			continue
		}
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			if allowed, ok := forbidden[p]; ok {
				if !contains(allowed, pkg) {
					t.Errorf("%s imports %s (%s): only %v may", pkg, p, path, allowed)
				}
				used[[2]string{p, pkg}] = true
			}
			if !strings.HasPrefix(p, module) {
				continue
			}
			if contains(rendersOnly[pkg], strings.TrimPrefix(p, module)) {
				t.Errorf("%s imports %s (%s): it renders the Result it is given; let internal/check find what it needs", pkg, strings.TrimPrefix(p, module), path)
			}
			to, ok := layer[strings.TrimPrefix(p, module)]
			if !ok {
				continue // reported when that package is walked
			}
			if to >= from && strings.TrimPrefix(p, module) != pkg {
				t.Errorf("%s (layer %d) imports %s (layer %d) in %s: against the flow", pkg, from, strings.TrimPrefix(p, module), to, path)
			}
		}
	}
	var stale []string
	for p := range layer {
		if !seen[p] {
			stale = append(stale, p)
		}
	}
	sort.Strings(stale)
	for _, p := range stale {
		t.Errorf("layer names %s, which has no Go files", p)
	}
	for p, pkgs := range forbidden {
		for _, pkg := range pkgs {
			if !used[[2]string{p, pkg}] {
				t.Errorf("forbidden lets %s import %s, which it does not: remove the allowance", pkg, p)
			}
		}
	}
	for pkg := range rendersOnly {
		if !seen[pkg] {
			t.Errorf("rendersOnly names %s, which has no Go files", pkg)
		}
	}
}

// TestNoInit: no package keeps hidden state filled by init functions (the
// CLI's commands too are explicit lists, internal/cli's root.go).
func TestNoInit(t *testing.T) {
	for _, path := range goFiles(t, false) {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Recv == nil && fd.Name.Name == "init" {
				t.Errorf("%s has an init function: build the value in its variable's initialiser instead", path)
			}
		}
	}
}

// moduleRoot is the module's folder, seen from this package.
var moduleRoot = filepath.Join("..", "..")

// goFiles lists the module's Go files, tests among them only when tests
// (folders that start with a dot and testdata are not the module's code).
func goFiles(t *testing.T, tests bool) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(moduleRoot, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); path != moduleRoot && (strings.HasPrefix(n, ".") || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") && (tests || !strings.HasSuffix(path, "_test.go")) {
			out = append(out, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
