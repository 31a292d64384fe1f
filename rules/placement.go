package rules

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// maxSearchNodes bounds the placement search so that no build can make it
// slow; real boards need a few hundred nodes.
const maxSearchNodes = 2_000_000

// placement is the outcome of the GPU placement search (rule gpu-slots).
type placement struct {
	placed []hw.Placed
	// problem says why the GPUs cannot be placed, at rng; empty when they can.
	problem, detail string
	rng             hcl.Range
	// missing names the number that prevented the search; needs is it
	// (Pass.Missing).
	missing string
	needs   []hw.Need
	// bound is, for a slot list without positions, what every layout the
	// list allows on the board's form factor gives (SPEC 3.2); nil when
	// the form factor bounds no positions.
	bound *slotBound
}

// slotBound is the outcome of the placement search over every layout of a
// slot list without positions that its board's form factor allows: the
// i-th of its n full-length slots at a position between i and P − (n − i).
type slotBound struct {
	formFactor string
	positions  int    // P
	source     string // the form factor's specification
	layouts    int
	// fit counts the layouts in which the cards fit, and stacked those of
	// them whose placement leaves two open-air cards with no free slot
	// between them (gpu-airflow).
	fit, stacked int
	// problem is why the cards do not fit a layout, from the first one
	// that fails; gaveUp is set when a search gave up.
	problem string
	gaveUp  bool
}

type card struct {
	item, idx int
	width     int
	openAir   bool
	pinned    int
}

// class groups cards that are interchangeable for the search: same width,
// same cooler kind.
type class struct {
	width   int
	openAir bool
	cards   []card
}

func slotList(s []hw.PCIeSlot) string {
	var ps []string
	for _, x := range s {
		ps = append(ps, fmt.Sprint(x.Position))
	}
	return strings.Join(ps, ", ")
}

// caseSlots checks what needs no board table: cards cannot share
// positions, so their widths must add up to no more than the case's
// expansion slots.
func caseSlots(b *hw.Build, gpuItems []int, c *hw.Item, caseLimit int, caseName string) (placement, bool) {
	if caseLimit <= 0 {
		return placement{}, false
	}
	need, desc := 0, []string(nil)
	for _, i := range gpuItems {
		it := b.Items[i]
		w := int(math.Ceil(it.Part.GPU().Width()))
		need += w * it.Count
		desc = append(desc, fmt.Sprintf("%d × %d-slot %s", it.Count, w, it.Part.ShortName()))
	}
	if need <= caseLimit {
		return placement{}, false
	}
	return placement{problem: fmt.Sprintf("the GPUs take %d expansion-slot positions (%s); the %s has %d expansion slots", need, strings.Join(desc, " + "), caseName, caseLimit),
		detail: fmt.Sprintf("Cards cannot share positions, whatever the board. Use a case with %d or more expansion slots (see `rigcheck catalog list case --where 'expansion_slots >= %d'`), thinner (2-slot blower) cards, fewer GPUs, or risers (then waive this rule with the reason).", need, need),
		rng:    c.Range}, true
}

// placeByList gives each GPU one of the full-length slots of a slot list
// without positions (SPEC 1.1): the count is checked, each card gets the
// slot with the most CPU lanes left, and spacing stays unchecked.
func placeByList(b *hw.Build, gpuItems []int, mb *hw.Item) placement {
	full := make([]hw.PCIeSlot, 0, len(mb.Part.Slots))
	index := make([]int, 0, len(mb.Part.Slots)) // full[i] is mb.Part.Slots[index[i]]
	for i, s := range mb.Part.Slots {
		if s.Size >= 16 {
			full = append(full, s)
			index = append(index, i)
		}
	}
	total := 0
	first := b.Items[gpuItems[0]]
	for _, i := range gpuItems {
		total += b.Items[i].Count
	}
	if total > len(full) {
		return placement{problem: fmt.Sprintf("%d GPUs need %d full-length slots; the %s has %d", total, total, mb.Part.ShortName(), len(full)),
			detail: "Use a board with more full-length (x16-size) slots (see `rigcheck catalog list motherboard`) or fewer GPUs.", rng: first.Range}
	}
	order := make([]int, len(full))
	for i := range order {
		order[i] = i
	}
	cpuFirst := func(s hw.PCIeSlot) int {
		if s.Source == "chipset" {
			return 1
		}
		return 0
	}
	slices.SortStableFunc(order, func(x, y int) int {
		a, c := full[x], full[y]
		if d := cpuFirst(a) - cpuFirst(c); d != 0 {
			return d
		}
		if a.Lanes != c.Lanes {
			return c.Lanes - a.Lanes
		}
		return c.Gen - a.Gen
	})
	placed := make([]hw.Placed, 0, total)
	k := 0
	for _, i := range gpuItems {
		it := b.Items[i]
		for c := 0; c < it.Count; c++ {
			sl := full[order[k]]
			k++
			placed = append(placed, hw.Placed{Item: i, Card: c, SlotLanes: sl.Lanes, SlotGen: sl.Gen, SlotSource: sl.Source,
				ListIndex: index[order[k-1]], Pinned: len(it.Slots) > 0})
		}
	}
	why := fmt.Sprintf("the %s's slot list has no positions, so which positions the cards cover (spacing, the case's slots) is not known", mb.Part.ShortName())
	for _, i := range gpuItems {
		if it := b.Items[i]; len(it.Slots) > 0 {
			return placement{placed: placed, missing: fmt.Sprintf("the %s's slot list has no positions to check slots = %s against", mb.Part.ShortName(), joinInts(it.Slots)),
				needs: hw.NeedOf(mb.Part, "pcie_slot.position"), rng: it.AttrRange("slots")}
		}
	}
	return placement{placed: placed, missing: why, needs: hw.NeedOf(mb.Part, "pcie_slot.position"), rng: mb.Range}
}

