// Package lint checks catalog data itself, beyond what decoding does: that
// the numbers are plausible, that references between parts hold, and that
// the embedded catalog's parts carry a price and a source. It is what
// `rigcheck catalog lint` runs, and what the catalog test runs so that a bad
// part cannot land.
//
// The decoder (package hclfile) and catalog.Build already report syntax,
// schema, duplicate-id and extends problems; Lint adds the checks of Checks
// and leaves those to them, so that no problem is reported twice.
package lint

import (
	"fmt"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Check describes one lint check: its diagnostic rule id, its severity and
// what it looks at.
type Check struct {
	ID       string
	Severity hw.Severity
	Summary  string
}

// The rule ids of lint's own diagnostics.
const (
	IDRequired   = "lint-required"
	IDSource     = "lint-source"
	IDID         = "lint-id"
	IDRange      = "lint-range"
	IDSlots      = "lint-slots"
	IDThreads    = "lint-threads"
	IDClocks     = "lint-clocks"
	IDPriceDate  = "lint-price-date"
	IDCrossKind  = "lint-cross-kind"
	IDGPUPower   = "lint-gpu-power"
	IDSlotLength = "lint-slot-lanes"
)

// Checks lists every lint check, for the command's help.
var Checks = []Check{
	{IDRequired, hw.Error, "embedded-catalog parts have price_usd and source (cloud offers: source)"},
	{IDSource, hw.Error, "source is an http(s) URL with a host"},
	{IDID, hw.Error, "ids are lower-case kebab-case: letters, digits and single hyphens"},
	{IDRange, hw.Error, "numbers lie in the plausible range of their attribute (e.g. GPU tdp_w 20–1000 W)"},
	{IDSlots, hw.Error, "pcie_slot positions are 1–10, unique, and fit the board's form factor"},
	{IDSlotLength, hw.Error, "a pcie_slot's electrical lanes are at most its physical size"},
	{IDThreads, hw.Error, "a CPU's threads are at least its cores and at most twice them"},
	{IDClocks, hw.Error, "a CPU's boost_ghz is at least its base_ghz"},
	{IDPriceDate, hw.Error, "price_date is YYYY-MM, a real month, not before the release year"},
	{IDGPUPower, hw.Warning, "a GPU's power sockets can deliver its tdp_w within 10 % (75 W slot + 150 W per 8-pin + 75 W per 6-pin + 600 W per 12VHPWR)"},
	{IDCrossKind, hw.Warning, "every motherboard socket has a CPU; every CPU socket has a board, and a cooler unless the CPU ships one"},
}

// MaxSlotPosition is the highest expansion-slot position a board may have
// (XL-ATX boards reach 8 or 9; 10 leaves a margin).
const MaxSlotPosition = 10 // plausibility; the schema accepts up to hw.MaxSlotPosition

// formFactorSlots is how many expansion-slot positions each board form
// factor has (ATX: 7, microATX: 4, Mini-ITX: 1, per the form factor specs).
var formFactorSlots = map[string]int{
	"Mini-ITX": 1, "Micro-ATX": 4, "ATX": 7, "E-ATX": 7, "SSI-CEB": 7, "SSI-EEB": 7, "XL-ATX": 9,
}

var (
	kebab = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	// modelID also takes the dots of version numbers: models are known by
	// them ("llama-3.1-70b", SPEC 1.5).
	modelID   = regexp.MustCompile(`^[a-z0-9]+([-.][a-z0-9]+)*$`)
	priceDate = regexp.MustCompile(`^(\d{4})-(\d{2})$`)
)

// Lint checks the parts of c. When only is non-nil, diagnostics are kept
// for parts declared in those files only (the rest of c is context: the
// parents of `extends` and the parts cross-kind checks look for).
func Lint(c *catalog.Catalog, only map[string]bool) hw.Diagnostics {
	var diags hw.Diagnostics
	mine := func(p *hw.Part) bool { return only == nil || only[p.DefRange.Filename] }
	for _, p := range c.Parts("") {
		l := partLinter{p: p, parent: c.Lookup(p.Extends)}
		switch {
		case mine(p):
			l.run()
		case amendedIn(p, mine):
			// A part of another catalog amended in these files: the
			// amended numbers are these files' to answer for.
			l.amends = mine
			l.runAmended()
		}
		diags = append(diags, l.diags...)
	}
	diags = append(diags, crossKind(c, mine)...)
	diags.Sort()
	return diags
}

type partLinter struct {
	p, parent *hw.Part
	diags     hw.Diagnostics
	// amends, when set, limits the checks to the numbers that amend
	// blocks of these files gave the part.
	amends func(*hw.Part) bool
}

// amendedIn reports whether an amend block of the files mine accepts
// gave p a number.
func amendedIn(p *hw.Part, mine func(*hw.Part) bool) bool {
	for _, a := range p.Amended {
		if !a.Override && mine(&hw.Part{DefRange: a.Where}) {
			return true
		}
	}
	return false
}

func (l *partLinter) add(id string, sev hw.Severity, rng any, detail, format string, args ...any) {
	d := hw.Diagnostic{Rule: id, Severity: sev, Message: fmt.Sprintf(format, args...), Detail: detail, Range: l.p.DefRange}
	switch r := rng.(type) {
	case hw.Value:
		d.Range = r.Range
	case hw.PCIeSlot:
		d.Range = r.Range
	}
	l.diags = append(l.diags, d)
}

// own reports whether the part sets attribute name itself rather than
// inheriting it through `extends`; an inherited value is the parent's to
// answer for.
func (l *partLinter) own(name string) bool {
	if l.amends != nil {
		a, ok := l.p.Amendment(name)
		return ok && !a.Override && l.amends(&hw.Part{DefRange: a.Where})
	}
	v, ok := l.p.Attrs[name]
	if !ok {
		return false
	}
	if l.parent == nil {
		return true
	}
	pv, ok := l.parent.Attrs[name]
	return !ok || pv.Range != v.Range
}

func (l *partLinter) label() string { return fmt.Sprintf("%s %q", l.p.Kind, l.p.ID) }

func (l *partLinter) run() {
	p := l.p
	// The decoder already rejects ids with capitals or other symbols; lint
	// also rejects the dots the decoder lets through.
	if !kebab.MatchString(p.ID) && hclfile.ValidID(p.ID) && !(p.Kind == hw.KindModel && modelID.MatchString(p.ID)) {
		l.add(IDID, hw.Error, nil, `Ids are lower-case kebab-case, brand-family-model[-variant]: letters a–z, digits and single hyphens, e.g. "nvidia-geforce-rtx-4090-fe". Write "2.5" as "2-5".`,
			"%s id %q is not kebab-case", p.Kind, p.ID)
	}
	if p.Embedded {
		if p.Kind != hw.KindCloud && p.Kind != hw.KindModel && !p.Has("price_usd") {
			l.add(IDRequired, hw.Error, nil, "Every part of the embedded catalog has a typical street price (and price_date = \"YYYY-MM\" for when it held); for a discontinued part, a used-market price with a note.",
				"%s has no price_usd", l.label())
		}
		if !p.Has("source") {
			l.add(IDRequired, hw.Error, nil, "Every part of the embedded catalog names the spec sheet its numbers come from: source = \"https://…\".",
				"%s has no source", l.label())
		}
	}
	if l.own("source") {
		l.checkSource(p.Attrs["source"])
	}
	if l.own("price_date") {
		l.checkPriceDate(p.Attrs["price_date"])
	}
	l.checkRanges()
	switch p.Kind {
	case hw.KindCPU:
		l.checkCPU()
	case hw.KindMotherboard:
		l.checkSlots()
	case hw.KindGPU:
		l.checkGPUPower()
	}
}

// runAmended lints what amend blocks gave a part: each block's source,
// and the numbers and slot tables it added, with the checks run gives a
// part's own.
func (l *partLinter) runAmended() {
	seen := map[hcl.Range]bool{}
	for _, a := range l.p.Amended {
		if a.Override || !l.amends(&hw.Part{DefRange: a.Where}) || seen[a.SourceRange] {
			continue
		}
		seen[a.SourceRange] = true
		l.checkSource(hw.Value{Str: a.Source, Range: a.SourceRange})
	}
	l.checkRanges()
	switch l.p.Kind {
	case hw.KindCPU:
		l.checkCPU()
	case hw.KindMotherboard:
		if l.own("pcie_slot") {
			l.checkSlots()
		}
	case hw.KindGPU:
		l.checkGPUPower()
	}
}

func (l *partLinter) checkSource(v hw.Value) {
	u, err := url.Parse(v.Str)
	if err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != "" && !strings.ContainsAny(v.Str, " \t\n") {
		return
	}
	l.add(IDSource, hw.Error, v, "source is the URL of the spec sheet, product page or manual the numbers come from, e.g. \"https://www.nvidia.com/…\".",
		"%s: source %q is not an http(s) URL", l.label(), v.Str)
}

func (l *partLinter) checkPriceDate(v hw.Value) {
	m := priceDate.FindStringSubmatch(v.Str)
	var year, month int
	if m != nil {
		year, _ = strconv.Atoi(m[1])
		month, _ = strconv.Atoi(m[2])
	}
	if m == nil || month < 1 || month > 12 || year < 1990 || year > 2035 {
		l.add(IDPriceDate, hw.Error, v, "price_date is the month the price was seen, written YYYY-MM, e.g. \"2025-06\".",
			"%s: price_date %q is not a YYYY-MM month", l.label(), v.Str)
		return
	}
	if rel, ok := l.p.Common().Released.Get(); ok && year < rel {
		l.add(IDPriceDate, hw.Error, v, fmt.Sprintf("The part was released in %d; a price cannot have been seen before that.", rel),
			"%s: price_date %s is before the release year %d", l.label(), v.Str, rel)
	}
}

// checkRanges compares every number the part sets itself with the
// plausible range of its attribute (hw.Attr Lo–Hi).
func (l *partLinter) checkRanges() {
	for _, a := range hw.AttrsOf(l.p.Kind) {
		if (a.Type != hw.TNumber && a.Type != hw.TInt) || a.Lo == 0 && a.Hi == 0 || !l.own(a.Name) {
			continue
		}
		v := l.p.Attrs[a.Name]
		if v.Num < a.Lo || v.Num > a.Hi {
			l.add(IDRange, hw.Error, v, fmt.Sprintf("%s is the %s; plausible values lie between %s and %s. Check the number against the source (units, a typo), or raise the bound in internal/hw/schema.go if the part is real.",
				a.Name, a.Doc, fmtNum(a.Lo), fmtNum(a.Hi)),
				"%s: %s = %s is outside the plausible range %s–%s", l.label(), a.Name, fmtNum(v.Num), fmtNum(a.Lo), fmtNum(a.Hi))
		}
	}
}

func (l *partLinter) checkCPU() {
	p := l.p
	cores, threads := p.CPU().Cores, p.CPU().Threads
	if p.Has("cores") && p.Has("threads") && (l.own("cores") || l.own("threads")) {
		v := p.Attrs["threads"]
		switch {
		case threads < cores:
			l.add(IDThreads, hw.Error, v, "Every core runs at least one thread; check both numbers against the source.",
				"%s: threads = %d is fewer than cores = %d", l.label(), threads, cores)
		case threads > 2*cores:
			l.add(IDThreads, hw.Error, v, "Desktop and workstation CPUs run at most two threads per core; check both numbers against the source.",
				"%s: threads = %d is more than twice cores = %d", l.label(), threads, cores)
		}
	}
	base, okB := p.CPU().BaseGHz.Get()
	boost, okBo := p.CPU().BoostGHz.Get()
	if okB && okBo && boost < base && (l.own("base_ghz") || l.own("boost_ghz")) {
		l.add(IDClocks, hw.Error, p.Attrs["boost_ghz"], "The boost clock is the highest clock; check both against the source.",
			"%s: boost_ghz = %g is below base_ghz = %g", l.label(), boost, base)
	}
}

func (l *partLinter) checkSlots() {
	p := l.p
	if len(p.Slots) == 0 || l.amends == nil && l.parent != nil && len(l.parent.Slots) > 0 && p.Slots[0].Range == l.parent.Slots[0].Range {
		return
	}
	ff := p.Board().FormFactor
	maxFF, knownFF := formFactorSlots[ff]
	seen := map[int]bool{}
	for _, s := range p.Slots {
		switch {
		case s.Position == 0:
			// A list without positions (SPEC 1.1); the decoder checks that
			// positions are all or nothing.
		case s.Position < 1 || s.Position > MaxSlotPosition:
			l.add(IDSlots, hw.Error, s, "position counts expansion-slot positions from the top of the board (1 = the first, next to the CPU), as in the manual's layout drawing.",
				"%s: pcie_slot position %d is outside 1–%d", l.label(), s.Position, MaxSlotPosition)
		case seen[s.Position]:
			// The decoder already reports two slots at one position.
		case knownFF && s.Position > maxFF:
			l.add(IDSlots, hw.Error, s, fmt.Sprintf("A %s board has %s; check the position against the manual's layout drawing, or the form factor.", ff, prose.Count(maxFF, "expansion-slot position")),
				"%s: pcie_slot position %d is past position %d, the last of the %s form factor", l.label(), s.Position, maxFF, ff)
		}
		seen[s.Position] = true
		if s.Lanes > s.Size {
			l.add(IDSlotLength, hw.Error, s, "lanes are the electrical lanes, which a slot cannot have more of than its physical size (an x16-size slot wired x8 has size = 16, lanes = 8).",
				"%s: %s has lanes = %d but size = %d", l.label(), slotName(s), s.Lanes, s.Size)
		}
	}
}

// slotName names a slot in a message: by position where the table has them.
func slotName(s hw.PCIeSlot) string {
	if s.Position > 0 {
		return fmt.Sprintf("pcie_slot at position %d", s.Position)
	}
	return "a pcie_slot"
}

// checkGPUPower flags a card whose power sockets, as recorded, cannot feed
// its board power: a sign of a missing or wrong plug count, which would let
// psu-connectors pass a PSU that cannot power it.
func (l *partLinter) checkGPUPower() {
	p := l.p
	if !(l.own("tdp_w") || l.own("power_8pin") || l.own("power_6pin") || l.own("power_12vhpwr")) {
		return
	}
	if !p.Has("power_8pin") && !p.Has("power_6pin") && !p.Has("power_12vhpwr") {
		return // unknown plugs: psu-connectors reports missing-data
	}
	v := p.GPU()
	tdp, n8, n6, n12 := v.TDPW, v.Power8Pin.V, v.Power6Pin.V, v.Power12VHPWR.V
	supply := 75 + 150*n8 + 75*n6 + 600*n12
	// Some cards are rated a few watts above their sockets' nominal sum
	// (the RTX A5000: 230 W on one 8-pin); only a clear shortfall is flagged.
	if tdp > 1.1*float64(supply) {
		l.add(IDGPUPower, hw.Warning, p.Attrs["tdp_w"], "The PCIe slot gives 75 W, an 8-pin socket 150 W, a 6-pin 75 W and a 12VHPWR / 12V-2x6 socket up to 600 W; check the plug counts against the source.",
			"%s: tdp_w = %g but its power sockets (%d × 8-pin, %d × 6-pin, %d × 12VHPWR) and the slot deliver at most %d W", l.label(), tdp, n8, n6, n12, supply)
	}
}

// crossKind checks that sockets line up across kinds: a board whose socket
// no CPU has cannot be used in any build, nor can a CPU with no board.
func crossKind(c *catalog.Catalog, mine func(*hw.Part) bool) hw.Diagnostics {
	var diags hw.Diagnostics
	cpus, boards, coolers := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, p := range c.Parts(hw.KindCPU) {
		cpus[p.CPU().Socket] = true
	}
	for _, p := range c.Parts(hw.KindMotherboard) {
		boards[p.Board().Socket] = true
	}
	for _, p := range c.Parts(hw.KindCooler) {
		for _, s := range p.Cooler().Sockets {
			coolers[s] = true
		}
	}
	names := func(set map[string]bool) string {
		var out []string
		for k := range set {
			if k != "" {
				out = append(out, k)
			}
		}
		sort.Strings(out)
		return strings.Join(out, ", ")
	}
	for _, p := range c.Parts(hw.KindMotherboard) {
		s := p.Board().Socket
		if mine(p) && s != "" && !cpus[s] {
			diags = append(diags, hw.Diagnostic{Rule: IDCrossKind, Severity: hw.Warning,
				Message: fmt.Sprintf("motherboard %q has socket %q, which no CPU in the catalog has", p.ID, s),
				Detail:  "No build can use this board. Add a CPU for the socket, or check the spelling; the CPUs' sockets are " + names(cpus) + ".",
				Range:   p.Attrs["socket"].Range})
		}
	}
	for _, p := range c.Parts(hw.KindCPU) {
		s := p.CPU().Socket
		if !mine(p) || s == "" {
			continue
		}
		if !boards[s] {
			diags = append(diags, hw.Diagnostic{Rule: IDCrossKind, Severity: hw.Warning,
				Message: fmt.Sprintf("cpu %q has socket %q, which no motherboard in the catalog has", p.ID, s),
				Detail:  "No build can use this CPU. Add a board for the socket, or check the spelling; the boards' sockets are " + names(boards) + ".",
				Range:   p.Attrs["socket"].Range})
		}
		if !coolers[s] && !p.CPU().StockCooler {
			diags = append(diags, hw.Diagnostic{Rule: IDCrossKind, Severity: hw.Warning,
				Message: fmt.Sprintf("cpu %q has socket %q, which no cooler in the catalog lists", p.ID, s),
				Detail:  "A build with this CPU fails cooler-missing or cooler-socket. Add a cooler that mounts on " + s + ".",
				Range:   p.Attrs["socket"].Range})
		}
	}
	return diags
}

func fmtNum(f float64) string {
	if f == float64(int64(f)) {
		return fmt.Sprintf("%d", int64(f))
	}
	return fmt.Sprintf("%g", f)
}
