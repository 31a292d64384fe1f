// Package report renders the results of `rigcheck validate`: one file per
// output format, all from the same Result, so that they cannot drift.
package report

import (
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Part is a row of a build's parts list.
type Part struct {
	Role         string   `json:"role"`
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	Count        int      `json:"count"`
	UnitPriceUSD *float64 `json:"unit_price_usd"`
	PriceUSD     *float64 `json:"price_usd"`
}

// Parts lists a build's resolved parts in role order.
func Parts(b *hw.Build) []Part {
	var out []Part
	for _, role := range hw.Roles {
		for _, it := range b.Items {
			if it.Role != role || it.Part == nil {
				continue
			}
			p := Part{Role: string(role), ID: it.ID, Name: it.Part.Name(), Count: it.Count}
			if u, ok := it.UnitPrice(); ok {
				t := u * float64(it.Count)
				p.UnitPriceUSD, p.PriceUSD = &u, &t
			}
			out = append(out, p)
		}
	}
	return out
}

// DoesNotCheck is what rigcheck does not check, so that a clean report is
// never read as more than it is.
const DoesNotCheck = "rigcheck does not check: BIOS versions and CPU support lists, memory clearance under air coolers, " +
	"front-panel, fan and USB headers, cable lengths, GPU support brackets and sag, riser cables, NVLink bridge spacing, " +
	"drive-bay mounting, and operating-system or driver support."
