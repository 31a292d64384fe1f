package pick

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// testCatalog is a catalog of hand-made parts.
type testCatalog map[hw.Kind][]*hw.Part

func (c testCatalog) Parts(k hw.Kind) []*hw.Part { return c[k] }

func (c testCatalog) all() []*hw.Part {
	var out []*hw.Part
	for _, k := range hw.Roles {
		out = append(out, c[k]...)
	}
	return out
}

func vn(x float64) hw.Value                { return hw.Value{Type: hw.TNumber, Num: x} }
func vs(x string) hw.Value                 { return hw.Value{Type: hw.TString, Str: x} }
func vb(x bool) hw.Value                   { return hw.Value{Type: hw.TBool, Bool: x} }
func vl(x ...string) hw.Value              { return hw.Value{Type: hw.TStringList, List: x} }
func vns(x ...float64) hw.Value            { return hw.Value{Type: hw.TNumberList, Nums: x} }
func oneOf[T any](r *rand.Rand, xs ...T) T { return xs[r.IntN(len(xs))] }

// gen makes random small catalogs and partial builds.
type gen struct {
	r *rand.Rand
	n int
}

func (g *gen) part(k hw.Kind, attrs map[string]hw.Value) *hw.Part {
	g.n++
	attrs["name"] = vs(fmt.Sprintf("Part %d", g.n))
	attrs["brand"] = vs(oneOf(g.r, "Acme", "Brandt"))
	if g.r.IntN(40) > 0 {
		attrs["price_usd"] = vn(float64(20 + 5*g.r.IntN(60)))
	}
	return &hw.Part{Kind: k, ID: fmt.Sprintf("%s-%d", k, g.n), Attrs: attrs}
}

func (g *gen) maybe(attrs map[string]hw.Value, pct int, name string, v hw.Value) {
	if g.r.IntN(100) < pct {
		attrs[name] = v
	}
}

func (g *gen) count() int {
	switch x := g.r.IntN(10); {
	case x < 1:
		return 1
	case x < 5:
		return 2
	case x < 9:
		return 3
	}
	return 4
}

