// Package cli is rigcheck's command line: one file per command, holding its
// flags and exit codes and nothing else; the commands' long help and
// examples are in help.txtar. Run is the whole program, so every command is
// testable in-process.
package cli

import (
	"errors"
	"fmt"
	"io"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogdir"
	"github.com/rigcheck/rigcheck/internal/config"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/report"
	"github.com/rigcheck/rigcheck/internal/term"
	"github.com/spf13/cobra"
)

// Exit codes, every command (SPEC section 4).
const (
	ExitOK     = 0
	ExitFailed = 1
	ExitUsage  = 2
)

// exitError carries an exit code up to Run.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// usageErr is a problem that stops the command from running: exit 2.
func usageErr(format string, args ...any) error {
	return &exitError{code: ExitUsage, msg: fmt.Sprintf(format, args...)}
}

// failed means the command ran and found failures: exit 1, nothing more to say.
var failed = &exitError{code: ExitFailed}

// env is what every command shares: streams and the common flags.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	catalogs       []string
	noCache        bool
	configPath     string
	noConfig       bool
	// config says which config file the run used and what it changed
	// (nil: none), for the reports.
	config  *config.Summary
	noColor bool
	// configSrc holds the config file's bytes, for policy diagnostics.
	configSrc map[string][]byte
	// cat is the catalog load() assembled: embedded, config and --catalog folders.
	cat *catalog.Catalog
	// defaults are the config file's power and usage defaults for every
	// build (nil: SPEC's built-in ones).
	defaults *hclfile.Defaults
}

// color reports whether output to w may be coloured (term.Color).
func (e *env) color(w io.Writer) bool { return term.Color(w, e.noColor) }

// Run runs rigcheck with args and returns the exit code.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) (code int) {
	defer func() {
		// No input may make rigcheck print a Go stack trace: report and exit 2.
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "rigcheck: internal error: %s\nPlease report this with the input that caused it.\n", escape.Line(fmt.Sprint(r)))
			code = ExitUsage
		}
	}()
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	root := newRoot(e)
	root.SetArgs(args)
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	err := root.Execute()
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			// Messages quote paths, ids and expressions: escape them.
			fmt.Fprintf(stderr, "rigcheck: %s\n", escape.NoCommands([]byte(escape.Text(ee.msg))))
		}
		return ee.code
	}
	// Cobra's own errors: unknown command or flag, wrong argument count.
	fmt.Fprintf(stderr, "rigcheck: %s\nRun 'rigcheck --help' for usage.\n", escape.NoCommands([]byte(escape.Text(err.Error()))))
	return ExitUsage
}

func newRoot(e *env) *cobra.Command {
	root := &cobra.Command{
		Use:           "rigcheck",
		Short:         "Check PC builds — deep-learning workstations first — before anyone spends money on them",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       version(),
	}
	root.SetVersionTemplate("rigcheck {{.Version}}\n")
	pf := root.PersistentFlags()
	pf.StringArrayVar(&e.catalogs, "catalog", nil, "extra catalog folder (repeatable)")
	pf.BoolVar(&e.noCache, "no-cache", false, "parse catalog folders instead of loading them compiled from the cache ("+catalogdir.CacheEnv+" moves it)")
	pf.StringVar(&e.configPath, "config", "", "config file (default: .rigcheck.hcl in the current folder or the nearest parent, if you own it and others cannot write it)")
	pf.BoolVar(&e.noConfig, "no-config", false, "use no config file: every rule with its defaults")
	pf.BoolVar(&e.noColor, "no-color", false, "no colour (also NO_COLOR, and whenever stdout is not a terminal)")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return usageErr("%s\nRun '%s --help' for usage.", err, c.CommandPath())
	})
	for _, add := range commands {
		root.AddCommand(add(e))
	}
	document(root, helpTexts())
	return root
}

// commands are the top-level commands' constructors, one per file; `rigcheck
// catalog`'s are catalogCommands. A new command is a file and a line here.
var commands = []func(*env) *cobra.Command{
	catalogCmd, completionCmd, costCmd, fmtCmd, importCmd, explainCmd, pickCmd, rulesCmd, validateCmd, versionCmd,
}

// version is rigcheck's version and commit, as reports give it.
func version() string { return report.Version() }

func versionCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "print rigcheck's version and commit",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintf(e.stdout, "rigcheck %s\n", version())
			return nil
		},
	}
}
