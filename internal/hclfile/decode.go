// Package hclfile reads rigcheck's HCL dialect (SPEC section 1) into the
// domain types of package hw, keeping the source range of every block and
// attribute. It is the one place that knows the file format; it does not
// resolve part ids (package catalog does).
package hclfile

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// MaxFileSize is the largest file rigcheck reads (SPEC section 7).
const MaxFileSize = 4 << 20

// Limits on the structure of one file, so that a hostile file cannot make a
// run slow.
const (
	MaxBuildsPerFile = 1000
	MaxPartsPerFile  = 20000
	MaxItemsPerBuild = 64
)

// File is one decoded file: its parts, cloud offers, amend blocks and
// builds.
type File struct {
	Name   string
	Src    []byte
	Parts  []*hw.Part
	Amends []*Amend
	Builds []*hw.Build
}

// Amend is an `amend "KIND" "ID" { … }` block (SPEC 1.4): numbers to add
// to a catalog part, or with Replace to change, without copying it.
type Amend struct {
	// Part holds what the block gives, decoded as a part of its kind
	// (Kind, ID, Attrs with source, Slots, M2, DefRange); it is not a
	// part of the catalog.
	Part    *hw.Part
	Replace bool
	Reason  string
	// IDRange is where the id is written, for unknown-part.
	IDRange hcl.Range
}

// Parse decodes src as a rigcheck file. It returns what it could decode
// even when there are diagnostics; a file with a syntax error has no parts
// and no builds.
func Parse(name string, src []byte) (*File, hw.Diagnostics) { return ParseWith(name, src, nil) }

// ParseWith is Parse with the config file's defaults for the power and
// usage of every build (nil for SPEC's built-in ones).
func ParseWith(name string, src []byte, def *Defaults) (*File, hw.Diagnostics) {
	f := &File{Name: name, Src: src}
	if d := CheckLimits(name, src, false); d != nil {
		return f, hw.FromHCL("syntax", hcl.Diagnostics{d})
	}
	// The syntax tree is not kept: a large catalog folder's is most of
	// the memory of its parse.
	hf, diags := hclsyntax.ParseConfig(src, name, hcl.InitialPos)
	if diags.HasErrors() {
		return f, FirstSyntaxError(diags)
	}
	body := hf.Body.(*hclsyntax.Body)
	d := &decoder{file: f, defaults: def}
	d.decodeTop(body)
	return f, d.diags
}

// FirstSyntaxError keeps the parser's first error (validate and fmt both
// show only it): once a quote or a brace is missing, every later line
// parses wrong, and the errors after the first are mostly echoes of it (a
// missing quote gave one pair per remaining line). The first says how many
// more there were.
func FirstSyntaxError(diags hcl.Diagnostics) hw.Diagnostics {
	var first *hcl.Diagnostic
	more := 0
	for _, d := range diags {
		if d.Severity != hcl.DiagError {
			continue
		}
		if first == nil {
			first = d
		} else {
			more++
		}
	}
	out := hw.FromHCL("syntax", hcl.Diagnostics{first})
	if more > 0 {
		out[0].Detail = strings.TrimSpace(out[0].Detail + fmt.Sprintf(" (The parser found %s after this one, which often follow from it: fix this one and check again.)", prose.Count(more, "more error")))
	}
	return out
}

type decoder struct {
	file     *File
	diags    hw.Diagnostics
	defaults *Defaults
}

func (d *decoder) errorf(rng hcl.Range, rule, detail, format string, args ...any) {
	d.diags = append(d.diags, hw.Diagnostic{Rule: rule, Severity: hw.Error,
		Message: fmt.Sprintf(format, args...), Detail: detail, Range: rng})
}

var topSchema = &hcl.BodySchema{Blocks: []hcl.BlockHeaderSchema{
	{Type: "part", LabelNames: []string{"kind", "id"}},
	{Type: "cloud", LabelNames: []string{"id"}},
	{Type: "build", LabelNames: []string{"name"}},
	{Type: "amend", LabelNames: []string{"kind", "id"}},
}}

