package rules

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// specRules are the rule ids of SPEC section 3 (and `waiver`, section 1.3).
var specRules = []string{
	// Input problems.
	"syntax", "schema", "unknown-part", "wrong-kind", "missing-part", "part-count", "duplicate-id",
	// Not in SPEC: a folder walk's notice of what it left out (issue 29).
	"skipped",
	// The table.
	"pcie-lanes", "gpu-slots", "slot-lanes", "gpu-airflow", "gpu-length",
	"psu-headroom", "psu-transient", "psu-connectors", "psu-form-factor", "wall-circuit",
	"cpu-cores", "cpu-socket",
	"cooler-missing", "cooler-socket", "cooler-height", "cooler-radiator", "cooler-capacity",
	"memory-type", "memory-registered", "memory-slots", "memory-capacity", "memory-channels", "memory-vs-vram",
	"m2-ssd", "m2-slots", "sata-ports", "case-form-factor", "display-output", "pcie-gen",
	"budget", "require", "power-limit", "missing-data", "cpu-chipset", "gpu-cooling",
	"workload-vram-fit", "workload-ram-fit", "workload-disk-fit", "workload-context", "workload-parallel", "workload-throughput",
	"waiver",
}

var inputRules = []string{"syntax", "schema", "unknown-part", "wrong-kind", "missing-part", "part-count", "duplicate-id", "skipped"}

func TestRegistry(t *testing.T) {
	all := All()
	ids := IDs()
	if !slices.IsSorted(ids) {
		t.Errorf("IDs not sorted: %v", ids)
	}
	if len(slices.Compact(slices.Clone(ids))) != len(ids) {
		t.Errorf("duplicate ids: %v", ids)
	}
	for _, id := range specRules {
		r := Lookup(id)
		if r == nil {
			t.Errorf("SPEC rule %s is not registered", id)
			continue
		}
		if r.ID != id {
			t.Errorf("Lookup(%q).ID = %q", id, r.ID)
		}
		if want := slices.Contains(inputRules, id); r.Input != want {
			t.Errorf("%s: Input = %v, want %v", id, r.Input, want)
		}
	}
	for _, r := range all {
		if strings.TrimSpace(r.Summary) == "" || strings.TrimSpace(r.Doc) == "" {
			t.Errorf("%s: empty Summary or Doc", r.ID)
		}
		if strings.TrimSpace(r.Fix) == "" {
			t.Errorf("%s: empty Fix", r.ID)
		}
		if r.Severity != hw.Error && r.Severity != hw.Warning && r.Severity != hw.Info {
			t.Errorf("%s: severity %d", r.ID, r.Severity)
		}
		driver := r.Input || r.ID == "missing-data" || r.ID == "waiver"
		if (r.Check == nil) != driver {
			t.Errorf("%s: Check set = %v; rules that the driver or decoder reports have none, every other rule has one", r.ID, r.Check != nil)
		}
		var names []string
		for _, p := range r.Params {
			if strings.TrimSpace(p.Doc) == "" {
				t.Errorf("%s.%s: empty Doc", r.ID, p.Name)
			}
			if p.Name == "" || slices.Contains(names, p.Name) {
				t.Errorf("%s: empty or duplicate parameter name %q", r.ID, p.Name)
			}
			names = append(names, p.Name)
		}
	}
	for _, id := range ids {
		if !slices.Contains(specRules, id) {
			t.Errorf("rule %s is not in SPEC section 3: add it to SPEC (and specRules) or remove it", id)
		}
	}
}

