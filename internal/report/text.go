package report

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
	"github.com/hashicorp/hcl/v2"
	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/term"
)

type styles struct {
	err, warn, info, dim, bold, accent, ok *style
}

func newStyles(w io.Writer, color bool) styles {
	r := term.Renderer(w, color)
	newStyle := func(s lipgloss.Style) *style { return &style{s: s, plain: !color, memo: map[string]string{}} }
	return styles{
		err:    newStyle(r.NewStyle().Foreground(lipgloss.Color("9")).Bold(true)),
		warn:   newStyle(r.NewStyle().Foreground(lipgloss.Color("11")).Bold(true)),
		info:   newStyle(r.NewStyle().Foreground(lipgloss.Color("12")).Bold(true)),
		dim:    newStyle(r.NewStyle().Faint(true)),
		bold:   newStyle(r.NewStyle().Bold(true)),
		accent: newStyle(r.NewStyle().Foreground(lipgloss.Color("14"))),
		ok:     newStyle(r.NewStyle().Foreground(lipgloss.Color("10")).Bold(true)),
	}
}

// style is a lipgloss style that remembers what it rendered: Render is a
// pure function of the style and the text, and half the text report's time
// went to rendering the same labels ("-->", "|", "error[…]", line numbers)
// again for every diagnostic. What it keeps is bounded (short texts, a
// few thousand of them), so a run of many files stays flat in memory.
//
// Without colour (CI logs, pipes, NO_COLOR) these styles render a line as
// itself (TestPlainRender), so plain skips lipgloss for any text without
// tabs or line breaks, which lipgloss would expand or pad.
type style struct {
	s     lipgloss.Style
	plain bool
	memo  map[string]string
}

const (
	memoText    = 128
	memoEntries = 4096
)

// Render is lipgloss.Style.Render.
func (st *style) Render(s string) string {
	if st.plain && !strings.ContainsAny(s, "\t\n\r") {
		return s
	}
	if r, ok := st.memo[s]; ok {
		return r
	}
	r := st.s.Render(s)
	if len(s) <= memoText && len(st.memo) < memoEntries {
		st.memo[s] = r
	}
	return r
}

func (s styles) sev(d hw.Diagnostic) *style {
	if d.Waived {
		return s.dim
	}
	switch d.Severity {
	case hw.Error:
		return s.err
	case hw.Warning:
		return s.warn
	}
	return s.info
}

// textWriter is the human report, file by file (check.Result.Groups):
// the file's own problems, then per build its findings with their source,
// followed by its parts, facts and slot layout; then the totals. A group
// is written once it and every group before it are known. Only whether
// the report has more than one group (each then starts with a rule line)
// waits: the first group is held until a second one comes or the run
// ends.
type textWriter struct {
	w       io.Writer
	st      styles
	opt     Options
	strict  bool
	b       bytes.Buffer
	sources map[string][]byte
	extra   *extraFiles
	groups  int
	held    *check.FileGroup
	heldSrc *sourceIndex
}

func newText(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &textWriter{w: w, st: newStyles(w, opt.Color), opt: opt, strict: run.Strict,
		sources: run.Sources, extra: newExtraFiles(run.Extra, run.Strict)}
}

// putExtra writes the groups of one of the Extra files.
func (t *textWriter) putExtra(r *check.Result) error {
	for _, g := range r.Groups() {
		if err := t.put(g, newSourceIndex(nil, t.sources)); err != nil {
			return err
		}
	}
	return nil
}

func (t *textWriter) File(name string, r *check.Result) error {
	if err := t.extra.before(name, t.putExtra); err != nil {
		return err
	}
	t.extra.into(name, r)
	srcs := newSourceIndex(r.Sources, t.sources)
	for _, g := range r.Groups() {
		if err := t.put(g, srcs); err != nil {
			return err
		}
	}
	return nil
}

func (t *textWriter) put(g check.FileGroup, srcs *sourceIndex) error {
	t.groups++
	switch t.groups {
	case 1:
		t.held, t.heldSrc = &g, srcs
		return nil
	case 2:
		t.group(*t.held, true, t.heldSrc)
		t.held, t.heldSrc = nil, nil
	}
	t.group(g, true, srcs)
	return t.flush()
}

func (t *textWriter) End(sum *check.Summary) error {
	if err := t.extra.before("", t.putExtra); err != nil {
		return err
	}
	if t.held != nil {
		t.group(*t.held, false, t.heldSrc)
	}
	t.summary(sum)
	return t.flush()
}

