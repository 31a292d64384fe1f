package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
)

// mdProblemsHead opens the table of the files' own problems
// (check.FileGroup.Diags: syntax, a catalog folder's parts); a blank line
// closes it.
const mdProblemsHead = "## Problems in files\n\n| | Rule | File | Finding |\n|:--|:--|:--|:--|\n"

// markdownWriter writes the checked builds as Markdown a person can paste
// into a Reddit post, a GitHub issue or a wiki: per build its verdict, a
// parts table with prices and the total, the findings with their rule ids,
// and the facts (load, wall draw, lanes, slots); problems of files that
// hold no build come first; a footer links the project. Every user string
// (names, descriptions, messages, file names) is escaped for Markdown, and
// control characters as everywhere (package escape), so that a part name
// cannot break a table, open a link or inject HTML.
//
// It renders each file's rows of the problems table and its builds'
// sections in the order of the files' names (the catalog folders' files
// in their places), spooled until the end, since whether the table is
// drawn at the report's head is known only then; then the tally of the
// verdicts and the footer. Pieces end at a line's end so that
// escape.NoCommands, which works line by line, sees each line whole.
type markdownWriter struct {
	w            io.Writer
	opt          Options
	strict       bool
	extra        *extraFiles
	rows, builds *spool
	b            bytes.Buffer
	// pass, unv and fail count the builds rendered by verdict.
	pass, unv, fail int
}

func newMarkdown(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &markdownWriter{w: w, opt: opt, strict: run.Strict, extra: newExtraFiles(run.Extra, run.Strict),
		rows: newSpool(), builds: newSpool()}
}

// add renders the groups of r.
func (m *markdownWriter) add(r *check.Result) error {
	var rows bytes.Buffer
	for _, g := range r.Groups() {
		m.group(g, &rows, &m.b)
	}
	m.rows.write(escape.NoCommands(rows.Bytes()))
	m.builds.write(escape.NoCommands(m.b.Bytes()))
	m.b.Reset()
	if m.rows.err != nil {
		return m.rows.err
	}
	return m.builds.err
}

func (m *markdownWriter) File(name string, r *check.Result) error {
	if err := m.extra.before(name, m.add); err != nil {
		return err
	}
	m.extra.into(name, r)
	return m.add(r)
}

func (m *markdownWriter) End(*check.Summary) error {
	defer m.rows.close()
	defer m.builds.close()
	if err := m.extra.before("", m.add); err != nil {
		return err
	}
	if m.rows.size > 0 {
		if _, err := io.WriteString(m.w, mdProblemsHead); err != nil {
			return err
		}
		if err := m.rows.copyTo(m.w, 0, m.rows.size); err != nil {
			return err
		}
		if _, err := io.WriteString(m.w, "\n"); err != nil {
			return err
		}
	}
	if err := m.builds.copyTo(m.w, 0, m.builds.size); err != nil {
		return err
	}
	m.end(&m.b)
	_, err := m.w.Write(escape.NoCommands(m.b.Bytes()))
	return err
}

// keep reports whether the report shows d.
func (m *markdownWriter) keep(d hw.Diagnostic) bool { return !m.opt.Quiet || check.Fails(d, m.strict) }

// group renders the file group g: the rows of its own problems into rows,
// its builds' sections into builds.
func (m *markdownWriter) group(g check.FileGroup, rows, builds *bytes.Buffer) {
	for _, d := range g.Diags {
		if !m.keep(d) {
			continue
		}
		loc := d.Range.Filename
		if d.Range.Start.Line > 0 {
			loc = fmt.Sprintf("%s:%d", loc, d.Range.Start.Line)
		}
		fmt.Fprintf(rows, "| %s | %s | %s | %s |\n", mdSeverity(d), mdCode(d.Rule), mdCode(loc), mdText(d.Message)+mdWaived(d))
	}
	for _, br := range g.Builds {
		writeMarkdownBuild(builds, br, m.keep, m.opt)
		switch br.Verdict {
		case check.Passes:
			m.pass++
		case check.Unverified:
			m.unv++
		default:
			m.fail++
		}
	}
}

