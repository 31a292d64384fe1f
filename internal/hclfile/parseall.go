package hclfile

import (
	"runtime"
	"slices"
	"sync"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// ParseAll reads (read returns a file's name and bytes) and decodes the
// files of names, GOMAXPROCS at a time. The result is in the order of
// names, and the error is that of the first file that cannot be read.
func ParseAll(names []string, read func(string) (string, []byte, error)) ([]*File, hw.Diagnostics, error) {
	files := make([]*File, len(names))
	diags := make([]hw.Diagnostics, len(names))
	errs := make([]error, len(names))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, n := range names {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			name, src, err := read(n)
			if errs[i] = err; err == nil {
				files[i], diags[i] = Parse(name, src)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, nil, err
		}
	}
	return files, slices.Concat(diags...), nil
}
