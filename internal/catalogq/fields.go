// Package catalogq queries the parts catalog: it turns a part into values
// an HCL expression can read, filters parts with `--where` expressions,
// sorts them by any field, computes the derived columns (price per GB of
// VRAM, TFLOPS per $1,000…) and finds the parts that fit a build's role.
// It has one job and no output format: the CLI and the browser render what
// it returns.
package catalogq

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/zclconf/go-cty/cty"
)

// Field is one thing a part can be filtered and sorted by: an attribute of
// the catalog schema, the id, or a computed column.
type Field struct {
	Name string
	Type hw.AttrType
	// Title is the short column header of tables.
	Title string
	Doc   string
	// Computed fields are derived from other attributes (Get computes them).
	Computed bool
	get      func(p *hw.Part) (hw.Value, bool)
}

// Get returns the field's value for p and whether p has it.
func (f *Field) Get(p *hw.Part) (hw.Value, bool) {
	if f.get != nil {
		return f.get(p)
	}
	v, ok := p.Attrs[f.Name]
	if !ok && f.Type == hw.TBool {
		// Flags default to false (SPEC 1.1), so `!nvlink` works on every part.
		return hw.Value{Type: hw.TBool}, true
	}
	return v, ok
}

func numVal(f float64) hw.Value { return hw.Value{Type: hw.TNumber, Num: f} }

func ratio(p *hw.Part, num, den string, scale float64) (hw.Value, bool) {
	n, ok1 := p.Num(num)
	d, ok2 := p.Num(den)
	if !ok1 || !ok2 || d == 0 {
		return hw.Value{}, false
	}
	return numVal(n / d * scale), true
}

// computed lists the derived columns of each kind.
var computed = map[hw.Kind][]Field{
	hw.KindGPU: {
		{Name: "usd_per_gb_vram", Type: hw.TNumber, Title: "$/GB", Doc: "price per GB of VRAM",
			get: func(p *hw.Part) (hw.Value, bool) { return ratio(p, "price_usd", "vram_gb", 1) }},
		{Name: "fp16_tflops_per_kusd", Type: hw.TNumber, Title: "TF/$1k", Doc: "dense FP16 TFLOPS per $1,000",
			get: func(p *hw.Part) (hw.Value, bool) { return ratio(p, "fp16_tflops", "price_usd", 1000) }},
	},
	hw.KindCPU: {
		{Name: "usd_per_core", Type: hw.TNumber, Title: "$/core", Doc: "price per physical core",
			get: func(p *hw.Part) (hw.Value, bool) { return ratio(p, "price_usd", "cores", 1) }},
	},
	hw.KindMemory: {
		{Name: "total_gb", Type: hw.TNumber, Title: "GB", Doc: "capacity of the kit (modules × module_gb)",
			get: func(p *hw.Part) (hw.Value, bool) {
				m, ok1 := p.Num("modules")
				g, ok2 := p.Num("module_gb")
				return numVal(m * g), ok1 && ok2
			}},
		{Name: "usd_per_gb", Type: hw.TNumber, Title: "$/GB", Doc: "price per GB",
			get: func(p *hw.Part) (hw.Value, bool) {
				m, ok1 := p.Num("modules")
				g, ok2 := p.Num("module_gb")
				pr, ok3 := p.Price()
				if !ok1 || !ok2 || !ok3 || m*g == 0 {
					return hw.Value{}, false
				}
				return numVal(pr / (m * g)), true
			}},
	},
	hw.KindStorage: {
		{Name: "usd_per_tb", Type: hw.TNumber, Title: "$/TB", Doc: "price per TB",
			get: func(p *hw.Part) (hw.Value, bool) { return ratio(p, "price_usd", "capacity_gb", 1000) }},
	},
	hw.KindMotherboard: {
		{Name: "x16_slots", Type: hw.TInt, Title: "x16", Doc: "full-length (x16-size) PCIe slots",
			get: func(p *hw.Part) (hw.Value, bool) {
				return numVal(float64(len(p.FullLengthSlots()))), len(p.Slots) > 0
			}},
		{Name: "pcie_slots", Type: hw.TInt, Title: "slots", Doc: "PCIe slots of any size",
			get: func(p *hw.Part) (hw.Value, bool) { return numVal(float64(len(p.Slots))), len(p.Slots) > 0 }},
		{Name: "m2_slots", Type: hw.TInt, Title: "M.2", Doc: "M.2 sockets",
			get: func(p *hw.Part) (hw.Value, bool) {
				// Known only from an m2_slot table: a board without one has
				// an unknown count, not none (a computed column is null when
				// its inputs are).
				return numVal(float64(len(p.M2))), len(p.M2) > 0
			}},
	},
	hw.KindPSU: {
		{Name: "usd_per_100w", Type: hw.TNumber, Title: "$/100W", Doc: "price per 100 W of rated output",
			get: func(p *hw.Part) (hw.Value, bool) { return ratio(p, "price_usd", "wattage_w", 100) }},
	},
}