func (t *textWriter) diags(ds hw.Diagnostics, srcs *sourceIndex) {
	compact := false
	for _, d := range ds {
		if t.opt.Quiet && !check.Fails(d, t.strict) {
			continue // --quiet keeps what fails the run, warnings too under --strict
		}
		isCompact := d.Severity == hw.Info && !d.Waived
		if compact && !isCompact {
			t.b.WriteString("\n")
		}
		compact = isCompact
		writeDiag(&t.b, t.st, d, srcs.get(d.Range.Filename))
	}
	if compact {
		t.b.WriteString("\n")
	}
}

// shows reports whether a group prints anything.
func (t *textWriter) shows(g check.FileGroup) bool {
	if !t.opt.Quiet && len(g.Builds) > 0 {
		return true
	}
	for _, d := range g.Diags {
		if !t.opt.Quiet || check.Fails(d, t.strict) {
			return true
		}
	}
	for _, br := range g.Builds {
		if check.AnyFails(br.Findings, t.strict) {
			return true
		}
	}
	return false
}

// group renders one file's group; ruled (the report has more than one
// group) starts it with a rule line that names the file.
func (t *textWriter) group(g check.FileGroup, ruled bool, srcs *sourceIndex) {
	if ruled && t.shows(g) {
		// A rule line marks where each file's findings start.
		name := escape.Line(g.File)
		t.b.WriteString(t.st.dim.Render("── "+name+" "+strings.Repeat("─", max(3, 96-utf8.RuneCountInString(name)))) + "\n")
	}
	t.diags(g.Diags, srcs)
	for _, br := range g.Builds {
		t.diags(br.Findings, srcs)
		if !t.opt.Quiet {
			writeBuild(&t.b, t.st, br.BuildResult, t.opt)
		}
	}
}

// summary renders the totals line.
func (t *textWriter) summary(s *check.Summary) {
	st, b := t.st, &t.b
	verdict := st.ok.Render("ok")
	if !s.OK() {
		verdict = st.err.Render("FAIL")
	}
	fmt.Fprintf(b, "%s %s, %s: %s, %s, %s", verdict, prose.Count(s.Files, "file"), prose.Count(s.Builds, "build"),
		prose.Count(s.Errors, "error"), prose.Count(s.Warnings, "warning"), prose.Count(s.Infos, "info"))
	if s.Waived > 0 {
		fmt.Fprintf(b, " (%d waived)", s.Waived)
	}
	if n := s.Unverified; n > 0 {
		fmt.Fprintf(b, "; %s unverified", prose.Count(n, "build"))
		if s.Strict {
			b.WriteString(" (--strict asks for proof)")
		}
	}
	b.WriteString("\n")
	if c := t.opt.Config; c != nil {
		b.WriteString(st.dim.Render(escape.Line(c.Line())) + "\n")
	}
	if !t.opt.Quiet && s.Builds > 0 {
		b.WriteString(st.dim.Render(DoesNotCheck) + "\n")
	}
}

// flush writes what was rendered. Pieces end at a line's end, so that
// escape.NoCommands, which works line by line, sees each line whole.
func (t *textWriter) flush() error {
	_, err := t.w.Write(escape.NoCommands(t.b.Bytes()))
	t.b.Reset()
	return err
}

func writeDiag(b *bytes.Buffer, st styles, d hw.Diagnostic, src *source) {
	if d.Severity == hw.Info && !d.Waived {
		// Infos are context, not findings: one line each, so that the
		// errors and warnings stand out.
		loc := fmt.Sprintf("%s:%d:%d", escape.Line(d.Range.Filename), d.Range.Start.Line, d.Range.Start.Column)
		fmt.Fprintf(b, "%s %s %s\n", st.info.Render("info["+escape.Line(d.Rule)+"]"), escape.Line(d.Message), st.dim.Render("("+loc+")"))
		return
	}
	// Every string of a diagnostic may come from a file: a policy's id and
	// message, a part's name, a file name. Escape them all (package escape).
	label := d.Severity.String()
	if d.Waived {
		label = "waived " + label
	}
	fmt.Fprintf(b, "%s %s\n", st.sev(d).Render(label+"["+escape.Line(d.Rule)+"]"), escape.Line(d.Message))
	loc := fmt.Sprintf("%s:%d:%d", escape.Line(d.Range.Filename), d.Range.Start.Line, d.Range.Start.Column)
	if d.Build != "" {
		loc += fmt.Sprintf(" (build %q)", d.Build)
	}
	fmt.Fprintf(b, "  %s %s\n", st.dim.Render("-->"), loc)
	writeSnippet(b, st, d, src)
	if d.Detail != "" {
		// No rule writes a line break into a detail; one there came from a
		// user string and is escaped like any other control character.
		for i, line := range prose.Wrap(escape.Line(d.Detail), 96) {
			prefix := "   "
			if i == 0 {
				prefix = " = "
			}
			fmt.Fprintf(b, "  %s%s\n", st.dim.Render(prefix), line)
		}
	}
	if d.Waived {
		fmt.Fprintf(b, "  %s waived: %s\n", st.dim.Render(" ="), st.dim.Render(escape.Line(d.WaiverReason)))
	}
	b.WriteString("\n")
}

