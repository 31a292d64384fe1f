package hclfile

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func formatCorpus(t testing.TB) map[string][]byte {
	files := map[string][]byte{
		"messy.hcl": []byte("# top\nbuild \"x\" {\ncpu \"a\" {}\n  # inside\nmotherboard \"bb\" {}   # trailing\ngpu \"c\" { count=2 }\n\n  memory \"d\" {\n  count=1\n  }\nstorage \"e\" {}\n  power { circuit_volts=240 }\n}\n\n\n"),
		"crlf.hcl":  []byte("build \"x\" {\r\n  cpu \"a\" {}\r\n  psu \"long-id\" {}\r\n}\r\n"),
		"empty.hcl": nil,
		"part.hcl":  []byte("part \"gpu\" \"g\" {\nname=\"G\"\npcie_slot { position = 1 }\n}\n"),
	}
	for _, pat := range []string{"../../builds/*.hcl", "../../catalog/*.hcl"} {
		names, _ := filepath.Glob(pat)
		for _, n := range names {
			src, err := os.ReadFile(n)
			if err != nil {
				t.Fatal(err)
			}
			files[n] = src
		}
	}
	return files
}

// TestFormatIdempotent: formatting formatted output changes nothing, and
// every comment survives.
func TestFormatIdempotent(t *testing.T) {
	for name, src := range formatCorpus(t) {
		once, diags := Format(name, src)
		if diags.HasErrors() {
			t.Fatalf("%s: %v", name, diags)
		}
		twice, _ := Format(name, once)
		if !bytes.Equal(once, twice) {
			t.Errorf("%s: formatting is not idempotent:\nonce:\n%s\ntwice:\n%s", name, once, twice)
		}
		if a, b := strings.Count(string(src), "#"), strings.Count(string(once), "#"); a != b {
			t.Errorf("%s: %d '#' before formatting, %d after", name, a, b)
		}
	}
}

func TestFormatAlignsLabels(t *testing.T) {
	src := "build \"x\" {\ncpu \"a\" {}\nmotherboard \"b\" {}\ngpu \"c\" {\ncount = 2\n}\nstorage \"d\" {}\n\npsu \"e\" {}\ncase \"f\" {}\n}\n"
	want := "build \"x\" {\n  cpu         \"a\" {}\n  motherboard \"b\" {}\n  gpu         \"c\" {\n    count = 2\n  }\n  storage     \"d\" {}\n\n  psu  \"e\" {}\n  case \"f\" {}\n}\n"
	got, diags := Format("x.hcl", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestFormatRefusesSyntaxErrors(t *testing.T) {
	out, diags := Format("bad.hcl", []byte("build \"x\" {\n  cpu = \n"))
	if !diags.HasErrors() || out != nil {
		t.Fatalf("a file with a syntax error was formatted: %q %v", out, diags)
	}
	if diags[0].Subject == nil || diags[0].Subject.Filename != "bad.hcl" {
		t.Errorf("the diagnostic names no position in bad.hcl: %+v", diags[0])
	}
}

// FuzzFormatHCL: no input panics, and whatever formats is a fixed point.
func FuzzFormatHCL(f *testing.F) {
	for _, src := range formatCorpus(f) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		once, diags := Format("f.hcl", src)
		if diags.HasErrors() {
			return
		}
		twice, diags := Format("f.hcl", once)
		if diags.HasErrors() {
			t.Fatalf("formatted output does not parse: %v\n%s", diags, once)
		}
		if !bytes.Equal(once, twice) {
			t.Fatalf("not idempotent:\n%q\n%q", once, twice)
		}
	})
}
