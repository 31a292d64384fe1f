package pick

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// The search space. Roles the build names are fixed as written. Each
// missing role is filled with ONE catalog part that has a price_usd and is
// not excluded:
//
//   - cpu: count 1 (dual-socket builds name their CPUs);
//   - motherboard, psu, case: count 1;
//   - cooler: only when the CPU ships none (stock_cooler = false); count =
//     the CPU count, one cooler per CPU;
//   - memory: one kit model, count 1 … min(16, the most slots of any
//     candidate board ÷ the kit's modules);
//   - storage: one drive model, count 1 … max(1, ⌈require.storage_gb ÷
//     capacity⌉) (never more drives than the minimum needs), at most 16;
//   - gpu: only when the build names no GPU and `require` sets gpus or
//     vram_gb: one model, count max(1, require.gpus).
//
// Mixed models within a role (an NVMe drive plus an HDD, two GPU models)
// are outside the space: name one of them in the build and pick fills the
// rest.

// maxCount is the most units of one chosen part (SPEC section 7).
const maxCount = hw.MaxCount

// Role order of the search: GPUs first (they drive power and lanes), then
// the platform by socket, then what depends on it.
const (
	lvGPU = iota
	lvMB
	lvCPU
	lvMem
	lvSto
	lvCase
	lvCool
	lvPSU
	nLevels
)

var levelRole = [nLevels]hw.Kind{hw.KindGPU, hw.KindMotherboard, hw.KindCPU, hw.KindMemory, hw.KindStorage, hw.KindCase, hw.KindCooler, hw.KindPSU}

// base is what every candidate has: the part it adds (nil when the role is
// fixed by the build or left empty), how many, and its price in cents.
type base struct {
	part  *hw.Part
	count int
	cents int64
}

func (c *base) nparts() int {
	if c.part == nil {
		return 0
	}
	return c.count
}

type cpuC struct {
	base
	item                *hw.Item
	n                   int // CPUs
	socket              string
	cores               int
	tdp                 float64 // tdp_w, for cooler-capacity
	power               float64 // CPU power in the load (max_power_w, else tdp_w)
	chipKey             string  // what cpu-chipset reads of the CPU
	lanes               int
	hasLanes            bool
	memTypes            []string
	maxMem              float64
	hasMax, stock, igpu bool
	memKey              string
}

type mbC struct {
	base
	item              *hw.Item
	idx               int
	socket, ff, mtype string
	chipKey           string // socket and chipset, what cpu-chipset reads of the board
	slots             int
	maxMem            float64
	hasMax, reg       bool
	sockets           int
	chipsetNVMe       int
	hasM2             bool
	onlyN, onlyS, m2b int
	sata              int
	hasSata           bool
	hasSlotTable      bool
	positioned        bool // the slot table gives positions
	regKey            string
}

type kit struct {
	typ    string
	reg    bool
	regKey string
}

type memC struct {
	base
	items   []*hw.Item
	kits    []kit
	modules int
	gb      float64
}

type gpuC struct {
	base
	idx        int
	items      []*hw.Item // the build's GPU items, or the one chosen
	n          int
	vram       float64 // total, as facts compute it
	power      float64 // Σ board power (power_limit_w when set)
	maxW       float64 // largest single-card power
	need8      int
	cards      []rules.Card16 // the 16-pin sockets, with their adapters
	passive    bool           // a passively cooled card (gpu-cooling)
	plugsKnown bool           // every card has its power sockets recorded
	lens       []float64
	perf       float64
	minVR      float64 // smallest vram_gb of a card
	hasMin     bool
}

type stoC struct {
	base
	items    []*hw.Item
	drives   int
	nvme     int
	m2n, m2s int
	sata     int
	gb       float64
}

type caseC struct {
	base
	item               *hw.Item
	idx                int
	ffs, psuFFs        []string
	maxGPU, maxCooler  float64
	maxPSU             float64
	hasMaxPSU, hasRads bool
	rads               []float64
	expansion          int
	present            bool
	serverAir          bool
	ffKey, psuKey      string
	radKey             string
}