// SPEC section 3's default severities.
func TestDefaultSeverities(t *testing.T) {
	want := map[string]hw.Severity{
		"pcie-lanes": hw.Error, "gpu-slots": hw.Error, "slot-lanes": hw.Warning, "gpu-airflow": hw.Warning, "gpu-length": hw.Error,
		"psu-transient": hw.Warning, "psu-connectors": hw.Error, "psu-form-factor": hw.Error,
		"cpu-cores": hw.Warning, "cpu-socket": hw.Error, "cooler-missing": hw.Error, "cooler-socket": hw.Error,
		"cooler-height": hw.Error, "cooler-radiator": hw.Error, "cooler-capacity": hw.Warning,
		"memory-type": hw.Error, "memory-registered": hw.Error, "memory-slots": hw.Error, "memory-capacity": hw.Error,
		"memory-channels": hw.Info, "memory-vs-vram": hw.Warning, "m2-ssd": hw.Warning, "m2-slots": hw.Error,
		"sata-ports": hw.Error, "case-form-factor": hw.Error, "display-output": hw.Warning, "pcie-gen": hw.Info,
		"budget": hw.Error, "require": hw.Error, "power-limit": hw.Info, "missing-data": hw.Info, "waiver": hw.Warning,
	}
	for id, sev := range want {
		if r := Lookup(id); r != nil && r.Severity != sev {
			t.Errorf("%s: default severity %s, want %s", id, r.Severity, sev)
		}
	}
	for _, id := range inputRules {
		// A skipped folder is a warning: --strict fails on it.
		if r := Lookup(id); r != nil && r.Severity != hw.Error && id != "skipped" {
			t.Errorf("%s: input problems are errors, got %s", id, r.Severity)
		}
	}
}

// SPEC and issue 3 name these thresholds and defaults.
func TestParamDefaults(t *testing.T) {
	for _, c := range []struct {
		rule, param string
		want        float64
	}{
		{"psu-headroom", "factor", 1.10}, {"psu-headroom", "base_w", 50}, {"psu-headroom", "module_w", 5}, {"psu-headroom", "drive_w", 7},
		{"cpu-cores", "per_gpu", 2}, {"cpu-cores", "min", 4}, {"wall-circuit", "continuous", 0.8},
		{"pcie-lanes", "per_gpu", 8}, {"pcie-lanes", "per_nvme", 4}, {"psu-transient", "gpu_w", 300}, {"slot-lanes", "min_lanes", 8},
	} {
		var nilCfg *Config
		if got := nilCfg.Param(c.rule, c.param); got != c.want {
			t.Errorf("%s.%s = %v, want %v", c.rule, c.param, got, c.want)
		}
	}
}

// TestAllListsEveryRule checks the written-out list against the package's
// source: every package-level *Rule value is in All exactly once, and All
// is sorted by id.
func TestAllListsEveryRule(t *testing.T) {
	fset := token.NewFileSet()
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	declared := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, v := range vs.Values {
					isRule := false
					switch e := v.(type) {
					case *ast.UnaryExpr:
						cl, ok := e.X.(*ast.CompositeLit)
						isRule = ok && fmt.Sprint(cl.Type) == "Rule"
					case *ast.CallExpr:
						isRule = fmt.Sprint(e.Fun) == "input"
					}
					if isRule {
						declared[vs.Names[i].Name] = true
					}
				}
			}
		}
	}
	if len(declared) < 30 {
		t.Fatalf("found only %d rule values in the source; the parse is broken", len(declared))
	}
	if len(declared) != len(All()) {
		t.Errorf("%d rule values declared, %d in All", len(declared), len(All()))
	}
	seen := map[*Rule]bool{}
	for i, r := range All() {
		if seen[r] {
			t.Errorf("%s is in All twice", r.ID)
		}
		seen[r] = true
		if i > 0 && All()[i-1].ID >= r.ID {
			t.Errorf("All is not sorted at %s", r.ID)
		}
		if Lookup(r.ID) != r {
			t.Errorf("Lookup(%q) is not the rule in All", r.ID)
		}
	}
}

