package opendb

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lazyre"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// mapRecord maps one OpenDB file to a rigcheck part of f's kind, or counts
// why it cannot and returns nil.
func mapRecord(f Folder, r record, st *KindStats) *candidate {
	o := r.obj
	name := o.str("metadata", "name")
	brand := o.str("metadata", "manufacturer")
	if name == "" {
		st.skip("no name")
		return nil
	}
	if brand == "" {
		st.skip("no brand")
		return nil
	}
	c := &candidate{folder: f.Dir, uuid: r.uuid, part: &hw.Part{Kind: f.Kind, Attrs: map[string]hw.Value{}},
		partNumbers: o.strs("metadata", "part_numbers")}
	m := mapper{c: c, st: st, o: o}
	m.setStr("name", name)
	m.setStr("brand", brand)
	if pns := partNumbers(c.partNumbers); len(pns) > 0 {
		m.setList("part_numbers", pns)
	}
	if y, ok := o.pos("metadata", "releaseYear"); ok {
		m.setNum("released", y)
	}
	m.setStr("source", PageURL(f.Dir, r.uuid))
	m.setStr("data_source", "opendb")
	switch f.Kind {
	case hw.KindCPU:
		m.cpu()
	case hw.KindMotherboard:
		m.motherboard()
	case hw.KindMemory:
		if !m.memory() {
			return nil
		}
	case hw.KindGPU:
		m.gpu()
	case hw.KindStorage:
		m.storage()
	case hw.KindPSU:
		m.psu()
	case hw.KindCase:
		m.pcCase()
	case hw.KindCooler:
		m.cooler()
	}
	if c.skip != "" {
		st.skip(c.skip)
		return nil
	}
	return c
}

type mapper struct {
	c  *candidate
	st *KindStats
	o  obj
}

func (m *mapper) setNum(name string, f float64) {
	t := hw.TNumber
	if a, ok := hw.LookupAttr(m.c.part.Kind, name); ok {
		t = a.Type
	}
	m.c.part.Attrs[name] = hw.Value{Type: t, Num: f}
}

func (m *mapper) setStr(name, s string) {
	m.c.part.Attrs[name] = hw.Value{Type: hw.TString, Str: s}
}

func (m *mapper) setBool(name string, b bool) {
	m.c.part.Attrs[name] = hw.Value{Type: hw.TBool, Bool: b}
}

func (m *mapper) setList(name string, l []string) {
	m.c.part.Attrs[name] = hw.Value{Type: hw.TStringList, List: l}
}

// posNum copies a number above zero (OpenDB's 0 means unknown).
func (m *mapper) posNum(attr string, path ...string) {
	if f, ok := m.o.pos(path...); ok {
		m.setNum(attr, f)
	}
}

// setEnum sets attr to raw's rigcheck value in table, or counts raw as
// unmapped under field when the table has none.
func (m *mapper) setEnum(attr, field string, table map[string]string, raw string) {
	if v, ok := table[raw]; ok {
		m.setStr(attr, v)
	} else {
		m.unmapped(field, raw)
	}
}

// unmapped counts a value that has no rigcheck equivalent.
func (m *mapper) unmapped(field, value string) {
	if value == "" {
		value = "(empty)"
	}
	m.st.Unmapped[field+": "+quote(value)]++
}

func quote(s string) string { return strconv.Quote(s) }

// gate counts a quality gate that fired and says in the part's notes what
// it left out.
func (m *mapper) gate(id, note string) {
	m.st.Gated[id]++
	if note != "" {
		m.c.notes = append(m.c.notes, note)
	}
}

// mapSocket maps a socket field, counting a value that does not map.
func (m *mapper) mapSocket(field, s string) (string, bool) {
	v, ok := socket(s)
	if !ok {
		m.unmapped(field, s)
	}
	return v, ok
}

