package pick

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

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

// The candidates keep the part's typed view (v) and only what they derive
// from it: totals over the count, and the keys of pairOK's memo.

type cpuC struct {
	base
	item    *hw.Item
	v       *hw.CPU
	n       int // CPUs
	cores   int
	power   float64 // CPU power in the load (max_power_w, else tdp_w)
	chipKey string  // what cpu-chipset reads of the CPU
	lanes   *int    // nil: no pcie_lanes
	memKey  string
}

type mbC struct {
	base
	item        *hw.Item
	idx         int
	v           *hw.Board
	chipKey     string // socket and chipset, what cpu-chipset reads of the board
	chipsetNVMe int
	regKey      string
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
	// moduleGB is the largest module (memory-capacity's floor per slot).
	moduleGB float64
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
	// overflows and tight are workload-vram-fit's error and warning on
	// these GPUs (rules.WorkloadFit).
	overflows, tight bool
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
	item          *hw.Item
	v             *hw.Case
	idx           int
	present       bool
	ffKey, psuKey string
	// radKey and heightKey: what cooler-radiator and cooler-height read
	// of the case.
	radKey, heightKey string
}

type coolC struct {
	base
	idx     int
	item    *hw.Item
	v       *hw.Cooler
	present bool
	n       int
	sockKey string
	// radKey, heightKey and capKey: what cooler-radiator, cooler-height
	// and cooler-capacity read of the cooler.
	radKey, heightKey, capKey string
}

type psuC struct {
	base
	idx  int // in its list (singles, twos or the build's)
	item *hw.Item
	// units are the PSUs of the candidate (one, or two of one model, or
	// the units a build names): each one's output at the circuit's voltage
	// and efficiency, in the facts' order.
	units []psuUnit
	watt  float64 // Σ output, summed as the facts sum it
	// effKnown: every unit's efficiency is known (the wall draw is).
	effKnown bool
	ff       string
	p16      int
	// exempt: psu-transient does not apply to these units
	// (rules.TransientExempt: every one is ATX 3.x).
	exempt bool
	length float64
	hasLen bool
	ffKey  string
}

type psuUnit struct{ w, eff float64 }

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

	candidates
	// psus are the PSU candidates of the phase being searched: the
	// build's own, or single units, or pairs (see phases).
	psus     []*psuC
	minUnits int // the fewest units of any candidate in psus
	// impossible, when set, says why no build can pass whatever is chosen
	// (an input problem or a number no part can supply).
	impossible string

	capCents int64 // hard cap: --budget and the budget rule
	hasCap   bool
	lbStatic [nLevels + 1]int64
	mins     [nLevels]int64 // the cheapest candidate of each level
	minRest  [nLevels]int   // the fewest parts the levels after each add
	pairs    map[pairKey]bool
	plugs    map[plugKey]bool
	cpuFor   map[string][]*cpuC // by board socket
	// caps memoises capOf; tables the power tables of the GPU candidates
	// for the current PSU phase.
	caps   map[capKey]float64
	tables map[*gpuC]*powerTable
}

// candidates are every role's candidates, sorted by price. They depend on
// the build, the catalog and the options but the rules ignored, so the
// searches of one pick share them (shared.cands); nothing changes them.
type candidates struct {
	gpus          []*gpuC
	mbs           []*mbC
	cpus          []*cpuC
	cpuBy         map[string][]*cpuC // by socket
	mems          []*memC
	stos          []*stoC
	cases         []*caseC
	cools         []*coolC
	fixedPSU      []*psuC // the build's own PSUs, as one candidate
	singles, twos []*psuC
	sockets       []string // CPU sockets, sorted
	coolerCount   int
	// impossible is set when the build itself cannot pass (see space).
	impossible string
}