func (d *decoder) decodeTop(body *hclsyntax.Body) {
	content, diags := body.Content(topSchema)
	d.diags = append(d.diags, SchemaDiags("schema", "a rigcheck file", topSchema, diags)...)
	builds := 0
	for _, blk := range content.Blocks {
		switch blk.Type {
		case "part", "amend":
			if len(d.file.Parts)+len(d.file.Amends) >= MaxPartsPerFile {
				d.errorf(blk.DefRange, "schema", "Split the catalog into several files.", "more than %d parts in one file", MaxPartsPerFile)
				return
			}
			kind := hw.Kind(blk.Labels[0])
			if !hw.IsCatalogKind(kind) {
				d.errorf(blk.LabelRanges[0], "schema", suggest.Sentence(blk.Labels[0], kindNames()),
					"unknown part kind %q", blk.Labels[0])
				continue
			}
			if blk.Type == "amend" {
				if a := d.decodeAmend(kind, blk); a != nil {
					d.file.Amends = append(d.file.Amends, a)
				}
				continue
			}
			if p, _ := d.decodePart(kind, blk.Labels[1], blk.LabelRanges[1], blk.Body.(*hclsyntax.Body), blk.DefRange, partSchemas[kind]); p != nil {
				d.file.Parts = append(d.file.Parts, p)
			}
		case "cloud":
			if p, _ := d.decodePart(hw.KindCloud, blk.Labels[0], blk.LabelRanges[0], blk.Body.(*hclsyntax.Body), blk.DefRange, partSchemas[hw.KindCloud]); p != nil {
				d.file.Parts = append(d.file.Parts, p)
			}
		case "build":
			builds++
			if builds > MaxBuildsPerFile {
				d.errorf(blk.DefRange, "schema", "Split the builds into several files.", "more than %d builds in one file", MaxBuildsPerFile)
				return
			}
			if b := d.decodeBuild(blk); b != nil {
				d.file.Builds = append(d.file.Builds, b)
			}
		}
	}
}

func kindNames() []string {
	var out []string
	for _, r := range hw.Roles {
		out = append(out, string(r))
	}
	return append(out, string(hw.KindModel))
}

func schemaFor(attrs []hw.Attr, extra ...string) *hcl.BodySchema {
	s := &hcl.BodySchema{}
	for _, a := range attrs {
		s.Attributes = append(s.Attributes, hcl.AttributeSchema{Name: a.Name})
	}
	for _, e := range extra {
		s.Attributes = append(s.Attributes, hcl.AttributeSchema{Name: e})
	}
	return s
}

var (
	partSchemas = func() map[hw.Kind]*hcl.BodySchema {
		m := map[hw.Kind]*hcl.BodySchema{}
		for _, k := range hw.CatalogKinds {
			s := schemaFor(hw.AttrsOf(k), "extends")
			if k == hw.KindMotherboard {
				s.Blocks = []hcl.BlockHeaderSchema{{Type: "pcie_slot"}, {Type: "m2_slot"}}
			}
			m[k] = s
		}
		return m
	}()
	// amendSchemas are partSchemas without extends, with replace and reason.
	amendSchemas = func() map[hw.Kind]*hcl.BodySchema {
		m := map[hw.Kind]*hcl.BodySchema{}
		for _, k := range hw.Roles {
			s := schemaFor(hw.AttrsOf(k), "replace", "reason")
			s.Blocks = partSchemas[k].Blocks
			m[k] = s
		}
		return m
	}()
	slotSchema = schemaFor(hw.PCIeSlotAttrs)
	m2Schema   = schemaFor(hw.M2SlotAttrs)
)

// decodeAmend decodes an amend block of a part of kind: the part's
// attributes and slot blocks, replace and reason; source is required, and
// a replacement needs its reason.
func (d *decoder) decodeAmend(kind hw.Kind, blk *hcl.Block) *Amend {
	p, content := d.decodePart(kind, blk.Labels[1], blk.LabelRanges[1], blk.Body.(*hclsyntax.Body), blk.DefRange, amendSchemas[kind])
	a := &Amend{Part: p, IDRange: blk.LabelRanges[1]}
	if attr, ok := content.Attributes["replace"]; ok {
		if v, ok := d.value(hw.Attr{Name: "replace", Type: hw.TBool}, attr); ok {
			a.Replace = v.Bool
		}
	}
	reasonOK := true
	if attr, ok := content.Attributes["reason"]; ok {
		v, ok := d.value(hw.Attr{Name: "reason", Type: hw.TString}, attr)
		a.Reason, reasonOK = v.Str, ok
	}
	if _, given := content.Attributes["source"]; !given || p.Has("source") && strings.TrimSpace(p.Str("source")) == "" {
		d.errorf(blk.DefRange, "schema", "Add source = \"https://…\": the maker's spec sheet, manual or review page that gives the numbers.",
			"amend %q %q has no source", kind, p.ID)
	}
	if a.Replace && reasonOK && strings.TrimSpace(a.Reason) == "" {
		d.errorf(blk.DefRange, "schema", "Say why the catalog's number is wrong: reason = \"…\" (what the source shows).",
			"amend %q %q replaces numbers without a reason", kind, p.ID)
	}
	return a
}

