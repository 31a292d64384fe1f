package pick

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/rules"
)

// Boundaries: snap moves a random problem onto the exact threshold of one
// rule that pick prunes on, around the build pick would answer with (or a
// candidate of the space when there is none): it adds a part a little
// cheaper than the answer's that sits exactly on the rule's limit (cores =
// wanted, lanes = needed, wattage = load, = factor × load, = the spike
// load ÷ margin, = factor × load below the spike load in an ATX 3.x unit
// (psu-transient exempts it), two units of half the wanted wattage, length = the case's
// limit, expansion slots = what the GPUs cover, cooler height = the case's
// limit), or sets the circuit so that the wall draw is exactly its
// continuous or full limit. A rule passes at its limit, so the new part
// usually makes the cheapest build; a pruning test that drifts by one
// character (`<` for `<=`) drops it, and brute force disagrees.

// snapKinds names the boundaries.
var snapKinds = []string{"cores", "lanes", "psu-load", "psu-factor", "psu-spike", "psu-atx3", "psu-two", "circuits-two",
	"wall-continuous", "wall-limit", "gpu-length", "case-slots", "cooler-height", "memory-vram", "memory-max",
	"memory-slots", "cooler-capacity", "plugs", "board-no-m2", "board-no-sata", "cpu-no-lanes", "wall-two-circuits",
	"require-vram", "require-cores", "require-memory", "require-storage", "budget", "budget-tight", "budget-rule"}

// missingKinds leave out a number the build does not need: they matter
// only when missing data is not allowed.
var missingKinds = map[string]bool{"board-no-m2": true, "board-no-sata": true, "cpu-no-lanes": true}

// warningKinds are the boundaries of warnings: they count only when
// warnings are not allowed.
var warningKinds = map[string]bool{"cores": true, "psu-factor": true, "psu-spike": true, "psu-atx3": true, "wall-continuous": true, "wall-two-circuits": true,
	"memory-vram": true, "cooler-capacity": true}

// snap returns the kind of boundary it set, or "" when the problem has no
// reference build to set one around.
func (g *gen) snap(c testCatalog, b *hw.Build, opt *Options, kind string) string {
	k, _ := g.snapBuild(c, b, opt, kind)
	return k
}

// snapBuild is snap that also returns the reference build on the boundary:
// with the new part in place of the reference's, and the new power block.
func (g *gen) snapBuild(c testCatalog, b *hw.Build, opt *Options, kind string) (string, *hw.Build) {
	if kind == "wall-two-circuits" {
		// Each of two circuits exactly at its continuous limit: two PSUs.
		if b.One(hw.KindPSU) != nil {
			return "", nil
		}
		b.Power.Circuits = 2
	}
	ref := g.reference(c, b, *opt)
	if ref == nil {
		return "", nil
	}
	subst := map[hw.Kind]*hw.Part{}
	onBoundary := func() *hw.Build {
		nb := *ref
		nb.Power = b.Power
		nb.Items = nil
		for _, it := range ref.Items {
			if p := subst[it.Role]; p != nil {
				x := *it
				x.Part, x.ID = p, p.ID
				if kind == "psu-two" || kind == "circuits-two" {
					if it.Role == hw.KindPSU {
						x.Count = 2
					}
				}
				it = &x
			}
			nb.Items = append(nb.Items, it)
		}
		return &nb
	}
	k := g.snapKind(c, b, opt, kind, ref, subst)
	if k == "" {
		return "", nil
	}
	return k, onBoundary()
}

