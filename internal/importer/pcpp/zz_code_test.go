package pcpp

import (
	"os"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
)

func TestZZCode(t *testing.T) {
	emb, _ := catalog.Embedded()
	files, _, _ := catalog.ReadDir(os.Getenv("RIGCHECK_OPENDB_PARTS"))
	cat, _ := emb.Merge(files)
	ix := match.New(cat.Parts(""))
	r := ix.Resolve(os.Getenv("T"), hw.Kind(os.Getenv("K")))
	t.Logf("title: %v %v %v", r.Status, r.Part, r.Candidates)
	r = ix.ResolveCode(os.Getenv("T"), hw.Kind(os.Getenv("K")), os.Getenv("L"))
	t.Logf("code: %v %v %v %v", r.Status, r.Part, r.Candidates, r.Why)
}
