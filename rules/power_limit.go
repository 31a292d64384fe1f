package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// PowerLimit is rule "power-limit".
var PowerLimit = &Rule{
	ID: "power-limit", Severity: hw.Info,
	Summary: "a GPU has power_limit_w: the estimated speed cost",
	Doc: `power_limit_w (set with nvidia-smi -pl) replaces the card's tdp_w in every power fact. Dettmers (2023): 50 W less
costs only about 7 % speed; Puget (2020): four RTX 3090 at 280 W instead of 350 W kept over 95 % of their speed.`,
	Fix:    "Nothing to fix: this reports the trade-off. Remember to set the limit at every boot (nvidia-smi -pl in a systemd unit).",
	Params: []Param{{"pct_per_50w", 7, "speed lost per 50 W below tdp_w, percent"}},
	Fail: example(`
# The RTX 4090 limited from 450 W to 350 W: about 14 % slower, 100 W less.`, "limited-4090",
		`gpu "nvidia-geforce-rtx-4090-fe" { power_limit_w = 350 }`),
	Pass: example(`
# No power limit: the card runs at its 450 W board power.`, "stock-4090"),
	Check: func(p *Pass) {
		for _, g := range p.Role(hw.KindGPU) {
			if g.PowerLimitW == nil {
				continue
			}
			tdp := g.Part.GPU().TDPW
			lim := *g.PowerLimitW
			if lim >= tdp {
				p.Report(g.AttrRange("power_limit_w"), "", "power_limit_w = %.0f W is not below the %s's %.0f W board power: it changes nothing", lim, g.Part.ShortName(), tdp)
				continue
			}
			cost := (tdp - lim) / 50 * p.Param("pct_per_50w")
			p.Report(g.AttrRange("power_limit_w"), fmt.Sprintf("Saves %.0f W per card, %.0f W in all.", tdp-lim, (tdp-lim)*float64(g.Count)),
				"the %s limited from %.0f W to %.0f W: about %.0f %% slower", g.Part.ShortName(), tdp, lim, cost)
		}
	},
}