// newSpace builds the candidate lists of a pick problem.
func newSpace(b *hw.Build, cat Catalog, opt *Options) (*space, error) {
	if opt.shared == nil {
		opt.shared = newShared()
	}
	sp := &space{b: b, cat: cat, opt: opt, priceKnown: true, pairs: map[pairKey]bool{}, plugs: map[plugKey]bool{}, caps: map[capKey]float64{}}
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
	merge := !opt.allParts && (opt.Config == nil || len(opt.Config.Policies) == 0)
	pricedOf := func(k hw.Kind) []*hw.Part {
		var out []*hw.Part
		for _, p := range cat.Parts(k) {
			if _, ok := p.Price(); ok && !opt.Exclude[p.ID] {
				out = append(out, p)
			}
		}
		if merge {
			out = representatives(out, opt.PreferBrand) // classes.go
		}
		return out
	}
	if len(opt.shared.priced) == 0 {
		// The kinds are independent: group them in parallel (a large user
		// catalog spends most of a pick here).
		lists := make([][]*hw.Part, len(hw.Roles))
		var wg sync.WaitGroup
		for i, k := range hw.Roles {
			wg.Go(func() { lists[i] = pricedOf(k) })
		}
		wg.Wait()
		for i, k := range hw.Roles {
			opt.shared.priced[k] = lists[i]
		}
	}
	priced := func(k hw.Kind) []*hw.Part { return opt.shared.priced[k] }
	unit := func(p *hw.Part) int64 { u, _ := p.Price(); return cents(u) }

	if c := opt.shared.cands; c != nil {
		sp.candidates = *c
	} else {
		sp.buildCandidates(b, roles, priced, unit)
		c := sp.candidates
		opt.shared.cands = &c
	}
	sp.impossible = sp.candidates.impossible
	sp.psus = sp.singles
	if sp.fixed[lvPSU] {
		sp.psus = sp.fixedPSU
	}
	sp.cpuFor = map[string][]*cpuC{}

	// Hard caps: --budget, and budget_usd when the budget rule counts. The
	// rule's cap has one cent of slack: rules.Run judges the boundary.
	if opt.BudgetUSD != nil {
		sp.capCents, sp.hasCap = cents(*opt.BudgetUSD), true
	}
	if b.BudgetUSD != nil && !sp.priceKnown && sp.ck.needs("budget") {
		sp.impossible = "missing-data: budget cannot be checked: a part the build names has no price_usd (give it one: price_usd in its block)"
	}
	if b.BudgetUSD != nil && sp.priceKnown && sp.ck.counts("budget", hw.Error) {
		c := cents(*b.BudgetUSD) + 1
		if !sp.hasCap || c < sp.capCents {
			sp.capCents, sp.hasCap = c, true
		}
	}
	sp.bounds()
	return sp, nil
}

// bounds computes the static lower bounds: the cheapest candidate of every
// later level.
func (sp *space) bounds() {
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
	sp.mins = mins
	// The fewest parts each level adds (a stock cooler none), and after
	// each level.
	minN := [nLevels]int{
		minNum(sp.gpus, func(c *gpuC) int { return c.nparts() }),
		minNum(sp.mbs, func(c *mbC) int { return c.nparts() }),
		minNum(sp.cpus, func(c *cpuC) int { return c.nparts() }),
		minNum(sp.mems, func(c *memC) int { return c.nparts() }),
		minNum(sp.stos, func(c *stoC) int { return c.nparts() }),
		minNum(sp.cases, func(c *caseC) int { return c.nparts() }),
		0,
		minNum(sp.psus, func(c *psuC) int { return c.nparts() }),
	}
	if sp.fixed[lvCool] {
		minN[lvCool] = sp.cools[0].nparts()
	}
	sp.minRest[nLevels-1] = 0
	for lv := nLevels - 2; lv >= 0; lv-- {
		sp.minRest[lv] = sp.minRest[lv+1] + minN[lv+1]
	}
	for lv := nLevels - 1; lv >= 0; lv-- {
		sp.lbStatic[lv] = sat(sp.lbStatic[lv+1], mins[lv])
	}
}

// phases are the PSU candidate lists searched in turn, the next only when
// the one before has no build: the build's own PSUs; or one unit, then two
// of one model when no single unit can carry the build (SPEC 1.3: a second
// PSU joined with a sync adapter); or, when the power block asks for two
// circuits, two units (one per circuit) from the start.
func (sp *space) phases() [][]*psuC {
	switch {
	case sp.fixed[lvPSU]:
		return [][]*psuC{sp.fixedPSU}
	case sp.b.Power.Circuits >= 2:
		return [][]*psuC{sp.twos}
	}
	return [][]*psuC{sp.singles, sp.twos}
}