func TestConfig(t *testing.T) {
	c7, l7 := cpuCores(7)
	four := gpus("t-blower", 4)
	src := rig(c7, l7, four) // cpu-cores warning
	noLanes := variant("t-cpu", "t-cpu-nolanes", "Test CPU NoLanes", []string{"pcie_lanes"})
	off, on := false, true
	errSev, infoSev := hw.Error, hw.Info
	runCases(t, []ruleCase{
		{name: "defaults", src: src, want: []string{"cpu-cores warning"}},
		{name: "nil config is the defaults", src: src, cfg: nil, want: []string{"cpu-cores warning"}},
		{name: "empty config is the defaults", src: src, cfg: &Config{}, want: []string{"cpu-cores warning"}},
		{name: "disable a rule", src: src, cfg: &Config{Rules: map[string]RuleConfig{"cpu-cores": {Enabled: &off}}}},
		{name: "enabled = true changes nothing", src: src, cfg: &Config{Rules: map[string]RuleConfig{"cpu-cores": {Enabled: &on}}},
			want: []string{"cpu-cores warning"}},
		{name: "raise the severity", src: src, cfg: &Config{Rules: map[string]RuleConfig{"cpu-cores": {Severity: &errSev}}},
			want: []string{"cpu-cores error"}},
		{name: "lower the severity", src: src, cfg: &Config{Rules: map[string]RuleConfig{"cpu-cores": {Severity: &infoSev}}},
			want: []string{"cpu-cores info"}},
		{name: "a threshold flips the verdict", src: src, cfg: &Config{Rules: map[string]RuleConfig{"cpu-cores": {Params: map[string]float64{"per_gpu": 1.75}}}}},
		{name: "severity of another rule leaves this one alone", src: src, cfg: &Config{Rules: map[string]RuleConfig{"pcie-lanes": {Severity: &infoSev}}},
			want: []string{"cpu-cores warning"}},
		{name: "missing-data shows by default", src: rig(noLanes, `cpu "t-cpu-nolanes" {}`), want: []string{"missing-data info"}},
		{name: "disable missing-data", src: rig(noLanes, `cpu "t-cpu-nolanes" {}`),
			cfg: &Config{Rules: map[string]RuleConfig{"missing-data": {Enabled: &off}}}},
		{name: "missing-data severity", src: rig(noLanes, `cpu "t-cpu-nolanes" {}`),
			cfg: &Config{Rules: map[string]RuleConfig{"missing-data": {Severity: &errSev}}}, want: []string{"missing-data error"}},
		{name: "a disabled rule reports no missing-data", src: rig(noLanes, `cpu "t-cpu-nolanes" {}`),
			cfg: &Config{Rules: map[string]RuleConfig{"pcie-lanes": {Enabled: &off}}}},
	})
}

// policy is a custom checker such as a config file's policy block.
type policy struct {
	id  string
	sev hw.Severity
}

func (p policy) PolicyID() string { return p.id }

func (p policy) Check(b *hw.Build, f *hw.Facts) hw.Diagnostics {
	if f.MemoryGB >= 2*f.VRAMGB {
		return nil
	}
	return hw.Diagnostics{{Rule: p.id, Severity: p.sev, Build: b.Name, Message: "memory must be twice the VRAM", Range: b.DefRange}}
}

func TestPolicies(t *testing.T) {
	cfg := &Config{Policies: []Checker{policy{"lab-memory", hw.Error}}}
	runCases(t, []ruleCase{
		{name: "policy passes", src: rig(""), cfg: cfg},
		{name: "policy fails", src: rig("", gpus("t-blower", 3)), cfg: cfg, want: []string{"lab-memory error"}},
		{name: "policy waived by its id", src: rig("", gpus("t-blower", 3), `waive "lab-memory" { reason = "agreed" }`), cfg: cfg},
		{name: "waiver for a policy that passes", src: rig("", `waive "lab-memory" { reason = "agreed" }`), cfg: cfg,
			want: []string{"waiver warning"}, msg: []string{"waiver for lab-memory, which does not fire"}},
		{name: "policy severity from the config", src: rig("", gpus("t-blower", 3)),
			cfg:  &Config{Policies: []Checker{policy{"lab-memory", hw.Error}}, Rules: map[string]RuleConfig{"lab-memory": {Severity: ptrTo(hw.Warning)}}},
			want: []string{"lab-memory warning"}},
	})
}

