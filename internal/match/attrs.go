package match

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Attrs are the numbers and kinds a text or a part carries, in the units
// the catalog uses. Zero means unknown.
type Attrs struct {
	CapacityGB float64 // memory kit total, drive capacity, VRAM
	// CapacitySlack is how far, in GB, the capacity may be from the one
	// written and still round to it: "1.1TB" is 1050–1150 GB (a 1050 GB
	// drive that a shop rounds to one decimal).
	CapacitySlack float64
	Modules       int    // memory modules in a kit
	ModuleGB      int    // size of each module
	MemType       string // "ddr4"
	SpeedMTs      int    // memory speed
	CAS           int    // memory CAS latency
	Watts         int    // PSU wattage
	Efficiency    string // "gold"; "plain" for a bare 80+
	Cores         int
	Socket        string // normalised: "am5", "lga1700", "trx4"
	// FormFactor of a board or a PSU, letters only: "atx", "microatx",
	// "miniitx", "sfx".
	FormFactor string
	// DriveSize is a drive's form factor: "m.2", "2.5", "3.5".
	DriveSize string
	// RPM is a hard drive's spindle speed.
	RPM int
	// DriveType is "ssd" or "hdd": a "Solid State Drive" is not the hard
	// drive of its line.
	DriveType string
	// Modular is a PSU's cabling: "fully", "semi" or "non" (the CX430 is
	// not the semi-modular CX430M).
	Modular string
}

// conflicts reports the attributes that a and b both know and disagree on.
func (a Attrs) conflicts(b Attrs) []string {
	var out []string
	if a.CapacityGB > 0 && b.CapacityGB > 0 && !a.sameCapacity(b) {
		out = append(out, "capacity")
	}
	if a.Modules > 0 && b.Modules > 0 && a.Modules != b.Modules {
		out = append(out, "modules")
	}
	if a.ModuleGB > 0 && b.ModuleGB > 0 && a.ModuleGB != b.ModuleGB {
		out = append(out, "module size")
	}
	if a.MemType != "" && b.MemType != "" && a.MemType != b.MemType {
		out = append(out, "memory type")
	}
	if a.SpeedMTs > 0 && b.SpeedMTs > 0 && a.SpeedMTs != b.SpeedMTs {
		out = append(out, "speed")
	}
	if a.CAS > 0 && b.CAS > 0 && a.CAS != b.CAS {
		out = append(out, "CAS latency")
	}
	if a.Watts > 0 && b.Watts > 0 && a.Watts != b.Watts {
		out = append(out, "wattage")
	}
	if a.Efficiency != "" && b.Efficiency != "" && a.Efficiency != b.Efficiency {
		out = append(out, "efficiency")
	}
	if a.Cores > 0 && b.Cores > 0 && a.Cores != b.Cores {
		out = append(out, "cores")
	}
	if a.Socket != "" && b.Socket != "" && a.Socket != b.Socket {
		out = append(out, "socket")
	}
	if a.FormFactor != "" && b.FormFactor != "" && a.FormFactor != b.FormFactor {
		out = append(out, "form factor")
	}
	if a.DriveSize != "" && b.DriveSize != "" && a.DriveSize != b.DriveSize {
		out = append(out, "drive form factor")
	}
	if a.RPM > 0 && b.RPM > 0 && a.RPM != b.RPM {
		out = append(out, "RPM")
	}
	if a.DriveType != "" && b.DriveType != "" && a.DriveType != b.DriveType {
		out = append(out, "drive type")
	}
	if a.Modular != "" && b.Modular != "" && a.Modular != b.Modular {
		out = append(out, "modularity")
	}
	return out
}

