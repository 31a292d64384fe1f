package opendb

import (
	"regexp"
	"strings"
	"sync"
)

// OpenDB records no PCIe lanes and no PCIe generation for CPUs, and both
// are required. cpuFamilies fills them for the families whose makers
// publish one figure for every model of the family; a CPU of any other
// family (APUs, whose lanes vary by model; Haswell-E and Broadwell-E,
// whose i7s have 28 or 40 lanes; Pentiums and Celerons) is skipped.
//
// pcie_lanes counts, as the embedded catalog does, the CPU lanes usable for
// slots and M.2, not the chipset link.
//
// Sources, the makers' specification pages:
//   - Intel: ark.intel.com, each SKU's "Max # of PCI Express Lanes" and
//     "PCI Express Revision" (e.g. Core i7-4790K, i7-9700K, i9-10900K: 16,
//     3.0; i9-11900K: 20, 4.0; i9-12900K, i9-14900K: 20 = 16 × 5.0 + 4 × 4.0;
//     Core Ultra 9 285K: 24 = 20 × 5.0 + 4 × 4.0; i7-7820X: 28, i9-7900X
//     and i9-9900X: 44, i9-10900X: 48, i7-7740X: 16, all 3.0; Xeon E5-2600
//     v3/v4 and E5-1600 v3/v4: 40, 3.0; Xeon E3-1200 v3/v5/v6 and
//     E-2100/E-2200: 16, 3.0). Intel's desktop platform briefs state the
//     same per generation ("up to 16 lanes PCIe 5.0 + 4 lanes PCIe 4.0" for
//     12th–14th Gen Core).
//   - AMD: amd.com product pages, "Native PCIe Lanes (Total/Usable)" and
//     "PCI Express Version": Ryzen 1000/2000 (non-G) 24/20, PCIe 3.0; Ryzen
//     3000 (Matisse) and 5000 (Vermeer) 24/20, PCIe 4.0; Ryzen 7000, 9000
//     and EPYC 4004 on AM5 28/24, PCIe 5.0; Threadripper 1000/2000 64/60,
//     PCIe 3.0; Threadripper 3000 (sTRX4) 64 of which 8 feed the chipset,
//     PCIe 4.0; Threadripper 7000/9000 (sTR5) 88 usable, PCIe 5.0;
//     Threadripper PRO 3000/5000WX (sWRX8) 128, PCIe 4.0, and 7000/9000WX
//     (sTR5) 128, PCIe 5.0. The embedded catalog's parts of these families
//     carry the same numbers with their own sources.
type cpuFamily struct {
	name   string
	socket string
	// match is tried on the product name; codename, when set, must be in
	// OpenDB's coreFamily or microarchitecture as well (Ryzen 5000 holds
	// both Vermeer and the PCIe 3.0 Cezanne).
	match    *regexp.Regexp
	codename string
	lanes    int
	gen      int
}

func re(s string) *regexp.Regexp { return regexp.MustCompile(`(?i)` + s) }