// placeGPUs finds the slot of every GPU card: the search of rule gpu-slots.
// PlacementRules are the rules that judge the GPU placement (the facts'
// Placement): pick checks a GPU set on a board and case with them alone.
var PlacementRules = []string{"gpu-slots", "slot-lanes", "gpu-airflow", "pcie-gen"}

// PlacementCase is all that the GPU placement, and so PlacementRules,
// read of a case besides its name: its expansion slots (0 when unknown: no limit). Two cases that
// agree on it get the same placement verdicts for the same GPUs and
// board; pick shares one placement check among them.
func PlacementCase(c *hw.Part) int { return c.Case().ExpansionSlots }

func placeGPUs(b *hw.Build, minLanes int) placement {
	var gpuItems []int
	for i, it := range b.Items {
		if it.Role == hw.KindGPU && it.Part != nil {
			gpuItems = append(gpuItems, i)
		}
	}
	if len(gpuItems) == 0 {
		return placement{}
	}
	caseLimit := 0
	var caseName string
	c := b.One(hw.KindCase)
	if c != nil {
		caseLimit = PlacementCase(c.Part)
		caseName = c.Part.ShortName()
	}
	mb := b.One(hw.KindMotherboard)
	if mb == nil {
		if pl, bad := caseSlots(b, gpuItems, c, caseLimit, caseName); bad {
			return pl
		}
		return placement{missing: "the build has no motherboard"}
	}
	if !mb.Part.SlotPositions() {
		// Without positions the placement search cannot run; check what
		// needs none first.
		if pl, bad := caseSlots(b, gpuItems, c, caseLimit, caseName); bad {
			return pl
		}
		if len(mb.Part.Slots) == 0 {
			return placement{missing: fmt.Sprintf("the %s has no slot list", mb.Part.ShortName()), needs: hw.NeedOf(mb.Part, "pcie_slot"), rng: mb.Range}
		}
		pl := placeByList(b, gpuItems, mb)
		if pl.problem == "" && len(pl.needs) > 0 && !pinned(b, gpuItems) {
			pl.bound = boundLayouts(b, gpuItems, mb, c, caseLimit, caseName, minLanes)
		}
		return pl
	}
	return placeOn(b, gpuItems, mb, mb.Part.FullLengthSlots(), c, caseLimit, caseName, minLanes)
}

// pinned reports whether any GPU item pins its slots.
func pinned(b *hw.Build, gpuItems []int) bool {
	for _, i := range gpuItems {
		if len(b.Items[i].Slots) > 0 {
			return true
		}
	}
	return false
}

