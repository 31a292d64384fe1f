package match

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// community is part with data_source = "opendb".
func community(k hw.Kind, id, name, brand string, attrs map[string]any) *hw.Part {
	attrs["data_source"] = "opendb"
	return part(k, id, name, brand, attrs)
}

// variantIndex holds parts the way a catalog with an OpenDB import has
// them: colour and OEM/tray variants, community copies of curated parts,
// and names whose words a shop's title implies or writes run together.
func variantIndex() *Index {
	ddr3 := func(id, colour string) *hw.Part {
		return community(hw.KindMemory, id, "Corsair Vengeance "+colour+" DDR3-1600 CL9 8GB (2x4GB)", "Corsair",
			map[string]any{"type": "DDR3", "modules": 2, "module_gb": 4, "speed_mts": 1600})
	}
	return New([]*hw.Part{
		ddr3("corsair-vengeance-black-blue-ddr3-1600-cl9-8gb-2x4gb", "Black / Blue"),
		ddr3("corsair-vengeance-black-red-ddr3-1600-cl9-8gb-2x4gb", "Black / Red"),
		community(hw.KindCPU, "amd-ryzen-5-2600", "AMD Ryzen 5 2600", "AMD", map[string]any{"cores": 6, "socket": "AM4", "stock_cooler": true}),
		community(hw.KindCPU, "amd-ryzen-5-2600-oem-tray", "AMD Ryzen 5 2600 OEM/Tray", "AMD", map[string]any{"cores": 6, "socket": "AM4"}),
		part(hw.KindMotherboard, "asus-rog-strix-b450-f-gaming", "ASUS ROG STRIX B450-F GAMING", "ASUS", map[string]any{"socket": "AM4", "form_factor": "ATX", "chipset": "B450"}),
		community(hw.KindMotherboard, "asus-rog-strix-b450-f-gaming-ddr4-atx", "Asus ROG STRIX B450-F GAMING DDR4 ATX", "ASUS", map[string]any{"socket": "AM4", "form_factor": "ATX", "chipset": "B450", "memory_slots": 4}),
		community(hw.KindMotherboard, "gigabyte-b75-ga-b75m-d3h", "Gigabyte B75 GA-B75M-D3H LGA1155 DDR3 Micro ATX", "Gigabyte", map[string]any{"socket": "LGA1155", "form_factor": "Micro-ATX", "chipset": "B75"}),
		community(hw.KindMotherboard, "msi-z170-a-sli", "MSI Z170 A SLI DDR4 ATX", "MSI", map[string]any{"socket": "LGA1151", "form_factor": "ATX", "chipset": "Z170"}),
		community(hw.KindMotherboard, "asus-rog-strix-x670e-i-gaming-wifi", "Asus ROG STRIX X670E-I GAMING WIFI Mini ITX", "ASUS", map[string]any{"socket": "AM5", "form_factor": "Mini-ITX", "chipset": "X670E"}),
		community(hw.KindMotherboard, "asus-rog-strix-x670e-f-gaming-wifi", "Asus ROG STRIX X670E-F GAMING WIFI ATX", "ASUS", map[string]any{"socket": "AM5", "form_factor": "ATX", "chipset": "X670E"}),
		community(hw.KindStorage, "adata-premier-sp550-120gb", "ADATA Premier SP550 120GB SSD 2.5\" SATA 6.0 Gb/s", "ADATA", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 120}),
		community(hw.KindStorage, "kingston-a400-240gb-m2", "Kingston A400 240GB SSD M.2-2280 SATA", "Kingston", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "m.2", "capacity_gb": 240}),
		community(hw.KindStorage, "seagate-barracuda-1-5tb", "Seagate BarraCuda 1.5TB 3.5\" HDD 7200RPM SATA", "Seagate", map[string]any{"type": "hdd", "interface": "sata", "form_factor": "3.5", "capacity_gb": 1000}),
		community(hw.KindStorage, "seagate-barracuda-2tb-5900", "Seagate BarraCuda 2TB 3.5\" HDD 5900RPM SATA", "Seagate", map[string]any{"type": "hdd", "interface": "sata", "form_factor": "3.5", "capacity_gb": 2000}),
		community(hw.KindCooler, "cooler-master-hyper-212-evo", "Cooler Master Hyper 212 EVO Air 159mm 82.9 CFM Sleeve Bearing", "Cooler Master", map[string]any{"type": "air"}),
		community(hw.KindStorage, "samsung-850-evo-500gb", "Samsung 850 EVO 500GB SSD 2.5\" SATA 6.0 Gb/s", "Samsung", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 500}),
		community(hw.KindStorage, "wd-blue-2tb-hdd", "Western Digital Blue 2TB 2.5\" HDD 5400RPM SATA", "Western Digital", map[string]any{"type": "hdd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 2000}),
		community(hw.KindStorage, "wd-blue-2tb-ssd", "Western Digital Blue 2TB SSD 2.5\" SATA 6.0 Gb/s", "Western Digital", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 2000}),
		community(hw.KindStorage, "wd-black-sn770-250gb", "Western Digital Black SN770 250GB SSD M.2 PCIe 4.0 NVMe", "Western Digital", map[string]any{"type": "ssd", "interface": "nvme", "form_factor": "m.2", "capacity_gb": 250}),
		community(hw.KindPSU, "corsair-cx430", "Corsair CX430 430W Non-Modular 80 PLUS Bronze", "Corsair", map[string]any{"wattage_w": 430, "efficiency": "80+ Bronze", "form_factor": "ATX"}),
		community(hw.KindPSU, "corsair-ax760", "Corsair AX760 760W 80 PLUS Platinum Fully Modular", "Corsair", map[string]any{"wattage_w": 760, "efficiency": "80+ Platinum", "form_factor": "ATX"}),
		community(hw.KindMotherboard, "asus-trx40-zenith-ii-extreme-alpha", "Asus TRX40 ROG Zenith II Extreme Alpha DDR4 EATX", "ASUS", map[string]any{"socket": "sTRX4", "form_factor": "E-ATX", "chipset": "TRX40"}),
		community(hw.KindGPU, "msi-ventus-oc-rtx-2070-super", "MSI VENTUS OC GeForce RTX 2070 SUPER 8GB GDDR6 Black / Silver", "MSI", map[string]any{"vram_gb": 8}),
	})
}

