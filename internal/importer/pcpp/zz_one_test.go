package pcpp

import (
	"os"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/match"
)

func TestZZOne(t *testing.T) {
	emb, _ := catalog.Embedded()
	ix := match.New(append(emb.Parts(""), &hw.Part{Kind: hw.KindStorage, ID: "crucial-mx300-1-05-tb", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: os.Getenv("N")}, "brand": {Type: hw.TString, Str: "Crucial"}, "capacity_gb": {Type: hw.TNumber, Num: 1050}, "type": {Type: hw.TString, Str: "ssd"}, "form_factor": {Type: hw.TString, Str: "2.5"}, "interface": {Type: hw.TString, Str: "sata"}}}))
	res := ix.Resolve(os.Getenv("T"), hw.Kind(os.Getenv("K")))
	t.Logf("%v %v %v", res.Status, res.Part, res.Why)
}