func (g *gen) catalog() testCatalog {
	r := g.r
	c := testCatalog{}
	sockets := []string{"S1", "S1", "S1", "S1", "S1", "S1", "S2"}
	for range g.count() {
		a := map[string]hw.Value{"socket": vs(oneOf(r, sockets...)), "cores": vn(oneOf(r, 2., 4, 6, 8, 16)), "threads": vn(16),
			"tdp_w": vn(oneOf(r, 65., 105, 180, 280)), "pcie_gen": vn(4), "memory_types": oneOf(r, vl("DDR4"), vl("DDR4"), vl("DDR5"), vl("DDR4", "DDR5"), vl("DDR4", "DDR5"), vl("DDR4", "DDR5")),
			"stock_cooler": vb(r.IntN(2) == 0), "integrated_graphics": vb(r.IntN(3) == 0), "memory_channels": vn(oneOf(r, 2., 4))}
		g.maybe(a, 90, "pcie_lanes", vn(oneOf(r, 16., 20, 24, 28, 48, 64)))
		g.maybe(a, 92, "max_memory_gb", vn(oneOf(r, 64., 128, 256)))
		g.maybe(a, 95, "chipsets", oneOf(r, vl("X"), vl("X"), vl("X"), vl("X"), vl("X", "Y"), vl("X", "Y"), vl("Y")))
		g.maybe(a, 20, "chipsets_bios", vl("Y"))
		g.maybe(a, 40, "max_power_w", vn(a["tdp_w"].Num*oneOf(r, 1.2, 1.35, 2)))
		c[hw.KindCPU] = append(c[hw.KindCPU], g.part(hw.KindCPU, a))
	}
	for range g.count() {
		a := map[string]hw.Value{"socket": vs(oneOf(r, sockets...)), "chipset": vs(oneOf(r, "X", "X", "X", "X", "X", "X", "X", "X", "X", "Y")), "form_factor": vs(oneOf(r, "ATX", "E-ATX", "Micro-ATX")),
			"memory_type": vs(oneOf(r, "DDR4", "DDR4", "DDR4", "DDR4", "DDR4", "DDR4", "DDR5")), "memory_slots": vn(oneOf(r, 2., 4, 8))}
		g.maybe(a, 92, "max_memory_gb", vn(oneOf(r, 64., 128, 512)))
		g.maybe(a, 5, "registered_memory", vb(true))
		g.maybe(a, 85, "sata_ports", vn(oneOf(r, 0., 2, 6)))
		g.maybe(a, 10, "cpu_sockets", vn(2))
		p := g.part(hw.KindMotherboard, a)
		if r.IntN(100) < 90 {
			noPos := r.IntN(100) < 15 // a maker's list without positions
			for _, pos := range oneOf(r, []int{1, 3, 5, 7}, []int{1, 3, 5, 7}, []int{1, 4}, []int{2, 4, 6}, []int{1, 2, 3, 4}) {
				if noPos {
					pos = 0
				}
				p.Slots = append(p.Slots, hw.PCIeSlot{Position: pos, Size: oneOf(r, 16, 16, 16, 4), Lanes: oneOf(r, 4, 8, 16), Gen: oneOf(r, 3, 4), Source: oneOf(r, "cpu", "cpu", "cpu", "cpu", "cpu", "cpu", "cpu", "chipset")})
			}
		}
		if r.IntN(100) < 90 {
			for range 1 + r.IntN(3) {
				p.M2 = append(p.M2, hw.M2Slot{Interface: oneOf(r, "nvme", "sata", "both"), Source: oneOf(r, "cpu", "chipset", "")})
			}
		}
		c[hw.KindMotherboard] = append(c[hw.KindMotherboard], p)
	}
	for range g.count() {
		a := map[string]hw.Value{"type": vs(oneOf(r, "DDR4", "DDR4", "DDR4", "DDR4", "DDR4", "DDR4", "DDR5")), "speed_mts": vn(3200), "modules": vn(oneOf(r, 1., 2, 4)), "module_gb": vn(oneOf(r, 8., 16, 32))}
		g.maybe(a, 5, "registered", vb(true))
		c[hw.KindMemory] = append(c[hw.KindMemory], g.part(hw.KindMemory, a))
	}
	for range g.count() {
		a := map[string]hw.Value{"vram_gb": vn(oneOf(r, 8., 12, 24, 48)), "tdp_w": vn(oneOf(r, 150., 250, 300, 350)), "slot_width": vn(oneOf(r, 2., 2.5, 3)),
			"length_mm": vn(oneOf(r, 250., 300, 320)), "cooler": vs(oneOf(r, "blower", "open-air")), "pcie_gen": vn(oneOf(r, 3., 4))}
		g.maybe(a, 80, "power_8pin", vn(oneOf(r, 1., 2, 3)))
		g.maybe(a, 20, "power_12vhpwr", vn(1))
		if _, ok := a["power_12vhpwr"]; ok {
			g.maybe(a, 60, "adapter_8pin", vn(oneOf(r, 2., 3, 4)))
		}
		if r.IntN(20) == 0 {
			a["cooler"] = vs("passive")
		}
		g.maybe(a, 70, "fp16_tflops", vn(oneOf(r, 10., 30, 70, 120)))
		c[hw.KindGPU] = append(c[hw.KindGPU], g.part(hw.KindGPU, a))
	}
	for range g.count() {
		var a map[string]hw.Value
		switch r.IntN(4) {
		case 0, 1:
			a = map[string]hw.Value{"type": vs("ssd"), "interface": vs("nvme"), "form_factor": vs("m.2")}
		case 2:
			a = map[string]hw.Value{"type": vs("ssd"), "interface": vs("sata"), "form_factor": vs(oneOf(r, "2.5", "m.2"))}
		default:
			a = map[string]hw.Value{"type": vs("hdd"), "interface": vs("sata"), "form_factor": vs("3.5")}
		}
		a["capacity_gb"] = vn(oneOf(r, 500., 1000, 2000, 4000))
		c[hw.KindStorage] = append(c[hw.KindStorage], g.part(hw.KindStorage, a))
	}
	for range g.count() {
		a := map[string]hw.Value{"wattage_w": vn(oneOf(r, 450., 650, 850, 1000, 1300, 1600)), "efficiency": vs(oneOf(r, hw.Efficiencies...)),
			"form_factor": vs(oneOf(r, "ATX", "ATX", "ATX", "ATX", "SFX")), "pcie_8pin": vn(oneOf(r, 2., 4, 6, 8, 8)), "atx3": vb(r.IntN(3) == 0)}
		g.maybe(a, 30, "pcie_12vhpwr", vn(1))
		g.maybe(a, 90, "length_mm", vn(oneOf(r, 140., 200)))
		if a["wattage_w"].Num >= 1300 {
			g.maybe(a, 40, "wattage_115v_w", vn(a["wattage_w"].Num*0.8))
		}
		c[hw.KindPSU] = append(c[hw.KindPSU], g.part(hw.KindPSU, a))
	}
	for range g.count() {
		a := map[string]hw.Value{"form_factors": oneOf(r, vl("ATX", "Micro-ATX", "E-ATX"), vl("ATX", "Micro-ATX", "E-ATX"), vl("ATX", "Micro-ATX"), vl("E-ATX", "ATX"), vl("Micro-ATX")), "expansion_slots": vn(oneOf(r, 4., 6, 7, 8, 8, 9, 9)),
			"max_gpu_length_mm": vn(oneOf(r, 280., 320, 400, 400)), "max_cooler_height_mm": vn(oneOf(r, 150., 160, 170))}
		g.maybe(a, 20, "psu_form_factors", oneOf(r, vl("SFX"), vl("ATX", "SFX"), vl("ATX", "SFX")))
		g.maybe(a, 30, "max_psu_length_mm", vn(oneOf(r, 160., 220)))
		g.maybe(a, 80, "radiators_mm", vns(oneOf(r, []float64{240}, []float64{240, 360})...))
		g.maybe(a, 15, "server_airflow", vb(true))
		g.maybe(a, 15, "psu_bays", vn(2))
		c[hw.KindCase] = append(c[hw.KindCase], g.part(hw.KindCase, a))
	}
	for range g.count() {
		a := map[string]hw.Value{"sockets": oneOf(r, vl("S1"), vl("S2"), vl("S1", "S2"), vl("S1", "S2"), vl("S1", "S2")), "type": vs(oneOf(r, "air", "liquid"))}
		if a["type"].Str == "air" {
			g.maybe(a, 90, "height_mm", vn(oneOf(r, 140., 160)))
		} else {
			g.maybe(a, 90, "radiator_mm", vn(oneOf(r, 240., 280, 360)))
		}
		g.maybe(a, 40, "tdp_w", vn(oneOf(r, 100., 200, 300)))
		c[hw.KindCooler] = append(c[hw.KindCooler], g.part(hw.KindCooler, a))
	}
	if r.IntN(4) > 0 {
		g.backbone(c)
	}
	if r.IntN(3) == 0 {
		g.duplicates(c)
	}
	return c
}