// agreements counts the attributes a and b both know and agree on.
func (a Attrs) agreements(b Attrs) int {
	n := 0
	if a.CapacityGB > 0 && b.CapacityGB > 0 && a.sameCapacity(b) {
		n++
	}
	if a.Modules > 0 && a.Modules == b.Modules {
		n++
	}
	if a.ModuleGB > 0 && a.ModuleGB == b.ModuleGB {
		n++
	}
	if a.MemType != "" && a.MemType == b.MemType {
		n++
	}
	if a.SpeedMTs > 0 && a.SpeedMTs == b.SpeedMTs {
		n++
	}
	if a.CAS > 0 && a.CAS == b.CAS {
		n++
	}
	if a.Watts > 0 && a.Watts == b.Watts {
		n++
	}
	if a.Efficiency != "" && a.Efficiency == b.Efficiency {
		n++
	}
	if a.Cores > 0 && a.Cores == b.Cores {
		n++
	}
	if a.Socket != "" && a.Socket == b.Socket {
		n++
	}
	if a.FormFactor != "" && a.FormFactor == b.FormFactor {
		n++
	}
	if a.DriveSize != "" && a.DriveSize == b.DriveSize {
		n++
	}
	if a.RPM > 0 && a.RPM == b.RPM {
		n++
	}
	if a.DriveType != "" && a.DriveType == b.DriveType {
		n++
	}
	return n
}

// numbers are the whole numbers the attributes state, for a model number
// that is also an attribute ("EVGA SuperNOVA 1600 P2" is a 1600 W unit,
// and a shop may write only "1600 W").
func (a Attrs) numbers() []int {
	var out []int
	for _, v := range []int{a.Watts, a.Cores, a.SpeedMTs, int(math.Round(a.CapacityGB))} {
		if v > 0 {
			out = append(out, v)
		}
	}
	if a.CapacityGB >= 1000 && math.Mod(a.CapacityGB, 1000) == 0 {
		out = append(out, int(a.CapacityGB/1000))
	}
	return out
}

// sameCapacity allows the 2 % that "1 TB" and "1024GB" differ by, or
// the rounding of a capacity written with decimals.
func (a Attrs) sameCapacity(b Attrs) bool {
	x, y := a.CapacityGB, b.CapacityGB
	return math.Abs(x-y) <= max(0.03*math.Max(x, y), a.CapacitySlack, b.CapacitySlack)+1e-9
}

// merge fills a's unknown attributes from b.
func (a *Attrs) merge(b Attrs) {
	if a.CapacityGB == 0 {
		a.CapacityGB, a.CapacitySlack = b.CapacityGB, b.CapacitySlack
	}
	if a.Modules == 0 {
		a.Modules = b.Modules
	}
	if a.ModuleGB == 0 {
		a.ModuleGB = b.ModuleGB
	}
	if a.MemType == "" {
		a.MemType = b.MemType
	}
	if a.SpeedMTs == 0 {
		a.SpeedMTs = b.SpeedMTs
	}
	if a.CAS == 0 {
		a.CAS = b.CAS
	}
	if a.Watts == 0 {
		a.Watts = b.Watts
	}
	if a.Efficiency == "" {
		a.Efficiency = b.Efficiency
	}
	if a.Cores == 0 {
		a.Cores = b.Cores
	}
	if a.Socket == "" {
		a.Socket = b.Socket
	}
	if a.FormFactor == "" {
		a.FormFactor = b.FormFactor
	}
	if a.DriveSize == "" {
		a.DriveSize = b.DriveSize
	}
	if a.RPM == 0 {
		a.RPM = b.RPM
	}
	if a.DriveType == "" {
		a.DriveType = b.DriveType
	}
	if a.Modular == "" {
		a.Modular = b.Modular
	}
}

// partAttrs reads the attributes a catalog part declares.
func partAttrs(p *hw.Part) Attrs {
	var a Attrs
	switch p.Kind {
	case hw.KindMemory:
		v := p.Memory()
		m, g := v.Modules, int(v.ModuleGB)
		a.Modules, a.ModuleGB = m, g
		a.CapacityGB = float64(m * g)
		a.MemType = strings.ToLower(v.Type)
		a.SpeedMTs = v.SpeedMTs
	case hw.KindStorage:
		a.CapacityGB = p.Storage().CapacityGB
		a.DriveSize = strings.ToLower(p.Storage().FormFactor)
		a.DriveType = strings.ToLower(p.Storage().Type)
	case hw.KindGPU:
		a.CapacityGB = p.GPU().VRAMGB
	case hw.KindPSU:
		a.Watts = int(p.PSU().WattageW)
		a.Efficiency = efficiencyWord(p.PSU().Efficiency)
		a.FormFactor = normFormFactor(p.PSU().FormFactor)
	case hw.KindCPU:
		a.Cores = p.CPU().Cores
		a.Socket = normSocket(p.CPU().Socket)
	case hw.KindMotherboard:
		a.Socket = normSocket(p.Board().Socket)
		a.MemType = strings.ToLower(p.Board().MemoryType)
		a.FormFactor = normFormFactor(p.Board().FormFactor)
	}
	return a
}

