// Package tui is `rigcheck catalog browse`: an interactive terminal browser
// of the catalog (bubbletea, bubbles and lipgloss, v1 line), with a tab
// per kind, filtering by name, sorting, a detail pane, and, given a build
// file, the parts that do not fit greyed with the reason and a key that
// writes the chosen part into the build.
package tui

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/rigcheck/rigcheck/catalog"
	"github.com/rigcheck/rigcheck/internal/catalogq"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hclfile"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/input"
	"github.com/rigcheck/rigcheck/internal/partsheet"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/term"
	"github.com/rigcheck/rigcheck/rules"
)

// Options configure the browser.
type Options struct {
	Catalog *catalog.Catalog
	Config  *rules.Config
	// Path and Build name the --fits build file and its build; when Path is
	// empty there is no build and nothing is greyed or written.
	Path  string
	Build string
	Color bool
	// Defaults are the config file's power and usage defaults.
	Defaults *hclfile.Defaults
	// Copy puts text on the terminal's clipboard (Run sends OSC 52); nil
	// copies nothing, and y only records the id.
	Copy func(text string)
}

// Model is the browser's state. It is a bubbletea model; tests drive it
// with key messages.
type Model struct {
	opt    Options
	cat    *catalog.Catalog
	target *catalogq.Target
	// verdicts hold, by part id, why a part does not fit the build.
	verdicts map[string]catalogq.Verdict

	tabs   []hw.Kind
	tab    int
	filter textinput.Model
	typing bool
	sorts  map[hw.Kind]sortState
	rows   []*hw.Part
	cursor int
	offset int

	width, height int
	status        string
	st            styles
	quitting      bool
	// copied are the ids y copied, in order, each once: printed on exit.
	copied []string
}

type sortState struct {
	col  int // index into sortFields(kind)
	desc bool
}

type styles struct {
	tab, activeTab, head, dim, sel, bad, help, title lipgloss.Style
}

func newStyles(color bool) styles {
	r := term.Renderer(os.Stdout, color)
	return styles{
		tab:       r.NewStyle().Padding(0, 1),
		activeTab: r.NewStyle().Padding(0, 1).Bold(true).Reverse(true),
		head:      r.NewStyle().Bold(true),
		dim:       r.NewStyle().Faint(true),
		sel:       r.NewStyle().Reverse(true),
		bad:       r.NewStyle().Foreground(lipgloss.Color("240")),
		help:      r.NewStyle().Faint(true),
		title:     r.NewStyle().Bold(true),
	}
}

// New builds the browser's model. With a build file it resolves the build
// and checks every part against it.
func New(opt Options) (*Model, error) {
	m := &Model{opt: opt, cat: opt.Catalog, sorts: map[hw.Kind]sortState{}, width: 80, height: 24, st: newStyles(opt.Color)}
	for _, k := range hw.Roles {
		if len(opt.Catalog.Parts(k)) > 0 {
			m.tabs = append(m.tabs, k)
		}
	}
	if len(m.tabs) == 0 {
		return nil, fmt.Errorf("the catalog has no parts")
	}
	ti := textinput.New()
	ti.Prompt = "/"
	ti.Placeholder = "filter by name or id"
	ti.CharLimit = 80
	m.filter = ti
	if opt.Path != "" {
		if err := m.loadTarget(); err != nil {
			return nil, err
		}
	}
	m.refresh()
	return m, nil
}

func (m *Model) loadTarget() error {
	src, err := input.ReadFile(m.opt.Path)
	if err != nil {
		return err
	}
	t, err := catalogq.LoadTargetWith(m.opt.Catalog, m.opt.Path, src, m.opt.Build, m.opt.Defaults)
	if err != nil {
		return err
	}
	m.target, m.cat = t, t.Catalog
	m.opt.Build = t.Build.Name
	m.verdicts = map[string]catalogq.Verdict{}
	var parts []*hw.Part
	for _, k := range m.tabs {
		parts = append(parts, m.cat.Parts(k)...)
	}
	for _, v := range catalogq.FitAll(t.Build, parts, m.opt.Config) {
		if !v.Fits {
			m.verdicts[v.Part.ID] = v
		}
	}
	return nil
}

// Kind is the kind of the current tab.
func (m *Model) Kind() hw.Kind { return m.tabs[m.tab] }

// Rows are the parts of the current tab, filtered and sorted as shown.
func (m *Model) Rows() []*hw.Part { return m.rows }

// Selected is the part under the cursor, or nil.
func (m *Model) Selected() *hw.Part {
	if m.cursor < len(m.rows) {
		return m.rows[m.cursor]
	}
	return nil
}

// Status is the message line (what was written, or an error).
func (m *Model) Status() string { return m.status }

