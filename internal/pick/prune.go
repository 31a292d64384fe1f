package pick

import (
	"math"
	"slices"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// The pruning tests. Each one mirrors the firing condition of a rule (the
// rule's file is named) and rejects a partial build only when that rule
// would certainly report a diagnostic that counts. A test may be weaker
// than its rule — rules.Run judges every complete candidate — but never
// stronger, or the search would miss builds; the brute-force property test
// guards that.

// tol widens every numeric test in the permissive direction, so that a
// rule's own rounding at a boundary never makes the search drop a build
// rules.Run would accept; rules.Run decides the boundary.
const tol = 1e-9

type pairKey struct{ rule, a, b string }

// pairOK asks rules.Run whether rule fires on a build of two parts alone
// (part a, with its build item when fixed, and part b), caching the answer
// by key, the attribute values the rule reads. Categorical rules (sockets,
// memory types, form factors) are judged this way rather than copied, so
// that pick follows the rules as they change.
func (sp *space) pairOK(rule, ka, kb string, a *hw.Part, ai *hw.Item, b *hw.Part, bi *hw.Item) bool {
	k := pairKey{rule, ka, kb}
	if v, ok := sp.pairs[k]; ok {
		return v
	}
	item := func(p *hw.Part, it *hw.Item) *hw.Item {
		if it != nil {
			return it
		}
		return &hw.Item{Role: p.Kind, ID: p.ID, Part: p, Count: 1, Range: sp.b.DefRange}
	}
	mini := &hw.Build{Name: sp.b.Name, DefRange: sp.b.DefRange, Power: sp.b.Power, Items: []*hw.Item{item(a, ai), item(b, bi)}}
	var cfg *rules.Config
	if sp.opt.Config != nil {
		cfg = &rules.Config{Rules: sp.opt.Config.Rules}
	}
	facts, diags := rules.Run(mini, cfg)
	ok := true
	for _, d := range diags {
		if d.Rule == rule && (d.Severity == hw.Error || (d.Severity == hw.Warning && !sp.opt.AllowWarnings)) {
			ok = false
		}
	}
	for _, u := range facts.Unchecked {
		if u.Rule == rule && sp.ck.needs(rule) {
			ok = false // the pair leaves the rule unchecked: not provable
		}
	}
	sp.pairs[k] = ok
	return ok
}

// okGPU: require (gpus, vram_gb per card).
func (s *searcher) okGPU(g *gpuC) bool {
	if g.n > 0 && !g.plugsKnown && s.ck.needs("psu-connectors") {
		return false // psu-connectors could not check the cards
	}
	r := s.sp.b.Require
	if !s.ck.counts("require", hw.Error) {
		return true
	}
	if r.GPUs != nil && float64(g.n) < *r.GPUs {
		return false
	}
	return r.VRAMGB == nil || !g.hasMin || g.minVR >= *r.VRAMGB
}

// okBoard: the board's own numbers that rules need whatever else is
// chosen — memory-capacity (max_memory_gb; every build has memory) and, with
// GPUs, gpu-slots (a slot table with positions). Without them a rule could
// not check, and pick answers only with builds it can prove.
func (s *searcher) okBoard(m *mbC) bool {
	if !m.hasMax && s.ck.needs("memory-capacity") {
		return false
	}
	return s.s.gpu.n == 0 || m.positioned || !s.ck.needs("gpu-slots")
}

// okCPUBoard: cpu-socket, part-count (CPUs > the board's sockets).
func (s *searcher) okCPUBoard(c *cpuC, m *mbC) bool {
	if s.ck.counts("cpu-socket", hw.Error) && !s.sp.pairOK("cpu-socket", c.socket, m.socket, c.part, c.item, m.part, m.item) {
		return false
	}
	if (s.ck.counts("cpu-chipset", hw.Error) || s.ck.counts("cpu-chipset", hw.Warning)) &&
		!s.sp.pairOK("cpu-chipset", c.chipKey, m.chipKey, c.part, c.item, m.part, m.item) {
		return false
	}
	return !(s.ck.counts("part-count", hw.Error) && c.n > m.sockets)
}

// okCPU: cpu-cores, require cores, display-output, and pcie-lanes for the
// GPUs alone (rules/cpu.go, lanes.go, budget.go).
func (s *searcher) okCPU(c *cpuC) bool {
	ck, g := s.ck, s.s.gpu
	if ck.counts("cpu-cores", hw.Warning) && c.cores < max(ck.coresMin, ck.coresPer*g.n) {
		return false
	}
	if r := s.sp.b.Require.Cores; r != nil && ck.counts("require", hw.Error) && float64(c.cores) < *r {
		return false
	}
	if g.n == 0 && !c.igpu && ck.counts("display-output", hw.Warning) {
		return false
	}
	if c.hasLanes && ck.perGPU*g.n > c.lanes && ck.counts("pcie-lanes", hw.Error) {
		return false
	}
	if !c.hasMax && ck.needs("memory-capacity") {
		return false
	}
	return c.hasLanes || g.n == 0 || !ck.needs("pcie-lanes")
}

// okMemBoard: memory-type (board), memory-registered, memory-slots,
// memory-capacity (board) (rules/memory.go).
func (s *searcher) okMemBoard(x *memC, m *mbC) bool {
	ck := s.ck
	for i, k := range x.kits {
		kp, ki := x.items[i].Part, x.items[i]
		if ck.counts("memory-type", hw.Error) && !s.sp.pairOK("memory-type", k.typ, m.mtype, kp, ki, m.part, m.item) {
			return false
		}
		if ck.counts("memory-registered", hw.Error) && !s.sp.pairOK("memory-registered", k.regKey, m.regKey, kp, ki, m.part, m.item) {
			return false
		}
	}
	if x.modules > 0 && x.modules > m.slots && ck.counts("memory-slots", hw.Error) {
		return false
	}
	if m.hasMax && x.gb > m.maxMem*(1+tol) && ck.counts("memory-capacity", hw.Error) {
		return false
	}
	return true
}

// okMem: memory-type (CPU), memory-capacity (CPU), require memory_gb,
// memory-vs-vram.
func (s *searcher) okMem(x *memC) bool {
	ck, c, g := s.ck, s.s.cpu, s.s.gpu
	if ck.counts("memory-type", hw.Error) {
		for i, k := range x.kits {
			if !s.sp.pairOK("memory-type", k.typ, c.memKey, x.items[i].Part, x.items[i], c.part, c.item) {
				return false
			}
		}
	}
	if c.hasMax && x.gb > c.maxMem*float64(c.n)*(1+tol) && ck.counts("memory-capacity", hw.Error) {
		return false
	}
	if r := s.sp.b.Require.MemoryGB; r != nil && x.gb < *r*(1-tol) && ck.counts("require", hw.Error) {
		return false
	}
	if g.n > 0 && x.gb < g.vram*(1-tol) && ck.counts("memory-vs-vram", hw.Warning) {
		return false
	}
	return true
}

// okSto: m2-slots, sata-ports, pcie-lanes, require storage_gb, m2-ssd
// (rules/storage.go, lanes.go).
func (s *searcher) okSto(x *stoC) bool {
	ck, m, c, g := s.ck, s.s.mb, s.s.cpu, s.s.gpu
	if x.nvme == 0 && ck.counts("m2-ssd", hw.Warning) {
		return false
	}
	if r := s.sp.b.Require.StorageGB; r != nil && x.gb < *r*(1-tol) && ck.counts("require", hw.Error) {
		return false
	}
	if m.hasM2 && x.m2n+x.m2s > 0 && ck.counts("m2-slots", hw.Error) {
		spillN, spillS := max(0, x.m2n-m.onlyN), max(0, x.m2s-m.onlyS)
		if spillN+spillS > m.m2b {
			return false
		}
	}
	if m.hasSata && x.sata > m.sata && ck.counts("sata-ports", hw.Error) {
		return false
	}
	need := ck.perGPU*g.n + ck.perNVMe*max(0, x.nvme-m.chipsetNVMe)
	if c.hasLanes && ck.counts("pcie-lanes", hw.Error) && need > c.lanes {
		return false
	}
	// Numbers the storage rules need (pick proves its answer).
	switch {
	case x.m2n+x.m2s > 0 && !m.hasM2 && ck.needs("m2-slots"):
		return false
	case x.sata > 0 && !m.hasSata && ck.needs("sata-ports"):
		return false
	case need > 0 && !c.hasLanes && ck.needs("pcie-lanes"):
		return false
	}
	return true
}

// okCaseBoard: case-form-factor (rules/storage.go).
func (s *searcher) okCaseBoard(c *caseC, m *mbC) bool {
	return !c.present || !s.ck.counts("case-form-factor", hw.Error) ||
		s.sp.pairOK("case-form-factor", m.ff, c.ffKey, m.part, m.item, c.part, c.item)
}

// okCase: gpu-length, and the placement rules (gpu-slots, slot-lanes,
// gpu-airflow, pcie-gen) judged by the rules themselves on the board, the
// case and the GPUs alone, once per combination.
func (s *searcher) okCase(c *caseC) bool {
	g := s.s.gpu
	if g.n > 0 && s.ck.counts("gpu-length", hw.Error) {
		for _, l := range g.lens {
			if l > c.maxGPU*(1+tol) {
				return false
			}
		}
	}
	if g.passive && !c.serverAir && c.present && s.ck.counts("gpu-cooling", hw.Warning) {
		return false
	}
	return s.placementOK(g, s.s.mb, c)
}

var placementRules = []string{"gpu-slots", "slot-lanes", "gpu-airflow", "pcie-gen"}

func (s *searcher) placementOK(g *gpuC, m *mbC, c *caseC) bool {
	if g.n == 0 || !m.hasSlotTable && !s.ck.needs("gpu-slots") && !s.ck.needs("gpu-airflow") {
		return true // without a table the placement rules only report missing data
	}
	k := [3]int{g.idx, m.idx, c.idx}
	if v, ok := s.place[k]; ok {
		return v
	}
	sp := s.sp
	mb := m.item
	if mb == nil {
		mb = &hw.Item{Role: hw.KindMotherboard, ID: m.part.ID, Part: m.part, Count: 1, Range: sp.b.DefRange}
	}
	cs := c.item
	if cs == nil {
		cs = &hw.Item{Role: hw.KindCase, ID: c.part.ID, Part: c.part, Count: 1, Range: sp.b.DefRange}
	}
	mini := &hw.Build{Name: sp.b.Name, DefRange: sp.b.DefRange, Power: sp.b.Power, Waivers: sp.b.Waivers,
		Items: append([]*hw.Item{mb, cs}, g.items...)}
	var cfg *rules.Config
	if sp.opt.Config != nil {
		cfg = &rules.Config{Rules: sp.opt.Config.Rules} // policies judge complete builds only
	}
	facts, diags := rules.Run(mini, cfg)
	ok := true
	for _, d := range diags {
		if slices.Contains(placementRules, d.Rule) && !d.Waived && !sp.opt.ignore[d.Rule] &&
			(d.Severity == hw.Error || (d.Severity == hw.Warning && !sp.opt.AllowWarnings)) {
			ok = false
			break
		}
	}
	for _, u := range facts.Unchecked {
		if slices.Contains(placementRules, u.Rule) && s.ck.needs(u.Rule) {
			ok = false
		}
	}
	s.place[k] = ok
	return ok
}

// okCooler: cooler-missing, cooler-socket, cooler-height, cooler-radiator,
// cooler-capacity, part-count (rules/cpu.go).
func (s *searcher) okCooler(k *coolC) bool {
	ck, c, cs := s.ck, s.s.cpu, s.s.cs
	if !k.present {
		return c.stock || !ck.counts("cooler-missing", hw.Error)
	}
	if ck.counts("cooler-socket", hw.Error) && !s.sp.pairOK("cooler-socket", c.socket, k.sockKey, c.part, c.item, k.part, k.item) {
		return false
	}
	if cs.present && k.typ == "air" && k.hasH && k.height > cs.maxCooler*(1+tol) && ck.counts("cooler-height", hw.Error) {
		return false
	}
	if cs.present && k.typ == "liquid" && k.hasRad && cs.hasRads && ck.counts("cooler-radiator", hw.Error) &&
		!s.sp.pairOK("cooler-radiator", k.radKey, cs.radKey, k.part, k.item, cs.part, cs.item) {
		return false
	}
	if k.hasTDP && k.tdp < c.tdp*(1-tol) && ck.counts("cooler-capacity", hw.Warning) {
		return false
	}
	if cs.present && k.typ == "air" && !k.hasH && ck.needs("cooler-height") {
		return false
	}
	if cs.present && k.typ == "liquid" && (!k.hasRad || !cs.hasRads) && ck.needs("cooler-radiator") {
		return false
	}
	return !(k.n > max(c.n, 1) && ck.counts("part-count", hw.Error))
}

// okPSU: psu-headroom, psu-transient, psu-connectors, wall-circuit,
// psu-form-factor (rules/power.go, storage.go). The load is computed as
// rules.ComputeFacts computes it, in the same order, so that boundaries
// agree.
func (s *searcher) okPSU(p *psuC) bool {
	ck, x, h := s.ck, &s.s, &s.ck.hot
	load := float64(x.cpu.n) * x.cpu.power
	load += x.gpu.power
	load += ck.baseW + ck.moduleW*float64(x.mem.modules) + ck.driveW*float64(x.sto.drives)
	if p.watt < load*(1-tol) {
		if h.headE {
			return false
		}
	} else if p.watt < ck.factor*load*(1-tol) && h.headW {
		return false
	}
	if !p.atx3 && x.gpu.n > 0 && x.gpu.maxW >= ck.gpuW && ck.margin*p.watt < (load-x.gpu.power+x.gpu.power*ck.spike)*(1-tol) && h.transW {
		return false
	}
	if x.gpu.n > 0 && !plugsOK(x.gpu, p) && h.connE {
		return false
	}
	if p.hasEff {
		wall := load / p.eff
		circuit := s.sp.b.Power.CircuitVolts * s.sp.b.Power.CircuitAmps
		if wall > circuit*(1+tol) {
			if h.wallE {
				return false
			}
		} else if wall > circuit*ck.continuous*(1+tol) && h.wallW {
			return false
		}
	}
	if cs := x.cs; cs.present && h.pffE &&
		!s.sp.pairOK("psu-form-factor", p.ffKey, cs.psuKey, p.part, p.item, cs.part, cs.item) {
		return false
	}
	if cs := x.cs; cs.present && cs.hasMaxPSU && !p.hasLen && ck.needs("psu-form-factor") {
		return false
	}
	return true
}

// plugsOK asks psu-connectors' own plan whether the PSU candidate can feed
// the GPUs' sockets: native 16-pin cables first, the cards' adapters for the
// rest (rules.Plan16).
func plugsOK(g *gpuC, p *psuC) bool {
	plan := rules.Plan16(g.cards, p.p16)
	return plan.Unfed == 0 && g.need8+plan.AdapterPlugs <= p.p8
}

// maxLoadFor is the highest load_w that some PSU candidate carries for the
// GPUs g without a counted psu-headroom, psu-transient or wall-circuit
// diagnostic (and with enough plugs): the load is the same for every PSU,
// and each of those rules only gets harder as the load grows, so a partial
// build whose load is already above it cannot be completed. The bound is
// widened by a rounding margin: rules.Run judges the boundary.
func (s *searcher) maxLoadFor(g *gpuC) float64 {
	ck, h := s.ck, &s.ck.hot
	best := math.Inf(-1)
	circuit := s.sp.b.Power.CircuitVolts * s.sp.b.Power.CircuitAmps
	for _, p := range s.sp.psus {
		if g.n > 0 && !plugsOK(g, p) && h.connE {
			continue
		}
		l := math.Inf(1)
		if h.headE {
			l = min(l, p.watt)
		}
		if h.headW && ck.factor > 0 {
			l = min(l, p.watt/ck.factor)
		}
		if !p.atx3 && g.n > 0 && g.maxW >= ck.gpuW && h.transW {
			l = min(l, ck.margin*p.watt-g.power*(ck.spike-1))
		}
		if p.hasEff {
			if h.wallE {
				l = min(l, p.eff*circuit)
			}
			if h.wallW {
				l = min(l, p.eff*circuit*ck.continuous)
			}
		}
		best = max(best, l)
	}
	return best + 1e-6*math.Abs(best) + 1e-6
}

// powerOK reports whether a PSU could still carry the build's load with
// the CPU c, mods memory modules and drives drives.
func (s *searcher) powerOK(c *cpuC, mods, drives int) bool {
	ck := s.ck
	load := float64(c.n)*c.power + s.s.gpu.power + ck.baseW + ck.moduleW*float64(mods) + ck.driveW*float64(drives)
	return load <= s.maxLoad[s.s.gpu.idx]
}