func efficiencyWord(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "80+"), "80 plus"))
	if s == "" {
		return "plain"
	}
	return s
}

// normSocket makes the spellings of a socket comparable: "sTRX4", "TRX4"
// and "strx4" are one socket, "LGA 1700" and "LGA1700" another.
func normSocket(s string) string {
	s = strings.ToLower(s)
	s = strings.Map(func(r rune) rune {
		if isWord(r) {
			return r
		}
		return -1
	}, s)
	if strings.HasPrefix(s, "str") || strings.HasPrefix(s, "swrx") {
		s = s[1:]
	}
	return s
}

// normFormFactor makes the spellings of a form factor comparable:
// "Micro-ATX", "micro atx" and "MicroATX" are one, "Mini ITX" and "ITX"
// another.
func normFormFactor(s string) string {
	s = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' {
			return r
		}
		return -1
	}, strings.ToLower(s))
	if s == "itx" {
		return "miniitx"
	}
	return s
}

// A phrase is an attribute or description a shop writes around a name.
type phrase struct {
	re *regexp.Regexp
	// kinds limits the phrase to texts about these kinds ("" = a search
	// over every kind); nil means every text.
	kinds []hw.Kind
	desc  bool // a description, not an attribute
	set   func(m []string, a *Attrs)
}

func (p phrase) applies(k hw.Kind) bool {
	if p.kinds == nil {
		return true
	}
	for _, x := range p.kinds {
		if x == k {
			return true
		}
	}
	return false
}

func atoi(s string) int     { n, _ := strconv.Atoi(s); return n }
func atof(s string) float64 { f, _ := strconv.ParseFloat(s, 64); return f }

var coreWords = map[string]int{"single": 1, "dual": 2, "quad": 4, "hexa": 6, "six": 6, "octa": 8, "eight": 8}

