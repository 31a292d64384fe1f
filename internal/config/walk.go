package config

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
	"github.com/rigcheck/rigcheck/internal/hw"
)

type call struct {
	name string
	rng  hcl.Range
}

// functionCalls lists the function calls of a native-syntax expression.
func functionCalls(expr hcl.Expression) []call {
	var out []call
	if se, ok := expr.(hclsyntax.Expression); ok {
		_ = hclsyntax.VisitAll(se, func(n hclsyntax.Node) hcl.Diagnostics {
			if fc, ok := n.(*hclsyntax.FunctionCallExpr); ok {
				out = append(out, call{fc.Name, fc.NameRange})
			}
			return nil
		})
	}
	return out
}

// depth is the nesting depth of an expression's syntax tree.
func depth(expr hcl.Expression) int {
	se, ok := expr.(hclsyntax.Expression)
	if !ok {
		return 0
	}
	w := &depthWalker{}
	_ = hclsyntax.Walk(se, w)
	return w.max
}

type depthWalker struct{ cur, max int }

func (w *depthWalker) Enter(hclsyntax.Node) hcl.Diagnostics {
	w.cur++
	w.max = max(w.max, w.cur)
	return nil
}

func (w *depthWalker) Exit(hclsyntax.Node) hcl.Diagnostics {
	w.cur--
	return nil
}

// checkFors keeps a condition's work proportional to the build: a for
// expression iterates over a part list or fact of the build (gpu, memory,
// storage, build.gpu_slots…), never over a literal list, and does not nest.
// Nested fors over literal lists would multiply into billions of steps.
func checkFors(expr hcl.Expression) hw.Diagnostics {
	var diags hw.Diagnostics
	se, ok := expr.(hclsyntax.Expression)
	if !ok {
		return nil
	}
	_ = hclsyntax.VisitAll(se, func(n hclsyntax.Node) hcl.Diagnostics {
		fe, ok := n.(*hclsyntax.ForExpr)
		if !ok {
			return nil
		}
		if st, ok := fe.CollExpr.(*hclsyntax.ScopeTraversalExpr); !ok || !contains(Roots, st.Traversal.RootName()) {
			diags = append(diags, diag(fe.CollExpr.Range(), "Write for g in gpu : … (or memory, storage, build.gpu_slots).",
				"a for expression in a policy iterates over the build's parts or facts"))
		}
		for _, inner := range []hclsyntax.Expression{fe.CollExpr, fe.KeyExpr, fe.ValExpr, fe.CondExpr} {
			if inner != nil && len(forsIn(inner)) > 0 {
				diags = append(diags, diag(fe.SrcRange, "Use one for expression per part list.", "for expressions in a policy do not nest"))
				break
			}
		}
		return nil
	})
	return diags
}

func forsIn(expr hclsyntax.Expression) []*hclsyntax.ForExpr {
	var out []*hclsyntax.ForExpr
	_ = hclsyntax.VisitAll(expr, func(n hclsyntax.Node) hcl.Diagnostics {
		if fe, ok := n.(*hclsyntax.ForExpr); ok {
			out = append(out, fe)
		}
		return nil
	})
	return out
}
