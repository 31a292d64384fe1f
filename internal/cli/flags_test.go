package cli

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// TestFlagPlaceholders: pflag takes the first `quoted` text of a flag's
// usage as its value placeholder, so a usage that quotes a command showed
// `--cloud rigcheck catalog list cloud` in cost --help. Every flag of every
// command must show a one-word placeholder.
func TestFlagPlaceholders(t *testing.T) {
	root := newRoot(&env{})
	var walk func(c *cobra.Command)
	n := 0
	walk = func(c *cobra.Command) {
		check := func(f *pflag.Flag) {
			n++
			name, _ := pflag.UnquoteUsage(f)
			if strings.ContainsAny(name, " `") {
				t.Errorf("%s --%s shows the placeholder %q: do not quote text in a flag's usage", c.CommandPath(), f.Name, name)
			}
		}
		c.LocalFlags().VisitAll(check)
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	if n < 20 {
		t.Fatalf("only %d flags seen", n)
	}
}