func (d *decoder) decodePart(kind hw.Kind, id string, idRange hcl.Range, body *hclsyntax.Body, def hcl.Range, schema *hcl.BodySchema) (*hw.Part, *hcl.BodyContent) {
	if !ValidID(id) {
		d.errorf(idRange, "schema", "Ids are lower-case kebab-case, brand-family-model[-variant], e.g. \"nvidia-geforce-rtx-4090-fe\".",
			"part id %q is not lower-case kebab-case", id)
	}
	where := fmt.Sprintf("a %s part", kind)
	if kind == hw.KindCloud {
		where = "a cloud offer"
	}
	content, diags := body.Content(schema)
	d.diags = append(d.diags, SchemaDiags("schema", where, schema, diags)...)
	p := &hw.Part{Kind: kind, ID: id, Attrs: map[string]hw.Value{}, DefRange: def}
	if ext, ok := content.Attributes["extends"]; ok {
		v, ok := d.value(hw.Attr{Name: "extends", Type: hw.TString, Doc: "the id of a part of the same kind to copy every attribute from"}, ext)
		if ok {
			p.Extends = v.Str
		}
	}
	for _, a := range hw.AttrsOf(kind) {
		attr, ok := content.Attributes[a.Name]
		if !ok {
			continue
		}
		if v, ok := d.value(a, attr); ok {
			p.Attrs[a.Name] = v
		}
	}
	for _, blk := range content.Blocks {
		schema := map[string]*hcl.BodySchema{"pcie_slot": slotSchema, "m2_slot": m2Schema}[blk.Type]
		bc, diags := blk.Body.Content(schema)
		d.diags = append(d.diags, SchemaDiags("schema", "a "+blk.Type+" block", schema, diags)...)
		vals := map[string]hw.Value{}
		attrs := hw.PCIeSlotAttrs
		if blk.Type == "m2_slot" {
			attrs = hw.M2SlotAttrs
		}
		complete := true
		for _, a := range attrs {
			attr, ok := bc.Attributes[a.Name]
			if !ok {
				if a.Required {
					d.errorf(blk.DefRange, "schema", fmt.Sprintf("Add %s = … (%s).", a.Name, a.Doc),
						"%s of %q has no %s", blk.Type, id, a.Name)
					complete = false
				}
				continue
			}
			if v, ok := d.value(a, attr); ok {
				vals[a.Name] = v
			} else {
				complete = false
			}
		}
		if !complete {
			continue
		}
		if blk.Type == "pcie_slot" {
			p.Slots = append(p.Slots, hw.PCIeSlot{Position: int(vals["position"].Num), Size: int(vals["size"].Num),
				Lanes: int(vals["lanes"].Num), Gen: int(vals["gen"].Num), Source: vals["source"].Str, Range: blk.DefRange})
		} else {
			p.M2 = append(p.M2, hw.M2Slot{Interface: vals["interface"].Str, Source: vals["source"].Str,
				Gen: int(vals["gen"].Num), Range: blk.DefRange})
		}
	}
	withPos := 0
	for _, s := range p.Slots {
		if s.Position > 0 {
			withPos++
		}
	}
	if withPos > 0 && withPos < len(p.Slots) {
		for _, s := range p.Slots {
			if s.Position == 0 {
				d.errorf(s.Range, "schema", "Positions are all or nothing per board: give every pcie_slot its position from the manual's layout drawing, or none (a slot list without positions is what a maker's spec page prints).",
					"pcie_slot of %q has no position while other slots of the board have one", id)
				break
			}
		}
	}
	// A list without positions keeps the order it was written in.
	slices.SortStableFunc(p.Slots, func(a, b hw.PCIeSlot) int { return a.Position - b.Position })
	for i := 1; i < len(p.Slots); i++ {
		if p.Slots[i].Position > 0 && p.Slots[i].Position == p.Slots[i-1].Position {
			d.errorf(p.Slots[i].Range, "schema", "Each pcie_slot has its own position, counted from the top of the board.",
				"two pcie_slot blocks of %q at position %d", id, p.Slots[i].Position)
		}
	}
	return p, content
}