// boundLayouts runs the placement search on every layout of board mb's
// full-length slots (a list without positions) that its form factor
// allows (SPEC 3.2), or returns nil when the form factor bounds no
// positions or the board has more full-length slots than it has
// positions. Only the full-length slots are taken to be in the board's
// order: makers' spec pages list them nearest the CPU first
// ("x16/x8/x16/x8") but group the shorter slots after them, so a list's
// x1 slots say nothing about where they sit.
func boundLayouts(b *hw.Build, gpuItems []int, mb *hw.Item, c *hw.Item, caseLimit int, caseName string, minLanes int) *slotBound {
	ff := mb.Part.Board().FormFactor
	full := mb.Part.FullLengthSlots()
	n := len(full)
	P, source, ok := slotPositionsOf(ff)
	if !ok || n > P {
		return nil
	}
	sb := &slotBound{formFactor: ff, positions: P, source: source}
	pos := make([]int, n)
	slots := make([]hw.PCIeSlot, n)
	var walk func(i, from int)
	walk = func(i, from int) {
		if i == n {
			for k, s := range full {
				s.Position = pos[k]
				slots[k] = s
			}
			pl := placeOn(b, gpuItems, mb, slots, c, caseLimit, caseName, minLanes)
			sb.layouts++
			switch {
			case pl.problem != "":
				if sb.problem == "" {
					sb.problem = pl.problem
				}
			case pl.missing != "":
				sb.gaveUp = true
			default:
				sb.fit++
				if len(stackedOpenAir(b, pl.placed)) > 0 {
					sb.stacked++
				}
			}
			return
		}
		for p := from; p <= P-(n-1-i); p++ {
			pos[i] = p
			walk(i+1, p+1)
		}
	}
	walk(0, 1)
	return sb
}

// stackedOpenAir lists the pairs of open-air cards of a placement (sorted
// by position) with no free slot between them, the upper card first.
func stackedOpenAir(b *hw.Build, placed []hw.Placed) [][2]*hw.Placed {
	var out [][2]*hw.Placed
	var prev *hw.Placed
	for i := range placed {
		pl := &placed[i]
		if b.Items[pl.Item].Part.GPU().Cooler != "open-air" {
			continue
		}
		if prev != nil && pl.Position == prev.Last+1 {
			out = append(out, [2]*hw.Placed{prev, pl})
		}
		prev = pl
	}
	return out
}

