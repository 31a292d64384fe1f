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

// cand is a candidate for one level: the part it adds (nil when the build
// names the role, or leaves it empty), how many, its price in cents, the
// build items it stands for, and what the pruning tests read of them,
// computed once, as rules.ComputeFacts computes it. Each number belongs to
// the roles its comment names; the other roles leave it zero.
type cand struct {
	part  *hw.Part
	count int
	cents int64
	idx   int // in its list
	// items are the build items it stands for: the chosen part's one, or
	// the build's own; none for "no GPU" and a stock cooler.
	items []*hw.Item

	n      int     // Σ the items' counts: CPUs, GPUs, drives, coolers, PSUs
	powerW float64 // CPUs, GPUs: their power in the load
	cores  int     // CPUs
	lanes  *int    // CPUs: pcie_lanes in all; nil when not known
	// chipsetNVMe: a board's M.2 NVMe sockets on chipset lanes
	// (rules.ChipsetNVMe).
	chipsetNVMe int

	modules  int     // memory modules
	gb       float64 // memory, storage: capacity in GB
	moduleGB float64 // memory: the largest module (memory-capacity's floor per slot)

	vram float64 // GPUs: total, as facts compute it
	maxW float64 // GPUs: the largest single card's power
	perf float64 // GPUs: Σ fp16 TFLOPS
	// passive: a passively cooled card (gpu-cooling); socketsKnown:
	// psu-connectors can read every card's power sockets
	// (rules.CardSocketsKnown).
	passive, socketsKnown bool
	// overflows and tight are workload-vram-fit's error and warning on
	// the GPUs (rules.WorkloadFit).
	overflows, tight bool

	nvme, m2n, m2s, sata int // drives: NVMe, on M.2 NVMe, on M.2 SATA, on SATA ports

	// units are the PSUs (one, two of one model, or the units a build
	// names) as the facts read them (rules.PSUUnits); watt their output
	// in all.
	units []rules.PSUUnit
	watt  float64
	// effKnown: every unit's efficiency is known (the wall draw is);
	// exempt: psu-transient does not apply to the units
	// (rules.TransientExempt).
	effKnown, exempt bool

	// The keys of pairOK's memo: what each rule asked on a pair of parts
	// reads of this one. sockKey: cpu-socket and cooler-socket; chipKey:
	// cpu-chipset; memKey: memory-type (of a CPU or board); regKey:
	// memory-registered (board); ffKey: case-form-factor (board, case) or
	// psu-form-factor (PSU); psuKey: psu-form-factor (case); radKey,
	// heightKey, capKey: cooler-radiator, cooler-height, cooler-capacity.
	sockKey, chipKey, memKey, regKey, ffKey, psuKey string
	radKey, heightKey, capKey                       string
	// kits are what memory-type and memory-registered read of each memory
	// item.
	kits []kit
}

type kit struct{ typ, regKey string }

// src is the part the candidate's numbers come from (its first item's), or
// nil for none.
func (c *cand) src() *hw.Part {
	if len(c.items) == 0 {
		return nil
	}
	return c.items[0].Part
}

// item is the candidate's first build item, or nil.
func (c *cand) item() *hw.Item {
	if len(c.items) == 0 {
		return nil
	}
	return c.items[0]
}

func (c *cand) nparts() int {
	if c.part == nil {
		return 0
	}
	return c.count
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

	// candidates holds the lists of every level; its PSU list is the
	// phase's being searched: the build's own, or single units, or pairs
	// (see phases).
	candidates
	minUnits int // the fewest units of any PSU candidate
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
	cpuFor   map[string][]*cand // by board socket
	// caps memoises capOf; tables the power tables of the GPU candidates
	// for the current PSU phase.
	caps   map[capKey]float64
	tables map[*cand]*powerTable
}

