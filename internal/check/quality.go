package check

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// CommunityFields are, per community data set, the fields ("kind.attribute")
// whose numbers count toward a verdict (SPEC 3.2): those that agree with the
// makers' numbers on at least 98 % of the products compared, as
// docs/data-quality.md measures them. A rule that uses any other community
// number leaves the build unverified.
var CommunityFields = map[string]map[string]bool{
	"opendb": fieldSet(
		"cooler.type", "cpu.base_ghz", "cpu.cores", "cpu.integrated_graphics", "cpu.memory_channels",
		"cpu.memory_types", "cpu.pcie_gen", "cpu.pcie_lanes", "cpu.socket", "cpu.tdp_w", "cpu.threads",
		"gpu.cooler", "gpu.power_6pin", "gpu.power_8pin", "gpu.vram_gb", "memory.ecc", "memory.module_gb",
		"memory.modules", "memory.registered", "memory.speed_mts", "memory.type", "motherboard.chipset",
		"motherboard.memory_slots", "motherboard.memory_type", "motherboard.socket",
		"storage.form_factor", "storage.interface", "storage.type"),
}

func fieldSet(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[k] = true
	}
	return m
}

// unmeasured leaves unverified, by each rule that used one, a build that
// rests on a community number of a field CommunityFields does not count.
func unmeasured(un []hw.Unchecked, list []RestsOn, b *hw.Build) []hw.Unchecked {
	have := map[string]bool{}
	for _, u := range un {
		have[u.Rule] = true
	}
	for _, r := range list {
		if r.Basis != BasisCommunity {
			continue
		}
		p := partByID(b, r.Part)
		if p == nil || CommunityFields[p.Common().DataSource][string(p.Kind)+"."+r.Attr] {
			continue
		}
		rules := r.Rules
		if len(rules) == 0 {
			rules = []string{"missing-data"} // not weighed: it counts against every rule
		}
		for _, rule := range rules {
			if !have[rule] {
				have[rule] = true
				un = append(un, hw.Unchecked{Rule: rule, Needs: hw.NeedOf(p, r.Attr), Reason: fmt.Sprintf("it rests on the %s's %s from %s, a field not measured to agree with the makers' numbers 98 %% of the time (docs/data-quality.md)", r.Name, r.Attr, r.Where)})
			}
		}
	}
	sortUnchecked(un)
	return un
}

func partByID(b *hw.Build, id string) *hw.Part {
	for _, it := range b.Items {
		if it.Part != nil && it.Part.ID == id {
			return it.Part
		}
	}
	return nil
}