// writeSnippet prints the lines of the range with the range underlined.
// Lines are escaped (a source line is user text like any other) and the
// underline follows the escaped text.
func writeSnippet(b *bytes.Buffer, st styles, d hw.Diagnostic, src *source) {
	rng := d.Range
	if src.lines() == 0 || rng.Start.Line < 1 {
		return
	}
	first, last := rng.Start.Line, max(rng.End.Line, rng.Start.Line)
	if last-first > 3 {
		last = first + 3
	}
	width := len(fmt.Sprint(last))
	for n := first; n <= last && n <= src.lines(); n++ {
		runes := []rune(src.line(n))
		cut := ""
		if len(runes) > 200 {
			runes, cut = runes[:200], "…"
		}
		fmt.Fprintf(b, "  %s %s %s%s\n", st.dim.Render(fmt.Sprintf("%*d", width, n)), st.dim.Render("|"), escape.Line(string(runes)), cut)
		from, to := 1, len(runes)+1
		if n == rng.Start.Line {
			from = rng.Start.Column
		}
		if n == rng.End.Line {
			to = rng.End.Column
		}
		if to <= from {
			to = from + 1
		}
		if from > 200 {
			continue
		}
		to = min(to, 202)
		// Columns count characters of the raw line; pad and underline by
		// the width of the same characters once escaped.
		pad := escapedWidth(runes, 0, from-1)
		under := max(escapedWidth(runes, from-1, to-1), 1)
		fmt.Fprintf(b, "  %s %s %s%s\n", strings.Repeat(" ", width), st.dim.Render("|"), strings.Repeat(" ", pad), st.sev(d).Render(strings.Repeat("^", under)))
	}
}

// escapedWidth is the rune count of runes[from:to] once escaped, counting
// positions past the end as one each (an underline may reach past the
// line's end).
func escapedWidth(runes []rune, from, to int) int {
	extra := 0
	if to > len(runes) {
		extra = to - max(from, len(runes))
		to = len(runes)
	}
	if from >= to {
		return extra
	}
	return utf8.RuneCountInString(escape.Line(string(runes[from:to]))) + extra
}

