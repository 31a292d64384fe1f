package opendb

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lint"
)

// sample is testdata/opendb: 189 OpenDB files chosen to hit every mapping
// and gate (see its README.md).
const sample = "testdata/opendb"

var (
	sampleOnce          sync.Once
	sampleBare, sampleE *Result
	sampleErr           error
)

// importSample imports the sample twice: on its own (the mapping and gate
// tests, whose counts must not change when the embedded catalog grows) and
// against the embedded catalog (merges, ids, loading).
func importSample(t *testing.T) (bare, withEmbedded *Result) {
	t.Helper()
	sampleOnce.Do(func() {
		emb, _ := catalog.Embedded()
		if sampleBare, sampleErr = Import(sample, nil); sampleErr == nil {
			sampleE, sampleErr = Import(sample, emb)
		}
	})
	if sampleErr != nil {
		t.Fatal(sampleErr)
	}
	return sampleBare, sampleE
}

// part returns the imported part made from the OpenDB file with uuid, or
// nil when that file was not imported.
func part(r *Result, uuid string) *hw.Part {
	for _, p := range r.Parts {
		if strings.HasSuffix(p.Str("source"), "/"+uuid+".json") {
			return p
		}
	}
	return nil
}

func TestSampleCounts(t *testing.T) {
	r, _ := importSample(t)
	for _, tc := range []struct {
		kind                               hw.Kind
		read, imported, merged, duplicates int
	}{
		{hw.KindCPU, 26, 17, 0, 2},
		{hw.KindCooler, 19, 18, 0, 0},
		{hw.KindMotherboard, 26, 23, 0, 0},
		{hw.KindMemory, 24, 20, 0, 1},
		{hw.KindGPU, 33, 30, 0, 0},
		{hw.KindStorage, 21, 17, 0, 0},
		{hw.KindPSU, 18, 12, 0, 0},
		{hw.KindCase, 22, 14, 0, 0},
	} {
		s := r.stats(tc.kind)
		if s.Read != tc.read || s.Imported != tc.imported || s.Merged != tc.merged || s.Duplicates != tc.duplicates {
			t.Errorf("%s: read %d, imported %d, merged %d, duplicates %d; want %d, %d, %d, %d",
				tc.kind, s.Read, s.Imported, s.Merged, s.Duplicates, tc.read, tc.imported, tc.merged, tc.duplicates)
		}
		if s.Read != s.Imported+s.Merged+s.Duplicates+s.SkippedTotal() {
			t.Errorf("%s: %d read but %d imported + %d merged + %d duplicates + %d skipped", tc.kind,
				s.Read, s.Imported, s.Merged, s.Duplicates, s.SkippedTotal())
		}
	}
}

// Every gate fires on the sample, so each is shown to work on real records.
func TestSampleHitsEveryGate(t *testing.T) {
	r, _ := importSample(t)
	for _, tc := range []struct {
		kind hw.Kind
		gate string
	}{
		{hw.KindMotherboard, "board-sata-zero"},
		{hw.KindMotherboard, "m2-listed-per-size"},
		{hw.KindMotherboard, "pcie-gen-chipset"},
		{hw.KindMemory, "memory-ecc-from-name"},
		{hw.KindMemory, "memory-registered-from-name"},
		{hw.KindMemory, "memory-capacity"},
		{hw.KindGPU, "gpu-power-zero"},
		{hw.KindGPU, "gpu-power-missing"},
		{hw.KindGPU, "gpu-power-short"},
		{hw.KindGPU, "gpu-gen-contradicts-chip"},
		{hw.KindPSU, "psu-connectors-empty"},
		{hw.KindPSU, "psu-pcie-zero"},
		{hw.KindCase, "implausible max_gpu_length_mm"},
	} {
		if r.stats(tc.kind).Gated[tc.gate] == 0 {
			t.Errorf("%s: gate %s never fired on the sample", tc.kind, tc.gate)
		}
	}
	for _, tc := range []struct {
		kind            hw.Kind
		unmapped, skips string
	}{
		{hw.KindGPU, `cooling: "1 Fan"`, "no cooler"},
		{hw.KindMotherboard, `socket: "LGA 2011-3 Narrow"`, "no socket"},
		{hw.KindMotherboard, `memory type: "DDR2"`, "no memory_type"},
		{hw.KindStorage, `interface: "SAS 12.0 Gb/s"`, "no interface"},
		{hw.KindPSU, `form factor: "TFX"`, ""},
		{hw.KindPSU, `efficiency: "(empty)"`, "no efficiency"},
		{hw.KindCooler, `socket: "LGA 115"`, ""},
	} {
		s := r.stats(tc.kind)
		if s.Unmapped[tc.unmapped] == 0 {
			t.Errorf("%s: %s not counted as unmapped; unmapped: %v", tc.kind, tc.unmapped, s.Unmapped)
		}
		if tc.skips != "" && s.Skipped[tc.skips] == 0 {
			t.Errorf("%s: no part skipped for %q; skipped: %v", tc.kind, tc.skips, s.Skipped)
		}
	}
	if r.stats(hw.KindMemory).Skipped["SO-DIMM (laptop) kit"] != 1 {
		t.Errorf("the SO-DIMM kit was not skipped: %v", r.stats(hw.KindMemory).Skipped)
	}
	if r.stats(hw.KindCase).Skipped["no max_cooler_height_mm"] == 0 {
		t.Errorf("cases without a cooler height were not skipped")
	}
}

