package cli

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"rigcheck": func() { os.Exit(Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScript runs the end-to-end scripts in testdata/script: one .txtar per
// behaviour a user would try. The repository's builds/ folder is linked into
// each script's work folder as $BUILDS, the OpenDB sample as $OPENDB.
func TestScript(t *testing.T) {
	builds, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir: "testdata/script",
		Setup: func(env *testscript.Env) error {
			env.Setenv("BUILDS", builds+"/../../builds")
			env.Setenv("OPENDB", builds+"/../importer/opendb/testdata/opendb")
			env.Setenv("NO_COLOR", "1")
			// Prices are aged against this date (2026-12-01), not the
			// clock, so that the scripts do not change with time.
			env.Setenv("SOURCE_DATE_EPOCH", "1796083200")
			// A file name with a terminal escape, a forged workflow
			// command on a new line and a bidi override (issue 16).
			env.Setenv("EVILNAME", "evil\x1b[2J\n::error::forged\u202e.hcl")
			return nil
		},
		Cmds:          scriptCmds,
		UpdateScripts: os.Getenv("UPDATE_SCRIPTS") == "1",
	})
}

// scriptCmds are the scripts' own commands (mkfifo, where the system has
// FIFOs).
var scriptCmds = map[string]func(ts *testscript.TestScript, neg bool, args []string){}