type coolC struct {
	base
	item    *hw.Item
	present bool
	n       int
	sockets []string
	typ     string
	height  float64
	hasH    bool
	rad     float64
	hasRad  bool
	tdp     float64
	hasTDP  bool
	sockKey string
	radKey  string
}

type psuC struct {
	base
	item   *hw.Item
	watt   float64
	eff    float64
	hasEff bool
	ff     string
	p8     int
	p16    int
	atx3   bool
	length float64
	hasLen bool
	ffKey  string
}

// space is a pick problem: the build, the checker, and every role's
// candidates sorted by price.
type space struct {
	b          *hw.Build
	cat        Catalog
	opt        *Options
	ck         *checker
	fixed      [nLevels]bool
	fixedCents int64
	// priceKnown is false when a fixed part has no price (the budget rule
	// then reports missing-data instead of checking).
	priceKnown bool

	gpus  []*gpuC
	mbs   []*mbC
	cpus  []*cpuC
	cpuBy map[string][]*cpuC // by socket
	mems  []*memC
	stos  []*stoC
	cases []*caseC
	cools []*coolC
	psus  []*psuC

	coolerCount int
	capCents    int64 // hard cap: --budget and the budget rule
	hasCap      bool
	lbStatic    [nLevels + 1]int64
	pairs       map[pairKey]bool
	sockets     []string           // CPU sockets, sorted
	cpuFor      map[string][]*cpuC // by board socket
}

