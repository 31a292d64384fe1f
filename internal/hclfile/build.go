package hclfile

import (
	"fmt"

	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/hw"
)

var buildSchema = func() *hcl.BodySchema {
	s := &hcl.BodySchema{Attributes: []hcl.AttributeSchema{{Name: "description"}, {Name: "budget_usd"}}}
	for _, r := range hw.Roles {
		s.Blocks = append(s.Blocks, hcl.BlockHeaderSchema{Type: string(r), LabelNames: []string{"id"}})
	}
	s.Blocks = append(s.Blocks,
		hcl.BlockHeaderSchema{Type: "require"},
		hcl.BlockHeaderSchema{Type: "power"},
		hcl.BlockHeaderSchema{Type: "usage"},
		hcl.BlockHeaderSchema{Type: "waive", LabelNames: []string{"rule"}},
		hcl.BlockHeaderSchema{Type: "workload", LabelNames: []string{"name"}},
	)
	return s
}()

var (
	itemAttrs = []hw.Attr{
		{Name: "count", Type: hw.TInt, Min: 1, Max: hw.MaxCount, Doc: fmt.Sprintf("how many (1 to %d; memory counts kits)", hw.MaxCount)},
		{Name: "price_usd", Type: hw.TNumber, Max: 1e7, Doc: "this build's unit price in US dollars"},
	}
	gpuAttrs = append(append([]hw.Attr(nil), itemAttrs...),
		hw.Attr{Name: "slots", Type: hw.TNumberList, Min: 1, Max: 16, Doc: "slot positions, one per card"},
		hw.Attr{Name: "power_limit_w", Type: hw.TNumber, Min: 1, Max: 2000, Doc: "power limit set with nvidia-smi -pl, in watts"},
	)
	requireAttrs = []hw.Attr{
		{Name: "gpus", Type: hw.TInt, Max: 64, Doc: "minimum number of GPUs"},
		{Name: "vram_gb", Type: hw.TNumber, Max: 1e4, Doc: "minimum memory per GPU in GB"},
		{Name: "memory_gb", Type: hw.TNumber, Max: 1e5, Doc: "minimum system memory in GB"},
		{Name: "storage_gb", Type: hw.TNumber, Max: 1e7, Doc: "minimum storage in GB"},
		{Name: "cores", Type: hw.TInt, Max: 4096, Doc: "minimum CPU cores"},
	}
	powerAttrs = []hw.Attr{
		{Name: "circuit_volts", Type: hw.TNumber, Min: 1, Max: 1000, Doc: "wall circuit voltage", Default: "120"},
		{Name: "circuit_amps", Type: hw.TNumber, Min: 1, Max: 1000, Doc: "wall circuit breaker rating in amps", Default: "15"},
		{Name: "circuits", Type: hw.TInt, Min: 1, Max: 2, Doc: "separate circuits of that kind the PSUs are plugged into, at most one per PSU", Default: "1"},
	}
	usageAttrs = []hw.Attr{
		{Name: "hours_per_day", Type: hw.TNumber, Max: 24, Doc: "hours a day the machine works", Default: "24"},
		{Name: "electricity_usd_kwh", Type: hw.TNumber, Max: 100, Doc: "electricity price per kWh", Default: "0.20"},
		{Name: "utilization", Type: hw.TNumber, Max: 1, Doc: "share of the time the GPUs are busy, 0 to 1"},
	}
	waiveAttrs = []hw.Attr{{Name: "reason", Type: hw.TString, Doc: "why the finding is accepted"}}
)

// BlockDoc describes one block of a build file, for the reference.
type BlockDoc struct {
	// Header is how the block is written: `cpu "ID"`, `require`.
	Header string
	Doc    string
	Attrs  []hw.Attr
}

// topAttrs are the attributes of the build block itself.
var topAttrs = []hw.Attr{
	{Name: "description", Type: hw.TString, Doc: "one line about the build"},
	{Name: "budget_usd", Type: hw.TNumber, Max: 1e7, Doc: "the most the parts may cost, in US dollars (rule budget)"},
}

