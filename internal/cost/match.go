package cost

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Basis is what an offer is sized by to compare it with a build.
type Basis string

// The bases, best first (SPEC section 4, "like with like").
const (
	// BasisCompute sizes the offer to the build's Σ fp16_tflops.
	BasisCompute Basis = "fp16-compute"
	// BasisVRAM sizes it to the build's total GPU memory, where a side
	// lacks the TFLOPS.
	BasisVRAM Basis = "vram"
	// BasisGPUs rents the build's number of GPUs: --match gpus, or an
	// offer that gives no GPU numbers.
	BasisGPUs Basis = "gpus"
)

// Matching modes of `cost --match`.
const (
	MatchCompute = "compute"
	MatchGPUs    = "gpus"
)

// FarApart is how far apart per card (either way) an offer's GPUs may be
// from the build's before the headline has to say so.
const FarApart = 1.5

// GPUModel is what is known of one GPU model, from a catalog part or from
// a cloud offer's gpu_* attributes.
type GPUModel struct {
	// IDs are catalog part ids that name this GPU: the part's own id and
	// the id it extends (a used-market or power-limited variant).
	IDs        []string
	Name, Chip string
	// VRAMGB and FP16TFLOPS are per card; 0 when unknown.
	VRAMGB, FP16TFLOPS float64
	// BandwidthGBs is the memory bandwidth per card, from the catalog
	// part; 0 when unknown. It tells apart cards of one chip whose compute
	// agrees (the L40S and the RTX 6000 Ada, 864 and 960 GB/s).
	BandwidthGBs float64
}

// Likeness compares an offer's GPU with the build's.
type Likeness struct {
	// SameModel is true when the offer rents the build's GPU (see
	// SameModel).
	SameModel bool
	// PerCard is the offer's per-GPU figure over the build's, on
	// PerCardBasis (BasisCompute or BasisVRAM); 0 when neither is known.
	PerCard      float64
	PerCardBasis Basis
}

// Far reports whether the offer's GPUs are more than FarApart from the
// build's per card, and not the same model.
func (l Likeness) Far() bool {
	return !l.SameModel && l.PerCard > 0 && (l.PerCard > FarApart || l.PerCard < 1/FarApart)
}

// SameModel reports whether two GPU descriptions are the same GPU model:
// one names a catalog id the other has (its own or the one it extends), or
// they share the chip, or the offer's name is the part's without the
// brand's words; and wherever both give a number (VRAM, FP16 TFLOPS,
// memory bandwidth) the numbers agree within 2 %. A partner RTX 3090 is the RTX 3090 Founders
// Edition's model; an RTX 3090 Ti, an A10 (same chip) or an H100 SXM
// against an H100 PCIe is not.
func SameModel(a, b GPUModel) bool {
	if !near(a.VRAMGB, b.VRAMGB) || !near(a.FP16TFLOPS, b.FP16TFLOPS) || !near(a.BandwidthGBs, b.BandwidthGBs) {
		return false
	}
	for _, x := range a.IDs {
		for _, y := range b.IDs {
			if x != "" && x == y {
				return true
			}
		}
	}
	if a.Chip != "" && strings.EqualFold(a.Chip, b.Chip) && a.FP16TFLOPS > 0 && b.FP16TFLOPS > 0 && a.VRAMGB > 0 && b.VRAMGB > 0 {
		return true
	}
	return sameName(a.Name, b.Name)
}

// near is true when either number is unknown or they are within 2 %.
func near(x, y float64) bool {
	if x <= 0 || y <= 0 {
		return true
	}
	return math.Abs(x-y) <= 0.02*math.Max(x, y)
}

// nameNoise are words of GPU product names that do not tell models apart.
var nameNoise = map[string]bool{"nvidia": true, "amd": true, "intel": true, "geforce": true, "radeon": true,
	"founders": true, "edition": true, "fe": true, "gb": true, "generation": true, "gpu": true, "graphics": true,
	"card": true, "with": true, "the": true}

// variantWords tell a model from its variant; a name with one the other
// lacks is another model.
var variantWords = map[string]bool{"ti": true, "super": true, "xt": true, "xtx": true, "sff": true, "max": true,
	"q": true, "nvl": true, "pcie": true, "sxm": true, "sxm2": true, "sxm4": true, "sxm5": true, "mobile": true,
	"laptop": true, "ada": true, "pro": true, "blackwell": true}