// phrases are tried in order; text one phrase took is not seen by the
// next, so "64 GB (2 x 32 GB)" is a layout and not three capacities.
var phrases = sync.OnceValue(func() []phrase {
	return []phrase{
		{re: regexp.MustCompile(`\b(\d{1,4})\s*gb\s*\(\s*(\d{1,2})\s*x\s*(\d{1,4})\s*gb\s*\)`), set: func(m []string, a *Attrs) {
			a.CapacityGB, a.Modules, a.ModuleGB = atof(m[1]), atoi(m[2]), atoi(m[3])
		}},
		{re: regexp.MustCompile(`\b(\d{1,2})\s*x\s*(\d{1,4})\s*gb\b`), set: func(m []string, a *Attrs) {
			a.Modules, a.ModuleGB = atoi(m[1]), atoi(m[2])
			a.CapacityGB = float64(a.Modules * a.ModuleGB)
		}},
		{re: regexp.MustCompile(`\bddr(\d)(?:\s*-\s*|\s+)?(\d{3,4})?\b`), set: func(m []string, a *Attrs) {
			a.MemType = "ddr" + m[1]
			if m[2] != "" {
				a.SpeedMTs = atoi(m[2])
			}
		}},
		{re: regexp.MustCompile(`\bcl\s*(\d{1,2})\b`), set: func(m []string, a *Attrs) { a.CAS = atoi(m[1]) }},
		{re: regexp.MustCompile(`\b(\d{3,4})\s*mhz\b`), kinds: []hw.Kind{hw.KindMemory, ""}, set: func(m []string, a *Attrs) { a.SpeedMTs = atoi(m[1]) }},
		{re: regexp.MustCompile(`\b\d+(?:\.\d+)?\s*(?:ghz|thz|mhz)\b`)},
		{re: regexp.MustCompile(`\b(\d{1,3})-core\b`), set: func(m []string, a *Attrs) { a.Cores = atoi(m[1]) }},
		{re: regexp.MustCompile(`\b(single|dual|quad|hexa|six|octa|eight)-core\b`), set: func(m []string, a *Attrs) { a.Cores = coreWords[m[1]] }},
		// A link rate ("SATA 6.0 Gb/s") is neither a capacity nor a word.
		{re: regexp.MustCompile(`\b\d+(?:\.\d+)?\s*[gm]b/s\b`)},
		{re: regexp.MustCompile(`\b(\d+(?:\.\d+)?)\s*(tb|gb)\b`), set: func(m []string, a *Attrs) {
			v, unit := atof(m[1]), 1.0
			if m[2] == "tb" {
				unit = 1000
			}
			a.CapacityGB = v * unit
			if _, frac, ok := strings.Cut(m[1], "."); ok {
				a.CapacitySlack = unit * 0.5 * math.Pow(10, -float64(len(frac)))
			}
		}},
		{re: regexp.MustCompile(`(?:^|[^\pL\pN])(\d{1,3})g\b`), kinds: []hw.Kind{hw.KindGPU, ""}, set: func(m []string, a *Attrs) { a.CapacityGB = atof(m[1]) }},
		{re: regexp.MustCompile(`\b(\d{2,4})\s*w\b`), set: func(m []string, a *Attrs) { a.Watts = atoi(m[1]) }},
		{re: regexp.MustCompile(`\b80\s*(?:\+|plus\b)\s*(titanium|platinum|gold|silver|bronze|white)?`), set: func(m []string, a *Attrs) {
			a.Efficiency = m[1]
			if a.Efficiency == "" {
				a.Efficiency = "plain"
			}
		}},
		{re: regexp.MustCompile(`\batx\s*3(?:\.[01])?\b`)},
		// A board's or a PSU's form factor is an attribute; a case's
		// ("ATX Mid Tower") says only the largest board it takes.
		{re: regexp.MustCompile(`\b(xl-atx|e-?atx|micro\s*-?atx|mini\s*-?(?:itx|dtx)|ssi\s*-?(?:eeb|ceb)|atx|itx|sfx-l|sfx)\b`), kinds: []hw.Kind{hw.KindMotherboard, hw.KindPSU, ""},
			set: func(m []string, a *Attrs) { a.FormFactor = normFormFactor(m[1]) }},
		{re: regexp.MustCompile(`\b(?:xl-atx|e-?atx|micro\s*-?atx|mini\s*-?(?:itx|dtx)|ssi\s*-?(?:eeb|ceb)|atx|itx|sfx-l|sfx)\b`)},
		{re: regexp.MustCompile(`\b(am[45]|lga\s*-?\d{3,4}|s?trx\d|s?tr[45]|s?wrx\d|sp[3-6])\b`), kinds: []hw.Kind{hw.KindMotherboard, ""}, set: func(m []string, a *Attrs) { a.Socket = normSocket(m[1]) }},
		// A drive's size: an M.2 drive is not the 2.5" one of its line.
		{re: regexp.MustCompile(`\b(m\.2)(?:-\d{4})?\b|\b([23]\.5)\s*"`), kinds: []hw.Kind{hw.KindStorage, ""}, set: func(m []string, a *Attrs) { a.DriveSize = m[1] + m[2] }},
		{re: regexp.MustCompile(`\bm\.2(?:-\d{4})?\b|\b[1-5]\.5\s*"|\bpci-?e(?:xpress)?\s*(?:\d\.\d\s*)?x\s*\d{1,2}\b|\bpci-?e(?:xpress)?\s*\d\.\d\b|\bsata\s*(?:\d\.\d\s*gb/s|iii|3)\b|\bnvme\b`)},
		{re: regexp.MustCompile(`\b(\d{4,5})\s*rpm\b`), kinds: []hw.Kind{hw.KindStorage, ""}, set: func(m []string, a *Attrs) { a.RPM = atoi(m[1]) }},
		{re: regexp.MustCompile(`\b\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\s*(?:cfm|rpm|db|mm|hz)\b`)},
		{re: regexp.MustCompile(`\b\d+(?:\.\d+)?\s*"`)},
		{re: regexp.MustCompile(`\b\d{3,4}\s*x\s*\d{3,4}\b`)},
		{desc: true, re: regexp.MustCompile(`\bsolid state drive\b`), kinds: []hw.Kind{hw.KindStorage}, set: func(m []string, a *Attrs) { a.DriveType = "ssd" }},
		{desc: true, re: regexp.MustCompile(`\b(?:internal )?hard drive\b`), kinds: []hw.Kind{hw.KindStorage}, set: func(m []string, a *Attrs) { a.DriveType = "hdd" }},
		// "Series", "Edition" and "Line" are a shop's words ("850
		// EVO-Series", "AMP! Edition", "Signature Line"); a name that has
		// them still matches.
		{desc: true, re: regexp.MustCompile(`\bseries\b|\bedition\b|\bline\b`)},
		{desc: true, re: regexp.MustCompile(`\b(?:video|graphics) card\b|\bpower supply\b|\bsolid state drive\b|\b(?:internal )?hard drive\b|\b(?:liquid )?cpu cooler\b|\bprocessor\b|\bmotherboard\b|\bmemory\b|\bcase$|\b(?:computer|pc) case\b`)},
		{desc: true, re: regexp.MustCompile(`\b(?:super|full|mid|mini|micro)\s+tower\b|\b(?:desktop|htpc|tower|cube|test bench)(?: case)?$`)},
		{desc: true, re: regexp.MustCompile(`\b(fully|semi|non)\s*-?\s*modular\b`), kinds: []hw.Kind{hw.KindPSU}, set: func(m []string, a *Attrs) { a.Modular = m[1] }},
		{desc: true, re: regexp.MustCompile(`\b(?:fully|semi|non)\s*-?\s*modular\b|\bmodular\b|\bcertified\b`)},
		{desc: true, re: regexp.MustCompile(`\b(?:fluid dynamic|sleeve|rifle|ball|hydraulic|magnetic levitation)\s+bearing\b`)},
		{desc: true, re: regexp.MustCompile(`\boem\s*/\s*tray\b|\boem\b|\btray\b|\bboxed\b`)},
	}
})