// duplicates adds copies of random parts under new ids: the same
// specification at the same, a lower or a higher price, of either brand
// (equivalence classes, dominated parts, tie-breaks), or with one number
// changed (near-duplicates that must stay apart).
func (g *gen) duplicates(c testCatalog) {
	r := g.r
	for _, k := range hw.Roles {
		ps := c[k]
		if len(ps) == 0 {
			continue
		}
		for range r.IntN(3) {
			src := ps[r.IntN(len(ps))]
			p := src.Clone()
			g.n++
			p.ID = fmt.Sprintf("%s-dup-%d", k, g.n)
			p.Attrs["brand"] = vs(oneOf(r, "Acme", "Brandt"))
			if u, ok := src.Price(); ok {
				p.Attrs["price_usd"] = vn(max(1, u+oneOf(r, 0., 0, -5, 5, 50)))
			}
			if r.IntN(4) == 0 {
				for _, n := range slices.Sorted(maps.Keys(p.Attrs)) {
					if v := p.Attrs[n]; v.Type == hw.TNumber && n != "price_usd" {
						v.Num++
						p.Attrs[n] = v
						break
					}
				}
			}
			c[k] = append(c[k], p)
		}
	}
}

// backbone adds one part of each kind that fits the others with every
// number known (prices still random), so that most problems have a build
// and the search has something to find.
func (g *gen) backbone(c testCatalog) {
	r := g.r
	add := func(k hw.Kind, a map[string]hw.Value) *hw.Part {
		p := g.part(k, a)
		c[k] = append(c[k], p)
		return p
	}
	add(hw.KindCPU, map[string]hw.Value{"socket": vs("S1"), "cores": vn(oneOf(r, 8., 16)), "threads": vn(32), "tdp_w": vn(oneOf(r, 105., 180)),
		"pcie_gen": vn(4), "memory_types": vl("DDR4", "DDR5"), "memory_channels": vn(4), "pcie_lanes": vn(oneOf(r, 48., 64)),
		"max_memory_gb": vn(256), "chipsets": vl("X", "Y"), "integrated_graphics": vb(r.IntN(2) == 0), "stock_cooler": vb(r.IntN(2) == 0)})
	mb := add(hw.KindMotherboard, map[string]hw.Value{"socket": vs("S1"), "chipset": vs("X"), "form_factor": vs("ATX"), "memory_type": vs("DDR4"),
		"memory_slots": vn(8), "max_memory_gb": vn(512), "sata_ports": vn(6)})
	for _, pos := range []int{1, 3, 5, 7} {
		mb.Slots = append(mb.Slots, hw.PCIeSlot{Position: pos, Size: 16, Lanes: 16, Gen: 4, Source: "cpu"})
	}
	mb.M2 = []hw.M2Slot{{Interface: "nvme", Source: "cpu"}, {Interface: "both", Source: "chipset"}}
	add(hw.KindMemory, map[string]hw.Value{"type": vs("DDR4"), "speed_mts": vn(3200), "modules": vn(oneOf(r, 2., 4)), "module_gb": vn(oneOf(r, 16., 32))})
	add(hw.KindStorage, map[string]hw.Value{"type": vs("ssd"), "interface": vs("nvme"), "form_factor": vs("m.2"), "capacity_gb": vn(oneOf(r, 1000., 2000))})
	add(hw.KindPSU, map[string]hw.Value{"wattage_w": vn(oneOf(r, 1000., 1300, 1600)), "efficiency": vs(oneOf(r, "80+ Gold", "80+ Platinum", "80+ Titanium")),
		"form_factor": vs("ATX"), "pcie_8pin": vn(8), "pcie_12vhpwr": vn(oneOf(r, 0., 2)), "atx3": vb(r.IntN(2) == 0), "length_mm": vn(170)})
	add(hw.KindCase, map[string]hw.Value{"form_factors": vl("ATX", "Micro-ATX", "E-ATX"), "expansion_slots": vn(oneOf(r, 8., 9)),
		"max_gpu_length_mm": vn(400), "max_cooler_height_mm": vn(170), "radiators_mm": vns(240, 360), "max_psu_length_mm": vn(220)})
	add(hw.KindCooler, map[string]hw.Value{"sockets": vl("S1", "S2"), "type": vs("air"), "height_mm": vn(oneOf(r, 155., 160)), "tdp_w": vn(oneOf(r, 200., 300))})
}

