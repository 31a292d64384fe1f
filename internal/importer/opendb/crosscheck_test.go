package opendb

import (
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
)

// The cross-check finds the committed sample's disagreements with the
// embedded catalog (each a lead for the maintainers), and only on facts:
// never on names, prices or sources.
func TestCrossCheckSample(t *testing.T) {
	emb, _ := catalog.Embedded()
	ds, err := CrossCheck("testdata/opendb", emb)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) == 0 {
		t.Fatal("no disagreements found in the sample; the matcher or the comparison is broken")
	}
	found := false
	for _, d := range ds {
		if skipCompare[d.Attr] {
			t.Errorf("compared a field that is not a fact: %v", d)
		}
		if d.ID == "noctua-nh-d15" && d.Attr == "sockets" {
			found = true
		}
		if !strings.HasPrefix(d.OpenDBPage, "https://github.com/buildcores/") {
			t.Errorf("no OpenDB page for %v", d)
		}
	}
	if !found {
		t.Errorf("the NH-D15's socket lists differ in the sample; not reported: %v", ds)
	}
}