// attrs is what a part must have: a value, or "-" for an attribute that
// must be absent.
type attrs map[string]any

func check(t *testing.T, p *hw.Part, want attrs) {
	t.Helper()
	for name, w := range want {
		v, ok := p.Attrs[name]
		if w == "-" {
			if ok {
				t.Errorf("%s: %s is set (%v), want it left out", p.ID, name, value(v))
			}
			continue
		}
		if !ok {
			t.Errorf("%s: %s is not set, want %v", p.ID, name, w)
			continue
		}
		if got := value(v); got != w {
			t.Errorf("%s: %s = %v (%T), want %v (%T)", p.ID, name, got, got, w, w)
		}
	}
}

func value(v hw.Value) any {
	switch v.Type {
	case hw.TNumber, hw.TInt:
		return v.Num
	case hw.TBool:
		return v.Bool
	case hw.TStringList:
		return strings.Join(v.List, ",")
	}
	return v.Str
}

func TestSampleMapping(t *testing.T) {
	r, _ := importSample(t)
	for _, tc := range []struct {
		uuid, why string
		want      attrs
		m2        string // the M.2 sockets as interface/gen, "" for no check
		notes     string // a phrase the notes must hold
	}{
		{"6b03b443-7b22-491c-b301-7e2a285359df", "Ryzen 5 7600: AM5 lanes from the family table",
			attrs{"socket": "AM5", "cores": 6.0, "threads": 12.0, "pcie_lanes": 24.0, "pcie_gen": 5.0, "memory_types": "DDR5", "data_source": "opendb", "price_usd": "-"}, "", ""},
		{"8d8b2fcb-8a7b-4355-9235-b90ee7d0416d", "Core i7-11700K: Rocket Lake, 20 lanes of PCIe 4.0",
			attrs{"socket": "LGA1200", "pcie_lanes": 20.0, "pcie_gen": 4.0}, "", ""},
		{"5fbb1479-6d3e-41bb-8007-da5f747249f5", "Core i9-10900K: Comet Lake, 16 lanes of PCIe 3.0",
			attrs{"socket": "LGA1200", "pcie_lanes": 16.0, "pcie_gen": 3.0}, "", ""},
		{"04184871-5e90-4548-86b3-8cdfbe1b9e0c", "B450 board: OpenDB's PCIe 4.0 contradicts the chipset; 0 SATA is unknown; one M.2 socket listed per size",
			attrs{"chipset": "B450", "socket": "AM4", "form_factor": "ATX", "sata_ports": "-"}, "nvme/0", "newer than the B450 platform's PCIe 3.0"},
		{"02827bde-331b-440c-adf5-1f2b188f72eb", "Z390 board: three M.2 sockets (the last listed twice), no generation",
			attrs{"chipset": "Z390", "sata_ports": 6.0}, "nvme/0 nvme/0 nvme/0", "3 × PCIe x16, 3 × PCIe x1"},
		{"069e7401-0326-4bce-81d5-765afa8ba0a4", "dual-socket board",
			attrs{"socket": "LGA2011-3", "cpu_sockets": 2.0, "form_factor": "E-ATX"}, "", ""},
		{"00b88b4c-907a-4b42-bf8d-465e0f58e634", "B560 board: the E-key (Wi-Fi) socket is not storage",
			attrs{"chipset": "B560"}, "nvme/4 nvme/4", ""},
		{"0246b615-b948-437c-985e-e38430fb859d", "A520 board: an M.2 socket for SATA and NVMe",
			attrs{"chipset": "A520"}, "both/3", ""},
		{"00f162eb-ffff-40d2-a14c-687278e64da1", "Thin Mini-ITX is Mini-ITX",
			attrs{"form_factor": "Mini-ITX", "memory_type": "DDR3", "sata_ports": 2.0}, "", ""},
		{"0189f67f-5462-4b80-8886-4b9f6c5020a0", "RDIMM kit OpenDB calls unbuffered and non-ECC",
			attrs{"type": "DDR5", "modules": 4.0, "module_gb": 32.0, "registered": true, "ecc": true}, "", ""},
		{"15fe52ae-5741-48f8-9b8a-87010e4b7b05", "ECC UDIMM",
			attrs{"registered": false, "ecc": true}, "", ""},
		{"9e863f7c-abf4-470a-83a8-7d553666c134", "an unbuffered non-ECC kit stays so",
			attrs{"registered": false, "ecc": false}, "", ""},
		{"117c10a0-95b0-4241-a8ab-5bb903855da5", "355 W GPU with every power count 0: the counts are unknown",
			attrs{"tdp_w": 355.0, "power_8pin": "-", "power_6pin": "-", "power_12vhpwr": "-", "cooler": "open-air", "pcie_gen": 4.0}, "", "lists no power connector"},
		{"16b8e64f-8b14-444c-bc93-2907783ac454", "575 W RTX 5090 with two 8-pin sockets: the counts cannot feed it",
			attrs{"power_8pin": "-", "power_12vhpwr": "-", "slot_width": 4.0}, "", "cannot deliver"},
		{"089f0fbb-85b2-437b-a0ed-dcd9d9209432", "70 W card powered by the slot: 0 plugs is a fact",
			attrs{"power_8pin": 0.0, "power_6pin": 0.0, "power_12vhpwr": 0.0, "pcie_lanes": 8.0}, "", ""},
		{"08993ad1-7867-4065-bf8b-337ab40b9940", "hybrid is liquid; power counts that are null are unknown",
			attrs{"cooler": "liquid", "power_8pin": "-"}, "", "incomplete"},
		{"019df6e0-a596-4ffb-9d18-750774d40e41", "passive; the name's leading space is trimmed",
			attrs{"cooler": "passive", "name": "PowerColor Radeon AI PRO R9700S"}, "", ""},
		{"0d797f0a-ea81-452a-a0f4-82e2a2d34bff", "slot width from case_expansion_slot_width when total_slot_width is 0",
			attrs{"slot_width": 2.7}, "", ""},
		{"d0357904-4665-4e89-b706-452d0eea1c00", "RTX 5080 that OpenDB calls PCIe 3.0 where nine others say 5.0",
			attrs{"pcie_gen": 5.0, "power_12vhpwr": 1.0, "slot_width": 3.5}, "", "the chip's generation is used"},
		{"06037674-f6cc-4b3d-8024-9c5e662dab37", "RTX 3060 without a generation: its chip's",
			attrs{"pcie_gen": 4.0, "pcie_lanes": 16.0}, "", "other GeForce RTX 3060 12 GB cards"},
		{"0c912e10-ed30-4295-be10-4fa9762aef8a", "blower with a 12V-2x6 socket", attrs{"cooler": "blower", "power_12vhpwr": 1.0}, "", ""},
		{"097f4884-ad64-4c84-bec3-f81f83116e6b", "SSHD is a hard disk",
			attrs{"type": "hdd", "interface": "sata"}, "", ""},
		{"00390459-a2a2-4b30-955a-8912dc35076c", "M.2 SATA drive",
			attrs{"type": "ssd", "interface": "sata", "form_factor": "m.2"}, "", ""},
		{"0191dd1a-249c-4e1d-ad79-cc2cc368cb6f", "PCIe 5.0 NVMe drive",
			attrs{"interface": "nvme", "form_factor": "m.2", "pcie_gen": 5.0}, "", ""},
		{"21b5ab4c-6a03-4fd6-b425-00446688c0e7", "ATX/EPS PSU is ATX", attrs{"form_factor": "ATX"}, "", ""},
		{"c12ad813-c1d7-494b-9876-100aa5581e24", "80+ White is 80+", attrs{"efficiency": "80+"}, "", ""},
		{"00986345-0ce1-4c62-9a99-92a4df2b6187", "a small PSU without PCIe plugs keeps its 0",
			attrs{"pcie_8pin": 0.0}, "", ""},
		{"0166a285-c025-4fef-868b-251a8ca785b0", "case with a PSU list",
			attrs{"psu_form_factors": "ATX", "expansion_slots": 8.0, "max_gpu_length_mm": 426.0, "max_cooler_height_mm": 167.0}, "", ""},
	} {
		t.Run(tc.why, func(t *testing.T) {
			p := part(r, tc.uuid)
			if p == nil {
				t.Fatalf("%s was not imported", tc.uuid)
			}
			check(t, p, tc.want)
			if tc.m2 != "" {
				var got []string
				for _, s := range p.M2 {
					got = append(got, s.Interface+"/"+strconv.Itoa(s.Gen))
				}
				if strings.Join(got, " ") != tc.m2 {
					t.Errorf("M.2 sockets %q, want %q", strings.Join(got, " "), tc.m2)
				}
			}
			if tc.notes != "" && !strings.Contains(p.Str("notes"), tc.notes) {
				t.Errorf("notes %q do not say %q", p.Str("notes"), tc.notes)
			}
		})
	}
	for _, tc := range []struct{ uuid, why string }{
		{"7564da71-725e-4a56-9d79-d80377b7a92f", "Ryzen 5 5600G: APU lanes vary by model; no table entry"},
		{"45d4e389-6f53-4650-b175-f9a0a2abafda", "Ryzen 7 5700: a Cezanne among the Vermeers"},
		{"69d0fa11-ceff-43ac-9e1f-611b9e9286b0", "Core i7-5820K: Haswell-E i7s have 28 or 40 lanes"},
		{"02090549-8582-4c57-ad57-126997365bbe", "SO-DIMM kit"},
		{"007aa248-c727-4a07-8c28-28a68bf44262", "one-fan card: blower or open-air is not known"},
		{"010f3001-522e-4483-90b2-2c12e3ae128a", "PSU whose connector block is empty: pcie_8pin unknown"},
		{"008ee093-e56f-481e-bba9-2215952a7965", "850 W PSU with 0 PCIe plugs: unknown"},
		{"0123d1be-d426-4948-85e5-ebe239b661bc", "narrow-ILM board"},
		{"000a0d8c-7590-4fd6-a724-41c36a3a4a9f", "case without a cooler height"},
		{"2d62772a-0026-418b-9fb9-b1f8fd9f0575", "second record of a kit (the first UUID wins)"},
		{"9bb5bd48-6564-4a15-bb8a-7d164f88ee49", "case that takes only Flex ATX PSUs: the default ATX would be wrong"},
		{"00c9cbab-bd54-4f6f-ac6c-51ac4b67883d", "GTX 980 Ti without a PCIe generation, and no other 980 Ti in the sample states one"},
		{"016d1180-e254-43da-ad22-67895ac633b6", "CPU without memory types"},
	} {
		if p := part(r, tc.uuid); p != nil {
			t.Errorf("%s was imported as %s; want it left out", tc.why, p.ID)
		}
	}
}

