package cost

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
	"github.com/rigcheck/rigcheck/internal/escape"
	"github.com/rigcheck/rigcheck/internal/prose"
	"github.com/rigcheck/rigcheck/internal/term"
)

// Chart size in cells.
const (
	ChartWidth  = 60
	ChartHeight = 17
)

// TextOptions shape the human output.
type TextOptions struct {
	Color bool
}

type textStyles struct {
	bold, dim, head, own, onDemand, spot, r1, r3, good, bad lipgloss.Style
}

func newTextStyles(w io.Writer, color bool) textStyles {
	r := term.Renderer(w, color)
	return textStyles{
		bold:     r.NewStyle().Bold(true),
		dim:      r.NewStyle().Faint(true),
		head:     r.NewStyle().Bold(true).Padding(0, 1),
		own:      r.NewStyle().Foreground(lipgloss.Color("10")),
		onDemand: r.NewStyle().Foreground(lipgloss.Color("9")),
		spot:     r.NewStyle().Foreground(lipgloss.Color("13")),
		r1:       r.NewStyle().Foreground(lipgloss.Color("11")),
		r3:       r.NewStyle().Foreground(lipgloss.Color("12")),
		good:     r.NewStyle().Foreground(lipgloss.Color("10")).Bold(true),
		bad:      r.NewStyle().Foreground(lipgloss.Color("9")).Bold(true),
	}
}