// Copied are the ids y copied, in the order first copied.
func (m *Model) Copied() []string { return m.copied }

// copyID puts the selected part's full id on the clipboard (the table cuts
// ids to 30 characters) and keeps it to print on exit, for terminals that
// ignore OSC 52.
func (m *Model) copyID() tea.Cmd {
	p := m.Selected()
	if p == nil {
		m.status = "nothing selected"
		return nil
	}
	if !slices.Contains(m.copied, p.ID) {
		m.copied = append(m.copied, p.ID)
	}
	m.status = fmt.Sprintf("copied %s (printed again when you quit)", p.ID)
	if m.opt.Copy == nil {
		return nil
	}
	id, copyFn := p.ID, m.opt.Copy
	return func() tea.Msg {
		copyFn(id)
		return nil
	}
}

// sortFields are the columns `s` cycles through: id, then the table's.
func sortFields(k hw.Kind) []*catalogq.Field {
	f, _ := catalogq.LookupField(k, "id")
	out := []*catalogq.Field{f}
	for _, c := range catalogq.TableColumns(k) {
		out = append(out, c.Field)
	}
	return out
}

// SortKey is the current tab's sort, as --sort would write it.
func (m *Model) SortKey() string {
	s := m.sorts[m.Kind()]
	k := catalogq.SortKey{Field: sortFields(m.Kind())[s.col], Desc: s.desc}
	return k.String()
}

func (m *Model) refresh() {
	k := m.Kind()
	q := strings.ToLower(strings.TrimSpace(m.filter.Value()))
	m.rows = m.rows[:0]
	for _, p := range m.cat.Parts(k) {
		if q == "" || strings.Contains(strings.ToLower(p.Name()), q) || strings.Contains(p.ID, q) {
			m.rows = append(m.rows, p)
		}
	}
	s := m.sorts[k]
	catalogq.Sort(m.rows, []catalogq.SortKey{{Field: sortFields(k)[s.col], Desc: s.desc}})
	m.cursor = min(m.cursor, max(len(m.rows)-1, 0))
	m.clampOffset()
}

// listHeight is how many rows fit: the screen less tabs, status, header,
// detail pane and help.
func (m *Model) listHeight() int { return max(m.height-4-m.detailHeight(), 1) }

// detailHeight is the detail pane's height: 7 lines, fewer on a small screen.
func (m *Model) detailHeight() int { return min(7, max(m.height-8, 2)) }

func (m *Model) clampOffset() {
	h := m.listHeight()
	if m.cursor < m.offset {
		m.offset = m.cursor
	}
	if m.cursor >= m.offset+h {
		m.offset = m.cursor - h + 1
	}
	m.offset = max(min(m.offset, len(m.rows)-h), 0)
}

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.clampOffset()
		return m, nil
	case tea.KeyMsg:
		if msg.Type == tea.KeyCtrlC {
			m.quitting = true
			return m, tea.Quit
		}
		if m.typing {
			switch msg.Type {
			case tea.KeyEnter:
				m.typing = false
				m.filter.Blur()
				return m, nil
			case tea.KeyEsc:
				m.typing = false
				m.filter.Blur()
				m.filter.SetValue("")
				m.refresh()
				return m, nil
			}
			var cmd tea.Cmd
			m.filter, cmd = m.filter.Update(msg)
			m.cursor = 0
			m.refresh()
			return m, cmd
		}
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 && !msg.Paste {
			// Keys typed faster than they are read arrive as one message;
			// each is a command of its own.
			var cmds []tea.Cmd
			for _, r := range msg.Runes {
				_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
				cmds = append(cmds, cmd)
			}
			return m, tea.Batch(cmds...)
		}
		return m, m.key(msg)
	}
	return m, nil
}

func (m *Model) key(msg tea.KeyMsg) tea.Cmd {
	m.status = ""
	switch msg.String() {
	case "q":
		m.quitting = true
		return tea.Quit
	case "/":
		m.typing = true
		return m.filter.Focus()
	case "esc":
		m.filter.SetValue("")
		m.refresh()
	case "right", "l", "tab":
		m.switchTab(1)
	case "left", "h", "shift+tab":
		m.switchTab(-1)
	case "down", "j":
		m.move(1)
	case "up", "k":
		m.move(-1)
	case "pgdown", "ctrl+f", " ":
		m.move(m.listHeight())
	case "pgup", "ctrl+b":
		m.move(-m.listHeight())
	case "home", "g":
		m.move(-len(m.rows))
	case "end", "G":
		m.move(len(m.rows))
	case "s":
		s := m.sorts[m.Kind()]
		s.col = (s.col + 1) % len(sortFields(m.Kind()))
		m.sorts[m.Kind()] = s
		m.refresh()
	case "S":
		s := m.sorts[m.Kind()]
		s.desc = !s.desc
		m.sorts[m.Kind()] = s
		m.refresh()
	case "w", "enter":
		m.write()
	case "y":
		return m.copyID()
	}
	return nil
}