// newSpace builds the candidate lists of a pick problem.
func newSpace(b *hw.Build, cat Catalog, opt *Options) (*space, error) {
	sp := &space{b: b, cat: cat, opt: opt, priceKnown: true, pairs: map[pairKey]bool{}}
	sp.ck = newChecker(b, opt)
	roles := map[hw.Kind][]*hw.Item{}
	for _, it := range b.Items {
		if it.Part == nil {
			return nil, fmt.Errorf("build %q: %s %q is not resolved (fix the unknown-part error first)", b.Name, it.Role, it.ID)
		}
		roles[it.Role] = append(roles[it.Role], it)
		if u, ok := it.UnitPrice(); ok {
			sp.fixedCents += cents(u) * int64(it.Count)
		} else {
			sp.priceKnown = false
		}
	}
	for _, k := range []hw.Kind{hw.KindCPU, hw.KindMotherboard, hw.KindPSU, hw.KindCase, hw.KindCooler} {
		if len(roles[k]) > 1 {
			return nil, fmt.Errorf("build %q has %d %s blocks; a build takes one (use count for several CPUs): fix the file first", b.Name, len(roles[k]), k)
		}
	}
	for lv, r := range levelRole {
		sp.fixed[lv] = len(roles[r]) > 0
	}
	priced := func(k hw.Kind) []*hw.Part {
		var out []*hw.Part
		for _, p := range cat.Parts(k) {
			if _, ok := p.Price(); ok && !opt.Exclude[p.ID] {
				out = append(out, p)
			}
		}
		return out
	}
	unit := func(p *hw.Part) int64 { u, _ := p.Price(); return cents(u) }

	// GPUs.
	req := b.Require
	if sp.fixed[lvGPU] {
		sp.gpus = []*gpuC{sp.gpuOf(roles[hw.KindGPU], base{})}
	} else if (req.GPUs != nil && *req.GPUs > 0) || (req.VRAMGB != nil && *req.VRAMGB > 0) {
		n := 1
		if req.GPUs != nil {
			n = max(1, min(maxCount, int(math.Ceil(*req.GPUs))))
		}
		for _, p := range priced(hw.KindGPU) {
			it := &hw.Item{Role: hw.KindGPU, ID: p.ID, Part: p, Count: n, Range: b.DefRange}
			sp.gpus = append(sp.gpus, sp.gpuOf([]*hw.Item{it}, base{p, n, unit(p) * int64(n)}))
		}
	} else {
		sp.gpus = []*gpuC{{}}
	}
	// Motherboards.
	if it := one(roles[hw.KindMotherboard]); it != nil {
		sp.mbs = []*mbC{mbOf(it.Part, it, base{})}
	} else {
		for _, p := range priced(hw.KindMotherboard) {
			sp.mbs = append(sp.mbs, mbOf(p, nil, base{p, 1, unit(p)}))
		}
	}
	// CPUs.
	if it := one(roles[hw.KindCPU]); it != nil {
		sp.cpus = []*cpuC{cpuOf(it.Part, it, it.Count, base{})}
	} else {
		for _, p := range priced(hw.KindCPU) {
			sp.cpus = append(sp.cpus, cpuOf(p, nil, 1, base{p, 1, unit(p)}))
		}
	}
	cpuCount := 1
	if len(sp.cpus) > 0 {
		cpuCount = sp.cpus[0].n
	}
	// Memory.
	if its := roles[hw.KindMemory]; len(its) > 0 {
		sp.mems = []*memC{memOf(its, base{})}
	} else {
		most := 0
		for _, m := range sp.mbs {
			most = max(most, m.slots)
		}
		for _, p := range priced(hw.KindMemory) {
			mods := int(p.NumOr("modules", 0))
			top := maxCount
			if mods > 0 {
				top = min(maxCount, max(1, most/mods))
			}
			for c := 1; c <= top; c++ {
				it := &hw.Item{Role: hw.KindMemory, ID: p.ID, Part: p, Count: c, Range: b.DefRange}
				sp.mems = append(sp.mems, memOf([]*hw.Item{it}, base{p, c, unit(p) * int64(c)}))
			}
		}
	}
	// Storage.
	if its := roles[hw.KindStorage]; len(its) > 0 {
		sp.stos = []*stoC{stoOf(its, base{})}
	} else {
		for _, p := range priced(hw.KindStorage) {
			top := 1
			if capGB := p.NumOr("capacity_gb", 0); req.StorageGB != nil && capGB > 0 {
				top = min(maxCount, max(1, int(math.Ceil(*req.StorageGB/capGB))))
			}
			for c := 1; c <= top; c++ {
				it := &hw.Item{Role: hw.KindStorage, ID: p.ID, Part: p, Count: c, Range: b.DefRange}
				sp.stos = append(sp.stos, stoOf([]*hw.Item{it}, base{p, c, unit(p) * int64(c)}))
			}
		}
	}
	// Cases.
	if it := one(roles[hw.KindCase]); it != nil {
		sp.cases = []*caseC{caseOf(it.Part, it, base{})}
	} else {
		for _, p := range priced(hw.KindCase) {
			sp.cases = append(sp.cases, caseOf(p, nil, base{p, 1, unit(p)}))
		}
	}
	// Coolers: chosen only for a CPU without a stock cooler.
	sp.coolerCount = cpuCount
	if it := one(roles[hw.KindCooler]); it != nil {
		sp.cools = []*coolC{coolOf(it.Part, it, it.Count, base{})}
	} else {
		for _, p := range priced(hw.KindCooler) {
			sp.cools = append(sp.cools, coolOf(p, nil, cpuCount, base{p, cpuCount, unit(p) * int64(cpuCount)}))
		}
	}
	// PSUs.
	volts := b.Power.CircuitVolts
	if its := roles[hw.KindPSU]; len(its) > 0 {
		sp.psus = []*psuC{psuFixed(its, volts)}
	} else {
		for _, p := range priced(hw.KindPSU) {
			sp.psus = append(sp.psus, psuOf(p, nil, base{p, 1, unit(p)}, volts))
		}
	}

	sortByPrice(sp.gpus, func(c *gpuC) *base { return &c.base })
	sortByPrice(sp.mbs, func(c *mbC) *base { return &c.base })
	sortByPrice(sp.cpus, func(c *cpuC) *base { return &c.base })
	sortByPrice(sp.mems, func(c *memC) *base { return &c.base })
	sortByPrice(sp.stos, func(c *stoC) *base { return &c.base })
	sortByPrice(sp.cases, func(c *caseC) *base { return &c.base })
	sortByPrice(sp.cools, func(c *coolC) *base { return &c.base })
	sortByPrice(sp.psus, func(c *psuC) *base { return &c.base })
	for i, g := range sp.gpus {
		g.idx = i
	}
	for i, m := range sp.mbs {
		m.idx = i
	}
	for i, c := range sp.cases {
		c.idx = i
	}
	sp.cpuBy = map[string][]*cpuC{}
	sp.cpuFor = map[string][]*cpuC{}
	for _, c := range sp.cpus {
		if len(sp.cpuBy[c.socket]) == 0 {
			sp.sockets = append(sp.sockets, c.socket)
		}
		sp.cpuBy[c.socket] = append(sp.cpuBy[c.socket], c)
	}
	slices.Sort(sp.sockets)

	// Hard caps: --budget, and budget_usd when the budget rule counts. The
	// rule's cap has one cent of slack: rules.Run judges the boundary.
	if opt.BudgetUSD != nil {
		sp.capCents, sp.hasCap = cents(*opt.BudgetUSD), true
	}
	if b.BudgetUSD != nil && sp.priceKnown && sp.ck.counts("budget", hw.Error) {
		c := cents(*b.BudgetUSD) + 1
		if !sp.hasCap || c < sp.capCents {
			sp.capCents, sp.hasCap = c, true
		}
	}
	// Static lower bounds: the cheapest candidate of every later level.
	mins := [nLevels]int64{
		minCents(sp.gpus, func(c *gpuC) int64 { return c.cents }),
		minCents(sp.mbs, func(c *mbC) int64 { return c.cents }),
		minCents(sp.cpus, func(c *cpuC) int64 { return c.cents }),
		minCents(sp.mems, func(c *memC) int64 { return c.cents }),
		minCents(sp.stos, func(c *stoC) int64 { return c.cents }),
		minCents(sp.cases, func(c *caseC) int64 { return c.cents }),
		0, // a stock cooler costs nothing
		minCents(sp.psus, func(c *psuC) int64 { return c.cents }),
	}
	for lv := nLevels - 1; lv >= 0; lv-- {
		sp.lbStatic[lv] = sp.lbStatic[lv+1] + mins[lv]
	}
	return sp, nil
}

