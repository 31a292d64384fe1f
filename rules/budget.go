package rules

import (
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// Budget is rule "budget".
var Budget = &Rule{
	ID: "budget", Severity: hw.Error,
	Summary: "the build's price exceeds budget_usd",
	Doc:     "price_usd is the sum of unit price × count over all parts (a part block's price_usd overrides the catalog's street price).",
	Fix:     "Cut parts, raise budget_usd, or let `rigcheck pick --budget N` find the cheapest build that passes.",
	Fail: example(`
# The parts cost $3,488; the budget is $3,000.`, "rtx4090-workstation",
		`budget_usd = 3000`),
	Pass: example(`
# The same parts within a $3,500 budget.`, "rtx4090-workstation",
		`budget_usd = 3500`),
	Check: func(p *Pass) {
		b := p.Build
		if b.BudgetUSD == nil {
			return
		}
		usd := prose.Dollars
		switch {
		case p.Facts.PriceUSD > *b.BudgetUSD && !p.Facts.PriceKnown:
			// The parts with a price are over already: the others only add.
			p.Report(b.AttrRange("budget_usd"), fmt.Sprintf("Over by %s or more.", usd(p.Facts.PriceUSD-*b.BudgetUSD)),
				"the parts with a price cost %s; the budget is %s", usd(p.Facts.PriceUSD), usd(*b.BudgetUSD))
		case !p.Facts.PriceKnown:
			var needs []hw.Need
			names := []string{}
			for _, it := range b.Items {
				if _, ok := it.UnitPrice(); !ok && it.Part != nil {
					needs = append(needs, hw.NeedOf(it.Part, "price_usd")...)
					names = append(names, "the "+it.Part.ShortName())
				}
			}
			have := "have"
			if len(names) == 1 {
				have = "has"
			}
			p.Missing(b.AttrRange("budget_usd"), needs, "%s %s no price_usd", strings.Join(names, " and "), have)
		case p.Facts.PriceUSD > *b.BudgetUSD:
			p.Report(b.AttrRange("budget_usd"), fmt.Sprintf("Over by %s.", usd(p.Facts.PriceUSD-*b.BudgetUSD)),
				"the build costs %s; the budget is %s", usd(p.Facts.PriceUSD), usd(*b.BudgetUSD))
		}
	},
}