func (m *mapper) cpu() {
	o := m.o
	name := m.c.part.Name()
	sock, ok := m.mapSocket("socket", o.str("socket"))
	if ok {
		m.setStr("socket", sock)
	}
	m.posNum("cores", "cores", "total")
	m.posNum("threads", "cores", "threads")
	if c, okC := o.pos("cores", "total"); okC {
		if t, okT := o.pos("cores", "threads"); okT && (t < c || t > 2*c) {
			delete(m.c.part.Attrs, "threads")
			m.gate("cpu-threads", fmt.Sprintf("OpenDB's thread count (%g) contradicts its %g cores; it is left out.", t, c))
		}
	}
	m.posNum("tdp_w", "specifications", "tdp")
	if ok {
		codenames := o.str("coreFamily") + " " + o.str("microarchitecture")
		if f := cpuFamilyOf(name, sock, codenames); f != nil {
			m.setNum("pcie_lanes", float64(f.lanes))
			m.setNum("pcie_gen", float64(f.gen))
			m.st.Filled["pcie_lanes and pcie_gen from the maker's figure for the "+f.name+" family"]++
		}
	}
	var types []string
	for _, t := range o.strs("specifications", "memory", "types") {
		if v, ok := memoryTypes[t]; ok {
			if !contains(types, v) {
				types = append(types, v)
			}
		} else {
			m.unmapped("memory type", t)
		}
	}
	if len(types) > 0 {
		m.setList("memory_types", types)
	}
	m.posNum("memory_channels", "specifications", "memory", "channels")
	m.posNum("max_memory_gb", "specifications", "memory", "maxSupport")
	base, okB := o.pos("clocks", "performance", "base")
	boost, okBo := o.pos("clocks", "performance", "boost")
	if okB {
		m.setNum("base_ghz", base)
	}
	if okBo {
		if okB && boost < base {
			m.gate("cpu-clocks", "OpenDB's boost clock is below its base clock; it is left out.")
		} else {
			m.setNum("boost_ghz", boost)
		}
	}
	if g := o.str("specifications", "integratedGraphics", "model"); g != "" {
		m.setBool("integrated_graphics", g != "None")
	}
	if b, ok := o.boolean("specifications", "includesCooler"); ok {
		m.setBool("stock_cooler", b)
	}
	m.posNum("max_power_w", "specifications", "ppt")
}

func (m *mapper) motherboard() {
	o := m.o
	raw := o.str("socket")
	sock, sockets, ok := boardSocket(raw)
	if ok {
		m.setStr("socket", sock)
		if sockets > 1 {
			m.setNum("cpu_sockets", float64(sockets))
		}
	} else {
		m.unmapped("socket", raw)
	}
	cs := chipset(o.str("chipset"))
	if cs != "" && cs != "null" {
		m.setStr("chipset", cs)
	}
	ff := o.str("form_factor")
	m.setEnum("form_factor", "form factor", boardFormFactors, ff)
	mt := o.str("memory", "ram_type")
	m.setEnum("memory_type", "memory type", memoryTypes, mt)
	m.posNum("memory_slots", "memory", "slots")
	m.posNum("max_memory_gb", "memory", "max")
	sata6, ok6 := o.num("storage_devices", "sata_6_gb_s")
	sata3, _ := o.num("storage_devices", "sata_3_gb_s")
	switch {
	case !ok6:
	case sata6+sata3 > 0:
		m.setNum("sata_ports", sata6+sata3)
	default:
		// A quarter of OpenDB's boards, of every form factor, list no SATA
		// port at all: the count was not filled in.
		m.gate("board-sata-zero", "OpenDB lists 0 SATA ports, which is how it stores an unknown count; sata_ports is left out.")
	}
	maxGen, known := chipsetGen[cs]
	m.m2Slots(maxGen, known)
	m.slotNote(maxGen, known)
}

