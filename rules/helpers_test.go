package rules

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// testCatalog holds the parts the rule tests build with. The base build
// (baseLines) made of them passes every rule with no diagnostic at all, so a
// case that changes one thing sees exactly the rules that change brings in.
//
// Base build numbers: load = 180 (CPU) + 250 (GPU) + 50 + 4 × 5 + 7 = 507 W;
// lanes 8 needed of 60 (the NVMe drive takes the chipset M.2 slot);
// price $2750; 64 GB memory for 11 GB VRAM.
const testCatalog = `
part "cpu" "t-cpu" {
  name = "Test CPU 12C"
  brand = "Test"
  price_usd = 800
  socket = "TR4"
  cores = 12
  threads = 24
  tdp_w = 180
  pcie_lanes = 60
  pcie_gen = 3
  memory_types = ["DDR4"]
  memory_channels = 4
  max_memory_gb = 256
  chipsets = ["X399"]
}

part "cooler" "t-aio" {
  name = "Test AIO 240"
  brand = "Test"
  price_usd = 100
  sockets = ["TR4", "AM4"]
  type = "liquid"
  radiator_mm = 240
  tdp_w = 250
}

part "cooler" "t-air" {
  name = "Test Tower"
  brand = "Test"
  price_usd = 60
  sockets = ["TR4", "AM4"]
  type = "air"
  height_mm = 160
}

part "motherboard" "t-board" {
  name = "Test Board X399"
  brand = "Test"
  price_usd = 300
  socket = "TR4"
  chipset = "X399"
  form_factor = "ATX"
  memory_type = "DDR4"
  memory_slots = 8
  max_memory_gb = 128
  sata_ports = 6
  pcie_slot {
    position = 1
    size = 16
    lanes = 16
    gen = 3
    source = "cpu"
  }
  pcie_slot {
    position = 2
    size = 1
    lanes = 1
    gen = 2
    source = "chipset"
  }
  pcie_slot {
    position = 3
    size = 16
    lanes = 8
    gen = 3
    source = "cpu"
  }
  pcie_slot {
    position = 5
    size = 16
    lanes = 16
    gen = 3
    source = "cpu"
  }
  pcie_slot {
    position = 7
    size = 16
    lanes = 8
    gen = 3
    source = "cpu"
  }
  m2_slot {
    interface = "nvme"
    source = "cpu"
  }
  m2_slot {
    interface = "nvme"
    source = "cpu"
  }
  m2_slot {
    interface = "both"
    source = "chipset"
  }
}

part "memory" "t-ram-4x16" {
  name = "Test RAM 64GB (4x16GB)"
  brand = "Test"
  price_usd = 300
  type = "DDR4"
  speed_mts = 3000
  modules = 4
  module_gb = 16
}

part "gpu" "t-blower" {
  name = "Test GPU Blower"
  brand = "Test"
  price_usd = 700
  vram_gb = 11
  tdp_w = 250
  slot_width = 2
  length_mm = 267
  cooler = "blower"
  pcie_gen = 3
  power_8pin = 1
  power_6pin = 1
}

part "gpu" "t-open2" {
  extends = "t-blower"
  name = "Test GPU Open"
  cooler = "open-air"
}

part "gpu" "t-wide3" {
  extends = "t-blower"
  name = "Test GPU Triple"
  slot_width = 3
}

part "storage" "t-nvme" {
  name = "Test NVMe 1TB"
  brand = "Test"
  price_usd = 100
  type = "ssd"
  interface = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
}

part "storage" "t-m2-sata" {
  name = "Test M.2 SATA 1TB"
  brand = "Test"
  price_usd = 80
  type = "ssd"
  interface = "sata"
  form_factor = "m.2"
  capacity_gb = 1000
}

part "storage" "t-sata-ssd" {
  name = "Test SATA SSD 1TB"
  brand = "Test"
  price_usd = 80
  type = "ssd"
  interface = "sata"
  form_factor = "2.5"
  capacity_gb = 1000
}

part "storage" "t-hdd" {
  name = "Test HDD 8TB"
  brand = "Test"
  price_usd = 150
  type = "hdd"
  interface = "sata"
  form_factor = "3.5"
  capacity_gb = 8000
}

part "psu" "t-psu" {
  name = "Test PSU 1600 P"
  brand = "Test"
  price_usd = 350
  wattage_w = 1600
  efficiency = "80+ Platinum"
  form_factor = "ATX"
  pcie_8pin = 8
  length_mm = 200
}

part "case" "t-case" {
  name = "Test Case 8"
  brand = "Test"
  price_usd = 100
  form_factors = ["ATX", "E-ATX"]
  expansion_slots = 8
  max_gpu_length_mm = 420
  max_cooler_height_mm = 170
  psu_form_factors = ["ATX"]
  max_psu_length_mm = 220
  radiators_mm = [240, 280, 360]
  psu_bays = 1
}

part "case" "t-case7" {
  extends = "t-case"
  name = "Test Case 7"
  expansion_slots = 7
}
`