// placeOn is the placement search over the full-length slots of board mb,
// whose positions are known (slots, sorted by position).
func placeOn(b *hw.Build, gpuItems []int, mb *hw.Item, slots []hw.PCIeSlot, c *hw.Item, caseLimit int, caseName string, minLanes int) placement {
	slotAt := map[int]hw.PCIeSlot{}
	for _, s := range slots {
		slotAt[s.Position] = s
	}
	var cards []card
	var pinnedCards []card
	for _, i := range gpuItems {
		it := b.Items[i]
		w := int(math.Ceil(it.Part.GPU().Width()))
		if len(it.Slots) > 0 && len(it.Slots) != it.Count {
			return placement{problem: fmt.Sprintf("slots lists %d position(s) for count = %d card(s)", len(it.Slots), it.Count),
				detail: "Give one slot position per card, or remove slots to let rigcheck place the cards.", rng: it.AttrRange("slots")}
		}
		for c := 0; c < it.Count; c++ {
			cd := card{item: i, idx: c, width: w, openAir: it.Part.GPU().Cooler == "open-air"}
			if len(it.Slots) > 0 {
				cd.pinned = it.Slots[c]
				s, ok := slotAt[cd.pinned]
				if !ok {
					return placement{problem: fmt.Sprintf("slot %d is not a full-length slot of the %s (full-length slots: %s)", cd.pinned, mb.Part.ShortName(), slotList(slots)),
						detail: "Pin the card to a full-length slot, or remove slots to let rigcheck place it.", rng: it.AttrRange("slots")}
				}
				_ = s
				pinnedCards = append(pinnedCards, cd)
			} else {
				cards = append(cards, cd)
			}
		}
	}
	total := len(cards) + len(pinnedCards)
	first := b.Items[gpuItems[0]]
	if total > len(slots) {
		return placement{problem: fmt.Sprintf("%d GPUs need %d full-length slots; the %s has %d (at %s)", total, total, mb.Part.ShortName(), len(slots), slotList(slots)),
			detail: "Use a board with more full-length slots (see `rigcheck catalog list motherboard`) or fewer GPUs.", rng: first.Range}
	}
	// Pinned cards: check overlaps and the case.
	var occupied uint64
	slices.SortFunc(pinnedCards, func(a, b card) int { return a.pinned - b.pinned })
	for _, pc := range pinnedCards {
		it := b.Items[pc.item]
		last := pc.pinned + pc.width - 1
		if caseLimit > 0 && last > caseLimit {
			return placement{problem: fmt.Sprintf("the %s pinned at slot %d covers positions %d–%d; the %s has %d expansion slots", it.Part.ShortName(), pc.pinned, pc.pinned, last, caseName, caseLimit),
				detail: "Pin it higher, or use a case with more expansion slots.", rng: it.AttrRange("slots")}
		}
		mask := spanMask(pc.pinned, last)
		if occupied&mask != 0 {
			return placement{problem: fmt.Sprintf("the %s pinned at slot %d overlaps another pinned card (a %g-slot card at %d covers %d–%d)", it.Part.ShortName(), pc.pinned, it.Part.GPU().Width(), pc.pinned, pc.pinned, last),
				detail: "Pin the cards so that a card of width w at position p leaves p … p+w−1 free for it.", rng: it.AttrRange("slots")}
		}
		occupied |= mask
	}
	s := &search{slots: slots, caseLimit: caseLimit, occupied: occupied, pinned: pinnedCards, minLanes: minLanes}
	for _, cd := range cards {
		found := false
		for ci := range s.classes {
			if s.classes[ci].width == cd.width && s.classes[ci].openAir == cd.openAir {
				s.classes[ci].cards = append(s.classes[ci].cards, cd)
				found = true
			}
		}
		if !found {
			s.classes = append(s.classes, class{width: cd.width, openAir: cd.openAir, cards: []card{cd}})
		}
	}
	s.remaining = make([]int, len(s.classes))
	for i, c := range s.classes {
		s.remaining[i] = len(c.cards)
	}
	s.run(0, 0, len(cards))
	if s.found {
		return placement{placed: s.materialize(b)}
	}
	if s.nodes > maxSearchNodes {
		return placement{missing: "the placement search gave up (too many combinations)", rng: first.Range}
	}
	// No placement: explain why, first without the case's limit.
	if caseLimit > 0 {
		free := &search{slots: slots, occupied: occupied, pinned: pinnedCards, classes: s.classes, minExtent: true, minLanes: minLanes}
		free.remaining = make([]int, len(s.classes))
		for i, c := range s.classes {
			free.remaining[i] = len(c.cards)
		}
		free.run(0, 0, len(cards))
		if free.found {
			pl := free.materialize(b)
			need := 0
			for _, p := range pl {
				need = max(need, p.Last)
			}
			return placement{problem: fmt.Sprintf("the GPUs fit the board only at slots %s, which reach position %d; the %s has %d expansion slots",
				joinInts(positions(pl)), need, caseName, caseLimit),
				detail: fmt.Sprintf("A card of slot width w at position p covers p … p+w−1, so the last card needs %d expansion slots. Use a case with %d or more (see `rigcheck catalog list case --where 'expansion_slots >= %d'`), or fewer or thinner cards.", need, need, need),
				rng:    c.Range}
		}
	}
	fit := maxFit(slots, occupied, cards)
	w := first.Part.GPU().Width()
	return placement{problem: fmt.Sprintf("%d GPUs do not fit the %s: its full-length slots are at %s, and a %g-slot %s covers %d positions; at most %d of the unpinned cards fit",
		total, mb.Part.ShortName(), slotList(slots), w, first.Part.ShortName(), int(math.Ceil(w)), fit),
		detail: "Use thinner cards (2-slot blower editions are made to be stacked), a board with wider slot spacing, or fewer GPUs.",
		rng:    first.Range}
}

func positions(pl []hw.Placed) []int {
	var out []int
	for _, p := range pl {
		out = append(out, p.Position)
	}
	return out
}

func joinInts(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprint(x))
	}
	return strings.Join(s, ", ")
}

func spanMask(first, last int) uint64 {
	var m uint64
	for p := first; p <= last && p < 64; p++ {
		if p >= 0 {
			m |= 1 << uint(p)
		}
	}
	return m
}

type pick struct {
	slot  int // index into slots
	class int
}

type search struct {
	slots     []hw.PCIeSlot
	caseLimit int
	occupied  uint64
	pinned    []card
	classes   []class
	remaining []int
	stack     []pick
	best      []pick
	found     bool
	// minExtent makes the search prefer the placement that ends highest,
	// to say how many expansion slots a case would need.
	minExtent bool
	// minLanes is the slot width the search prefers every card to have.
	minLanes  int
	bestScore []int
	nodes     int
	// spots and score are consider's scratch, reused by every placement
	// it scores.
	spots []spot
	score []int
}

