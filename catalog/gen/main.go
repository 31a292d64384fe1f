// Command gen compiles the embedded catalog's HCL into catalog.bin (run by
// `go generate ./catalog`). It refuses to write when the HCL has problems.
package main

import (
	"fmt"
	"os"

	"github.com/rigcheck/rigcheck/catalog"
)

func main() {
	data, err := catalog.CompileEmbedded()
	if err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	if err := os.WriteFile("catalog.bin", data, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}
