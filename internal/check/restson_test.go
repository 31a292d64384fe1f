package check_test

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// The 1-GPU Z890 box of TestVerdictsPerBuild passes on catalog numbers;
// the cases change one number of it.
const z890 = `
build "b" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15" {}
  motherboard "gigabyte-z890-aorus-master" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
%s
}
%s`

func restsOn(br check.BuildResult) string {
	var out []string
	for _, r := range br.RestsOn {
		out = append(out, fmt.Sprintf("%s %s %s %s %q→%q %v", r.Part, r.Attr, r.Basis, r.Where, r.Old, r.New, r.Rules))
	}
	return strings.Join(out, "; ")
}

func TestRestsOn(t *testing.T) {
	cat, _ := catalog.Embedded()
	for _, tc := range []struct {
		name, items, parts string
		strictSources      bool
		verdict            check.Verdict
		restsOn            string // "" for catalog numbers alone
		note               string // a finding's message ends with it
	}{
		{name: "catalog numbers", verdict: check.Passes},
		{name: "an amend the verdict uses", parts: `
amend "psu" "corsair-rm850x-atx31" {
  wattage_w = 300
  replace   = true
  reason    = "test"
  source    = "https://example.com/"
}`, verdict: check.FailsVerdict,
			restsOn: `corsair-rm850x-atx31 wattage_w amend b.hcl:14 "850"→"300" [psu-headroom]`,
			note:    "(wattage_w amended at b.hcl:14)"},
		{name: "an amend no rule reads", parts: `
amend "psu" "corsair-rm850x-atx31" {
  length_mm = 160
  source    = "https://example.com/"
}`, verdict: check.Passes},
		{name: "an override", items: `cpu "my-285k" {}`, parts: `
part "cpu" "my-285k" {
  name       = "Intel Core Ultra 9 285K"
  extends    = "intel-core-ultra-9-285k"
  cores      = 2
}`, verdict: check.Passes, restsOn: `my-285k cores override b.hcl:15 "24"→"2" [cpu-cores]`, note: "(cores 2 in b.hcl:15, not the catalog's 24)"},
		{name: "--strict-sources", strictSources: true, items: `cpu "my-285k" {}`, parts: `
part "cpu" "my-285k" {
  name       = "Intel Core Ultra 9 285K"
  extends    = "intel-core-ultra-9-285k"
  cores      = 2
}`, verdict: check.Unverified, restsOn: `my-285k cores override b.hcl:15 "24"→"2" [cpu-cores]`},
		{name: "a bound: a PSU of the ATX12V depth in a case without a length limit", items: "psu \"seasonic-focus-gx-850\" {}\ncase \"lian-li-pc-o11-air\" {}",
			verdict: check.Passes, restsOn: `lian-li-pc-o11-air max_psu_length_mm bound a case that takes ATX units takes one 140 mm deep (Intel ATX Version 3 Multi Rail Desktop Platform Power Supply Design Guide (doc. 336521), ATX12V Specific Guidelines: 150 × 86 × 140 mm); the Focus GX-850 (ATX 2.x) is 140 mm ""→"" [psu-form-factor]`},
		{name: "a replacement the verdict does not rest on", parts: `
amend "psu" "corsair-rm850x-atx31" {
  wattage_w = 1000
  replace   = true
  reason    = "test"
  source    = "https://example.com/"
}`, verdict: check.Passes},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// items replace the base build's blocks of their roles.
			items := ""
			if tc.items != "" {
				items = "  " + strings.ReplaceAll(tc.items, "\n", "\n  ")
			}
			src := fmt.Sprintf(z890, items, tc.parts)
			for _, it := range strings.Split(tc.items, "\n") {
				if role, _, ok := strings.Cut(it, " "); ok {
					lines := strings.Split(src, "\n")
					i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "  "+role+" ") })
					src = strings.Join(slices.Delete(lines, i, i+1), "\n")
				}
			}
			r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, StrictSources: tc.strictSources})
			if len(r.Builds) != 1 {
				t.Fatalf("%d builds: %v", len(r.Builds), r.Diagnostics)
			}
			br := r.Builds[0]
			if br.Verdict != tc.verdict {
				t.Errorf("verdict %s, want %s; %v", br.Verdict, tc.verdict, br.Diags)
			}
			if got := restsOn(br); got != tc.restsOn {
				t.Errorf("rests on\n%s\nwant\n%s", got, tc.restsOn)
			}
			if tc.note != "" {
				found := false
				for _, d := range br.Diags {
					found = found || strings.HasSuffix(d.Message, tc.note)
				}
				if !found {
					t.Errorf("no finding ends with %q: %v", tc.note, br.Diags)
				}
			}
			if tc.strictSources && !strings.Contains(br.UncheckedLine(), "--strict-sources counts only catalog numbers and bounds") {
				t.Errorf("unchecked: %s", br.UncheckedLine())
			}
		})
	}
}