// BuildBlocks describes what a build block may contain, from the same
// tables the decoder checks against.
func BuildBlocks() []BlockDoc {
	out := []BlockDoc{{Header: `build "NAME"`, Doc: "a parts list; the blocks below go inside it", Attrs: topAttrs}}
	for _, r := range hw.Roles {
		attrs, doc := itemAttrs, "a part of this role, named by its catalog id"
		if r == hw.KindGPU {
			attrs = gpuAttrs
		}
		switch r {
		case hw.KindCPU, hw.KindMotherboard, hw.KindMemory, hw.KindPSU:
			doc += " (required)"
		}
		out = append(out, BlockDoc{Header: fmt.Sprintf("%s \"ID\"", r), Doc: doc, Attrs: attrs})
	}
	return append(out,
		BlockDoc{Header: "require", Doc: "minimums that validate checks and pick satisfies", Attrs: requireAttrs},
		BlockDoc{Header: "power", Doc: "the wall circuit that feeds the machine (the defaults are the config file's defaults block, where it has one)", Attrs: powerAttrs},
		BlockDoc{Header: "usage", Doc: "how the machine is used, for cost (the defaults are the config file's defaults block, where it has one)", Attrs: usageAttrs},
		BlockDoc{Header: `waive "RULE"`, Doc: "keep a rule's findings for this build, marked waived, without failing", Attrs: waiveAttrs},
		BlockDoc{Header: `workload "NAME"`, Doc: "a model the build must run or fine-tune, checked on its own (rules workload-*)", Attrs: workloadAttrs},
	)
}

// Defaults of the power and usage blocks (SPEC section 1.3).
const (
	DefaultCircuitVolts = 120
	DefaultCircuitAmps  = 15
	DefaultHoursPerDay  = 24
	DefaultElectricity  = 0.20
)

// attrSchemas holds the schema of each attribute table of a build block,
// made once rather than per block decoded.
var attrSchemas = func() map[*hw.Attr]*hcl.BodySchema {
	m := map[*hw.Attr]*hcl.BodySchema{}
	for _, list := range [][]hw.Attr{itemAttrs, gpuAttrs, requireAttrs, powerAttrs, usageAttrs, waiveAttrs, workloadAttrs} {
		m[&list[0]] = schemaFor(list)
	}
	return m
}()

// schemaOf is schemaFor(list), from attrSchemas when list is one of its
// tables.
func schemaOf(list []hw.Attr) *hcl.BodySchema {
	if len(list) > 0 {
		if s, ok := attrSchemas[&list[0]]; ok && len(s.Attributes) == len(list) {
			return s
		}
	}
	return schemaFor(list)
}

// itemWhere names each role's block in messages: "the gpu block".
var itemWhere = func() map[hw.Kind]string {
	m := map[hw.Kind]string{}
	for _, r := range hw.Roles {
		m[r] = fmt.Sprintf("the %s block", r)
	}
	return m
}()

// attrs decodes a body's attributes against a list, reporting unknown ones.
func (d *decoder) attrs(body hcl.Body, list []hw.Attr, where string) map[string]hw.Value {
	schema := schemaOf(list)
	content, diags := body.Content(schema)
	d.diags = append(d.diags, SchemaDiags("schema", where, schema, diags)...)
	out := map[string]hw.Value{}
	for _, a := range list {
		if attr, ok := content.Attributes[a.Name]; ok {
			if v, ok := d.value(a, attr); ok {
				out[a.Name] = v
			}
		}
	}
	return out
}

func ptr(v hw.Value, ok bool) *float64 {
	if !ok {
		return nil
	}
	f := v.Num
	return &f
}