// Products of the embedded catalog are not imported again, and every part
// of the sample is accounted for.
func TestSampleMerges(t *testing.T) {
	_, r := importSample(t)
	for _, tc := range []struct{ uuid, id string }{
		{"63f23f26-d52c-4e3c-be6e-0d25163cff59", "amd-ryzen-9-7950x"},
		{"7b22a20f-74d2-4855-85d2-b4674da07de1", "nvidia-geforce-rtx-4090-fe"},
		{"18e3b4f5-7f63-4cf9-a266-141344d2cd82", "samsung-990-pro-2tb"},
		{"1e8bc737-88c2-4eb3-834b-caabfdb28f18", "corsair-ax1600i"},
		{"2ee6bf77-f311-4e3e-ba0d-f666a0f48fd2", "msi-x399-sli-plus"},
	} {
		if p := part(r, tc.uuid); p != nil {
			t.Errorf("%s was imported as %s; the embedded %s is the same product", tc.uuid, p.ID, tc.id)
		}
	}
	for _, s := range r.Stats {
		if s.Read != s.Imported+s.Merged+s.Duplicates+s.SkippedTotal() {
			t.Errorf("%s: %d read but %d imported + %d merged + %d duplicates + %d skipped", s.Kind,
				s.Read, s.Imported, s.Merged, s.Duplicates, s.SkippedTotal())
		}
	}
	merged := 0
	for _, s := range r.Stats {
		merged += s.Merged
	}
	if merged < 5 {
		t.Errorf("%d parts merged", merged)
	}
}