func TestVariantsAndImpliedWords(t *testing.T) {
	ix := variantIndex()
	for _, c := range []struct {
		kind hw.Kind
		text string
		want string // "" for no part
		note string // a piece of the note, when one is expected
	}{
		// Colour variants, equal for every rule: the one with the most
		// numbers, else the first by id, and the note says so.
		{hw.KindMemory, "Corsair Vengeance 8GB (2 x 4GB) DDR3-1600 Memory", "corsair-vengeance-black-blue-ddr3-1600-cl9-8gb-2x4gb", "colour or packaging variants"},
		// A colour the text names is not left out.
		{hw.KindMemory, "Corsair Vengeance White 8GB (2 x 4GB) DDR3-1600 Memory", "", ""},
		// Retail over OEM/tray when the text says neither; the tray part
		// when it says so.
		{hw.KindCPU, "AMD Ryzen 5 2600 3.4 GHz 6-Core Processor", "amd-ryzen-5-2600", "not the OEM/tray one"},
		{hw.KindCPU, "AMD Ryzen 5 2600 OEM/Tray 3.4 GHz 6-Core Processor", "amd-ryzen-5-2600-oem-tray", ""},
		// The curated part over a community copy of it.
		{hw.KindMotherboard, "Asus ROG STRIX B450-F GAMING ATX AM4 Motherboard", "asus-rog-strix-b450-f-gaming", "the curated part over 1 community copy"},
		// Words the title implies: the chipset of a board, "SSD" and
		// "SATA" of a 2.5" Solid State Drive, "Air" of a cooler, the
		// graphics memory and the colour of a card.
		{hw.KindMotherboard, "Gigabyte GA-B75M-D3H Micro ATX LGA1155 Motherboard", "gigabyte-b75-ga-b75m-d3h", ""},
		{hw.KindStorage, "A-Data Premier SP550 120GB 2.5\" Solid State Drive", "adata-premier-sp550-120gb", ""},
		{hw.KindCooler, "Cooler Master Hyper 212 EVO 82.9 CFM Sleeve Bearing CPU Cooler", "cooler-master-hyper-212-evo", ""},
		{hw.KindGPU, "MSI VENTUS OC GeForce RTX 2070 SUPER 8 GB Video Card", "msi-ventus-oc-rtx-2070-super", ""},
		// Words written together: "Z170A" for "Z170 A".
		{hw.KindMotherboard, "MSI Z170A SLI ATX LGA1151 Motherboard", "msi-z170-a-sli", ""},
		// Shop words ("EVO-Series"), a drive type, a PCIe generation, a
		// model number written apart ("AX 760 W" for "AX760"), a chipset
		// that is the name's only number.
		{hw.KindStorage, "Samsung 850 EVO-Series 500GB 2.5\" Solid State Drive", "samsung-850-evo-500gb", ""},
		{hw.KindStorage, "Western Digital Blue 2 TB 2.5\" Solid State Drive", "wd-blue-2tb-ssd", ""},
		{hw.KindStorage, "Western Digital Black SN770 250 GB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive", "wd-black-sn770-250gb", ""},
		{hw.KindPSU, "Corsair AX 760 W 80+ Platinum Certified Fully Modular ATX Power Supply", "corsair-ax760", ""},
		{hw.KindMotherboard, "Asus ROG ZENITH II EXTREME ALPHA EATX sTRX4 Motherboard", "asus-trx40-zenith-ii-extreme-alpha", ""},
		// Modularity is an attribute: the semi-modular line is not the
		// non-modular unit.
		{hw.KindPSU, "Corsair CX 430 W 80+ Bronze Certified Semi-modular ATX Power Supply", "", ""},
		// A form factor, a drive size, a capacity the name states and a
		// spindle speed are attributes: a text that says otherwise is
		// another product.
		{hw.KindMotherboard, "Asus ROG STRIX X670E-I GAMING WIFI ATX AM5 Motherboard", "", ""},
		{hw.KindStorage, "Kingston A400 240 GB 2.5\" Solid State Drive", "", ""},
		{hw.KindStorage, "Seagate Barracuda 1TB 3.5\" 7200RPM Internal Hard Drive", "", ""},
		{hw.KindStorage, "Seagate Barracuda 2TB 3.5\" 7200RPM Internal Hard Drive", "", ""},
	} {
		r := ix.Resolve(c.text, c.kind)
		got := ""
		if r.Status == Resolved {
			got = r.Part.ID
		}
		if got != c.want {
			t.Errorf("%s %q: got %q (%s), want %q; why %v", c.kind, c.text, got, r.Status, c.want, r.Why)
			continue
		}
		if !strings.Contains(r.Note, c.note) {
			t.Errorf("%s %q: note %q, want it to say %q", c.kind, c.text, r.Note, c.note)
		}
	}
}