// empty names the first role without any candidate, or "".
func (sp *space) empty() hw.Kind {
	switch {
	case len(sp.mbs) == 0:
		return hw.KindMotherboard
	case len(sp.cpus) == 0:
		return hw.KindCPU
	case len(sp.mems) == 0:
		return hw.KindMemory
	case len(sp.gpus) == 0:
		return hw.KindGPU
	case len(sp.stos) == 0:
		return hw.KindStorage
	case len(sp.cases) == 0:
		return hw.KindCase
	case len(sp.psus) == 0:
		return hw.KindPSU
	}
	return ""
}

const inf = math.MaxInt64 / 4

func minCents[T any](xs []T, f func(T) int64) int64 {
	if len(xs) == 0 {
		return inf
	}
	m := f(xs[0])
	for _, x := range xs[1:] {
		m = min(m, f(x))
	}
	return m
}

func sortByPrice[T any](xs []T, f func(T) *base) {
	slices.SortStableFunc(xs, func(a, b T) int {
		x, y := f(a), f(b)
		if x.cents != y.cents {
			if x.cents < y.cents {
				return -1
			}
			return 1
		}
		if x.nparts() != y.nparts() {
			return x.nparts() - y.nparts()
		}
		return strings.Compare(partID(x.part), partID(y.part))
	})
}

func partID(p *hw.Part) string {
	if p == nil {
		return ""
	}
	return p.ID
}

func one(its []*hw.Item) *hw.Item {
	if len(its) == 0 {
		return nil
	}
	return its[0]
}