func TestEveryPartIsMarked(t *testing.T) {
	r, _ := importSample(t)
	for _, p := range r.Parts {
		if p.Str("data_source") != "opendb" || !strings.HasPrefix(p.Str("source"), "https://github.com/buildcores/buildcores-open-db/blob/main/open-db/") {
			t.Errorf("%s: data_source %q, source %q", p.ID, p.Str("data_source"), p.Str("source"))
		}
		if p.Has("price_usd") {
			t.Errorf("%s has a price; OpenDB has none", p.ID)
		}
	}
}

// The import's files load the way --catalog loads them, with no problem,
// and `catalog lint` finds no error in them.
func TestSampleFilesLoadAndLint(t *testing.T) {
	_, r := importSample(t)
	files, err := r.Files()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(files["README.md"]), Credit) {
		t.Errorf("README.md lacks the ODC-By credit")
	}
	dir := filepath.Join(t.TempDir(), "opendb")
	if err := WriteDir(dir, files); err != nil {
		t.Fatal(err)
	}
	fs, diags, err := catalogdir.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	emb, _ := catalog.Embedded()
	cat, d := emb.Merge(fs)
	for _, d := range append(diags, d...) {
		t.Errorf("loading: %s:%d: %s", d.Range.Filename, d.Range.Start.Line, d.Message)
	}
	if n := len(cat.Parts("")) - len(emb.Parts("")); n != len(r.Parts) {
		t.Errorf("loaded %d parts, imported %d", n, len(r.Parts))
	}
	for _, f := range fs {
		formatted, diags := hclfile.Format(f.Name, f.Src)
		if diags.HasErrors() || string(formatted) != string(f.Src) {
			t.Errorf("%s is not in hclfile.Format's layout", f.Name)
		}
	}
	lr, err := lint.Dirs([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range lr.Diagnostics {
		if d.Severity == hw.Error {
			t.Errorf("lint: %s:%d: [%s] %s", d.Range.Filename, d.Range.Start.Line, d.Rule, d.Message)
		}
	}
}

// Ids are kebab-case, unique across the embedded catalog and the import,
// and the same from one run to the next.
func TestIDs(t *testing.T) {
	_, r := importSample(t)
	emb, _ := catalog.Embedded()
	seen := map[string]bool{}
	for _, p := range r.Parts {
		if !hclfile.ValidID(p.ID) || strings.Contains(p.ID, ".") || len(p.ID) > MaxIDLength {
			t.Errorf("id %q is not kebab-case of at most %d bytes", p.ID, MaxIDLength)
		}
		if seen[p.ID] || emb.Lookup(p.ID) != nil {
			t.Errorf("id %q is used twice", p.ID)
		}
		seen[p.ID] = true
	}
	again, err := Import(sample, emb)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := r.Files()
	b, _ := again.Files()
	for name := range a {
		if string(a[name]) != string(b[name]) {
			t.Errorf("%s differs between two imports of the same files", name)
		}
	}
}

func TestMappingTables(t *testing.T) {
	for in, want := range map[string]string{
		"LGA 1700": "LGA1700", "LGA 2011-3": "LGA2011-3", "LGA 1151v2": "LGA1151", "sTR4": "TR4", "AM5": "AM5",
		"LGA 115": "", "LGA 2011-3 Narrow": "", "Integrated Atom": "", "": "",
	} {
		if got, _ := socket(in); got != want {
			t.Errorf("socket(%q) = %q, want %q", in, got, want)
		}
	}
	if s, n, ok := boardSocket("2 x LGA 2011"); s != "LGA2011" || n != 2 || !ok {
		t.Errorf(`boardSocket("2 x LGA 2011") = %q, %d, %v`, s, n, ok)
	}
	for in, want := range map[string]int{"4.0": 4, "PCIe 4.0 x16": 4, "PCIe Gen4x4": 4, "PCIe 4.0x4": 4, "PCIE 3.0 x4": 3, "PCIe x16": 0, "SATA 6.0 Gb/s": 0, "": 0} {
		if got, _ := pcieGen(in); got != want {
			t.Errorf("pcieGen(%q) = %d, want %d", in, got, want)
		}
	}
	for in, want := range map[string]int{"PCIe 4.0 x8": 8, "PCIe x16": 16, "PCIe 4.0x4": 4, "PCIe 4.0 x4/x2": 4, "PCIe": 0} {
		if got, _ := pcieWidth(in); got != want {
			t.Errorf("pcieWidth(%q) = %d, want %d", in, got, want)
		}
	}
	for in, want := range map[string]string{"Intel Z790": "Z790", "AMD B650E": "B650E", "CPU Integrated": "CPU Integrated"} {
		if got := chipset(in); got != want {
			t.Errorf("chipset(%q) = %q, want %q", in, got, want)
		}
	}
	for _, tc := range []struct{ brand, name, want string }{
		{"ASUS", "Asus ROG STRIX Radeon RX 570 4GB", "asus-rog-strix-radeon-rx-570-4gb"},
		{"TEAMGROUP", "T-Force Vulcanα DDR5-6000", "teamgroup-t-force-vulcan-alpha-ddr5-6000"},
		{"be quiet!", "be quiet! Pure Power 12 M 850W 80+ Gold", "be-quiet-pure-power-12-m-850w-80-plus-gold"},
		{"Noctua", "Noctua NH-D15 chromax.black", "noctua-nh-d15-chromax-black"},
		{"Phanteks", "Phanteks Evolv Shift™ XT", "phanteks-evolv-shift-xt"},
	} {
		if got := slug(tc.brand, tc.name); got != tc.want {
			t.Errorf("slug(%q, %q) = %q, want %q", tc.brand, tc.name, got, tc.want)
		}
	}
	ids := newIDs(nil)
	long := strings.Repeat("abcdefghi-", 12)
	a, b := ids.take(long, hw.KindGPU), ids.take(long, hw.KindGPU)
	if a == b || len(a) > MaxIDLength || len(b) > MaxIDLength || !strings.HasSuffix(b, "-opendb") {
		t.Errorf("take gave %q and %q", a, b)
	}
	for _, tc := range []struct{ name, sock, codes, want string }{
		{"AMD Ryzen 7 5800X", "AM4", "Vermeer Zen 3", "Ryzen 5000 (Vermeer)"},
		{"AMD Ryzen 7 5700", "AM4", "Cezanne Zen 3", ""},
		{"AMD Ryzen 5 5600G", "AM4", "Cezanne Zen 3", ""},
		{"Intel Core i9-7900X", "LGA2066", "", "Core i9 7000X"},
		{"Intel Core i7 7820X OEM/Tray", "LGA2066", "", "Core i7-7800X/7820X"},
		{"Intel Core i7 5820K", "LGA2011-3", "", ""},
		{"Intel Core i5 12400F", "LGA1700", "", "Core 12000–14000"},
		{"Intel Core i5 12400F", "LGA1200", "", ""},
		{"AMD Ryzen Threadripper PRO 7985WX", "sTR5", "", "Threadripper PRO 7000/9000WX"},
		{"AMD Ryzen Threadripper 7980X", "sTR5", "", "Threadripper 7000/9000"},
	} {
		got := ""
		if f := cpuFamilyOf(tc.name, tc.sock, tc.codes); f != nil {
			got = f.name
		}
		if got != tc.want {
			t.Errorf("cpuFamilyOf(%q, %q) = %q, want %q", tc.name, tc.sock, got, tc.want)
		}
	}
}

func TestClean(t *testing.T) {
	for in, want := range map[string]string{
		"  Asus\tROG\n\nStrix ": "Asus ROG Strix",
		"evil\x1b[31mred\x07":   "evil[31mred",
		"zero\u200bwidth":       "zerowidth",
	} {
		if got := clean(in); got != want {
			t.Errorf("clean(%q) = %q, want %q", in, got, want)
		}
	}
	if got := clean(strings.Repeat("é", 1000)); len(got) > maxString {
		t.Errorf("clean kept %d bytes", len(got))
	}
}

func TestWriteDir(t *testing.T) {
	root := t.TempDir()
	files := map[string][]byte{"README.md": []byte(Marker + "\n"), "gpu-x.hcl": []byte(header + "# one\n")}
	dir := filepath.Join(root, "out")
	if err := WriteDir(dir, files); err != nil {
		t.Fatal(err)
	}
	// An earlier import is replaced as a whole: its files are gone.
	if err := WriteDir(dir, map[string][]byte{"README.md": []byte(Marker + "\n"), "gpu-y.hcl": []byte(header + "# two\n")}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "gpu-x.hcl")); !os.IsNotExist(err) {
		t.Errorf("the earlier import's file survived: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "gpu-y.hcl")); string(b) != header+"# two\n" {
		t.Errorf("new file holds %q", b)
	}
	entries, _ := os.ReadDir(root)
	if len(entries) != 1 {
		t.Errorf("temporary folders left beside the output: %v", entries)
	}
	// A folder the import did not write is refused, and left as it was.
	mine := filepath.Join(root, "mine")
	os.Mkdir(mine, 0o755)
	os.WriteFile(filepath.Join(mine, "parts.hcl"), []byte("x"), 0o644)
	if err := WriteDir(mine, files); err == nil || !strings.Contains(err.Error(), "was not written by") {
		t.Errorf("WriteDir over a foreign folder: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(mine, "parts.hcl")); string(b) != "x" {
		t.Errorf("the foreign folder was changed")
	}
	// A file, or a link, in the output's place is refused.
	file := filepath.Join(root, "file")
	os.WriteFile(file, nil, 0o644)
	if err := WriteDir(file, files); err == nil {
		t.Errorf("WriteDir over a file succeeded")
	}
	link := filepath.Join(root, "link")
	os.Symlink(dir, link)
	if err := WriteDir(link, files); err == nil {
		t.Errorf("WriteDir through a symbolic link succeeded")
	}
	// Missing parent folders are created (README's `-o parts/opendb`).
	nested := filepath.Join(root, "no", "such")
	if err := WriteDir(nested, files); err != nil {
		t.Errorf("WriteDir into a missing parent: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(nested, "gpu-x.hcl")); string(b) != header+"# one\n" {
		t.Errorf("nested import holds %q", b)
	}
	// A parent that is a file is an error, not a panic.
	if err := WriteDir(filepath.Join(file, "sub"), files); err == nil {
		t.Errorf("WriteDir under a file succeeded")
	}
}

// Hostile input folders: links are not followed, bad files are counted
// and skipped, and nothing panics.
func TestHostileFolder(t *testing.T) {
	root := t.TempDir()
	gpu := filepath.Join(root, "GPU")
	os.Mkdir(gpu, 0o755)
	secret := filepath.Join(t.TempDir(), "secret.json")
	os.WriteFile(secret, []byte(`{"metadata":{"name":"Secret","manufacturer":"X"}}`), 0o644)
	os.Symlink(secret, filepath.Join(gpu, "00000000-0000-0000-0000-000000000001.json"))
	os.WriteFile(filepath.Join(gpu, "00000000-0000-0000-0000-000000000002.json"), []byte(`{"metadata": [1, {"name": 7}]`), 0o644)
	os.WriteFile(filepath.Join(gpu, "00000000-0000-0000-0000-000000000003.json"), []byte(`[]`), 0o644)
	os.WriteFile(filepath.Join(gpu, "not-a-uuid.json"), []byte(`{}`), 0o644)
	os.WriteFile(filepath.Join(gpu, "00000000-0000-0000-0000-000000000004.json"),
		[]byte(`{"metadata":{"name":"A\u001b[2J card","manufacturer":"B"},"memory":"8","tdp":-5,"length":1e308,"power_connectors":7}`), 0o644)
	big := make([]byte, MaxFileSize+1)
	os.WriteFile(filepath.Join(gpu, "00000000-0000-0000-0000-000000000005.json"), big, 0o644)
	r, err := Import(root, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := r.stats(hw.KindGPU)
	if s.Read != 6 || s.Imported != 0 || s.SkippedTotal() != 6 {
		t.Errorf("read %d, imported %d, skipped %v", s.Read, s.Imported, s.Skipped)
	}
	if s.Skipped["not a regular file (links are not followed)"] != 1 {
		t.Errorf("the link was not refused: %v", s.Skipped)
	}
	if _, err := Import(filepath.Join(root, "nowhere"), nil); err == nil {
		t.Errorf("a missing folder imported")
	}
	if _, err := Import(t.TempDir(), nil); err == nil || !strings.Contains(err.Error(), "holds no OpenDB kind folder") {
		t.Errorf("an empty folder: %v", err)
	}
}

// Names from OpenDB reach HCL strings escaped: quotes, backslashes,
// template sequences and control characters come back as they went in.
func TestRenderEscapes(t *testing.T) {
	name := "Evil \"Card\" ${file(\"/etc/passwd\")} %{ for x in y }\\ ™"
	p := &hw.Part{Kind: hw.KindCase, ID: "evil-case", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: name}, "brand": {Type: hw.TString, Str: "Evil"},
		"form_factors": {Type: hw.TStringList, List: []string{"ATX"}}, "expansion_slots": {Type: hw.TInt, Num: 7},
		"max_gpu_length_mm": {Type: hw.TNumber, Num: 330.5}, "max_cooler_height_mm": {Type: hw.TNumber, Num: 170},
		"notes": {Type: hw.TString, Str: "line one\nline two"},
	}}
	src, err := render("case-evil.hcl", []*hw.Part{p})
	if err != nil {
		t.Fatal(err)
	}
	f, diags := hclfile.Parse("case-evil.hcl", src)
	if len(diags) > 0 || len(f.Parts) != 1 {
		t.Fatalf("%v\n%s", diags, src)
	}
	got := f.Parts[0]
	if got.Name() != name || got.Str("notes") != "line one\nline two" || got.NumOr("max_gpu_length_mm", 0) != 330.5 {
		t.Errorf("round trip: name %q, notes %q\n%s", got.Name(), got.Str("notes"), src)
	}
}

// TestMatcherKeepsOtherModels: an OpenDB name whose airflow or size words
// happen to hold an embedded model's number, or that adds "Mini", is
// another product; colours and a cooler's height are still noise.
func TestMatcherKeepsOtherModels(t *testing.T) {
	emb := &hw.Part{Kind: hw.KindCooler, ID: "arctic-freezer-36", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: "ARCTIC Freezer 36"}, "brand": {Type: hw.TString, Str: "ARCTIC"}, "type": {Type: hw.TString, Str: "air"}}}
	embCase := &hw.Part{Kind: hw.KindCase, ID: "lian-li-o11-dynamic", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: "Lian Li O11 Dynamic"}, "brand": {Type: hw.TString, Str: "Lian Li"}}}
	m := &matcher{byKind: map[hw.Kind][]embeddedName{}}
	kraken := &hw.Part{Kind: hw.KindCooler, ID: "nzxt-kraken-elite-360-2024", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: "NZXT Kraken Elite 360"}, "brand": {Type: hw.TString, Str: "NZXT"}, "type": {Type: hw.TString, Str: "air"}}}
	meshC := &hw.Part{Kind: hw.KindCase, ID: "fractal-design-meshify-c", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: "Fractal Design Meshify C"}, "brand": {Type: hw.TString, Str: "Fractal Design"}}}
	for _, p := range []*hw.Part{emb, embCase, kraken, meshC} {
		m.byKind[p.Kind] = append(m.byKind[p.Kind], embeddedName{part: p, words: wordSet(p.Name()), numbers: map[string]bool{}, inParens: map[string]bool{}})
	}
	m.byKind[hw.KindCooler][1].inParens["2024"] = true // "NZXT Kraken Elite 360 (2024)"
	for _, c := range []struct {
		kind hw.Kind
		name string
		want bool
	}{
		{hw.KindCooler, "ARCTIC Freezer 13 36.4 CFM Air 130mm", false},
		{hw.KindCooler, "ARCTIC Freezer 36 Black Air 159mm 68.9 CFM", true},
		{hw.KindCooler, "NZXT Kraken Elite 360 Black 2024", true},
		{hw.KindCooler, "NZXT Kraken Elite 360 Black 2023", false},
		{hw.KindCase, "Lian Li O11 Dynamic Mini ATX Mid Tower", false},
		{hw.KindCase, "Lian Li O11 Dynamic White ATX Full Tower", true},
		// A case's panels, finish and ports are noise; its digits and
		// "C" from a USB Type-C port are not model words.
		{hw.KindCase, "Lian Li O11 Dynamic ATX Mid Tower Black Tinted Tempered Glass Side Panel, USB 3.2 Gen 2 Type-C USB 3.2 Gen 1 Type-A", true},
		{hw.KindCase, "Fractal Design Meshify 2 Black ATX Flexible Dark Tinted Tempered Glass Window Mid Tower Computer Case, USB 3.2 Gen 2 Type-C", false},
		{hw.KindCase, "Fractal Design Meshify C ATX Mid Tower Black Tinted Tempered Glass", true},
	} {
		p := &hw.Part{Kind: c.kind, ID: "x", Attrs: map[string]hw.Value{"name": {Type: hw.TString, Str: c.name}, "type": {Type: hw.TString, Str: "air"}}}
		if got := m.embedded(&candidate{part: p}); got != c.want {
			t.Errorf("%q: embedded = %v, want %v", c.name, got, c.want)
		}
	}
}

