// Command rigcheck checks PC builds against a parts catalog. See the README.
package main

import (
	"os"

	"github.com/rigcheck/rigcheck/internal/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
