package hw

import (
	"reflect"
	"slices"
	"sync"
	"testing"
)

func TestViewsReadAttrs(t *testing.T) {
	cs := &Part{Kind: KindCase, ID: "c", Attrs: map[string]Value{
		"form_factors":      {Type: TStringList, List: []string{"ATX", "E-ATX"}},
		"expansion_slots":   {Type: TInt, Num: 8},
		"max_gpu_length_mm": {Type: TNumber, Num: 420},
	}}
	v := cs.Case()
	if !slices.Equal(v.FormFactors, []string{"ATX", "E-ATX"}) || v.ExpansionSlots != 8 || v.MaxGPULengthMM != 420 {
		t.Fatalf("case view %+v", v)
	}
	// Defaults are applied once, in the view: an unset psu_form_factors
	// means ATX (SPEC 1.1); psu_bays has no default (SPEC 3: unset is not
	// known).
	if !slices.Equal(v.PSUFormFactors, []string{"ATX"}) || v.PSUBays.OK || v.ServerAirflow {
		t.Fatalf("case defaults %+v", v)
	}
	// An optional number without a default is unknown, not zero.
	if _, ok := v.MaxPSULengthMM.Get(); ok || v.RadiatorsMM.OK {
		t.Fatalf("unset optional attributes read as set: %+v", v)
	}
	if cs.Case() != v {
		t.Fatal("the view is built again on every call")
	}
	// A view of another kind is empty, never nil.
	if g := cs.GPU(); g == nil || g.VRAMGB != 0 || g.Width() != 2 {
		t.Fatalf("GPU view of a case: %+v", g)
	}
	var nilPart *Part
	if nilPart.CPU() == nil || nilPart.Common() == nil {
		t.Fatal("views of a nil part are nil")
	}
}

func TestViewsOptionalSet(t *testing.T) {
	g := &Part{Kind: KindGPU, Attrs: map[string]Value{
		"tdp_w": {Type: TNumber, Num: 350}, "slot_width": {Type: TNumber, Num: 3},
		"power_8pin": {Type: TInt, Num: 0}, "fp16_tflops": {Type: TNumber, Num: 142},
	}}
	v := g.GPU()
	if n, ok := v.Power8Pin.Get(); !ok || n != 0 {
		t.Fatalf("power_8pin = 0 must read as set to 0, got %v %v", n, ok)
	}
	if v.Power6Pin.OK || v.Adapter8Pin.OK {
		t.Fatalf("unset plug counts read as set: %+v", v)
	}
	if v.PCIeLanes != 16 || v.TDPW != 350 || v.Width() != 3 || v.FP16TFLOPS.Or(0) != 142 {
		t.Fatalf("GPU view %+v", v)
	}
}

// TestViewsCoverSchema: every attribute of every kind is a field of its
// view, of the type the schema gives, so no attribute needs a string key.
func TestViewsCoverSchema(t *testing.T) {
	views := map[Kind]any{KindCPU: CPU{}, KindMotherboard: Board{}, KindMemory: Memory{}, KindGPU: GPU{},
		KindStorage: Storage{}, KindPSU: PSU{}, KindCase: Case{}, KindCooler: Cooler{}, KindCloud: Cloud{}, KindModel: Model{}}
	for k, attrs := range KindAttrs {
		vt := reflect.TypeOf(views[k])
		if vt == nil {
			t.Errorf("no view for kind %s", k)
			continue
		}
		if vt.NumField() < len(attrs) {
			t.Errorf("%s view has %d fields for %d attributes", k, vt.NumField(), len(attrs))
		}
	}
	if reflect.TypeOf(Common{}).NumField() != len(CommonAttrs) {
		t.Errorf("Common has %d fields for %d common attributes", reflect.TypeOf(Common{}).NumField(), len(CommonAttrs))
	}
}

// TestViewsConcurrent: views are read from many goroutines at once (the
// driver checks files in parallel against one catalog); run with -race.
func TestViewsConcurrent(t *testing.T) {
	p := &Part{Kind: KindCPU, Attrs: map[string]Value{"socket": {Type: TString, Str: "AM5"}, "cores": {Type: TInt, Num: 16}}}
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if p.CPU().Socket != "AM5" || p.CPU().Cores != 16 {
				t.Error("wrong CPU view")
			}
		}()
	}
	wg.Wait()
}

func TestCloneDropsViews(t *testing.T) {
	p := &Part{Kind: KindPSU, ID: "p", Attrs: map[string]Value{"wattage_w": {Type: TNumber, Num: 1000}}}
	_ = p.PSU()
	c := p.Clone()
	c.Attrs["wattage_w"] = Value{Type: TNumber, Num: 1600}
	if c.PSU().WattageW != 1600 || p.PSU().WattageW != 1000 {
		t.Fatalf("clone shares views or attrs: clone %g, original %g", c.PSU().WattageW, p.PSU().WattageW)
	}
}
