// Command crosscheck lists every number on which the embedded catalog and
// BuildCores OpenDB disagree for the same product (a maintainer's check,
// not part of make test):
//
//	go run ./internal/importer/opendb/crosscheck ../shared/opendb/unpacked
//
// Each line is to be resolved against the maker's page; OpenDB is a
// cross-check, never a source. With -quality it writes docs/data-quality.md
// instead: each field's agreement, and which fields count toward a verdict.
package main

import (
	"fmt"
	"os"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/importer/opendb"
)

func main() {
	args := os.Args[1:]
	if len(args) == 2 && args[0] == "-quality" {
		emb, _ := catalog.Embedded()
		fields, err := opendb.Agreement(args[1], emb)
		if err == nil {
			err = opendb.WriteQuality(os.Stdout, fields)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "crosscheck:", escape.Line(err.Error()))
			os.Exit(2)
		}
		return
	}
	if len(args) != 1 {
		fmt.Fprintln(os.Stderr, "usage: go run ./internal/importer/opendb/crosscheck [-quality] OPENDB-DIR")
		os.Exit(2)
	}
	emb, _ := catalog.Embedded()
	ds, err := opendb.CrossCheck(args[0], emb)
	if err != nil {
		fmt.Fprintln(os.Stderr, "crosscheck:", escape.Line(err.Error()))
		os.Exit(2)
	}
	for _, d := range ds {
		fmt.Println(escape.Line(d.String()))
	}
	fmt.Fprintf(os.Stderr, "%d disagreements\n", len(ds))
}