func TestWaivers(t *testing.T) {
	c7, l7 := cpuCores(7)
	c35 := variant("t-cpu", "t-cpu-20", "Test CPU 20L", nil, "pcie_lanes = 20")
	four := gpus("t-blower", 4)
	parts := c7 + c35
	runCases(t, []ruleCase{
		{name: "waived warning is not counted", src: rig(parts, l7, four, `waive "cpu-cores" { reason = "data is preprocessed" }`)},
		{name: "waived error is not counted", src: rig(parts, `cpu "t-cpu-20" {}`, four, `waive "pcie-lanes" { reason = "x4 is fine for inference" }`)},
		{name: "waiver without a reason still waives, and warns", src: rig(parts, l7, four, `waive "cpu-cores" {}`),
			want: []string{"waiver warning"}, msg: []string{"waiver for cpu-cores has no reason"}},
		{name: "blank reason", src: rig(parts, l7, four, `waive "cpu-cores" { reason = "  " }`), want: []string{"waiver warning"}},
		{name: "waiver for a rule that did not fire", src: rig(parts, `waive "cpu-cores" { reason = "x" }`),
			want: []string{"waiver warning"}, msg: []string{`waiver for cpu-cores, which does not fire on build "t"`}},
		{name: "waiver for an unknown rule", src: rig(parts, `waive "cpu-core" { reason = "x" }`),
			want: []string{"waiver warning"}, msg: []string{`waiver for unknown rule "cpu-core"`, `Did you mean "cpu-cores"`}},
		{name: "unknown rule and no reason", src: rig(parts, `waive "nope" {}`), want: []string{"waiver warning", "waiver warning"}},
		{name: "input problems cannot be waived", src: rig(parts, "-psu", `waive "missing-part" { reason = "x" }`),
			want: []string{"missing-part error", "waiver warning"}, msg: []string{"input problems (missing-part) cannot be waived"}},
		{name: "missing-data can be waived", src: rig(parts+variant("t-cpu", "t-cpu-nolanes", "Test CPU NoLanes", []string{"pcie_lanes"}),
			`cpu "t-cpu-nolanes" {}`, `waive "missing-data" { reason = "known" }`)},
		{name: "waiving one rule leaves the others", src: rig(parts, `cpu "t-cpu-7c" {}`, four, `case "t-case7" {}`, `waive "cpu-cores" { reason = "x" }`),
			want: []string{"gpu-slots error"}},
		{name: "waiver rule disabled", src: rig(parts, `waive "cpu-core" {}`),
			cfg: &Config{Rules: map[string]RuleConfig{"waiver": {Enabled: ptrTo(false)}}}},
	})
}

// TestWaivedDiagnosticsKept checks that a waiver keeps the diagnostic,
// marked, with its reason, and that it is neither counted nor failing.
func TestWaivedDiagnosticsKept(t *testing.T) {
	c20 := variant("t-cpu", "t-cpu-20", "Test CPU 20L", nil, "pcie_lanes = 20")
	_, _, ds := check(t, rig(c20, `cpu "t-cpu-20" {}`, gpus("t-blower", 4), `waive "pcie-lanes" { reason = "x4 is fine for inference" }`), nil)
	if len(ds) != 1 {
		t.Fatalf("got %v, want the one waived pcie-lanes error", messages(ds))
	}
	d := ds[0]
	if d.Rule != "pcie-lanes" || d.Severity != hw.Error || !d.Waived || d.WaiverReason != "x4 is fine for inference" {
		t.Errorf("got %+v", d)
	}
	if e, w, i := ds.Count(); e+w+i != 0 || ds.HasErrors() {
		t.Errorf("waived diagnostic counted: %d errors, %d warnings, %d infos, HasErrors %v", e, w, i, ds.HasErrors())
	}
}

