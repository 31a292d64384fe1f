package pick

import (
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// The pruning tests. Each rejects a partial build only when a rule would
// certainly report a diagnostic that counts, or could not check for lack
// of a number when that fails the pick (checker.needs). Where a rule reads
// a few parts alone, pick asks the rule itself on a build of those parts
// (pairOK, plugsOK, placementOK), memoised by what the rule reads; where
// it judges numbers, pick calls the function the rule's check calls
// (rules.MemoryFits, M2Fits, SATAFits, LanesFit, ChipsetNVMe, CPUNVMe,
// RequireShort, CoresShort, MemorySlotsFit, MemoryCoversVRAM, HasNVMe,
// DisplayDriven, GPUCooled, CoolerCovered, CPUsFit, CoolersFit,
// PSUsFitBays, CardSocketsKnown, PSUUnits, CircuitWallW, CircuitDraw,
// TransientExempt, the Thresholds with PSUHeadroom and TransientApplies),
// so that a rule that learns to prove from a bound is followed without an
// edit here. A test may be weaker than its rule — rules.Run judges every
// complete candidate — but never stronger, or the search would miss
// builds; the brute-force property test guards that, with generators that
// hit every boundary.
//
// The numbers are computed as rules.ComputeFacts computes them, in the
// same order, so that boundaries agree to the bit: no tolerance is needed.

// flags holds counts() and needs() of the rules the levels test, computed
// once per pick (they are map look-ups otherwise).
type flags struct {
	require, cores, display, lanesE, lanesN, memCapE, memCapN, channelsN, slotsE bool
	vramW, m2ssdW, m2E, m2N, sataE, sataN, cffE, lengthE, coolingW               bool
	coolMissE, coolSockE, heightE, heightN, radE, radN, capW, countE, connN      bool
	socketE, chipset, pffN                                                       bool
	workloadE, workloadW                                                         bool
}

func (c *checker) flags() flags {
	return flags{
		require: c.counts("require", hw.Error), cores: c.counts("cpu-cores", hw.Warning),
		display: c.counts("display-output", hw.Warning), lanesE: c.counts("pcie-lanes", hw.Error), lanesN: c.needs("pcie-lanes"),
		memCapE: c.counts("memory-capacity", hw.Error), memCapN: c.needs("memory-capacity"), channelsN: c.needs("memory-channels"),
		slotsE: c.counts("memory-slots", hw.Error), vramW: c.counts("memory-vs-vram", hw.Warning),
		m2ssdW: c.counts("m2-ssd", hw.Warning), m2E: c.counts("m2-slots", hw.Error), m2N: c.needs("m2-slots"),
		sataE: c.counts("sata-ports", hw.Error), sataN: c.needs("sata-ports"), cffE: c.counts("case-form-factor", hw.Error),
		lengthE: c.counts("gpu-length", hw.Error), coolingW: c.counts("gpu-cooling", hw.Warning),
		coolMissE: c.counts("cooler-missing", hw.Error), coolSockE: c.counts("cooler-socket", hw.Error),
		heightE: c.counts("cooler-height", hw.Error), heightN: c.needs("cooler-height"),
		radE: c.counts("cooler-radiator", hw.Error), radN: c.needs("cooler-radiator"), capW: c.counts("cooler-capacity", hw.Warning),
		countE: c.counts("part-count", hw.Error), connN: c.needs("psu-connectors"),
		socketE: c.counts("cpu-socket", hw.Error), chipset: c.counts("cpu-chipset", hw.Error) || c.counts("cpu-chipset", hw.Warning),
		pffN:      c.needs("psu-form-factor"),
		workloadE: c.counts("workload-vram-fit", hw.Error), workloadW: c.counts("workload-vram-fit", hw.Warning),
	}
}

type pairKey struct{ rule, a, b string }

// pairOK asks rules.RunOnly whether rule fires on a build of two items
// alone, caching the answer by key, the attribute values the rule reads
// (ka of a, kb of b). Categorical rules (sockets, memory types, form
// factors) are judged this way rather than copied, so that pick follows
// the rules as they change.
func (sp *space) pairOK(rule, ka, kb string, a, b *hw.Item) bool {
	k := pairKey{rule, ka, kb}
	if v, ok := sp.pairs[k]; ok {
		return v
	}
	r, done := sp.opt.shared.pairs[k]
	if !done {
		mini := &hw.Build{Name: sp.b.Name, DefRange: sp.b.DefRange, Power: sp.b.Power, Items: []*hw.Item{a, b}}
		var cfg *rules.Config
		if sp.opt.Config != nil {
			cfg = &rules.Config{Rules: sp.opt.Config.Rules}
		}
		r.facts, r.diags = rules.RunOnly(mini, cfg, []string{rule})
		sp.opt.shared.pairs[k] = r
	}
	facts, diags := r.facts, r.diags
	ok := true
	for _, d := range diags {
		if d.Rule == rule && sp.ck.counts(rule, d.Severity) {
			ok = false
		}
	}
	if sp.ck.needs(rule) && uncheckedBy(facts, diags, rule) {
		ok = false // the pair leaves the rule unchecked: not provable
	}
	sp.pairs[k] = ok
	return ok
}

// uncheckedBy reports whether rule could not check a build: its unchecked
// entry, or its missing-data diagnostic (which rules.Run keeps for rules of
// info severity too).
func uncheckedBy(f *hw.Facts, diags hw.Diagnostics, rule string) bool {
	for _, u := range f.Unchecked {
		if u.Rule == rule {
			return true
		}
	}
	for _, d := range diags {
		if d.Rule == "missing-data" && strings.HasPrefix(d.Message, rule+" not checked: ") {
			return true
		}
	}
	return false
}

// okGPU: require (gpus, vram_gb per card), psu-connectors' numbers, the
// workloads' fit (workload-vram-fit reads the GPUs alone).
func (s *searcher) okGPU(g *cand) bool {
	if g.n > 0 && !g.socketsKnown && s.f.connN {
		return false // psu-connectors could not check the cards
	}
	if g.overflows && s.f.workloadE || g.tight && s.f.workloadW {
		return false
	}
	r := s.sp.b.Require
	if !s.f.require {
		return true
	}
	if rules.RequireShort(r.GPUs, float64(g.n)) {
		return false
	}
	for _, it := range g.items { // vram_gb per card: the smallest
		if rules.RequireShort(r.VRAMGB, it.Part.GPU().VRAMGB) {
			return false
		}
	}
	return true
}

// okBoard: whether memory-capacity can judge the board whatever else is
// chosen (every build has memory: if the rule cannot tell for the least
// memory and the smallest modules of any candidate, it cannot for more);
// pick answers only with
// builds it can prove. Whether the placement rules can place the GPUs on
// the board (slot positions, or a bound on them) they say themselves, at
// the case level (placementOK).
func (s *searcher) okBoard(m *cand) bool {
	_, _, known := rules.MemoryFits(m.src(), 1, s.minMemGB, s.minModuleGB)
	return known || !s.f.memCapN
}

// okCPUBoard: cpu-socket, cpu-chipset, part-count (CPUs > the board's sockets).
func (s *searcher) okCPUBoard(c *cand, m *cand) bool {
	if s.f.socketE && !s.sp.pairOK("cpu-socket", c.sockKey, m.sockKey, c.item(), m.item()) {
		return false
	}
	if (s.f.chipset || s.sp.ck.needs("cpu-chipset")) && !s.sp.pairOK("cpu-chipset", c.chipKey, m.chipKey, c.item(), m.item()) {
		return false
	}
	return !(s.f.countE && !rules.CPUsFit(c.n, m.src().Board().CPUSockets))
}

// okCPU: cpu-cores, require cores, display-output, pcie-lanes for the GPUs
// alone, and the CPU's numbers that memory-capacity, memory-channels and
// pcie-lanes need.
func (s *searcher) okCPU(c *cand) bool {
	f, g, th, v := &s.f, s.s[lvGPU], s.ck.th, c.src().CPU()
	if f.cores && rules.CoresShort(c.cores, th.CoresWanted(g.n)) {
		return false
	}
	if f.require && rules.RequireShort(s.sp.b.Require.Cores, float64(c.cores)) {
		return false
	}
	if !rules.DisplayDriven(g.n, v.IntegratedGraphics) && f.display {
		return false
	}
	if !s.lanesOK(th.LanesNeeded(g.n, 0), c) {
		return false
	}
	if _, _, known := rules.MemoryFits(c.src(), c.n, s.minMemGB, s.minModuleGB); !known && f.memCapN {
		return false
	}
	if !v.MemoryChannels.OK && f.channelsN {
		return false // every build has memory modules
	}
	return true
}

// lanesOK: pcie-lanes' judgement of need lanes on CPU candidate c; a CPU
// without the number fails the pick when the rule needs a proof.
func (s *searcher) lanesOK(need int, c *cand) bool {
	fits, known := rules.LanesFit(need, c.lanes)
	return !(!fits && known && s.f.lanesE) && !(!known && s.f.lanesN)
}

// okMemBoard: memory-type (board), memory-registered, memory-slots,
// memory-capacity (board).
func (s *searcher) okMemBoard(x *cand, m *cand) bool {
	ck := s.ck
	for i, k := range x.kits {
		if ck.counts("memory-type", hw.Error) && !s.sp.pairOK("memory-type", k.typ, m.memKey, x.items[i], m.item()) {
			return false
		}
		if ck.counts("memory-registered", hw.Error) && !s.sp.pairOK("memory-registered", k.regKey, m.regKey, x.items[i], m.item()) {
			return false
		}
	}
	if !rules.MemorySlotsFit(x.modules, m.src().Board().MemorySlots) && s.f.slotsE {
		return false
	}
	if _, over, known := rules.MemoryFits(m.src(), 1, x.gb, x.moduleGB); (over && s.f.memCapE) || (!known && s.f.memCapN) {
		return false
	}
	return true
}

// okMem: memory-type (CPU), memory-capacity (CPU), require memory_gb,
// memory-vs-vram.
func (s *searcher) okMem(x *cand) bool {
	ck, c, g := s.ck, s.s[lvCPU], s.s[lvGPU]
	if ck.counts("memory-type", hw.Error) {
		for i, k := range x.kits {
			if !s.sp.pairOK("memory-type", k.typ, c.memKey, x.items[i], c.item()) {
				return false
			}
		}
	}
	if _, over, known := rules.MemoryFits(c.src(), c.n, x.gb, x.moduleGB); (over && s.f.memCapE) || (!known && s.f.memCapN) {
		return false
	}
	if s.f.require && rules.RequireShort(s.sp.b.Require.MemoryGB, x.gb) {
		return false
	}
	if !rules.MemoryCoversVRAM(g.n, x.gb, g.vram) && s.f.vramW {
		return false
	}
	return true
}

// okSto: m2-ssd, require storage_gb, m2-slots, sata-ports, pcie-lanes.
func (s *searcher) okSto(x *cand) bool {
	f, m, c, g := &s.f, s.s[lvMB], s.s[lvCPU], s.s[lvGPU]
	if !rules.HasNVMe(x.nvme) && f.m2ssdW {
		return false
	}
	if f.require && rules.RequireShort(s.sp.b.Require.StorageGB, x.gb) {
		return false
	}
	// m2-slots and sata-ports judge the board and the drives with the
	// functions pick calls; a rule that cannot tell fails the pick when
	// it needs a proof.
	board := m.src()
	if fits, known := rules.M2Fits(board, x.m2n, x.m2s); (!fits && known && f.m2E) || (!known && f.m2N) {
		return false
	}
	if _, fits, known := rules.SATAFits(board, x.sata); (!fits && known && f.sataE) || (!known && f.sataN) {
		return false
	}
	return s.lanesOK(s.ck.th.LanesNeeded(g.n, rules.CPUNVMe(x.nvme, m.chipsetNVMe)), c)
}

// okCaseBoard: case-form-factor.
func (s *searcher) okCaseBoard(c *cand, m *cand) bool {
	return !s.f.cffE || s.sp.pairOK("case-form-factor", m.ffKey, c.ffKey, m.item(), c.item())
}

// okCase: gpu-length, gpu-cooling, and the placement rules (gpu-slots,
// slot-lanes, gpu-airflow, pcie-gen) judged by the rules themselves on the
// board, the case and the GPUs alone, once per combination.
func (s *searcher) okCase(c *cand) bool {
	g, v := s.s[lvGPU], c.src().Case()
	if s.f.lengthE {
		for _, it := range g.items {
			if !rules.GPULengthFits(it.Part.GPU().LengthMM, v.MaxGPULengthMM) {
				return false
			}
		}
	}
	if !rules.GPUCooled(g.passive, v.ServerAirflow) && s.f.coolingW {
		return false
	}
	if bays, ok := v.PSUBays.Get(); s.ck.hot.pffE {
		if fits, known := rules.PSUsFitBays(s.sp.minUnits, bays, ok); known && !fits {
			return false // psu-form-factor: every PSU candidate of the phase has more units than the case holds
		}
	}
	return s.placementOK(g, s.s[lvMB], c)
}

var placementRules = rules.PlacementRules

func (s *searcher) placementOK(g *cand, m *cand, c *cand) bool {
	if g.n == 0 {
		return true
	}
	// A board without a slot table still gets gpu-slots' count of the
	// case's expansion slots (four 3-slot cards need 12): the rules judge
	// every board.
	// The placement rules read of the case only what rules.PlacementCase
	// gives: cases that agree on it share one verdict per GPU set and board.
	ck := -1
	if c.part != nil {
		ck = rules.PlacementCase(c.part)
	}
	k := [3]int{g.idx, m.idx, ck}
	if v, ok := s.place[k]; ok {
		return v
	}
	sp := s.sp
	r, done := sp.opt.shared.place[k]
	if !done {
		mini := &hw.Build{Name: sp.b.Name, DefRange: sp.b.DefRange, Power: sp.b.Power, Waivers: sp.b.Waivers,
			Items: append([]*hw.Item{m.item(), c.item()}, g.items...)}
		var cfg *rules.Config
		if sp.opt.Config != nil {
			cfg = &rules.Config{Rules: sp.opt.Config.Rules} // policies judge complete builds only
		}
		r.facts, r.diags = rules.RunOnly(mini, cfg, placementRules)
		sp.opt.shared.place[k] = r
	}
	facts, diags := r.facts, r.diags
	ok := true
	for _, d := range diags {
		if slices.Contains(placementRules, d.Rule) && !d.Waived && !sp.opt.ignore[d.Rule] &&
			(d.Severity == hw.Error || (d.Severity == hw.Warning && !sp.opt.warningAllowed(d.Rule))) {
			ok = false
			break
		}
	}
	for _, r := range placementRules {
		if ok && s.ck.needs(r) && uncheckedBy(facts, diags, r) {
			ok = false
		}
	}
	s.place[k] = ok
	return ok
}

// okCooler: cooler-missing, cooler-socket, cooler-height, cooler-radiator,
// cooler-capacity, part-count.
func (s *searcher) okCooler(k *cand) bool {
	f, c, cs := &s.f, s.s[lvCPU], s.s[lvCase]
	if len(k.items) == 0 {
		return rules.CoolerCovered(false, c.src().CPU().StockCooler) || !f.coolMissE
	}
	if f.coolSockE && !s.coolerFitsSocket(c, k) {
		return false
	}
	// The cooler rules read the cooler with the case or the CPU alone:
	// each is asked on the pair (pairOK), its missing data included.
	if (f.heightE || f.heightN) && !s.sp.pairOK("cooler-height", k.heightKey, cs.heightKey, k.item(), cs.item()) {
		return false
	}
	if (f.radE || f.radN) && !s.sp.pairOK("cooler-radiator", k.radKey, cs.radKey, k.item(), cs.item()) {
		return false
	}
	if f.capW && !s.sp.pairOK("cooler-capacity", k.capKey, c.capKey, k.item(), c.item()) {
		return false
	}
	return !(!rules.CoolersFit(k.n, c.n) && f.countE)
}

// okPSU: psu-headroom, psu-transient, wall-circuit (powerFits). The
// candidates come from the case's power table, which holds only the PSUs
// that feed the GPUs' plugs (psu-connectors) and that the case takes
// (psu-form-factor, with its psu_bays).
func (s *searcher) okPSU(p *cand, load float64) bool {
	return s.sp.powerFits(s.s[lvGPU], p, load)
}

// load is the complete candidate's load_w.
func (s *searcher) load() float64 {
	x := &s.s
	return s.ck.th.LoadW(x[lvCPU].powerW, x[lvGPU].powerW, x[lvMem].modules, x[lvSto].n)
}

// powerFits reports whether PSU candidate p carries load with the GPUs g
// without a counted diagnostic of psu-headroom, psu-transient or
// wall-circuit, exactly as those rules judge it. Each of them only gets
// harder as the load grows (for the same GPUs), which capOf relies on.
func (sp *space) powerFits(g *cand, p *cand, load float64) bool {
	h, th := &sp.ck.hot, sp.ck.th
	if short, tight := th.PSUHeadroom(p.watt, load); short && h.headE || tight && h.headW {
		return false
	}
	if h.transW && !p.exempt && g.n > 0 && th.TransientApplies(g.maxW) && th.TransientShort(p.watt, th.SpikeLoadW(load, g.powerW)) {
		return false
	}
	if !p.effKnown || p.watt <= 0 || !(h.wallE || h.wallW) {
		return true
	}
	limit, cont := rules.CircuitLimitW(sp.b.Power), th.ContinuousLimitW(sp.b.Power)
	var buf [4]float64
	_, per := rules.CircuitWallW(buf[:0], load, p.watt, p.units, max(1, sp.b.Power.Circuits))
	for _, w := range per {
		if over, tight := rules.CircuitDraw(w, limit, cont); over && h.wallE || tight && h.wallW {
			return false
		}
	}
	return true
}

type plugKey struct {
	g *cand
	p *cand
}

// plugsOK asks psu-connectors itself, on a build of the GPUs and the PSU
// candidate alone (the rule reads nothing else), whether the PSUs feed the
// cards' sockets without a diagnostic that counts: its error (too few
// plugs) and its warning (a socket fed through the card's adapter) alike.
func (sp *space) plugsOK(g *cand, p *cand) bool {
	k := plugKey{g, p}
	if v, ok := sp.plugs[k]; ok {
		return v
	}
	mini := &hw.Build{Name: sp.b.Name, DefRange: sp.b.DefRange, Power: sp.b.Power, Waivers: sp.b.Waivers,
		Items: append(slices.Clone(p.items), g.items...)}
	var cfg *rules.Config
	if sp.opt.Config != nil {
		cfg = &rules.Config{Rules: sp.opt.Config.Rules}
	}
	facts, diags := rules.RunOnly(mini, cfg, []string{"psu-connectors"})
	// A socket whose card's adapter is not known leaves the rule unchecked.
	ok := !sp.ck.needs("psu-connectors") || !uncheckedBy(facts, diags, "psu-connectors")
	for _, d := range diags {
		if d.Rule == "psu-connectors" && !d.Waived && sp.ck.counts(d.Rule, d.Severity) {
			ok = false
		}
	}
	sp.plugs[k] = ok
	return ok
}

type capKey struct {
	p       *cand
	power   float64
	applies bool // psu-transient applies to the GPUs
}

// capOf is the lowest load_w that PSU candidate p cannot carry with the
// GPUs g under powerFits: every load below it that powerFits accepts…
// precisely, powerFits rejects every load ≥ capOf. It is found by bisection
// on powerFits itself (which is monotone in the load), so that no rule's
// arithmetic is restated; 0 when no load fits, +Inf when every load does.
func (sp *space) capOf(g *cand, p *cand) float64 {
	k := capKey{p, g.powerW, g.n > 0 && sp.ck.th.TransientApplies(g.maxW)}
	if v, ok := sp.caps[k]; ok {
		return v
	}
	v := sp.bisect(g, p)
	sp.caps[k] = v
	return v
}

func (sp *space) bisect(g *cand, p *cand) float64 {
	if !sp.powerFits(g, p, 0) {
		return 0
	}
	lo, hi := 0.0, 4096.0
	for sp.powerFits(g, p, hi) {
		lo, hi = hi, hi*2
		if hi > 1e12 {
			return math.Inf(1)
		}
	}
	for {
		mid := lo + (hi-lo)/2
		if mid <= lo || mid >= hi {
			return hi
		}
		if sp.powerFits(g, p, mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
}

// powerTable gives, for one GPU choice (and, when made for a case, the PSUs
// that case takes), the PSU candidates of the phase that can feed the GPUs'
// plugs, with the load each can no longer carry, and the cheapest that
// could carry a load.
type powerTable struct {
	entries []psuEntry // by price
	byCap   []psuEntry // by capacity, descending
	caps    []float64  // byCap's capacities
	cents   []int64    // cents[i]: the cheapest of byCap[:i+1]
	// fit[k] is byCap[:k] by price: the candidates that could carry a
	// load that k capacities exceed (filled on demand).
	fit [][]psuEntry
}

type psuEntry struct {
	p   *cand
	cap float64
}

func newTable(entries []psuEntry) *powerTable {
	t := &powerTable{entries: entries, fit: make([][]psuEntry, len(entries)+1)}
	order := slices.Clone(entries)
	sort.SliceStable(order, func(i, j int) bool { return order[i].cap > order[j].cap })
	t.byCap = order
	for i, x := range order {
		t.caps = append(t.caps, x.cap)
		c := x.p.cents
		if i > 0 {
			c = min(c, t.cents[i-1])
		}
		t.cents = append(t.cents, c)
	}
	return t
}

func (sp *space) table(g *cand) *powerTable {
	if t, ok := sp.tables[g]; ok {
		return t
	}
	var l []psuEntry
	for _, p := range sp.lists[lvPSU] {
		if g.n > 0 && !sp.plugsOK(g, p) {
			continue
		}
		if c := sp.capOf(g, p); c > 0 {
			l = append(l, psuEntry{p, c})
		}
	}
	t := newTable(l)
	sp.tables[g] = t
	return t
}

// caseTable is the current GPUs' power table with only the PSUs that case
// c takes (psu-form-factor, with its psu_bays), memoised by what the rule
// reads of the case.
func (s *searcher) caseTable(c *cand) *powerTable {
	if !(s.ck.hot.pffE || s.f.pffN) {
		return s.pt
	}
	if t := s.caseTbl[c.idx]; t != nil {
		return t
	}
	t := s.caseTableByKey(c)
	s.caseTbl[c.idx] = t
	return t
}

func (s *searcher) caseTableByKey(c *cand) *powerTable {
	k := caseTableKey{s.s[lvGPU], c.psuKey}
	if t, ok := s.caseTables[k]; ok {
		return t
	}
	var l []psuEntry
	for _, e := range s.pt.entries {
		if s.sp.pairOK("psu-form-factor", e.p.ffKey, c.psuKey, e.p.item(), c.item()) {
			l = append(l, e)
		}
	}
	t := newTable(l)
	s.caseTables[k] = t
	return t
}

type caseTableKey struct {
	g   *cand
	key string
}

// lb is the price of the cheapest PSU candidate that could carry load, or
// inf when none can.
func (t *powerTable) lb(load float64) int64 {
	k := t.over(load)
	if k == 0 {
		return inf
	}
	return t.cents[k-1]
}

// over is how many candidates have a capacity above load.
func (t *powerTable) over(load float64) int {
	return sort.Search(len(t.caps), func(i int) bool { return t.caps[i] <= load })
}

// carrying lists the candidates whose capacity is above load, by price.
func (t *powerTable) carrying(load float64) []psuEntry {
	k := t.over(load)
	if t.fit[k] == nil {
		l := slices.Clone(t.byCap[:k])
		slices.SortStableFunc(l, func(a, b psuEntry) int {
			if a.p.cents != b.p.cents {
				if a.p.cents < b.p.cents {
					return -1
				}
				return 1
			}
			return a.p.idx - b.p.idx
		})
		if l == nil {
			l = []psuEntry{} // non-nil: computed
		}
		t.fit[k] = l
	}
	return t.fit[k]
}

// coolerFitsSocket memoises cooler-socket's verdict by CPU socket and
// cooler.
func (s *searcher) coolerFitsSocket(c *cand, k *cand) bool {
	m := s.coolSock[c.sockKey]
	if m == nil {
		m = make([]int8, len(s.sp.lists[lvCool]))
		s.coolSock[c.sockKey] = m
	}
	if m[k.idx] == 0 {
		m[k.idx] = 2
		if s.sp.pairOK("cooler-socket", c.sockKey, k.sockKey, c.item(), k.item()) {
			m[k.idx] = 1
		}
	}
	return m[k.idx] == 1
}

// shared keeps the rules' verdicts on the small builds that pairOK and
// placementOK judge, across the searches of one pick (the binding
// constraint search solves the same problem again with rules ignored; the
// candidate lists, and so their indices, are the same each time).
type shared struct {
	pairs map[pairKey]miniRun
	place map[[3]int]miniRun
	// priced holds the candidate parts of each kind (priced, not
	// excluded, one per class).
	priced map[hw.Kind][]*hw.Part
	// cands are the candidate lists built from them.
	cands *candidates
	// work counts the searches' work against the pick's bounds.
	work *budget
}

type miniRun struct {
	facts *hw.Facts
	diags hw.Diagnostics
}

func newShared() *shared {
	return &shared{pairs: map[pairKey]miniRun{}, place: map[[3]int]miniRun{}, priced: map[hw.Kind][]*hw.Part{}, work: &budget{}}
}