// A community part's numbers that the verdict uses are listed: the part
// comes from a --catalog folder (one a build file declares is the file's).
func TestRestsOnCommunity(t *testing.T) {
	emb, _ := catalog.Embedded()
	parts, d := hclfile.Parse("parts/acme.hcl", []byte(`
part "case" "acme-case" {
  name                 = "Acme Case"
  brand                = "Acme"
  data_source          = "opendb"
  form_factors         = ["E-ATX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 300
  max_cooler_height_mm = 170
  max_psu_length_mm    = 180
}`))
	cat, d2 := emb.Merge([]*hclfile.File{parts})
	if len(d)+len(d2) > 0 {
		t.Fatal(d, d2)
	}
	src := strings.Replace(fmt.Sprintf(z890, "", ""), `"nzxt-h7-flow"`, `"acme-case"`, 1)
	r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(src)}}, check.Options{Catalog: cat})
	got := restsOn(r.Builds[0])
	for _, want := range []string{`acme-case form_factors community BuildCores OpenDB ""→"" [case-form-factor]`, `acme-case max_cooler_height_mm community`} {
		if !strings.Contains(got, want) {
			t.Errorf("rests on %s; want %s", got, want)
		}
	}
	if strings.Contains(got, "max_gpu_length_mm") {
		t.Errorf("a build without a GPU rests on the case's GPU length: %s", got)
	}
}

// A community card's power is a required number: run without it, the
// rules read 0 W and the PSU looks fine, yet psu-headroom rests on it. It
// is weighed at its plausible maximum as well, so the verdict says so and
// leaves the build unverified (a GPU's tdp_w is no field that counts,
// docs/data-quality.md; --strict-sources counts none).
func TestRestsOnCommunityRequired(t *testing.T) {
	emb, _ := catalog.Embedded()
	parts, d := hclfile.Parse("parts/acme.hcl", []byte(`
part "gpu" "acme-gpu" {
  name        = "Acme GPU"
  brand       = "Acme"
  data_source = "opendb"
  vram_gb     = 16
  tdp_w       = 300
  slot_width  = 2
  length_mm   = 250
  cooler      = "open-air"
  pcie_gen    = 4
  power_8pin  = 2
  power_6pin  = 0
}`))
	cat, d2 := emb.Merge([]*hclfile.File{parts})
	if len(d)+len(d2) > 0 {
		t.Fatal(d, d2)
	}
	src := fmt.Sprintf(z890, `  gpu "acme-gpu" {}`, "")
	for _, strict := range []bool{false, true} {
		r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, StrictSources: strict})
		br := r.Builds[0]
		if got := restsOn(br); !strings.Contains(got, `acme-gpu tdp_w community BuildCores OpenDB ""→"" [psu-headroom wall-circuit]`) {
			t.Errorf("rests on %s; want the card's tdp_w for psu-headroom", got)
		}
		if br.Verdict != check.Unverified {
			t.Errorf("--strict-sources %t: verdict %s, want unverified; %v", strict, br.Verdict, br.Unchecked)
		}
	}
}