// value evaluates an attribute as a literal of the attribute's type.
func (d *decoder) value(a hw.Attr, attr *hcl.Attribute) (hw.Value, bool) {
	rng := attr.Expr.Range()
	if iterates(attr.Expr) {
		d.errorf(rng, "schema", "Values in rigcheck files are literals: numbers, \"strings\", true/false or [lists].",
			"%s must be a literal %s, not a for expression", a.Name, a.Type)
		return hw.Value{}, false
	}
	raw, diags := attr.Expr.Value(nil)
	if diags.HasErrors() {
		d.errorf(rng, "schema", "Values in rigcheck files are literals: numbers, \"strings\", true/false or [lists].",
			"%s must be a literal %s", a.Name, a.Type)
		return hw.Value{}, false
	}
	v := hw.Value{Type: a.Type, Range: rng}
	if raw.IsNull() {
		// What `catalog todo` writes for a number to fill in.
		d.errorf(rng, "schema", expected(a)+" Leave the attribute out where no source gives it.", "%s = null: write the %s from its source", a.Name, a.Type)
		return hw.Value{}, false
	}
	cv, err := convert.Convert(raw, ctyType(a.Type))
	if err != nil || cv.IsNull() || !cv.IsWhollyKnown() {
		d.errorf(rng, "schema", expected(a), "%s must be a %s", a.Name, a.Type)
		return hw.Value{}, false
	}
	switch a.Type {
	case hw.TNumber, hw.TInt:
		f, _ := cv.AsBigFloat().Float64()
		if math.IsInf(f, 0) || math.IsNaN(f) || f < a.Min || f > a.Max {
			d.errorf(rng, "schema", expected(a), "%s = %s is out of range (%s to %s)", a.Name, fmtNum(f), prose.Number(a.Min), prose.Number(a.Max))
			return hw.Value{}, false
		}
		if a.Type == hw.TInt && f != math.Trunc(f) {
			d.errorf(rng, "schema", expected(a), "%s must be a whole number, not %s", a.Name, fmtNum(f))
			return hw.Value{}, false
		}
		v.Num = f
	case hw.TString:
		v.Str = cv.AsString()
		if !a.Allows(v.Str) {
			d.errorf(rng, "schema", enumDetail(a, v.Str), "%s = %q is not one of %s", a.Name, v.Str, enumList(a))
			return hw.Value{}, false
		}
	case hw.TBool:
		v.Bool = cv.True()
	case hw.TStringList:
		for _, e := range cv.AsValueSlice() {
			s := e.AsString()
			if !a.Allows(s) {
				d.errorf(rng, "schema", enumDetail(a, s), "%s: %q is not one of %s", a.Name, s, enumList(a))
				return hw.Value{}, false
			}
			v.List = append(v.List, s)
		}
	case hw.TNumberList:
		for _, e := range cv.AsValueSlice() {
			f, _ := e.AsBigFloat().Float64()
			if f < a.Min || f > a.Max {
				d.errorf(rng, "schema", expected(a), "%s: %s is out of range (%s to %s)", a.Name, fmtNum(f), prose.Number(a.Min), prose.Number(a.Max))
				return hw.Value{}, false
			}
			v.Nums = append(v.Nums, f)
		}
	}
	return v, true
}

var (
	ctyStringList = cty.List(cty.String)
	ctyNumberList = cty.List(cty.Number)
)

// ctyType is the cty type an attribute's value converts to.
func ctyType(t hw.AttrType) cty.Type {
	switch t {
	case hw.TNumber, hw.TInt:
		return cty.Number
	case hw.TString:
		return cty.String
	case hw.TBool:
		return cty.Bool
	case hw.TStringList:
		return ctyStringList
	case hw.TNumberList:
		return ctyNumberList
	}
	return cty.NilType
}