// Parts that fit a text alike but differ in a number a rule reads stay
// ambiguous: the CPU with its cooler and the one without are not one.
func TestUnequalVariantsStayAmbiguous(t *testing.T) {
	ix := New([]*hw.Part{
		community(hw.KindCPU, "x-cpu", "AMD Ryzen 5 2600", "AMD", map[string]any{"cores": 6, "stock_cooler": true}),
		community(hw.KindCPU, "x-cpu-b", "AMD Ryzen 5 2600", "AMD", map[string]any{"cores": 6, "stock_cooler": false}),
	})
	if r := ix.Resolve("AMD Ryzen 5 2600 3.4 GHz 6-Core Processor", hw.KindCPU); r.Status != Ambiguous {
		t.Errorf("got %s %v, want ambiguous", r.Status, r.Part)
	}
}

// The form factor of a line weighs in the ranking of suggestions: an ATX
// line's closest boards are ATX before Mini-ITX.
func TestSearchWeighsFormFactor(t *testing.T) {
	ix := variantIndex()
	hits := ix.Search("ROG STRIX X670E-E GAMING WIFI ATX", hw.KindMotherboard, 3)
	if len(hits) == 0 || hits[0].Part.ID != "asus-rog-strix-x670e-f-gaming-wifi" {
		var got []string
		for _, h := range hits {
			got = append(got, h.Part.ID)
		}
		t.Errorf("hits %v, want the ATX X670E-F first", got)
	}
	// Even an ATX board that shares fewer words ranks before the Mini-ITX
	// board of the line's family (the embedded catalog has no X670E-E).
	ix = New([]*hw.Part{
		part(hw.KindMotherboard, "asus-rog-strix-x670e-i-gaming-wifi", "ASUS ROG Strix X670E-I Gaming WiFi", "ASUS", map[string]any{"socket": "AM5", "form_factor": "Mini-ITX"}),
		part(hw.KindMotherboard, "asus-rog-crosshair-x670e-hero", "ASUS ROG Crosshair X670E Hero", "ASUS", map[string]any{"socket": "AM5", "form_factor": "ATX"}),
		part(hw.KindMotherboard, "asus-proart-x670e-creator-wifi", "ASUS ProArt X670E-CREATOR WIFI", "ASUS", map[string]any{"socket": "AM5", "form_factor": "ATX"}),
		part(hw.KindMotherboard, "asus-rog-strix-b550-f-gaming-wifi", "ASUS ROG Strix B550-F Gaming WiFi", "ASUS", map[string]any{"socket": "AM4", "form_factor": "ATX"}),
		part(hw.KindMotherboard, "asus-rog-strix-z790-e-gaming-wifi", "ASUS ROG Strix Z790-E Gaming WiFi", "ASUS", map[string]any{"socket": "LGA1700", "form_factor": "ATX"}),
		part(hw.KindMotherboard, "msi-mag-b650-tomahawk-wifi", "MSI MAG B650 Tomahawk WiFi", "MSI", map[string]any{"socket": "AM5", "form_factor": "ATX"}),
	})
	hits = ix.Search("ROG STRIX X670E-E GAMING WIFI ATX", hw.KindMotherboard, 3)
	if len(hits) < 2 || hits[0].Part.ID == "asus-rog-strix-x670e-i-gaming-wifi" {
		var got []string
		for _, h := range hits {
			got = append(got, h.Part.ID)
		}
		t.Errorf("hits %v, want an ATX board before the Mini-ITX X670E-I", got)
	}
}

