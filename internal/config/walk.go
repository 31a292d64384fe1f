package config

import (
	"github.com/hashicorp/hcl/v2"
	"github.com/hashicorp/hcl/v2/hclsyntax"
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