// modelWords splits a product name into the lower-case words that name the
// model, without brand words and memory sizes ("24 GB", "80GB").
func modelWords(name string) []string {
	f := strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	})
	var out []string
	for i, w := range f {
		if nameNoise[w] || strings.HasSuffix(w, "gb") && strings.Trim(w[:len(w)-2], "0123456789") == "" {
			continue
		}
		if i+1 < len(f) && f[i+1] == "gb" && strings.Trim(w, "0123456789") == "" {
			continue
		}
		out = append(out, w)
	}
	return out
}

// sameName reports whether the model words of one name are all in the
// other, at least one of them has a digit (a model number), and neither
// has a variant word the other lacks.
func sameName(a, b string) bool {
	wa, wb := modelWords(a), modelWords(b)
	if len(wa) == 0 || len(wb) == 0 {
		return false
	}
	if len(wa) > len(wb) {
		wa, wb = wb, wa
	}
	in := map[string]bool{}
	for _, w := range wb {
		in[w] = true
	}
	digit := false
	short := map[string]bool{}
	for _, w := range wa {
		if !in[w] {
			return false
		}
		short[w] = true
		digit = digit || strings.ContainsAny(w, "0123456789")
	}
	for _, w := range wb {
		if variantWords[w] && !short[w] {
			return false
		}
	}
	return digit
}

// sameModel reports whether every GPU of the build is the offer's.
func (o Own) sameModel(g GPUModel) bool {
	if len(o.Models) == 0 {
		return false
	}
	for _, m := range o.Models {
		if !SameModel(m, g) {
			return false
		}
	}
	return true
}

// Like compares an offer's GPU with the build's.
func Like(own Own, o Offer) Likeness {
	l := Likeness{SameModel: own.sameModel(o.GPU)}
	if own.GPUs <= 0 {
		return l
	}
	switch n := float64(own.GPUs); {
	case own.FP16TFLOPS > 0 && o.GPUFP16TFLOPS > 0:
		l.PerCard, l.PerCardBasis = o.GPUFP16TFLOPS/(own.FP16TFLOPS/n), BasisCompute
	case own.VRAMGB > 0 && o.GPUVRAMGB > 0:
		l.PerCard, l.PerCardBasis = o.GPUVRAMGB/(own.VRAMGB/n), BasisVRAM
	}
	return l
}

// SizeByCompute sizes the offer to the build's compute: as many of its
// GPUs, a fraction or a multiple, as have the build's Σ fp16_tflops; by
// total VRAM where either side lacks the TFLOPS; by GPU count where the
// offer has neither number. Why says which fallback and why.
func SizeByCompute(own Own, o Offer) Match {
	m := Match{Offer: o, Like: Like(own, o)}
	gpus := float64(own.GPUs)
	switch {
	case own.GPUs <= 0:
		m.Basis, m.Why, gpus = BasisGPUs, "the build has no GPUs", float64(max(o.GPUs, 1))
	case own.FP16TFLOPS > 0 && o.GPUFP16TFLOPS > 0:
		m.Basis, gpus = BasisCompute, own.FP16TFLOPS/o.GPUFP16TFLOPS
	case own.VRAMGB > 0 && o.GPUVRAMGB > 0:
		m.Basis, gpus = BasisVRAM, own.VRAMGB/o.GPUVRAMGB
		if own.FP16TFLOPS > 0 {
			m.Why = "the offer lists no FP16 TFLOPS"
		} else {
			m.Why = "no FP16 tensor rate for the " + joinNames(own.NoTFLOPS, "build's GPUs")
		}
	default:
		m.Basis, m.Why = BasisGPUs, "the offer lists neither FP16 TFLOPS nor VRAM per GPU"
	}
	if o.GPUs > 0 {
		m.Scale = gpus / float64(o.GPUs)
	} else {
		m.Scale = 1
	}
	m.Instances = max(int(math.Ceil(m.Scale-1e-9)), 1)
	return m
}

func joinNames(names []string, none string) string {
	if len(names) == 0 {
		return none
	}
	return strings.Join(names, ", ")
}

// Plan sizes offers to the build and ranks them, the headline first. With
// MatchCompute every offer is sized by SizeByCompute; with MatchGPUs only
// the offers whose GPU count divides the build's (MatchOffers), rented GPU
// for GPU.
func Plan(own Own, offers []Offer, match string) []Match {
	var ms []Match
	if match == MatchGPUs {
		ms = MatchOffers(offers, own.GPUs)
		for i := range ms {
			ms[i].Like = Like(own, ms[i].Offer)
		}
	} else {
		ms = make([]Match, 0, len(offers))
		for _, o := range offers {
			ms = append(ms, SizeByCompute(own, o))
		}
	}
	Rank(ms)
	return ms
}