// Community numbers count only for the fields docs/data-quality.md
// measures at 98 % agreement or more (SPEC 3.2): a community memory kit's
// type, speed and layout do, so the build passes resting on them; a
// community case's form factors (50 %) do not, so the build that rests on
// them is unverified and says why.
func TestCommunityFieldsCount(t *testing.T) {
	emb, _ := catalog.Embedded()
	parts, d := hclfile.Parse("parts/acme.hcl", []byte(`
part "memory" "acme-kit" {
  name        = "Acme 64 GB (2 x 32 GB) DDR5-6000"
  brand       = "Acme"
  data_source = "opendb"
  type        = "DDR5"
  speed_mts   = 6000
  modules     = 2
  module_gb   = 32
}
part "case" "acme-case" {
  name                 = "Acme Case"
  brand                = "Acme"
  data_source          = "opendb"
  form_factors         = ["E-ATX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 300
  max_cooler_height_mm = 170
  max_psu_length_mm    = 180
}`))
	cat, d2 := emb.Merge([]*hclfile.File{parts})
	if len(d)+len(d2) > 0 {
		t.Fatal(d, d2)
	}
	base := fmt.Sprintf(z890, "", "")
	kit := strings.Replace(base, `"corsair-vengeance-64gb-2x32gb-ddr5-6000"`, `"acme-kit"`, 1)
	r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(kit)}}, check.Options{Catalog: cat})
	if br := r.Builds[0]; br.Verdict != check.Passes || !strings.Contains(restsOn(br), "acme-kit type community") {
		t.Errorf("community kit: verdict %s, rests on %s; want passes on its type", br.Verdict, restsOn(br))
	}
	box := strings.Replace(base, `"nzxt-h7-flow"`, `"acme-case"`, 1)
	r = check.Run([]check.Input{{Name: "b.hcl", Src: []byte(box)}}, check.Options{Catalog: cat})
	br := r.Builds[0]
	if br.Verdict != check.Unverified {
		t.Errorf("community case: verdict %s, want unverified", br.Verdict)
	}
	if !strings.Contains(br.UncheckedLine(), "case-form-factor could not run — it rests on the Case's form_factors from BuildCores OpenDB, a field not measured to agree with the makers' numbers 98 % of the time (docs/data-quality.md)") {
		t.Errorf("community case: %s", br.UncheckedLine())
	}
}

// TestCommunityFieldsDocumented: the fields that count are the ones
// docs/data-quality.md marks, no more and no fewer.
func TestCommunityFieldsDocumented(t *testing.T) {
	src, err := os.ReadFile("../../docs/data-quality.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile(`(?m)^\| ([a-z]+) \| ([a-z0-9_]+) \| \d+ \| \d+ \| [\d.]+ % \| (yes|no) \|$`)
	documented := map[string]bool{}
	rows := row.FindAllStringSubmatch(string(src), -1)
	for _, m := range rows {
		if m[3] == "yes" {
			documented[m[1]+"."+m[2]] = true
		}
	}
	if len(rows) < 20 {
		t.Fatalf("%d rows in docs/data-quality.md; the pattern is wrong", len(rows))
	}
	for f := range documented {
		if !check.CommunityFields["opendb"][f] {
			t.Errorf("docs/data-quality.md counts %s; check.CommunityFields does not", f)
		}
	}
	for f := range check.CommunityFields["opendb"] {
		if !documented[f] {
			t.Errorf("check.CommunityFields counts %s; docs/data-quality.md does not", f)
		}
	}
}

// A file that asks for more passes than MaxWeighed gets the rest counted
// without being weighed: the work is bounded, and nothing is left out.
func TestRestsOnBounded(t *testing.T) {
	cat, _ := catalog.Embedded()
	var src strings.Builder
	src.WriteString(`part "cpu" "my-285k" {
  name          = "Intel Core Ultra 9 285K"
  extends       = "intel-core-ultra-9-285k"
  cores         = 2
  max_memory_gb = 512
}
`)
	builds := check.MaxWeighed/2 + 1 // two numbers each
	for i := range builds {
		src.WriteString(strings.Replace(fmt.Sprintf(z890, "", ""), `build "b"`, fmt.Sprintf(`build "b%d"`, i), 1))
	}
	in := strings.ReplaceAll(src.String(), `"intel-core-ultra-9-285k" {}`, `"my-285k" {}`)
	r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(in)}}, check.Options{Catalog: cat})
	first, last := r.Builds[0].RestsOn, r.Builds[len(r.Builds)-1].RestsOn
	// The first build rests on the cores it was weighed for; its 64 GB
	// are within either maximum, so it does not rest on max_memory_gb.
	if len(first) != 1 || first[0].Attr != "cores" || len(first[0].Rules) == 0 {
		t.Fatalf("first build: %+v", first)
	}
	if len(last) != 2 || len(last[0].Rules) != 0 || len(last[1].Rules) != 0 {
		t.Fatalf("the last build's numbers were weighed past the bound, or left out: %+v", last)
	}
}

