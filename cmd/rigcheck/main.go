// Command rigcheck checks PC builds against a parts catalog. See the README.
package main

import (
	"os"

	"github.com/rigcheck/rigcheck/internal/cli"
	"github.com/rigcheck/rigcheck/internal/gctune"
)

func main() {
	gctune.Start()
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
