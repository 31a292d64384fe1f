package catalog

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func TestEmbeddedLoadsClean(t *testing.T) {
	c, diags := Embedded()
	for _, d := range diags {
		t.Errorf("%s:%d: %s: %s", d.Range.Filename, d.Range.Start.Line, d.Rule, d.Message)
	}
	// The parts the example builds and the seed article rely on.
	for _, id := range []string{"amd-ryzen-threadripper-1920x", "fractal-design-celsius-s24", "msi-x399-sli-plus",
		"corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000", "nvidia-geforce-gtx-1080-ti-fe", "asus-geforce-rtx-2080-ti-turbo",
		"samsung-970-evo-1tb", "evga-supernova-1600-p2", "lian-li-pc-o11-air", "intel-core-i7-7820x", "intel-core-i9-7900x",
		"amd-ryzen-9-7950x", "nvidia-geforce-rtx-3090-fe", "nvidia-geforce-rtx-4090-fe", "samsung-870-evo-1tb", "seagate-ironwolf-8tb",
		"aws-p3-2xlarge", "aws-p3-8xlarge"} {
		if c.Lookup(id) == nil {
			t.Errorf("embedded catalog lacks %s", id)
		}
	}
}

func TestExtendsAndDuplicates(t *testing.T) {
	f, d := hclfile.Parse("t.hcl", []byte(`
part "gpu" "base-card" {
  name = "Base"
  brand = "X"
  vram_gb = 8
  tdp_w = 200
  slot_width = 2
  length_mm = 250
  cooler = "blower"
  pcie_gen = 4
}
part "gpu" "base-card-oc" {
  name    = "Base OC"
  extends = "base-card"
  tdp_w   = 230
}
part "gpu" "loop-a" {
  name    = "A"
  extends = "loop-b"
}
part "gpu" "loop-b" {
  name    = "B"
  extends = "loop-a"
}
part "cpu" "base-card" {
  name = "dup"
}
`))
	if len(d) != 0 {
		t.Fatal(d)
	}
	c, diags := Build([]*hclfile.File{f}, false)
	oc := c.Lookup("base-card-oc")
	if v, _ := oc.Num("tdp_w"); v != 230 {
		t.Errorf("tdp_w = %v, want the variant's 230", v)
	}
	if v, _ := oc.Num("vram_gb"); v != 8 {
		t.Errorf("vram_gb = %v, want 8 inherited", v)
	}
	rules := map[string]int{}
	for _, d := range diags {
		rules[d.Rule]++
	}
	if rules["duplicate-id"] != 1 {
		t.Errorf("duplicate-id reported %d times, want 1: %v", rules["duplicate-id"], diags)
	}
	cycles := 0
	for _, d := range diags {
		if d.Rule == "schema" && len(d.Message) > 13 && d.Message[:13] == "extends cycle" {
			cycles++
		}
	}
	if cycles == 0 {
		t.Errorf("no extends cycle reported: %v", diags)
	}
	_ = hw.KindGPU
}

// BenchmarkCatalogLoad measures loading the embedded catalog, which every
// command does once at start-up: reading catalog.bin's index (the parts
// are decoded when first asked for), then looking up the nine parts of
// builds/seed-4gpu.hcl, as validating one build does.
func BenchmarkCatalogLoad(b *testing.B) {
	ids := []string{"amd-ryzen-threadripper-1920x", "fractal-design-celsius-s24", "msi-x399-sli-plus", "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000",
		"nvidia-geforce-gtx-1080-ti-fe", "samsung-970-evo-1tb", "seagate-ironwolf-8tb", "evga-supernova-1600-p2", "lian-li-pc-o11-air"}
	b.ReportAllocs()
	for b.Loop() {
		c, d := loadEmbedded()
		if c.Len() == 0 || len(d) > 0 {
			b.Fatal("catalog did not load")
		}
		for _, id := range ids {
			if c.Lookup(id) == nil {
				b.Fatalf("%s is not in the catalog", id)
			}
		}
	}
}

// TestCompiledIsFresh fails when catalog.bin was not regenerated after the
// HCL changed (run `go generate ./catalog`), and checks that it decodes to
// exactly what parsing the HCL gives.
func TestCompiledIsFresh(t *testing.T) {
	set, err := decodeSet(bytes.NewReader(compiled), int64(len(compiled)), SourceHash(), [32]byte{})
	if err != nil {
		t.Fatal("catalog.bin is stale or corrupt: run `go generate ./catalog`")
	}
	if b, err := CompileEmbedded(); err != nil || !bytes.Equal(b, compiled) {
		t.Errorf("compiling the HCL again does not give catalog.bin's bytes (%v): the encoding is not deterministic", err)
	}
	parts := set.parts("")
	c, _ := parseEmbedded()
	if len(parts) != len(c.own) {
		t.Fatalf("catalog.bin has %d parts, the HCL %d", len(parts), len(c.own))
	}
	for i, p := range c.Parts("") {
		if q := parts[i]; !reflect.DeepEqual(p.Clone(), q.Clone()) { // Clone: the data, not the cached views
			t.Fatalf("part %s differs between catalog.bin and the HCL:\n%#v\n%#v", p.ID, q, p)
		}
	}
}

// BenchmarkCatalogLoadAll measures loading the embedded catalog and
// decoding every part, as listing, searching and pick do.
func BenchmarkCatalogLoadAll(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if c, d := loadEmbedded(); len(c.Parts("")) == 0 || len(d) > 0 {
			b.Fatal("catalog did not load")
		}
	}
}

