package match

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// part builds a catalog part: attrs are numbers (float64, int), strings,
// booleans or string lists.
func part(k hw.Kind, id, name, brand string, attrs map[string]any) *hw.Part {
	p := &hw.Part{Kind: k, ID: id, Attrs: map[string]hw.Value{
		"name":  {Type: hw.TString, Str: name},
		"brand": {Type: hw.TString, Str: brand},
	}}
	for k, v := range attrs {
		switch v := v.(type) {
		case int:
			p.Attrs[k] = hw.Value{Type: hw.TNumber, Num: float64(v)}
		case float64:
			p.Attrs[k] = hw.Value{Type: hw.TNumber, Num: v}
		case string:
			p.Attrs[k] = hw.Value{Type: hw.TString, Str: v}
		case bool:
			p.Attrs[k] = hw.Value{Type: hw.TBool, Bool: v}
		case []string:
			p.Attrs[k] = hw.Value{Type: hw.TStringList, List: v}
		}
	}
	return p
}

// catalog is a small catalog of the kinds of names the real one has, so
// that these tests do not change when the real catalog grows.
func testIndex() *Index {
	mem := func(id, name, brand, typ string, modules, gb, speed int, notes string) *hw.Part {
		return part(hw.KindMemory, id, name, brand, map[string]any{"type": typ, "modules": modules, "module_gb": gb, "speed_mts": speed, "notes": notes})
	}
	return New([]*hw.Part{
		part(hw.KindCPU, "amd-ryzen-9-7950x", "AMD Ryzen 9 7950X", "AMD", map[string]any{"cores": 16, "socket": "AM5"}),
		part(hw.KindCPU, "amd-ryzen-9-7950x3d", "AMD Ryzen 9 7950X3D", "AMD", map[string]any{"cores": 16, "socket": "AM5"}),
		part(hw.KindCPU, "amd-ryzen-7-5800x3d", "AMD Ryzen 7 5800X3D", "AMD", map[string]any{"cores": 8, "socket": "AM4"}),
		part(hw.KindCPU, "intel-core-i7-7800x", "Intel Core i7-7800X", "Intel", map[string]any{"cores": 6, "socket": "LGA2066"}),
		part(hw.KindCPU, "amd-ryzen-threadripper-3970x", "AMD Ryzen Threadripper 3970X", "AMD", map[string]any{"cores": 32, "socket": "sTRX4"}),
		part(hw.KindCPU, "amd-ryzen-threadripper-pro-5975wx", "AMD Ryzen Threadripper PRO 5975WX", "AMD", map[string]any{"cores": 32, "socket": "sWRX8"}),
		part(hw.KindGPU, "nvidia-geforce-rtx-4090-fe", "NVIDIA GeForce RTX 4090 Founders Edition", "NVIDIA", map[string]any{"vram_gb": 24}),
		part(hw.KindGPU, "nvidia-geforce-rtx-4090-fe-used", "NVIDIA GeForce RTX 4090 Founders Edition (used)", "NVIDIA", map[string]any{"vram_gb": 24}),
		part(hw.KindGPU, "nvidia-geforce-gtx-1080-fe", "NVIDIA GeForce GTX 1080 Founders Edition", "NVIDIA", map[string]any{"vram_gb": 8}),
		part(hw.KindGPU, "nvidia-geforce-gtx-1080-ti-fe", "NVIDIA GeForce GTX 1080 Ti Founders Edition", "NVIDIA", map[string]any{"vram_gb": 11}),
		part(hw.KindGPU, "asus-rog-strix-geforce-rtx-4090-oc", "ASUS ROG Strix GeForce RTX 4090 OC (ROG-STRIX-RTX4090-O24G-GAMING)", "ASUS", map[string]any{"vram_gb": 24}),
		part(hw.KindGPU, "nvidia-geforce-rtx-3080-fe", "NVIDIA GeForce RTX 3080 Founders Edition (10 GB)", "NVIDIA", map[string]any{"vram_gb": 10}),
		part(hw.KindPSU, "corsair-rm1000x-2021", "Corsair RM1000x (2021)", "Corsair", map[string]any{"wattage_w": 1000, "efficiency": "80+ Gold"}),
		part(hw.KindPSU, "corsair-rm850x-2021", "Corsair RM850x (2021)", "Corsair", map[string]any{"wattage_w": 850, "efficiency": "80+ Gold", "atx3": false}),
		part(hw.KindPSU, "corsair-rm850x-atx31", "Corsair RM850x (2024, ATX 3.1)", "Corsair", map[string]any{"wattage_w": 850, "efficiency": "80+ Gold", "atx3": true}),
		part(hw.KindPSU, "evga-supernova-1600-p2", "EVGA SuperNOVA 1600 P2", "EVGA", map[string]any{"wattage_w": 1600, "efficiency": "80+ Platinum"}),
		part(hw.KindPSU, "evga-supernova-1600-g-plus", "EVGA SuperNOVA 1600 G+", "EVGA", map[string]any{"wattage_w": 1600, "efficiency": "80+ Gold"}),
		mem("gskill-trident-z5-rgb-64gb-2x32gb-ddr5-6000", "G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6000 CL30", "G.Skill", "DDR5", 2, 32, 6000, ""),
		mem("gskill-trident-z5-neo-rgb-64gb-2x32gb-ddr5-6000", "G.Skill Trident Z5 Neo RGB 64 GB (2 x 32 GB) DDR5-6000 CL30", "G.Skill", "DDR5", 2, 32, 6000, ""),
		mem("gskill-ripjaws-v-32gb-2x16gb-ddr4-3200", "G.Skill Ripjaws V 32 GB (2 x 16 GB) DDR4-3200 CL16", "G.Skill", "DDR4", 2, 16, 3200, "Part F4-3200C16D-32GVK (16-18-18-38, 1.35 V)."),
		mem("corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000", "Corsair Vengeance LPX 64 GB (4 x 16 GB) DDR4-3000 CL15", "Corsair", "DDR4", 4, 16, 3000, ""),
		part(hw.KindStorage, "wd-black-sn850x-1tb", "WD Black SN850X 1TB (WDS100T2X0E)", "WD", map[string]any{"capacity_gb": 1000}),
		part(hw.KindStorage, "wd-black-sn850x-2tb", "WD Black SN850X 2TB (WDS200T2X0E)", "WD", map[string]any{"capacity_gb": 2000}),
		part(hw.KindStorage, "wd-red-plus-8tb", "WD Red Plus 8TB", "Western Digital", map[string]any{"capacity_gb": 8000}),
		part(hw.KindStorage, "samsung-990-pro-2tb", "Samsung 990 PRO 2TB (MZ-V9P2T0)", "Samsung", map[string]any{"capacity_gb": 2000}),
		part(hw.KindMotherboard, "asus-rog-zenith-ii-extreme", "ASUS ROG Zenith II Extreme", "ASUS", map[string]any{"socket": "sTRX4", "memory_type": "DDR4"}),
		part(hw.KindMotherboard, "msi-mag-b650-tomahawk-wifi", "MSI MAG B650 TOMAHAWK WIFI", "MSI", map[string]any{"socket": "AM5", "memory_type": "DDR5"}),
		part(hw.KindMotherboard, "msi-pro-z690-a-wifi", "MSI PRO Z690-A WIFI (DDR5)", "MSI", map[string]any{"socket": "LGA1700", "memory_type": "DDR5"}),
		part(hw.KindCase, "fractal-design-meshify-2", "Fractal Design Meshify 2", "Fractal Design", nil),
		part(hw.KindCase, "fractal-design-meshify-2-compact", "Fractal Design Meshify 2 Compact", "Fractal Design", nil),
		part(hw.KindCooler, "noctua-nh-u14s-tr4-sp3", "Noctua NH-U14S TR4-SP3", "Noctua", nil),
		part(hw.KindCooler, "noctua-nh-d15", "Noctua NH-D15", "Noctua", nil),
	})
}