// Finishes, shop words and numbers written differently: a colour the
// catalog name does not state, a capacity rounded to one decimal, a model
// number repeated as the wattage, "Line", "Computer Case" and a series
// name shops leave out. Each case would fail if its rule broke.
func TestFinishesAndShopSpellings(t *testing.T) {
	ix := New([]*hw.Part{
		part(hw.KindCooler, "noctua-nh-u14s", "Noctua NH-U14S", "Noctua", map[string]any{"type": "air", "height_mm": 165}),
		community(hw.KindCooler, "noctua-nh-u14s-chromax", "Noctua NH-U14S chromax.black Air 165mm Black", "Noctua", map[string]any{"type": "air", "height_mm": 165}),
		community(hw.KindCooler, "zeta-breeze-400", "Zeta Breeze 400 Air 150mm", "Zeta", map[string]any{"type": "air", "height_mm": 150}),
		community(hw.KindCooler, "zeta-breeze-400-white", "Zeta Breeze 400 Air 155mm White", "Zeta", map[string]any{"type": "air", "height_mm": 155}),
		community(hw.KindStorage, "acme-x1-1-05tb", "Acme X1 1.05 TB SSD 2.5\" SATA", "Acme", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 1050}),
		community(hw.KindPSU, "seasonic-core-gm-650", "SeaSonic CORE GM 650W Semi-Modular 80+ Gold", "SeaSonic", map[string]any{"wattage_w": 650, "efficiency": "80+ Gold", "form_factor": "ATX"}),
		community(hw.KindMemory, "teamgroup-elite-ddr4-2666-8gb", "TeamGroup Elite DDR4-2666 CL19 8GB (1x8GB)", "TeamGroup", map[string]any{"type": "DDR4", "modules": 1, "module_gb": 8, "speed_mts": 2666}),
		community(hw.KindCase, "phanteks-eclipse-p300", "Phanteks Eclipse P300 ATX Mid Tower Computer Case, Black", "Phanteks", map[string]any{}),
		community(hw.KindCase, "corsair-obsidian-750d", "Obsidian Series 750D Full Tower Case", "Corsair", map[string]any{}),
	})
	for _, c := range []struct {
		kind       hw.Kind
		text, want string
		note       string
	}{
		// A finish the curated name does not state: the curated part, over
		// the community copy that names the finish.
		{hw.KindCooler, "Noctua NH-U14S chromax.black 82.52 CFM CPU Cooler", "noctua-nh-u14s", "the curated part over 1 community copy"},
		{hw.KindCooler, "Noctua NH-U14S chromax.black 82.52 CFM CPU Cooler", "noctua-nh-u14s", `"chromax", "black" is a finish`},
		{hw.KindCooler, "Noctua NH-U14S 82.52 CFM CPU Cooler", "noctua-nh-u14s", "the curated part"},
		// A text that names no colour names the part whose name states
		// none, not its White variant.
		{hw.KindCooler, "Zeta Breeze 400 CPU Cooler", "zeta-breeze-400", "states no colour"},
		{hw.KindCooler, "Zeta Breeze 400 White CPU Cooler", "zeta-breeze-400-white", ""},
		// A colour no name states is a finish of the part whose name
		// states none.
		{hw.KindCooler, "Zeta Breeze 400 Red CPU Cooler", "zeta-breeze-400", `"red" is a finish`},
		// "1.1TB" is whatever rounds to it; "1.2TB" is not 1050 GB.
		{hw.KindStorage, "Acme X1 1.1TB 2.5\" Solid State Drive", "acme-x1-1-05tb", ""},
		{hw.KindStorage, "Acme X1 1.2TB 2.5\" Solid State Drive", "", ""},
		// "650 Gold 650 W": the bare 650 is the wattage the text states;
		// a bare number it does not state stays a model word.
		{hw.KindPSU, "SeaSonic CORE GM 650 Gold 650 W 80+ Gold Certified Semi-modular ATX Power Supply", "seasonic-core-gm-650", ""},
		{hw.KindPSU, "SeaSonic CORE GM 750 Gold 650 W 80+ Gold Certified Semi-modular ATX Power Supply", "", ""},
		{hw.KindMemory, "TeamGroup - Elite Line 8GB (1 x 8GB) DDR4-2666 Memory", "teamgroup-elite-ddr4-2666-8gb", ""},
		{hw.KindCase, "Phanteks Eclipse P300 ATX Mid Tower Case", "phanteks-eclipse-p300", ""},
		// The series a name gives may go unsaid, not the model number.
		{hw.KindCase, "Corsair 750D ATX Full Tower Case", "corsair-obsidian-750d", ""},
		{hw.KindCase, "Corsair Obsidian 750D ATX Full Tower Case", "corsair-obsidian-750d", ""},
		{hw.KindCase, "Corsair Graphite 750D ATX Full Tower Case", "", ""},
	} {
		r := ix.Resolve(c.text, c.kind)
		got := ""
		if r.Status == Resolved {
			got = r.Part.ID
		}
		if got != c.want {
			t.Errorf("%s %q: got %q (%s), want %q; why %v", c.kind, c.text, got, r.Status, c.want, r.Why)
			continue
		}
		if !strings.Contains(r.Note, c.note) {
			t.Errorf("%s %q: note %q, want it to say %q", c.kind, c.text, r.Note, c.note)
		}
	}
}