// baseLines is the base build's parts, one line per role.
var baseLines = []string{
	`cpu "t-cpu" {}`,
	`cooler "t-aio" {}`,
	`motherboard "t-board" {}`,
	`memory "t-ram-4x16" {}`,
	`gpu "t-blower" {}`,
	`storage "t-nvme" {}`,
	`psu "t-psu" {}`,
	`case "t-case" {}`,
}

var loadTestCatalog = sync.OnceValues(func() (*catalog.Catalog, error) {
	f, diags := hclfile.Parse("testcatalog.hcl", []byte(testCatalog))
	if len(diags) > 0 {
		return nil, fmt.Errorf("test catalog: %v", messages(diags))
	}
	cat, diags := catalog.Build([]*hclfile.File{f}, false)
	if len(diags) > 0 {
		return nil, fmt.Errorf("test catalog: %v", messages(diags))
	}
	return cat, nil
})

func messages(ds hw.Diagnostics) []string {
	var out []string
	for _, d := range ds {
		out = append(out, fmt.Sprintf("%s %s: %s (%s)", d.Severity, d.Rule, d.Message, d.Range))
	}
	return out
}

// rig writes a build file: extra part blocks, then build "t" holding the base
// build's lines with every role that lines names replaced by those lines
// ("-cooler" drops the role). Lines that are not part blocks (require,
// power, waive, budget_usd…) are appended.
func rig(parts string, lines ...string) string {
	replaced := map[string]bool{}
	for _, l := range lines {
		role, _, _ := strings.Cut(strings.TrimSpace(l), " ")
		replaced[strings.TrimPrefix(role, "-")] = true
	}
	var b strings.Builder
	b.WriteString(parts)
	b.WriteString("\nbuild \"t\" {\n")
	for _, l := range baseLines {
		role, _, _ := strings.Cut(l, " ")
		if !replaced[role] {
			b.WriteString("  " + l + "\n")
		}
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "-") {
			b.WriteString("  " + l + "\n")
		}
	}
	b.WriteString("}\n")
	return b.String()
}

// check resolves the one build of src against the test catalog (plus the
// parts src declares) and runs the rules. Any problem with the file fails
// the test, except the catalog's "X has no required attribute" schema
// errors, which the missing-data cases cause on purpose.
func check(t testing.TB, src string, cfg *Config) (*hw.Build, *hw.Facts, hw.Diagnostics) {
	t.Helper()
	cat, err := loadTestCatalog()
	if err != nil {
		t.Fatal(err)
	}
	f, diags := hclfile.Parse("t.hcl", []byte(src))
	if len(diags) > 0 {
		t.Fatalf("parse: %v\n%s", messages(diags), src)
	}
	if len(f.Parts) > 0 {
		var d hw.Diagnostics
		cat, d = cat.Merge([]*hclfile.File{f})
		for _, x := range d {
			if x.Rule != "schema" || !strings.Contains(x.Message, " has no ") {
				t.Fatalf("catalog: %v\n%s", messages(d), src)
			}
		}
	}
	if len(f.Builds) != 1 {
		t.Fatalf("want one build, got %d\n%s", len(f.Builds), src)
	}
	b := f.Builds[0]
	if d := resolve(cat, b); len(d) > 0 {
		t.Fatalf("resolve: %v\n%s", messages(d), src)
	}
	facts, ds := Run(b, cfg)
	return b, facts, ds
}

