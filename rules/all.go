package rules

import "github.com/rigcheck/rigcheck/internal/hw"

// all is every rule, sorted by id. It is a list written out, not a registry
// filled by init functions, so that nothing depends on file order;
// TestAllListsEveryRule checks that every *Rule value of the package is in
// it exactly once, sorted, with a unique id and a doc.
var all = []*Rule{
	Budget,
	CaseFormFactor,
	CoolerCapacity,
	CoolerHeight,
	CoolerMissing,
	CoolerRadiator,
	CoolerSocket,
	CPUChipset,
	CPUCores,
	CPUSocket,
	DisplayOutput,
	DuplicateID,
	GPUAirflow,
	GPUCooling,
	GPULength,
	GPUSlots,
	M2Slots,
	M2SSD,
	MemoryCapacity,
	MemoryChannels,
	MemoryRegistered,
	MemorySlots,
	MemoryType,
	MemoryVsVRAM,
	MissingData,
	MissingPart,
	PartCount,
	PCIeGen,
	PCIeLanes,
	PowerLimit,
	PSUConnectors,
	PSUFormFactor,
	PSUHeadroom,
	PSUTransient,
	Require,
	SATAPorts,
	Schema,
	Skipped,
	SlotLanes,
	Syntax,
	UnknownPart,
	Waiver,
	WallCircuit,
	WorkloadContext,
	WorkloadDiskFit,
	WorkloadParallel,
	WorkloadRAMFit,
	WorkloadThroughput,
	WorkloadVRAMFit,
	WrongKind,
}

// byID indexes all; it is built when the package is initialised, from the
// list above.
var byID = func() map[string]*Rule {
	m := make(map[string]*Rule, len(all))
	for _, r := range all {
		m[r.ID] = r
	}
	return m
}()

// defaults indexes every rule's parameter defaults, by rule id and name.
var defaults = func() map[string]map[string]float64 {
	m := make(map[string]map[string]float64, len(all))
	for _, r := range all {
		if len(r.Params) > 0 {
			m[r.ID] = make(map[string]float64, len(r.Params))
			for _, p := range r.Params {
				m[r.ID][p.Name] = p.Default
			}
		}
	}
	return m
}()

// All returns every rule sorted by id. The slice is shared: do not modify it.
func All() []*Rule { return all }

// Docs returns every rule's documentation, for the renderers.
func Docs() []hw.RuleDoc {
	out := make([]hw.RuleDoc, len(all))
	for i, r := range all {
		ps := make([]hw.ParamDoc, len(r.Params))
		for j, p := range r.Params {
			ps[j] = hw.ParamDoc(p)
		}
		out[i] = hw.RuleDoc{ID: r.ID, Severity: r.Severity, Summary: r.Summary, Doc: r.Doc, Fix: r.Fix,
			Params: ps, Input: r.Input, Needs: needs[r.ID], Fail: r.Fail, Pass: r.Pass}
	}
	return out
}

// Lookup finds a rule by id.
func Lookup(id string) *Rule { return byID[id] }