var testRules = []string{"cpu-cores", "psu-headroom", "wall-circuit", "m2-ssd", "memory-vs-vram", "cooler-socket", "gpu-slots",
	"psu-transient", "display-output", "pcie-lanes", "case-form-factor", "memory-type", "budget", "require", "missing-data", "slot-lanes"}

// warningRules are the rules with warnings that the generator's problems
// can raise.
var warningRules = []string{"cpu-cores", "psu-headroom", "wall-circuit", "m2-ssd", "memory-vs-vram", "psu-transient", "psu-connectors",
	"gpu-cooling", "cooler-capacity", "display-output", "gpu-airflow"}

func (g *gen) problem(c testCatalog) (*hw.Build, Options) {
	r := g.r
	rng := hcl.Range{Filename: "t.hcl", Start: hcl.Pos{Line: 1, Column: 1}, End: hcl.Pos{Line: 1, Column: 10}}
	b := &hw.Build{Name: "t", File: "t.hcl", DefRange: rng,
		Power: hw.Power{CircuitVolts: 120, CircuitAmps: 15, Range: rng}}
	if r.IntN(4) == 0 {
		b.Power.CircuitVolts, b.Power.CircuitAmps = 240, 16
	}
	if r.IntN(10) == 0 {
		b.Power.Circuits = 2 // two PSUs, one per circuit
	}
	add := func(k hw.Kind, count int) {
		ps := c[k]
		if len(ps) == 0 {
			return
		}
		p := ps[r.IntN(len(ps))]
		it := &hw.Item{Role: k, ID: p.ID, Part: p, Count: count, Range: rng}
		if r.IntN(10) == 0 {
			v := float64(10 * (1 + r.IntN(30)))
			it.PriceUSD = &v
		}
		if k == hw.KindGPU && r.IntN(5) == 0 {
			v := 200.0
			it.PowerLimitW = &v
		}
		b.Items = append(b.Items, it)
	}
	for _, k := range []hw.Kind{hw.KindCPU, hw.KindMotherboard, hw.KindMemory, hw.KindStorage, hw.KindPSU, hw.KindCase, hw.KindCooler} {
		if r.IntN(100) < 20 {
			add(k, 1)
		}
	}
	f := func(x float64) *float64 { return &x }
	switch r.IntN(3) {
	case 0:
		add(hw.KindGPU, 1+r.IntN(3))
	case 1:
		b.Require.GPUs = f(float64(1 + r.IntN(3)))
	}
	if r.IntN(4) == 0 {
		b.Require.VRAMGB = f(oneOf(r, 8., 12, 24))
	}
	if r.IntN(3) == 0 {
		b.Require.MemoryGB = f(oneOf(r, 16., 32, 64))
	}
	if r.IntN(3) == 0 {
		b.Require.StorageGB = f(oneOf(r, 1000., 2000, 3000))
	}
	if r.IntN(5) == 0 {
		b.Require.Cores = f(oneOf(r, 4., 8))
	}
	if r.IntN(5) == 0 {
		b.BudgetUSD = f(float64(500 + 100*r.IntN(20)))
	}
	if r.IntN(6) == 0 {
		b.Waivers = append(b.Waivers, hw.Waiver{Rule: oneOf(r, testRules...), Reason: "test"})
	}
	opt := Options{Objective: Price, AllowWarnings: r.IntN(10) < 6, AllowMissingData: r.IntN(2) == 0, Exclude: map[string]bool{}}
	if !opt.AllowWarnings && r.IntN(4) == 0 {
		// --allow-warnings RULE,...: the warnings of some rules only.
		opt.Allowed = []string{oneOf(r, warningRules...)}
		if r.IntN(2) == 0 {
			opt.Allowed = append(opt.Allowed, oneOf(r, warningRules...))
		}
	}
	if r.IntN(4) == 0 {
		opt.Objective = PerfPerDollar
	}
	if r.IntN(5) == 0 {
		all := c.all()
		opt.Exclude[all[r.IntN(len(all))].ID] = true
	}
	if r.IntN(5) == 0 {
		opt.BudgetUSD = f(float64(800 + 100*r.IntN(20)))
	}
	if r.IntN(5) == 0 {
		opt.PreferBrand = "Brandt"
	}
	if r.IntN(3) == 0 {
		cfg := &rules.Config{Rules: map[string]rules.RuleConfig{}}
		id := oneOf(r, testRules...)
		switch r.IntN(3) {
		case 0:
			cfg.Rules[id] = rules.RuleConfig{Enabled: new(bool)}
		case 1:
			sev := oneOf(r, hw.Error, hw.Warning, hw.Info)
			cfg.Rules[id] = rules.RuleConfig{Severity: &sev}
		default:
			cfg.Rules["psu-headroom"] = rules.RuleConfig{Params: map[string]float64{"factor": oneOf(r, 1.0, 1.25)}}
		}
		opt.Config = cfg
	}
	return b, opt
}

