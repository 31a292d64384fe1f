package catalog

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestSuggestIDs: the "did you mean" of an unknown part id finds the part a
// user meant, both for a typo of an id (edit distance is best there) and
// for an id written from the product's name (where the search ranking is).
func TestSuggestIDs(t *testing.T) {
	cat, _ := Embedded()
	for _, c := range []struct {
		id   string
		kind hw.Kind
		want string // the first suggestion
	}{
		// Typos: one or two edits from the id.
		{"evga-supernova-1600-p3", hw.KindPSU, "evga-supernova-1600-p2"},
		{"asus-ws-x299-sag", hw.KindMotherboard, "asus-ws-x299-sage"},
		{"intel-core-i7-7820", hw.KindCPU, "intel-core-i7-7820x"},
		// Names and model numbers: edit distance ranked other ids of the
		// same length first ("rtx-4090" got an ASUS ROG Strix card).
		{"rtx-4090", hw.KindGPU, "nvidia-geforce-rtx-4090-fe"},
		{"7800x3d", "", "amd-ryzen-7-7800x3d"},
		{"ryzen-7800x3d", hw.KindCPU, "amd-ryzen-7-7800x3d"},
		{"lian-li-o11-air", hw.KindCase, "lian-li-pc-o11-air"},
		{"corsair-rm1000x", hw.KindPSU, "corsair-rm1000x-2021"},
		{"fractal-meshify-2", hw.KindCase, "fractal-design-meshify-2"},
		{"nvidia-gtx-1080ti", hw.KindGPU, "nvidia-geforce-gtx-1080-ti-fe"},
	} {
		got := cat.SuggestIDs(c.id, c.kind, 3)
		if len(got) == 0 || got[0] != c.want {
			t.Errorf("SuggestIDs(%q, %q) = %v, want %q first", c.id, c.kind, got, c.want)
		}
		for _, id := range got {
			if p := cat.Lookup(id); p == nil || c.kind != "" && p.Kind != c.kind {
				t.Errorf("SuggestIDs(%q, %q) suggests %q, not a %s of the catalog", c.id, c.kind, id, c.kind)
			}
		}
	}
	// Nothing close: no suggestion, and the sentence says where to look.
	if got := cat.SuggestIDs("zzzzqqqq", hw.KindGPU, 3); len(got) != 0 {
		t.Errorf("nonsense got %v", got)
	}
	if s := cat.Suggest("zzzzqqqq", hw.KindGPU); s != "See `rigcheck catalog search TEXT` or `rigcheck catalog list gpu` for the ids." {
		t.Errorf("Suggest = %q", s)
	}
}

// BenchmarkSuggestIDsCold measures one "did you mean" on a catalog whose
// search index is not built yet (a --catalog folder's many parts): the
// index is built on first use, then ranked.
func BenchmarkSuggestIDsCold(b *testing.B) {
	cat, _ := Embedded()
	for b.Loop() {
		c := &Catalog{set: cat.set}
		c.SuggestIDs("rtx-4090", hw.KindGPU, 3)
	}
}

// BenchmarkSuggestIDsOwnParts is the same for a build file that declares a
// part: its merged catalog ranks with the embedded catalog's index.
func BenchmarkSuggestIDsOwnParts(b *testing.B) {
	cat, _ := Embedded()
	cat.SuggestIDs("x", "", 1)
	for b.Loop() {
		c, _ := cat.Merge(nil)
		c.SuggestIDs("rtx-4090", hw.KindGPU, 3)
	}
}

// BenchmarkSuggestIDsWarm is one "did you mean" once the index exists (the
// embedded catalog's, shared by every file that declares no parts).
func BenchmarkSuggestIDsWarm(b *testing.B) {
	cat, _ := Embedded()
	cat.SuggestIDs("rtx-4090", hw.KindGPU, 3)
	for b.Loop() {
		cat.SuggestIDs("rtx-4090", hw.KindGPU, 3)
	}
}

// TestSuggestOwnParts: a build file's own parts are suggested too, by
// spelling, though they are not in the shared search index.
func TestSuggestOwnParts(t *testing.T) {
	cat, _ := Embedded()
	f, diags := hclfile.Parse("own.hcl", []byte(`part "gpu" "my-lab-card-48gb" {
  name       = "Lab card"
  brand      = "Lab"
  vram_gb    = 48
  tdp_w      = 300
  slot_width = 2
  length_mm  = 267
  cooler     = "blower"
  pcie_gen   = 4
}
`))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	merged, _ := cat.Merge([]*hclfile.File{f})
	if got := merged.SuggestIDs("my-lab-card", hw.KindGPU, 3); len(got) == 0 || got[0] != "my-lab-card-48gb" {
		t.Errorf("own part: got %v", got)
	}
	if got := merged.SuggestIDs("rtx-4090", hw.KindGPU, 1); len(got) == 0 || got[0] != "nvidia-geforce-rtx-4090-fe" {
		t.Errorf("catalog part through the base index: got %v", got)
	}
}

// TestSuggestLargeCatalog: a catalog too large to index quickly (an OpenDB
// import) ranks with the index under it, and its own parts are found by
// spelling.
func TestSuggestLargeCatalog(t *testing.T) {
	cat, _ := Embedded()
	var src strings.Builder
	for i := range maxIndexed + 10 {
		fmt.Fprintf(&src, "part \"case\" \"bulk-case-%05d\" {\n  name = \"Bulk %d\"\n  brand = \"Bulk\"\n  form_factors = [\"ATX\"]\n  expansion_slots = 7\n  max_gpu_length_mm = 300\n  max_cooler_height_mm = 160\n}\n", i, i)
	}
	f, diags := hclfile.Parse("bulk.hcl", []byte(src.String()))
	if diags.HasErrors() {
		t.Fatal(diags[0])
	}
	big, _ := cat.Merge([]*hclfile.File{f})
	if rankedBy(big) != cat {
		t.Fatal("a catalog of more than maxIndexed parts builds its own index")
	}
	if got := big.SuggestIDs("bulk-case-0123", hw.KindCase, 1); len(got) == 0 || got[0] != "bulk-case-00123" {
		t.Errorf("own part by spelling: %v", got)
	}
	if got := big.SuggestIDs("lian-li-o11-air", hw.KindCase, 1); len(got) == 0 || got[0] != "lian-li-pc-o11-air" {
		t.Errorf("catalog part by the base's ranking: %v", got)
	}
	// A file's few parts merged on top rank with the same index.
	small, _ := big.Merge(nil)
	if rankedBy(small) != cat {
		t.Error("a small merge on a large catalog builds an index")
	}
}

// rankedBy is the catalog whose search index ranks c's suggestions.
func rankedBy(c *Catalog) *Catalog { return c.indexed() }
