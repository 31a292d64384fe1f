package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "budget", Severity: hw.Error,
		Summary: "the build's price exceeds budget_usd",
		Doc:     "price_usd is the sum of unit price × count over all parts (a part block's price_usd overrides the catalog's street price).",
		Fix:     "Cut parts, raise budget_usd, or let `rigcheck pick --budget N` find the cheapest build that passes.",
		Check: func(p *Pass) {
			b := p.Build
			if b.BudgetUSD == nil {
				return
			}
			if !p.Facts.PriceKnown {
				p.Missing(b.AttrRange("budget_usd"), "a part has no price_usd")
				return
			}
			if p.Facts.PriceUSD > *b.BudgetUSD {
				p.Report(b.AttrRange("budget_usd"), fmt.Sprintf("Over by $%.0f.", p.Facts.PriceUSD-*b.BudgetUSD),
					"the build costs $%.0f; the budget is $%.0f", p.Facts.PriceUSD, *b.BudgetUSD)
			}
		},
	})
}
