package pick

import (
	"math"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// sel is one (partial) build: a candidate per level.
type sel [nLevels]*cand

// reportOrder is the levels in report order (hw.Roles, CPU first): of the
// chosen parts, the answer's list and the tie-break on ids.
var reportOrder = func() (o [nLevels]int) {
	for i, r := range hw.Roles {
		o[i] = slices.Index(levelRole[:], r)
	}
	return o
}()

// solution is a complete build that rules.Run accepted.
type solution struct {
	key   key
	sel   sel
	build *hw.Build
	facts *hw.Facts
	diags hw.Diagnostics
}

var noCooler = &cand{}

// searcher is one branch-and-bound run.
type searcher struct {
	sp    *space
	ck    *checker
	f     flags
	s     sel
	best  *solution
	bound int64 // prune partial builds whose lower bound exceeds it
	stats *Stats
	place map[[3]int]bool
	mbLB  []int64
	// caseOK memoises, for the current GPU choice and board, whether each
	// case (by its index in sp.lists[lvCase]) passes okCaseBoard and okCase:
	// 0 not yet judged, 1 fits, 2 does not. Neither check depends on the
	// roles chosen between the board and the case, so the verdicts hold for
	// every CPU × memory × storage combination under one board. A searcher
	// visits each (GPU choice, board) once, so mbLevel clears the slice per
	// board.
	caseOK []int8
	// per-motherboard cheapest compatible memory and case, per socket cheapest cooler
	memMin, caseMin []int64
	coolMin         map[string]int64
	// pt is the power table of the current GPU choice; caseLB the cheapest
	// case that fits the current GPUs and board; psuGPU, psuCPU, psuMem and
	// psuLB the cheapest PSU that could carry the lightest build with the
	// levels chosen so far (the lower bounds from the parts that can still
	// fit the branch).
	pt                            *powerTable
	caseLB                        int64
	psuGPU, psuCPU, psuMem, psuLB int64
	// cpuMinW is the lowest CPU power of any candidate; minMods, minDrives,
	// minMemGB and minModuleGB the fewest memory modules, drives and GB of
	// memory, and the smallest largest module, any candidate brings.
	cpuMinW               float64
	minMods, minDrives    int
	minMemGB, minModuleGB float64
	// caseTables memoises caseTable; coolSock coolerFitsSocket; psuCase
	// the current case's power table.
	caseTables map[caseTableKey]*powerTable
	coolSock   map[string][]int8
	psuCase    *powerTable
	// coolFit memoises, per CPU and case, the coolers that pass okCooler
	// (which reads nothing else), cheapest first.
	coolFit map[coolKey][]*cand
	// n holds the parts chosen down to each level, for tieLost.
	n [nLevels]int
	// caseTbl holds caseTable by case index for the current GPUs.
	caseTbl []*powerTable
}

type coolKey struct {
	cpu *cand
	cs  *cand
}

// solve runs the search over each PSU phase in turn and returns the best
// build, or nil.
func (sp *space) solve() (*solution, Stats) {
	var st Stats
	if sp.empty() != "" || sp.impossible != "" {
		return nil, st
	}
	for _, psus := range sp.phases() {
		if len(psus) == 0 {
			continue
		}
		sp.setPSUs(psus)
		if sol := sp.solvePhase(&st); sol != nil {
			return sol, st
		}
	}
	return nil, st
}

func (sp *space) solvePhase(st *Stats) *solution {
	limit := int64(inf)
	if sp.hasCap {
		limit = sp.capCents
	}
	chooseGPU := len(sp.lists[lvGPU]) > 1 || sp.lists[lvGPU][0].part != nil
	if sp.opt.Objective != PerfPerDollar || !chooseGPU {
		s := sp.newSearcher(limit, st)
		s.gpuLevel(sp.lists[lvGPU])
		return s.best
	}
	// perf-per-dollar: for each GPU model the performance is fixed, so the
	// best build with it is the cheapest; a model is skipped when even its
	// cheapest conceivable build cannot reach the best ratio found.
	order := slices.Clone(sp.lists[lvGPU])
	lb := func(g *cand) int64 { return sp.fixedCents + g.cents + sp.lbStatic[lvMB] }
	slices.SortStableFunc(order, func(a, b *cand) int {
		// descending upper bound of the ratio perf / lowest price
		l, r := a.perf*float64(lb(b)), b.perf*float64(lb(a))
		switch {
		case l > r:
			return -1
		case l < r:
			return 1
		}
		return 0
	})
	var best *solution
	for _, g := range order {
		bound := limit
		if best != nil {
			bk := &best.key
			if g.perf*float64(bk.cents) < bk.perf*float64(lb(g)) {
				continue
			}
			if bk.perf > 0 {
				// perf/price ≥ bk.perf/bk.cents ⇔ price ≤ perf·bk.cents/bk.perf
				bound = min(bound, int64(math.Floor(g.perf*float64(bk.cents)/bk.perf))+1)
			} else if g.perf == 0 {
				bound = min(bound, bk.cents)
			}
		}
		s := sp.newSearcher(bound, st)
		s.gpuLevel([]*cand{g})
		if s.best != nil && (best == nil || better(sp.opt.Objective, &s.best.key, &best.key)) {
			best = s.best
		}
	}
	return best
}

func (sp *space) newSearcher(bound int64, st *Stats) *searcher {
	boards := len(sp.lists[lvMB])
	s := &searcher{sp: sp, ck: sp.ck, f: sp.ck.flags(), bound: bound, stats: st, place: map[[3]int]bool{},
		mbLB: make([]int64, boards), memMin: make([]int64, boards), caseMin: make([]int64, boards),
		coolMin: map[string]int64{}, caseTables: map[caseTableKey]*powerTable{}, coolSock: map[string][]int8{},
		coolFit: map[coolKey][]*cand{}}
	for i := range s.mbLB {
		s.mbLB[i], s.memMin[i], s.caseMin[i] = -1, -1, -1
	}
	s.minMods, s.minDrives, s.minMemGB, s.minModuleGB = math.MaxInt, math.MaxInt, math.Inf(1), math.Inf(1)
	for _, m := range sp.lists[lvMem] {
		s.minMods, s.minMemGB, s.minModuleGB = min(s.minMods, m.modules), min(s.minMemGB, m.gb), min(s.minModuleGB, m.moduleGB)
	}
	for _, x := range sp.lists[lvSto] {
		s.minDrives = min(s.minDrives, x.n)
	}
	s.cpuMinW = math.Inf(1)
	for _, c := range sp.lists[lvCPU] {
		s.cpuMinW = min(s.cpuMinW, c.powerW)
	}
	return s
}

// over reports whether a partial build whose lower bound is lb cannot
// lead to a better build: no completion at all (inf), or dearer than the
// limit.
func (s *searcher) over(lb int64) bool { return lb >= inf || lb > s.limit() }

// limit is the highest total price still worth exploring: ties with the
// best are explored, for the tie-breaks.
func (s *searcher) limit() int64 {
	if s.best != nil && s.best.key.cents < s.bound {
		// perf-per-dollar within one GPU model: perf is fixed, so price decides.
		return s.best.key.cents
	}
	return s.bound
}

func (s *searcher) gpuLevel(gpus []*cand) {
	sp := s.sp
	for _, g := range gpus {
		cur := sp.fixedCents + g.cents
		if s.over(cur + sp.lbStatic[lvMB]) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okGPU(g) {
			continue
		}
		s.s[lvGPU] = g
		s.pt = sp.table(g)
		s.caseTbl = make([]*powerTable, len(sp.lists[lvCase]))
		s.psuGPU = s.pt.lb(s.ck.th.LoadW(s.cpuMinW, g.powerW, s.minMods, s.minDrives))
		if s.over(sat(cur, sp.lbStatic[lvMB]-sp.lbStatic[lvPSU], s.psuGPU)) {
			continue
		}
		s.mbLevel(cur)
	}
}

func (s *searcher) mbLevel(cur int64) {
	sp := s.sp
	for _, m := range sp.lists[lvMB] {
		if s.over(sat(cur, m.cents, sp.lbStatic[lvCPU]-sp.lbStatic[lvPSU], s.psuGPU)) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okBoard(m) {
			s.stats.SetAside++
			continue
		}
		rest := s.mbRest(m)
		if s.over(sat(cur, m.cents, rest, s.psuGPU)) {
			continue
		}
		s.s[lvMB] = m
		s.n[lvMB] = s.s[lvGPU].nparts() + m.nparts()
		if s.caseOK == nil {
			s.caseOK = make([]int8, len(sp.lists[lvCase]))
		} else {
			clear(s.caseOK)
		}
		// The cheapest case that takes the board and the GPUs, within
		// what the price bound leaves for it.
		s.caseLB = s.caseFor(m, s.limit()-(cur+m.cents+rest-s.caseMinFor(m)+s.psuGPU))
		if s.caseLB >= inf {
			continue
		}
		s.cpuLevel(cur + m.cents)
	}
}

// caseFor is the price of the cheapest case that passes okCaseBoard and
// okCase with the current GPUs and board m and costs at most most, or inf.
func (s *searcher) caseFor(m *cand, most int64) int64 {
	for i, c := range s.sp.lists[lvCase] {
		if c.cents > most {
			break
		}
		if s.caseFits(i, c, m) {
			return c.cents
		}
	}
	return inf
}

// caseFits memoises okCaseBoard and okCase for the current GPUs and board,
// and whether any PSU of the phase both feeds the GPUs and fits the case:
// two PSUs in cases that hold one are cut here, at the board, rather than
// under every CPU, memory and storage choice.
func (s *searcher) caseFits(i int, c *cand, m *cand) bool {
	if s.caseOK[i] == 0 {
		s.caseOK[i] = 2
		if s.okCaseBoard(c, m) && s.okCase(c) && len(s.caseTable(c).entries) > 0 {
			s.caseOK[i] = 1
		}
	}
	return s.caseOK[i] == 1
}

// mbRest is a lower bound on the price of everything after the board but
// the PSU (which the power tables bound).
func (s *searcher) mbRest(m *cand) int64 {
	if v := s.mbLB[m.idx]; v >= 0 {
		return v
	}
	s.s[lvMB] = m
	cpuMin, cool := int64(inf), int64(inf)
	for _, c := range s.cpuList(m) {
		if s.okCPUBoard(c, m) {
			if cpuMin == inf {
				cpuMin = c.cents
			}
			cool = min(cool, s.coolerMin(c))
			if cool == 0 {
				break
			}
		}
	}
	v := sat(cpuMin, s.memMinFor(m), s.sp.mins[lvSto], s.caseMinFor(m), cool)
	s.mbLB[m.idx] = v
	return v
}

// sat adds lower bounds, saturating at inf.
func sat(xs ...int64) int64 {
	var t int64
	for _, x := range xs {
		if x >= inf {
			return inf
		}
		t += x
	}
	return t
}

// cpuList is the CPUs worth trying on board m, cheapest first: the search
// decomposes by socket, trying only the socket groups that cpu-socket
// accepts for the board's socket.
func (s *searcher) cpuList(m *cand) []*cand {
	sp := s.sp
	if sp.fixed[lvCPU] || !s.f.socketE {
		return sp.lists[lvCPU]
	}
	if l, ok := sp.cpuFor[m.sockKey]; ok {
		return l
	}
	var l []*cand
	groups := 0
	for _, sock := range sp.sockets {
		c := sp.cpuBy[sock][0]
		if sp.pairOK("cpu-socket", c.sockKey, m.sockKey, c.item(), m.item()) {
			l = append(l, sp.cpuBy[sock]...)
			groups++
		}
	}
	if groups > 1 {
		sortByPrice(l)
	}
	sp.cpuFor[m.sockKey] = l
	return l
}

func (s *searcher) memMinFor(m *cand) int64 {
	if v := s.memMin[m.idx]; v >= 0 {
		return v
	}
	v := int64(inf)
	for _, x := range s.sp.lists[lvMem] {
		if s.okMemBoard(x, m) {
			v = x.cents
			break
		}
	}
	s.memMin[m.idx] = v
	return v
}

func (s *searcher) caseMinFor(m *cand) int64 {
	if v := s.caseMin[m.idx]; v >= 0 {
		return v
	}
	v := int64(inf)
	for _, c := range s.sp.lists[lvCase] {
		if s.okCaseBoard(c, m) {
			v = c.cents
			break
		}
	}
	s.caseMin[m.idx] = v
	return v
}

// coolerMin is the cheapest cooler the CPU could get.
func (s *searcher) coolerMin(c *cand) int64 {
	if s.sp.fixed[lvCool] || c.src().CPU().StockCooler {
		return 0
	}
	if v, ok := s.coolMin[c.sockKey]; ok {
		return v
	}
	v := int64(inf)
	for _, k := range s.sp.lists[lvCool] {
		if !s.f.coolSockE || s.sp.pairOK("cooler-socket", c.sockKey, k.sockKey, c.item(), k.item()) {
			v = k.cents
			break
		}
	}
	s.coolMin[c.sockKey] = v
	return v
}

func (s *searcher) cpuLevel(cur int64) {
	sp, m, g, th := s.sp, s.s[lvMB], s.s[lvGPU], s.ck.th
	after := sat(s.memMinFor(m), sp.mins[lvSto], s.caseLB)
	for _, c := range s.cpuList(m) {
		if s.over(sat(cur, c.cents, after, s.psuGPU)) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okCPUBoard(c, m) || !s.okCPU(c) {
			continue
		}
		psu := s.pt.lb(th.LoadW(c.powerW, g.powerW, s.minMods, s.minDrives))
		if lb := sat(cur, c.cents, after, s.coolerMin(c), psu); s.over(lb) || s.tieLost(lb, lvCPU, s.n[lvMB]+c.nparts(), c) {
			continue
		}
		s.s[lvCPU], s.psuCPU = c, psu
		s.n[lvCPU] = s.n[lvMB] + c.nparts()
		s.memLevel(cur + c.cents)
	}
}

func (s *searcher) memLevel(cur int64) {
	sp, c, g, th := s.sp, s.s[lvCPU], s.s[lvGPU], s.ck.th
	after := sat(sp.mins[lvSto], s.caseLB, s.coolerMin(c))
	for _, x := range sp.lists[lvMem] {
		if s.over(sat(cur, x.cents, after, s.psuCPU)) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okMemBoard(x, s.s[lvMB]) || !s.okMem(x) {
			continue
		}
		psu := s.pt.lb(th.LoadW(c.powerW, g.powerW, x.modules, s.minDrives))
		if lb := sat(cur, x.cents, after, psu); s.over(lb) || s.tieLost(lb, lvMem, s.n[lvCPU]+x.nparts(), c) {
			continue
		}
		s.s[lvMem], s.psuMem = x, psu
		s.n[lvMem] = s.n[lvCPU] + x.nparts()
		s.stoLevel(cur + x.cents)
	}
}

func (s *searcher) stoLevel(cur int64) {
	sp := s.sp
	after := sat(s.caseLB, s.coolerMin(s.s[lvCPU]))
	for _, x := range sp.lists[lvSto] {
		if s.over(sat(cur, x.cents, after, s.psuMem)) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okSto(x) {
			continue
		}
		s.s[lvSto] = x
		psu := s.pt.lb(s.load())
		if lb := sat(cur, x.cents, after, psu); s.over(lb) || s.tieLost(lb, lvSto, s.n[lvMem]+x.nparts(), s.s[lvCPU]) {
			continue
		}
		s.psuLB = psu
		s.n[lvSto] = s.n[lvMem] + x.nparts()
		s.caseLevel(cur + x.cents)
	}
}

func (s *searcher) caseLevel(cur int64) {
	sp := s.sp
	cool := s.coolerMin(s.s[lvCPU])
	load := s.load()
	for i, c := range sp.lists[lvCase] {
		if s.over(sat(cur, c.cents, cool, s.psuLB)) {
			break
		}
		if !s.step() {
			return
		}
		if !s.caseFits(i, c, s.s[lvMB]) {
			continue
		}
		s.s[lvCase] = c
		fit := s.coolers()
		if len(fit) == 0 {
			continue
		}
		cool := fit[0].cents
		// The cheapest PSU this case takes that could carry the load.
		t := s.caseTable(c)
		psu := t.lb(load)
		if lb := sat(cur, c.cents, cool, psu); s.over(lb) || s.tieLost(lb, lvCase, s.n[lvSto]+c.nparts(), s.s[lvCPU]) {
			continue
		}
		s.s[lvCase], s.psuCase = c, t
		s.n[lvCase] = s.n[lvSto] + c.nparts()
		s.coolLevel(cur+c.cents, psu, load)
	}
}

// coolers is the coolers that pass okCooler with the current CPU and case.
func (s *searcher) coolers() []*cand {
	k := coolKey{s.s[lvCPU], s.s[lvCase]}
	if l, ok := s.coolFit[k]; ok {
		return l
	}
	l := []*cand{}
	for _, c := range s.coolerList() {
		if s.okCooler(c) {
			l = append(l, c)
		}
	}
	s.coolFit[k] = l
	return l
}

func (s *searcher) coolerList() []*cand {
	if s.sp.fixed[lvCool] {
		return s.sp.lists[lvCool]
	}
	if s.s[lvCPU].src().CPU().StockCooler {
		return []*cand{noCooler}
	}
	return s.sp.lists[lvCool]
}

func (s *searcher) coolLevel(cur, psuLB int64, load float64) {
	for _, k := range s.coolers() {
		if lb := sat(cur, k.cents, psuLB); s.over(lb) {
			break
		} else if s.tieLost(lb, lvCool, s.n[lvCase]+k.nparts(), s.s[lvCPU]) {
			continue
		}
		if !s.step() {
			return
		}
		s.s[lvCool] = k
		s.psuLevel(cur+k.cents, load)
	}
}

func (s *searcher) psuLevel(cur int64, load float64) {
	for _, e := range s.psuCase.carrying(load) {
		p := e.p
		if s.over(cur + p.cents) {
			break
		}
		if !s.step() {
			return
		}
		if !s.okPSU(p, load) {
			continue
		}
		s.s[lvPSU] = p
		s.final(cur + p.cents)
	}
}

// final judges a complete candidate with rules.Run.
func (s *searcher) final(total int64) {
	if b := s.best; b != nil && total == b.key.cents {
		// a tie on price (perf is fixed within a searcher): decide on the
		// cheap tie-breaks before building the key
		brand, n := s.sp.tally(&s.s)
		if brand < b.key.brand || (brand == b.key.brand && n > b.key.nparts) {
			return
		}
		if brand == b.key.brand && n == b.key.nparts && compareIDs(&s.s, b.key.ids) >= 0 {
			return
		}
	}
	k := s.sp.keyOf(&s.s, total)
	if s.best != nil && !better(s.sp.opt.Objective, &k, &s.best.key) {
		return
	}
	if !s.leaf() {
		return
	}
	s.stats.Checked++
	b := s.sp.assemble(&s.s)
	facts, diags := rules.Run(b, s.sp.opt.Config)
	if !s.sp.opt.acceptable(diags) {
		return
	}
	if !s.sp.opt.AllowMissingData && len(s.sp.opt.unchecked(facts)) > 0 {
		s.stats.SetAside++ // not provable: a rule could not check it
		return
	}
	s.best = &solution{key: k, sel: s.s, build: b, facts: facts, diags: diags}
}

// chosen lists the candidates of a selection in report order (hw.Roles).
func (x *sel) chosen() []*cand {
	out := make([]*cand, 0, nLevels)
	for _, lv := range reportOrder {
		if x[lv].part != nil {
			out = append(out, x[lv])
		}
	}
	return out
}

// compareIDs compares the chosen ids of x, in role order, with ids.
func compareIDs(x *sel, ids []string) int {
	i := 0
	for _, lv := range reportOrder {
		b := x[lv]
		if b.part == nil {
			continue
		}
		if i == len(ids) {
			return 1
		}
		if c := strings.Compare(b.part.ID, ids[i]); c != 0 {
			return c
		}
		i++
	}
	if i < len(ids) {
		return -1
	}
	return 0
}

// tally counts the preferred-brand parts and all chosen parts of x.
func (sp *space) tally(x *sel) (brand, n int) {
	for _, lv := range reportOrder {
		b := x[lv]
		if b.part == nil {
			continue
		}
		n += b.count
		if sp.opt.PreferBrand != "" && strings.EqualFold(b.part.Common().Brand, sp.opt.PreferBrand) {
			brand += b.count
		}
	}
	return brand, n
}

func (sp *space) keyOf(x *sel, total int64) key {
	k := key{cents: total, perf: x[lvGPU].perf}
	for _, b := range x.chosen() {
		k.nparts += b.count
		k.ids = append(k.ids, b.part.ID)
		if sp.opt.PreferBrand != "" && strings.EqualFold(b.part.Common().Brand, sp.opt.PreferBrand) {
			k.brand += b.count
		}
	}
	return k
}

// assemble builds the completed build of a selection: the input build with
// the chosen items appended in role order.
func (sp *space) assemble(x *sel) *hw.Build {
	nb := *sp.b
	nb.Items = make([]*hw.Item, 0, len(sp.b.Items)+8)
	nb.Items = append(nb.Items, sp.b.Items...)
	for _, b := range x.chosen() {
		nb.Items = append(nb.Items, b.items[0])
	}
	return &nb
}

// tieLost reports whether a branch whose lower bound lb equals the best
// build's price can no longer beat it: its builds cost at least as much,
// so only the tie-breaks could make one better (SPEC 4: fewer parts, then
// the ids in role order, CPU first), and the fewest parts it can have
// (n chosen down to level lv, the fewest of every later level) are more
// than the best's, or as many with a CPU id after the best's. Without it
// every branch of the best's price stays alive for the tie-breaks. Only
// for the price objective without a preferred brand (which comes before
// the parts in the order of keys).
func (s *searcher) tieLost(lb int64, lv, n int, cpu *cand) bool {
	sp, b := s.sp, s.best
	if b == nil || lb != b.key.cents || sp.opt.Objective != Price || sp.opt.PreferBrand != "" {
		return false
	}
	n += sp.minRest[lv]
	if n != b.key.nparts {
		return n > b.key.nparts
	}
	return !sp.fixed[lvCPU] && len(b.key.ids) > 0 && cpu.part.ID > b.key.ids[0]
}

// The bounds on the work of one pick (SPEC 7: bounded work whatever the
// input): partial builds visited and complete candidates judged by
// rules.Run, over every search of the pick. A search that reaches one
// stops, and the pick says that its answer is not proven: the best build
// found is not proven the cheapest, and "no build" is not proven.
var (
	maxNodes  = 4_000_000
	maxLeaves = 20_000
)

// budget counts the work of a pick's searches against the bounds.
type budget struct {
	nodes, leaves int
	// stopped is set when a search reached a bound.
	stopped bool
}

// step counts a partial build; false when the pick's bound is reached.
func (s *searcher) step() bool {
	s.stats.Nodes++
	w := s.sp.opt.shared.work
	w.nodes++
	if w.nodes > maxNodes {
		w.stopped = true
	}
	return !w.stopped
}

// leaf counts a complete candidate for rules.Run; false when the pick's
// bound is reached.
func (s *searcher) leaf() bool {
	w := s.sp.opt.shared.work
	w.leaves++
	if w.leaves > maxLeaves {
		w.stopped = true
	}
	return !w.stopped
}
