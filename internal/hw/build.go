package hw

import "github.com/hashicorp/hcl/v2"

// MaxCount is the largest `count` a part block may have (SPEC section 7).
const MaxCount = 16

// Item is one part block of a build: a role, a part and how many.
type Item struct {
	Role  Kind
	ID    string
	Part  *Part
	Count int
	// PriceUSD is this build's unit price when set, overriding the catalog.
	PriceUSD *float64
	// Slots pins GPU positions, one per card.
	Slots []int
	// PowerLimitW is the GPU limit set with nvidia-smi -pl.
	PowerLimitW *float64
	// Range is what diagnostics about the item point at: the block's header,
	// or the whole block when it fits on one line.
	Range      hcl.Range
	AttrRanges map[string]hcl.Range
}

// UnitPrice is the build's price for one unit, and whether it is known.
func (it *Item) UnitPrice() (float64, bool) {
	if it.PriceUSD != nil {
		return *it.PriceUSD, true
	}
	if it.Part == nil {
		return 0, false
	}
	return it.Part.Price()
}

// GPUPower is the board power of one card of this item: the power limit
// when one is set and lower than the part's tdp_w, tdp_w otherwise (a limit
// above the board power changes nothing: SPEC 2).
func (it *Item) GPUPower() float64 {
	tdp := it.Part.GPU().TDPW
	if it.PowerLimitW != nil && *it.PowerLimitW < tdp {
		return *it.PowerLimitW
	}
	return tdp
}

// CPUPower is the sustained package power of one CPU of this item under
// full load: max_power_w (Intel's Maximum Turbo Power, AMD's PPT) where
// known, tdp_w otherwise (SPEC 2: a Core i9-14900K runs at 253 W, not its
// 125 W base).
func (it *Item) CPUPower() float64 {
	c := it.Part.CPU()
	return c.MaxPowerW.Or(c.TDPW)
}

// PSUWatts is one unit's rated output at a circuit's voltage: the 115 V
// rating (wattage_115v_w) on a circuit under 200 V where the unit derates
// there, wattage_w otherwise.
func PSUWatts(p *Part, volts float64) float64 {
	v := p.PSU()
	if w, ok := v.Wattage115VW.Get(); ok && volts < 200 {
		return w
	}
	return v.WattageW
}

// AttrRange returns where attribute name of the block was written, or the
// item's range.
func (it *Item) AttrRange(name string) hcl.Range {
	if r, ok := it.AttrRanges[name]; ok {
		return r
	}
	return it.Range
}

// Require holds the minimums of a build's `require` block.
type Require struct {
	GPUs      *float64
	VRAMGB    *float64
	MemoryGB  *float64
	StorageGB *float64
	Cores     *float64
	Ranges    map[string]hcl.Range
}

// Power is the wall circuit that feeds the machine, and how many separate
// circuits of that kind its PSUs are plugged into (at most one per PSU).
type Power struct {
	CircuitVolts float64
	CircuitAmps  float64
	Circuits     int
	Range        hcl.Range
}

// Usage is how the machine is used, for cost.
type Usage struct {
	HoursPerDay       float64
	ElectricityUSDkWh float64
	Utilization       *float64
	Range             hcl.Range
}

// Waiver accepts a rule's diagnostics for one build.
type Waiver struct {
	Rule   string
	Reason string
	Range  hcl.Range
}

// Build is a parts list with its requirements, as written in a build file
// and resolved against the catalog.
type Build struct {
	Name        string
	Description string
	File        string
	// DefRange is the `build "name"` header; Range the whole block.
	DefRange  hcl.Range
	Range     hcl.Range
	BudgetUSD *float64
	Items     []*Item
	Require   Require
	Power     Power
	Usage     Usage
	Waivers   []Waiver
	// Workloads are what the build is for (SPEC 1.5), each checked on
	// its own.
	Workloads []*Workload
	attrs     map[string]hcl.Range

	// Dropped counts the part blocks past the decoder's limit per build,
	// which were not read: messages about missing parts say so.
	Dropped int
	// Misnamed are the roles of blocks written under a wrong name ("ram"
	// for memory), reported as schema errors: not missing parts too.
	Misnamed []Kind
	// Without are roles left out on purpose, each with how many lines of
	// the source (an imported list's lines that matched no catalog part):
	// the build is checked without them, and what their absence alone
	// causes (no memory, 0 GB against the VRAM, no GPU) is not reported.
	Without map[Kind]int
}

// SetAttrRange records where a build-level attribute was written.
func (b *Build) SetAttrRange(name string, r hcl.Range) {
	if b.attrs == nil {
		b.attrs = map[string]hcl.Range{}
	}
	b.attrs[name] = r
}

