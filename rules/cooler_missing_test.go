package rules

import (
	"testing"
)

func TestCoolerMissing(t *testing.T) {
	stock := variant("t-cpu", "t-cpu-stock", "Test CPU Stock", nil, "stock_cooler = true")
	runCases(t, []ruleCase{
		{name: "a cooler", src: rig(stock)},
		{name: "no cooler, none in the box", src: rig(stock, "-cooler"), want: []string{"cooler-missing error"},
			msg: []string{"the CPU 12C ships without a cooler and the build has none"}},
		{name: "no cooler, the stock one", src: rig(stock, "-cooler", `cpu "t-cpu-stock" {}`)},
		{name: "a cooler and a stock one", src: rig(stock, `cpu "t-cpu-stock" {}`)},
	})
}