func TestResolve(t *testing.T) {
	ix := testIndex()
	for _, c := range []struct {
		kind hw.Kind
		text string
		want string // "" for no part; "?" for ambiguous
	}{
		// The examples.
		{hw.KindCPU, "AMD Ryzen 9 7950X 4.5 GHz 16-Core Processor", "amd-ryzen-9-7950x"},
		{hw.KindGPU, "NVIDIA Founders Edition GeForce RTX 4090 24 GB Video Card", "nvidia-geforce-rtx-4090-fe"},
		{hw.KindPSU, "Corsair RM1000x (2021) 1000 W 80+ Gold Certified Fully Modular ATX Power Supply", "corsair-rm1000x-2021"},
		{hw.KindMemory, "G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6000 CL30 Memory", "gskill-trident-z5-rgb-64gb-2x32gb-ddr5-6000"},
		// A model number is a whole word: the X3D is another CPU.
		{hw.KindCPU, "AMD Ryzen 9 7950X3D 4.2 GHz 16-Core Processor", "amd-ryzen-9-7950x3d"},
		{hw.KindCPU, "AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor", ""},
		// Cores contradict.
		{hw.KindCPU, "AMD Ryzen 9 7950X 4.5 GHz 12-Core Processor", ""},
		// A word every Threadripper shares may be left out.
		{hw.KindCPU, "AMD Threadripper 3970X 3.7 GHz 32-Core Processor", "amd-ryzen-threadripper-3970x"},
		// The old "Brand - Model" titles.
		{hw.KindCPU, "AMD - Threadripper 3970X 3.7GHz 32-Core Processor", "amd-ryzen-threadripper-3970x"},
		// A word the part lacks: the Ti is another card; so is "Ti" missing.
		{hw.KindGPU, "NVIDIA GeForce GTX 1080 8GB Founders Edition Video Card", "nvidia-geforce-gtx-1080-fe"},
		{hw.KindGPU, "NVIDIA GeForce GTX 1080 Ti 11GB Founders Edition Video Card", "nvidia-geforce-gtx-1080-ti-fe"},
		{hw.KindGPU, "NVIDIA GeForce RTX 3080 12 GB Founders Edition Video Card", ""},
		// A partner's card is not the Founders Edition…
		{hw.KindGPU, "EVGA FTW3 ULTRA GAMING GeForce RTX 4090 24 GB Video Card", ""},
		// …but a partner selling the Founders Edition is.
		{hw.KindGPU, "Asus - GeForce GTX 1080 Ti 11GB Founders Edition Video Card", "nvidia-geforce-gtx-1080-ti-fe"},
		// Words in the catalog's parentheses (the maker's part number).
		{hw.KindGPU, "Asus ROG STRIX GAMING OC GeForce RTX 4090 24 GB Video Card", "asus-rog-strix-geforce-rtx-4090-oc"},
		// Memory: layout, type and speed must agree.
		{hw.KindMemory, "G.Skill Trident Z5 RGB 32 GB (2 x 16 GB) DDR5-6000 CL30 Memory", ""},
		{hw.KindMemory, "G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6400 CL32 Memory", ""},
		{hw.KindMemory, "G.Skill Trident Z5 Neo RGB 64 GB (2 x 32 GB) DDR5-6000 CL30 Memory", "gskill-trident-z5-neo-rgb-64gb-2x32gb-ddr5-6000"},
		{hw.KindMemory, "Corsair Vengeance LPX 64GB (4 x 16GB) DDR4-3000 Memory", "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000"},
		{hw.KindMemory, "Corsair Vengeance LPX 64GB (4 x 16GB) DDR4-3200 Memory", ""},
		// Initials stand for a brand; capacity picks the drive.
		{hw.KindStorage, "Western Digital Black SN850X 1 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", "wd-black-sn850x-1tb"},
		{hw.KindStorage, "Western Digital WD_Black SN850X 2 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", "wd-black-sn850x-2tb"},
		{hw.KindStorage, "Western Digital Black SN850X 4 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", ""},
		// A series does not imply its variant.
		{hw.KindStorage, `Western Digital Red 8 TB 3.5" 5400RPM Internal Hard Drive`, ""},
		{hw.KindStorage, "Samsung 990 Pro 2 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", "samsung-990-pro-2tb"},
		// Wattage as a model number; "G+" is not "P2".
		{hw.KindPSU, "EVGA SuperNOVA P2 1600W 80+ Platinum Certified Fully-Modular ATX Power Supply", "evga-supernova-1600-p2"},
		{hw.KindPSU, "EVGA SuperNOVA 1600 G+ 1600 W 80+ Gold Certified Fully Modular ATX Power Supply", "evga-supernova-1600-g-plus"},
		{hw.KindPSU, "EVGA SuperNOVA 1300 G+ 1300 W 80+ Gold Certified Fully Modular ATX Power Supply", ""},
		// Two versions, and the title names neither.
		{hw.KindPSU, "Corsair RM850x 850 W 80+ Gold Certified Fully Modular ATX Power Supply", "?"},
		{hw.KindPSU, "Corsair RM850x (2021) 850 W 80+ Gold Certified Fully Modular ATX Power Supply", "corsair-rm850x-2021"},
		// Motherboards: an extra word, a socket, a memory type.
		{hw.KindMotherboard, "Asus ROG ZENITH II EXTREME ALPHA EATX sTRX4 Motherboard", ""},
		{hw.KindMotherboard, "Asus ROG Zenith II Extreme EATX sTRX4 Motherboard", "asus-rog-zenith-ii-extreme"},
		{hw.KindMotherboard, "MSI MAG B550 TOMAHAWK ATX AM4 Motherboard", ""},
		{hw.KindMotherboard, "MSI PRO Z690-A WIFI DDR4 ATX LGA1700 Motherboard", ""},
		{hw.KindMotherboard, "MSI PRO Z690-A WIFI ATX LGA1700 Motherboard", "msi-pro-z690-a-wifi"},
		// Cases: a variant word.
		{hw.KindCase, "Fractal Design Meshify 2 ATX Mid Tower Case", "fractal-design-meshify-2"},
		{hw.KindCase, "Fractal Design Meshify 2 Compact ATX Mid Tower Case", "fractal-design-meshify-2-compact"},
		{hw.KindCooler, "Noctua NH-U14S TR4-SP3 82.52 CFM CPU Cooler", "noctua-nh-u14s-tr4-sp3"},
		{hw.KindCooler, "Noctua NH-D15S chromax.black 82.51 CFM CPU Cooler", ""},
		// Never a part of another kind.
		{hw.KindGPU, "AMD Ryzen 9 7950X 4.5 GHz 16-Core Processor", ""},
		{hw.KindCase, "Noctua NH-D15 82.5 CFM CPU Cooler", ""},
		// Nothing at all.
		{hw.KindCPU, "", ""},
		{hw.KindCPU, "Processor", ""},
	} {
		r := ix.Resolve(c.text, c.kind)
		got := ""
		switch r.Status {
		case Resolved:
			got = r.Part.ID
			if r.Part.Kind != c.kind {
				t.Errorf("%s %q: resolved to %s, a %s", c.kind, c.text, got, r.Part.Kind)
			}
		case Ambiguous:
			got = "?"
		}
		if got != c.want {
			t.Errorf("%s %q: got %q, want %q (candidates %v, why %v)", c.kind, c.text, got, c.want, ids(r.Candidates), r.Why)
		}
	}
}

