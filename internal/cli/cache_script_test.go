package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

func init() {
	// sleep DURATION: wait, as for a catalog folder's files to be older
	// than the cache's racy window.
	scriptCmds["sleep"] = func(ts *testscript.TestScript, neg bool, args []string) {
		d, err := time.ParseDuration(strings.Join(args, ""))
		if err != nil || neg || len(args) != 1 {
			ts.Fatalf("usage: sleep DURATION")
		}
		time.Sleep(d)
	}
	// cachefiles DIR N: the cache folder DIR holds N compiled catalogs.
	scriptCmds["cachefiles"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 2 {
			ts.Fatalf("usage: cachefiles DIR N")
		}
		want, err := strconv.Atoi(args[1])
		if err != nil {
			ts.Fatalf("cachefiles: %v", err)
		}
		m, _ := filepath.Glob(filepath.Join(ts.MkAbs(args[0]), "catalog-*.bin"))
		if (len(m) == want) == neg {
			ts.Fatalf("cachefiles: %d compiled catalogs in %s, want %d", len(m), args[0], want)
		}
	}
	// spoilcache DIR: overwrite every compiled catalog in DIR with bytes
	// that are not one.
	scriptCmds["spoilcache"] = func(ts *testscript.TestScript, neg bool, args []string) {
		if len(args) != 1 {
			ts.Fatalf("usage: spoilcache DIR")
		}
		m, _ := filepath.Glob(filepath.Join(ts.MkAbs(args[0]), "catalog-*.bin"))
		if len(m) == 0 {
			ts.Fatalf("spoilcache: no compiled catalog in %s", args[0])
		}
		for _, p := range m {
			data, err := os.ReadFile(p)
			ts.Check(err)
			ts.Check(os.WriteFile(p, data[:len(data)/2], 0o600))
		}
	}
}
