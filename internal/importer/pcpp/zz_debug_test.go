package pcpp

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
)

// DEBUG ONLY, never committed.
func TestZZDebug(t *testing.T) {
	dir := os.Getenv("RIGCHECK_OPENDB_PARTS")
	in := os.Getenv("DBG")
	if dir == "" || in == "" {
		t.Skip()
	}
	emb, _ := catalog.Embedded()
	files, _, _ := catalog.ReadDir(dir)
	cat, _ := emb.Merge(files)
	ix := match.New(cat.Parts(""))
	f, _ := os.Open(in)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, text, _ := strings.Cut(sc.Text(), "|")
		res := ix.Resolve(text, hw.Kind(k))
		t.Logf("%s %q: %s note=%q", k, text, res.Status, res.Note)
		if res.Part != nil {
			t.Logf("   -> %s %q", res.Part.ID, res.Part.Name())
		}
		for _, c := range res.Candidates {
			t.Logf("   cand %s %q", c.ID, c.Name())
		}
		for id, w := range res.Why {
			if f := os.Getenv("DBGWHY"); f != "" && (f == "all" || strings.Contains(id, f) || strings.Contains(text, "") && anyIn(id, strings.Split(f, ","))) {
				t.Logf("   why %s: %s", id, w)
			}
		}
	}
}

func anyIn(id string, fs []string) bool {
	for _, f := range fs {
		if f != "" && strings.Contains(id, f) {
			return true
		}
	}
	return false
}