// A community part number in the product link picks, among the parts the
// title fits, the one it names; it never picks a part the title does not
// fit, nor one whose number is only the start of the link's word.
func TestPartNumberInLink(t *testing.T) {
	drive := func(id string, pns ...string) *hw.Part {
		return community(hw.KindStorage, id, "Acme Blue 1TB SSD 2.5\" SATA", "Acme", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 1000, "part_numbers": pns})
	}
	ix := New([]*hw.Part{
		drive("acme-blue-1tb-a", "ABS100T1B0A"),
		drive("acme-blue-1tb-b", "ABS100T2B0A"),
		community(hw.KindStorage, "zeta-red-1tb", "Zeta Red 1TB SSD 2.5\" SATA", "Zeta", map[string]any{"type": "ssd", "interface": "sata", "form_factor": "2.5", "capacity_gb": 1000, "part_numbers": []string{"ABS100T3B0A"}}),
		community(hw.KindCPU, "acme-core-9900", "Acme Core 9900", "Acme", map[string]any{"cores": 8, "part_numbers": []string{"BX80684I99900"}}),
		community(hw.KindCPU, "acme-core-9900k", "Acme Core 9900K", "Acme", map[string]any{"cores": 8}),
	})
	title := "Acme Blue 1 TB 2.5\" Solid State Drive"
	for _, c := range []struct {
		kind        hw.Kind
		title, link string
		want        string
	}{
		{hw.KindStorage, title, "https://pcpartpicker.com/product/x/acme-blue-1tb-25-solid-state-drive-abs100t2b0a", "acme-blue-1tb-b"},
		{hw.KindStorage, title, "https://pcpartpicker.com/product/x/acme-blue-1tb-25-solid-state-drive-abs100t1b0a", "acme-blue-1tb-a"},
		// Another maker's part carries the number: the title does not
		// fit it, so the title's own choice stands.
		{hw.KindStorage, title, "https://pcpartpicker.com/product/x/acme-blue-abs100t3b0a", "acme-blue-1tb-a"},
		// A number that is only the start of the link's word is not in it.
		{hw.KindStorage, title, "https://pcpartpicker.com/product/x/acme-blue-abs100t2b0ax", "acme-blue-1tb-a"},
		{hw.KindCPU, "Acme Core 9900K 3.6 GHz 8-Core Processor", "https://pcpartpicker.com/product/x/acme-core-9900k-bx80684i99900k", "acme-core-9900k"},
	} {
		r := ix.ResolveCode(c.title, c.kind, c.link)
		got := ""
		if r.Status == Resolved {
			got = r.Part.ID
		}
		if got != c.want {
			t.Errorf("%q %s: got %q (%s, %v), want %q", c.title, c.link, got, r.Status, r.Why, c.want)
		}
	}
}
