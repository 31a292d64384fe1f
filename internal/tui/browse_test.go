package tui

import (
	"bytes"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
)

func keys(m *Model, ks ...string) {
	for _, k := range ks {
		var msg tea.KeyMsg
		switch k {
		case "right":
			msg = tea.KeyMsg{Type: tea.KeyRight}
		case "left":
			msg = tea.KeyMsg{Type: tea.KeyLeft}
		case "down":
			msg = tea.KeyMsg{Type: tea.KeyDown}
		case "enter":
			msg = tea.KeyMsg{Type: tea.KeyEnter}
		case "esc":
			msg = tea.KeyMsg{Type: tea.KeyEsc}
		case "ctrl+c":
			msg = tea.KeyMsg{Type: tea.KeyCtrlC}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		m.Update(msg)
	}
}

func typeText(m *Model, s string) {
	for _, r := range s {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

func newModel(t *testing.T, path string) *Model {
	t.Helper()
	cat, _ := catalog.Embedded()
	m, err := New(Options{Catalog: cat, Path: path})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return m
}

func TestSwitchTabAndSort(t *testing.T) {
	m := newModel(t, "")
	if m.Kind() != hw.KindCPU {
		t.Fatalf("first tab is %s, want cpu", m.Kind())
	}
	keys(m, "right", "right", "right", "right") // cpu → cooler → motherboard → memory → gpu
	if m.Kind() != hw.KindGPU {
		t.Fatalf("tab is %s, want gpu", m.Kind())
	}
	keys(m, "left")
	if m.Kind() != hw.KindMemory {
		t.Fatalf("left: tab is %s, want memory", m.Kind())
	}
	keys(m, "right")
	// Cycle the sort to $/GB VRAM, as `catalog list gpu --sort usd_per_gb_vram`.
	for range 20 {
		if m.SortKey() == "usd_per_gb_vram" {
			break
		}
		keys(m, "s")
	}
	if m.SortKey() != "usd_per_gb_vram" {
		t.Fatalf("sort key %q never reached usd_per_gb_vram", m.SortKey())
	}
	rows := m.Rows()
	last := 0.0
	for _, p := range rows {
		pr, ok1 := p.Num("price_usd")
		v, ok2 := p.Num("vram_gb")
		if !ok1 || !ok2 {
			continue
		}
		if pr/v < last {
			t.Fatalf("%s at $%.2f/GB after $%.2f/GB: not sorted", p.ID, pr/v, last)
		}
		last = pr / v
	}
	keys(m, "S")
	if m.SortKey() != "-usd_per_gb_vram" {
		t.Fatalf("S: sort key %q", m.SortKey())
	}
	first, _ := m.Rows()[0].Num("price_usd")
	if v, _ := m.Rows()[0].Num("vram_gb"); first/v < last {
		t.Fatalf("descending sort starts at $%.2f/GB, below the ascending maximum $%.2f", first/v, last)
	}
	if !strings.Contains(m.View(), "sort -usd_per_gb_vram") {
		t.Fatal("the view does not show the sort key")
	}
}

func TestFilter(t *testing.T) {
	m := newModel(t, "")
	keys(m, "right", "right", "right", "right") // gpu
	all := len(m.Rows())
	keys(m, "/")
	typeText(m, "1080 ti")
	keys(m, "enter")
	if n := len(m.Rows()); n == 0 || n >= all {
		t.Fatalf("filter kept %d of %d", n, all)
	}
	for _, p := range m.Rows() {
		if !strings.Contains(strings.ToLower(p.Name()), "1080 ti") {
			t.Fatalf("%s does not match the filter", p.ID)
		}
	}
	// After enter, keys are commands again: q quits rather than typing.
	view := m.View()
	if !strings.Contains(view, "/1080 ti") {
		t.Fatalf("view does not show the filter:\n%s", view)
	}
	keys(m, "esc")
	if len(m.Rows()) != all {
		t.Fatalf("esc: %d rows, want %d", len(m.Rows()), all)
	}
	// A filter that matches nothing says so.
	keys(m, "/")
	typeText(m, "zzzz-nothing")
	if !strings.Contains(m.View(), "no parts match") {
		t.Fatal("empty result not shown")
	}
}

func TestViewFits80x24(t *testing.T) {
	m := newModel(t, "")
	for _, size := range [][2]int{{80, 24}, {120, 40}, {40, 10}} {
		m.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		view := m.View()
		lines := strings.Split(strings.TrimRight(view, "\n"), "\n")
		if len(lines) > size[1] {
			t.Errorf("%dx%d: %d lines", size[0], size[1], len(lines))
		}
		for _, l := range lines {
			if w := lipgloss.Width(l); w > size[0] {
				t.Errorf("%dx%d: line of %d cells: %q", size[0], size[1], w, l)
			}
		}
	}
}

func TestQuit(t *testing.T) {
	for _, k := range []string{"q", "ctrl+c"} {
		m := newModel(t, "")
		var msg tea.KeyMsg
		if k == "q" {
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")}
		} else {
			msg = tea.KeyMsg{Type: tea.KeyCtrlC}
		}
		_, cmd := m.Update(msg)
		if cmd == nil {
			t.Fatalf("%s: no command", k)
		}
		if _, ok := cmd().(tea.QuitMsg); !ok {
			t.Fatalf("%s does not quit", k)
		}
	}
	// While typing a filter, q is a letter.
	m := newModel(t, "")
	keys(m, "/")
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	if cmd != nil {
		if _, ok := cmd().(tea.QuitMsg); ok {
			t.Fatal("q quit while typing a filter")
		}
	}
}

const buildFile = `# My build: keep this comment.
build "mine" {
  cpu         "amd-ryzen-threadripper-1920x" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}   # quiet
  motherboard "msi-x399-sli-plus" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "nvidia-geforce-gtx-1080-ti-fe" { count = 4 }
  psu         "evga-supernova-850-g2" {}
}
`

func TestSelectAndWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mine.hcl")
	if err := os.WriteFile(path, []byte(buildFile), 0o600); err != nil {
		t.Fatal(err)
	}
	m := newModel(t, path)
	for m.Kind() != hw.KindPSU {
		keys(m, "right")
	}
	// The 850 W PSU cannot feed four cards: greyed, with the reason.
	keys(m, "/")
	typeText(m, "supernova 850 g2")
	keys(m, "enter")
	if sel := m.Selected(); sel == nil || sel.ID != "evga-supernova-850-g2" {
		t.Fatalf("selected %v", sel)
	}
	if !strings.Contains(m.View(), "does not fit: psu-") {
		t.Fatalf("no reason shown:\n%s", m.View())
	}
	keys(m, "w")
	if !strings.Contains(m.Status(), "does not fit") {
		t.Fatalf("a part that does not fit was written: %q", m.Status())
	}
	// A 1600 W one fits and is written in place of the 850 W.
	keys(m, "esc", "/")
	typeText(m, "supernova 1600 p2")
	keys(m, "enter", "w")
	if !strings.HasPrefix(m.Status(), "wrote psu") {
		t.Fatalf("status %q", m.Status())
	}
	got, _ := os.ReadFile(path)
	want := strings.Replace(buildFile, "evga-supernova-850-g2", "evga-supernova-1600-p2", 1)
	if string(got) != want {
		t.Fatalf("file after write:\n%s\nwant:\n%s", got, want)
	}
	// An empty role gets a new block, indented like the others.
	for m.Kind() != hw.KindCase {
		keys(m, "right")
	}
	keys(m, "esc", "/")
	typeText(m, "pc-o11 air")
	keys(m, "enter", "w")
	got, _ = os.ReadFile(path)
	if !strings.Contains(string(got), "  case \"lian-li-pc-o11-air\" {}\n}\n") {
		t.Fatalf("case not added:\n%s\n(status %q)", got, m.Status())
	}
	if !strings.Contains(string(got), "# My build: keep this comment.") || !strings.Contains(string(got), "# quiet") {
		t.Fatal("comments lost")
	}
}

func TestSetPartOneLine(t *testing.T) {
	out, err := hclfile.SetPart([]byte(`build "x" {}`+"\n"), "x.hcl", "x", hw.KindGPU, "g")
	if err != nil {
		t.Fatal(err)
	}
	if want := "build \"x\" {\n  gpu \"g\" {}\n}\n"; string(out) != want {
		t.Fatalf("got %q, want %q", out, want)
	}
	if _, err := hclfile.SetPart([]byte(`build "x" {}`), "x.hcl", "y", hw.KindGPU, "g"); err == nil {
		t.Fatal("no error for a missing build")
	}
}

// Keys typed quickly arrive as one message of several runes.
func TestGroupedKeys(t *testing.T) {
	m := newModel(t, "")
	m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("llll")})
	if m.Kind() != hw.KindGPU {
		t.Fatalf("tab %s after llll, want gpu", m.Kind())
	}
}

