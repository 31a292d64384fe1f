package cost

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./internal/cost -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("output differs from %s (run go test ./internal/cost -update after checking the change):\n%s", path, got)
	}
}

// seedReport is the seed's 4-GPU comparison, plus a scaled offer with
// fp16_tflops on both sides.
func seedReport() *Report {
	own := Own{PriceUSD: 5100, GPUs: 4, FP16TFLOPS: 4 * 56.9}
	offers := []Offer{
		{ID: "aws-p3-8xlarge", Name: "AWS EC2 p3.8xlarge (4x V100 16 GB)", GPUs: 4, HourlyUSD: 12.24,
			Reserved1Y: 0.65, Reserved3Y: 0.40, StorageUSDGBMonth: 0.10, GPUFP16TFLOPS: 125},
		{ID: "aws-g6-xlarge", GPUs: 1, HourlyUSD: 0.8048, StorageUSDGBMonth: 0.08, GPUFP16TFLOPS: 121},
		{ID: "too-big", GPUs: 8, HourlyUSD: 24},
	}
	return New("seed-4gpu", "builds/seed-4gpu.hcl", own, seed(2), MatchOffers(offers, 4))
}

func TestTextGolden(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    *Report
	}{
		{"seed-4gpu.txt", seedReport()},
		{"seed-1gpu-15pct.txt", func() *Report {
			a := seed(1)
			a.Utilization = 0.15
			r := New("seed-1gpu", "builds/seed-1gpu.hcl", Own{PriceUSD: 3000, GPUs: 1}, a,
				[]Match{{Offer: awsP3("custom", 1, 3), Instances: 1}})
			r.NoTFLOPS = []string{"GeForce GTX 1080 Ti"}
			return r
		}()},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := WriteText(&b, tt.r, TextOptions{}); err != nil {
				t.Fatal(err)
			}
			golden(t, tt.name, b.Bytes())
		})
	}
}

func TestTextSaysWhatTheRowsAre(t *testing.T) {
	var b bytes.Buffer
	if err := WriteText(&b, seedReport(), TextOptions{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"4 × aws-g6-xlarge", `Rows marked "4 × id" rent 4 instances of a 1-GPU offer`,
		"per TFLOPS", "20.8×", "13.6×", "8.5×", "0.6 months", markGlyph,
		"pays for itself in 0.6 months", "at 10 % utilisation",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("text output lacks %q", want)
		}
	}
	if strings.Contains(out, "too-big") {
		t.Errorf("an 8-GPU offer was matched to a 4-GPU build")
	}
}

func TestJSON(t *testing.T) {
	var b bytes.Buffer
	if err := WriteJSON(&b, seedReport()); err != nil {
		t.Fatal(err)
	}
	golden(t, "seed-4gpu.json", b.Bytes())
	var got struct {
		Build         string           `json:"build"`
		BuildPriceUSD float64          `json:"build_price_usd"`
		WallW         float64          `json:"wall_w"`
		Comparisons   []map[string]any `json:"comparisons"`
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Build != "seed-4gpu" || got.BuildPriceUSD != 5100 || got.WallW != 2000 || len(got.Comparisons) != 4 {
		t.Fatalf("got %+v", got)
	}
	first := got.Comparisons[0]
	for k, want := range map[string]any{"cloud": "aws-p3-8xlarge", "mode": "on-demand", "ratio": 20.83,
		"break_even_months": 0.58, "cloud_usd_per_year": 108422.4, "own_usd_per_year": 5204.0} {
		if first[k] != want {
			t.Errorf("comparisons[0].%s = %v, want %v", k, first[k], want)
		}
	}
}

func TestJSONNeverBreaksEvenIsNull(t *testing.T) {
	a := seed(1)
	r := New("b", "b.hcl", Own{PriceUSD: 3000, GPUs: 1}, a, []Match{{Offer: Offer{ID: "cheap", GPUs: 1, HourlyUSD: 0.05}, Instances: 1}})
	var b bytes.Buffer
	if err := WriteJSON(&b, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), `"break_even_months": null`) {
		t.Errorf("want break_even_months null:\n%s", b.String())
	}
}

func TestChartMarksTheCrossing(t *testing.T) {
	own := series{glyph: "O", at: func(m float64) float64 { return 1200 + 10*m }}
	cloud := series{glyph: "C", at: func(m float64) float64 { return 110 * m }}
	out := drawChart([]series{cloud, own}, []mark{{month: 12, usd: 1320}}, 36, 37, 17, newTextStyles(nil, false).dim)
	lines := strings.Split(out, "\n")
	// 12 of 36 months on a 37-column grid is column 12; the plot starts after the label and "┤".
	found := false
	for _, l := range lines {
		if i := strings.Index(l, "┤"); i >= 0 {
			row := []rune(l[i+len("┤"):])
			if len(row) > 12 && string(row[12]) == markGlyph {
				found = true
			}
		}
	}
	if !found {
		t.Errorf("no break-even mark at month 12:\n%s", out)
	}
	if !strings.Contains(out, "36 months") || !strings.Contains(out, "$4k") {
		t.Errorf("axes missing (want a $4k top for a $3,960 maximum, and 36 months):\n%s", out)
	}
}

func TestNiceCeil(t *testing.T) {
	for _, tt := range []struct{ in, want float64 }{{3960, 4000}, {25000, 32000}, {108422 * 3, 400000}, {1, 1}, {0, 4}} {
		if got := niceCeil(tt.in); got != tt.want {
			t.Errorf("niceCeil(%g) = %g, want %g", tt.in, got, tt.want)
		}
	}
}

func BenchmarkReport(b *testing.B) {
	for b.Loop() {
		var out bytes.Buffer
		if err := WriteText(&out, seedReport(), TextOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}