var identity = []Field{
	{Name: "id", Type: hw.TString, Title: "id", Doc: "catalog id",
		get: func(p *hw.Part) (hw.Value, bool) { return hw.Value{Type: hw.TString, Str: p.ID}, true }},
	{Name: "kind", Type: hw.TString, Title: "kind", Doc: "part kind",
		get: func(p *hw.Part) (hw.Value, bool) { return hw.Value{Type: hw.TString, Str: string(p.Kind)}, true }},
	{Name: "extends", Type: hw.TString, Title: "extends", Doc: "the part this one extends",
		get: func(p *hw.Part) (hw.Value, bool) {
			return hw.Value{Type: hw.TString, Str: p.Extends}, p.Extends != ""
		}},
}

// Kinds lists the kinds `catalog list` knows, roles first, then cloud
// offers and models.
var Kinds = hw.CatalogKinds

// Fields returns every field of kind k: id, kind, extends, the schema's
// attributes, then the computed columns. For k == "" it is the union over
// every kind (the first kind's definition wins a name clash).
func Fields(k hw.Kind) []Field {
	if k == "" {
		return allFields
	}
	return fieldsOf[k]
}

// Computed returns the computed columns of kind k.
func Computed(k hw.Kind) []Field { return computed[k] }

// fieldsOf and allFields are built from the schema and the computed
// columns when the package is initialised.
var fieldsOf, allFields = buildFields()

func buildFields() (map[hw.Kind][]Field, []Field) {
	fieldsOf := map[hw.Kind][]Field{}
	var allFields []Field
	seen := map[string]bool{}
	for _, f := range identity {
		allFields = append(allFields, f)
		seen[f.Name] = true
	}
	for _, k := range Kinds {
		fs := slices.Clone(identity)
		for _, a := range hw.AttrsOf(k) {
			fs = append(fs, Field{Name: a.Name, Type: a.Type, Title: a.Name, Doc: a.Doc})
		}
		for _, c := range computed[k] {
			c.Computed = true
			fs = append(fs, c)
		}
		fieldsOf[k] = fs
		for _, f := range fs {
			if !seen[f.Name] {
				seen[f.Name] = true
				allFields = append(allFields, f)
			}
		}
	}
	// A computed field of the union must only compute for its own kind.
	for i, f := range allFields {
		if f.Computed {
			kind := kindOfComputed(f.Name)
			get := f.get
			allFields[i].get = func(p *hw.Part) (hw.Value, bool) {
				if p.Kind != kind {
					return hw.Value{}, false
				}
				return get(p)
			}
		}
	}
	return fieldsOf, allFields
}

func kindOfComputed(name string) hw.Kind {
	for k, fs := range computed {
		for _, f := range fs {
			if f.Name == name {
				return k
			}
		}
	}
	return ""
}

// LookupField finds a field of kind k by name.
func LookupField(k hw.Kind, name string) (*Field, bool) {
	fs := Fields(k)
	for i := range fs {
		if fs[i].Name == name {
			return &fs[i], true
		}
	}
	return nil, false
}

// FieldNames returns the names of kind k's fields, sorted.
func FieldNames(k hw.Kind) []string {
	var out []string
	for _, f := range Fields(k) {
		out = append(out, f.Name)
	}
	sort.Strings(out)
	return out
}

// Value returns field f of part p as a cty value: null (of the field's
// type) when the part lacks it.
func (f *Field) Value(p *hw.Part) cty.Value {
	v, ok := f.Get(p)
	if !ok {
		return cty.NullVal(lang.CtyType(f.Type))
	}
	return lang.ToCty(v)
}

// Object converts every field of a part's kind into one cty object, as
// `--where` sees the part.
func Object(p *hw.Part) cty.Value {
	m := map[string]cty.Value{}
	for i := range Fields(p.Kind) {
		f := &Fields(p.Kind)[i]
		m[f.Name] = f.Value(p)
	}
	return cty.ObjectVal(m)
}

// Format renders a field value for tables and CSV: numbers without
// needless decimals, lists joined with sep.
func Format(v hw.Value, ok bool, sep string) string {
	if !ok {
		return ""
	}
	switch v.Type {
	case hw.TString:
		return v.Str
	case hw.TBool:
		if v.Bool {
			return "yes"
		}
		return "no"
	case hw.TStringList:
		return strings.Join(v.List, sep)
	case hw.TNumberList:
		s := make([]string, len(v.Nums))
		for i, f := range v.Nums {
			s[i] = FormatNum(f)
		}
		return strings.Join(s, sep)
	}
	return FormatNum(v.Num)
}

// FormatNum prints a number with at most two decimals and no trailing zeros.
func FormatNum(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return ""
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return strconv.FormatFloat(f, 'f', 0, 64)
	}
	prec := 2
	if math.Abs(f) < 1 {
		prec = 3
	}
	s := strconv.FormatFloat(f, 'f', prec, 64)
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// JSONValue is a field value as JSON writes it: a number, string, bool or
// list; nil when the part lacks it.
func JSONValue(v hw.Value, ok bool) any {
	if !ok {
		return nil
	}
	switch v.Type {
	case hw.TString:
		return v.Str
	case hw.TBool:
		return v.Bool
	case hw.TStringList:
		return append([]string{}, v.List...)
	case hw.TNumberList:
		return append([]float64{}, v.Nums...)
	}
	if v.Num != math.Trunc(v.Num) {
		// Computed ratios: three decimals are plenty and keep output stable.
		return math.Round(v.Num*1000) / 1000
	}
	return v.Num
}
