package config

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDistrust: SPEC section 4 uses a found config only when the user owns
// it and others cannot write it (issue 29: a .rigcheck.hcl in any parent
// folder was used with no owner check, so another user could switch rules
// off for everyone below it).
func TestDistrust(t *testing.T) {
	me := owner{uid: 1000, gid: 1000}
	for _, tc := range []struct {
		name string
		o    owner
		want string
	}{
		{"mine", owner{1000, 1000, 0o644}, ""},
		{"mine, my group may write", owner{1000, 1000, 0o664}, ""},
		{"root's", owner{0, 0, 0o644}, ""},
		{"another user's", owner{1001, 1000, 0o644}, "owned by user 1001, not by you (user 1000)"},
		{"another user's, read-only", owner{1001, 1001, 0o400}, "owned by user 1001"},
		{"mine, every user may write", owner{1000, 1000, 0o666}, "can be written by every user"},
		{"root's, every user may write", owner{0, 0, 0o646}, "can be written by every user"},
		{"mine, another group may write", owner{1000, 50, 0o664}, "can be written by group 50"},
		{"my folder", owner{1000, 1000, fs.ModeDir | 0o755}, ""},
		{"a folder every user may write", owner{1000, 1000, fs.ModeDir | 0o777}, "can be written by every user"},
		{"a sticky folder (/tmp)", owner{0, 0, fs.ModeDir | fs.ModeSticky | 0o777}, ""},
		{"another user's sticky folder", owner{1001, 1001, fs.ModeDir | fs.ModeSticky | 0o777}, "owned by user 1001"},
	} {
		got := distrust("it", tc.o, me)
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestLoadRefusesUntrusted: a found config that others can write, or that
// another user owns, stops the run with a message that says why and what
// to do; the same file given with --config is the user's choice.
func TestLoadRefusesUntrusted(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	if err := os.WriteFile(path, []byte("rule \"m2-ssd\" {\n  enabled = false\n}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := Load(path, false); err != nil {
		t.Fatalf("own config: %v", err)
	}
	if err := os.Chmod(path, 0o666); err != nil {
		t.Fatal(err)
	}
	_, _, err := Load(path, false)
	if err == nil || !strings.Contains(err.Error(), "can be written by every user") || !strings.Contains(err.Error(), "--no-config") ||
		!strings.Contains(err.Error(), "--config "+path) {
		t.Fatalf("world-writable config: got %v", err)
	}
	if _, _, err := Load(path, true); err != nil {
		t.Errorf("the same file with --config: %v", err)
	}
	if os.Geteuid() != 0 {
		t.Skip("giving a file to another user needs root")
	}
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(path, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	_, _, err = Load(path, false)
	if err == nil || !strings.Contains(err.Error(), "is owned by user 65534, not by you") {
		t.Fatalf("another user's config: got %v", err)
	}
	if err := os.Chown(path, 0, 0); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(dir, 65534, 65534); err != nil {
		t.Fatal(err)
	}
	_, _, err = Load(path, false)
	if err == nil || !strings.Contains(err.Error(), "its folder is owned by user 65534") {
		t.Fatalf("a config in another user's folder: got %v", err)
	}
}

// TestSummary: what a report says the config changed, and only that.
func TestSummary(t *testing.T) {
	if (&Config{}).Summary() != nil {
		t.Error("no config file: want a nil summary (JSON null)")
	}
	c, diags := Parse("lab/.rigcheck.hcl", []byte(`rule "cpu-cores" {
  enabled = false
}
rule "psu-headroom" {
  severity = "error"
  factor   = 1.25
}
rule "m2-ssd" {
  severity = "error"
}
rule "cpu-chipset" {
  severity = "error"
  enabled  = true
}
policy "lab-memory" {
  severity  = "error"
  condition = build.memory_gb >= 2 * build.vram_gb
  message   = "twice the VRAM"
}
defaults {
  power { circuit_volts = 230 }
}
`))
	if len(diags) != 0 {
		t.Fatal(diags)
	}
	s := c.Summary()
	var got []string
	for _, ch := range s.Rules {
		got = append(got, ch.String())
	}
	want := "cpu-cores off; lab-memory: a policy (error); m2-ssd error (default warning); psu-headroom factor 1.25 (default 1.1)"
	if strings.Join(got, "; ") != want {
		t.Errorf("changes:\n got %s\nwant %s", strings.Join(got, "; "), want)
	}
	if s.Path != "lab/.rigcheck.hcl" || strings.Join(s.Defaults, ",") != "power.circuit_volts = 230" {
		t.Errorf("summary %+v", s)
	}
	if got := s.Line(); got != "config lab/.rigcheck.hcl: "+want+"; defaults power.circuit_volts = 230" {
		t.Errorf("Line() = %q", got)
	}
	empty, _ := Parse(".rigcheck.hcl", []byte(`rule "m2-ssd" {
  severity = "warning"
}
`))
	if got := empty.Summary().Line(); got != "config .rigcheck.hcl: changes no rule" {
		t.Errorf("a config that changes nothing: %q", got)
	}
}
