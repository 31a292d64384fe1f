package pick

import (
	"fmt"
	"math"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// Boundaries: snap moves a random problem onto the exact threshold of one
// rule that pick prunes on, around the build pick would answer with (or a
// candidate of the space when there is none): it adds a part a little
// cheaper than the answer's that sits exactly on the rule's limit (cores =
// wanted, lanes = needed, wattage = load, = factor × load, = the spike
// load ÷ margin, two units of half the wanted wattage, length = the case's
// limit, expansion slots = what the GPUs cover, cooler height = the case's
// limit), or sets the circuit so that the wall draw is exactly its
// continuous or full limit. A rule passes at its limit, so the new part
// usually makes the cheapest build; a pruning test that drifts by one
// character (`<` for `<=`) drops it, and brute force disagrees.

// snapKinds names the boundaries.
var snapKinds = []string{"cores", "lanes", "psu-load", "psu-factor", "psu-spike", "psu-two", "circuits-two",
	"wall-continuous", "wall-limit", "gpu-length", "case-slots", "cooler-height", "memory-vram", "memory-max"}

// snap returns the kind of boundary it set, or "" when the problem has no
// reference build to set one around.
func (g *gen) snap(c testCatalog, b *hw.Build, opt *Options, kind string) string {
	ref := g.reference(c, b, *opt)
	if ref == nil {
		return ""
	}
	facts, _ := rules.Run(ref, opt.Config)
	th := rules.NewThresholds(opt.Config)
	one := func(k hw.Kind) *hw.Item { return ref.One(k) }
	fixed := func(k hw.Kind) bool { return b.One(k) != nil }
	// clone adds a copy of the reference's part of kind k, a dollar
	// cheaper, with attrs changed.
	clone := func(k hw.Kind, attrs map[string]hw.Value) *hw.Part {
		it := one(k)
		if it == nil || fixed(k) {
			return nil
		}
		p := *it.Part
		p.Attrs = map[string]hw.Value{}
		for n, v := range it.Part.Attrs {
			p.Attrs[n] = v
		}
		for n, v := range attrs {
			p.Attrs[n] = v
		}
		g.n++
		p.ID = fmt.Sprintf("%s-snap-%d", k, g.n)
		if u, ok := it.Part.Price(); ok {
			p.Attrs["price_usd"] = vn(max(0, u-1))
		}
		c[k] = append(c[k], &p)
		return &p
	}
	psuW := func(w float64) bool {
		return clone(hw.KindPSU, map[string]hw.Value{"wattage_w": vn(w), "atx3": vb(false)}) != nil
	}
	switch kind {
	case "cores":
		return ifSet(kind, clone(hw.KindCPU, map[string]hw.Value{"cores": vn(float64(th.CoresWanted(facts.GPUCount)))}) != nil)
	case "lanes":
		return ifSet(kind, facts.LanesNeeded > 0 && clone(hw.KindCPU, map[string]hw.Value{"pcie_lanes": vn(float64(facts.LanesNeeded))}) != nil)
	case "psu-load":
		return ifSet(kind, psuW(facts.LoadW))
	case "psu-factor":
		return ifSet(kind, psuW(th.PSUWantedW(facts.LoadW)))
	case "psu-spike":
		if facts.GPUCount == 0 {
			return ""
		}
		return ifSet(kind, psuW(th.SpikeLoadW(facts.LoadW, facts.GPUPowerW)/opt.Config.Param("psu-transient", "margin")))
	case "psu-two", "circuits-two":
		// Two units of half the wanted output, in a case with two bays.
		if fixed(hw.KindPSU) || fixed(hw.KindCase) {
			return ""
		}
		psuW(th.PSUWantedW(facts.LoadW) / 2)
		clone(hw.KindCase, map[string]hw.Value{"psu_bays": vn(2)})
		if kind == "circuits-two" {
			b.Power.Circuits = 2
		}
		return kind
	case "wall-continuous", "wall-limit":
		if facts.WallW == nil || len(facts.CircuitWallW) != 1 {
			return ""
		}
		w := facts.CircuitWallW[0]
		cont := opt.Config.Param("wall-circuit", "continuous")
		if kind == "wall-limit" {
			cont = 1
		}
		// The amps whose limit is exactly the wall draw, if float64 has them.
		a := w / (b.Power.CircuitVolts * cont)
		for range 8 {
			pw := b.Power
			pw.CircuitAmps = a
			lim := rules.CircuitLimitW(pw)
			if kind == "wall-continuous" {
				lim = th.ContinuousLimitW(pw)
			}
			switch {
			case lim == w:
				b.Power.CircuitAmps = a
				return kind
			case lim < w:
				a = math.Nextafter(a, math.Inf(1))
			default:
				a = math.Nextafter(a, 0)
			}
		}
		return ""
	case "gpu-length":
		cs, gp := one(hw.KindCase), one(hw.KindGPU)
		if cs == nil || gp == nil {
			return ""
		}
		l, _ := gp.Part.Num("length_mm")
		if clone(hw.KindCase, map[string]hw.Value{"max_gpu_length_mm": vn(l)}) != nil {
			return kind
		}
		m, _ := cs.Part.Num("max_gpu_length_mm")
		return ifSet(kind, clone(hw.KindGPU, map[string]hw.Value{"length_mm": vn(m)}) != nil)
	case "case-slots":
		if facts.GPUCount == 0 {
			return ""
		}
		need := 0
		for _, it := range ref.Role(hw.KindGPU) {
			need += it.Count * int(math.Ceil(it.Part.NumOr("slot_width", 2)))
		}
		for _, pl := range facts.Placement {
			if pl.Position > 0 {
				w := int(math.Ceil(ref.Items[pl.Item].Part.NumOr("slot_width", 2)))
				need = max(need, pl.Position+w-1)
			}
		}
		return ifSet(kind, clone(hw.KindCase, map[string]hw.Value{"expansion_slots": vn(float64(need))}) != nil)
	case "cooler-height":
		cs, k := one(hw.KindCase), one(hw.KindCooler)
		if cs == nil || k == nil || k.Part.Str("type") != "air" {
			return ""
		}
		m, _ := cs.Part.Num("max_cooler_height_mm")
		return ifSet(kind, clone(hw.KindCooler, map[string]hw.Value{"height_mm": vn(m)}) != nil)
	case "memory-vram", "memory-max":
		it := one(hw.KindMemory)
		if it == nil || fixed(hw.KindMemory) || facts.MemoryModules == 0 {
			return ""
		}
		want := facts.VRAMGB
		if kind == "memory-max" {
			mb := one(hw.KindMotherboard)
			mx, ok := mb.Part.Num("max_memory_gb")
			if !ok {
				return ""
			}
			want = mx
		}
		if want <= 0 {
			return ""
		}
		return ifSet(kind, clone(hw.KindMemory, map[string]hw.Value{"module_gb": vn(want / float64(facts.MemoryModules))}) != nil)
	}
	return ""
}

func ifSet(kind string, ok bool) string {
	if ok {
		return kind
	}
	return ""
}

// reference is the build to set a boundary around: pick's answer with
// warnings and missing data allowed (the most builds to choose from), or
// nil. Whether pick is right does not matter here: brute force judges the
// snapped problem.
func (g *gen) reference(c testCatalog, b *hw.Build, opt Options) *hw.Build {
	opt.AllowWarnings, opt.AllowMissingData = true, true
	res, err := Pick(b, c, opt)
	if err != nil {
		return nil
	}
	return res.Build
}
