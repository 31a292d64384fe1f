package check_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/rules"
)

// plugClaims are the plug counts an example build's comments and waiver
// reasons state: "the AX1600i has 9 PCIe plugs", "four of its six 6+2
// plugs" (the PSU's pcie_8pin), "the 4 x 8-pin adapter" (a card's
// adapter_8pin).
var (
	psuPlugs     = regexp.MustCompile(`\b(\w+) PCIe plugs\b|\bof its (\w+) 6\+2 plugs\b`)
	adapterPlugs = regexp.MustCompile(`\b(\w+) x 8-pin adapter\b`)
	roleID       = regexp.MustCompile(`(?m)^\s*(psu|gpu)\s+"([^"]+)"`)
	numberWords  = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
)

// TestExamplePlugCounts: the plug counts an example build's prose states
// are the catalog's, so that a waiver's reason ("9 PCIe plugs for the 8
// needed") cannot drift from the number the rule checks.
func TestExamplePlugCounts(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	files, _ := filepath.Glob("../../builds/*.hcl")
	gallery, _ := filepath.Glob("../../builds/gallery/*.hcl")
	claims := 0
	for _, f := range append(files, gallery...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]map[int]bool{"psu": {}, "gpu": {}}
		for _, m := range roleID.FindAllStringSubmatch(string(src), -1) {
			p := cat.Lookup(m[2])
			if p == nil {
				continue
			}
			switch m[1] {
			case "psu":
				if n, ok := p.PSU().PCIe8Pin.Get(); ok {
					have["psu"][n] = true
				}
			case "gpu":
				if n, ok := p.GPU().Adapter8Pin.Get(); ok {
					have["gpu"][n] = true
				}
			}
		}
		claim := func(role, what string, words []string) {
			for _, w := range words {
				if w == "" {
					continue
				}
				n, err := strconv.Atoi(w)
				if err != nil {
					n = numberWords[strings.ToLower(w)]
				}
				claims++
				if !have[role][n] {
					t.Errorf("%s says %q: no %s of the build has %d (the catalog's: %v)", filepath.Base(f), w+" "+what, role, n, have[role])
				}
			}
		}
		for _, m := range psuPlugs.FindAllStringSubmatch(string(src), -1) {
			claim("psu", "PCIe plugs", m[1:])
		}
		for _, m := range adapterPlugs.FindAllStringSubmatch(string(src), -1) {
			claim("gpu", "x 8-pin adapter", m[1:])
		}
	}
	if claims < 3 {
		t.Fatalf("%d plug counts found in the example builds; the patterns are wrong", claims)
	}
}

// failsLine is an example build's comment naming the rules it fails or
// warns on: "Fails: psu-headroom, wall-circuit, psu-transient." (a
// sentence, over comment lines).
var failsLine = regexp.MustCompile(`(?s)\b(?:Fails|Warns): (.*?)\.(?:\s|$)`)

// TestExampleFailingRules: an example build whose comment says which rules
// it fails or warns on ("Fails: gpu-slots, psu-headroom.") fails exactly
// those under --strict, as its Verdict line's verdict does.
func TestExampleFailingRules(t *testing.T) {
	cat, diags := catalog.Embedded()
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	ids := map[string]bool{}
	for _, r := range rules.All() {
		ids[r.ID] = true
	}
	files, _ := filepath.Glob("../../builds/*.hcl")
	gallery, _ := filepath.Glob("../../builds/gallery/*.hcl")
	claims := 0
	for _, f := range append(files, gallery...) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var comment strings.Builder
		for _, l := range strings.Split(string(src), "\n") {
			if c, ok := strings.CutPrefix(l, "#"); ok {
				comment.WriteString(strings.TrimSpace(c) + " ")
			}
		}
		m := failsLine.FindStringSubmatch(comment.String())
		if m == nil {
			continue
		}
		claims++
		said := map[string]bool{}
		for _, w := range regexp.MustCompile(`[a-z0-9]+(?:-[a-z0-9]+)+`).FindAllString(m[1], -1) {
			if ids[w] {
				said[w] = true
			}
		}
		r := check.Run([]check.Input{{Name: f, Src: src}}, check.Options{Catalog: cat, Strict: true})
		got := map[string]bool{}
		for _, d := range r.Diagnostics {
			if !d.Waived && (d.Severity == hw.Error || d.Severity == hw.Warning) {
				got[d.Rule] = true
			}
		}
		for id := range got {
			if !said[id] {
				t.Errorf("%s fails %s under --strict; its comment says %q", filepath.Base(f), id, m[0])
			}
		}
		for id := range said {
			if !got[id] {
				t.Errorf("%s: its comment says it fails %s; it does not (%q)", filepath.Base(f), id, m[0])
			}
		}
	}
	if claims < 5 {
		t.Fatalf("%d example builds say which rules they fail; the pattern is wrong", claims)
	}
}
