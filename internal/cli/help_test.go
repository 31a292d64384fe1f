package cli

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestHelpTexts: every section of help.txtar documents a command (a
// renamed command would otherwise lose its help without a word), and
// every command but the trivial ones has its long help there.
func TestHelpTexts(t *testing.T) {
	root := newRoot(&env{})
	commands := map[string]*cobra.Command{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		commands[strings.TrimPrefix(c.CommandPath(), "rigcheck ")] = c
		for _, s := range c.Commands() {
			walk(s)
		}
	}
	walk(root)
	texts := helpTexts()
	for name, text := range texts {
		if _, ok := commands[strings.TrimSuffix(name, " example")]; !ok {
			t.Errorf("help.txtar: section %q names no command", name)
		}
		if strings.Contains(text, "{{") {
			t.Errorf("help.txtar: section %q has a placeholder that nothing fills: %q", name, text)
		}
	}
	for _, name := range []string{"rigcheck", "pick", "cost", "catalog list", "catalog lint", "import pcpartpicker"} {
		if c := commands[name]; c == nil || c.Long != texts[name] || c.Long == "" {
			t.Errorf("%s: the long help is not help.txtar's", name)
		}
	}
}