// The import merges OpenDB records that spell an embedded product
// differently: a capacity in decimal units (OpenDB's 1000 GB for a
// "1024GB" drive), a size word the other name lacks, a link rate, a
// finish ("Matte", "chromax.black") or "24G" for 24 GB; a record whose
// size or model word differs stays its own product.
func TestMatcherMergesSpellings(t *testing.T) {
	mk := func(k hw.Kind, name string, attrs map[string]any) *hw.Part {
		p := &hw.Part{Kind: k, ID: "x", Attrs: map[string]hw.Value{"name": {Type: hw.TString, Str: name}}}
		for a, v := range attrs {
			switch v := v.(type) {
			case string:
				p.Attrs[a] = hw.Value{Type: hw.TString, Str: v}
			case int:
				p.Attrs[a] = hw.Value{Type: hw.TNumber, Num: float64(v)}
			}
		}
		return p
	}
	ssd := map[string]any{"capacity_gb": 1024, "interface": "nvme", "form_factor": "m.2"}
	m := &matcher{byKind: map[hw.Kind][]embeddedName{}}
	for _, p := range []*hw.Part{
		mk(hw.KindStorage, "Acme Blaze 1024GB (ABZ/1024G)", ssd),
		mk(hw.KindStorage, "Acme Spark 2TB", map[string]any{"capacity_gb": 2000, "interface": "sata", "form_factor": "2.5"}),
		mk(hw.KindGPU, "Zeta GeForce RTX 4090 STORM X 24G", map[string]any{"vram_gb": 24}),
		mk(hw.KindMemory, "Acme Fury RGB 32 GB (2 x 16 GB) DDR5-6000 CL30", map[string]any{"modules": 2, "module_gb": 16, "speed_mts": 6000, "type": "DDR5"}),
		mk(hw.KindCooler, "Noctua NH-U14S", map[string]any{"type": "air"}),
	} {
		e := embeddedName{part: p, words: wordSet(parens().ReplaceAllString(p.Name(), " ")), numbers: map[string]bool{}, inParens: map[string]bool{}}
		for _, g := range parens().FindAllStringSubmatch(p.Name(), -1) {
			e.numbers[alnum(g[1])] = true
		}
		m.byKind[p.Kind] = append(m.byKind[p.Kind], e)
	}
	for _, c := range []struct {
		kind  hw.Kind
		name  string
		attrs map[string]any
		pns   []string
		want  bool
	}{
		{hw.KindStorage, "Acme Blaze 1TB M.2 SSD PCIe 4.0 NVMe", map[string]any{"capacity_gb": 1000, "interface": "nvme", "form_factor": "m.2"}, []string{"ABZ/1024G"}, true},
		{hw.KindStorage, "Acme Blaze 1TB M.2 SSD PCIe 4.0 NVMe", map[string]any{"capacity_gb": 1000, "interface": "nvme", "form_factor": "m.2"}, nil, true},
		{hw.KindStorage, "Acme Blaze 512GB M.2 SSD PCIe 4.0 NVMe", map[string]any{"capacity_gb": 512, "interface": "nvme", "form_factor": "m.2"}, nil, false},
		{hw.KindStorage, "Acme Blaze 2TB M.2 SSD PCIe 4.0 NVMe", map[string]any{"capacity_gb": 1000, "interface": "nvme", "form_factor": "m.2"}, nil, false},
		{hw.KindStorage, "Acme Spark 2TB SSD 2.5\" SATA 6.0 Gb/s", map[string]any{"capacity_gb": 2000, "interface": "sata", "form_factor": "2.5"}, nil, true},
		{hw.KindGPU, "Zeta STORM X GeForce RTX 4090 24 GB", map[string]any{"vram_gb": 24}, nil, true},
		{hw.KindGPU, "Zeta STORM GeForce RTX 4090 24 GB", map[string]any{"vram_gb": 24}, nil, false},
		{hw.KindMemory, "Acme Fury RGB Matte Black DDR5-6000 CL30 32GB (2x16GB)", map[string]any{"modules": 2, "module_gb": 16, "speed_mts": 6000, "type": "DDR5"}, nil, true},
		{hw.KindCooler, "Noctua NH-U14S chromax.black Air 165mm Black", map[string]any{"type": "air"}, nil, true},
		{hw.KindCooler, "Noctua NH-U14S redux Air 165mm", map[string]any{"type": "air"}, nil, false},
	} {
		if got := m.embedded(&candidate{part: mk(c.kind, c.name, c.attrs), partNumbers: c.pns}); got != c.want {
			t.Errorf("%q (part numbers %v): embedded = %v, want %v", c.name, c.pns, got, c.want)
		}
	}
}

// The import keeps OpenDB's part numbers that look like one: not a name
// with spaces, not a piece of a longer number of the same record.
func TestPartNumbers(t *testing.T) {
	got := partNumbers([]string{"SKC3000S", "1024G", "SKC3000S/1024G", "X570 Taichi", "WD60EFRX", "WD60EFRX", "ABCDE"})
	if want := []string{"SKC3000S/1024G", "WD60EFRX"}; !slices.Equal(got, want) {
		t.Errorf("partNumbers = %v, want %v", got, want)
	}
}