// run places the unpinned cards in slot order: at slot i, either no card or
// one card of some class.
func (s *search) run(i, lastEnd, left int) {
	s.nodes++
	if s.nodes > maxSearchNodes {
		return
	}
	if left == 0 {
		s.consider()
		return
	}
	if len(s.slots)-i < left {
		return
	}
	sl := s.slots[i]
	for ci := range s.classes {
		if s.remaining[ci] == 0 {
			continue
		}
		w := s.classes[ci].width
		last := sl.Position + w - 1
		if sl.Position <= lastEnd || (s.caseLimit > 0 && last > s.caseLimit) || s.occupied&spanMask(sl.Position, last) != 0 {
			continue
		}
		s.remaining[ci]--
		s.stack = append(s.stack, pick{i, ci})
		s.run(i+1, last, left-1)
		s.stack = s.stack[:len(s.stack)-1]
		s.remaining[ci]++
	}
	s.run(i+1, lastEnd, left)
}

type spot struct {
	pos, last, lanes int
	openAir          bool
}

// consider scores the current complete placement: fewest cards under x8,
// then the largest gaps between open-air cards, then the lowest positions.
func (s *search) consider() {
	spots := s.spots[:0]
	for _, p := range s.stack {
		sl := s.slots[p.slot]
		c := s.classes[p.class]
		spots = append(spots, spot{sl.Position, sl.Position + c.width - 1, sl.Lanes, c.openAir})
	}
	for _, pc := range s.pinned {
		lanes := 0
		for _, sl := range s.slots {
			if sl.Position == pc.pinned {
				lanes = sl.Lanes
			}
		}
		spots = append(spots, spot{pc.pinned, pc.pinned + pc.width - 1, lanes, pc.openAir})
	}
	slices.SortFunc(spots, func(a, b spot) int { return a.pos - b.pos })
	low := 0
	for _, sp := range spots {
		if sp.lanes < s.minLanes {
			low++
		}
	}
	tight, minGap, sumGap := 0, 1<<20, 0
	prev := -1
	for i, sp := range spots {
		if !sp.openAir {
			continue
		}
		if prev >= 0 {
			gap := sp.pos - spots[prev].last - 1
			if gap == 0 {
				tight++
			}
			minGap = min(minGap, gap)
			sumGap += gap
		}
		prev = i
	}
	score := s.score[:0]
	if s.minExtent {
		score = append(score, spots[len(spots)-1].last)
	}
	score = append(score, low, tight, -minGap, -sumGap)
	for _, sp := range spots {
		score = append(score, sp.pos)
	}
	if !s.found || slices.Compare(score, s.bestScore) < 0 {
		s.found = true
		s.best = append(s.best[:0], s.stack...)
		s.bestScore = append(s.bestScore[:0], score...)
	}
	s.spots, s.score = spots, score
}

// materialize turns the best picks into placed cards, giving each class's
// cards to its positions in build order.
func (s *search) materialize(b *hw.Build) []hw.Placed {
	next := make([]int, len(s.classes))
	var out []hw.Placed
	for _, p := range s.best {
		c := s.classes[p.class]
		cd := c.cards[next[p.class]]
		next[p.class]++
		sl := s.slots[p.slot]
		out = append(out, hw.Placed{Item: cd.item, Card: cd.idx, Position: sl.Position, Last: sl.Position + c.width - 1, SlotLanes: sl.Lanes, SlotGen: sl.Gen, SlotSource: sl.Source})
	}
	for _, pc := range s.pinned {
		for _, sl := range s.slots {
			if sl.Position == pc.pinned {
				out = append(out, hw.Placed{Item: pc.item, Card: pc.idx, Position: sl.Position, Last: sl.Position + pc.width - 1, SlotLanes: sl.Lanes, SlotGen: sl.Gen, SlotSource: sl.Source, Pinned: true})
			}
		}
	}
	slices.SortFunc(out, func(a, b hw.Placed) int { return a.Position - b.Position })
	return out
}

// maxFit is how many of the cards fit the free full-length slots, ignoring
// the case: narrowest first, lowest slot first, which is optimal for
// interval packing in order.
func maxFit(slots []hw.PCIeSlot, occupied uint64, cards []card) int {
	widths := make([]int, 0, len(cards))
	for _, c := range cards {
		widths = append(widths, c.width)
	}
	slices.Sort(widths)
	best := 0
	// Try each k: can the k narrowest cards be placed greedily?
	for k := 1; k <= len(widths); k++ {
		ws := widths[:k]
		// Greedy: place cards (widest constraint matters little here) in slot order.
		j, lastEnd := 0, 0
		for _, sl := range slots {
			if j == len(ws) {
				break
			}
			last := sl.Position + ws[j] - 1
			if sl.Position > lastEnd && occupied&spanMask(sl.Position, last) == 0 {
				lastEnd = last
				j++
			}
		}
		if j == len(ws) {
			best = k
		}
	}
	return best
}
