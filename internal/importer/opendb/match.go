package opendb

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lazyre"
)

// matcher finds the OpenDB parts that are products of the embedded
// catalog, which wins. A part is the same product as an embedded one of
// its kind when the numbers that define the kind agree (a GPU's VRAM, a
// kit's modules and speed, a PSU's wattage, a drive's capacity, a CPU's
// cores, a board's socket) and either
//
//   - one of OpenDB's part numbers is the one the embedded name gives in
//     parentheses ("Samsung 990 PRO 2TB (MZ-V9P2T0)"), or
//   - every word of the embedded name (without its parentheses) is in the
//     OpenDB name, and the words OpenDB adds do not make another product:
//     colours, "OEM/Tray", the form factor, socket and memory type it
//     appends to board names, a GPU's memory size and type, a cooler's
//     height and airflow (see noise).
//
// A miss leaves a duplicate of an embedded product in the import; a false
// match would drop a distinct product, so the words are strict.
type matcher struct {
	byKind map[hw.Kind][]embeddedName
}

type embeddedName struct {
	part *hw.Part
	// words are the name's words outside parentheses; numbers are the
	// alphanumeric runs inside them (part numbers, revisions).
	words   map[string]bool
	numbers map[string]bool
	// inParens are the words inside the name's parentheses.
	inParens map[string]bool
}

var parens = lazyre.New(`\(([^)]*)\)`)

func newMatcher(emb *catalog.Catalog) *matcher {
	m := &matcher{byKind: map[hw.Kind][]embeddedName{}}
	if emb == nil {
		return m
	}
	for _, p := range emb.Parts("") {
		if !hw.IsRole(p.Kind) {
			continue
		}
		e := embeddedName{part: p, numbers: map[string]bool{}, inParens: map[string]bool{}}
		for _, g := range parens().FindAllStringSubmatch(p.Name(), -1) {
			if n := alnum(g[1]); len(n) >= 5 {
				e.numbers[n] = true
			}
			for w := range wordSet(g[1]) {
				e.inParens[w] = true
			}
		}
		e.words = wordSet(parens().ReplaceAllString(p.Name(), " "))
		m.byKind[p.Kind] = append(m.byKind[p.Kind], e)
	}
	return m
}

// embedded reports whether c is a product of the embedded catalog.
func (m *matcher) embedded(c *candidate) bool { return m.match(c) != nil }

// match returns the embedded part that is the same product as c, or nil.
func (m *matcher) match(c *candidate) *hw.Part {
	p := c.part
	words := wordSet(p.Name())
	for w := range wordSet(p.Str("brand")) {
		words[w] = true
	}
	for _, e := range m.byKind[p.Kind] {
		if !sameNumbers(e.part, p) {
			continue
		}
		for _, pn := range c.partNumbers {
			if e.numbers[alnum(pn)] {
				return e.part
			}
		}
		if sameWords(e, words, p) {
			return e.part
		}
	}
	return nil
}

var wordRE = lazyre.New(`[a-z0-9]+`)