func TestResolveCode(t *testing.T) {
	ix := testIndex()
	const title = "G.Skill Ripjaws V Series Gaming 32 GB (2 x 16 GB) DDR4-3200 CL16 Memory"
	if r := ix.Resolve(title, hw.KindMemory); r.Status == Resolved {
		t.Fatalf("the title alone resolved to %s; the test needs a title that does not", r.Part.ID)
	}
	r := ix.ResolveCode(title, hw.KindMemory, "https://ca.pcpartpicker.com/product/kXbkcf/gskill-memory-f43200c16d32gvk")
	if r.Status != Resolved || r.Part.ID != "gskill-ripjaws-v-32gb-2x16gb-ddr4-3200" {
		t.Errorf("with the link: %v %v", r.Status, r.Part)
	}
	// A part number of another kind, or a contradicting title, decides nothing.
	if r := ix.ResolveCode(title, hw.KindGPU, "gskill-memory-f43200c16d32gvk"); r.Status == Resolved {
		t.Errorf("a memory part number resolved a GPU line to %s", r.Part.ID)
	}
	if r := ix.ResolveCode("G.Skill Ripjaws V 64 GB (2 x 32 GB) DDR4-3200 Memory", hw.KindMemory, "f43200c16d32gvk"); r.Status == Resolved {
		t.Errorf("a 64 GB title resolved to %s by a 32 GB kit's part number", r.Part.ID)
	}
}

