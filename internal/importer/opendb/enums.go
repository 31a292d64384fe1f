package opendb

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/lazyre"
)

// OpenDB's spellings of rigcheck's enumerations. A value missing from a
// table does not map: it is counted in the summary and left out (and a
// part that then lacks a required attribute is skipped).

// boardFormFactors maps OpenDB board form factors (boards' form_factor and
// cases' supported_motherboard_form_factors) to rigcheck's. Thin Mini-ITX
// has Mini-ITX's outline; Flex ATX, Mini-DTX and HPTX have no rigcheck
// form factor.
var boardFormFactors = map[string]string{
	"ATX": "ATX", "Micro ATX": "Micro-ATX", "Mini-ITX": "Mini-ITX", "Thin Mini-ITX": "Mini-ITX",
	"EATX": "E-ATX", "SSI EEB": "SSI-EEB", "SSI CEB": "SSI-CEB", "XL ATX": "XL-ATX",
}

// psuFormFactors maps OpenDB PSU form factors; ATX/EPS units have the ATX
// outline. TFX, Flex ATX and "Mini-ITX" units have no rigcheck form factor.
var psuFormFactors = map[string]string{"ATX": "ATX", "ATX/EPS": "ATX", "SFX": "SFX", "SFX-L": "SFX-L"}

// efficiencies maps OpenDB's 80 PLUS ratings; "80+ Standard" and
// "80+ White" are the base 80 PLUS rating.
var efficiencies = map[string]string{
	"80+": "80+", "80+ Standard": "80+", "80+ White": "80+", "80+ Bronze": "80+ Bronze", "80+ Silver": "80+ Silver",
	"80+ Gold": "80+ Gold", "80+ Platinum": "80+ Platinum", "80+ Titanium": "80+ Titanium",
}

// memoryTypes maps OpenDB memory types; DDR1 and DDR2 are older than
// rigcheck's enumeration.
var memoryTypes = map[string]string{"DDR3": "DDR3", "DDR4": "DDR4", "DDR5": "DDR5"}

// gpuCoolers maps OpenDB's GPU "cooling". "1 Fan" is both a blower and a
// single-fan open-air card, so it does not map; a hybrid card (radiator
// and pump) is liquid-cooled.
var gpuCoolers = map[string]string{
	"2 Fans": "open-air", "3 Fans": "open-air", "4 Fans": "open-air", "Blower": "blower", "Passive": "passive",
	"Water Cooled": "liquid", "Hybrid": "liquid",
}

// amdSockets maps AMD socket names to rigcheck's spelling (the embedded
// catalog's: TR4 for AMD's sTR4). Intel's LGA sockets map by lgaSocket.
var amdSockets = map[string]string{
	"AM1": "AM1", "AM2": "AM2", "AM2+": "AM2+", "AM3": "AM3", "AM3+": "AM3+", "AM4": "AM4", "AM5": "AM5",
	"FM1": "FM1", "FM2": "FM2", "FM2+": "FM2+", "G34": "G34", "TR4": "TR4", "sTR4": "TR4", "sTRX4": "sTRX4",
	"sTR5": "sTR5", "sWRX8": "sWRX8", "SP3": "SP3", "SP5": "SP5", "SP6": "SP6",
}

// lgaSocket matches Intel socket names, "LGA 1700", "LGA 2011-3",
// "LGA 1151v2" (the same socket with Coffee Lake's pin assignment).
var lgaSocket = lazyre.New(`^LGA ?(\d{3,4})(-3)?(v2)?$`)

// validLGA lists the LGA sockets of desktop and workstation CPUs and
// boards; other numbers ("LGA 115", a typo) do not map.
var validLGA = map[string]bool{
	"775": true, "1150": true, "1151": true, "1155": true, "1156": true, "1200": true, "1356": true, "1366": true,
	"1700": true, "1851": true, "2011": true, "2066": true, "3647": true, "4189": true, "4677": true, "4710": true,
}

// socket maps an OpenDB socket name to rigcheck's, and says whether it did.
// "LGA 2011-3 Narrow" (the narrow cooler mount) stays unmapped: a cooler
// for the square mount does not fit it.
func socket(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if v, ok := amdSockets[s]; ok {
		return v, true
	}
	if m := lgaSocket().FindStringSubmatch(s); m != nil && validLGA[m[1]] {
		return "LGA" + m[1] + m[2], true
	}
	return "", false
}

// boardSocket maps a board's socket, which may name two ("2 x LGA 2011").
func boardSocket(s string) (sock string, sockets int, ok bool) {
	sockets = 1
	if rest, found := strings.CutPrefix(s, "2 x "); found {
		s, sockets = rest, 2
	}
	sock, ok = socket(s)
	return sock, sockets, ok
}

