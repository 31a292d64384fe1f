package rules

import (
	"testing"
)

func TestBudget(t *testing.T) {
	// The base build costs 800 + 100 + 300 + 300 + 700 + 100 + 350 + 100 = $2750.
	noPrice := variant("t-blower", "t-noprice", "Test GPU NoPrice", []string{"price_usd"})
	runCases(t, []ruleCase{
		{name: "no budget", src: rig(""), facts: priceIs(2750, true)},
		{name: "exactly the budget", src: rig("", "budget_usd = 2750")},
		{name: "$1 over", src: rig("", "budget_usd = 2749"), want: []string{"budget error"},
			msg: []string{"the build costs $2,750; the budget is $2,749", "Over by $1."}},
		{name: "a build's price_usd overrides the catalog", src: rig("", "budget_usd = 2749", `gpu "t-blower" { price_usd = 699 }`), facts: priceIs(2749, true)},
		{name: "count multiplies the unit price", src: rig("", "budget_usd = 4849", gpus("t-blower", 4)), want: []string{"budget error"},
			msg: []string{"the build costs $4,850"}, facts: priceIs(4850, true)},
		{name: "missing-data: a part without a price", src: rig(noPrice, "budget_usd = 5000", `gpu "t-noprice" {}`), want: []string{"missing-data info"},
			msg: []string{"budget not checked: the GPU NoPrice has no price_usd"}, facts: uncheckedAre("budget t-noprice price_usd")},
		{name: "the parts with a price are over already: fails whatever the missing price", src: rig(noPrice, "budget_usd = 2049", `gpu "t-noprice" {}`),
			want: []string{"budget error"}, msg: []string{"the parts with a price cost $2,050; the budget is $2,049", "Over by $1 or more."}, facts: priceIs(2050, false)},
		{name: "the parts with a price at exactly the budget: the missing price decides", src: rig(noPrice, "budget_usd = 2050", `gpu "t-noprice" {}`),
			want: []string{"missing-data info"}},
		{name: "a part without a price and no budget", src: rig(noPrice, `gpu "t-noprice" {}`)},
		{name: "a build price fills a missing catalog price", src: rig(noPrice, "budget_usd = 2750", `gpu "t-noprice" { price_usd = 700 }`), facts: priceIs(2750, true)},
	})
}
