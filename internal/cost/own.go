package cost

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// OwnOf is the build as the cost model sees it: its price (when known),
// its GPUs with their compute and memory, and their models.
func OwnOf(b *hw.Build, f *hw.Facts) Own {
	o := Own{}
	if f != nil {
		o.GPUs = f.GPUCount
		if f.PriceKnown {
			o.PriceUSD = f.PriceUSD
		}
	}
	if b == nil {
		return o
	}
	seen := map[string]bool{}
	for _, it := range b.Role(hw.KindGPU) {
		p := it.Part
		o.VRAMGB += p.GPU().VRAMGB * float64(it.Count)
		if tf, why := TensorTFLOPS(p); why == "" {
			o.FP16TFLOPS += tf * float64(it.Count)
		} else if !seen["tf:"+p.ID] {
			o.NoTFLOPS = append(o.NoTFLOPS, clean(p.ShortName()))
			if why != " " {
				o.NotTensor = append(o.NotTensor, "the "+clean(p.ShortName())+"'s"+why)
			}
		}
		if !seen[p.ID] {
			o.Models = append(o.Models, ModelOf(p))
		}
		seen[p.ID], seen["tf:"+p.ID] = true, true
	}
	if len(o.NoTFLOPS) > 0 {
		o.FP16TFLOPS = 0
	}
	return o
}

// TensorTFLOPS is a GPU part's dense FP16 tensor rate, the compute the
// cost model sizes offers by (SPEC: fp16_tflops, "dense tensor"). why is
// "" when there is one; else " " for no fp16_tflops, or, for an
// fp16_tflops below the card's FP32 rate, which no tensor rate is, a
// phrase that says so (Pascal GeForce cards carry their 1:64
// half-precision rate, and are run in FP32).
func TensorTFLOPS(p *hw.Part) (tf float64, why string) {
	v := p.GPU()
	tf, ok := v.FP16TFLOPS.Get()
	switch fp32, has32 := v.FP32TFLOPS.Get(); {
	case !ok:
		return 0, " "
	case has32 && tf < fp32:
		return 0, fmt.Sprintf(" fp16_tflops, %g, is below its FP32 rate of %g: no tensor cores", tf, fp32)
	}
	return tf, ""
}

// ModelOf describes a catalog GPU part.
func ModelOf(p *hw.Part) GPUModel {
	tf, _ := TensorTFLOPS(p)
	g := GPUModel{IDs: []string{p.ID}, Name: p.Name(), Chip: p.GPU().Chip, VRAMGB: p.GPU().VRAMGB, FP16TFLOPS: tf,
		BandwidthGBs: p.GPU().MemoryBandwidthGBs.V}
	if p.Extends != "" {
		g.IDs = append(g.IDs, p.Extends)
	}
	return g
}

// OffersFrom reads catalog cloud blocks. lookup finds the part an offer's
// gpu_id names: its chip, name and extends tell same-model matching what
// the offer rents, and its vram_gb and fp16_tflops fill numbers the offer
// leaves out. lookup may be nil.
func OffersFrom(parts []*hw.Part, lookup func(id string) *hw.Part) []Offer {
	var out []Offer
	for _, p := range parts {
		if p == nil || p.Kind != hw.KindCloud {
			continue
		}
		o := OfferFromPart(p)
		if id := p.Cloud().GPUID; id != "" && lookup != nil {
			if g := lookup(id); g != nil && g.Kind == hw.KindGPU {
				m := ModelOf(g)
				if o.GPUFP16TFLOPS == 0 {
					o.GPUFP16TFLOPS = m.FP16TFLOPS
				}
				if o.GPUVRAMGB == 0 {
					o.GPUVRAMGB = m.VRAMGB
				}
				if o.GPU.Name == "" {
					o.GPU.Name = m.Name
				}
				o.GPU.Chip = m.Chip
				o.GPU.IDs = m.IDs
				o.GPU.BandwidthGBs = m.BandwidthGBs
				o.GPU.VRAMGB, o.GPU.FP16TFLOPS = o.GPUVRAMGB, o.GPUFP16TFLOPS
			}
		}
		out = append(out, o)
	}
	return out
}

// clean escapes what a terminal must not get raw from a user's file (control
// and format characters such as ESC or a bidi override, invalid UTF-8) as Go
// escapes, so that names the report quotes cannot rewrite the screen.
func clean(s string) string {
	ok := utf8.ValidString(s) && strings.IndexFunc(s, func(r rune) bool { return !strconv.IsPrint(r) }) < 0
	if ok {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case strconv.IsPrint(r):
			b.WriteRune(r)
		default:
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		}
		i += n
	}
	return b.String()
}
