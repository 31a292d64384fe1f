package opendb

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/catalog"
	checkpkg "github.com/rigcheck/rigcheck/internal/check"
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

// TestQualityDoc: the fields whose community numbers count toward verdicts
// (check.CommunityFields, which docs/data-quality.md lists) are the ones the
// archive measures at 98 % or more ($RIGCHECK_OPENDB_DIR, the unpacked
// archive of ../shared/opendb; CI sets it). The counts themselves move as
// the catalog grows; a field crossing the line fails.
func TestQualityDoc(t *testing.T) {
	dir := os.Getenv("RIGCHECK_OPENDB_DIR")
	if dir == "" {
		t.Skip("RIGCHECK_OPENDB_DIR is not set (the unpacked OpenDB archive)")
	}
	emb, _ := catalog.Embedded()
	fields, err := Agreement(dir, emb)
	if err != nil {
		t.Fatal(err)
	}
	regenerate := "regenerate docs/data-quality.md (go run ./internal/importer/opendb/crosscheck -quality " + dir +
		" > docs/data-quality.md) and set check.CommunityFields to its \"yes\" rows"
	counted := checkpkg.CommunityFields["opendb"]
	for _, f := range fields {
		if key := string(f.Kind) + "." + f.Attr; f.Counts() != counted[key] {
			t.Errorf("%s agrees on %d of %d products (counts: %t), but check.CommunityFields says %t: %s", key, f.Agree, f.Compared, f.Counts(), counted[key], regenerate)
		}
	}
	var b bytes.Buffer
	if err := WriteQuality(&b, fields); err != nil {
		t.Fatal(err)
	}
	if doc, _ := os.ReadFile("../../../docs/data-quality.md"); !bytes.Equal(b.Bytes(), doc) {
		t.Logf("the counts in docs/data-quality.md have moved (the verdicts have not): %s", regenerate)
	}
}
