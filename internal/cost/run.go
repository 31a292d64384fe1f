package cost

import (
	"fmt"
	"io"
	"sync"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// Run reads the build file path (standard input for "-"), checks it as
// `rigcheck validate` does with opt, and prices the build the request
// names against the cloud offers of opt.Catalog.
func (q Request) Run(path string, stdin io.Reader, opt check.Options) (*Report, error) {
	in := check.ReadInputs([]string{path}, stdin)[0]
	if in.Err != nil {
		return nil, fmt.Errorf("%s: %v", path, in.Err)
	}
	br, err := check.Run([]check.Input{in}, opt).Pick(path, q.Build)
	if err != nil {
		return nil, err
	}
	return q.Report(br, opt.Catalog.Parts(hw.KindCloud), opt.Catalog.Lookup)
}

// Write writes r in the request's format: JSON, or the text report.
func (q Request) Write(w io.Writer, r *Report, opt TextOptions) error {
	if q.Format == "json" {
		return WriteJSON(w, r)
	}
	return WriteText(w, r, opt)
}

// NewFooter returns validate's one-line cost summary of a checked build,
// against the offers of cat, the catalog the run uses. The offers are
// made once, the first time a build asks, not once per build (that was a
// fifth of the CPU of a text report on a folder of builds).
func NewFooter(cat *catalog.Catalog) func(check.BuildResult) string {
	offers := sync.OnceValue(func() []Offer { return OffersFrom(cat.Parts(hw.KindCloud), cat.Lookup) })
	return func(br check.BuildResult) string { return Summary(offers(), br.Build, br.Facts) }
}