// m2Slots maps the board's M.2 sockets. OpenDB lists many sockets twice,
// once per size range ("2242-2260" then "2280" for one socket that takes
// all three): a hyphenated range followed by a single size with the same
// key and interface is one socket. E-key (Wi-Fi) sockets are not storage.
func (m *mapper) m2Slots(maxGen int, genKnown bool) {
	slots := m.o.objs("m2_slots")
	var kept []obj
	merged := 0
	for i := 0; i < len(slots); i++ {
		s := slots[i]
		if key := s.str("key"); key == "E" {
			continue
		}
		if i+1 < len(slots) {
			n := slots[i+1]
			if strings.Contains(s.str("size"), "-") && !strings.ContainsAny(n.str("size"), "-/") &&
				n.str("key") == s.str("key") && n.str("interface") == s.str("interface") {
				merged++
				i++
			}
		}
		kept = append(kept, s)
	}
	if merged > 0 {
		m.gate("m2-listed-per-size", fmt.Sprintf("OpenDB lists %s twice (once per size); each is one socket here.", prose.Count(merged, "M.2 socket")))
	}
	gated := false
	for _, s := range kept {
		iface := s.str("interface")
		low := strings.ToLower(iface)
		pcie := strings.Contains(low, "pcie") || strings.Contains(low, "nvme")
		sata := strings.Contains(low, "sata")
		var slot hw.M2Slot
		switch {
		case pcie && sata:
			slot.Interface = "both"
		case pcie:
			slot.Interface = "nvme"
		case sata:
			slot.Interface = "sata"
		default:
			m.unmapped("m.2 interface", iface)
			continue
		}
		if g, ok := pcieGen(iface); ok && pcie {
			if genKnown && g > maxGen {
				gated = true
			} else {
				slot.Gen = g
			}
		}
		m.c.part.M2 = append(m.c.part.M2, slot)
	}
	if gated {
		m.gate("pcie-gen-chipset", fmt.Sprintf("OpenDB's M.2 PCIe generation is newer than the %s platform's PCIe %d.0; it is left out.", m.c.part.Str("chipset"), maxGen))
	}
}

// slotNote writes the board's PCIe slot list into its notes. OpenDB gives
// each slot's physical size and generation but not its electrical lanes,
// which pcie_slot requires (and which decide where GPUs can go), so the
// list is kept for the reader and no pcie_slot block is written.
func (m *mapper) slotNote(maxGen int, genKnown bool) {
	var items []string
	gated := false
	for _, s := range m.o.objs("pcie_slots") {
		q, okQ := s.pos("quantity")
		l, okL := s.pos("lanes")
		if !okQ || !okL || q > 16 {
			continue
		}
		g, okG := pcieGen(s.str("gen"))
		if okG && genKnown && g > maxGen {
			okG = false
			gated = true
		}
		if okG {
			items = append(items, fmt.Sprintf("%g × PCIe %d.0 x%g", q, g, l))
		} else {
			items = append(items, fmt.Sprintf("%g × PCIe x%g", q, l))
		}
	}
	if len(items) > 0 {
		m.c.notes = append(m.c.notes, "OpenDB slot list (physical sizes; electrical lanes not recorded): "+strings.Join(items, ", ")+".")
	}
	if gated {
		m.gate("pcie-gen-chipset", fmt.Sprintf("OpenDB's slot PCIe generation is newer than the %s platform's PCIe %d.0; it is left out.", m.c.part.Str("chipset"), maxGen))
	}
}

var (
	registeredName = lazyre.New(`(?i)\b(registered|rdimm|lrdimm|load[- ]reduced)\b`)
	unbufferedName = lazyre.New(`(?i)\b(unbuffered|udimm)\b`)
	nonECCName     = lazyre.New(`(?i)\bnon[- ]?ecc\b`)
	eccName        = lazyre.New(`(?i)\becc\b`)
)

// memory maps a kit; it returns false for SO-DIMM kits, which rigcheck's
// memory kind (desktop DIMMs) does not describe.
func (m *mapper) memory() bool {
	o := m.o
	if ff := o.str("form_factor"); strings.Contains(ff, "SO-DIMM") {
		m.st.skip("SO-DIMM (laptop) kit")
		return false
	}
	t := o.str("ram_type")
	m.setEnum("type", "type", memoryTypes, t)
	m.posNum("speed_mts", "speed")
	q, okQ := o.pos("modules", "quantity")
	g, okG := o.pos("modules", "capacity_gb")
	if okQ && okG {
		if total, ok := o.pos("capacity"); ok && total != q*g {
			m.gate("memory-capacity", fmt.Sprintf("OpenDB's kit capacity (%g GB) is not its modules × module size; both are left out.", total))
		} else {
			m.setNum("modules", q)
			m.setNum("module_gb", g)
		}
	}
	// OpenDB marks nearly every kit non-ECC and unbuffered, RDIMM kits
	// included; the product name says what the kit is.
	name := m.c.part.Name()
	ecc := o.str("ecc") == "ECC"
	reg := o.str("registered") == "Registered"
	switch {
	case registeredName().MatchString(name) && !reg:
		reg = true
		m.gate("memory-registered-from-name", "")
	case unbufferedName().MatchString(name) && !registeredName().MatchString(name) && reg:
		reg = false
		m.gate("memory-registered-from-name", "")
	}
	switch {
	case nonECCName().MatchString(name):
		if ecc {
			ecc = false
			m.gate("memory-ecc-from-name", "")
		}
	case (eccName().MatchString(name) || reg) && !ecc:
		// Registered DDR4 and DDR5 modules are ECC modules.
		ecc = true
		m.gate("memory-ecc-from-name", "")
	}
	m.setBool("ecc", ecc)
	m.setBool("registered", reg)
	return true
}