// Rank orders matches from most to least like the build: offers of the
// build's GPU model first, then by how close the offer's per-GPU compute
// (or, where unknown, VRAM) is to the build's, offers without either
// last; among same-model offers those rented in whole instances first;
// among equals the cheapest on demand for the same work, then the one
// whose GPU count is nearest the GPUs it stands for, then by id. The
// first is the headline (validate's cost line, the first row of `cost`).
func Rank(ms []Match) {
	type key struct {
		same  bool
		basis int
		far   float64
		// part is true for a same-model offer the build's GPUs would
		// only fill a fraction of: it cannot be rented at that size.
		part  bool
		price float64
		count float64
	}
	rank := map[Basis]int{BasisCompute: 0, BasisVRAM: 1, "": 2}
	keys := make([]key, len(ms))
	for i, m := range ms {
		k := key{same: m.Like.SameModel, basis: rank[m.Like.PerCardBasis], far: math.Inf(1)}
		if m.Like.PerCard > 0 {
			// Rounded, so that offers of one GPU (an L4 at two clouds) tie.
			k.far = math.Round(math.Abs(math.Log(m.Like.PerCard)) / 0.02)
		}
		if k.same {
			sc := m.scale()
			k.basis, k.far, k.part = 0, 0, math.Abs(sc-math.Round(sc)) > 1e-6 || sc < 1
		}
		if h := m.HourlyUSD(OnDemand); h > 0 {
			k.price = math.Round(math.Log(h) / 0.01)
		}
		if m.Offer.GPUs > 0 && m.GPUsEquivalent() > 0 {
			k.count = math.Abs(math.Log(float64(m.Offer.GPUs) / m.GPUsEquivalent()))
		}
		keys[i] = k
	}
	idx := make([]int, len(ms))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := keys[idx[i]], keys[idx[j]]
		switch {
		case a.same != b.same:
			return a.same
		case a.basis != b.basis:
			return a.basis < b.basis
		case a.far != b.far:
			return a.far < b.far
		case a.part != b.part:
			return !a.part
		case a.price != b.price:
			return a.price < b.price
		case a.count != b.count:
			return a.count < b.count
		}
		return ms[idx[i]].Offer.ID < ms[idx[j]].Offer.ID
	})
	sorted := make([]Match, len(ms))
	for i, k := range idx {
		sorted[i] = ms[k]
	}
	copy(ms, sorted)
}

// BasisText says in a few words what a row was sized by: "same GPU",
// "FP16 compute", "VRAM" or "GPU count".
func (m Match) BasisText() string {
	switch {
	case m.Like.SameModel:
		return "same GPU"
	case m.Basis == BasisCompute:
		return "FP16 compute"
	case m.Basis == BasisVRAM:
		return "VRAM"
	}
	return "GPU count"
}

// For says what the match stands for, in a phrase after its label:
// "for equal FP16 compute", "for equal VRAM", "GPU for GPU".
func (m Match) For() string {
	switch m.Basis {
	case BasisCompute:
		return "for equal FP16 compute"
	case BasisVRAM:
		return "for equal VRAM"
	}
	return "GPU for GPU"
}

// Apart says how far the offer's GPUs are from the build's per card, e.g.
// "14× the build's FP16 compute per GPU"; "" when unknown.
func (l Likeness) Apart() string {
	if l.PerCard <= 0 {
		return ""
	}
	what := "FP16 compute"
	if l.PerCardBasis == BasisVRAM {
		what = "VRAM"
	}
	return fmt.Sprintf("%s the build's %s per GPU", ratioText(l.PerCard), what)
}

// ratioText prints a per-card ratio with enough digits to tell it from
// the 1.5× limit: 0.545×, 1.45×, 14×.
func ratioText(x float64) string {
	if x >= 10 {
		return fmt.Sprintf("%.0f×", x)
	}
	return strconv.FormatFloat(x, 'g', 3, 64) + "×"
}

// Quantity prints a count that may be fractional, to two significant
// digits below 10: 4, 0.29, 0.036, 2.3, 12.
func Quantity(x float64) string {
	switch {
	case x >= 1 && math.Abs(x-math.Round(x)) < 0.05 || x >= 10:
		return fmt.Sprintf("%.0f", x)
	case x >= 1:
		return fmt.Sprintf("%.1f", x)
	case x < 0.001:
		return "<0.001"
	}
	return strconv.FormatFloat(x, 'g', 2, 64)
}
