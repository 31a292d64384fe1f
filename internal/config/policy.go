package config

import (
	"fmt"
	"sort"
	"sync"

	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/rigcheck/rigcheck/internal/suggest"
	"github.com/rigcheck/rigcheck/rules"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/convert"
)

// MaxExpressionDepth bounds the nesting of a policy's condition.
const MaxExpressionDepth = 64

// FactNames are the attributes of `build` in a policy, read off the object
// Variables builds, so that the static check and the evaluation cannot
// disagree.
var FactNames = func() []string {
	var out []string
	for k := range Variables(&hw.Build{}, &hw.Facts{})["build"].Type().AttributeTypes() {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}()

// Roots are the variables a policy can name.
var Roots = []string{"build", "cpu", "motherboard", "psu", "case", "cooler", "gpu", "memory", "storage"}

// Policy is a custom rule from the config file.
type Policy struct {
	ID        string
	Severity  hw.Severity
	Condition hcl.Expression
	Message   string
	Range     hcl.Range
	// budgets holds one evaluation budget per build file (lang.Budget):
	// a file may hold 1,000 builds, and together they share it.
	budgets sync.Map
}

// budget is the evaluation budget of the builds of file.
func (p *Policy) budget(file string) *lang.Budget {
	if b, ok := p.budgets.Load(file); ok {
		return b.(*lang.Budget)
	}
	b, _ := p.budgets.LoadOrStore(file, lang.NewBudget())
	return b.(*lang.Budget)
}

// PolicyID names the policy for waivers.
func (p *Policy) PolicyID() string { return p.ID }

func decodePolicy(blk *hcl.Block) (*Policy, hw.Diagnostics) {
	id := blk.Labels[0]
	if rules.Lookup(id) != nil {
		return nil, hw.Diagnostics{diag(blk.LabelRanges[0], "Give the policy its own id; to change a built-in rule use a rule block.", "policy %q has the id of a built-in rule", id)}
	}
	content, hd := blk.Body.Content(&hcl.BodySchema{Attributes: []hcl.AttributeSchema{
		{Name: "severity"}, {Name: "condition", Required: true}, {Name: "message"}}})
	diags := hw.FromHCL("config", hd)
	p := &Policy{ID: id, Severity: hw.Error, Range: blk.DefRange, Message: "policy " + id + " is not met"}
	if a, ok := content.Attributes["severity"]; ok {
		v, d := a.Expr.Value(nil)
		s, err := convert.Convert(v, cty.String)
		if d.HasErrors() || err != nil || s.IsNull() {
			diags = append(diags, diag(a.Expr.Range(), "", "severity must be \"error\", \"warning\" or \"info\""))
		} else if sev, err := hw.ParseSeverity(s.AsString()); err != nil {
			diags = append(diags, diag(a.Expr.Range(), suggest.Sentence(s.AsString(), []string{"error", "warning", "info"}), "%s", err))
		} else {
			p.Severity = sev
		}
	}
	if a, ok := content.Attributes["message"]; ok {
		v, d := a.Expr.Value(nil)
		s, err := convert.Convert(v, cty.String)
		if d.HasErrors() || err != nil || s.IsNull() {
			diags = append(diags, diag(a.Expr.Range(), "", "message must be a string"))
		} else {
			p.Message = s.AsString()
		}
	}
	a, ok := content.Attributes["condition"]
	if !ok {
		return nil, diags
	}
	p.Condition = a.Expr
	if d := checkExpr(a.Expr); len(d) > 0 {
		return nil, append(diags, d...)
	}
	lang.Instrument(a.Expr) // after the checks, which see what the user wrote
	return p, diags
}

// checkExpr rejects what can be known wrong before any build is seen:
// unknown variables, unknown facts, unknown functions, deep nesting.
func checkExpr(expr hcl.Expression) hw.Diagnostics {
	var diags hw.Diagnostics
	if depth(expr) > MaxExpressionDepth {
		return hw.Diagnostics{diag(expr.Range(), "Simplify the condition.", "condition nests deeper than %d", MaxExpressionDepth)}
	}
	for _, t := range expr.Variables() {
		root := t.RootName()
		if !contains(Roots, root) {
			diags = append(diags, diag(t.SourceRange(), suggest.Sentence(root, Roots)+" Policies see build.<fact> and the parts: cpu, motherboard, psu, case, cooler, gpu[…], memory[…], storage[…].", "unknown variable %q", root))
			continue
		}
		if root == "build" && len(t) > 1 {
			if ga, ok := t[1].(hcl.TraverseAttr); ok && !contains(FactNames, ga.Name) {
				diags = append(diags, diag(t.SourceRange(), suggest.Sentence(ga.Name, FactNames), "build has no fact %q", ga.Name))
			}
		}
	}
	diags = append(diags, checkFors(expr)...)
	for _, name := range functionCalls(expr) {
		if _, ok := lang.Functions[name.name]; !ok {
			diags = append(diags, diag(name.rng, "Policies may call only pure functions: "+join(lang.FunctionNames())+".", "unknown function %q", name.name))
		}
	}
	return diags
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func join(xs []string) string {
	out := ""
	for i, x := range xs {
		if i > 0 {
			out += ", "
		}
		out += x
	}
	return out
}

// Check evaluates the policy on a build.
func (p *Policy) Check(b *hw.Build, f *hw.Facts) hw.Diagnostics {
	ctx := &hcl.EvalContext{Variables: Variables(b, f), Functions: p.budget(b.File).Functions()}
	v, hd := p.Condition.Value(ctx)
	if hd.HasErrors() {
		hd = lang.CleanDiags(hd)
		rng := p.Condition.Range()
		if hd[0].Subject != nil {
			rng = *hd[0].Subject
		}
		return hw.Diagnostics{{Rule: p.ID, Severity: hw.Error, Build: b.Name,
			Message: fmt.Sprintf("policy %q cannot be evaluated for build %q: %s", p.ID, b.Name, hd[0].Summary),
			Detail:  hd[0].Detail, Range: rng}}
	}
	bv, err := convert.Convert(v, cty.Bool)
	if err != nil || !bv.IsKnown() || bv.IsNull() {
		return hw.Diagnostics{{Rule: p.ID, Severity: hw.Error, Build: b.Name,
			Message: fmt.Sprintf("policy %q: condition must be true or false, not %s", p.ID, v.Type().FriendlyName()),
			Detail:  "A number or string is not a condition; compare it: build.memory_gb >= 128.", Range: p.Condition.Range()}}
	}
	if bv.True() {
		return nil
	}
	return hw.Diagnostics{{Rule: p.ID, Severity: p.Severity, Build: b.Name, Message: p.Message,
		Detail: fmt.Sprintf("Custom policy %q from %s:%d.", p.ID, p.Range.Filename, p.Range.Start.Line), Range: b.DefRange}}
}

// Variables builds the evaluation context of a policy: build facts and
// parts. Attributes a part lacks are null.
func Variables(b *hw.Build, f *hw.Facts) map[string]cty.Value {
	num := func(x float64) cty.Value { return cty.NumberFloatVal(x) }
	opt := func(p *float64) cty.Value {
		if p == nil {
			return cty.NullVal(cty.Number)
		}
		return num(*p)
	}
	slots := []cty.Value{}
	for _, s := range f.GPUSlots {
		slots = append(slots, cty.NumberIntVal(int64(s)))
	}
	lanes := cty.NullVal(cty.Number)
	if f.LanesAvailable != nil {
		lanes = cty.NumberIntVal(int64(*f.LanesAvailable))
	}
	price := cty.NullVal(cty.Number)
	if f.PriceKnown {
		price = num(f.PriceUSD)
	}
	build := cty.ObjectVal(map[string]cty.Value{
		"name": cty.StringVal(b.Name), "price_usd": price, "budget_usd": opt(b.BudgetUSD),
		"load_w": num(f.LoadW), "wall_w": opt(f.WallW), "circuit_w": num(f.CircuitW),
		"lanes_needed": cty.NumberIntVal(int64(f.LanesNeeded)), "lanes_available": lanes,
		"gpu_slots": cty.TupleVal(slots), "gpu_count": cty.NumberIntVal(int64(f.GPUCount)),
		"vram_gb": num(f.VRAMGB), "memory_gb": num(f.MemoryGB), "storage_gb": num(f.StorageGB),
		"nvme_count": cty.NumberIntVal(int64(f.NVMeCount)), "cores": cty.NumberIntVal(int64(f.Cores)),
		"threads": cty.NumberIntVal(int64(f.Threads)),
	})
	vars := map[string]cty.Value{"build": build}
	for _, k := range []hw.Kind{hw.KindCPU, hw.KindMotherboard, hw.KindPSU, hw.KindCase, hw.KindCooler} {
		if it := b.One(k); it != nil {
			vars[string(k)] = ItemValue(it)
		} else {
			vars[string(k)] = cty.NullVal(cty.DynamicPseudoType)
		}
	}
	for _, k := range []hw.Kind{hw.KindGPU, hw.KindMemory, hw.KindStorage} {
		var list []cty.Value
		for _, it := range b.Role(k) {
			list = append(list, ItemValue(it))
		}
		vars[string(k)] = cty.TupleVal(list)
	}
	return vars
}

// ItemValue is a part of a build as a cty object: every attribute of its
// kind (null when unknown), plus id and count.
func ItemValue(it *hw.Item) cty.Value {
	m := PartAttrs(it.Part)
	m["count"] = cty.NumberIntVal(int64(it.Count))
	if u, ok := it.UnitPrice(); ok {
		m["price_usd"] = cty.NumberFloatVal(u)
	}
	return cty.ObjectVal(m)
}

// PartAttrs converts a part's attributes to cty values, with null for the
// attributes of its kind it lacks (the same values `--where` sees).
func PartAttrs(p *hw.Part) map[string]cty.Value {
	m := map[string]cty.Value{"id": cty.StringVal(p.ID), "kind": cty.StringVal(string(p.Kind))}
	for _, a := range hw.AttrsOf(p.Kind) {
		if v, ok := p.Attrs[a.Name]; ok {
			m[a.Name] = lang.ToCty(v)
		} else if a.Type == hw.TBool {
			m[a.Name] = cty.False
		} else {
			m[a.Name] = cty.NullVal(lang.CtyType(a.Type))
		}
	}
	return m
}