// bruteForce tries every combination of the space with rules.Run.
func bruteForce(t *testing.T, b *hw.Build, c testCatalog, opt Options) *solution {
	opt.allParts = true // every part, not one per class
	sp, err := newSpace(b, c, &opt)
	if err != nil {
		t.Fatal(err)
	}
	var best *solution
	var capCents int64 = inf
	if opt.BudgetUSD != nil {
		capCents = cents(*opt.BudgetUSD)
	}
	n := 0
	// PSU phases: the next only when the one before has no build.
	for _, psus := range sp.phases() {
		if best != nil {
			break
		}
		best = bruteForcePhase(t, sp, psus, opt, capCents, &n)
	}
	return best
}

func bruteForcePhase(t *testing.T, sp *space, psus []*cand, opt Options, capCents int64, n *int) *solution {
	var best *solution
	for _, g := range sp.lists[lvGPU] {
		for _, m := range sp.lists[lvMB] {
			for _, cpu := range sp.lists[lvCPU] {
				cools := sp.lists[lvCool]
				if !sp.fixed[lvCool] && cpu.src().CPU().StockCooler {
					cools = []*cand{noCooler}
				}
				for _, mem := range sp.lists[lvMem] {
					for _, sto := range sp.lists[lvSto] {
						for _, cs := range sp.lists[lvCase] {
							for _, cl := range cools {
								for _, psu := range psus {
									x := sel{g, m, cpu, mem, sto, cs, cl, psu}
									total := sp.fixedCents
									for _, bs := range x.chosen() {
										total += bs.cents
									}
									if total > capCents {
										continue
									}
									*n++
									if *n > 3_000_000 {
										t.Fatal("brute force too large")
									}
									k := sp.keyOf(&x, total)
									if best != nil && !better(opt.Objective, &k, &best.key) {
										continue
									}
									bld := sp.assemble(&x)
									facts, diags := rules.Run(bld, opt.Config)
									if opt.acceptable(diags) && (opt.AllowMissingData || len(facts.Unchecked) == 0) {
										best = &solution{key: k, sel: x, build: bld}
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return best
}

// TestAgreesWithBruteForce is the exactness property: on random small
// catalogs and partial builds, pick's answer is the brute force's, and it
// passes every rule; when brute force finds nothing, pick reports no build.
func TestAgreesWithBruteForce(t *testing.T) {
	cases := 200
	if testing.Short() || raceEnabled {
		cases = 20 // make test's non-race step runs all 200
	}
	var mu sync.Mutex
	found, none := 0, 0
	snapped, hits := map[string]int{}, map[string]int{}
	t.Run("cases", func(t *testing.T) {
		for i := range cases {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				t.Parallel()
				kind, hit, ok := agrees(t, i)
				mu.Lock()
				defer mu.Unlock()
				if kind != "" {
					snapped[kind]++
				}
				if hit {
					hits[kind]++
				}
				if ok {
					found++
				} else {
					none++
				}
			})
		}
	})
	t.Logf("%d cases: %d with a build, %d without; boundaries set %v, in the answer %v", cases, found, none, snapped, hits)
	if found < cases/10 || none < cases/10 {
		t.Errorf("unbalanced generator: %d found, %d none", found, none)
	}
}

// agrees runs case i of TestAgreesWithBruteForce: the boundary it set (""
// for none), whether the boundary part is in the answer, and whether a
// build was found.
func agrees(t *testing.T, i int) (kind string, hit, found bool) {
	g := &gen{r: rand.New(rand.NewPCG(uint64(i), 7))}
	c := g.catalog()
	b, opt := g.problem(c)
	if g.r.IntN(4) > 0 {
		kind = g.snap(c, b, &opt, snapKinds[g.r.IntN(len(snapKinds))])
	}
	want := bruteForce(t, b, c, opt)
	hit = want != nil && kind != "" && slices.ContainsFunc(want.key.ids, func(id string) bool { return strings.Contains(id, "-snap-") })
	res, err := Pick(b, c, opt)
	var nb *NoBuildError
	switch {
	case want == nil:
		if !errors.As(err, &nb) {
			t.Fatalf("brute force finds no build; pick returned %v, %v", describeRes(res), err)
		}
		if nb.Constraint == "" {
			t.Fatal("no binding constraint")
		}
		return kind, hit, false
	case err != nil:
		t.Fatalf("brute force finds %v ($%.2f); pick: %v", want.key.ids, float64(want.key.cents)/100, err)
	}
	got := res.Build
	facts, diags := rules.Run(got, opt.Config)
	if !opt.acceptable(diags) {
		t.Fatalf("pick's build fails: %v", opt.firstFailure(diags))
	}
	if !opt.AllowMissingData && len(facts.Unchecked) > 0 {
		t.Fatalf("pick's build is unverified: %v", facts.Unchecked)
	}
	if cents(res.PriceUSD) != want.key.cents {
		t.Fatalf("pick $%.2f %v; brute force $%.2f %v", res.PriceUSD, describeRes(res), float64(want.key.cents)/100, want.key.ids)
	}
	var ids []string
	for _, ch := range res.Choices {
		ids = append(ids, ch.Part.ID)
	}
	if !slices.Equal(ids, want.key.ids) {
		t.Fatalf("same price, different tie-break: pick %v, brute force %v", ids, want.key.ids)
	}
	return kind, hit, true
}

func describeRes(r *Result) string {
	if r == nil {
		return "nil"
	}
	var ids []string
	for _, c := range r.Choices {
		ids = append(ids, fmt.Sprintf("%s×%d", c.Part.ID, c.Count))
	}
	return fmt.Sprint(ids)
}