// analysis is what the package reads from one text.
type analysis struct {
	tokens []token
	attrs  Attrs
}

// analyse tokenises normalised text s and marks the attribute and
// description phrases of kind k in it.
func analyse(s string, k hw.Kind) analysis {
	var a analysis
	taken := make([]bool, len(s))
	type span struct {
		from, to int
		desc     bool
	}
	var spans []span
	for _, p := range phrases() {
		if !p.applies(k) {
			continue
		}
		for _, loc := range p.re.FindAllStringSubmatchIndex(s, 8) {
			from, to := loc[0], loc[1]
			if anyTaken(taken, from, to) {
				continue
			}
			for i := from; i < to; i++ {
				taken[i] = true
			}
			spans = append(spans, span{from, to, p.desc})
			if p.set != nil {
				m := make([]string, len(loc)/2)
				for i := range m {
					if loc[2*i] >= 0 {
						m[i] = s[loc[2*i]:loc[2*i+1]]
					}
				}
				var got Attrs
				p.set(m, &got)
				a.attrs.merge(got) // the earlier, more specific phrase wins
			}
		}
	}
	a.tokens = tokenize(s)
	for i := range a.tokens {
		t := &a.tokens[i]
		for _, sp := range spans {
			if t.start < sp.to && t.end > sp.from {
				if sp.desc {
					t.desc = true
				} else {
					t.attr = true
				}
			}
		}
	}
	return a
}

func anyTaken(taken []bool, from, to int) bool {
	for i := from; i < to; i++ {
		if taken[i] {
			return true
		}
	}
	return false
}