// WriteText writes the comparison table, the cumulative-cost chart of the
// reference offer and a sentence that says what the numbers mean.
func WriteText(w io.Writer, r *Report, opt TextOptions) error {
	st := newTextStyles(w, opt.Color)
	a := r.Assumptions
	var b strings.Builder

	fmt.Fprintf(&b, "%s (%s): own it or rent it?\n", st.bold.Render(fmt.Sprintf("build %q", r.Build)), escape.Line(r.File))
	fmt.Fprintf(&b, "  price %s   wall %.0f W   %g h/day at %s utilisation   %s/kWh   %g GB cloud storage   %g-year depreciation\n",
		prose.Dollars(r.Own.PriceUSD), r.WallW, a.HoursPerDay, Percent(a.Utilization), prose.Rate(a.ElectricityUSDkWh), a.StorageGB, a.DepreciationYears)
	if r.Config != nil {
		b.WriteString("  " + escape.Line(r.Config.Line()) + "\n")
	}
	b.WriteString(ownLine(r))
	b.WriteString("\n")

	if len(r.Comparisons) == 0 {
		if r.Match == MatchGPUs {
			b.WriteString("  No cloud offer in the catalog rents this many GPUs, or a number that divides it.\n" +
				"  Compare by compute instead (--match compute), with a rate you know (--cloud-hourly-usd RATE),\n" +
				"  or pick an offer with --cloud ID.\n")
		} else {
			b.WriteString("  No cloud offer to compare with. Give a rate you know (--cloud-hourly-usd RATE) or a\n" +
				"  catalog folder with cloud offers (--catalog DIR).\n")
		}
		_, err := io.WriteString(w, b.String())
		return err
	}

	b.WriteString(comparisonTable(r, st))
	b.WriteString("\n")
	for _, n := range notes(r) {
		if r.Match == MatchCompute {
			b.WriteString(wrap(n, 100, "  ", "    "))
			continue
		}
		fmt.Fprintf(&b, "  %s\n", n)
	}
	b.WriteString("\n")
	b.WriteString(chartSection(r, st))
	b.WriteString("\n")
	b.WriteString(wrap(Meaning(r), 100, "", ""))
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func comparisonTable(r *Report, st textStyles) string {
	perTF := false
	for _, c := range r.Comparisons {
		perTF = perTF || c.RatioPerTFLOPS > 0
	}
	compute := r.Match == MatchCompute
	head := []string{"cloud offer", "GPUs", "mode", "per hour", "cloud a year", "own a year", "ratio"}
	left := map[int]bool{0: true, 2: true}
	if compute {
		// Equal compute: the ratio is per unit of work already; say what
		// each row was sized by instead of a per-TFLOPS column.
		head = []string{"cloud offer", "GPUs", "sized for", "per GPU", "mode", "per hour", "cloud a year", "own a year", "ratio"}
		left = map[int]bool{0: true, 2: true, 4: true}
		perTF = false
		if r.Assumptions.DowntimePct == 0 {
			// Every row has the same own cost, the line above the table.
			head = slices.Delete(head, 7, 8)
		}
	}
	if perTF {
		head = append(head, "per TFLOPS")
	}
	head = append(head, "break-even")
	var rows [][]string
	for _, c := range r.Comparisons {
		m := c.Match
		ratio := Times(c.Ratio)
		row := []string{m.Label(), fmt.Sprint(m.GPUs())}
		if compute {
			per := "–"
			if m.Like.PerCard > 0 {
				per = ratioText(m.Like.PerCard)
			}
			row = []string{m.Label(), Quantity(m.GPUsEquivalent()), m.BasisText(), per}
		}
		row = append(row, c.Mode, prose.Rate(m.HourlyUSD(c.Mode)), prose.Dollars(c.CloudPerYear))
		if !compute || r.Assumptions.DowntimePct > 0 {
			row = append(row, prose.Dollars(c.OwnPerYear))
		}
		row = append(row, ratio)
		if perTF {
			p := "–"
			if c.RatioPerTFLOPS > 0 {
				p = Times(c.RatioPerTFLOPS)
			}
			row = append(row, p)
		}
		row = append(row, Months(c.BreakEven, c.BreaksEven))
		rows = append(rows, row)
	}
	ratioCol := len(head) - 2
	if perTF {
		ratioCol--
	}
	t := table.New().Border(lipgloss.RoundedBorder()).BorderStyle(st.dim).Headers(head...).Rows(rows...).
		StyleFunc(func(row, col int) lipgloss.Style {
			s := lipgloss.NewStyle().Padding(0, 1)
			if row == table.HeaderRow {
				return st.head
			}
			if !left[col] {
				s = s.Align(lipgloss.Right)
			}
			if col == ratioCol && row >= 0 && row < len(r.Comparisons) {
				if r.Comparisons[row].Ratio >= 1 {
					return st.good.Padding(0, 1).Align(lipgloss.Right)
				}
				return st.bad.Padding(0, 1).Align(lipgloss.Right)
			}
			return s
		})
	return indent(t.Render(), "  ") + "\n"
}

// ownLine is the build's side of a year: depreciation (less resale),
// electricity (less downtime) and the downtime rented.
func ownLine(r *Report) string {
	a := r.Assumptions
	dep := prose.Dollars(DepreciationPerYear(r.Own, a)) + " depreciation"
	if a.ResalePct > 0 {
		dep += fmt.Sprintf(" (%s less %s resale, %s, over %g years)", prose.Dollars(r.Own.PriceUSD), Percent(a.ResalePct/100),
			prose.Dollars(ResaleUSD(r.Own, a)), a.DepreciationYears)
	}
	el := prose.Dollars(ElectricityPerYear(a)) + " electricity"
	if a.DowntimePct > 0 {
		el += fmt.Sprintf(" (%s downtime)", Percent(a.DowntimePct/100))
	}
	line := fmt.Sprintf("own build a year: %s + %s = %s", dep, el, prose.Dollars(r.OwnPerYear()))
	if a.DowntimePct > 0 {
		line += fmt.Sprintf("; plus, in each row, the offer rented on demand for the %s of the hours the build is down",
			Percent(a.DowntimePct/100))
	}
	return wrap(line, 110, "  ", "    ")
}

// notes explain the labels of the table.
func notes(r *Report) []string {
	if r.Match == MatchCompute {
		return computeNotes(r)
	}
	out := []string{fmt.Sprintf("Compared GPU for GPU (--match gpus): each row rents the build's %s; --match compute sizes offers to its compute.",
		prose.Count(r.Own.GPUs, "GPU"))}
	seen := map[string]bool{}
	for _, c := range r.Comparisons {
		m := c.Match
		if m.Scaled() {
			key := fmt.Sprintf("%d×%d", m.Instances, m.Offer.GPUs)
			if !seen[key] {
				seen[key] = true
				out = append(out, fmt.Sprintf("Rows marked \"%d × id\" rent %d instances of a %d-GPU offer, scaled up to the build's %d GPUs.",
					m.Instances, m.Instances, m.Offer.GPUs, r.Own.GPUs))
			}
		}
		if m.GPUs() != r.Own.GPUs && r.Own.GPUs > 0 && !seen["size:"+m.Label()] {
			seen["size:"+m.Label()] = true
			out = append(out, fmt.Sprintf("%s rents %d GPUs; the build has %d.", m.Label(), m.GPUs(), r.Own.GPUs))
		}
	}
	out = append(out, ratioNote(r))
	var perTF bool
	for _, c := range r.Comparisons {
		perTF = perTF || c.RatioPerTFLOPS > 0
	}
	switch {
	case perTF:
		out = append(out, fmt.Sprintf("per TFLOPS: the ratio per unit of FP16 tensor compute (the build's %g TFLOPS against the offer's); the raw ratio is the headline.", r.Own.FP16TFLOPS))
	case len(r.NoTFLOPS) > 0:
		out = append(out, fmt.Sprintf("No ratio per unit of compute: the catalog has no FP16 tensor rate (fp16_tflops) for the %s.", strings.Join(r.NoTFLOPS, ", ")))
	}
	return out
}

// ratioNote says how to read the ratio and the modes.
func ratioNote(r *Report) string {
	n := "ratio = cloud ÷ own, a year; above 1× the build is cheaper. Reserved modes are billed every hour, used or not."
	for _, c := range r.Comparisons {
		if c.Mode == Spot {
			return n + " Spot instances can be taken back at any time."
		}
	}
	return n
}

// computeNotes explain an equal-compute table: what the build's compute
// is, what fractions mean, which rows fell back and why, and how far the
// headline's GPUs are from the build's.
func computeNotes(r *Report) []string {
	var out []string
	o := r.Own
	sized := map[Basis]bool{}
	for _, c := range r.Comparisons {
		sized[c.Match.Basis] = true
	}
	switch {
	case o.GPUs == 0:
	case o.FP16TFLOPS > 0 && sized[BasisCompute]:
		out = append(out, fmt.Sprintf("Each offer is sized to the build's compute, %s FP16 TFLOPS on %s (Σ fp16_tflops).%s",
			trimFloat(o.FP16TFLOPS), prose.Count(o.GPUs, "GPU"), scaleNote(r)))
	case o.FP16TFLOPS == 0 && sized[BasisVRAM]:
		why := ""
		if len(o.NotTensor) > 0 {
			why = " (" + strings.Join(o.NotTensor, "; ") + ")"
		}
		out = append(out, fmt.Sprintf("No FP16 tensor rate (fp16_tflops) for the %s%s: each offer is sized to the build's %s GB of VRAM instead, "+
			"which says less about speed.%s", joinNames(o.NoTFLOPS, "build's GPUs"), why, trimFloat(o.VRAMGB), scaleNote(r)))
	}
	var vram, count []string
	seen := map[string]bool{}
	for _, c := range r.Comparisons {
		m := c.Match
		if seen[m.Offer.ID] {
			continue
		}
		seen[m.Offer.ID] = true
		switch {
		case m.Basis == BasisVRAM && o.FP16TFLOPS > 0:
			vram = append(vram, m.Offer.ID)
		case m.Basis == BasisGPUs && o.GPUs > 0:
			count = append(count, m.Offer.ID)
		}
	}
	if len(vram) > 0 {
		out = append(out, "Sized by VRAM, as the offer lists no FP16 TFLOPS: "+strings.Join(vram, ", ")+".")
	}
	if len(count) > 0 {
		why := "the offer gives neither FP16 TFLOPS nor VRAM per GPU"
		if len(count) == 1 && r.Reference.Offer.ID == count[0] && r.Reference.Why != "" {
			why = r.Reference.Why
		}
		out = append(out, "Sized GPU for GPU, as "+why+": "+strings.Join(count, ", ")+".")
	}
	out = append(out, "per GPU: the offer's FP16 TFLOPS per GPU (VRAM, where a side lacks them) against the build's; "+
		"\"same GPU\" rows rent the build's model. The first row is the closest offer.")
	if ref := r.Reference; ref.Like.Far() {
		out = append(out, fmt.Sprintf("No offer rents a GPU like the build's: the closest, %s, has %s.", ref.Offer.ID, ref.Like.Apart()))
	}
	out = append(out, ratioNote(r))
	if r.Offers > 0 {
		if n := len(r.offerIDs()); n < r.Offers {
			out = append(out, fmt.Sprintf("The %d offers most like the build of %d; --top 0 lists all.", n, r.Offers))
		}
	}
	return out
}

// scaleNote explains, with rows of the table, what a fraction and a
// multiple of an offer mean.
func scaleNote(r *Report) string {
	var frac, mult string
	for _, c := range r.Comparisons {
		m := c.Match
		switch l := m.Label(); {
		case l == m.Offer.ID:
		case m.scale() < 1 && frac == "":
			frac = fmt.Sprintf(" %q prices that share of one instance: the same work in that share of its hours.", l)
		case m.scale() > 1 && mult == "":
			mult = fmt.Sprintf(" %q prices that many instances.", l)
		}
	}
	return frac + mult
}

// trimFloat prints a number without trailing zeros: 284, 227.6.
func trimFloat(x float64) string { return strings.TrimSuffix(fmt.Sprintf("%.1f", x), ".0") }

// refFor says what the reference offer stands for, in the closing
// sentence: ", renting the same GPU,", ", sized for equal FP16 compute,",
// or "" for GPU-count matching.
func refFor(r *Report) string {
	ref := r.Reference
	switch {
	case r.Match != MatchCompute:
		return ""
	case ref.Like.SameModel:
		return ", renting the same GPU,"
	case ref.Basis == BasisGPUs:
		return ", GPU for GPU,"
	}
	return ", sized " + ref.For() + ","
}

func chartSection(r *Report, st textStyles) string {
	ref := r.Reference
	cs := r.Of(ref)
	if len(cs) == 0 {
		return ""
	}
	a := r.Assumptions
	months := a.DepreciationYears * 12
	var b strings.Builder
	name := escape.Line(ref.Offer.Name)
	if name == "" {
		name = ref.Offer.ID
	}
	fmt.Fprintf(&b, "  Cumulative cost over %g years: the build against %s", a.DepreciationYears, ref.Label())
	if name != ref.Offer.ID {
		fmt.Fprintf(&b, " (%s)", name)
	}
	b.WriteString("\n\n")

	var lines []series
	var marks []mark
	var legend []string
	modeStyle := map[string]lipgloss.Style{OnDemand: st.onDemand, Spot: st.spot, Reserved1Y: st.r1, Reserved3Y: st.r3}
	modeGlyph := map[string]string{OnDemand: "*", Spot: "x", Reserved1Y: "+", Reserved3Y: "o"}
	price := r.Own.PriceUSD
	for _, c := range cs {
		perYear := c.CloudPerYear
		lines = append(lines, series{glyph: modeGlyph[c.Mode], style: modeStyle[c.Mode],
			at: func(m float64) float64 { return CloudCumulative(perYear, m) }})
		l := fmt.Sprintf("%s %s", modeStyle[c.Mode].Render(modeGlyph[c.Mode]), c.Mode)
		if c.BreaksEven {
			marks = append(marks, mark{month: c.BreakEven, usd: c.OwnAt(price, c.BreakEven)})
			l += fmt.Sprintf(" (%s break-even at %s)", markGlyph, Months(c.BreakEven, true))
		} else {
			l += " (never breaks even)"
		}
		legend = append(legend, l)
	}
	own := cs[0]
	lines = append(lines, series{glyph: "█", style: st.own,
		at: func(m float64) float64 { return own.OwnAt(price, m) }})
	ownLegend := st.own.Render("█") + " own build (price up front, then electricity)"
	if a.DowntimePct > 0 {
		ownLegend = st.own.Render("█") + fmt.Sprintf(" own build (price up front, then electricity and its %s downtime rented on demand, %s a year)",
			Percent(a.DowntimePct/100), prose.Dollars(own.DowntimePerYear))
	}
	legend = append([]string{ownLegend}, legend...)
	if resale := ResaleUSD(r.Own, a); resale > 0 {
		marks = append(marks, mark{month: months, usd: own.OwnAt(price, months) - resale, glyph: resaleGlyph})
		legend = append(legend, fmt.Sprintf("%s own build less its resale value at %g years: %s back (%s); it lowers the yearly cost, not the break-even",
			resaleGlyph, a.DepreciationYears, prose.Dollars(resale), Percent(a.ResalePct/100)))
	}

	b.WriteString(drawChart(lines, marks, months, ChartWidth, ChartHeight, st.dim))
	for _, l := range legend {
		fmt.Fprintf(&b, "  %s\n", l)
	}
	return b.String()
}

// Meaning is one sentence on what the numbers say, about the reference
// offer: the headline ratio, the break-even and what low utilisation does.
func Meaning(r *Report) string {
	cs := r.Of(r.Reference)
	if len(cs) == 0 {
		return ""
	}
	a := r.Assumptions
	od := cs[0]
	var b strings.Builder
	fmt.Fprintf(&b, "Used %g hours a day at %s utilisation, this build costs ", a.HoursPerDay, Percent(a.Utilization))
	if od.Ratio >= 1 {
		fmt.Fprintf(&b, "%s less a year than %s on demand", Times(od.Ratio), r.Reference.Label())
	} else {
		fmt.Fprintf(&b, "%s more a year than %s on demand", Times(1/od.Ratio), r.Reference.Label())
	}
	if last := cs[len(cs)-1]; last.Mode != OnDemand {
		fmt.Fprintf(&b, " (%s against its %s price)", Times(last.Ratio), last.Mode)
	}
	b.WriteString(refFor(r))
	if od.BreaksEven {
		fmt.Fprintf(&b, " and pays for itself in %s", Months(od.BreakEven, true))
	} else {
		b.WriteString(" and never pays for itself")
	}
	if a.Utilization > 0.1 {
		low := a
		low.Utilization = 0.1
		c := Compare(r.Own, []Match{r.Reference}, low)[0]
		fmt.Fprintf(&b, "; at 10 %% utilisation the ratio would be %s", Times(c.Ratio))
		if c.BreaksEven {
			fmt.Fprintf(&b, " and break-even %s", Months(c.BreakEven, true))
		} else {
			b.WriteString(" and the build would never pay for itself")
		}
	}
	b.WriteString(".")
	return b.String()
}

// Times prints a ratio: 10.0×.
func Times(x float64) string { return fmt.Sprintf("%.1f×", x) }

// Percent prints a share: 100 %, 15 %.
func Percent(x float64) string { return fmt.Sprintf("%g %%", math.Round(x*1000)/10) }

// Months prints a break-even: 1.4 months, never.
func Months(m float64, ok bool) string {
	switch {
	case !ok:
		return "never"
	case m > 120:
		return fmt.Sprintf("%.0f years", m/12)
	case m == 1:
		return "1 month"
	}
	return fmt.Sprintf("%.1f months", m)
}

func indent(s, pre string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return pre + strings.Join(lines, "\n"+pre)
}

// wrap is prose.Indent that keeps "10 %" and "0.29 × id" on one line.
func wrap(s string, width int, first, rest string) string {
	return unglue.Replace(prose.Indent(glue.Replace(s), width, first, rest))
}

// glue and unglue join the words wrap must not split (word joiner, U+2060).
var (
	glue   = strings.NewReplacer(" %", "\u2060%", " × ", "\u2060×\u2060")
	unglue = strings.NewReplacer("\u2060", " ")
)