// candidates are every role's candidates, sorted by price. They depend on
// the build, the catalog and the options but the rules ignored, so the
// searches of one pick share them (shared.cands); nothing changes them.
type candidates struct {
	lists         [nLevels][]*cand
	cpuBy         map[string][]*cand // by socket
	fixedPSU      []*cand            // the build's own PSUs, as one candidate
	singles, twos []*cand
	sockets       []string // CPU sockets, sorted
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
		sp.buildCandidates(roles, priced, unit)
		c := sp.candidates
		opt.shared.cands = &c
	}
	sp.impossible = sp.candidates.impossible
	sp.lists[lvPSU] = sp.singles
	if sp.fixed[lvPSU] {
		sp.lists[lvPSU] = sp.fixedPSU
	}
	sp.cpuFor = map[string][]*cand{}

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
// later level, and the fewest parts the levels after each add.
func (sp *space) bounds() {
	var minN [nLevels]int
	for lv, l := range sp.lists {
		sp.mins[lv], minN[lv] = minCents(l), minNum(l)
	}
	// A stock cooler costs nothing and adds no part (nor does the build's own).
	sp.mins[lvCool], minN[lvCool] = 0, 0
	sp.minRest[nLevels-1] = 0
	for lv := nLevels - 2; lv >= 0; lv-- {
		sp.minRest[lv] = sp.minRest[lv+1] + minN[lv+1]
	}
	for lv := nLevels - 1; lv >= 0; lv-- {
		sp.lbStatic[lv] = sat(sp.lbStatic[lv+1], sp.mins[lv])
	}
}

// phases are the PSU candidate lists searched in turn, the next only when
// the one before has no build: the build's own PSUs; or one unit, then two
// of one model when no single unit can carry the build (SPEC 1.3: a second
// PSU joined with a sync adapter); or, when the power block asks for two
// circuits, two units (one per circuit) from the start.
func (sp *space) phases() [][]*cand {
	switch {
	case sp.fixed[lvPSU]:
		return [][]*cand{sp.fixedPSU}
	case sp.b.Power.Circuits >= 2:
		return [][]*cand{sp.twos}
	}
	return [][]*cand{sp.singles, sp.twos}
}

// setPSUs makes psus the PSU candidates being searched.
func (sp *space) setPSUs(psus []*cand) {
	sp.lists[lvPSU] = psus
	sp.tables = map[*cand]*powerTable{}
	for i, p := range psus {
		p.idx = i
	}
	sp.minUnits = math.MaxInt
	for _, p := range psus {
		sp.minUnits = min(sp.minUnits, len(p.units))
	}
	sp.bounds()
}

// empty names the first role without any candidate, or "" (a cooler is
// never needed: a CPU may ship one).
func (sp *space) empty() hw.Kind {
	for _, lv := range [...]int{lvMB, lvCPU, lvMem, lvGPU, lvSto, lvCase, lvPSU} {
		if len(sp.lists[lv]) == 0 {
			return levelRole[lv]
		}
	}
	return ""
}

const inf = math.MaxInt64 / 4

// minCents is the price of the cheapest of cs, or inf.
func minCents(cs []*cand) int64 {
	m := int64(inf)
	for _, c := range cs {
		m = min(m, c.cents)
	}
	return m
}

// minNum is the fewest parts any of cs adds (0 for none).
func minNum(cs []*cand) int {
	m := 0
	for i, c := range cs {
		if v := c.nparts(); i == 0 || v < m {
			m = v
		}
	}
	return m
}

