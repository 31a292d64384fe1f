package report

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
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
// (names, descriptions, messages, file names) goes through mdText, its
// one escaping layer, so that no user string can start a list, open a
// link, mention a user or forge a verdict (docs/security.md).
//
// A pull request comment holds at most 65,536 characters, so the report
// is cut to fit, always between lines: the problems table to mdRowsBudget
// bytes, the builds' sections to mdBuildsBudget, each with a line that
// says how much was left out; a build's heading, which holds its verdict,
// comes first in its section, and the tally of the verdicts and the footer
// always follow.
//
// It renders each file's rows of the problems table and its builds'
// sections in the order of the files' names (the catalog folders' files
// in their places), spooled until the end, since whether the table is
// drawn at the report's head is known only then. Pieces end at a line's
// end so that escape.NoCommands, which works line by line, sees each line
// whole.
type markdownWriter struct {
	w      io.Writer
	opt    Options
	strict bool
	extra  *extraFiles
	rows   mdSpool
	builds mdSpool
	b      bytes.Buffer
	// pass, unv and fail count the builds rendered by verdict.
	pass, unv, fail int
}

// The report's budget: GitHub's limit on a comment, in characters, and
// the bytes (never fewer than characters) of the problems table and of
// the builds' sections; what is left holds the cut lines, the tally and
// the footer.
const (
	mdCommentLimit = 65536
	mdRowsBudget   = 16 << 10
	mdBuildsBudget = 44 << 10
)

// mdSpool is a spool that takes whole lines while a budget lasts, and
// counts what it leaves out once a line does not fit.
type mdSpool struct {
	sp      *spool
	left    int
	cutRows int // the rows or sections left out
}

func newMDSpool(budget int) mdSpool { return mdSpool{sp: newSpool(), left: budget} }

// put writes the lines of piece (each ending in a line break) while they
// fit, and reports whether all did. Once one does not, nothing more is
// written.
func (s *mdSpool) put(piece []byte) bool {
	piece = escape.NoCommands(piece)
	if s.cutRows > 0 || len(piece) > s.left {
		fit := 0
		for s.cutRows == 0 {
			i := bytes.IndexByte(piece[fit:], '\n')
			if i < 0 || fit+i+1 > s.left {
				break
			}
			fit += i + 1
		}
		s.sp.write(piece[:fit])
		s.left = 0
		s.cutRows++
		return false
	}
	s.sp.write(piece)
	s.left -= len(piece)
	return true
}

func newMarkdown(w io.Writer, opt Options, run check.RunInfo) check.Sink {
	return &markdownWriter{w: w, opt: opt, strict: run.Strict, extra: newExtraFiles(run.Extra, run.Strict),
		rows: newMDSpool(mdRowsBudget - len(mdProblemsHead)), builds: newMDSpool(mdBuildsBudget)}
}

// add renders the groups of r.
func (m *markdownWriter) add(r *check.Result) error {
	for _, g := range r.Groups() {
		m.group(g)
	}
	if m.rows.sp.err != nil {
		return m.rows.sp.err
	}
	return m.builds.sp.err
}

func (m *markdownWriter) File(name string, r *check.Result) error {
	if err := m.extra.before(name, m.add); err != nil {
		return err
	}
	m.extra.into(name, r)
	return m.add(r)
}

func (m *markdownWriter) End(*check.Summary) error {
	defer m.rows.sp.close()
	defer m.builds.sp.close()
	if err := m.extra.before("", m.add); err != nil {
		return err
	}
	if m.rows.sp.size > 0 || m.rows.cutRows > 0 {
		if _, err := io.WriteString(m.w, mdProblemsHead); err != nil {
			return err
		}
		if err := m.rows.sp.copyTo(m.w, 0, m.rows.sp.size); err != nil {
			return err
		}
		if n := m.rows.cutRows; n > 0 {
			fmt.Fprintf(&m.b, "| | | | *… %s: %s* |\n", prose.Count(n, "more problem"), mdCutNote)
		}
		m.b.WriteString("\n")
	}
	if _, err := m.w.Write(m.b.Bytes()); err != nil {
		return err
	}
	m.b.Reset()
	if err := m.builds.sp.copyTo(m.w, 0, m.builds.sp.size); err != nil {
		return err
	}
	if n := m.builds.cutRows; n > 0 {
		fmt.Fprintf(&m.b, "\n*… the report is cut here, %s before the end: %s*\n\n", prose.Count(n, "build"), mdCutNote)
	}
	m.end(&m.b)
	_, err := m.w.Write(escape.NoCommands(m.b.Bytes()))
	return err
}

// mdCutNote says why a report was cut and where the rest is.
const mdCutNote = "a comment holds at most 65,536 characters; the text, JSON or SARIF report has every one"