// chipsetGen is the newest PCIe generation any slot or M.2 socket of a
// board with this chipset can run: the CPU lanes of the newest CPU the
// platform takes, or the chipset's own. A board generation above it is a
// default OpenDB filled in (its boards of PCIe 3.0 platforms say 4.0). From
// the chipset makers' platform pages: Intel ark's chipset specifications
// (ark.intel.com, "PCI Express Revision") and AMD's chipset comparison
// pages (amd.com/en/products/processors/chipsets/am4.html, am5.html,
// and the TRX40/TRX50/X399 pages); AMD disabled PCIe 4.0 on 300/400-series
// and A520 boards, so those platforms stay at 3.0. Chipsets that are not
// listed are not checked.
var chipsetGen = map[string]int{
	// Intel 4- and 5-series, X58: PCIe 2.0 at most.
	"G31": 2, "G33": 2, "G41": 2, "G43": 2, "G45": 2, "P35": 2, "P43": 2, "P45": 2, "Q45": 2, "B43": 2,
	"X58": 2, "5520": 2, "H55": 2, "H57": 2, "P55": 2, "Q57": 2,
	// Intel 6- to 9-series, 100- to 300-series, H410/B460, X79/X99/X299 and
	// their server siblings: PCIe 3.0.
	"H61": 3, "B65": 3, "H67": 3, "P67": 3, "Q67": 3, "Z68": 3, "B75": 3, "H77": 3, "Q77": 3, "Z75": 3, "Z77": 3,
	"H81": 3, "B85": 3, "H87": 3, "Q87": 3, "Z87": 3, "H97": 3, "Z97": 3,
	"H110": 3, "B150": 3, "H170": 3, "Q170": 3, "Z170": 3, "B250": 3, "H270": 3, "Q270": 3, "Z270": 3,
	"H310": 3, "B360": 3, "B365": 3, "H370": 3, "Q370": 3, "Z370": 3, "Z390": 3, "H410": 3, "B460": 3,
	"X79": 3, "X99": 3, "X299": 3, "C602": 3, "C602J": 3, "C606": 3, "C612": 3, "C621": 3, "C422": 3,
	"C222": 3, "C224": 3, "C226": 3, "C232": 3, "C236": 3, "C242": 3, "C246": 3,
	// Intel 400-series boards that take Rocket Lake, and the 500-series: PCIe 4.0.
	"H470": 4, "Z490": 4, "Q470": 4, "W480": 4, "H510": 4, "B560": 4, "H570": 4, "Q570": 4, "Z590": 4, "W580": 4,
	// Intel 600-, 700- and 800-series: PCIe 5.0.
	"H610": 5, "B660": 5, "H670": 5, "Q670": 5, "Z690": 5, "B760": 5, "H770": 5, "Z790": 5, "H810": 5, "B860": 5, "Z890": 5, "W790": 5,
	// AMD AM3/AM3+ and FM1/FM2 chipsets and AM1: PCIe 2.0.
	"760G": 2, "770": 2, "785G": 2, "790X": 2, "870": 2, "880G": 2, "890FX": 2, "890GX": 2, "970": 2, "990FX": 2, "990X": 2,
	"A55": 2, "A75": 2, "A85X": 2, "AM1": 2,
	// AMD FM2+ (Kaveri's CPU lanes), 300/400-series, A520, X399: PCIe 3.0.
	"A68H": 3, "A68M": 3, "A78": 3, "A88X": 3, "A320": 3, "B350": 3, "X370": 3, "B450": 3, "X470": 3, "A520": 3, "X399": 3,
	// AMD X570, B550, A620, B840, TRX40, WRX80: PCIe 4.0.
	"X570": 4, "B550": 4, "A620": 4, "A620A": 4, "B840": 4, "TRX40": 4, "WRX80": 4,
	// AMD 600- and 800-series AM5 chipsets, TRX50, WRX90: PCIe 5.0.
	"B650": 5, "B650E": 5, "X670": 5, "X670E": 5, "B850": 5, "X870": 5, "X870E": 5, "TRX50": 5, "WRX90": 5,
}

// chipset strips the maker from an OpenDB chipset name: "Intel Z790" →
// "Z790", as the embedded catalog writes it.
func chipset(s string) string {
	for _, p := range []string{"Intel ", "AMD ", "NVIDIA ", "VIA "} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return strings.TrimSpace(rest)
		}
	}
	return s
}

// pcieGen reads a PCIe generation: a bare "4.0" (a board slot's gen
// field) or one named after PCIe, "PCIe 4.0 x16", "PCIe Gen4x4" → 4. A
// number that is not PCIe's ("SATA 6.0 Gb/s") is none.
var (
	bareGenRE = lazyre.New(`^([1-6])\.0$`)
	pcieGenRE = lazyre.New(`(?i)pcie\s*(?:gen\s*)?([1-6])(?:\.0)?(?:[^0-9.]|$)`)
	genOnlyRE = lazyre.New(`(?i)(?:^|[^a-z])gen\s*([1-6])(?:[^0-9.]|$)`)
)

func pcieGen(s string) (int, bool) {
	for _, re := range []*regexp.Regexp{bareGenRE(), pcieGenRE(), genOnlyRE()} {
		if m := re.FindStringSubmatch(s); m != nil {
			n, err := strconv.Atoi(m[1])
			return n, err == nil
		}
	}
	return 0, false
}

// pcieWidth reads the lane count of "PCIe 4.0 x8" → 8.
var pcieWidthRE = lazyre.New(`(?i)(?:^|[^a-z])x(16|8|4|2|1)(?:[^0-9]|$)`)

func pcieWidth(s string) (int, bool) {
	m := pcieWidthRE().FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, _ := strconv.Atoi(m[1])
	return n, true
}