// AttrRange returns where a build-level attribute was written, or the
// build's header.
func (b *Build) AttrRange(name string) hcl.Range {
	if r, ok := b.attrs[name]; ok {
		return r
	}
	return b.DefRange
}

// Role returns the items of a role that resolved to a part.
func (b *Build) Role(k Kind) []*Item {
	var out []*Item
	for _, it := range b.Items {
		if it.Role == k && it.Part != nil {
			out = append(out, it)
		}
	}
	return out
}

// One returns the single item of a role, or nil.
func (b *Build) One(k Kind) *Item {
	for _, it := range b.Items {
		if it.Role == k && it.Part != nil {
			return it
		}
	}
	return nil
}

// CountOf is the number of units of a role (GPUs, modules kits, drives…).
func (b *Build) CountOf(k Kind) int {
	n := 0
	for _, it := range b.Role(k) {
		n += it.Count
	}
	return n
}

// Facts are the numbers rigcheck computes for a build (SPEC section 2).
// Pointer fields are nil when a part lacks the number needed.
type Facts struct {
	PriceUSD       float64
	PriceKnown     bool
	LoadW          float64
	WallW          *float64
	CircuitW       float64
	ContinuousW    float64
	LanesNeeded    int
	LanesAvailable *int
	CPUNVMe        int
	GPUSlots       []int
	// Placement is the GPU layout behind GPUSlots, sorted by position; nil
	// when the GPUs could not all be placed or the board has no slot table.
	Placement     []Placed
	GPUCount      int
	VRAMGB        float64
	MemoryGB      float64
	MemoryModules int
	StorageGB     float64
	NVMeCount     int
	CPUCount      int
	Cores         int
	Threads       int
	GPUPowerW     float64
	// CPUPowerW is Σ CPU power in the load.
	CPUPowerW float64
	// PSUW is the PSUs' combined output at the circuit's voltage; PSUCount
	// how many units the build has.
	PSUW     float64
	PSUCount int
	// CircuitWallW is the wall draw each circuit carries, one per circuit
	// (nil when the wall draw is unknown).
	CircuitWallW []float64
	// Unchecked lists the rules that could not check for lack of a number
	// (SPEC 3.1): a build with any is unverified, whatever the config does
	// with the missing-data notices.
	Unchecked []Unchecked
	// Bounds lists the decisions rules took from a sourced bound where a
	// part lacks the exact number (SPEC 3.2): what a verdict rests on
	// besides the catalog's numbers.
	Bounds []Bound
}

// Unchecked is a rule that could not check a build, and why.
type Unchecked struct {
	Rule   string
	Reason string
	// Needs are the numbers that would let the rule check (`catalog todo`
	// lists them); empty when no part's number would (the build has no
	// motherboard, the search gave up).
	Needs []Need
}

// Need is a number a rule lacked: an attribute of a part, or one of
// several (Attrs) that would each do. "pcie_slot" names a board's slot
// list, "pcie_slot.position" the positions of its slots, "m2_slot" its
// M.2 table.
type Need struct {
	Kind  Kind
	ID    string
	Attrs []string
}

// NeedOf is the need of part p for attrs, as a list for Pass.Missing.
func NeedOf(p *Part, attrs ...string) []Need {
	return []Need{{Kind: p.Kind, ID: p.ID, Attrs: attrs}}
}

// Bound is a decision a rule took without a part's number, from a sourced
// bound that decides it whatever the number is (SPEC 3.2): the part's id
// and short name, the attribute or block it lacks ("max_memory_gb",
// "pcie_slot.position"), and the bound with its source.
type Bound struct {
	Rule       string
	Part, Name string
	Attribute  string
	Bound      string
}

// Placed is one GPU card in a slot, as the placement search chose it.
type Placed struct {
	// Item is the index of the GPU item in Build.Items; Card counts the
	// cards of that item from 0.
	Item, Card int
	// Position is the slot's position; 0 when the board's slot list has
	// no positions (the card then has a slot, but no known place).
	Position int
	// Last is the last slot position the card covers.
	Last      int
	SlotLanes int
	SlotGen   int
	// SlotSource is the slot's source, cpu or chipset ("" when unknown).
	SlotSource string
	// ListIndex is the slot's index in the board's slot list, for a list
	// without positions (where Position is 0).
	ListIndex int
	Pinned    bool
}

// CommunityParts lists, in role order and once each, the parts with
// community data (a data_source) of the items keep accepts, every item
// when keep is nil.
func (b *Build) CommunityParts(keep func(*Item) bool) []*Part {
	var out []*Part
	seen := map[*Part]bool{}
	for _, role := range Roles {
		for _, it := range b.Items {
			p := it.Part
			if it.Role != role || p == nil || seen[p] || p.Common().DataSource == "" {
				continue
			}
			if keep == nil || keep(it) {
				seen[p] = true
				out = append(out, p)
			}
		}
	}
	return out
}
