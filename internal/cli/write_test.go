package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const unformatted = "build \"x\" {\ncpu \"intel-core-i9-14900k\" {}\n}\n"

// devFull is /dev/full, where every write fails with ENOSPC.
func devFull(t *testing.T) *os.File {
	t.Helper()
	f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full:", err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

// TestStdoutFull: fmt and pick exit 2 with a message when standard output
// cannot be written (`> /dev/full`), instead of 0.
func TestStdoutFull(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "b.hcl")
	for _, args := range [][]string{
		{"fmt", p},
		{"fmt", "-"},
		{"fmt", "--check", p},
		{"pick", "-w", p},
		{"pick", p},
	} {
		if err := os.WriteFile(p, []byte(unformatted), 0o644); err != nil {
			t.Fatal(err)
		}
		var stderr bytes.Buffer
		code := Run(args, strings.NewReader(unformatted), devFull(t), &stderr)
		if code != ExitUsage || !strings.Contains(stderr.String(), "writing to standard output") {
			t.Errorf("%v > /dev/full: exit %d, stderr %q; want 2 and a message", args, code, stderr.String())
		}
	}
}

// TestFmtRefusesReadOnly: fmt does not overwrite a read-only file.
func TestFmtRefusesReadOnly(t *testing.T) {
	p := filepath.Join(t.TempDir(), "b.hcl")
	if err := os.WriteFile(p, []byte(unformatted), 0o444); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := Run([]string{"fmt", p}, nil, &stdout, &stderr)
	got, _ := os.ReadFile(p)
	if code != ExitUsage || string(got) != unformatted || !strings.Contains(stderr.String(), "read-only") {
		t.Errorf("exit %d, stderr %q, file %q", code, stderr.String(), got)
	}
}
