package hclfile

import (
	"errors"
	"fmt"
	"testing"
)

// ParseAll keeps the order of the names, whatever order the files finish
// in, and reports the first unreadable file in that order.
func TestParseAll(t *testing.T) {
	var names []string
	for i := range 40 {
		names = append(names, fmt.Sprintf("f%02d", i))
	}
	read := func(n string) (string, []byte, error) {
		if n == "f07" || n == "f31" {
			return "", nil, errors.New("cannot read " + n)
		}
		return n + ".hcl", fmt.Appendf(nil, "part \"gpu\" %q {\n  oops = 1\n}\n", n), nil
	}
	if _, _, err := ParseAll(names, read); err == nil || err.Error() != "cannot read f07" {
		t.Fatalf("error %v, want the first unreadable file's", err)
	}
	files, diags, err := ParseAll(names[8:31], read)
	if err != nil || len(files) != 23 {
		t.Fatalf("%d files, %v", len(files), err)
	}
	for i, f := range files {
		if want := names[8+i] + ".hcl"; f.Name != want {
			t.Fatalf("file %d is %s, want %s", i, f.Name, want)
		}
	}
	if len(diags) == 0 || diags[0].Range.Filename != "f08.hcl" || diags[len(diags)-1].Range.Filename != "f30.hcl" {
		t.Errorf("diagnostics not in the order of the names: %v", diags)
	}
}