func TestRestsOnBounds(t *testing.T) {
	f := &hw.Facts{Bounds: []hw.Bound{
		{Rule: "gpu-slots", Part: "b", Name: "Board", Attribute: "pcie_slot.position", Bound: "the ATX slot order (ATX 2.2, section 3)"},
		{Rule: "gpu-airflow", Part: "b", Name: "Board", Attribute: "pcie_slot.position", Bound: "the ATX slot order (ATX 2.2, section 3)"},
		{Rule: "memory-capacity", Part: "c", Name: "CPU", Attribute: "max_memory_gb", Bound: "the DDR5 UDIMM floor"},
	}}
	got := check.BoundsOf(f)
	if len(got) != 2 || !slices.Equal(got[0].Rules, []string{"gpu-airflow", "gpu-slots"}) || got[1].Basis != check.BasisBound {
		t.Fatalf("%+v", got)
	}
	if n := got[1].Note(); n != "no max_memory_gb, decided by the DDR5 UDIMM floor" {
		t.Errorf("note %q", n)
	}
	if l := check.RestsOnLine(got); l != "2 bounds" {
		t.Errorf("line %q", l)
	}
}

// Files checked in parallel that amend the same catalog part each see
// their own number, and the catalog's part stays as it was.
func TestAmendPerFile(t *testing.T) {
	cat, _ := catalog.Embedded()
	var in []check.Input
	for i := range 16 {
		src := fmt.Sprintf(z890, "", fmt.Sprintf(`amend "psu" "corsair-rm850x-atx31" {
  wattage_w = %d
  replace   = true
  reason    = "test"
  source    = "https://example.com/"
}`, 200+100*i))
		in = append(in, check.Input{Name: fmt.Sprintf("f%02d.hcl", i), Src: []byte(src)})
	}
	in = append(in, check.Input{Name: "plain.hcl", Src: []byte(fmt.Sprintf(z890, "", ""))})
	r := check.Run(in, check.Options{Catalog: cat})
	for i, br := range r.Builds {
		psu := br.Build.One(hw.KindPSU).Part
		want := float64(200 + 100*i)
		if br.File == "plain.hcl" {
			want = 850
		}
		if got := psu.PSU().WattageW; got != want {
			t.Errorf("%s: the PSU has %v W, want %v", br.File, got, want)
		}
	}
	if w := cat.Lookup("corsair-rm850x-atx31").PSU().WattageW; w != 850 {
		t.Errorf("the catalog's part changed: %v W", w)
	}
}