func (sp *space) gpuOf(items []*hw.Item, bs base) *gpuC {
	g := &gpuC{base: bs, items: items, plugsKnown: true}
	for _, it := range items {
		g.n += it.Count
		g.vram += float64(it.Count) * it.Part.NumOr("vram_gb", 0)
		g.power += float64(it.Count) * it.GPUPower()
		g.maxW = max(g.maxW, it.GPUPower())
		e, ok8 := it.Part.Int("power_8pin")
		s, ok6 := it.Part.Int("power_6pin")
		h, ok16 := it.Part.Int("power_12vhpwr")
		if ok8 || ok6 || ok16 {
			g.need8 += it.Count * (e + s)
			a, hasA := it.Part.Int("adapter_8pin")
			for range it.Count * h {
				g.cards = append(g.cards, rules.Card16{Adapter: a, HasAdapter: hasA})
			}
		}
		g.passive = g.passive || it.Part.Str("cooler") == "passive"
		g.plugsKnown = g.plugsKnown && (ok8 || ok6 || ok16)
		l, _ := it.Part.Num("length_mm")
		g.lens = append(g.lens, l)
		g.perf += float64(it.Count) * it.Part.NumOr("fp16_tflops", 0)
		v, _ := it.Part.Num("vram_gb")
		if !g.hasMin || v < g.minVR {
			g.minVR, g.hasMin = v, true
		}
	}
	return g
}

func mbOf(p *hw.Part, it *hw.Item, bs base) *mbC {
	m := &mbC{base: bs, item: it, socket: p.Str("socket"), ff: p.Str("form_factor"), mtype: p.Str("memory_type"),
		chipKey: p.Str("socket") + "/" + p.Str("chipset"),
		reg:     p.Bool("registered_memory"), sockets: int(p.NumOr("cpu_sockets", 1)), hasSlotTable: len(p.Slots) > 0, positioned: p.SlotPositions(),
		regKey: fmt.Sprint(p.Bool("registered_memory"))}
	m.slots, _ = p.Int("memory_slots")
	m.maxMem, m.hasMax = p.Num("max_memory_gb")
	m.sata, m.hasSata = p.Int("sata_ports")
	m.hasM2 = len(p.M2) > 0
	for _, s := range p.M2 {
		if s.Source == "chipset" && s.Interface != "sata" {
			m.chipsetNVMe++
		}
		switch s.Interface {
		case "nvme":
			m.onlyN++
		case "sata":
			m.onlyS++
		default:
			m.m2b++
		}
	}
	return m
}

func cpuOf(p *hw.Part, it *hw.Item, n int, bs base) *cpuC {
	c := &cpuC{base: bs, item: it, n: n, socket: p.Str("socket"), memTypes: p.List("memory_types"),
		stock: p.Bool("stock_cooler"), igpu: p.Bool("integrated_graphics"), memKey: strings.Join(p.List("memory_types"), ",")}
	c.cores = n * int(p.NumOr("cores", 0))
	c.tdp = p.NumOr("tdp_w", 0)
	c.power = (&hw.Item{Part: p}).CPUPower()
	c.chipKey = fmt.Sprint(p.Str("socket"), p.Has("chipsets"), p.List("chipsets"), p.List("chipsets_bios"))
	if l, ok := p.Int("pcie_lanes"); ok {
		c.lanes, c.hasLanes = l*n, true
	}
	c.maxMem, c.hasMax = p.Num("max_memory_gb")
	return c
}

func memOf(items []*hw.Item, bs base) *memC {
	m := &memC{base: bs, items: items}
	for _, it := range items {
		mods := it.Count * int(it.Part.NumOr("modules", 0))
		m.modules += mods
		m.gb += float64(mods) * it.Part.NumOr("module_gb", 0)
		m.kits = append(m.kits, kit{it.Part.Str("type"), it.Part.Bool("registered"), fmt.Sprint(it.Part.Bool("registered"))})
	}
	return m
}