// end renders what follows the builds: the tally of their verdicts when
// there are two or more, and the footer.
func (m *markdownWriter) end(b *bytes.Buffer) {
	if n := m.pass + m.unv + m.fail; n >= 2 {
		fmt.Fprintf(b, "**%d builds:** %d pass, %d unverified, %d fail.\n\n", n, m.pass, m.unv, m.fail)
	}
	fmt.Fprintf(b, "---\n*Checked with [rigcheck](%s)", InformationURI)
	if m.opt.Version != "" {
		fmt.Fprintf(b, " %s", mdText(m.opt.Version))
	}
	fmt.Fprintf(b, ". %s*\n", mdText(DoesNotCheck))
}

func writeMarkdownBuild(b *bytes.Buffer, br check.BuildGroup, keep func(hw.Diagnostic) bool, opt Options) {
	fmt.Fprintf(b, "## %s — %s\n\n", mdText(br.Build.Name), mdVerdict(br.BuildResult))
	if br.Build.Description != "" {
		fmt.Fprintf(b, "%s\n\n", mdText(br.Build.Description))
	}
	// Parts, with the total.
	rows := check.Parts(br.Build)
	if len(rows) > 0 {
		b.WriteString("| Type | Item | Qty | Unit price | Price |\n|:--|:--|--:|--:|--:|\n")
		for _, p := range rows {
			unit, total := "?", "?"
			if p.UnitPriceUSD != nil {
				unit, total = PriceWithAge(*p.UnitPriceUSD, p.PriceDate, opt.Now), money(*p.PriceUSD)
			}
			name := mdText(p.Name)
			for _, c := range p.Changes {
				name += "<br>" + mdText(ChangeLine(c))
			}
			fmt.Fprintf(b, "| %s | %s | %d | %s | %s |\n", mdRole(p.Role), name, p.Count, unit, total)
		}
		total := "?"
		if br.Facts != nil && br.Facts.PriceKnown {
			total = money(br.Facts.PriceUSD)
		}
		fmt.Fprintf(b, "| **Total** | | | | **%s** |\n\n", total)
	}
	// Verdict.
	switch br.Verdict {
	case check.Passes:
		if l := check.RestsOnLine(br.RestsOn); l != "" {
			fmt.Fprintf(b, "**Verdict: passes — rests on %s.** No failing finding, and every rule that applies could check the build.\n\n", l)
		} else {
			b.WriteString("**Verdict: passes.** No failing finding, and every rule that applies could check the build.\n\n")
		}
	case check.Unverified:
		b.WriteString("**Verdict: unverified.** No failing finding, but these rules could not check the build:\n\n")
		for _, u := range br.Unchecked {
			fmt.Fprintf(b, "- %s: %s\n", mdCode(u.Rule), mdText(u.Reason))
		}
		b.WriteString("\n")
	default:
		e, wn, _ := br.Findings.Count()
		fmt.Fprintf(b, "**Verdict: fails** (%d error%s, %d warning%s).\n\n", e, plural(e), wn, plural(wn))
	}
	if len(br.RestsOn) > 0 {
		b.WriteString("Rests on, besides catalog numbers:\n\n")
		for _, r := range br.RestsOn {
			fmt.Fprintf(b, "- %s: %s (%s)\n", mdText(r.Name), mdText(r.Note()), mdText(strings.Join(r.Rules, ", ")))
		}
		b.WriteString("\n")
	}
	// Findings. The missing-data notices are the verdict's list above.
	var finds hw.Diagnostics
	for _, d := range br.Findings {
		if keep(d) && (d.Rule != "missing-data" || d.Waived) {
			finds = append(finds, d)
		}
	}
	if len(finds) > 0 {
		b.WriteString("| | Rule | Finding |\n|:--|:--|:--|\n")
		for _, d := range finds {
			fmt.Fprintf(b, "| %s | %s | %s |\n", mdSeverity(d), mdCode(d.Rule), mdText(d.Message)+mdWaived(d))
		}
		b.WriteString("\n")
	}
	// Facts.
	if f := br.Facts; f != nil {
		b.WriteString("| Fact | Value |\n|:--|:--|\n")
		fmt.Fprintf(b, "| Load | %s W estimated sustained |\n", hw.Number(float64(int64(f.LoadW+0.5))))
		wall := "?"
		if f.WallW != nil {
			wall = hw.Number(float64(int64(*f.WallW+0.5))) + " W"
		}
		pw := br.Build.Power
		circuit := fmt.Sprintf("a %g V %g A circuit gives", pw.CircuitVolts, pw.CircuitAmps)
		if pw.Circuits > 1 {
			circuit = fmt.Sprintf("%d %g V %g A circuits give", pw.Circuits, pw.CircuitVolts, pw.CircuitAmps)
		}
		fmt.Fprintf(b, "| Wall draw | %s; %s %s W (%s W continuous) |\n", wall, circuit, hw.Number(f.CircuitW), hw.Number(f.ContinuousW))
		if f.PSUCount > 0 {
			fmt.Fprintf(b, "| PSU | %s W from %d unit%s |\n", hw.Number(f.PSUW), f.PSUCount, plural(f.PSUCount))
		}
		lanes := fmt.Sprintf("%d needed / ? available", f.LanesNeeded)
		if f.LanesAvailable != nil {
			lanes = fmt.Sprintf("%d needed / %d available", f.LanesNeeded, *f.LanesAvailable)
		}
		fmt.Fprintf(b, "| PCIe lanes | %s |\n", lanes)
		if f.GPUCount > 0 {
			fmt.Fprintf(b, "| GPUs | %d, %g GB VRAM in all |\n", f.GPUCount, f.VRAMGB)
			fmt.Fprintf(b, "| GPU slots | %s |\n", mdSlots(br.BuildResult))
		}
		fmt.Fprintf(b, "| CPU | %d cores / %d threads |\n", f.Cores, f.Threads)
		fmt.Fprintf(b, "| Memory | %g GB |\n", f.MemoryGB)
		fmt.Fprintf(b, "| Storage | %s GB (%d NVMe) |\n", hw.Number(f.StorageGB), f.NVMeCount)
		b.WriteString("\n")
	}
	// The lines under the facts (community data, cost): a paragraph each.
	for _, line := range []string{CommunityLine(br.Build), br.Cost} {
		if line = strings.TrimSpace(line); line != "" {
			fmt.Fprintf(b, "*%s*\n\n", mdText(line))
		}
	}
}