func (m *mapper) gpu() {
	o := m.o
	m.posNum("vram_gb", "memory")
	tdp, tdpOK := o.pos("tdp")
	if tdpOK {
		m.setNum("tdp_w", tdp)
	}
	if w, ok := o.pos("total_slot_width"); ok {
		m.setNum("slot_width", w)
	} else if w, ok := o.pos("case_expansion_slot_width"); ok {
		m.setNum("slot_width", w)
	}
	m.posNum("length_mm", "length")
	cooling := o.str("cooling")
	m.setEnum("cooler", "cooling", gpuCoolers, cooling)
	iface := o.str("interface")
	if g, ok := pcieGen(iface); ok {
		m.c.gen = g
	}
	if w, ok := pcieWidth(iface); ok {
		m.setNum("pcie_lanes", float64(w))
	}
	m.c.chip = o.str("chipset")
	if m.c.chip != "" {
		m.setStr("chip", m.c.chip)
	}
	m.gpuPower(tdp, tdpOK)
}

// gpuPower maps the power sockets, unless they are unknown: a card above
// the slot's 75 W with every count at 0 (OpenDB's unknown), a count that
// is null or a block that is missing, or counts that cannot deliver the
// card's power (which
// `catalog lint` would flag and which would let psu-connectors pass a PSU
// that cannot feed the card).
func (m *mapper) gpuPower(tdp float64, tdpOK bool) {
	counts := map[string]float64{}
	complete := true
	block, _ := m.o.get("power_connectors").(map[string]any)
	for _, k := range []string{"pcie_8_pin", "pcie_6_pin", "pcie_12VHPWR", "pcie_12V_2x6"} {
		v, present := block[k]
		f, ok := v.(float64)
		switch {
		case ok:
			counts[k] = f
		case !present && len(block) > 0:
			// A record lists the sockets a card has ({"pcie_12V_2x6": 1}
			// for a card with one 16-pin socket and nothing else); older
			// records lack the 12V-2x6 field. An absent count is none.
		default:
			complete = false // null: not filled in
		}
	}
	n8, n6, n12 := counts["pcie_8_pin"], counts["pcie_6_pin"], counts["pcie_12VHPWR"]+counts["pcie_12V_2x6"]
	switch {
	case !complete:
		m.gate("gpu-power-missing", "OpenDB's power connector counts are incomplete; they are left out.")
	case n8+n6+n12 == 0 && tdpOK && tdp > 75:
		m.gate("gpu-power-zero", fmt.Sprintf("OpenDB lists no power connector for a %g W card, which is how it stores unknown counts; they are left out.", tdp))
	case tdpOK && tdp > 1.1*(75+150*n8+75*n6+600*n12):
		m.gate("gpu-power-short", fmt.Sprintf("OpenDB's power connectors (%g × 8-pin, %g × 6-pin, %g × 16-pin) cannot deliver the card's %g W; they are left out.", n8, n6, n12, tdp))
	default:
		m.setNum("power_8pin", n8)
		m.setNum("power_6pin", n6)
		m.setNum("power_12vhpwr", n12)
	}
}