func (g *gen) snapKind(c testCatalog, b *hw.Build, opt *Options, kind string, ref *hw.Build, subst map[hw.Kind]*hw.Part) string {
	if warningKinds[kind] {
		opt.AllowWarnings = false
	}
	if missingKinds[kind] {
		opt.AllowMissingData = false
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
		p := it.Part.Clone()
		for n, v := range attrs {
			p.Attrs[n] = v
		}
		g.n++
		p.ID = fmt.Sprintf("%s-snap-%d", k, g.n)
		if u, ok := it.Part.Price(); ok {
			p.Attrs["price_usd"] = vn(max(0, u-1))
		}
		c[k] = append(c[k], p)
		subst[k] = p
		return p
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
	case "psu-atx3":
		// An ATX 3.x unit of factor × load, short of the spike load: only
		// psu-transient's exemption lets it pass.
		w, spike := th.PSUWantedW(facts.LoadW), th.SpikeLoadW(facts.LoadW, facts.GPUPowerW)
		applies := false
		for _, it := range ref.Role(hw.KindGPU) {
			applies = applies || th.TransientApplies(it.GPUPower())
		}
		if !applies || !th.TransientShort(w, spike) {
			return ""
		}
		return ifSet(kind, clone(hw.KindPSU, map[string]hw.Value{"wattage_w": vn(w), "atx3": vb(true)}) != nil)
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
	case "wall-continuous", "wall-limit", "wall-two-circuits":
		if facts.WallW == nil || len(facts.CircuitWallW) == 0 {
			return ""
		}
		w := slices.Max(facts.CircuitWallW)
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
			if kind != "wall-limit" {
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
	case "budget", "budget-tight", "budget-rule":
		// A budget of exactly the reference's price (--budget, or the
		// build's budget_usd): a build at the cap passes. budget-tight also
		// keeps only the reference's parts in the catalog, so that every
		// price bound of the search is exact at the cap.
		if !facts.PriceKnown {
			return ""
		}
		v := facts.PriceUSD
		if kind == "budget-rule" {
			b.BudgetUSD = &v
			return kind
		}
		opt.BudgetUSD = &v
		if kind == "budget-tight" {
			for _, k := range hw.Roles {
				c[k] = nil
				for _, it := range ref.Role(k) {
					if !fixed(k) {
						c[k] = append(c[k], it.Part)
					}
				}
			}
		}
		return kind
	case "require-vram":
		if facts.GPUCount == 0 {
			return ""
		}
		v := math.Inf(1)
		for _, it := range ref.Role(hw.KindGPU) {
			v = min(v, it.Part.NumOr("vram_gb", 0))
		}
		b.Require.VRAMGB = &v
		return kind
	case "require-cores":
		v := float64(facts.Cores)
		b.Require.Cores = &v
		return kind
	case "require-memory":
		v := facts.MemoryGB
		b.Require.MemoryGB = &v
		return kind
	case "require-storage":
		v := facts.StorageGB
		b.Require.StorageGB = &v
		return kind
	case "memory-slots":
		return ifSet(kind, facts.MemoryModules > 0 && clone(hw.KindMotherboard, map[string]hw.Value{"memory_slots": vn(float64(facts.MemoryModules))}) != nil)
	case "cooler-capacity":
		if one(hw.KindCooler) == nil {
			return ""
		}
		t, _ := one(hw.KindCPU).Part.Num("tdp_w")
		return ifSet(kind, clone(hw.KindCooler, map[string]hw.Value{"tdp_w": vn(t)}) != nil)
	case "plugs":
		// A PSU with exactly the 6+2 plugs the cards take.
		psu := one(hw.KindPSU)
		if psu == nil || facts.GPUCount == 0 {
			return ""
		}
		var cards []rules.Card16
		need := 0
		for _, it := range ref.Role(hw.KindGPU) {
			e, _ := it.Part.Int("power_8pin")
			x, _ := it.Part.Int("power_6pin")
			h, _ := it.Part.Int("power_12vhpwr")
			a, has := it.Part.Int("adapter_8pin")
			need += it.Count * (e + x)
			for range it.Count * h {
				cards = append(cards, rules.Card16{Adapter: a, Known: has})
			}
		}
		native := int(psu.Part.NumOr("pcie_12vhpwr", 0)) * psu.Count
		need += rules.Plan16(cards, native).AdapterPlugs
		if need%psu.Count != 0 {
			return ""
		}
		return ifSet(kind, clone(hw.KindPSU, map[string]hw.Value{"pcie_8pin": vn(float64(need / psu.Count))}) != nil)
	case "board-no-m2", "board-no-sata":
		// The board without the numbers this build does not need.
		m2, sata := false, false
		for _, it := range ref.Role(hw.KindStorage) {
			m2 = m2 || it.Part.Str("form_factor") == "m.2"
			sata = sata || it.Part.Str("interface") == "sata"
		}
		if (kind == "board-no-m2" && m2) || (kind == "board-no-sata" && sata) {
			return ""
		}
		p := clone(hw.KindMotherboard, nil)
		if p == nil {
			return ""
		}
		if kind == "board-no-m2" {
			p.M2 = nil
		} else {
			delete(p.Attrs, "sata_ports")
		}
		return kind
	case "cpu-no-lanes":
		if facts.LanesNeeded > 0 {
			return ""
		}
		p := clone(hw.KindCPU, nil)
		if p == nil {
			return ""
		}
		delete(p.Attrs, "pcie_lanes")
		return kind
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

// TestBoundaries sets every boundary of snapKinds until it has been hit a
// few times: the reference build with the boundary part is valid, and a
// dollar cheaper than anything the unsnapped catalog offers, so pick must
// answer with a build no dearer. A pruning test that drifts onto the
// boundary (`<` for `<=`) drops that build and fails here, without brute
// force (which TestAgreesWithBruteForce runs on random problems).
func TestBoundaries(t *testing.T) {
	const want, tries = 3, 400
	for _, kind := range snapKinds {
		hits := 0
		for seed := 0; seed < tries && hits < want; seed++ {
			g := &gen{r: rand.New(rand.NewPCG(uint64(seed), 11))}
			c := g.catalog()
			b, opt := g.problem(c)
			k, cand := g.snapBuild(c, b, &opt, kind)
			if k == "" {
				continue
			}
			facts, diags := rules.Run(cand, opt.Config)
			if !opt.acceptable(diags) || (!opt.AllowMissingData && len(facts.Unchecked) > 0) {
				continue // the boundary build fails another rule
			}
			hits++
			res, err := Pick(b, c, opt)
			if err != nil {
				t.Fatalf("%s, seed %d: the build on the boundary passes (%s), pick: %v", kind, seed, ids(cand), err)
			}
			if price := cents(facts.PriceUSD); cents(res.PriceUSD) > price {
				t.Fatalf("%s, seed %d: the build on the boundary passes at %s (%s); pick answers %s (%s)", kind, seed, prose.Cents(price), ids(cand), Money(res.PriceUSD), describeRes(res))
			}
		}
		if hits < want {
			t.Errorf("%s: hit %d times in %d problems", kind, hits, tries)
		}
	}
}

func ids(b *hw.Build) string {
	var out []string
	for _, it := range b.Items {
		out = append(out, fmt.Sprintf("%s×%d", it.ID, it.Count))
	}
	return fmt.Sprint(out)
}