// keep reports whether the report shows d.
func (m *markdownWriter) keep(d hw.Diagnostic) bool { return !m.opt.Quiet || check.Fails(d, m.strict) }

// group renders the file group g: the rows of its own problems, its
// builds' sections.
func (m *markdownWriter) group(g check.FileGroup) {
	for _, d := range g.Diags {
		if !m.keep(d) {
			continue
		}
		loc := d.Range.Filename
		if d.Range.Start.Line > 0 {
			loc = fmt.Sprintf("%s:%d", loc, d.Range.Start.Line)
		}
		m.rows.put(fmt.Appendf(nil, "| %s | %s | %s | %s |\n", mdSeverity(d), mdCode(d.Rule), mdCode(loc), mdText(d.Message)+mdWaived(d)))
	}
	for _, br := range g.Builds {
		m.b.Reset()
		writeMarkdownBuild(&m.b, br, m.keep, m.opt)
		m.builds.put(m.b.Bytes())
		m.b.Reset()
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
	if c := m.opt.Config; c != nil {
		// Which config decided the verdicts: a pull request can carry
		// its own (issue 29).
		fmt.Fprintf(b, "*%s*\n\n", mdText(c.Line()))
	}
	fmt.Fprintf(b, "---\n*Checked with [rigcheck](%s)", InformationURI)
	if m.opt.Version != "" {
		fmt.Fprintf(b, " %s", mdName(m.opt.Version))
	}
	fmt.Fprintf(b, ". %s*\n", mdText(DoesNotCheck))
}

func writeMarkdownBuild(b *bytes.Buffer, br check.BuildGroup, keep func(hw.Diagnostic) bool, opt Options) {
	fmt.Fprintf(b, "## %s — %s\n\n", mdName(br.Build.Name), mdVerdict(br.BuildResult))
	if br.Build.Description != "" {
		fmt.Fprintf(b, "%s\n\n", mdPara(br.Build.Description))
	}
	// Parts, with the total.
	rows := check.Parts(br.Build)
	if len(rows) > 0 {
		b.WriteString("| Type | Item | Qty | Unit price | Price |\n|:--|:--|--:|--:|--:|\n")
		for _, p := range rows {
			unit, total := "?", "?"
			if p.UnitPriceUSD != nil {
				unit, total = PriceWithAge(*p.UnitPriceUSD, p.PriceDate, opt.Now), prose.Dollars(*p.PriceUSD)
			}
			name := mdName(p.Name)
			if l := DeclaredLine(p); l != "" {
				name += "<br>" + mdText(l)
			}
			for _, c := range p.Changes {
				name += "<br>" + mdText(ChangeLine(c))
			}
			fmt.Fprintf(b, "| %s | %s | %d | %s | %s |\n", mdRole(p.Role), name, p.Count, unit, total)
		}
		total := "?"
		if br.Facts != nil && br.Facts.PriceKnown {
			total = prose.Dollars(br.Facts.PriceUSD)
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
		fmt.Fprintf(b, "**Verdict: fails** (%s, %s).\n\n", prose.Count(e, "error"), prose.Count(wn, "warning"))
	}
	if len(br.RestsOn) > 0 {
		b.WriteString("Rests on, besides catalog numbers:\n\n")
		for _, r := range br.RestsOn {
			fmt.Fprintf(b, "- %s: %s (%s)\n", mdText(r.Name), mdText(r.Note()), mdText(RestsOnRules(r)))
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
		fmt.Fprintf(b, "| Load | %s W estimated sustained |\n", prose.Number(float64(int64(f.LoadW+0.5))))
		wall := "?"
		if f.WallW != nil {
			wall = prose.Number(float64(int64(*f.WallW+0.5))) + " W"
		}
		pw := br.Build.Power
		circuit := fmt.Sprintf("a %g V %g A circuit gives", pw.CircuitVolts, pw.CircuitAmps)
		if pw.Circuits > 1 {
			circuit = fmt.Sprintf("%d %g V %g A circuits give", pw.Circuits, pw.CircuitVolts, pw.CircuitAmps)
		}
		fmt.Fprintf(b, "| Wall draw | %s; %s %s W (%s W continuous) |\n", wall, circuit, prose.Number(f.CircuitW), prose.Number(f.ContinuousW))
		if f.PSUCount > 0 {
			fmt.Fprintf(b, "| PSU | %s W from %s |\n", prose.Number(f.PSUW), prose.Count(f.PSUCount, "unit"))
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
		fmt.Fprintf(b, "| Storage | %s GB (%d NVMe) |\n", prose.Number(f.StorageGB), f.NVMeCount)
		b.WriteString("\n")
	}
	writeMarkdownWorkloads(b, br.BuildResult)
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
	return mdName(role)
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

// The longest user strings the Markdown report prints, in characters: a
// name (a build's, a part's), any other text (a description, a message).
const (
	mdMaxName = 100
	mdMaxText = 500
)

// mdName is mdText for a name, cut to mdMaxName characters.
func mdName(s string) string { return mdEscape(prose.Truncate(escape.Line(s), mdMaxName), false) }

// mdText makes a user string safe as Markdown text inside a line, cut to
// mdMaxText characters: control characters escaped as everywhere (package
// escape), then what CommonMark, GitHub's extensions and GitHub's
// filters would read in it written so that it prints as itself (mdEscape).
func mdText(s string) string { return mdEscape(prose.Truncate(escape.Line(s), mdMaxText), false) }

// mdPara is mdText for a string that starts a line (a description).
func mdPara(s string) string { return mdEscape(prose.Truncate(escape.Line(s), mdMaxText), true) }

// zwsp is a zero-width space, written as a character reference so that
// the report stays ASCII where its input was: it splits what GitHub would
// otherwise link (a mention, an issue reference, an emoji code, a URL)
// without changing what a reader sees.
const zwsp = "&#8203;"

// mdEscape writes s, one line of text, so that Markdown prints it as it
// is:
//   - the characters CommonMark gives a meaning (emphasis, code, links,
//     tables, HTML, entities) escaped;
//   - when s starts a line (lineStart), what would open a block there (a
//     list item "-", "+", "1." or "1)", a rule or setext line "---",
//     "===", an indented code block): the marker escaped, leading spaces
//     dropped;
//   - "$", which GitHub's math would read, as a character reference;
//   - what GitHub links after rendering split with a zero-width space:
//     @mentions and e-mail addresses ("@" before a letter or digit), issue
//     references ("#1", "GH-1"), emoji codes (":tada:"), URLs ("://",
//     "www.").
func mdEscape(s string, lineStart bool) string {
	start := -1
	if lineStart {
		s = strings.TrimLeft(s, " ")
		start = mdBlockMarker(s)
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i, r := range s {
		rest := s[i+utf8.RuneLen(r):]
		if i == start {
			b.WriteByte('\\')
		}
		switch r {
		case '\\', '`', '*', '_', '[', ']', '|', '~', '^', '!':
			b.WriteByte('\\')
			b.WriteRune(r)
		case '#':
			b.WriteString(`\#`)
			if rest != "" && isDigit(rest[0]) {
				b.WriteString(zwsp)
			}
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '$':
			// GitHub reads $…$ and $$…$$ as math (TeX, colours
			// included) before CommonMark's escapes.
			b.WriteString("&#36;")
		case '@':
			b.WriteByte('@')
			if rest != "" && isAlnum(rest[0]) {
				b.WriteString(zwsp)
			}
		case ':':
			if strings.HasPrefix(rest, "//") {
				b.WriteString(zwsp)
			}
			b.WriteByte(':')
			if emojiCode(rest) {
				b.WriteString(zwsp)
			}
		case '-':
			b.WriteByte('-')
			if rest != "" && isDigit(rest[0]) && i >= 2 && strings.EqualFold(s[i-2:i], "gh") {
				b.WriteString(zwsp)
			}
		case '.':
			if i >= 3 && strings.EqualFold(s[i-3:i], "www") {
				b.WriteString(zwsp)
			}
			b.WriteByte('.')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdBlockMarker returns the offset of the character to escape at the
// start of s, whose leading spaces are gone, for it to start no block
// other than a paragraph: "-", "+" and "=" (lists, rules, setext
// headings), the "." or ")" of an ordered list's "1." and "1)"; or -1.
// The other block starts ("#", ">", "*", "_", "`", "~", "<", "|") are
// escaped wherever they are.
func mdBlockMarker(s string) int {
	if s == "" {
		return -1
	}
	switch s[0] {
	case '-', '+', '=':
		return 0
	}
	i := 0
	for i < len(s) && i < 9 && isDigit(s[i]) {
		i++
	}
	if i > 0 && i < len(s) && (s[i] == '.' || s[i] == ')') {
		return i
	}
	return -1
}

// emojiCode reports whether rest, the text after a colon, starts with an
// emoji code's name and its closing colon (":tada:", ":+1:").
func emojiCode(rest string) bool {
	i := 0
	for i < len(rest) && (isAlnum(rest[i]) || strings.IndexByte("_+-", rest[i]) >= 0) {
		i++
	}
	return i > 0 && i < len(rest) && rest[i] == ':'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isAlnum(c byte) bool { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'z' }

// mdCode writes an id or a file name as code when it can be (no backtick,
// nothing to escape), else as escaped text; cut to mdMaxText characters.
// GitHub links nothing inside code.
func mdCode(s string) string {
	if s == "" || strings.ContainsAny(s, "`|") || escape.Needs(s) {
		return mdText(s)
	}
	return "`" + prose.Truncate(s, mdMaxText) + "`"
}
