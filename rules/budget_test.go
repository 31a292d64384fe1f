package rules

import (
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func priceIs(usd float64, known bool) func(*testing.T, *hw.Facts) {
	return func(t *testing.T, f *hw.Facts) {
		t.Helper()
		if f.PriceUSD != usd || f.PriceKnown != known {
			t.Errorf("price %v (known %v), want %v (known %v)", f.PriceUSD, f.PriceKnown, usd, known)
		}
	}
}

func TestBudget(t *testing.T) {
	// The base build costs 800 + 100 + 300 + 300 + 700 + 100 + 350 + 100 = $2750.
	noPrice := variant("t-blower", "t-noprice", "Test GPU NoPrice", []string{"price_usd"})
	runCases(t, []ruleCase{
		{name: "no budget", src: rig(""), facts: priceIs(2750, true)},
		{name: "exactly the budget", src: rig("", "budget_usd = 2750")},
		{name: "$1 over", src: rig("", "budget_usd = 2749"), want: []string{"budget error"},
			msg: []string{"the build costs $2750; the budget is $2749", "Over by $1."}},
		{name: "a build's price_usd overrides the catalog", src: rig("", "budget_usd = 2749", `gpu "t-blower" { price_usd = 699 }`), facts: priceIs(2749, true)},
		{name: "count multiplies the unit price", src: rig("", "budget_usd = 4849", gpus("t-blower", 4)), want: []string{"budget error"},
			msg: []string{"the build costs $4850"}, facts: priceIs(4850, true)},
		{name: "missing-data: a part without a price", src: rig(noPrice, "budget_usd = 5000", `gpu "t-noprice" {}`), want: []string{"missing-data info"},
			msg: []string{"budget not checked: a part has no price_usd"}, facts: priceIs(2050, false)},
		{name: "a part without a price and no budget", src: rig(noPrice, `gpu "t-noprice" {}`)},
		{name: "a build price fills a missing catalog price", src: rig(noPrice, "budget_usd = 2750", `gpu "t-noprice" { price_usd = 700 }`), facts: priceIs(2750, true)},
	})
}

func TestRequire(t *testing.T) {
	req := func(body string) string { return "require {\n    " + body + "\n  }" }
	runCases(t, []ruleCase{
		{name: "gpus met", src: rig("", req("gpus = 1"))},
		{name: "gpus not met", src: rig("", req("gpus = 2")), want: []string{"require error"}, msg: []string{"require gpus = 2: the build has 1 GPUs"}},
		{name: "vram_gb per card met", src: rig("", req("vram_gb = 11"), `gpu "t-blower" { count = 2 }`)},
		{name: "vram_gb is per card, not total", src: rig("", req("vram_gb = 12"), `gpu "t-blower" { count = 2 }`), want: []string{"require error"},
			msg: []string{"require vram_gb = 12 per card: the GPU Blower has 11 GB"}},
		{name: "memory_gb met", src: rig("", req("memory_gb = 64"))},
		{name: "memory_gb not met", src: rig("", req("memory_gb = 65")), want: []string{"require error"}, msg: []string{"require memory_gb = 65: the build has 64 GB of memory"}},
		{name: "storage_gb met", src: rig("", req("storage_gb = 9000"), `storage "t-nvme" {}`, `storage "t-hdd" {}`)},
		{name: "storage_gb not met", src: rig("", req("storage_gb = 9001"), `storage "t-nvme" {}`, `storage "t-hdd" {}`), want: []string{"require error"},
			msg: []string{"require storage_gb = 9001: the build has 9000 GB of storage"}},
		{name: "cores met", src: rig("", req("cores = 12"))},
		{name: "cores not met", src: rig("", req("cores = 13")), want: []string{"require error"}, msg: []string{"the build has 12 cores"}},
		{name: "every minimum reported", src: rig("", req("gpus = 2\n    memory_gb = 65\n    cores = 13")),
			want: []string{"require error", "require error", "require error"}},
	})
}

// TestRequireRange checks that a require diagnostic points at its attribute.
func TestRequireRange(t *testing.T) {
	b, _, ds := check(t, rig("", "require {\n    gpus = 1\n    cores = 13\n  }"), nil)
	if len(ds) != 1 || ds[0].Range != b.Require.Ranges["cores"] {
		t.Errorf("got %v, want one diagnostic at %v", messages(ds), b.Require.Ranges["cores"])
	}
}