func stoOf(items []*hw.Item, bs base) *stoC {
	s := &stoC{base: bs, items: items}
	for _, it := range items {
		s.drives += it.Count
		s.gb += float64(it.Count) * it.Part.NumOr("capacity_gb", 0)
		nv := it.Part.Str("interface") == "nvme"
		if nv {
			s.nvme += it.Count
		}
		switch {
		case it.Part.Str("form_factor") == "m.2" && nv:
			s.m2n += it.Count
		case it.Part.Str("form_factor") == "m.2":
			s.m2s += it.Count
		case it.Part.Str("interface") == "sata":
			s.sata += it.Count
		}
	}
	return s
}

func caseOf(p *hw.Part, it *hw.Item, bs base) *caseC {
	c := &caseC{base: bs, item: it, present: true, ffs: p.List("form_factors"), psuFFs: p.List("psu_form_factors"),
		hasRads: p.Has("radiators_mm"), rads: p.Nums("radiators_mm")}
	if len(c.psuFFs) == 0 {
		c.psuFFs = []string{"ATX"}
	}
	c.maxGPU, _ = p.Num("max_gpu_length_mm")
	c.maxCooler, _ = p.Num("max_cooler_height_mm")
	c.maxPSU, c.hasMaxPSU = p.Num("max_psu_length_mm")
	c.expansion, _ = p.Int("expansion_slots")
	c.serverAir = p.Bool("server_airflow")
	c.ffKey = strings.Join(c.ffs, ",")
	c.psuKey = fmt.Sprint(c.psuFFs, c.maxPSU, c.hasMaxPSU)
	c.radKey = fmt.Sprint(c.rads, c.hasRads)
	return c
}

func coolOf(p *hw.Part, it *hw.Item, n int, bs base) *coolC {
	c := &coolC{base: bs, item: it, present: true, n: n, sockets: p.List("sockets"), typ: p.Str("type")}
	c.height, c.hasH = p.Num("height_mm")
	c.rad, c.hasRad = p.Num("radiator_mm")
	c.tdp, c.hasTDP = p.Num("tdp_w")
	c.sockKey = strings.Join(c.sockets, ",")
	c.radKey = fmt.Sprint(c.rad, c.hasRad)
	return c
}

func psuOf(p *hw.Part, it *hw.Item, bs base, volts float64) *psuC {
	s := &psuC{base: bs, item: it, ff: p.Str("form_factor"), atx3: p.Bool("atx3")}
	s.watt = hw.PSUWatts(p, volts)
	s.eff, s.hasEff = hw.EfficiencyFactor[p.Str("efficiency")]
	s.p8, _ = p.Int("pcie_8pin")
	s.p16 = int(p.NumOr("pcie_12vhpwr", 0))
	s.length, s.hasLen = p.Num("length_mm")
	s.ffKey = fmt.Sprint(s.ff, s.length, s.hasLen)
	return s
}

// psuFixed is the PSUs a build names, as one candidate: outputs and plugs
// add up (SPEC 1.3), ATX 3.x only when every unit is, and the best
// efficiency, so that the pruning tests stay no stronger than the rules.
func psuFixed(its []*hw.Item, volts float64) *psuC {
	s := psuOf(its[0].Part, its[0], base{}, volts)
	s.watt, s.p8, s.p16 = 0, 0, 0
	for _, it := range its {
		u := psuOf(it.Part, it, base{}, volts)
		s.watt += u.watt * float64(it.Count)
		s.p8 += u.p8 * it.Count
		s.p16 += u.p16 * it.Count
		s.atx3 = s.atx3 && u.atx3
		s.hasEff = s.hasEff && u.hasEff
		s.eff = max(s.eff, u.eff)
	}
	return s
}