func TestSearch(t *testing.T) {
	ix := testIndex()
	for _, c := range []struct {
		query string
		kind  hw.Kind
		first string   // the best hit
		among []string // ids in the hits
		none  []string // ids not in the hits
	}{
		{query: "7950x", first: "amd-ryzen-9-7950x", among: []string{"amd-ryzen-9-7950x3d"}},
		{query: "7800x3d", among: []string{"amd-ryzen-7-5800x3d", "intel-core-i7-7800x"}},
		{query: "RTX 4090", first: "nvidia-geforce-rtx-4090-fe", among: []string{"nvidia-geforce-rtx-4090-fe-used", "asus-rog-strix-geforce-rtx-4090-oc"}, none: []string{"nvidia-geforce-gtx-1080-fe"}},
		{query: "4090 rtx", first: "nvidia-geforce-rtx-4090-fe"},
		{query: "rtx4090", among: []string{"asus-rog-strix-geforce-rtx-4090-oc", "nvidia-geforce-rtx-4090-fe"}},
		{query: "RM1000x", first: "corsair-rm1000x-2021"},
		{query: "rm850", among: []string{"corsair-rm850x-2021", "corsair-rm850x-atx31"}},
		{query: "64 GB (2 x 32 GB)", among: []string{"gskill-trident-z5-rgb-64gb-2x32gb-ddr5-6000"}, none: []string{"gskill-ripjaws-v-32gb-2x16gb-ddr4-3200", "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000"}},
		{query: "DDR5-6000", among: []string{"gskill-trident-z5-neo-rgb-64gb-2x32gb-ddr5-6000"}, none: []string{"gskill-ripjaws-v-32gb-2x16gb-ddr4-3200"}},
		{query: "1000 W", first: "corsair-rm1000x-2021", none: []string{"corsair-rm850x-2021"}},
		{query: "24 GB", kind: hw.KindGPU, among: []string{"nvidia-geforce-rtx-4090-fe"}, none: []string{"nvidia-geforce-gtx-1080-fe"}},
		{query: "threadripper", among: []string{"amd-ryzen-threadripper-3970x", "amd-ryzen-threadripper-pro-5975wx"}},
		{query: "am5 motherboard", first: "msi-mag-b650-tomahawk-wifi"},
		{query: "noctua", kind: hw.KindCooler, among: []string{"noctua-nh-d15", "noctua-nh-u14s-tr4-sp3"}},
		{query: "nh-d15", first: "noctua-nh-d15"},
		{query: "meshify 2", first: "fractal-design-meshify-2"},
		{query: "wd black 2tb", first: "wd-black-sn850x-2tb"},
		{query: "mz-v9p2t0", first: "samsung-990-pro-2tb"},
		{query: "amd-ryzen-9-7950", first: "amd-ryzen-9-7950x"},
		{query: "RTX 4090", kind: hw.KindCPU, none: []string{"nvidia-geforce-rtx-4090-fe"}},
		{query: "zzzz qqqq"},
	} {
		hits := ix.Search(c.query, c.kind, 10)
		got := make([]string, len(hits))
		for i, h := range hits {
			got[i] = h.Part.ID
			if c.kind != "" && h.Part.Kind != c.kind {
				t.Errorf("%q --kind %s: hit %s is a %s", c.query, c.kind, h.Part.ID, h.Part.Kind)
			}
		}
		if c.first != "" && (len(got) == 0 || got[0] != c.first) {
			t.Errorf("%q: first hit %v, want %s", c.query, got, c.first)
		}
		for _, id := range c.among {
			if !contains(got, id) {
				t.Errorf("%q: %s not in %v", c.query, id, got)
			}
		}
		for _, id := range c.none {
			if contains(got, id) {
				t.Errorf("%q: %s should not be in %v", c.query, id, got)
			}
		}
		if c.first == "" && c.among == nil && c.none == nil && len(got) > 0 {
			t.Errorf("%q: want no hits, got %v", c.query, got)
		}
	}
}