func writeBuild(b *bytes.Buffer, st styles, br check.BuildResult, opt Options) {
	verdict := st.ok.Render("passes")
	if l := check.RestsOnLine(br.RestsOn); l != "" {
		verdict = st.ok.Render("passes — rests on " + l)
	}
	switch {
	case !br.Valid || br.Verdict == check.FailsVerdict:
		verdict = st.err.Render("fails")
	case br.Verdict == check.Unverified:
		verdict = st.warn.Render("is unverified")
	}
	fmt.Fprintf(b, "%s %s %s %s\n", st.bold.Render("build"), st.accent.Render(fmt.Sprintf("%q", br.Build.Name)), st.dim.Render("("+escape.Line(br.File)+")"), verdict)
	if br.Build.Description != "" {
		fmt.Fprintf(b, "  %s\n", st.dim.Render(escape.Line(br.Build.Description)))
	}
	if br.Verdict == check.Unverified {
		for _, l := range prose.Wrap("not proven: "+escape.Line(br.UncheckedLine()), 98) {
			fmt.Fprintf(b, "  %s\n", st.warn.Render(l))
		}
	}
	if l := RestsOnDetail(br.RestsOn); l != "" {
		for _, l := range prose.Wrap("rests on: "+escape.Line(l), 98) {
			fmt.Fprintf(b, "  %s\n", st.dim.Render(l))
		}
	}
	// Parts table.
	rows := check.Parts(br.Build)
	for i := range rows {
		rows[i].Role, rows[i].Name = escape.Line(rows[i].Role), escape.Line(rows[i].Name)
	}
	if len(rows) > 0 {
		wRole, wName := 4, 4
		for _, p := range rows {
			wRole = max(wRole, len(p.Role))
			wName = max(wName, len([]rune(p.Name)))
		}
		wName = min(wName, 56)
		units := make([]string, len(rows))
		wUnit := 9
		for i, p := range rows {
			units[i] = "?"
			if p.UnitPriceUSD != nil {
				units[i] = PriceWithAge(*p.UnitPriceUSD, p.PriceDate, opt.Now)
			}
			wUnit = max(wUnit, len(units[i]))
		}
		fmt.Fprintf(b, "  %s\n", st.dim.Render(fmt.Sprintf("%-*s  %-*s  %5s  %*s  %9s", wRole, "role", wName, "part", "count", wUnit, "unit", "total")))
		for i, p := range rows {
			name := p.Name
			name = prose.Truncate(name, wName)
			total := "?"
			if p.PriceUSD != nil {
				total = prose.Dollars(*p.PriceUSD)
			}
			fmt.Fprintf(b, "  %-*s  %-*s  %5d  %*s  %9s\n", wRole, p.Role, wName, name, p.Count, wUnit, units[i], total)
			if l := DeclaredLine(p); l != "" {
				fmt.Fprintf(b, "  %-*s    %s\n", wRole, "", st.warn.Render(escape.Line(l)))
			}
			for _, c := range p.Changes {
				fmt.Fprintf(b, "  %-*s    %s\n", wRole, "", st.warn.Render(escape.Line(ChangeLine(c))))
			}
		}
	}
	f := br.Facts
	price := "?"
	if f.PriceKnown {
		price = prose.Dollars(f.PriceUSD)
	}
	wall := "?"
	if f.WallW != nil {
		wall = fmt.Sprintf("%.0f W", *f.WallW)
	}
	lanes := fmt.Sprintf("%d needed / ? available", f.LanesNeeded)
	if f.LanesAvailable != nil {
		lanes = fmt.Sprintf("%d needed / %d available", f.LanesNeeded, *f.LanesAvailable)
	}
	fmt.Fprintf(b, "  %s %s   %s %.0f W   %s %s (circuit %.0f W, %.0f W continuous)\n",
		st.dim.Render("price"), price, st.dim.Render("load"), f.LoadW, st.dim.Render("wall"), wall, f.CircuitW, f.ContinuousW)
	fmt.Fprintf(b, "  %s %s   %s %d   %s %g GB   %s %g GB   %s %d cores / %d threads   %s %g GB (%d NVMe)\n",
		st.dim.Render("lanes"), lanes, st.dim.Render("GPUs"), f.GPUCount, st.dim.Render("VRAM"), f.VRAMGB,
		st.dim.Render("memory"), f.MemoryGB, st.dim.Render("CPU"), f.Cores, f.Threads, st.dim.Render("storage"), f.StorageGB, f.NVMeCount)
	if layout := SlotLayout(br.Build, f); layout != "" {
		fmt.Fprintf(b, "  %s\n%s", st.dim.Render("slots"), indent(layout, "    "))
	}
	writeWorkloads(b, st, br)
	for _, l := range []string{CommunityLine(br.Build), br.Cost} {
		if l != "" {
			fmt.Fprintf(b, "  %s\n", escape.Line(l))
		}
	}
	b.WriteString("\n")
}

func indent(s, pre string) string {
	var out strings.Builder
	for _, l := range strings.Split(strings.TrimRight(s, "\n"), "\n") {
		out.WriteString(pre + l + "\n")
	}
	return out.String()
}