// setPSUs makes psus the PSU candidates being searched.
func (sp *space) setPSUs(psus []*psuC) {
	sp.psus = psus
	sp.tables = map[*gpuC]*powerTable{}
	for i, p := range psus {
		p.idx = i
	}
	sp.minUnits = math.MaxInt
	for _, p := range psus {
		sp.minUnits = min(sp.minUnits, len(p.units))
	}
	sp.bounds()
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

func minNum[T any](xs []T, f func(T) int) int {
	m := 0
	for i, x := range xs {
		if v := f(x); i == 0 || v < m {
			m = v
		}
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
		v := it.Part.GPU()
		g.vram += float64(it.Count) * v.VRAMGB
		g.power += float64(it.Count) * it.GPUPower()
		g.maxW = max(g.maxW, it.GPUPower())
		e, ok8 := v.Power8Pin.Get()
		s, ok6 := v.Power6Pin.Get()
		h, ok16 := v.Power12VHPWR.Get()
		if ok8 || ok6 || ok16 {
			g.need8 += it.Count * (e + s)
			a, hasA := v.Adapter8Pin.Get()
			for range it.Count * h {
				g.cards = append(g.cards, rules.Card16{Adapter: a, Known: hasA})
			}
		}
		g.passive = g.passive || rules.PassiveGPU(v.Cooler)
		g.plugsKnown = g.plugsKnown && (ok8 || ok6 || ok16)
		g.lens = append(g.lens, v.LengthMM)
		g.perf += float64(it.Count) * v.FP16TFLOPS.V
		if !g.hasMin || v.VRAMGB < g.minVR {
			g.minVR, g.hasMin = v.VRAMGB, true
		}
	}
	return g
}

func mbOf(p *hw.Part, it *hw.Item, bs base) *mbC {
	v := p.Board()
	m := &mbC{base: bs, item: it, v: v, chipKey: v.Socket + "/" + v.Chipset,
		regKey: fmt.Sprint(v.RegisteredMemory)}
	for _, s := range p.M2 {
		if s.Source == "chipset" && s.Interface != "sata" {
			m.chipsetNVMe++
		}
	}
	return m
}

func cpuOf(p *hw.Part, it *hw.Item, n int, bs base) *cpuC {
	v := p.CPU()
	c := &cpuC{base: bs, item: it, v: v, n: n, memKey: strings.Join(v.MemoryTypes, ",")}
	c.cores = n * v.Cores
	c.power = (&hw.Item{Part: p}).CPUPower()
	c.chipKey = fmt.Sprint(v.Socket, v.Chipsets, v.ChipsetsBIOS.V)
	if p.Has("pcie_lanes") { // as the facts count it (rules/facts.go)
		lanes := v.PCIeLanes * n
		c.lanes = &lanes
	}
	return c
}

func memOf(items []*hw.Item, bs base) *memC {
	m := &memC{base: bs, items: items}
	for _, it := range items {
		v := it.Part.Memory()
		mods := it.Count * v.Modules
		m.modules += mods
		m.gb += float64(mods) * v.ModuleGB
		m.moduleGB = max(m.moduleGB, v.ModuleGB)
		m.kits = append(m.kits, kit{v.Type, v.Registered, fmt.Sprint(v.Registered)})
	}
	return m
}

func stoOf(items []*hw.Item, bs base) *stoC {
	s := &stoC{base: bs, items: items}
	for _, it := range items {
		s.drives += it.Count
		v := it.Part.Storage()
		s.gb += float64(it.Count) * v.CapacityGB
		nv := v.Interface == "nvme"
		if nv {
			s.nvme += it.Count
		}
		switch {
		case v.FormFactor == "m.2" && nv:
			s.m2n += it.Count
		case v.FormFactor == "m.2":
			s.m2s += it.Count
		case v.Interface == "sata":
			s.sata += it.Count
		}
	}
	return s
}

func caseOf(p *hw.Part, it *hw.Item, bs base) *caseC {
	v := p.Case()
	return &caseC{base: bs, item: it, v: v, present: true, ffKey: strings.Join(v.FormFactors, ","),
		psuKey: fmt.Sprint(v.PSUFormFactors, v.MaxPSULengthMM, v.PSUBays), radKey: fmt.Sprint(v.RadiatorsMM),
		heightKey: fmt.Sprint(v.MaxCoolerHeightMM)}
}

func coolOf(p *hw.Part, it *hw.Item, n int, bs base) *coolC {
	v := p.Cooler()
	return &coolC{base: bs, item: it, v: v, present: true, n: n, sockKey: strings.Join(v.Sockets, ","),
		radKey: fmt.Sprint(v.Type, v.RadiatorMM), heightKey: fmt.Sprint(v.Type, v.HeightMM), capKey: fmt.Sprint(v.TDPW)}
}

// psuOf is a PSU candidate of bs.count units of model p (its build item it
// when fixed or more than one).
func psuOf(p *hw.Part, it *hw.Item, bs base, volts float64) *psuC {
	v := p.PSU()
	its := []*hw.Item{it}
	if it == nil {
		its[0] = &hw.Item{Role: hw.KindPSU, ID: p.ID, Part: p, Count: 1}
	}
	s := &psuC{base: bs, item: it, ff: v.FormFactor, exempt: rules.TransientExempt(its), effKnown: true}
	w := hw.PSUWatts(p, volts)
	eff, ok := hw.EfficiencyFactor[v.Efficiency]
	s.effKnown = ok
	n := max(1, bs.count)
	s.p16 = v.PCIe12VHPWR * n
	for range n {
		s.units = append(s.units, psuUnit{w, eff})
		s.watt += w
	}
	s.length, s.hasLen = v.LengthMM.Get()
	s.ffKey = fmt.Sprint(s.ff, s.length, s.hasLen, n)
	return s
}

// psuFixed is the PSUs a build names, as one candidate: outputs and plugs
// add up (SPEC 1.3), psu-transient judges them together. The form factor is
// the first unit's: pairOK judges psu-form-factor on the first item only,
// which is weaker than the rule, never stronger.
func psuFixed(its []*hw.Item, volts float64) *psuC {
	s := psuOf(its[0].Part, its[0], base{}, volts)
	s.units, s.watt, s.p16 = nil, 0, 0
	s.exempt = rules.TransientExempt(its)
	for _, it := range its {
		u := psuOf(it.Part, it, base{count: it.Count}, volts)
		s.units = append(s.units, u.units...)
		for _, x := range u.units {
			s.watt += x.w
		}
		s.p16 += u.p16
		s.effKnown = s.effKnown && u.effKnown
	}
	return s
}

// checker knows which rules count for this pick (enabled, not waived, of a
// severity that fails) and their thresholds.
type checker struct {
	cfg *rules.Config
	th  *rules.Thresholds
	opt *Options // which warnings are allowed
	// allowMissing accepts candidates that leave a rule unchecked.
	allowMissing bool
	// missingFails: missing-data diagnostics themselves fail a build (the
	// config raised their severity), whatever rule could not check.
	missingFails bool
	ignore       map[string]bool
	waived       map[string]bool
	memo         map[string]*[4]int8 // per rule id, per severity: 0 unknown, 1 counts, 2 does not
	// hot holds counts() of the rules the innermost level tests.
	hot struct{ headE, headW, transW, connE, wallE, wallW, pffE bool }
}

func newChecker(b *hw.Build, opt *Options) *checker {
	cfg := opt.Config
	c := &checker{cfg: cfg, th: rules.NewThresholds(cfg), opt: opt, allowMissing: opt.AllowMissingData, ignore: opt.ignore, waived: map[string]bool{}, memo: map[string]*[4]int8{}}
	for _, w := range b.Waivers {
		c.waived[w.Rule] = true
	}
	c.missingFails = c.counts("missing-data", hw.Info)
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

// needs reports whether a candidate on which rule id cannot check for lack
// of a number fails this pick, exactly as the final judgement decides: the
// rule runs (is enabled), and either its missing-data diagnostic fails the
// build (missing-data raised to a failing severity and not waived), or,
// unless missing data is allowed, the rule's unchecked entry makes the build
// unverified (rules.Run keeps it unless the rule's severity is info; waivers
// do not remove it).
func (c *checker) needs(id string) bool {
	if rules.Lookup(id) == nil || !c.cfg.Enabled(id) {
		return false
	}
	if c.missingFails {
		return true
	}
	if c.allowMissing || c.ignore[id] || c.opt.missingOK[id] {
		return false
	}
	return c.severity(id) != hw.Info
}

// severity is rule id's severity under the config.
func (c *checker) severity(id string) hw.Severity {
	if c.cfg != nil && c.cfg.Rules != nil {
		if s := c.cfg.Rules[id].Severity; s != nil {
			return *s
		}
	}
	return rules.Lookup(id).Severity
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
	return sev == hw.Error || (sev == hw.Warning && !c.opt.warningAllowed(id))
}

// buildCandidates makes the candidate lists (see candidates).
func (sp *space) buildCandidates(b *hw.Build, roles map[hw.Kind][]*hw.Item, priced func(hw.Kind) []*hw.Part, unit func(*hw.Part) int64) {
	// GPUs.
	req := b.Require
	if sp.fixed[lvGPU] {
		sp.gpus = []*gpuC{sp.gpuOf(roles[hw.KindGPU], base{})}
	} else if (req.GPUs != nil && *req.GPUs > 0) || (req.VRAMGB != nil && *req.VRAMGB > 0) || len(b.Workloads) > 0 {
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
	for _, g := range sp.gpus {
		g.overflows, g.tight = rules.WorkloadFit(b, g.items, sp.opt.Config)
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
			most = max(most, m.v.MemorySlots)
		}
		for _, p := range priced(hw.KindMemory) {
			mods := p.Memory().Modules
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
			if capGB := p.Storage().CapacityGB; req.StorageGB != nil && capGB > 0 {
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
	// PSUs: one unit, or two of one model (SPEC 1.3) when one cannot carry
	// the build (see phases).
	volts := b.Power.CircuitVolts
	if its := roles[hw.KindPSU]; len(its) > 0 {
		sp.fixedPSU = []*psuC{psuFixed(its, volts)}
		units := 0
		for _, it := range its {
			units += it.Count
		}
		if circuits := max(1, b.Power.Circuits); circuits > max(units, 1) {
			sp.candidates.impossible = fmt.Sprintf("part-count: power { circuits = %d } needs a PSU per circuit; the build names %d", circuits, units)
		}
	} else {
		for _, p := range priced(hw.KindPSU) {
			sp.singles = append(sp.singles, psuOf(p, nil, base{p, 1, unit(p)}, volts))
			it := &hw.Item{Role: hw.KindPSU, ID: p.ID, Part: p, Count: 2, Range: b.DefRange}
			sp.twos = append(sp.twos, psuOf(p, it, base{p, 2, 2 * unit(p)}, volts))
		}
	}
	if b.Power.Circuits > rules.MaxPSUs {
		sp.candidates.impossible = fmt.Sprintf("part-count: power { circuits = %d }: a build has at most %d PSUs, one per circuit", b.Power.Circuits, rules.MaxPSUs)
	}

	sortByPrice(sp.gpus, func(c *gpuC) *base { return &c.base })
	sortByPrice(sp.mbs, func(c *mbC) *base { return &c.base })
	sortByPrice(sp.cpus, func(c *cpuC) *base { return &c.base })
	sortByPrice(sp.mems, func(c *memC) *base { return &c.base })
	sortByPrice(sp.stos, func(c *stoC) *base { return &c.base })
	sortByPrice(sp.cases, func(c *caseC) *base { return &c.base })
	sortByPrice(sp.cools, func(c *coolC) *base { return &c.base })
	sortByPrice(sp.singles, func(c *psuC) *base { return &c.base })
	sortByPrice(sp.twos, func(c *psuC) *base { return &c.base })
	for i, g := range sp.gpus {
		g.idx = i
	}
	for i, m := range sp.mbs {
		m.idx = i
	}
	for i, c := range sp.cases {
		c.idx = i
	}
	for i, c := range sp.cools {
		c.idx = i
	}
	sp.cpuBy = map[string][]*cpuC{}
	for _, c := range sp.cpus {
		if len(sp.cpuBy[c.v.Socket]) == 0 {
			sp.sockets = append(sp.sockets, c.v.Socket)
		}
		sp.cpuBy[c.v.Socket] = append(sp.cpuBy[c.v.Socket], c)
	}
	slices.Sort(sp.sockets)
}