func (d *decoder) decodeBuild(blk *hcl.Block) *hw.Build {
	b := &hw.Build{Name: blk.Labels[0], File: d.file.Name, DefRange: blk.DefRange, Range: blk.DefRange,
		Power: hw.Power{CircuitVolts: DefaultCircuitVolts, CircuitAmps: DefaultCircuitAmps, Circuits: 1, Range: blk.DefRange},
		Usage: hw.Usage{HoursPerDay: DefaultHoursPerDay, ElectricityUSDkWh: DefaultElectricity, Range: blk.DefRange}}
	if sb, ok := blk.Body.(*hclsyntax.Body); ok {
		b.Range = hcl.RangeBetween(blk.DefRange, sb.SrcRange)
	}
	first := len(d.diags)
	defer func() {
		// Problems inside the block belong to the build.
		for i := first; i < len(d.diags); i++ {
			if d.diags[i].Build == "" {
				d.diags[i].Build = b.Name
			}
		}
	}()
	content, diags := blk.Body.Content(buildSchema)
	d.diags = append(d.diags, SchemaDiags("schema", "the build block", buildSchema, diags)...)
	b.Misnamed = MisnamedRoles(diags)
	for _, a := range topAttrs {
		name := a.Name
		attr, ok := content.Attributes[name]
		if !ok {
			continue
		}
		v, ok := d.value(a, attr)
		if !ok {
			continue
		}
		b.SetAttrRange(name, attr.Expr.Range())
		if name == "budget_usd" {
			b.BudgetUSD = ptr(v, true)
		} else {
			b.Description = v.Str
		}
	}
	if def := d.defaults; def != nil {
		// The config's defaults come first; the build's own blocks set
		// what they set over them, attribute by attribute.
		setPower(&b.Power, def.Power)
		setUsage(&b.Usage, def.Usage)
	}
	seen := map[string]hcl.Range{}
	for _, cb := range content.Blocks {
		switch cb.Type {
		case "require":
			if d.once(seen, cb) {
				vals := d.attrs(cb.Body, requireAttrs, "the require block")
				r := &b.Require
				r.Ranges = map[string]hcl.Range{}
				for k, v := range vals {
					r.Ranges[k] = v.Range
				}
				r.GPUs = ptr(vals["gpus"], has(vals, "gpus"))
				r.VRAMGB = ptr(vals["vram_gb"], has(vals, "vram_gb"))
				r.MemoryGB = ptr(vals["memory_gb"], has(vals, "memory_gb"))
				r.StorageGB = ptr(vals["storage_gb"], has(vals, "storage_gb"))
				r.Cores = ptr(vals["cores"], has(vals, "cores"))
			}
		case "power":
			if d.once(seen, cb) {
				setPower(&b.Power, d.attrs(cb.Body, powerAttrs, "the power block"))
				b.Power.Range = cb.DefRange
			}
		case "usage":
			if d.once(seen, cb) {
				setUsage(&b.Usage, d.attrs(cb.Body, usageAttrs, "the usage block"))
				b.Usage.Range = cb.DefRange
			}
		case "waive":
			vals := d.attrs(cb.Body, waiveAttrs, "a waive block")
			b.Waivers = append(b.Waivers, hw.Waiver{Rule: cb.Labels[0], Reason: vals["reason"].Str, Range: cb.DefRange})
		case "workload":
			d.decodeWorkload(b, cb)
		default:
			if len(b.Items) >= MaxItemsPerBuild {
				if b.Dropped++; b.Dropped == 1 {
					d.errorf(cb.DefRange, "part-count", "Split the build: no machine has that many parts.",
						"build %q names more than %d part blocks (the limit per build); this one and those after it are not read", b.Name, MaxItemsPerBuild)
				}
				continue
			}
			b.Items = append(b.Items, d.decodeItem(hw.Kind(cb.Type), cb))
		}
	}
	return b
}

func has(m map[string]hw.Value, k string) bool { _, ok := m[k]; return ok }

func (d *decoder) once(seen map[string]hcl.Range, blk *hcl.Block) bool {
	if prev, ok := seen[blk.Type]; ok {
		d.errorf(blk.DefRange, "schema", fmt.Sprintf("The first is at %s; merge the two.", prev), "a build has at most one %s block", blk.Type)
		return false
	}
	seen[blk.Type] = blk.DefRange
	return true
}

func (d *decoder) decodeItem(role hw.Kind, blk *hcl.Block) *hw.Item {
	it := &hw.Item{Role: role, ID: blk.Labels[0], Count: 1, Range: blk.DefRange, AttrRanges: map[string]hcl.Range{}}
	if sb, ok := blk.Body.(*hclsyntax.Body); ok {
		full := hcl.RangeBetween(blk.DefRange, sb.SrcRange)
		if full.Start.Line == full.End.Line {
			it.Range = full
		}
	}
	list := itemAttrs
	if role == hw.KindGPU {
		list = gpuAttrs
	}
	vals := d.attrs(blk.Body, list, itemWhere[role])
	for k, v := range vals {
		it.AttrRanges[k] = v.Range
	}
	if v, ok := vals["count"]; ok {
		it.Count = int(v.Num)
	}
	it.PriceUSD = ptr(vals["price_usd"], has(vals, "price_usd"))
	it.PowerLimitW = ptr(vals["power_limit_w"], has(vals, "power_limit_w"))
	if v, ok := vals["slots"]; ok {
		for _, n := range v.Nums {
			if n != float64(int(n)) {
				d.errorf(v.Range, "schema", "Slot positions are whole numbers counted from the top of the case (1 = first).",
					"slots: %g is not a slot position", n)
				it.Slots = nil
				break
			}
			it.Slots = append(it.Slots, int(n))
		}
	}
	return it
}

// setPower sets the power attributes that vals holds.
func setPower(p *hw.Power, vals map[string]hw.Value) {
	if v, ok := vals["circuit_volts"]; ok {
		p.CircuitVolts = v.Num
	}
	if v, ok := vals["circuit_amps"]; ok {
		p.CircuitAmps = v.Num
	}
	if v, ok := vals["circuits"]; ok {
		p.Circuits = int(v.Num)
	}
}

// setUsage sets the usage attributes that vals holds.
func setUsage(u *hw.Usage, vals map[string]hw.Value) {
	if v, ok := vals["hours_per_day"]; ok {
		u.HoursPerDay = v.Num
	}
	if v, ok := vals["electricity_usd_kwh"]; ok {
		u.ElectricityUSDkWh = v.Num
	}
	if v, ok := vals["utilization"]; ok {
		f := v.Num
		u.Utilization = &f
	}
}