// mdRole names a role as PCPartPicker's lists do, the tables builders
// already post.
func mdRole(role string) string {
	if s, ok := map[string]string{"cpu": "CPU", "cooler": "CPU Cooler", "motherboard": "Motherboard", "memory": "Memory",
		"gpu": "Video Card", "storage": "Storage", "psu": "Power Supply", "case": "Case"}[role]; ok {
		return s
	}
	return mdText(role)
}

func mdVerdict(br check.BuildResult) string {
	switch br.Verdict {
	case check.Passes:
		return "✅ passes"
	case check.Unverified:
		return "⚠️ is unverified"
	}
	return "❌ fails"
}

func mdSeverity(d hw.Diagnostic) string {
	s := map[hw.Severity]string{hw.Error: "❌ error", hw.Warning: "⚠️ warning", hw.Info: "ℹ️ info"}[d.Severity]
	if d.Waived {
		s = "waived " + d.Severity.String()
	}
	return s
}

func mdWaived(d hw.Diagnostic) string {
	if !d.Waived {
		return ""
	}
	return " *(waived: " + mdText(d.WaiverReason) + ")*"
}

// mdSlots says where the GPUs sit: the positions, or what stops knowing.
func mdSlots(br check.BuildResult) string {
	f := br.Facts
	mb := br.Build.One(hw.KindMotherboard)
	for _, u := range br.Unchecked {
		if u.Rule == "gpu-slots" && len(f.Placement) == 0 {
			return "not known"
		}
	}
	switch {
	case len(f.Placement) == 0:
		return "not placed (see gpu-slots)"
	case mb != nil && !mb.Part.SlotPositions():
		return fmt.Sprintf("%d of the board's slots; positions not known", len(f.Placement))
	}
	pos := make([]string, len(f.GPUSlots))
	for i, p := range f.GPUSlots {
		pos[i] = fmt.Sprint(p)
	}
	if len(pos) == 1 {
		return "position " + pos[0]
	}
	return "positions " + strings.Join(pos, ", ")
}

// mdText makes a user string safe as Markdown text on one line: control
// characters escaped as everywhere, then the characters Markdown gives a
// meaning (emphasis, code, links, tables, HTML, entities) written so that
// they print as themselves.
func mdText(s string) string {
	s = escape.Line(s)
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '\\', '`', '*', '_', '[', ']', '|', '~', '^', '#', '!':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdCode writes an id or a file name as code when it can be (no backtick,
// nothing to escape), else as escaped text.
func mdCode(s string) string {
	if s == "" || strings.ContainsAny(s, "`|") || escape.Needs(s) {
		return mdText(s)
	}
	return "`" + s + "`"
}