func sortByPrice(cs []*cand) {
	slices.SortStableFunc(cs, func(x, y *cand) int {
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

// fixedCand is the candidate of the build's own items of a role.
func fixedCand(its []*hw.Item) *cand { return countUnits(&cand{items: its}) }

// chosen is the candidate of count of part p, a unit costing unit cents.
func (sp *space) chosen(p *hw.Part, count int, unit int64) *cand {
	it := &hw.Item{Role: p.Kind, ID: p.ID, Part: p, Count: count, Range: sp.b.DefRange}
	return countUnits(&cand{part: p, count: count, cents: unit * int64(count), items: []*hw.Item{it}})
}

func countUnits(c *cand) *cand {
	for _, it := range c.items {
		c.n += it.Count
	}
	return c
}

// numbers computes what the pruning tests read of a level's candidates,
// from their items.
var numbers = [nLevels]func(*space, *cand) *cand{
	lvGPU: (*space).gpuNums, lvMB: (*space).boardNums, lvCPU: (*space).cpuNums, lvMem: (*space).memNums,
	lvSto: (*space).stoNums, lvCase: (*space).caseNums, lvCool: (*space).coolNums, lvPSU: (*space).psuNums,
}

func (sp *space) gpuNums(c *cand) *cand {
	c.socketsKnown = true
	for _, it := range c.items {
		v := it.Part.GPU()
		c.vram += float64(it.Count) * v.VRAMGB
		c.powerW += float64(it.Count) * it.GPUPower()
		c.maxW = max(c.maxW, it.GPUPower())
		c.passive = c.passive || rules.PassiveGPU(v.Cooler)
		c.socketsKnown = c.socketsKnown && rules.CardSocketsKnown(v)
		c.perf += float64(it.Count) * v.FP16TFLOPS.V
	}
	c.overflows, c.tight = rules.WorkloadFit(sp.b, c.items, sp.opt.Config)
	return c
}

func (sp *space) boardNums(c *cand) *cand {
	p := c.src()
	v := p.Board()
	c.sockKey, c.chipKey, c.memKey = v.Socket, v.Socket+"/"+v.Chipset, v.MemoryType
	c.regKey, c.ffKey = fmt.Sprint(v.RegisteredMemory), v.FormFactor
	c.chipsetNVMe = rules.ChipsetNVMe(p)
	return c
}

func (sp *space) cpuNums(c *cand) *cand {
	p := c.src()
	v := p.CPU()
	c.cores = c.n * v.Cores
	c.powerW = float64(c.n) * c.items[0].CPUPower()
	c.sockKey, c.memKey, c.capKey = v.Socket, strings.Join(v.MemoryTypes, ","), fmt.Sprint(v.TDPW)
	c.chipKey = fmt.Sprint(v.Socket, v.Chipsets, v.ChipsetsBIOS.V)
	if p.Has("pcie_lanes") { // as the facts count it (rules/facts.go)
		lanes := v.PCIeLanes * c.n
		c.lanes = &lanes
	}
	return c
}

func (sp *space) memNums(c *cand) *cand {
	for _, it := range c.items {
		v := it.Part.Memory()
		mods := it.Count * v.Modules
		c.modules += mods
		c.gb += float64(mods) * v.ModuleGB
		c.moduleGB = max(c.moduleGB, v.ModuleGB)
		c.kits = append(c.kits, kit{v.Type, fmt.Sprint(v.Registered)})
	}
	return c
}

func (sp *space) stoNums(c *cand) *cand {
	for _, it := range c.items {
		v := it.Part.Storage()
		c.gb += float64(it.Count) * v.CapacityGB
		nv := v.Interface == "nvme"
		if nv {
			c.nvme += it.Count
		}
		switch {
		case v.FormFactor == "m.2" && nv:
			c.m2n += it.Count
		case v.FormFactor == "m.2":
			c.m2s += it.Count
		case v.Interface == "sata":
			c.sata += it.Count
		}
	}
	return c
}

func (sp *space) caseNums(c *cand) *cand {
	v := c.src().Case()
	c.ffKey, c.psuKey = strings.Join(v.FormFactors, ","), fmt.Sprint(v.PSUFormFactors, v.MaxPSULengthMM, v.PSUBays)
	c.radKey, c.heightKey = fmt.Sprint(v.RadiatorsMM), fmt.Sprint(v.MaxCoolerHeightMM)
	return c
}

func (sp *space) coolNums(c *cand) *cand {
	v := c.src().Cooler()
	c.sockKey, c.capKey = strings.Join(v.Sockets, ","), fmt.Sprint(v.TDPW)
	c.radKey, c.heightKey = fmt.Sprint(v.Type, v.RadiatorMM), fmt.Sprint(v.Type, v.HeightMM)
	return c
}

// psuNums: outputs add up over the units (SPEC 1.3). The form factor is
// the first unit's: pairOK judges psu-form-factor on the first item only,
// which is weaker than the rule, never stronger.
func (sp *space) psuNums(c *cand) *cand {
	c.units, c.watt, c.effKnown = rules.PSUUnits(c.items, sp.b.Power.CircuitVolts)
	c.exempt = rules.TransientExempt(c.items)
	v := c.src().PSU()
	length, hasLen := v.LengthMM.Get()
	c.ffKey = fmt.Sprint(v.FormFactor, length, hasLen, c.n)
	return c
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

// buildCandidates makes the candidate lists (see candidates): the build's
// own items of a role as its one candidate, or each count of each priced
// part that the search space tries (tries).
func (sp *space) buildCandidates(roles map[hw.Kind][]*hw.Item, priced func(hw.Kind) []*hw.Part, unit func(*hw.Part) int64) {
	for lv, r := range levelRole {
		if its := roles[r]; len(its) > 0 {
			sp.lists[lv] = []*cand{numbers[lv](sp, fixedCand(its))}
			continue
		}
		counts := sp.tries(lv)
		for _, p := range priced(r) {
			lo, hi := counts(p)
			for n := lo; n <= hi; n++ {
				sp.lists[lv] = append(sp.lists[lv], numbers[lv](sp, sp.chosen(p, n, unit(p))))
			}
		}
		if lv == lvGPU && sp.gpusWanted() == 0 {
			sp.lists[lv] = []*cand{{}} // no GPU
		}
	}
	// PSUs: one unit, or two of one model (SPEC 1.3) when one cannot carry
	// the build (see phases).
	b, psus := sp.b, sp.lists[lvPSU]
	sp.lists[lvPSU] = nil
	if sp.fixed[lvPSU] {
		sp.fixedPSU = psus
		if n := psus[0].n; max(1, b.Power.Circuits) > max(n, 1) {
			sp.candidates.impossible = fmt.Sprintf("part-count: power { circuits = %d } needs a PSU per circuit; the build names %d", max(1, b.Power.Circuits), n)
		}
	}
	for _, c := range psus {
		if c.count == 1 {
			sp.singles = append(sp.singles, c)
		} else if c.count == 2 {
			sp.twos = append(sp.twos, c)
		}
	}
	if b.Power.Circuits > rules.MaxPSUs {
		sp.candidates.impossible = fmt.Sprintf("part-count: power { circuits = %d }: a build has at most %d PSUs, one per circuit", b.Power.Circuits, rules.MaxPSUs)
	}

	for _, l := range append(sp.lists[:], sp.singles, sp.twos) {
		sortByPrice(l)
		for i, c := range l {
			c.idx = i
		}
	}
	sp.cpuBy = map[string][]*cand{}
	for _, c := range sp.lists[lvCPU] {
		if len(sp.cpuBy[c.sockKey]) == 0 {
			sp.sockets = append(sp.sockets, c.sockKey)
		}
		sp.cpuBy[c.sockKey] = append(sp.cpuBy[c.sockKey], c)
	}
	slices.Sort(sp.sockets)
}

// tries gives the counts of a part that the search space tries at level
// lv, lo to hi (see the top of this file).
func (sp *space) tries(lv int) func(p *hw.Part) (lo, hi int) {
	switch lv {
	case lvGPU: // none unless wanted
		n := sp.gpusWanted()
		return func(*hw.Part) (int, int) { return max(n, 1), n }
	case lvMem:
		most := 0 // the most slots of any candidate board
		for _, m := range sp.lists[lvMB] {
			most = max(most, m.src().Board().MemorySlots)
		}
		return func(p *hw.Part) (int, int) {
			if mods := p.Memory().Modules; mods > 0 {
				return 1, min(maxCount, max(1, most/mods))
			}
			return 1, maxCount
		}
	case lvSto:
		want := sp.b.Require.StorageGB
		return func(p *hw.Part) (int, int) {
			if capGB := p.Storage().CapacityGB; want != nil && capGB > 0 {
				return 1, min(maxCount, max(1, int(math.Ceil(*want/capGB))))
			}
			return 1, 1
		}
	case lvCool: // one per CPU
		n := 1
		if cpus := sp.lists[lvCPU]; len(cpus) > 0 {
			n = cpus[0].n
		}
		return func(*hw.Part) (int, int) { return n, n }
	case lvPSU: // one unit, or two of one model
		return func(*hw.Part) (int, int) { return 1, 2 }
	}
	return func(*hw.Part) (int, int) { return 1, 1 }
}

// gpusWanted is how many GPUs of one model pick chooses for a build that
// names none: require.gpus, or one for a VRAM requirement or a workload;
// 0 for none.
func (sp *space) gpusWanted() int {
	req := sp.b.Require
	switch {
	case req.GPUs != nil && *req.GPUs > 0:
		return max(1, min(maxCount, int(math.Ceil(*req.GPUs))))
	case (req.VRAMGB != nil && *req.VRAMGB > 0) || len(sp.b.Workloads) > 0:
		return 1
	}
	return 0
}