// fired lists the unwaived diagnostics as "rule severity", sorted.
func fired(ds hw.Diagnostics) []string {
	out := []string{}
	for _, d := range ds {
		if !d.Waived {
			out = append(out, d.Rule+" "+d.Severity.String())
		}
	}
	slices.Sort(out)
	return out
}

// ruleCase is one row of a rule's table: a build (rig's output), the exact
// unwaived diagnostics expected ("rule severity"), text that must appear in
// their messages or details, and an optional check of the facts.
type ruleCase struct {
	name  string
	src   string
	cfg   *Config
	want  []string
	msg   []string
	facts func(t *testing.T, f *hw.Facts)
}

func runCases(t *testing.T, cases []ruleCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, facts, ds := check(t, tc.src, tc.cfg)
			want := slices.Clone(tc.want)
			if want == nil {
				want = []string{}
			}
			slices.Sort(want)
			if got := fired(ds); !slices.Equal(got, want) {
				t.Errorf("fired %q, want %q\n%s\nbuild:\n%s", got, want, strings.Join(messages(ds), "\n"), tc.src)
			}
			var text strings.Builder
			for _, d := range ds {
				text.WriteString(d.Message + "\n" + d.Detail + "\n")
			}
			for _, m := range tc.msg {
				if !strings.Contains(text.String(), m) {
					t.Errorf("no diagnostic says %q; got:\n%s", m, text.String())
				}
			}
			if tc.facts != nil {
				tc.facts(t, facts)
			}
		})
	}
}

// gpus is a gpu line for count cards of id with extra attributes.
func gpus(id string, count int, extra ...string) string {
	attrs := append([]string{fmt.Sprintf("count = %d", count)}, extra...)
	return fmt.Sprintf("gpu %q {\n    %s\n  }", id, strings.Join(attrs, "\n    "))
}

func slotsAre(want ...int) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if !slices.Equal(f.GPUSlots, want) {
			t.Errorf("gpu_slots = %v, want %v", f.GPUSlots, want)
		}
	}
}

func ptrTo[T any](v T) *T { return &v }

func TestBaseBuildIsClean(t *testing.T) {
	_, f, ds := check(t, rig(""), nil)
	if len(ds) != 0 {
		t.Fatalf("base build has diagnostics:\n%s", strings.Join(messages(ds), "\n"))
	}
	if f.LoadW != 507 || f.LanesNeeded != 8 || *f.LanesAvailable != 60 || f.PriceUSD != 2750 || f.MemoryGB != 64 {
		t.Errorf("base facts: load %g, lanes %d/%d, price %g, memory %g", f.LoadW, f.LanesNeeded, *f.LanesAvailable, f.PriceUSD, f.MemoryGB)
	}
}

func TestRigReplacesRoles(t *testing.T) {
	src := rig("", "-cooler", `storage "t-hdd" {}`, `storage "t-nvme" {}`, `budget_usd = 10`)
	for _, s := range []string{`storage "t-hdd"`, `storage "t-nvme"`, `budget_usd = 10`, `cpu "t-cpu"`} {
		if !strings.Contains(src, s) {
			t.Errorf("rig output lacks %s:\n%s", s, src)
		}
	}
	if strings.Contains(src, "t-aio") || strings.Count(src, "t-nvme") != 1 {
		t.Errorf("rig kept a replaced role:\n%s", src)
	}
}

