//go:build unix

package cli

import (
	"syscall"

	"github.com/rogpeppe/go-internal/testscript"
)

func init() {
	// mkfifo NAME: a named pipe, which rigcheck must refuse without
	// blocking on it.
	scriptCmds["mkfifo"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 {
			ts.Fatalf("usage: mkfifo NAME")
		}
		if err := syscall.Mkfifo(ts.MkAbs(args[0]), 0o644); err != nil {
			ts.Fatalf("mkfifo: %v", err)
		}
	}
}
