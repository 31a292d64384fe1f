// Package lang is the expression language rigcheck evaluates for users:
// `catalog list --where` and the config file's policies. It holds the one
// fixed set of pure functions both may call and the conversion of part
// attributes to cty values.
package lang

import (
	"sort"
	"strings"

	"github.com/hashicorp/hcl/v2/ext/tryfunc"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/zclconf/go-cty/cty"
	"github.com/zclconf/go-cty/cty/function"
	"github.com/zclconf/go-cty/cty/function/stdlib"
)

// Functions is the fixed set of functions that `--where` expressions and
// config policies may call:
// pure functions of go-cty's standard library, with no file, environment,
// network or clock access, so a query cannot have side effects or depend
// on when it runs.
var Functions = map[string]function.Function{
	"abs":             stdlib.AbsoluteFunc,
	"ceil":            stdlib.CeilFunc,
	"floor":           stdlib.FloorFunc,
	"log":             stdlib.LogFunc,
	"max":             stdlib.MaxFunc,
	"min":             stdlib.MinFunc,
	"pow":             stdlib.PowFunc,
	"signum":          stdlib.SignumFunc,
	"contains":        stdlib.ContainsFunc,
	"length":          stdlib.LengthFunc,
	"concat":          stdlib.ConcatFunc,
	"distinct":        stdlib.DistinctFunc,
	"flatten":         stdlib.FlattenFunc,
	"index":           stdlib.IndexFunc,
	"element":         stdlib.ElementFunc,
	"reverse":         stdlib.ReverseListFunc,
	"sort":            stdlib.SortFunc,
	"setintersection": stdlib.SetIntersectionFunc,
	"setunion":        stdlib.SetUnionFunc,
	"lower":           stdlib.LowerFunc,
	"upper":           stdlib.UpperFunc,
	"title":           stdlib.TitleFunc,
	"strlen":          stdlib.StrlenFunc,
	"substr":          stdlib.SubstrFunc,
	"join":            stdlib.JoinFunc,
	"split":           stdlib.SplitFunc,
	"trimspace":       stdlib.TrimSpaceFunc,
	"replace":         stdlib.ReplaceFunc,
	"regex":           stdlib.RegexFunc,
	"regexall":        stdlib.RegexAllFunc,
	"format":          stdlib.FormatFunc,
	"coalesce":        stdlib.CoalesceFunc,
	"coalescelist":    stdlib.CoalesceListFunc,
	"can":             tryfunc.CanFunc,
	"try":             tryfunc.TryFunc,
	"strcontains":     stringPredicate(strings.Contains),
	"startswith":      stringPredicate(strings.HasPrefix),
	"endswith":        stringPredicate(strings.HasSuffix),
}

// stringPredicate makes a two-string function returning a bool, like
// Terraform's strcontains, startswith and endswith.
func stringPredicate(f func(s, sub string) bool) function.Function {
	return function.New(&function.Spec{
		Params: []function.Parameter{{Name: "str", Type: cty.String}, {Name: "substr", Type: cty.String}},
		Type:   function.StaticReturnType(cty.Bool),
		RefineResult: func(b *cty.RefinementBuilder) *cty.RefinementBuilder {
			return b.NotNull()
		},
		Impl: func(args []cty.Value, _ cty.Type) (cty.Value, error) {
			return cty.BoolVal(f(args[0].AsString(), args[1].AsString())), nil
		},
	})
}

// FunctionNames lists the functions, sorted.
func FunctionNames() []string {
	out := make([]string, 0, len(Functions))
	for k := range Functions {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// CtyType is the cty type of an attribute type.
func CtyType(t hw.AttrType) cty.Type {
	switch t {
	case hw.TString:
		return cty.String
	case hw.TBool:
		return cty.Bool
	case hw.TStringList:
		return cty.List(cty.String)
	case hw.TNumberList:
		return cty.List(cty.Number)
	}
	return cty.Number
}

// ToCty converts a decoded attribute value to a cty value.
func ToCty(v hw.Value) cty.Value {
	switch v.Type {
	case hw.TString:
		return cty.StringVal(v.Str)
	case hw.TBool:
		return cty.BoolVal(v.Bool)
	case hw.TStringList:
		if len(v.List) == 0 {
			return cty.ListValEmpty(cty.String)
		}
		vs := make([]cty.Value, len(v.List))
		for i, s := range v.List {
			vs[i] = cty.StringVal(s)
		}
		return cty.ListVal(vs)
	case hw.TNumberList:
		if len(v.Nums) == 0 {
			return cty.ListValEmpty(cty.Number)
		}
		vs := make([]cty.Value, len(v.Nums))
		for i, f := range v.Nums {
			vs[i] = cty.NumberFloatVal(f)
		}
		return cty.ListVal(vs)
	}
	return cty.NumberFloatVal(v.Num)
}