// variant returns the HCL of a copy of test-catalog part baseID under newID
// and the product name name, without the attributes and nested blocks named
// in omit, and with the attribute or block lines of set (an attribute in set
// replaces the base's).
func variant(baseID, newID, name string, omit []string, set ...string) string {
	head := fmt.Sprintf("%q {\n", baseID)
	at := strings.Index(testCatalog, head)
	if at < 0 {
		panic("variant: no test part " + baseID)
	}
	ls := strings.LastIndex(testCatalog[:at], "\n") + 1
	end := at + strings.Index(testCatalog[at:], "\n}\n")
	lines := strings.Split(testCatalog[ls:end], "\n")
	drop := slices.Clone(omit)
	for _, s := range set {
		if k, _, ok := strings.Cut(strings.TrimSpace(s), " = "); ok {
			drop = append(drop, k)
		}
	}
	out := []string{strings.Replace(lines[0], fmt.Sprintf("%q", baseID), fmt.Sprintf("%q", newID), 1)}
	skipping := false
	for _, l := range lines[1:] {
		t := strings.TrimSpace(l)
		if skipping {
			skipping = t != "}"
			continue
		}
		key, _, _ := strings.Cut(t, " ")
		if slices.Contains(drop, key) {
			skipping = strings.HasSuffix(t, "{")
			continue
		}
		if key == "name" {
			l = fmt.Sprintf("  name = %q", name)
		}
		out = append(out, l)
	}
	for _, s := range set {
		out = append(out, "  "+s)
	}
	return strings.Join(append(out, "}"), "\n") + "\n"
}

func TestVariant(t *testing.T) {
	v := variant("t-board", "t-board-x", "Test Board X", []string{"m2_slot", "sata_ports"}, "memory_slots = 4")
	for _, bad := range []string{"m2_slot", "sata_ports", "memory_slots = 8", `"t-board"`} {
		if strings.Contains(v, bad) {
			t.Errorf("variant kept %s:\n%s", bad, v)
		}
	}
	for _, good := range []string{`part "motherboard" "t-board-x" {`, "memory_slots = 4", "pcie_slot {", `name = "Test Board X"`} {
		if !strings.Contains(v, good) {
			t.Errorf("variant lacks %s:\n%s", good, v)
		}
	}
	f, diags := hclfile.Parse("v.hcl", []byte(v))
	if len(diags) > 0 || len(f.Parts) != 1 || len(f.Parts[0].Slots) != 5 || len(f.Parts[0].M2) != 0 {
		t.Errorf("variant does not parse as expected: %v\n%s", messages(diags), v)
	}
}

// uncheckedAre checks the facts' Unchecked entries, each "rule part
// attributes" for each of its needs.
func uncheckedAre(want ...string) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		got := []string{}
		for _, u := range f.Unchecked {
			for _, n := range u.Needs {
				got = append(got, u.Rule+" "+n.ID+" "+strings.Join(n.Attrs, ","))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("unchecked %q, want %q", got, want)
		}
	}
}

// boundsAre checks the facts' Bounds entries, each "rule part attribute".
func boundsAre(want ...string) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		got := []string{}
		for _, b := range f.Bounds {
			got = append(got, b.Rule+" "+b.Part+" "+b.Attribute)
		}
		if !slices.Equal(got, want) {
			t.Errorf("bounds %q, want %q", got, want)
		}
	}
}

// resolve looks up a build's parts and workload models by id, as a build
// file's are (internal/check, which imports this package), and reports
// each id cat does not have or has as another kind.
func resolve(cat *catalog.Catalog, b *hw.Build) hw.Diagnostics {
	var diags hw.Diagnostics
	miss := func(id string, want hw.Kind, p *hw.Part) bool {
		if p == nil || p.Kind != want {
			diags = append(diags, hw.Diagnostic{Rule: "unknown-part", Severity: hw.Error, Build: b.Name,
				Message: fmt.Sprintf("%s %q is not in the catalog", want, id)})
			return true
		}
		return false
	}
	for _, it := range b.Items {
		if p := cat.Lookup(it.ID); !miss(it.ID, it.Role, p) {
			it.Part = p
		}
	}
	for _, w := range b.Workloads {
		if p := cat.Lookup(w.ModelID); !miss(w.ModelID, hw.KindModel, p) {
			w.Model = p
		}
	}
	return diags
}