func (m *Model) switchTab(d int) {
	m.tab = (m.tab + d + len(m.tabs)) % len(m.tabs)
	m.cursor, m.offset = 0, 0
	m.refresh()
}

func (m *Model) move(d int) {
	m.cursor = max(min(m.cursor+d, len(m.rows)-1), 0)
	m.clampOffset()
}

// write puts the selected part into the build file and re-checks every
// part against the changed build.
func (m *Model) write() {
	p := m.Selected()
	switch {
	case p == nil:
		m.status = "nothing selected"
		return
	case m.target == nil:
		m.status = "no build file: start with --fits BUILDFILE to write parts into it"
		return
	}
	if v, bad := m.verdicts[p.ID]; bad {
		m.status = fmt.Sprintf("%s does not fit (%s); not written", p.ID, strings.Join(v.Rules, ", "))
		return
	}
	if err := WriteChoice(m.opt.Path, m.opt.Build, p.Kind, p.ID); err != nil {
		m.status = "not written: " + err.Error()
		return
	}
	if err := m.loadTarget(); err != nil {
		m.status = "written, but the build no longer loads: " + err.Error()
		return
	}
	m.status = fmt.Sprintf("wrote %s %q into build %q of %s", p.Kind, p.ID, m.opt.Build, m.opt.Path)
}

// View implements tea.Model.
func (m *Model) View() string {
	if m.quitting {
		return ""
	}
	var b strings.Builder
	// Tabs.
	var tabs []string
	for i, k := range m.tabs {
		label := string(k)
		if m.width >= 100 {
			label = fmt.Sprintf("%s %d", k, len(m.cat.Parts(k)))
		}
		if i == m.tab {
			tabs = append(tabs, m.st.activeTab.Render(label))
		} else {
			tabs = append(tabs, m.st.tab.Render(label))
		}
	}
	b.WriteString(fit(strings.Join(tabs, ""), m.width))
	b.WriteString("\n")
	// Filter and sort line.
	var line string
	if m.typing || m.filter.Value() != "" {
		line = m.filter.View()
	} else {
		line = m.st.dim.Render("/ to filter")
	}
	line += fmt.Sprintf("   sort %s   %d of %d", m.SortKey(), len(m.rows), len(m.cat.Parts(m.Kind())))
	if m.target != nil {
		line += fmt.Sprintf("   build %q", m.opt.Build)
	}
	b.WriteString(fit(line, m.width))
	b.WriteString("\n")
	// Table.
	k := m.Kind()
	head := partsheet.Headers(k)
	nameW := 24
	if m.width < 100 {
		nameW = 16
	}
	cells := [][]string{head}
	for i := m.offset; i < min(m.offset+m.listHeight(), len(m.rows)); i++ {
		cells = append(cells, partsheet.Row(k, m.rows[i], nameW))
	}
	widths := make([]int, len(head))
	for _, r := range cells {
		for j, c := range r {
			widths[j] = max(widths[j], lipgloss.Width(c))
		}
	}
	widths[0] = min(widths[0], 30)
	render := func(r []string) string {
		var parts []string
		for j, c := range r {
			parts = append(parts, pad(prose.Truncate(c, widths[j]), widths[j]))
		}
		return strings.Join(parts, " ")
	}
	b.WriteString(m.st.head.Render(fit("  "+render(head), m.width)))
	b.WriteString("\n")
	for i, r := range cells[1:] {
		idx := m.offset + i
		p := m.rows[idx]
		mark := "  "
		_, bad := m.verdicts[p.ID]
		if bad {
			mark = "x "
		}
		text := fit(mark+render(r), m.width)
		switch {
		case idx == m.cursor:
			text = m.st.sel.Render(text)
		case bad:
			text = m.st.bad.Render(text)
		}
		b.WriteString(text)
		b.WriteString("\n")
	}
	for i := len(cells) - 1; i < m.listHeight(); i++ {
		b.WriteString("\n")
	}
	// Detail pane.
	b.WriteString(m.detail())
	// Help or status.
	help := "←/→ kind  ↑/↓ move  / filter  s sort  S reverse  y copy id  q quit"
	if m.target != nil {
		help = "←/→ kind  ↑/↓  / filter  s sort  S rev  y copy id  w write  q quit"
	}
	if m.status != "" {
		b.WriteString(fit(m.status, m.width))
	} else {
		b.WriteString(m.st.help.Render(fit(help, m.width)))
	}
	return b.String()
}