func BenchmarkCatalogParseHCL(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		parseEmbedded()
	}
}

// A variant inherits its parent's slot tables unless it declares its own,
// which then replace them whole (positions are all or nothing per board).
func TestExtendsSlotTables(t *testing.T) {
	f, d := hclfile.Parse("t.hcl", []byte(`
part "motherboard" "base-board" {
  name = "Base"
  brand = "X"
  socket = "AM5"
  chipset = "X670E"
  form_factor = "ATX"
  memory_type = "DDR5"
  memory_slots = 4
  pcie_slot {
    position = 1
    size = 16
    lanes = 16
    gen = 5
  }
  pcie_slot {
    position = 4
    size = 16
    lanes = 4
    gen = 4
    source = "chipset"
  }
  m2_slot {
    interface = "nvme"
    source = "cpu"
  }
}
part "motherboard" "base-board-same" {
  name    = "Same slots"
  extends = "base-board"
}
part "motherboard" "base-board-own" {
  name    = "Own slots"
  extends = "base-board"
  pcie_slot {
    size = 16
    lanes = 8
    gen = 5
  }
}
`))
	if len(d) != 0 {
		t.Fatal(d)
	}
	c, diags := Build([]*hclfile.File{f}, false)
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	same := c.Lookup("base-board-same")
	if len(same.Slots) != 2 || same.Slots[1].Position != 4 || same.Slots[1].Source != "chipset" || len(same.M2) != 1 {
		t.Errorf("the variant did not inherit the slot tables: %+v %+v", same.Slots, same.M2)
	}
	own := c.Lookup("base-board-own")
	if len(own.Slots) != 1 || own.Slots[0].Lanes != 8 || own.SlotPositions() {
		t.Errorf("the variant's own slot list did not replace the parent's: %+v", own.Slots)
	}
	if len(own.M2) != 1 {
		t.Errorf("the m2_slot table is inherited on its own: %+v", own.M2)
	}
}

// TestCatalogSockets: hw.CatalogSockets is the set of sockets the embedded
// CPUs and boards use, and every embedded cooler lists only those, which
// is what lets cooler-socket read an embedded cooler's silence on another
// socket as unknown.
func TestCatalogSockets(t *testing.T) {
	c, _ := Embedded()
	used := map[string]bool{}
	for _, k := range []hw.Kind{hw.KindCPU, hw.KindMotherboard} {
		for _, p := range c.Parts(k) {
			used[p.Attrs["socket"].Str] = true
		}
	}
	var got []string
	for s := range used {
		got = append(got, s)
	}
	slices.Sort(got)
	want := slices.Sorted(slices.Values(hw.CatalogSockets))
	if !slices.Equal(got, want) {
		t.Errorf("embedded CPUs and boards use sockets %v; hw.CatalogSockets is %v", got, want)
	}
	for _, p := range c.Parts(hw.KindCooler) {
		for _, s := range p.Cooler().Sockets {
			if !slices.Contains(hw.CatalogSockets, s) {
				t.Errorf("cooler %s lists %s, which is not in hw.CatalogSockets", p.ID, s)
			}
		}
	}
}

// A layer opened from a set file decodes a part only when it is asked
// for: a build file's part that extends a part of the layer, which
// extends another, decodes the two of the chain, not the layer.
func TestLayerDecodesWhatIsAsked(t *testing.T) {
	emb, _ := Embedded()
	var src strings.Builder
	src.WriteString("part \"gpu\" \"t-0\" {\n  name    = \"T 0\"\n  extends = \"nvidia-geforce-rtx-4090-fe\"\n}\n")
	src.WriteString("part \"gpu\" \"t-1\" {\n  name    = \"T 1\"\n  extends = \"t-0\"\n}\n")
	for i := 2; i < 50; i++ {
		fmt.Fprintf(&src, "part \"gpu\" \"t-%d\" {\n  name    = \"T %d\"\n  extends = \"nvidia-geforce-rtx-4090-fe\"\n}\n", i, i)
	}
	folder, d := emb.Merge([]*hclfile.File{parse(t, "folder.hcl", src.String())})
	if len(d) > 0 {
		t.Fatalf("%d problems, the first: %v", len(d), d[0])
	}
	data, err := EncodeSet(folder.Added(), [32]byte{1}, [32]byte{2}, []byte("extra"))
	if err != nil {
		t.Fatal(err)
	}
	layer, extra, err := OpenLayer(emb, bytes.NewReader(data), int64(len(data)), [32]byte{1}, [32]byte{2})
	if err != nil || string(extra) != "extra" {
		t.Fatalf("OpenLayer: %v, extra %q", err, extra)
	}
	if _, _, err := OpenLayer(emb, bytes.NewReader(data), int64(len(data)), [32]byte{1}, [32]byte{3}); err == nil {
		t.Error("a set file of another key opened")
	}
	c, d := layer.Merge([]*hclfile.File{parse(t, "b.hcl", "part \"gpu\" \"mine\" {\n  name    = \"Mine\"\n  extends = \"t-1\"\n}\n")})
	if w, _ := c.Lookup("mine").Num("tdp_w"); len(d) > 0 || w != 450 {
		t.Fatalf("the variant did not inherit: %v", d)
	}
	decoded := 0
	for _, p := range layer.set.decoded {
		if p != nil {
			decoded++
		}
	}
	if decoded != 2 {
		t.Errorf("the merge decoded %d of the layer's parts, want the 2 of the chain", decoded)
	}
	if n := len(layer.Added()); n != 50 {
		t.Errorf("the layer added %d parts, want 50", n)
	}
}