// TestFullIDAndCopy: the table cuts ids to 30 characters, so the detail
// pane shows the part's full id, and y copies it (through Options.Copy,
// OSC 52 in Run) and keeps it for printing on exit.
func TestFullIDAndCopy(t *testing.T) {
	cat, _ := catalog.Embedded()
	var clip []string
	m, err := New(Options{Catalog: cat, Copy: func(s string) { clip = append(clip, s) }})
	if err != nil {
		t.Fatal(err)
	}
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	// Find a part whose id the table cuts.
	var long string
	for _, k := range hw.Roles {
		for _, p := range cat.Parts(k) {
			if len(p.ID) > 34 && len(p.ID) < 70 {
				long = p.ID
			}
		}
	}
	if long == "" {
		t.Skip("no id longer than the table's column")
	}
	p := cat.Lookup(long)
	for m.Kind() != p.Kind {
		keys(m, "right")
	}
	keys(m, "/")
	typeText(m, p.ID)
	keys(m, "enter")
	if sel := m.Selected(); sel == nil || sel.ID != long {
		t.Fatalf("selected %v, want %s", sel, long)
	}
	view := m.View()
	if !strings.Contains(view, "id "+long) {
		t.Fatalf("the detail pane does not show the full id %s:\n%s", long, view)
	}
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("y")})
	if cmd == nil {
		t.Fatal("y returned no command to copy with")
	}
	cmd()
	if len(clip) != 1 || clip[0] != long {
		t.Fatalf("copied %v, want [%s]", clip, long)
	}
	if !strings.Contains(m.Status(), "copied "+long) {
		t.Errorf("status %q", m.Status())
	}
	// A second y of the same part is printed once on exit.
	keys(m, "y")
	if got := m.Copied(); len(got) != 1 || got[0] != long {
		t.Errorf("Copied() = %v", got)
	}
}

// TestRunCopiesWithOSC52: the copy Run installs writes the OSC 52 sequence
// with the id in base64 to the output.
func TestRunCopiesWithOSC52(t *testing.T) {
	var out bytes.Buffer
	sw := &syncWriter{w: &out}
	termenv.NewOutput(sw).Copy("amd-ryzen-7-7800x3d")
	want := "\x1b]52;c;" + base64.StdEncoding.EncodeToString([]byte("amd-ryzen-7-7800x3d")) + "\a"
	if !strings.Contains(out.String(), want) {
		t.Fatalf("wrote %q, want %q", out.String(), want)
	}
}