func (m *Model) detail() string {
	dh := m.detailHeight()
	lines := make([]string, 0, dh)
	lines = append(lines, m.st.dim.Render(strings.Repeat("─", max(m.width, 1))))
	p := m.Selected()
	if p == nil {
		lines = append(lines, "no parts match the filter")
	} else {
		lines = append(lines, m.st.title.Render(fit(p.Name(), m.width)))
		// The full id, which the table cuts: what a build file needs.
		lines = append(lines, fit("id "+p.ID+"   (y copies it)", m.width))
		var facts []string
		for _, f := range catalogq.Fields(p.Kind) {
			switch f.Name {
			case "id", "kind", "name", "brand", "source", "notes", "price_date", "extends":
				continue
			}
			if v, ok := f.Get(p); ok && (v.Type != hw.TBool || v.Bool) {
				facts = append(facts, f.Name+" "+catalogq.Format(v, ok, ","))
			}
		}
		lines = append(lines, wrapWords(escape.Line(strings.Join(facts, "  ")), m.width, 2)...)
		if v, bad := m.verdicts[p.ID]; bad {
			for i, r := range v.Rules {
				lines = append(lines, fit(fmt.Sprintf("does not fit: %s: %s", r, v.Messages[i]), m.width))
			}
		} else if m.target != nil {
			lines = append(lines, fit(fmt.Sprintf("fits build %q — w writes it in", m.opt.Build), m.width))
		}
		if src := p.Common().Source; src != "" {
			lines = append(lines, m.st.dim.Render(fit(src, m.width)))
		}
	}
	for len(lines) < dh {
		lines = append(lines, "")
	}
	return strings.Join(lines[:dh], "\n") + "\n"
}

// fit cuts s to width display cells. s is user text (names, notes, file
// names): it is escaped first, and cut to a few runes per cell before the
// cell-by-cell trim, so that a 4 MiB name costs no more than a short one.
func fit(s string, width int) string {
	s = escape.Line(s)
	if len(s) <= width || lipgloss.Width(s) <= width {
		return s
	}
	r := []rune(s)
	if len(r) > 4*width+4 {
		r = r[:4*width+4]
	}
	for len(r) > 0 && lipgloss.Width(string(r)) > width {
		r = r[:len(r)-1]
	}
	return string(r)
}

func pad(s string, w int) string {
	if n := lipgloss.Width(s); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}

func wrapWords(s string, width, maxLines int) []string {
	var lines []string
	cur := ""
	for _, w := range strings.Split(s, "  ") {
		if cur != "" && lipgloss.Width(cur)+2+lipgloss.Width(w) > width {
			lines = append(lines, cur)
			cur = ""
			if len(lines) == maxLines {
				return lines
			}
		}
		if cur != "" {
			cur += "  "
		}
		cur += w
	}
	if cur != "" && len(lines) < maxLines {
		lines = append(lines, fit(cur, width))
	}
	return lines
}

// Run starts the browser on a terminal and returns when the user quits,
// with the ids the user copied with y. The copy is an OSC 52 sequence to
// out, written between the renderer's frames (one lock around every write)
// so that it never lands inside one.
func Run(opt Options, in io.Reader, out io.Writer) ([]string, error) {
	sw := &syncWriter{w: out}
	var output io.Writer = sw
	if f, ok := out.(ttyFile); ok {
		// bubbletea sizes the screen and sets raw mode through the file.
		output = &syncFile{syncWriter: sw, f: f}
	}
	if opt.Copy == nil {
		opt.Copy = func(text string) {
			termenv.NewOutput(sw).Copy(text)
		}
	}
	m, err := New(opt)
	if err != nil {
		return nil, err
	}
	opts := []tea.ProgramOption{tea.WithAltScreen(), tea.WithOutput(output)}
	if in != os.Stdin {
		opts = append(opts, tea.WithInput(in))
	}
	p := tea.NewProgram(m, opts...)
	_, err = p.Run()
	return m.Copied(), err
}

// syncWriter serialises writes: the renderer writes each frame in one call,
// and a clipboard sequence goes between two frames.
type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(b)
}

// ttyFile is what bubbletea takes for a terminal (charmbracelet/x/term.File).
type ttyFile interface {
	io.ReadWriteCloser
	Fd() uintptr
}

// syncFile is a syncWriter over a terminal, which stays one for bubbletea.
type syncFile struct {
	*syncWriter
	f ttyFile
}

func (s *syncFile) Read(b []byte) (int, error) { return s.f.Read(b) }
func (s *syncFile) Close() error               { return s.f.Close() }
func (s *syncFile) Fd() uintptr                { return s.f.Fd() }