// A part a build file declares without extends, a copy of the catalog's
// Core i7-7820X with pcie_lanes 48, passes the 4-GPU build that fails on
// the catalog part only on the file's own numbers: they are listed, and
// --strict-sources leaves the build unverified.
func TestRestsOnDeclared(t *testing.T) {
	cat, _ := catalog.Embedded()
	hcl, err := os.ReadFile("../../catalog/cpu-intel.hcl")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(hcl, []byte(`part "cpu" "intel-core-i7-7820x" {`))
	j := bytes.Index(hcl[i:], []byte("\n}\n"))
	part := strings.Replace(string(hcl[i:i+j+3]), `"intel-core-i7-7820x"`, `"i7-7820x-48"`, 1)
	part = regexp.MustCompile(`pcie_lanes += 28`).ReplaceAllString(part, "pcie_lanes = 48")
	src := part + `
build "b" {
  cpu         "i7-7820x-48" {}
  cooler      "noctua-nh-d15" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" { count = 4 }
  psu         "evga-supernova-1600-p2" {}
  case        "corsair-7000d-airflow" {}
}
amend "motherboard" "asus-ws-x299-sage" {
  max_memory_gb = 128
  source        = "https://example.com/x299-sage"
}`
	for _, strict := range []bool{false, true} {
		r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, StrictSources: strict})
		br := r.Builds[0]
		want := check.Passes
		if strict {
			want = check.Unverified
		}
		if br.Verdict != want {
			t.Errorf("strict-sources %t: verdict %s, want %s; %v", strict, br.Verdict, want, br.Diags)
		}
		if got := restsOn(br); !strings.Contains(got, `i7-7820x-48 pcie_lanes build-file b.hcl:14 ""→"48" [pcie-lanes]`) {
			t.Errorf("rests on %s", got)
		}
		if strict && !strings.Contains(br.UncheckedLine(), "pcie_lanes 48 declared in b.hcl:14, not a catalog number") {
			t.Errorf("unchecked: %s", br.UncheckedLine())
		}
		rows := check.Parts(br.Build)
		if rows[0].Declared != "b.hcl:1" || rows[0].Lookalike != "intel-core-i7-7820x" || rows[1].Declared != "" {
			t.Errorf("parts %+v", rows[:2])
		}
	}
}

// A part declared in a build file that copies no catalog part is one
// rests_on entry, the whole part, not one per number: it is not weighed
// (no rules pass per number), and --strict-sources still leaves the build
// unverified by it.
func TestRestsOnDeclaredWhole(t *testing.T) {
	cat, _ := catalog.Embedded()
	src := `part "cpu" "lab-cpu" {
  name            = "Lab CPU 16-Core"
  brand           = "Lab"
  source          = "https://lab.example/cpu"
  socket          = "LGA2066"
  cores           = 8
  threads         = 16
  tdp_w           = 140
  pcie_lanes      = 28
  pcie_gen        = 3
  memory_types    = ["DDR4"]
  memory_channels = 4
  max_memory_gb   = 128
  chipsets        = ["X299"]
}
build "b" {
  cpu         "lab-cpu" {}
  cooler      "noctua-nh-d15" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" {}
  psu         "evga-supernova-1600-p2" {}
  case        "corsair-7000d-airflow" {}
}`
	for _, strict := range []bool{false, true} {
		r := check.Run([]check.Input{{Name: "b.hcl", Src: []byte(src)}}, check.Options{Catalog: cat, StrictSources: strict})
		br := r.Builds[0]
		var whole []check.RestsOn
		for _, e := range br.RestsOn {
			if e.Part == "lab-cpu" {
				whole = append(whole, e)
			}
		}
		if len(whole) != 1 || whole[0].Attr != "" || whole[0].Basis != check.BasisBuildFile || whole[0].Where != "b.hcl:1" || whole[0].Note() != "declared in b.hcl:1, not a catalog part" {
			t.Fatalf("strict %t: rests on the lab CPU %+v, want one whole-part entry", strict, whole)
		}
		if l := check.RestsOnLine(br.RestsOn); !strings.Contains(l, "1 part declared in the file") {
			t.Errorf("rests-on line %q", l)
		}
		if strict && (br.Verdict == check.Passes || !strings.Contains(br.UncheckedLine(), "it rests on the CPU 16-Core (declared in b.hcl:1, not a catalog part)")) {
			t.Errorf("strict: verdict %s, unchecked %s", br.Verdict, br.UncheckedLine())
		}
	}
}