// fillGPUGen sets every GPU's pcie_gen: the generation its record states,
// unless the other records of the same chip contradict it, or else the
// generation the records of its chip agree on. The PCIe generation is the
// chip's, not the board partner's; OpenDB states it on a third of its
// cards ("PCIe 4.0 x16") and leaves it out on the rest ("PCIe x16").
func fillGPUGen(cands []*candidate, st *KindStats) {
	votes := map[string]map[int]int{}
	for _, c := range cands {
		if c.gen > 0 && c.chip != "" {
			if votes[c.chip] == nil {
				votes[c.chip] = map[int]int{}
			}
			votes[c.chip][c.gen]++
		}
	}
	// A chip's generation is the one at least two records and 90 % of its
	// records state.
	chipGen := map[string]int{}
	for chip, v := range votes {
		total, best, bestN := 0, 0, 0
		for g, n := range v {
			total += n
			if n > bestN || n == bestN && g < best {
				best, bestN = g, n
			}
		}
		if bestN >= 2 && float64(bestN) >= 0.9*float64(total) {
			chipGen[chip] = best
		}
	}
	for _, c := range cands {
		g, ok := chipGen[c.chip]
		switch {
		case c.gen > 0 && (!ok || c.gen == g):
			c.part.Attrs["pcie_gen"] = hw.Value{Type: hw.TInt, Num: float64(c.gen)}
		case c.gen > 0:
			st.Gated["gpu-gen-contradicts-chip"]++
			c.notes = append(c.notes, fmt.Sprintf("OpenDB says PCIe %d.0, where its other %s cards say %d.0; the chip's generation is used.", c.gen, c.chip, g))
			c.part.Attrs["pcie_gen"] = hw.Value{Type: hw.TInt, Num: float64(g)}
		case ok:
			st.Filled["pcie_gen from the other OpenDB cards of the same chip"]++
			c.notes = append(c.notes, fmt.Sprintf("pcie_gen is the generation OpenDB's other %s cards state.", c.chip))
			c.part.Attrs["pcie_gen"] = hw.Value{Type: hw.TInt, Num: float64(g)}
		}
	}
}

func (m *mapper) storage() {
	o := m.o
	typ := o.str("storage_type")
	if typ == "" {
		typ = o.str("type")
	}
	switch typ {
	case "SSD":
		m.setStr("type", "ssd")
	case "HDD", "SSHD":
		// A hybrid drive is a hard disk with a flash cache.
		m.setStr("type", "hdd")
	default:
		m.unmapped("type", typ)
	}
	iface := o.str("interface")
	ff := o.str("form_factor")
	switch {
	case strings.HasPrefix(iface, "M.2 PCIe"):
		m.setStr("interface", "nvme")
		if g, ok := pcieGen(iface); ok {
			m.setNum("pcie_gen", float64(g))
		}
	case strings.HasPrefix(iface, "SATA") || iface == "M.2 SATA":
		m.setStr("interface", "sata")
	default:
		m.unmapped("interface", iface)
	}
	switch {
	case strings.HasPrefix(ff, "M.2"):
		m.setStr("form_factor", "m.2")
	case ff == `2.5"`:
		m.setStr("form_factor", "2.5")
	case ff == `3.5"`:
		m.setStr("form_factor", "3.5")
	default:
		m.unmapped("form factor", ff)
	}
	m.posNum("capacity_gb", "capacity")
}

func (m *mapper) psu() {
	o := m.o
	m.posNum("wattage_w", "wattage")
	eff := o.str("efficiency_rating")
	m.setEnum("efficiency", "efficiency", efficiencies, eff)
	ff := o.str("form_factor")
	m.setEnum("form_factor", "form factor", psuFormFactors, ff)
	m.posNum("length_mm", "length")
	eps, _ := o.num("connectors", "eps_8_pin")
	pcie, okP := o.num("connectors", "pcie_6_plus_2_pin")
	hp, _ := o.num("connectors", "pcie_12vhpwr")
	w, _ := o.num("wattage")
	switch {
	case !okP:
		m.gate("psu-connectors-missing", "")
	case eps == 0 && pcie == 0 && hp == 0:
		// Every ATX unit has a CPU (EPS) plug: an all-zero block was not
		// filled in.
		m.gate("psu-connectors-empty", "")
	case pcie == 0 && hp == 0 && w >= 500:
		// No retail unit of 500 W and more lacks PCIe plugs; OpenDB's 0
		// here is an unknown count.
		m.gate("psu-pcie-zero", "")
	default:
		m.setNum("pcie_8pin", pcie)
		m.setNum("pcie_12vhpwr", hp)
		return
	}
	// Without its connector block the unit's 16-pin cables are not known
	// either, and pcie_12vhpwr's default (0) would read as a count.
	m.c.skip = "no pcie_8pin"
}

