package cli

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/lang"
	"github.com/rigcheck/rigcheck/internal/lint"
	"github.com/rogpeppe/go-internal/txtar"
	"github.com/spf13/cobra"
)

// helpArchive holds the commands' long help and examples: documentation,
// kept apart from the flags.
//
//go:embed help.txtar
var helpArchive []byte

// helpTexts are the sections of help.txtar by name, with the lists that
// come from the code filled in.
func helpTexts() map[string]string {
	var checks strings.Builder
	for _, c := range lint.Checks {
		fmt.Fprintf(&checks, "  %-16s %-7s %s\n", c.ID, c.Severity, c.Summary)
	}
	fill := strings.NewReplacer("{{kinds}}", strings.Join(catalogq.KindNames(), ", "),
		"{{functions}}", strings.Join(lang.FunctionNames(), ", "), "{{lint-checks}}\n", checks.String())
	out := map[string]string{}
	for _, f := range txtar.Parse(helpArchive).Files {
		out[f.Name] = fill.Replace(strings.TrimSuffix(string(f.Data), "\n"))
	}
	return out
}

// document sets the long help ("-- catalog list --") and the examples
// ("-- catalog list example --") of cmd and its subcommands from texts, by
// command path without "rigcheck ".
func document(cmd *cobra.Command, texts map[string]string) {
	key := strings.TrimPrefix(cmd.CommandPath(), "rigcheck ")
	if t, ok := texts[key]; ok {
		cmd.Long = t
	}
	if t, ok := texts[key+" example"]; ok {
		cmd.Example = t
	}
	for _, c := range cmd.Commands() {
		document(c, texts)
	}
}
