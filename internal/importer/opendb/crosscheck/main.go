// Command crosscheck lists every number on which the embedded catalog and
// BuildCores OpenDB disagree for the same product (a maintainer's check,
// not part of make test):
//
//	go run ./internal/importer/opendb/crosscheck ../shared/opendb/unpacked
//
// Each line is to be resolved against the maker's page; OpenDB is a
// cross-check, never a source.
package main

import (
	"fmt"
	"os"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/importer/opendb"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/importer/opendb/crosscheck OPENDB-DIR")
		os.Exit(2)
	}
	emb, _ := catalog.Embedded()
	ds, err := opendb.CrossCheck(os.Args[1], emb)
	if err != nil {
		fmt.Fprintln(os.Stderr, "crosscheck:", escape.Line(err.Error()))
		os.Exit(2)
	}
	for _, d := range ds {
		fmt.Println(escape.Line(d.String()))
	}
	fmt.Fprintf(os.Stderr, "%d disagreements\n", len(ds))
}
