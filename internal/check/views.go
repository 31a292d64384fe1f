package check

import (
	"math"

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
	// PriceDate is the catalog's price_date (YYYY-MM) of the unit price;
	// "" when the build sets its own price or the catalog gives no date.
	PriceDate string `json:"price_date,omitempty"`
	// Changes are the part's numbers that are not its catalog entry's:
	// amend blocks' and, for a part declared in a build file, what it
	// changes of the catalog part it extends.
	Changes []Change `json:"changes,omitempty"`
	// Declared is where a part declared in a build file with no catalog
	// part under it is ("builds/x.hcl:3"; hw.Part.Declared), or a build
	// file's variant that reads as a catalog part; "" for any other.
	// Lookalike is the catalog part whose name it copies or whose id
	// differs from its own only in case and punctuation; Variant is set
	// for a variant (it extends a catalog part).
	Declared  string `json:"declared,omitempty"`
	Lookalike string `json:"lookalike,omitempty"`
	Variant   bool   `json:"variant,omitempty"`
}

// Change is one amended or overridden number of a part, old and new.
type Change struct {
	Attribute string `json:"attribute"`
	// Basis is BasisAmend or BasisOverride.
	Basis string `json:"basis"`
	// Old is the catalog's number ("" when it has none), New the one used.
	Old   string `json:"old,omitempty"`
	New   string `json:"new"`
	Where string `json:"where"`
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
			if it.Part.Declared || it.Part.Lookalike != "" {
				p.Declared, p.Lookalike, p.Variant = where(it.Part.DefRange), it.Part.Lookalike, !it.Part.Declared
			}
			for _, am := range it.Part.Amended {
				c := Change{Attribute: am.Attr, Basis: BasisAmend, Old: am.Old, New: am.New, Where: where(am.Where)}
				if am.Override {
					c.Basis = BasisOverride
				}
				p.Changes = append(p.Changes, c)
			}
			if u, ok := it.UnitPrice(); ok {
				t := u * float64(it.Count)
				p.UnitPriceUSD, p.PriceUSD = &u, &t
				if it.PriceUSD == nil {
					p.PriceDate = it.Part.Common().PriceDate
				}
			}
			out = append(out, p)
		}
	}
	return out
}

// JSONFacts is the facts object of the JSON report (SPEC section 6).
type JSONFacts struct {
	PriceUSD       *float64 `json:"price_usd"`
	LoadW          float64  `json:"load_w"`
	WallW          *float64 `json:"wall_w"`
	CircuitW       float64  `json:"circuit_w"`
	ContinuousW    float64  `json:"circuit_continuous_w"`
	LanesNeeded    int      `json:"lanes_needed"`
	LanesAvailable *int     `json:"lanes_available"`
	GPUSlots       []int    `json:"gpu_slots"`
	GPUCount       int      `json:"gpu_count"`
	VRAMGB         float64  `json:"vram_gb"`
	MemoryGB       float64  `json:"memory_gb"`
	StorageGB      float64  `json:"storage_gb"`
	NVMeCount      int      `json:"nvme_count"`
	Cores          int      `json:"cores"`
	Threads        int      `json:"threads"`
	// PSUW is the PSUs' combined output at the circuit's voltage.
	PSUW     float64 `json:"psu_w"`
	PSUCount int     `json:"psu_count"`
	// CircuitWallW is the wall draw on each circuit.
	CircuitWallW []float64 `json:"circuit_wall_w"`
}

func round1(f float64) float64 { return math.Round(f*10) / 10 }

// FactsJSON converts facts to their JSON form.
func FactsJSON(f *hw.Facts) JSONFacts {
	j := JSONFacts{LoadW: round1(f.LoadW), CircuitW: f.CircuitW, ContinuousW: f.ContinuousW, LanesNeeded: f.LanesNeeded,
		LanesAvailable: f.LanesAvailable, GPUSlots: f.GPUSlots, GPUCount: f.GPUCount, VRAMGB: f.VRAMGB,
		MemoryGB: f.MemoryGB, StorageGB: f.StorageGB, NVMeCount: f.NVMeCount, Cores: f.Cores, Threads: f.Threads}
	if f.PriceKnown {
		p := round1(f.PriceUSD)
		j.PriceUSD = &p
	}
	if f.WallW != nil {
		w := math.Round(*f.WallW)
		j.WallW = &w
	}
	j.PSUW, j.PSUCount = f.PSUW, f.PSUCount
	j.CircuitWallW = []float64{}
	for _, w := range f.CircuitWallW {
		j.CircuitWallW = append(j.CircuitWallW, math.Round(w))
	}
	if j.GPUSlots == nil {
		j.GPUSlots = []int{}
	}
	return j
}
