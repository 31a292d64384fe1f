package cli

import "io"

// checkedWriter remembers the first write error, so that a command whose
// output went nowhere (`> /dev/full`, a closed pipe) exits 2 with a message
// instead of 0.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}

// check is the usage error for a failed write, or nil.
func (c *checkedWriter) check() error {
	if c.err != nil {
		return usageErr("writing to standard output: %v", c.err)
	}
	return nil
}