func (m *mapper) pcCase() {
	o := m.o
	m.c.part.Attrs["form_factors"] = hw.Value{Type: hw.TStringList, List: m.formFactors(o.strs("supported_motherboard_form_factors"), boardFormFactors, "board form factor")}
	if len(m.c.part.List("form_factors")) == 0 {
		delete(m.c.part.Attrs, "form_factors")
	}
	// psu_form_factors defaults to ATX; a case must not get that default
	// when it is known to take other units, or is a Mini-ITX case whose
	// units OpenDB does not say (most take SFX).
	listed := o.strs("supported_power_supply_form_factors")
	psus := m.formFactors(listed, psuFormFactors, "PSU form factor")
	boards := m.c.part.List("form_factors")
	switch {
	case len(psus) > 0:
		m.setList("psu_form_factors", psus)
	case len(listed) > 0:
		m.c.skip = "takes only PSU form factors rigcheck has no name for"
	case len(boards) == 1 && boards[0] == "Mini-ITX":
		m.c.skip = "Mini-ITX case without PSU form factors (the default, ATX, would be a guess)"
	}
	m.posNum("expansion_slots", "expansion_slots")
	m.posNum("max_gpu_length_mm", "max_video_card_length")
	m.posNum("max_cooler_height_mm", "max_cpu_cooler_height")
	m.posNum("max_psu_length_mm", "max_psu_length")
	if n, ok := o.num("internal_3_5_bays"); ok && n >= 0 {
		m.setNum("bays_3_5", n)
	}
	if n, ok := o.num("internal_2_5_bays"); ok && n >= 0 {
		m.setNum("bays_2_5", n)
	}
}

// formFactors maps a list, dropping (and counting) values that do not map.
func (m *mapper) formFactors(in []string, table map[string]string, field string) []string {
	var out []string
	for _, s := range in {
		v, ok := table[s]
		if !ok {
			m.unmapped(field, s)
			continue
		}
		if !contains(out, v) {
			out = append(out, v)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return ffOrder(out[i]) < ffOrder(out[j]) })
	return out
}

func ffOrder(s string) int {
	for i, f := range append(append([]string(nil), hw.FormFactors...), hw.PSUFormFactors...) {
		if f == s {
			return i
		}
	}
	return math.MaxInt
}

func (m *mapper) cooler() {
	o := m.o
	var socks []string
	for _, s := range o.strs("cpu_sockets") {
		if v, ok := m.mapSocket("socket", s); ok && !contains(socks, v) {
			socks = append(socks, v)
		}
	}
	if len(socks) > 0 {
		m.setList("sockets", socks)
	}
	water, ok := o.boolean("water_cooled")
	if !ok {
		m.unmapped("water_cooled", "")
		return
	}
	if water {
		m.setStr("type", "liquid")
		m.posNum("radiator_mm", "radiator_size")
	} else {
		m.setStr("type", "air")
		m.posNum("height_mm", "height")
	}
}

// maxPartNumbers bounds the part numbers kept of one record (OpenDB's
// have at most a handful).
const maxPartNumbers = 8

// partNumbers are the record's part numbers that look like one: no
// spaces ("X570 Taichi" is a name), letters and digits, each once, and
// not a piece of a longer one ("SKC3000S" of "SKC3000S/1024G" names the
// whole series).
func partNumbers(in []string) []string {
	var out []string
	for _, s := range in {
		if len(out) == maxPartNumbers {
			break
		}
		if len(s) < 5 || len(s) > 40 || strings.ContainsAny(s, " \t") || !strings.ContainsAny(s, "0123456789") || contains(out, s) || pieceOf(s, in) {
			continue
		}
		out = append(out, s)
	}
	return out
}

func pieceOf(s string, all []string) bool {
	for _, o := range all {
		if o != s && strings.Contains(o, s) {
			return true
		}
	}
	return false
}