func TestInputProblems(t *testing.T) {
	dual := variant("t-board", "t-board-dual", "Test Board Dual", nil, "cpu_sockets = 2")
	runCases(t, []ruleCase{
		{name: "no psu", src: rig("", "-psu"), want: []string{"missing-part error"}, msg: []string{`build "t" has no psu`}},
		{name: "no cpu", src: rig("", "-cpu"), want: []string{"missing-part error"}},
		{name: "no motherboard", src: rig("", "-motherboard"), want: []string{"missing-part error"}},
		{name: "no memory", src: rig("", "-memory"), want: []string{"missing-part error"}},
		{name: "two psu blocks in a case for one", src: rig("", `psu "t-psu" {}`, `psu "t-psu" {}`), want: []string{"psu-form-factor error"},
			msg: []string{"the build has 2 PSUs; the Case 8 holds 1"}},
		{name: "three psu blocks", src: rig("", `psu "t-psu" {}`, `psu "t-psu" {}`, `psu "t-psu" {}`), want: []string{"part-count error", "psu-form-factor error"},
			msg: []string{"the build has 3 PSUs; it takes at most 2"}},
		{name: "two case blocks", src: rig("", `case "t-case" {}`, `case "t-case7" {}`), want: []string{"part-count error"}},
		{name: "psu count 2 in a case for one", src: rig("", `psu "t-psu" { count = 2 }`), want: []string{"psu-form-factor error"}},
		{name: "psu count 3", src: rig("", `psu "t-psu" { count = 3 }`), want: []string{"part-count error", "psu-form-factor error"}, msg: []string{"the build has 3 PSUs; it takes at most 2"}},
		{name: "psu count 2 in a case whose psu_bays is not known", src: rig(variant("t-case", "t-case-bays", "Test Case Bays", []string{"psu_bays"}), `psu "t-psu" { count = 2 }`, `case "t-case-bays" {}`),
			want: []string{"missing-data info"}, msg: []string{"psu-form-factor not checked: the build has 2 PSUs and the Case Bays has no psu_bays (any case holds one; a second needs the number)"},
			facts: uncheckedAre("psu-form-factor t-case-bays psu_bays")},
		{name: "one PSU in a case whose psu_bays is not known", src: rig(variant("t-case", "t-case-bays", "Test Case Bays", []string{"psu_bays"}), `case "t-case-bays" {}`)},
		{name: "two CPUs on one socket", src: rig("", `cpu "t-cpu" { count = 2 }`), want: []string{"part-count error", "memory-channels info"},
			msg: []string{"2 CPUs on a board with 1 socket(s)"}},
		{name: "two CPUs on two sockets, one cooler", src: rig(dual, `cpu "t-cpu" { count = 2 }`, `motherboard "t-board-dual" {}`),
			want: []string{"memory-channels info"}},
		{name: "two coolers for one CPU", src: rig("", `cooler "t-aio" { count = 2 }`), want: []string{"part-count error"}, msg: []string{"2 coolers for 1 CPU(s)"}},
		{name: "two coolers for two CPUs", src: rig(dual, `cpu "t-cpu" { count = 2 }`, `motherboard "t-board-dual" {}`, `cooler "t-aio" { count = 2 }`),
			want: []string{"memory-channels info"}},
	})
}

// Builds assembled in Go: an empty one, unresolved items and parts without a
// single number must not make any rule panic.
func TestRunOnIncompleteBuilds(t *testing.T) {
	empty := &hw.Build{Name: "empty", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15}}
	_, ds := Run(empty, nil)
	if got := fired(ds); !slices.Equal(got, []string{"m2-ssd warning", "missing-part error", "missing-part error", "missing-part error", "missing-part error"}) {
		t.Errorf("empty build: %q", got)
	}

	unresolved := &hw.Build{Name: "u", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15}}
	for _, k := range hw.Roles {
		unresolved.Items = append(unresolved.Items, &hw.Item{Role: k, ID: "nope", Count: 1})
	}
	_, ds = Run(unresolved, nil)
	for _, d := range ds {
		if d.Rule != "missing-part" && d.Rule != "m2-ssd" {
			t.Errorf("unresolved build: %s %s", d.Rule, d.Message)
		}
	}

	bare := &hw.Build{Name: "bare", Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15}}
	for _, k := range hw.Roles {
		bare.Items = append(bare.Items, &hw.Item{Role: k, ID: "bare-" + string(k), Count: 2,
			Part: &hw.Part{Kind: k, ID: "bare-" + string(k), Attrs: map[string]hw.Value{}}})
	}
	bare.Items = append(bare.Items, &hw.Item{Role: hw.KindGPU, ID: "g", Count: 1, Slots: []int{1}, PowerLimitW: ptrTo(100.0),
		Part: &hw.Part{Kind: hw.KindGPU, ID: "g", Attrs: map[string]hw.Value{}, Slots: []hw.PCIeSlot{}}})
	_, ds = Run(bare, nil)
	t.Logf("bare parts: %q", fired(ds))
}

