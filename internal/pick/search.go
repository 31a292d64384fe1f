package pick

import (
	"math"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// sel is one (partial) build: a candidate per level.
type sel struct {
	gpu  *gpuC
	mb   *mbC
	cpu  *cpuC
	mem  *memC
	sto  *stoC
	cs   *caseC
	cool *coolC
	psu  *psuC
}

// solution is a complete build that rules.Run accepted.
type solution struct {
	key   key
	sel   sel
	build *hw.Build
	facts *hw.Facts
	diags hw.Diagnostics
}

var noCooler = &coolC{}

// searcher is one branch-and-bound run.
type searcher struct {
	sp    *space
	ck    *checker
	s     sel
	best  *solution
	bound int64 // prune partial builds whose lower bound exceeds it
	stats *Stats
	place map[[3]int]bool
	mbLB  []int64
	// fitCases are the cases that fit the current GPU choice and board
	// (okCaseBoard and okCase), in price order; caseLB is the cheapest's
	// price, the case's lower bound under this board.
	fitCases []*caseC
	caseLB   int64
	// per-motherboard cheapest compatible memory and case, per socket cheapest cooler
	memMin, caseMin []int64
	coolMin         map[string]int64
	// maxLoad is, per GPU candidate, the highest load_w some PSU can carry
	// under the power rules; minMods and minDrives the fewest memory
	// modules and drives any candidate brings.
	maxLoad            []float64
	minMods, minDrives int
}

// solve runs the search and returns the best build, or nil.
func (sp *space) solve() (*solution, Stats) {
	var st Stats
	if sp.empty() != "" {
		return nil, st
	}
	limit := int64(inf)
	if sp.hasCap {
		limit = sp.capCents
	}
	chooseGPU := len(sp.gpus) > 1 || sp.gpus[0].part != nil
	if sp.opt.Objective != PerfPerDollar || !chooseGPU {
		s := sp.newSearcher(limit, &st)
		s.gpuLevel(sp.gpus)
		return s.best, st
	}
	// perf-per-dollar: for each GPU model the performance is fixed, so the
	// best build with it is the cheapest; a model is skipped when even its
	// cheapest conceivable build cannot reach the best ratio found.
	order := slices.Clone(sp.gpus)
	lb := func(g *gpuC) int64 { return sp.fixedCents + g.cents + sp.lbStatic[lvMB] }
	slices.SortStableFunc(order, func(a, b *gpuC) int {
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
		s := sp.newSearcher(bound, &st)
		s.gpuLevel([]*gpuC{g})
		if s.best != nil && (best == nil || better(sp.opt.Objective, &s.best.key, &best.key)) {
			best = s.best
		}
	}
	return best, st
}

func (sp *space) newSearcher(bound int64, st *Stats) *searcher {
	s := &searcher{sp: sp, ck: sp.ck, bound: bound, stats: st, place: map[[3]int]bool{},
		mbLB: make([]int64, len(sp.mbs)), memMin: make([]int64, len(sp.mbs)), caseMin: make([]int64, len(sp.mbs)),
		coolMin: map[string]int64{}}
	for i := range s.mbLB {
		s.mbLB[i], s.memMin[i], s.caseMin[i] = -1, -1, -1
	}
	s.maxLoad = make([]float64, len(sp.gpus))
	for i, g := range sp.gpus {
		s.maxLoad[i] = s.maxLoadFor(g)
	}
	s.minMods, s.minDrives = math.MaxInt, math.MaxInt
	for _, m := range sp.mems {
		s.minMods = min(s.minMods, m.modules)
	}
	for _, x := range sp.stos {
		s.minDrives = min(s.minDrives, x.drives)
	}
	return s
}

// limit is the highest total price still worth exploring: ties with the
// best are explored, for the tie-breaks.
func (s *searcher) limit() int64 {
	if s.best != nil && s.best.key.cents < s.bound && s.sp.opt.Objective == Price {
		return s.best.key.cents
	}
	if s.best != nil && s.best.key.cents < s.bound {
		// perf-per-dollar within one GPU model: perf is fixed, so price decides.
		return s.best.key.cents
	}
	return s.bound
}

func (s *searcher) gpuLevel(gpus []*gpuC) {
	sp := s.sp
	for _, g := range gpus {
		cur := sp.fixedCents + g.cents
		if cur+sp.lbStatic[lvMB] > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okGPU(g) || s.ck.baseW+g.power > s.maxLoad[g.idx] {
			continue
		}
		s.s.gpu = g
		s.mbLevel(cur)
	}
}

func (s *searcher) mbLevel(cur int64) {
	sp := s.sp
	for _, m := range sp.mbs {
		if cur+m.cents+sp.lbStatic[lvCPU] > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okBoard(m) {
			s.stats.SetAside++
			continue
		}
		if cur+m.cents+s.mbRest(m) > s.limit() {
			continue
		}
		s.s.mb = m
		// The cases that fit this GPU choice and board: neither check
		// depends on the roles chosen between the board and the case, so
		// they are judged once per board, and a board no case fits is cut
		// here rather than under every CPU × memory × storage combination.
		s.fitCases = s.fitCases[:0]
		for _, c := range sp.cases {
			if s.okCaseBoard(c, m) && s.okCase(c) {
				s.fitCases = append(s.fitCases, c)
			}
		}
		if len(s.fitCases) == 0 {
			continue
		}
		s.caseLB = s.fitCases[0].cents
		s.cpuLevel(cur + m.cents)
	}
}

// mbRest is a lower bound on the price of everything after the board.
func (s *searcher) mbRest(m *mbC) int64 {
	if v := s.mbLB[m.idx]; v >= 0 {
		return v
	}
	s.s.mb = m
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
	v := sat(cpuMin, s.memMinFor(m), s.sp.lbStatic[lvSto]-s.sp.lbStatic[lvCase], s.caseMinFor(m), cool, s.sp.lbStatic[lvPSU])
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
func (s *searcher) cpuList(m *mbC) []*cpuC {
	sp := s.sp
	if sp.fixed[lvCPU] || !s.ck.counts("cpu-socket", hw.Error) {
		return sp.cpus
	}
	if l, ok := sp.cpuFor[m.socket]; ok {
		return l
	}
	var l []*cpuC
	groups := 0
	for _, sock := range sp.sockets {
		c := sp.cpuBy[sock][0]
		if sp.pairOK("cpu-socket", c.socket, m.socket, c.part, c.item, m.part, m.item) {
			l = append(l, sp.cpuBy[sock]...)
			groups++
		}
	}
	if groups > 1 {
		sortByPrice(l, func(c *cpuC) *base { return &c.base })
	}
	sp.cpuFor[m.socket] = l
	return l
}

func (s *searcher) memMinFor(m *mbC) int64 {
	if v := s.memMin[m.idx]; v >= 0 {
		return v
	}
	v := int64(inf)
	for _, x := range s.sp.mems {
		if s.okMemBoard(x, m) {
			v = x.cents
			break
		}
	}
	s.memMin[m.idx] = v
	return v
}

func (s *searcher) caseMinFor(m *mbC) int64 {
	if v := s.caseMin[m.idx]; v >= 0 {
		return v
	}
	v := int64(inf)
	for _, c := range s.sp.cases {
		if s.okCaseBoard(c, m) {
			v = c.cents
			break
		}
	}
	s.caseMin[m.idx] = v
	return v
}

// coolerMin is the cheapest cooler the CPU could get.
func (s *searcher) coolerMin(c *cpuC) int64 {
	if s.sp.fixed[lvCool] || c.stock {
		return 0
	}
	if v, ok := s.coolMin[c.socket]; ok {
		return v
	}
	v := int64(inf)
	for _, k := range s.sp.cools {
		if !s.ck.counts("cooler-socket", hw.Error) || s.sp.pairOK("cooler-socket", c.socket, k.sockKey, c.part, c.item, k.part, k.item) {
			v = k.cents
			break
		}
	}
	s.coolMin[c.socket] = v
	return v
}

func (s *searcher) cpuLevel(cur int64) {
	sp, m := s.sp, s.s.mb
	after := sat(s.memMinFor(m), sp.lbStatic[lvSto]-sp.lbStatic[lvCase], s.caseLB, sp.lbStatic[lvPSU])
	for _, c := range s.cpuList(m) {
		if sat(cur, c.cents, after) > s.limit() {
			break
		}
		s.stats.Nodes++
		if sat(cur, c.cents, after, s.coolerMin(c)) > s.limit() || !s.okCPUBoard(c, m) || !s.okCPU(c) ||
			!s.powerOK(c, s.minMods, s.minDrives) {
			continue
		}
		s.s.cpu = c
		s.memLevel(cur + c.cents)
	}
}

func (s *searcher) memLevel(cur int64) {
	sp := s.sp
	after := sat(sp.lbStatic[lvSto]-sp.lbStatic[lvCase], s.caseLB, s.coolerMin(s.s.cpu), sp.lbStatic[lvPSU])
	for _, x := range sp.mems {
		if sat(cur, x.cents, after) > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okMemBoard(x, s.s.mb) || !s.okMem(x) || !s.powerOK(s.s.cpu, x.modules, s.minDrives) {
			continue
		}
		s.s.mem = x
		s.stoLevel(cur + x.cents)
	}
}

func (s *searcher) stoLevel(cur int64) {
	sp := s.sp
	after := sat(s.caseLB, s.coolerMin(s.s.cpu), sp.lbStatic[lvPSU])
	for _, x := range sp.stos {
		if sat(cur, x.cents, after) > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okSto(x) || !s.powerOK(s.s.cpu, s.s.mem.modules, x.drives) {
			continue
		}
		s.s.sto = x
		s.caseLevel(cur + x.cents)
	}
}

func (s *searcher) caseLevel(cur int64) {
	sp := s.sp
	after := sat(s.coolerMin(s.s.cpu), sp.lbStatic[lvPSU])
	for _, c := range s.fitCases {
		if sat(cur, c.cents, after) > s.limit() {
			break
		}
		s.stats.Nodes++
		s.s.cs = c
		s.coolLevel(cur + c.cents)
	}
}

func (s *searcher) coolerList() []*coolC {
	if s.sp.fixed[lvCool] {
		return s.sp.cools
	}
	if s.s.cpu.stock {
		return []*coolC{noCooler}
	}
	return s.sp.cools
}

func (s *searcher) coolLevel(cur int64) {
	sp := s.sp
	for _, k := range s.coolerList() {
		if sat(cur, k.cents, sp.lbStatic[lvPSU]) > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okCooler(k) {
			continue
		}
		s.s.cool = k
		s.psuLevel(cur + k.cents)
	}
}

func (s *searcher) psuLevel(cur int64) {
	for _, p := range s.sp.psus {
		if cur+p.cents > s.limit() {
			break
		}
		s.stats.Nodes++
		if !s.okPSU(p) {
			continue
		}
		s.s.psu = p
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
	s.stats.Checked++
	b := s.sp.assemble(&s.s)
	facts, diags := rules.Run(b, s.sp.opt.Config)
	if !acceptable(diags, s.sp.opt.AllowWarnings, s.sp.opt.ignore) {
		return
	}
	if !s.sp.opt.AllowMissingData && len(unchecked(facts, s.sp.opt.ignore)) > 0 {
		s.stats.SetAside++ // not provable: a rule could not check it
		return
	}
	s.best = &solution{key: k, sel: s.s, build: b, facts: facts, diags: diags}
}

// chosen lists the candidates of a selection in report order (hw.Roles).
func (x *sel) chosen() []*base {
	out := make([]*base, 0, 8)
	for _, b := range []*base{&x.cpu.base, &x.cool.base, &x.mb.base, &x.mem.base, &x.gpu.base, &x.sto.base, &x.psu.base, &x.cs.base} {
		if b.part != nil {
			out = append(out, b)
		}
	}
	return out
}

// compareIDs compares the chosen ids of x, in role order, with ids.
func compareIDs(x *sel, ids []string) int {
	i := 0
	for _, b := range [...]*base{&x.cpu.base, &x.cool.base, &x.mb.base, &x.mem.base, &x.gpu.base, &x.sto.base, &x.psu.base, &x.cs.base} {
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
	for _, b := range [...]*base{&x.cpu.base, &x.cool.base, &x.mb.base, &x.mem.base, &x.gpu.base, &x.sto.base, &x.psu.base, &x.cs.base} {
		if b.part == nil {
			continue
		}
		n += b.count
		if sp.opt.PreferBrand != "" && strings.EqualFold(b.part.Str("brand"), sp.opt.PreferBrand) {
			brand += b.count
		}
	}
	return brand, n
}

func (sp *space) keyOf(x *sel, total int64) key {
	k := key{cents: total, perf: x.gpu.perf}
	for _, b := range x.chosen() {
		k.nparts += b.count
		k.ids = append(k.ids, b.part.ID)
		if sp.opt.PreferBrand != "" && strings.EqualFold(b.part.Str("brand"), sp.opt.PreferBrand) {
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
		nb.Items = append(nb.Items, sp.itemFor(x, b))
	}
	return &nb
}

// itemFor returns the build item of a chosen candidate.
func (sp *space) itemFor(x *sel, b *base) *hw.Item {
	switch b {
	case &x.gpu.base:
		return x.gpu.items[0]
	case &x.mem.base:
		return x.mem.items[0]
	case &x.sto.base:
		return x.sto.items[0]
	}
	return &hw.Item{Role: b.part.Kind, ID: b.part.ID, Part: b.part, Count: b.count, Range: sp.b.DefRange}
}
