package catalog

import (
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// TestReadmeCoverage keeps the README's coverage table true: each row's
// count is the number of embedded parts of that kind, and the motherboard
// row's "N with slot tables" is the number of boards that have pcie_slot
// blocks.
func TestReadmeCoverage(t *testing.T) {
	src, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	c, _ := Embedded()
	kinds := map[string]hw.Kind{
		"GPUs": hw.KindGPU, "CPUs": hw.KindCPU, "motherboards": hw.KindMotherboard, "memory kits": hw.KindMemory,
		"storage": hw.KindStorage, "coolers": hw.KindCooler, "cases": hw.KindCase, "PSUs": hw.KindPSU, "cloud offers": hw.KindCloud,
	}
	row := regexp.MustCompile(`(?m)^\| ([a-zA-Z ]+) \| (\d+)\b(.*)\|$`)
	seen := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(string(src), -1) {
		kind, ok := kinds[m[1]]
		if !ok {
			continue
		}
		seen[m[1]] = true
		n, _ := strconv.Atoi(m[2])
		if got := len(c.Parts(kind)); n != got {
			t.Errorf("README says %d %s; the embedded catalog has %d", n, m[1], got)
		}
		if kind != hw.KindMotherboard {
			continue
		}
		tables, positioned := 0, 0
		for _, p := range c.Parts(kind) {
			if len(p.Slots) > 0 {
				tables++
			}
			if p.SlotPositions() {
				positioned++
			}
		}
		st := regexp.MustCompile(`(\d+) with slot lists, (\d+) of them with positions`).FindStringSubmatch(m[3])
		if st == nil {
			t.Errorf("README's motherboard row does not say how many boards have slot lists (%d) and positions (%d)", tables, positioned)
		} else {
			if n, _ := strconv.Atoi(st[1]); n != tables {
				t.Errorf("README says %d boards with slot lists; the embedded catalog has %d", n, tables)
			}
			if n, _ := strconv.Atoi(st[2]); n != positioned {
				t.Errorf("README says %d boards with slot positions; the embedded catalog has %d", n, positioned)
			}
		}
	}
	for label := range kinds {
		if !seen[label] {
			t.Errorf("README's coverage table has no %q row", label)
		}
	}
}
