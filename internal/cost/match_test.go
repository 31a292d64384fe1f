package cost

import (
	"math"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

var (
	rtx3090FE = GPUModel{IDs: []string{"nvidia-geforce-rtx-3090-fe"}, Name: "NVIDIA GeForce RTX 3090 Founders Edition",
		Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 71}
	rtx3090Partner = GPUModel{IDs: []string{"asus-tuf-geforce-rtx-3090-oc"}, Name: "ASUS TUF Gaming GeForce RTX 3090 OC",
		Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 71}
	rtx3090Used = GPUModel{IDs: []string{"nvidia-geforce-rtx-3090-fe-used", "nvidia-geforce-rtx-3090-fe"},
		Name: "NVIDIA GeForce RTX 3090 Founders Edition (used)", Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 71}
	rtx3090Ti = GPUModel{IDs: []string{"nvidia-geforce-rtx-3090-ti-fe"}, Name: "NVIDIA GeForce RTX 3090 Ti Founders Edition",
		Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 80}
	a10       = GPUModel{IDs: []string{"nvidia-a10"}, Name: "NVIDIA A10", Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 125}
	h100PCIe  = GPUModel{IDs: []string{"nvidia-h100-pcie"}, Name: "NVIDIA H100 PCIe", Chip: "GH100", VRAMGB: 80, FP16TFLOPS: 756}
	rtx6000   = GPUModel{IDs: []string{"nvidia-rtx-6000-ada"}, Name: "NVIDIA RTX 6000 Ada Generation", Chip: "AD102", VRAMGB: 48, FP16TFLOPS: 364.2}
	quadro6k  = GPUModel{IDs: []string{"nvidia-quadro-rtx-6000"}, Name: "NVIDIA Quadro RTX 6000", Chip: "TU102", VRAMGB: 24, FP16TFLOPS: 130.5}
	rtxA6000  = GPUModel{IDs: []string{"nvidia-rtx-a6000"}, Name: "NVIDIA RTX A6000", Chip: "GA102", VRAMGB: 48, FP16TFLOPS: 154.8}
	rtx4000   = GPUModel{IDs: []string{"nvidia-rtx-4000-ada"}, Name: "NVIDIA RTX 4000 Ada Generation", Chip: "AD104", VRAMGB: 20}
	partner40 = GPUModel{IDs: []string{"asus-rog-strix-geforce-rtx-4090-oc"}, Name: "ASUS ROG Strix GeForce RTX 4090 OC", Chip: "AD102", VRAMGB: 24, FP16TFLOPS: 165.2}
)

// offerGPU is what a cloud block's gpu_* attributes alone say.
func offerGPU(id, name string, vram, tf float64) GPUModel {
	g := GPUModel{Name: name, VRAMGB: vram, FP16TFLOPS: tf}
	if id != "" {
		g.IDs = []string{id}
	}
	return g
}

func TestSameModel(t *testing.T) {
	for _, tt := range []struct {
		name  string
		build GPUModel
		offer GPUModel
		want  bool
	}{
		{"gpu_id is the build's part", rtx3090FE, offerGPU("nvidia-geforce-rtx-3090-fe", "NVIDIA GeForce RTX 3090 24 GB", 24, 71), true},
		{"a used card extends the part gpu_id names", rtx3090Used, offerGPU("nvidia-geforce-rtx-3090-fe", "", 24, 71), true},
		{"a partner card: same chip, VRAM and TFLOPS as the part gpu_id names", rtx3090Partner,
			GPUModel{IDs: []string{"nvidia-geforce-rtx-3090-fe"}, Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 71}, true},
		{"a partner card by name, no gpu_id", partner40, offerGPU("", "NVIDIA GeForce RTX 4090 24 GB", 24, 165.2), true},
		{"by name, no numbers", rtxA6000, offerGPU("", "NVIDIA RTX A6000 48 GB", 0, 0), true},
		{"3090 Ti is not a 3090 (numbers differ)", rtx3090Ti, offerGPU("", "NVIDIA GeForce RTX 3090 24 GB", 24, 71), false},
		{"3090 Ti is not a 3090 (variant word, no numbers)", GPUModel{Name: rtx3090Ti.Name},
			offerGPU("", "NVIDIA GeForce RTX 3090", 0, 0), false},
		{"the A10 shares the 3090's chip, not its compute", a10,
			GPUModel{IDs: []string{"nvidia-geforce-rtx-3090-fe"}, Chip: "GA102", VRAMGB: 24, FP16TFLOPS: 71}, false},
		{"H100 SXM is not H100 PCIe", h100PCIe, offerGPU("", "NVIDIA H100 80 GB (SXM5)", 80, 989), false},
		{"H100 SXM is not H100 PCIe, by name alone", GPUModel{Name: h100PCIe.Name}, offerGPU("", "NVIDIA H100 80 GB (SXM5)", 0, 0), false},
		{"RTX 6000 Ada is not Quadro RTX 6000", quadro6k, offerGPU("", "NVIDIA RTX 6000 Ada Generation 48 GB", 0, 0), false},
		{"Quadro RTX 6000 is not RTX 6000 Ada", rtx6000, offerGPU("", "NVIDIA Quadro RTX 6000 24 GB", 0, 0), false},
		{"RTX 4000 Ada is not an H100", rtx4000, offerGPU("", "NVIDIA H100 80 GB (SXM5)", 80, 989), false},
		{"no model number in common", rtx4000, offerGPU("", "NVIDIA", 0, 0), false},
		{"an L40S is not an RTX 6000 Ada: one chip, equal compute, other memory bandwidth",
			GPUModel{IDs: rtx6000.IDs, Name: rtx6000.Name, Chip: "AD102", VRAMGB: 48, FP16TFLOPS: 364.2, BandwidthGBs: 960},
			GPUModel{IDs: []string{"nvidia-l40s"}, Name: "NVIDIA L40S", Chip: "AD102", VRAMGB: 48, FP16TFLOPS: 362, BandwidthGBs: 864}, false},
		{"a gpu_id with other numbers is not trusted", rtx3090FE, offerGPU("nvidia-geforce-rtx-3090-fe", "", 48, 0), false},
	} {
		if got := SameModel(tt.build, tt.offer); got != tt.want {
			t.Errorf("%s: SameModel = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func ownOf(price float64, n int, g GPUModel) Own {
	o := Own{PriceUSD: price, GPUs: n, VRAMGB: g.VRAMGB * float64(n), FP16TFLOPS: g.FP16TFLOPS * float64(n), Models: []GPUModel{g}}
	if g.FP16TFLOPS == 0 {
		o.NoTFLOPS = []string{strings.TrimPrefix(g.Name, "NVIDIA ")}
	}
	return o
}

func offer(id string, gpus int, hourly float64, g GPUModel) Offer {
	return Offer{ID: id, GPUs: gpus, HourlyUSD: hourly, GPUFP16TFLOPS: g.FP16TFLOPS, GPUVRAMGB: g.VRAMGB, GPU: g,
		StorageUSDGBMonth: 0.08}
}

var (
	h100SXM    = offerGPU("", "NVIDIA H100 80 GB (SXM5)", 80, 989)
	l4         = offerGPU("nvidia-l4", "NVIDIA L4 24 GB", 24, 121)
	rent3090   = offerGPU("nvidia-geforce-rtx-3090-fe", "NVIDIA GeForce RTX 3090 24 GB", 24, 71)
	a10gNoTF   = offerGPU("", "NVIDIA A10G 24 GB", 24, 0)
	testOffers = []Offer{
		offer("h100x8", 8, 23.92, h100SXM),
		offer("l4x1", 1, 0.80, l4),
		offer("3090x4", 4, 1.72, rent3090),
		offer("3090x1", 1, 0.50, rent3090),
		offer("a10gx4", 4, 5.672, a10gNoTF),
		{ID: "bare", GPUs: 4, HourlyUSD: 0.5},
	}
)

func TestSizeByCompute(t *testing.T) {
	box := ownOf(5400, 4, rtx3090FE)
	for _, tt := range []struct {
		name   string
		own    Own
		offer  Offer
		basis  Basis
		scale  float64
		inst   int
		why    string
		hourly float64
	}{
		{"an 8-GPU H100 offer: a fraction for equal FP16", box, testOffers[0], BasisCompute, 284.0 / (8 * 989), 1, "", 23.92 * 284 / 7912},
		{"a 1-GPU L4: a multiple", box, testOffers[1], BasisCompute, 284.0 / 121, 3, "", 0.80 * 284 / 121},
		{"the same GPUs: one instance", box, testOffers[2], BasisCompute, 1, 1, "", 1.72},
		{"an offer without TFLOPS: by VRAM", box, testOffers[4], BasisVRAM, 1, 1, "the offer lists no FP16 TFLOPS", 5.672},
		{"an offer without numbers: GPU for GPU", box, testOffers[5], BasisGPUs, 1, 1, "the offer lists neither FP16 TFLOPS nor VRAM per GPU", 0.5},
		{"a build without TFLOPS: by VRAM, naming the GPU", ownOf(10000, 8, rtx4000), testOffers[0], BasisVRAM, 160.0 / 640, 1,
			"no FP16 tensor rate for the RTX 4000 Ada Generation", 23.92 * 0.25},
	} {
		m := SizeByCompute(tt.own, tt.offer)
		if m.Basis != tt.basis || math.Abs(m.Scale-tt.scale) > 1e-9 || m.Instances != tt.inst || m.Why != tt.why {
			t.Errorf("%s: basis %s scale %g instances %d why %q; want %s %g %d %q", tt.name, m.Basis, m.Scale, m.Instances, m.Why,
				tt.basis, tt.scale, tt.inst, tt.why)
		}
		if h := m.HourlyUSD(OnDemand); math.Abs(h-tt.hourly) > 1e-9 {
			t.Errorf("%s: $%g/h, want $%g/h", tt.name, h, tt.hourly)
		}
		if tt.basis == BasisCompute && math.Abs(m.GPUsEquivalent()*tt.offer.GPUFP16TFLOPS-tt.own.FP16TFLOPS) > 1e-9 {
			t.Errorf("%s: %g GPUs of %g TFLOPS do not make the build's %g", tt.name, m.GPUsEquivalent(), tt.offer.GPUFP16TFLOPS, tt.own.FP16TFLOPS)
		}
	}
	if got := (Match{Offer: testOffers[0], Scale: 284.0 / 7912, Instances: 1}).Label(); got != "0.036 × h100x8" {
		t.Errorf("label %q, want 0.036 × h100x8", got)
	}
}

// TestHeadline: the first of Plan is the build's GPU model where an offer
// rents it, else the closest per-GPU compute, never the H100 for a small
// card while something closer is for rent.
func TestHeadline(t *testing.T) {
	for _, tt := range []struct {
		name  string
		own   Own
		offer []Offer
		want  string
		far   bool
	}{
		{"same GPU first, the cheapest for the same work ($1.72 for four, not 4 × $0.50)", ownOf(5400, 4, rtx3090FE), testOffers, "3090x4", false},
		{"a same-GPU offer rented whole before a cheaper share of a bigger one", ownOf(2000, 1, rtx3090FE), testOffers, "3090x1", false},
		{"the cheapest whole rental of the GPU", ownOf(10800, 8, rtx3090FE), testOffers, "3090x4", false},
		{"same GPU beats a cheaper offer", ownOf(5400, 4, rtx3090FE), append([]Offer{offer("cheap-l4", 4, 0.2, l4)}, testOffers[2:4]...), "3090x4", false},
		{"no rental of the GPU: the closest compute", ownOf(5400, 4, rtx3090FE), []Offer{testOffers[0], testOffers[1]}, "l4x1", true},
		{"8 × RTX 4000 Ada: not the H100", ownOf(10000, 8, rtx4000), testOffers, "3090x4", false},
		{"8 × RTX 4000 Ada against H100s only: said so", ownOf(10000, 8, rtx4000), testOffers[:1], "h100x8", true},
		{"offers without numbers come last", ownOf(5400, 4, rtx3090FE), []Offer{testOffers[5], testOffers[0]}, "h100x8", true},
	} {
		ms := Plan(tt.own, tt.offer, MatchCompute)
		if len(ms) == 0 || ms[0].Offer.ID != tt.want {
			var got []string
			for _, m := range ms {
				got = append(got, m.Offer.ID)
			}
			t.Errorf("%s: ranked %v, want %s first", tt.name, got, tt.want)
			continue
		}
		if ms[0].Like.Far() != tt.far {
			t.Errorf("%s: far = %v (per card %g), want %v", tt.name, ms[0].Like.Far(), ms[0].Like.PerCard, tt.far)
		}
	}
}

func TestMatchGPUsPlan(t *testing.T) {
	ms := Plan(ownOf(5400, 4, rtx3090FE), testOffers, MatchGPUs)
	var got []string
	for _, m := range ms {
		got = append(got, m.Label())
		if m.GPUs() != 4 {
			t.Errorf("%s rents %d GPUs for a 4-GPU build", m.Label(), m.GPUs())
		}
	}
	// The 8-GPU offer does not divide 4; the same GPU leads.
	if want := "3090x4"; len(got) == 0 || got[0] != want || strings.Contains(strings.Join(got, " "), "h100") {
		t.Errorf("--match gpus: %v, want %s first and no h100x8", got, want)
	}
}

func TestSpotIsItsOwnMode(t *testing.T) {
	o := offer("spotty", 1, 1.00, rent3090)
	o.SpotHourlyUSD, o.Reserved1Y = 0.40, 0.6
	if got := strings.Join(o.Modes(), ","); got != "on-demand,spot,reserved-1y" {
		t.Fatalf("modes %s", got)
	}
	a := seed(1)
	a.Utilization = 0.5
	cs := Compare(ownOf(1000, 1, rtx3090FE), []Match{SizeByCompute(ownOf(1000, 1, rtx3090FE), o)}, a)
	spot := cs[1]
	if spot.Mode != Spot || math.Abs(spot.CloudPerYear-(0.40*8760*0.5+1000*0.08*12)) > 1e-6 {
		t.Errorf("spot %s: %.2f a year, want billed for the hours used at $0.40", spot.Mode, spot.CloudPerYear)
	}
	if !(spot.BreakEven > cs[0].BreakEven) {
		t.Errorf("spot break-even %.2f should be later than on-demand's %.2f", spot.BreakEven, cs[0].BreakEven)
	}
}

func TestResaleAndDowntime(t *testing.T) {
	own := Own{PriceUSD: 3000, GPUs: 1}
	m := Match{Offer: awsP3("a", 1, 3), Instances: 1}
	base := Compare(own, []Match{m}, seed(1))[0]

	a := seed(1)
	a.ResalePct = 30
	c := Compare(own, []Match{m}, a)[0]
	if want := 3000*0.7/3 + 1752; math.Abs(c.OwnPerYear-want) > 1e-6 {
		t.Errorf("30 %% resale: own %.2f a year, want %.2f", c.OwnPerYear, want)
	}
	if c.BreakEven != base.BreakEven || !(c.Ratio > base.Ratio) {
		t.Errorf("resale moved the break-even (%.3f, was %.3f) or not the ratio (%.2f, was %.2f)", c.BreakEven, base.BreakEven, c.Ratio, base.Ratio)
	}

	a = seed(1)
	a.DowntimePct = 10
	c = Compare(own, []Match{m}, a)[0]
	elec := 1752 * 0.9
	cover := 3.00 * 8760 * 0.10
	if math.Abs(c.DowntimePerYear-cover) > 1e-6 || math.Abs(c.OwnPerYear-(1000+elec+cover)) > 1e-6 {
		t.Errorf("10 %% downtime: cover %.2f, own %.2f; want %.2f and %.2f", c.DowntimePerYear, c.OwnPerYear, cover, 1000+elec+cover)
	}
	if want := 3000 / ((27480 - elec - cover) / 12); math.Abs(c.BreakEven-want) > 1e-9 {
		t.Errorf("10 %% downtime: break-even %.4f, want %.4f", c.BreakEven, want)
	}
	if own, cloud := c.OwnAt(3000, c.BreakEven), CloudCumulative(c.CloudPerYear, c.BreakEven); math.Abs(own-cloud) > 1e-6 {
		t.Errorf("the lines do not meet at the break-even: own %.2f, cloud %.2f", own, cloud)
	}
	for _, bad := range []Assumptions{{ResalePct: -1}, {ResalePct: 101}, {DowntimePct: 91}, {DowntimePct: math.NaN()}} {
		x := seed(1)
		x.ResalePct, x.DowntimePct = bad.ResalePct, bad.DowntimePct
		if x.Validate() == nil {
			t.Errorf("resale %g downtime %g accepted", x.ResalePct, x.DowntimePct)
		}
	}
}

func TestChartMarksResale(t *testing.T) {
	a := seed(1)
	a.ResalePct, a.DowntimePct = 40, 5
	o := Offer{ID: "x", GPUs: 1, HourlyUSD: 3}
	r := New("b", "b.hcl", Own{PriceUSD: 3000, GPUs: 1}, a, []Match{{Offer: o, Instances: 1}})
	var b strings.Builder
	if err := WriteText(&b, r, TextOptions{}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{resaleGlyph + " own build less its resale value at 3 years: $1,200 back (40 %)",
		"its 5 % downtime rented on demand, $1,314 a year", "$600 depreciation ($3,000 less 40 % resale, $1,200, over 3 years)"} {
		if !strings.Contains(out, want) {
			t.Errorf("text lacks %q:\n%s", want, out)
		}
	}
	if strings.Count(out, resaleGlyph) != 2 {
		t.Errorf("want the resale mark once in the chart and once in the legend:\n%s", out)
	}
}

func TestLikeText(t *testing.T) {
	box := ownOf(5400, 4, rtx3090FE)
	for _, tt := range []struct {
		offers []Offer
		own    Own
		want   string
	}{
		{testOffers, box, "same GPU"},
		{testOffers[:2], box, "equal FP16 compute; no like GPU for rent, it has 1.7× the build's FP16 compute per GPU"},
		{testOffers[:1], box, "equal FP16 compute; no like GPU for rent, it has 14× the build's FP16 compute per GPU"},
		{testOffers, ownOf(10000, 8, rtx4000), "equal VRAM, no FP16 tensor rate for the RTX 4000 Ada Generation"},
		{testOffers[5:], box, "GPU for GPU, the offer lists neither FP16 TFLOPS nor VRAM per GPU"},
	} {
		if got := LikeText(Plan(tt.own, tt.offers, MatchCompute)[0]); got != tt.want {
			t.Errorf("LikeText = %q, want %q", got, tt.want)
		}
	}
}

func TestQuantity(t *testing.T) {
	for in, want := range map[float64]string{4: "4", 1.0004: "1", 0.0359: "0.036", 0.29: "0.29", 2.347: "2.3", 12.4: "12", 0.00001: "<0.001"} {
		if got := Quantity(in); got != want {
			t.Errorf("Quantity(%g) = %s, want %s", in, got, want)
		}
	}
}

// TestEmbeddedCatalogHeadlines checks the headline rules on the embedded
// catalog as it is, whatever offers it gains: for every GPU part, one card
// or eight, the headline rents that GPU model when any offer does; else no
// offer on the same basis is closer per card; the line says "no like GPU"
// exactly when the headline is more than 1.5× apart; and an 8 × RTX 4000
// Ada box is never headlined against an H100.
func TestEmbeddedCatalogHeadlines(t *testing.T) {
	c, _ := catalog.Embedded()
	offers := OffersFrom(c.Parts(hw.KindCloud), c.Lookup)
	if len(offers) == 0 {
		t.Fatal("no offers in the embedded catalog")
	}
	wall := 1500.0
	for _, g := range c.Parts(hw.KindGPU) {
		for _, n := range []int{1, 8} {
			b := &hw.Build{Name: g.ID, Items: []*hw.Item{{Role: hw.KindGPU, ID: g.ID, Part: g, Count: n}},
				Usage: hw.Usage{HoursPerDay: 24, ElectricityUSDkWh: 0.20}}
			f := &hw.Facts{PriceKnown: true, PriceUSD: 2000 * float64(n), GPUCount: n, WallW: &wall}
			own := OwnOf(b, f)
			ms := Plan(own, offers, MatchCompute)
			head := ms[0]
			anySame := false
			for _, m := range ms {
				anySame = anySame || m.Like.SameModel
			}
			if anySame != head.Like.SameModel {
				t.Errorf("%d × %s: an offer rents its GPU, but the headline is %s", n, g.ID, head.Offer.ID)
			}
			if !head.Like.SameModel {
				for _, m := range ms {
					if m.Like.PerCardBasis == head.Like.PerCardBasis && m.Like.PerCard > 0 &&
						math.Abs(math.Log(m.Like.PerCard)) < math.Abs(math.Log(head.Like.PerCard))-0.03 {
						t.Errorf("%d × %s: headline %s is %g× per card; %s is closer at %g×", n, g.ID, head.Offer.ID,
							head.Like.PerCard, m.Offer.ID, m.Like.PerCard)
					}
				}
			}
			line := Summary(offers, b, f)
			if says := strings.Contains(line, "no like GPU for rent"); says != head.Like.Far() {
				t.Errorf("%d × %s: headline %s per card %g×, but the line %q", n, g.ID, head.Offer.ID, head.Like.PerCard, line)
			}
			if !strings.Contains(line, "against "+head.Label()+" on demand (") {
				t.Errorf("%d × %s: the line %q is not about the headline %s", n, g.ID, line, head.Label())
			}
			if g.ID == "nvidia-rtx-4000-ada" && n == 8 && strings.Contains(strings.ToLower(head.Offer.ID+head.Offer.GPU.Name), "h100") {
				t.Errorf("8 × RTX 4000 Ada headlined against %s", head.Offer.ID)
			}
		}
	}
}

func TestCleanNames(t *testing.T) {
	for in, want := range map[string]string{
		"RTX 4090":          "RTX 4090",
		"Evil\x1b[31mRED":   `Evil\x1b[31mRED`,
		"a\u202eb":          `a\u202eb`,
		"bad\xffbyte":       `bad\xffbyte`,
		"line\nbreak\ttab":  `line\nbreak\ttab`,
		"ümlaut × 0.5 – ok": "ümlaut × 0.5 – ok",
	} {
		if got := clean(in); got != want {
			t.Errorf("clean(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTensorTFLOPS(t *testing.T) {
	part := func(attrs map[string]float64) *hw.Part {
		p := &hw.Part{Kind: hw.KindGPU, ID: "g", Attrs: map[string]hw.Value{"name": {Type: hw.TString, Str: "NVIDIA G"}}}
		for k, v := range attrs {
			p.Attrs[k] = hw.Value{Type: hw.TNumber, Num: v}
		}
		return p
	}
	for _, tt := range []struct {
		name  string
		attrs map[string]float64
		tf    float64
		why   string
	}{
		{"a tensor rate", map[string]float64{"fp16_tflops": 71, "fp32_tflops": 35.6}, 71, ""},
		{"packed FP16 above FP32 (P100)", map[string]float64{"fp16_tflops": 18.7, "fp32_tflops": 9.3}, 18.7, ""},
		{"none", map[string]float64{"fp32_tflops": 26.7}, 0, " "},
		{"Pascal GeForce's 1:64 rate is no tensor rate", map[string]float64{"fp16_tflops": 0.177, "fp32_tflops": 11.3}, 0,
			" fp16_tflops, 0.177, is below its FP32 rate of 11.3: no tensor cores"},
	} {
		tf, why := TensorTFLOPS(part(tt.attrs))
		if tf != tt.tf || why != tt.why {
			t.Errorf("%s: %g %q, want %g %q", tt.name, tf, why, tt.tf, tt.why)
		}
	}
	b := &hw.Build{Items: []*hw.Item{{Role: hw.KindGPU, Part: part(map[string]float64{"fp16_tflops": 0.177, "fp32_tflops": 11.3, "vram_gb": 11}), Count: 4}}}
	o := OwnOf(b, &hw.Facts{GPUCount: 4})
	if o.FP16TFLOPS != 0 || o.VRAMGB != 44 || len(o.NoTFLOPS) != 1 || len(o.NotTensor) != 1 {
		t.Errorf("4 Pascal cards: %+v, want no TFLOPS, 44 GB, and the reason", o)
	}
}

// BenchmarkPlanEmbedded sizes and ranks every embedded offer for an
// 8-GPU build, as validate's cost line does for each build.
func BenchmarkPlanEmbedded(b *testing.B) {
	c, _ := catalog.Embedded()
	offers := OffersFrom(c.Parts(hw.KindCloud), c.Lookup)
	own := ownOf(10000, 8, rtx4000)
	for b.Loop() {
		if ms := Plan(own, offers, MatchCompute); len(ms) != len(offers) {
			b.Fatal(len(ms))
		}
	}
}
