package cost

import (
	"io"
	"sync"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Write writes r in the request's format: JSON, or the text report.
func (q Request) Write(w io.Writer, r *Report, opt TextOptions) error {
	if q.Format == "json" {
		return WriteJSON(w, r)
	}
	return WriteText(w, r, opt)
}

// SummaryOf returns validate's one-line cost summary (Summary) of a
// checked build, against the offers of cat, the catalog the run uses. The
// offers are made once, the first time a build asks, not once per build
// (that was a fifth of the CPU of a text report on a folder of builds).
func SummaryOf(cat *catalog.Catalog) func(*hw.Build, *hw.Facts) string {
	offers := sync.OnceValue(func() []Offer { return OffersFrom(cat.Parts(hw.KindCloud), cat.Lookup) })
	return func(b *hw.Build, f *hw.Facts) string { return Summary(offers(), b, f) }
}