// wordSet is a name's words, lower-case; a wattage "1600W" is the word
// "1600", and brands OpenDB spells differently are one word ("G.Skill" and
// "GSKILL" are "gskill").
func wordSet(name string) map[string]bool {
	// Airflow, noise and speed ("36.4 CFM", "22 dBA", "1500 RPM") are
	// not words of the product's name: a Freezer 13 of 36.4 CFM is not
	// the Freezer 36.
	s := measures().ReplaceAllString(strings.ToLower(name), " ")
	// A case's front ports ("USB 3.2 Gen 2 Type-C") say nothing of which
	// case it is, and their digits and "c" would pass for model words.
	s = usbPorts().ReplaceAllString(s, " ")
	// A link rate ("SATA 6.0 Gb/s") is not a size, nor a word of the name.
	s = linkRate().ReplaceAllString(s, " ")
	s = unitSpace().ReplaceAllString(s, "$1$2")
	s = timesSpace().ReplaceAllString(s, "${1}x${2}gb")
	for _, r := range brandSpellings {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	out := map[string]bool{}
	for _, w := range wordRE().FindAllString(s, -1) {
		if n := strings.TrimSuffix(w, "w"); n != w && isDigits(n) {
			w = n
		}
		out[w] = true
	}
	return out
}

var usbPorts = lazyre.New(`\busb\s*\d(?:\.\d)?(?:\s*gen\s*\d(?:x\d)?)?(?:\s*type-?[ac])?\b`)

var linkRate = lazyre.New(`\b\d+(?:\.\d+)?\s*[gm]b/s\b`)

var measures = lazyre.New(`\b\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\s*(?:cfm|dba?|rpm)\b`)

// unitSpace joins a number to its unit: "2 TB" is the word "2tb".
var unitSpace = lazyre.New(`(\d)\s+(tb|gb|mm|w)\b`)

// timesSpace closes up a kit's "2 x 16GB" to "2x16gb".
var timesSpace = lazyre.New(`(\d)\s*x\s*(\d+)\s*gb\b`)

var brandSpellings = [][2]string{{"g.skill", "gskill"}, {"be quiet!", "bequiet"}, {"western digital", "wd"}, {"lian li", "lianli"}}

func alnum(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// sameWords: every word of the embedded name is in the OpenDB name, and
// every other word of it is noise or in the embedded name's parentheses
// (a year, a part number: "Kraken Elite 360 (2024)").
func sameWords(e embeddedName, odb map[string]bool, p *hw.Part) bool {
	if len(e.words) == 0 {
		return false
	}
	for w := range e.words {
		if !odb[w] && !statesSize(w, e.part) {
			return false
		}
	}
	for w := range odb {
		if !e.words[w] && !e.inParens[w] && !noise(w, p) {
			return false
		}
	}
	return true
}

// commonNoise are words OpenDB adds to names of every kind.
var commonNoise = sync.OnceValue(func() map[string]bool {
	// "chromax" is Noctua's black finish ("NH-D15 chromax.black").
	return words("black white silver grey gray red blue gold green pink yellow orange purple brown beige matte metallic chromax oem tray boxed edition")
})

// noiseWords are words OpenDB adds to names, and the shapes of such words.
type noiseWords struct {
	words   map[string]bool
	pattern *regexp.Regexp
}

// kindNoise are the words OpenDB adds to one kind's names, made the first
// time an import compares names (not at every command's start-up).
var kindNoise = sync.OnceValue(func() map[hw.Kind]noiseWords {
	return map[hw.Kind]noiseWords{
		hw.KindCPU:         {words("processor ghz core cores desktop"), regexp.MustCompile(`^(lga\d+|am[45]|s?trx?[45]|swrx8|[a-z]|\d{1,2})$`)},
		hw.KindGPU:         {words("pny professional graphics card gb"), regexp.MustCompile(`^(\d+gb|gddr\d+x?|hbm\d*e?|\d{6,})$`)},
		hw.KindMotherboard: {words("atx eatx micro mini itx xl e ssi ceb eeb amd intel chipset motherboard rev"), regexp.MustCompile(`^(lga\d+|am[2345]|s?trx?[45]|swrx8|ddr[2345]|[01])$`)},
		hw.KindMemory:      {words("kit desktop memory ram"), regexp.MustCompile(`^(cl\d+|\d+x\d+gb)$`)},
		hw.KindStorage:     {words("ssd hdd internal solid state drive hard disk m pcie nvme sata gen x4 x2 3d nand"), regexp.MustCompile(`^(\d+|6gb|s)$`)},
		hw.KindPSU:         {words("80 plus bronze platinum titanium fully semi non modular certified atx power supply"), nil},
		// "Mini" makes another case ("O11 Dynamic Mini"), and a bare
		// number another cooler ("Freezer 13"): neither is noise.
		// A case's panels and finish ("Tinted Tempered Glass Side Panel",
		// "with Mesh Side Panel") are the same chassis for every rule.
		hw.KindCase:   {words("atx eatx e mid full tower case computer chassis tempered glass side panel panels tinted tint dark light tg window mesh with and front left solid acrylic gaming brushed aluminum steel"), nil},
		hw.KindCooler: {words("air water liquid cpu cooler rgb argb a"), regexp.MustCompile(`^\d+mm$`)},
	}
})

// noise reports whether word w in an OpenDB name of p does not make it
// another product than an embedded part whose name lacks it.
func noise(w string, p *hw.Part) bool {
	kn := kindNoise()[p.Kind]
	if commonNoise()[w] || kn.words[w] {
		return true
	}
	if re := kn.pattern; re != nil && re.MatchString(w) {
		return true
	}
	if n, err := strconv.ParseFloat(w, 64); err == nil {
		// The kind's own number repeated in the name ("24 GB", "850 W").
		switch p.Kind {
		case hw.KindGPU:
			return n == p.NumOr("vram_gb", -1)
		case hw.KindPSU:
			return n == p.NumOr("wattage_w", -1)
		}
	}
	if p.Kind == hw.KindMotherboard && w == strings.ToLower(p.Str("chipset")) {
		return true
	}
	return statesSize(w, p)
}

var sizeWord = lazyre.New(`^(\d+)(tb|gb|g)$`)

// statesSize reports whether word w is p's capacity or graphics memory,
// which sameNumbers compares: "1024gb" and "1tb" of a 1 TB drive, "24g"
// of a 24 GB card ("GAMING X TRIO 24G").
func statesSize(w string, p *hw.Part) bool {
	m := sizeWord().FindStringSubmatch(w)
	if m == nil {
		return false
	}
	n, _ := strconv.ParseFloat(m[1], 64)
	if m[2] == "tb" {
		n *= 1000
	}
	for _, a := range []string{"capacity_gb", "vram_gb"} {
		if v, ok := p.Attrs[a]; ok && sameSize(n, v.Num) {
			return true
		}
	}
	return false
}

// sameSize allows the 2.4 % that a decimal "1 TB" and a binary "1024GB"
// differ by: OpenDB writes the KC3000 1024GB as 1000 GB.
func sameSize(a, b float64) bool { return math.Abs(a-b) <= 0.03*math.Max(a, b) }

func words(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(s) {
		out[w] = true
	}
	return out
}

// defining are the attributes that must agree for two parts of a kind to
// be the same product (when both have them).
var defining = map[hw.Kind][]string{
	hw.KindCPU:         {"cores", "threads"},
	hw.KindGPU:         {"vram_gb"},
	hw.KindMemory:      {"modules", "module_gb", "speed_mts", "type"},
	hw.KindPSU:         {"wattage_w"},
	hw.KindStorage:     {"capacity_gb", "interface", "form_factor"},
	hw.KindMotherboard: {"socket", "memory_type"},
	hw.KindCooler:      {"type", "radiator_mm"},
}

func sameNumbers(a, b *hw.Part) bool {
	for _, name := range defining[a.Kind] {
		va, oka := a.Attrs[name]
		vb, okb := b.Attrs[name]
		if !oka || !okb {
			continue
		}
		if name == "capacity_gb" && sameSize(va.Num, vb.Num) {
			continue
		}
		if va.Num != vb.Num || va.Str != vb.Str {
			return false
		}
	}
	return true
}