// TestBounds checks that the work a text causes is bounded by its first
// MaxQueryBytes bytes and MaxTokens words, whatever its length.
func TestBounds(t *testing.T) {
	huge := strings.Repeat("rtx 4090 64 gb (2 x 32 gb) ", 4<<20/27)
	q := newQuery(huge, "")
	if len(q.ident) > MaxTokens {
		t.Errorf("%d words kept of a 4 MiB text, want at most %d", len(q.ident), MaxTokens)
	}
	if n := len(normalise(huge)); n > MaxQueryBytes {
		t.Errorf("normalise kept %d bytes", n)
	}
	word := strings.Repeat("x", 1<<20)
	if ts := tokenize(normalise(word)); len(ts) != 1 || len(ts[0].s) > MaxTokenBytes {
		t.Errorf("one long word: %d tokens", len(ts))
	}
	ix := testIndex()
	_ = ix.Search(huge, "", 5)
	_ = ix.Resolve(huge, hw.KindGPU)
	_ = ix.ResolveCode(huge, hw.KindGPU, huge)
	// Invalid UTF-8 and control characters are words' ends, not panics.
	_ = ix.Search("\xff\xfe\x00rtx\x1b[31m4090", "", 5)
}

func BenchmarkSearchHuge(b *testing.B) {
	ix := testIndex()
	huge := strings.Repeat("rtx 4090 ", 4<<20/9)
	for b.Loop() {
		ix.Search(huge, "", 5)
	}
}

func BenchmarkResolve(b *testing.B) {
	ix := testIndex()
	for b.Loop() {
		ix.Resolve("G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6000 CL30 Memory", hw.KindMemory)
	}
}

func FuzzResolve(f *testing.F) {
	f.Add("NVIDIA Founders Edition GeForce RTX 4090 24 GB Video Card", "https://pcpartpicker.com/product/x/y")
	f.Add("64 GB (2 x 32 GB) DDR5-6000 CL30", "")
	f.Add("((((]]]] 80++ ddr5-", "f43200c16d32gvk")
	ix := testIndex()
	f.Fuzz(func(t *testing.T, text, code string) {
		for _, k := range hw.Roles {
			r := ix.ResolveCode(text, k, code)
			if r.Status == Resolved && r.Part.Kind != k {
				t.Fatalf("%q resolved to a %s for %s", text, r.Part.Kind, k)
			}
		}
		ix.Search(text, "", 5)
	})
}

func ids(ps []*hw.Part) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}