func TestDiagnosticsSorted(t *testing.T) {
	_, _, ds := check(t, rig("", gpus("t-open2", 4), `case "t-case7" {}`, "-cooler", `storage "t-hdd" {}`, "budget_usd = 1"), nil)
	if len(ds) < 3 {
		t.Fatalf("want several diagnostics, got %v", messages(ds))
	}
	if !slices.IsSortedFunc(ds, func(a, b hw.Diagnostic) int {
		return a.Range.Start.Line - b.Range.Start.Line
	}) {
		t.Errorf("diagnostics not sorted by line: %v", messages(ds))
	}
}

// TestWithout: a build checked without roles (an import's unmatched lines)
// reports neither the roles as missing nor what their absence alone
// causes, and is left unverified; other findings stay.
func TestWithout(t *testing.T) {
	for _, c := range []struct {
		name    string
		src     string
		without map[hw.Kind]int
		want    []string
	}{
		{"no memory", rig("", "-memory"), map[hw.Kind]int{hw.KindMemory: 1}, nil},
		{"no cooler", rig("", "-cooler"), map[hw.Kind]int{hw.KindCooler: 2}, nil},
		{"no memory, and no psu line at all", rig("", "-memory", "-psu"), map[hw.Kind]int{hw.KindMemory: 1}, []string{"missing-part error"}},
		{"nothing without", rig("", "-memory"), nil, []string{"missing-part error"}},
		{"nothing without: the cooler", rig("", "-cooler"), nil, []string{"cooler-missing error"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			cat, err := loadTestCatalog()
			if err != nil {
				t.Fatal(err)
			}
			f, _ := hclfile.Parse("t.hcl", []byte(c.src))
			b := f.Builds[0]
			resolve(cat, b)
			b.Without = c.without
			facts, ds := Run(b, nil)
			if got := fired(ds); !slices.Equal(got, c.want) {
				t.Errorf("fired %q, want %q", got, c.want)
			}
			unverified := slices.ContainsFunc(facts.Unchecked, func(u hw.Unchecked) bool {
				return u.Rule == "missing-part" && strings.Contains(u.Reason, "the build was checked without")
			})
			if unverified != (len(c.without) > 0) {
				t.Errorf("unchecked %v", facts.Unchecked)
			}
		})
	}
	for role, ids := range absenceFindings {
		for _, id := range ids {
			if Lookup(id) == nil {
				t.Errorf("absenceFindings[%s]: no rule %q", role, id)
			}
		}
	}
}

// A rule's FromBound records which part's number the decision did without,
// and the bound it took instead: what a verdict rests on.
func TestFromBoundRecordsTheNumber(t *testing.T) {
	p := &Pass{Build: &hw.Build{Name: "b"}, Facts: &hw.Facts{}, rule: &Rule{ID: "x-test"}, report: func(hw.Diagnostic) {}}
	p.FromBound(&hw.Part{ID: "p1", Attrs: map[string]hw.Value{"name": {Type: hw.TString, Str: "Board P1"}}}, "max_memory_gb", "the DDR5 floor")
	if want := []hw.Bound{{Rule: "x-test", Part: "p1", Name: "Board P1", Attribute: "max_memory_gb", Bound: "the DDR5 floor"}}; !slices.Equal(p.Facts.Bounds, want) {
		t.Errorf("bounds %+v, want %+v", p.Facts.Bounds, want)
	}
}

// Every rule that checks builds says which numbers it needs and when
// (docs/rules.md prints it), and needs names no rule that does not exist.
func TestNeedsCoverEveryRule(t *testing.T) {
	for _, r := range All() {
		_, has := needs[r.ID]
		switch {
		case r.Check != nil && r.ID != "waiver" && r.ID != "missing-data" && !has:
			t.Errorf("rule %s has no entry in needs (rules/needs.go)", r.ID)
		case r.Check == nil && has:
			t.Errorf("needs has an entry for %s, which checks no build", r.ID)
		}
	}
	for id := range needs {
		if Lookup(id) == nil {
			t.Errorf("needs names %s, which is no rule", id)
		}
	}
}