// checker knows which rules count for this pick (enabled, not waived, of a
// severity that fails) and their thresholds.
type checker struct {
	cfg   *rules.Config
	allow bool
	// allowMissing accepts candidates that leave a rule unchecked.
	allowMissing bool
	ignore       map[string]bool
	waived       map[string]bool
	memo         map[string]*[4]int8 // per rule id, per severity: 0 unknown, 1 counts, 2 does not
	// thresholds
	perGPU, perNVMe    int
	coresMin, coresPer int
	factor             float64
	baseW, moduleW     float64
	driveW             float64
	gpuW               float64
	spike, margin      float64
	continuous         float64
	// hot holds counts() of the rules the innermost level tests.
	hot struct{ headE, headW, transW, connE, wallE, wallW, pffE bool }
}

func newChecker(b *hw.Build, opt *Options) *checker {
	cfg := opt.Config
	c := &checker{cfg: cfg, allow: opt.AllowWarnings, allowMissing: opt.AllowMissingData, ignore: opt.ignore, waived: map[string]bool{}, memo: map[string]*[4]int8{}}
	for _, w := range b.Waivers {
		c.waived[w.Rule] = true
	}
	c.perGPU = int(cfg.Param("pcie-lanes", "per_gpu"))
	c.perNVMe = int(cfg.Param("pcie-lanes", "per_nvme"))
	c.coresMin = int(cfg.Param("cpu-cores", "min"))
	c.coresPer = int(cfg.Param("cpu-cores", "per_gpu"))
	c.factor = cfg.Param("psu-headroom", "factor")
	c.baseW = cfg.Param("psu-headroom", "base_w")
	c.moduleW = cfg.Param("psu-headroom", "module_w")
	c.driveW = cfg.Param("psu-headroom", "drive_w")
	c.gpuW = cfg.Param("psu-transient", "gpu_w")
	c.spike = cfg.Param("psu-transient", "spike_factor")
	c.margin = cfg.Param("psu-transient", "margin")
	c.continuous = cfg.Param("wall-circuit", "continuous")
	c.hot.headE, c.hot.headW = c.counts("psu-headroom", hw.Error), c.counts("psu-headroom", hw.Warning)
	c.hot.transW, c.hot.connE = c.counts("psu-transient", hw.Warning), c.counts("psu-connectors", hw.Error)
	c.hot.wallE, c.hot.wallW = c.counts("wall-circuit", hw.Error), c.counts("wall-circuit", hw.Warning)
	c.hot.pffE = c.counts("psu-form-factor", hw.Error)
	return c
}

// counts reports whether a diagnostic of rule id at its natural severity
// sev would make a build fail this pick. Only then may the search prune on
// that rule.
func (c *checker) counts(id string, sev hw.Severity) bool {
	m := c.memo[id]
	if m == nil {
		m = new([4]int8)
		c.memo[id] = m
	}
	if int(sev) >= len(m) {
		return c.count(id, sev)
	}
	if m[sev] == 0 {
		m[sev] = 2
		if c.count(id, sev) {
			m[sev] = 1
		}
	}
	return m[sev] == 1
}

// needs reports whether a rule that cannot check for lack of a number sets
// a candidate aside: unless missing data is allowed, every enabled rule that
// counts at some failing severity (an info rule cannot fail a build, and
// rules.Run does not count its unchecked cases either).
func (c *checker) needs(id string) bool {
	if c.allowMissing {
		return false
	}
	r := rules.Lookup(id)
	if r == nil {
		return false
	}
	return c.counts(id, r.Severity) || c.counts(id, hw.Error) || c.counts(id, hw.Warning)
}

func (c *checker) count(id string, sev hw.Severity) bool {
	if c.ignore[id] {
		return false
	}
	r := rules.Lookup(id)
	input := r != nil && r.Input
	if !input && (!c.cfg.Enabled(id) || c.waived[id]) {
		return false
	}
	if c.cfg != nil && c.cfg.Rules != nil {
		if s := c.cfg.Rules[id].Severity; s != nil {
			sev = *s
		}
	}
	return sev == hw.Error || (sev == hw.Warning && !c.allow)
}