// SlotLayout draws the board's expansion positions, top to bottom, with
// the card that covers each: which slot each card sits in and which
// positions it takes.
func SlotLayout(b *hw.Build, f *hw.Facts) string {
	mb := b.One(hw.KindMotherboard)
	if mb == nil || len(mb.Part.Slots) == 0 || f.GPUCount == 0 {
		return ""
	}
	if !mb.Part.SlotPositions() {
		return slotList(b, mb, f)
	}
	slotAt := map[int]hw.PCIeSlot{}
	last := 0
	for _, s := range mb.Part.Slots {
		slotAt[s.Position] = s
		last = max(last, s.Position)
	}
	caseSlots := 0
	if c := b.One(hw.KindCase); c != nil {
		caseSlots = c.Part.Case().ExpansionSlots
	}
	cover := map[int]hw.Placed{}
	for _, p := range f.Placement {
		for q := p.Position; q <= p.Last; q++ {
			cover[q] = p
		}
		last = max(last, p.Last)
	}
	last = max(last, caseSlots)
	var out strings.Builder
	out.WriteString("pos slot      card   (slot = connector size @ electrical lanes with every x16 slot filled)\n")
	board := max(maxPos(mb.Part.Slots), 7)
	prev := 0
	for _, pos := range drawnPositions(last, slotAt, cover) {
		if pos > prev+1 {
			out.WriteString("  ⋮\n")
		}
		prev = pos
		slot := "   —     "
		if s, ok := slotAt[pos]; ok {
			slot = fmt.Sprintf("x%-2d @x%-2d", s.Size, s.Lanes)
		} else if pos > board {
			slot = "off-board"
		}
		card := ""
		if p, ok := cover[pos]; ok {
			it := b.Items[p.Item]
			if p.Position == pos {
				card = fmt.Sprintf("██ %s #%d (%s, %g-slot)", escape.Line(it.Part.ShortName()), p.Card+1, escape.Line(it.Part.GPU().Cooler), it.Part.GPU().Width())
			} else {
				card = "██ ┘"
			}
		}
		fmt.Fprintf(&out, "%3d %-9s %s\n", pos, slot, card)
	}
	if len(f.Placement) == 0 {
		out.WriteString("(the GPUs could not be placed: see gpu-slots)\n")
	}
	switch {
	case caseSlots > 0 && last > caseSlots:
		fmt.Fprintf(&out, "(the case has %d expansion slots)\n", caseSlots)
	case caseSlots == 0 && last > board:
		fmt.Fprintf(&out, "(a case needs %d expansion slots for this layout)\n", last)
	}
	return out.String()
}

// slotList draws a slot list without positions as what it is: the slots in
// the maker's order and the card each one got, with no positions claimed.
func slotList(b *hw.Build, mb *hw.Item, f *hw.Facts) string {
	byIndex := map[int]hw.Placed{}
	for _, p := range f.Placement {
		byIndex[p.ListIndex] = p
	}
	var out strings.Builder
	out.WriteString("slot list without positions (the maker's order; spacing is not known)\n")
	for i, s := range mb.Part.Slots {
		src := s.Source
		if src == "" {
			src = "?"
		}
		card := ""
		if p, ok := byIndex[i]; ok && len(f.Placement) > 0 {
			it := b.Items[p.Item]
			card = fmt.Sprintf("██ %s #%d (%s, %g-slot)", escape.Line(it.Part.ShortName()), p.Card+1, escape.Line(it.Part.GPU().Cooler), it.Part.GPU().Width())
		}
		fmt.Fprintf(&out, "  x%-2d @x%-2d gen%d %-7s %s\n", s.Size, s.Lanes, s.Gen, src, card)
	}
	if len(f.Placement) == 0 {
		out.WriteString("(the GPUs could not be given slots: see gpu-slots)\n")
	}
	return out.String()
}

// maxDrawn is how many positions the drawing shows one by one; past it,
// only positions with a slot or a card are drawn, so that the drawing's
// size follows the slots and cards, never the largest position (a user
// board may claim position 1,000,000,000; the schema bounds it, the
// drawing does not rely on that).
const maxDrawn = 32

// drawnPositions is 1…min(last, maxDrawn), then the positions past it that
// have a slot or a card, in order.
func drawnPositions(last int, slotAt map[int]hw.PCIeSlot, cover map[int]hw.Placed) []int {
	var out []int
	for pos := 1; pos <= min(last, maxDrawn); pos++ {
		out = append(out, pos)
	}
	var far []int
	for pos := range slotAt {
		if pos > maxDrawn && pos <= last {
			far = append(far, pos)
		}
	}
	for pos := range cover {
		if _, dup := slotAt[pos]; pos > maxDrawn && pos <= last && !dup {
			far = append(far, pos)
		}
	}
	sort.Ints(far)
	if last > maxDrawn && (len(far) == 0 || far[len(far)-1] != last) {
		far = append(far, last)
	}
	return append(out, far...)
}

func maxPos(s []hw.PCIeSlot) int {
	m := 0
	for _, x := range s {
		m = max(m, x.Position)
	}
	return m
}

// RangeString formats a range as file:line:col.
func RangeString(r hcl.Range) string {
	return fmt.Sprintf("%s:%d:%d", r.Filename, r.Start.Line, r.Start.Column)
}

// WriteDiagnostics writes diagnostics alone, with their source lines (for
// config and catalog problems that stop a command).
func WriteDiagnostics(w io.Writer, diags hw.Diagnostics, sources map[string][]byte, color bool) error {
	st := newStyles(w, color)
	var b bytes.Buffer
	srcs := newSourceIndex(sources, nil)
	for _, d := range diags {
		writeDiag(&b, st, d, srcs.get(d.Range.Filename))
	}
	_, err := w.Write(escape.NoCommands(b.Bytes()))
	return err
}