// iterates reports whether expr holds a for expression or a template
// %{ for } directive: nested ones over literal lists multiply into billions
// of steps, and a literal value never needs them.
func iterates(expr hcl.Expression) bool {
	se, ok := expr.(hclsyntax.Expression)
	if !ok {
		return false
	}
	// Most values are a literal or a quoted string without interpolation:
	// nothing to walk.
	switch e := se.(type) {
	case *hclsyntax.LiteralValueExpr:
		return false
	case *hclsyntax.TemplateExpr:
		if len(e.Parts) == 1 {
			if _, lit := e.Parts[0].(*hclsyntax.LiteralValueExpr); lit {
				return false
			}
		}
	}
	found := false
	_ = hclsyntax.VisitAll(se, func(n hclsyntax.Node) hcl.Diagnostics {
		_, isFor := n.(*hclsyntax.ForExpr)
		found = found || isFor
		return nil
	})
	return found
}

// expected says what an attribute is and how to write it, for the detail
// of a value that does not fit: "budget_usd: the most the parts may cost,
// in US dollars (rule budget). Write a number from 0 to 10,000,000, e.g.
// budget_usd = 100."
func expected(a hw.Attr) string {
	s := ""
	if a.Doc != "" {
		s = a.Name + ": " + a.Doc + ". "
	}
	example := func(def string) string {
		if a.Default != "" {
			return a.Default
		}
		return def
	}
	switch a.Type {
	case hw.TNumber:
		n := example("100")
		if a.Max <= 1 {
			n = example("0.5")
		}
		return s + fmt.Sprintf("Write a number from %s to %s, e.g. %s = %s.", prose.Number(a.Min), prose.Number(a.Max), a.Name, n)
	case hw.TInt:
		return s + fmt.Sprintf("Write a whole number from %s to %s, e.g. %s = %s.", prose.Number(a.Min), prose.Number(a.Max), a.Name, example(prose.Number(max(a.Min, 1))))
	case hw.TBool:
		return s + fmt.Sprintf("Write true or false, e.g. %s = true.", a.Name)
	case hw.TString:
		if len(a.Enum) > 0 {
			return s + "Write one of " + enumList(a) + "."
		}
		return s + fmt.Sprintf("Write a quoted string, e.g. %s = \"…\".", a.Name)
	case hw.TStringList:
		if len(a.Enum) > 0 {
			return s + "Write a list of " + enumList(a) + fmt.Sprintf(", e.g. %s = [%q].", a.Name, a.Enum[0])
		}
		return s + fmt.Sprintf("Write a list of quoted strings, e.g. %s = [\"a\", \"b\"].", a.Name)
	case hw.TNumberList:
		return s + fmt.Sprintf("Write a list of numbers, e.g. %s = [1, 3].", a.Name)
	}
	return strings.TrimSpace(s)
}

func fmtNum(f float64) string { return prose.Number(f) }

// MaxNesting bounds how deeply brackets, quotes and template sequences
// may nest in a file, so that no input can exhaust the parser's stack.
const MaxNesting = 200

// ValidID reports whether id is lower-case kebab-case.
func ValidID(id string) bool {
	if id == "" || id[0] == '-' || id[len(id)-1] == '-' || strings.Contains(id, "--") {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '.') {
			return false
		}
	}
	return true
}

// enumDetail is the detail of a value outside an attribute's enumeration:
// the closest values, and the prefixed form when the attribute has one.
func enumDetail(a hw.Attr, s string) string {
	d := suggest.Sentence(s, a.Enum)
	if a.EnumPrefix == "" {
		return d
	}
	if name, ok := strings.CutPrefix(s, a.EnumPrefix); ok && strings.TrimSpace(name) != "" {
		return fmt.Sprintf("The name after %q may hold no comma or control character: form factors are listed with commas.", a.EnumPrefix)
	}
	return strings.TrimSpace(d + fmt.Sprintf(" Or write %q and a name, e.g. %q.", a.EnumPrefix, a.EnumPrefix+"Maker Model"))
}

// enumList names an attribute's allowed values for a message: the list,
// and the prefixed form when the attribute has one.
func enumList(a hw.Attr) string {
	if a.EnumPrefix == "" {
		return suggest.List(a.Enum)
	}
	return suggest.List(a.Enum) + fmt.Sprintf(", or %q and a name", a.EnumPrefix)
}
