package catalogq

import (
	"errors"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func gpu(id string, attrs map[string]float64) *hw.Part {
	p := &hw.Part{Kind: hw.KindGPU, ID: id, Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: id}, "cooler": {Type: hw.TString, Str: "blower"}}}
	for k, v := range attrs {
		p.Attrs[k] = hw.Value{Type: hw.TNumber, Num: v}
	}
	return p
}

func TestWhereNullIsFalse(t *testing.T) {
	with := gpu("a", map[string]float64{"vram_gb": 24})
	without := gpu("b", nil)
	for _, tc := range []struct {
		expr string
		a, b bool
	}{
		{"vram_gb >= 24", true, false},
		{"!(vram_gb >= 24)", false, false}, // null makes the whole expression false
		{"vram_gb == null", false, true},
		{"coalesce(vram_gb, 0) < 1", false, true},
		// HCL short-circuits ||: the known-true side decides.
		{"vram_gb >= 24 || cooler == \"blower\"", true, true},
		{"vram_gb >= 24 && cooler == \"blower\"", true, false},
		{"!nvlink", true, true}, // flags default to false
		{"usd_per_gb_vram > 0", false, false},
	} {
		w, err := ParseWhere(tc.expr, hw.KindGPU)
		if err != nil {
			t.Fatalf("%s: %v", tc.expr, err)
		}
		a, errA := w.Match(with)
		b, errB := w.Match(without)
		if errA != nil || errB != nil || a != tc.a || b != tc.b {
			t.Errorf("%s: got %v %v (%v %v), want %v %v", tc.expr, a, b, errA, errB, tc.a, tc.b)
		}
	}
}

func TestWhereErrorsHaveCarets(t *testing.T) {
	for _, tc := range []struct{ expr, msg, caret string }{
		{`vram_gb >= "x"`, "Invalid operand", "             ^^^"},
		{`vram_gb >=`, "Missing expression", "            ^"},
		{`vram >= 1`, `did you mean "vram_gb"`, "  ^^^^"},
		{`price_usd`, "not a condition", "  ^^^^^^^^^"},
		{`env("HOME") == ""`, "unknown function", "  ^^^"},
	} {
		_, err := ParseWhere(tc.expr, hw.KindGPU)
		var ee *ExprError
		if !errors.As(err, &ee) {
			t.Fatalf("%s: error %v is not an ExprError", tc.expr, err)
		}
		lines := strings.Split(ee.Error(), "\n")
		if !strings.Contains(lines[0], tc.msg) || len(lines) != 3 || lines[2] != tc.caret {
			t.Errorf("%s:\n%s\nwant %q and caret %q", tc.expr, ee.Error(), tc.msg, tc.caret)
		}
	}
}

func TestSortMissingLast(t *testing.T) {
	parts := []*hw.Part{gpu("a", nil), gpu("b", map[string]float64{"vram_gb": 8}), gpu("c", map[string]float64{"vram_gb": 24})}
	for _, spec := range []string{"vram_gb", "-vram_gb"} {
		keys, err := ParseSort(spec, hw.KindGPU)
		if err != nil {
			t.Fatal(err)
		}
		ps := append([]*hw.Part{}, parts...)
		Sort(ps, keys)
		if ps[2].ID != "a" {
			t.Errorf("%s: part without vram_gb sorted at %s %s %s", spec, ps[0].ID, ps[1].ID, ps[2].ID)
		}
	}
	if _, err := ParseSort("price", hw.KindGPU); err == nil || !strings.Contains(err.Error(), `did you mean "price_usd"`) {
		t.Errorf("unknown sort field: %v", err)
	}
}

const fourGPU = `build "b" {
  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" { count = 4 }
  psu         "evga-supernova-850-g2" {}
}`

func TestFitterMeasuresAgainstTheRoleRemoved(t *testing.T) {
	cat, _ := catalog.Embedded()
	tg, err := LoadTarget(cat, "b.hcl", []byte(fourGPU), "")
	if err != nil {
		t.Fatal(err)
	}
	f := NewFitter(tg.Build, hw.KindPSU, nil)
	// The build's own PSU is too small: it must not excuse other small ones.
	small := f.Check(cat.Lookup("evga-supernova-850-g2"))
	if small.Fits || !strings.Contains(strings.Join(small.Rules, ","), "psu-headroom") {
		t.Errorf("850 W for four 1080 Ti: %+v", small)
	}
	if big := f.Check(cat.Lookup("evga-supernova-1600-p2")); !big.Fits {
		t.Errorf("1600 W does not fit: %s", big.Reason())
	}
	// An empty role is added: the case.
	fc := NewFitter(tg.Build, hw.KindCase, nil)
	if v := fc.Check(cat.Lookup("lian-li-pc-o11-air")); !v.Fits {
		t.Errorf("O11 Air: %s", v.Reason())
	}
	if _, err := LoadTarget(cat, "b.hcl", []byte(fourGPU), "nope"); err == nil || !strings.Contains(err.Error(), `no build named "nope"`) {
		t.Errorf("unknown build: %v", err)
	}
}