// cpuFamilies is compiled the first time an import asks (its regular
// expressions would cost every command's start-up otherwise).
var cpuFamilies = sync.OnceValue(func() []cpuFamily {
	return []cpuFamily{
		{"Ryzen 1000/2000", "AM4", re(`\bRyzen [357] [12]\d{3}X?( AF)?(\s|$)`), "", 20, 3},
		{"Ryzen 3000 (Matisse)", "AM4", re(`\bRyzen [3579] 3\d{3}(XT|X)?(\s|$)`), "Matisse", 20, 4},
		{"Ryzen 5000 (Vermeer)", "AM4", re(`\bRyzen [579] 5\d{3}(X3D|XT|X)?(\s|$)`), "Vermeer", 20, 4},
		{"Ryzen 7000", "AM5", re(`\bRyzen [3579]( PRO)? 7\d{3}(X3D|X|F)?(\s|$)`), "", 24, 5},
		{"Ryzen 9000", "AM5", re(`\bRyzen [579] 9\d{3}(X3D|X|F)?(\s|$)`), "", 24, 5},
		{"EPYC 4004", "AM5", re(`\bEPYC 4\d{3}P?(\s|$)`), "", 24, 5},
		{"Threadripper 1000/2000", "TR4", re(`\bThreadripper [12]9\d{2}W?X(\s|$)`), "", 60, 3},
		{"Threadripper 3000", "sTRX4", re(`\bThreadripper 39\d{2}X(\s|$)`), "", 56, 4},
		{"Threadripper 7000/9000", "sTR5", re(`\bThreadripper [79]9\d{2}X(\s|$)`), "", 88, 5},
		{"Threadripper PRO 7000/9000WX", "sTR5", re(`\bThreadripper PRO [79]9\d{2}WX(\s|$)`), "", 128, 5},
		{"Threadripper PRO 3000/5000WX", "sWRX8", re(`\bThreadripper PRO [35]9\d{2}WX(\s|$)`), "", 128, 4},
		{"Core 3000 (Ivy Bridge)", "LGA1155", re(`\bCore i[357][- ]3\d{3}[A-Z]{0,2}(\s|$)`), "", 16, 3},
		{"Core 4000/5000", "LGA1150", re(`\bCore i[357][- ][45]\d{3}[A-Z]{0,2}(\s|$)`), "", 16, 3},
		{"Core 6000–9000", "LGA1151", re(`\bCore i[3579][- ][6-9]\d{3}[A-Z]{0,2}(\s|$)`), "", 16, 3},
		{"Core 10000 (Comet Lake)", "LGA1200", re(`\bCore i[3579][- ]10\d{3}[A-Z]{0,2}(\s|$)`), "", 16, 3},
		{"Core 11000 (Rocket Lake)", "LGA1200", re(`\bCore i[579][- ]11\d{3}[A-Z]{0,2}(\s|$)`), "", 20, 4},
		{"Core 12000–14000", "LGA1700", re(`\bCore i[3579][- ]1[234]\d{3}[A-Z]{0,2}(\s|$)`), "", 20, 5},
		{"Core Ultra 200S", "LGA1851", re(`\bCore Ultra [579] 2\d{2}[A-Z]{0,2}(\s|$)`), "", 24, 5},
		{"Core X 7000 (Kaby Lake-X)", "LGA2066", re(`\bCore i[57][- ]7[67]40X(\s|$)`), "", 16, 3},
		{"Core i7-7800X/7820X", "LGA2066", re(`\bCore i7[- ]78[02]0X(\s|$)`), "", 28, 3},
		{"Core i9 7000X", "LGA2066", re(`\bCore i9[- ]79\d{2}X[E]?(\s|$)`), "", 44, 3},
		{"Core X 9000", "LGA2066", re(`\bCore i[79][- ]9[89]\d{2}X[E]?(\s|$)`), "", 44, 3},
		{"Core X 10000 (Cascade Lake-X)", "LGA2066", re(`\bCore i9[- ]109\d{2}X[E]?(\s|$)`), "", 48, 3},
		{"Xeon E5 v3/v4", "LGA2011-3", re(`\bXeon E5[- ][12]6\d{2}[A-Z]? v[34](\s|$)`), "", 40, 3},
		{"Xeon E3 v3", "LGA1150", re(`\bXeon E3[- ]12\d{2}[A-Z]? v3(\s|$)`), "", 16, 3},
		{"Xeon E3 v5/v6", "LGA1151", re(`\bXeon E3[- ]12\d{2}[A-Z]? v[56](\s|$)`), "", 16, 3},
		{"Xeon E-2100/2200", "LGA1151", re(`\bXeon E[- ]2[12]\d{2}[A-Z]{0,2}(\s|$)`), "", 16, 3},
	}
})

// cpuFamilyOf returns the family of a CPU, or nil.
func cpuFamilyOf(name, sock, codenames string) *cpuFamily {
	families := cpuFamilies()
	for i := range families {
		f := &families[i]
		if f.socket != sock || !f.match.MatchString(name) {
			continue
		}
		if f.codename != "" && !strings.Contains(codenames, f.codename) {
			continue
		}
		return f
	}
	return nil
}
