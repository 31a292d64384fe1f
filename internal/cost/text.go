package cost

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
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
	bold, dim, head, own, onDemand, r1, r3, good, bad lipgloss.Style
}

func newTextStyles(w io.Writer, color bool) textStyles {
	r := term.Renderer(w, color)
	return textStyles{
		bold:     r.NewStyle().Bold(true),
		dim:      r.NewStyle().Faint(true),
		head:     r.NewStyle().Bold(true).Padding(0, 1),
		own:      r.NewStyle().Foreground(lipgloss.Color("10")),
		onDemand: r.NewStyle().Foreground(lipgloss.Color("9")),
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

	fmt.Fprintf(&b, "%s (%s): own it or rent it?\n", st.bold.Render(fmt.Sprintf("build %q", r.Build)), r.File)
	fmt.Fprintf(&b, "  price %s   wall %.0f W   %g h/day at %s utilisation   %s/kWh   %g GB cloud storage   %g-year depreciation\n",
		USD(r.Own.PriceUSD), r.WallW, a.HoursPerDay, Percent(a.Utilization), cents(a.ElectricityUSDkWh), a.StorageGB, a.DepreciationYears)
	fmt.Fprintf(&b, "  own build a year: %s depreciation + %s electricity = %s\n\n",
		USD(r.Own.PriceUSD/a.DepreciationYears), USD(ElectricityPerYear(a)), USD(r.OwnPerYear()))

	if len(r.Comparisons) == 0 {
		b.WriteString("  No cloud offer in the catalog rents this many GPUs, or a number that divides it.\n" +
			"  Compare with a rate you know: --cloud-hourly-usd RATE, or pick an offer with --cloud ID.\n")
		_, err := io.WriteString(w, b.String())
		return err
	}

	b.WriteString(comparisonTable(r, st))
	b.WriteString("\n")
	for _, n := range notes(r) {
		fmt.Fprintf(&b, "  %s\n", n)
	}
	b.WriteString("\n")
	b.WriteString(chartSection(r, st))
	b.WriteString("\n")
	b.WriteString(wrap(Meaning(r), 100, ""))
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func comparisonTable(r *Report, st textStyles) string {
	perTF := false
	for _, c := range r.Comparisons {
		perTF = perTF || c.RatioPerTFLOPS > 0
	}
	head := []string{"cloud offer", "GPUs", "mode", "per hour", "cloud a year", "own a year", "ratio"}
	if perTF {
		head = append(head, "per TFLOPS")
	}
	head = append(head, "break-even")
	var rows [][]string
	for _, c := range r.Comparisons {
		ratio := Times(c.Ratio)
		row := []string{c.Match.Label(), fmt.Sprint(c.Match.GPUs()), c.Mode, cents(c.Match.HourlyUSD(c.Mode)),
			USD(c.CloudPerYear), USD(c.OwnPerYear), ratio}
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
	ratioCol := 6
	t := table.New().Border(lipgloss.RoundedBorder()).BorderStyle(st.dim).Headers(head...).Rows(rows...).
		StyleFunc(func(row, col int) lipgloss.Style {
			s := lipgloss.NewStyle().Padding(0, 1)
			if row == table.HeaderRow {
				return st.head
			}
			if col == 1 || col >= 3 {
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

// notes explain the labels of the table.
func notes(r *Report) []string {
	var out []string
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
	out = append(out, "ratio = cloud ÷ own, a year; above 1× the build is cheaper. Reserved modes are billed every hour, used or not.")
	var perTF bool
	for _, c := range r.Comparisons {
		perTF = perTF || c.RatioPerTFLOPS > 0
	}
	switch {
	case perTF:
		out = append(out, fmt.Sprintf("per TFLOPS: the ratio per unit of FP16 tensor compute (the build's %g TFLOPS against the offer's); the raw ratio is the headline.", r.Own.FP16TFLOPS))
	case len(r.NoTFLOPS) > 0:
		out = append(out, fmt.Sprintf("No ratio per unit of compute: the catalog has no fp16_tflops for the %s.", strings.Join(r.NoTFLOPS, ", ")))
	}
	return out
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
	name := ref.Offer.Name
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
	modeStyle := map[string]lipgloss.Style{OnDemand: st.onDemand, Reserved1Y: st.r1, Reserved3Y: st.r3}
	modeGlyph := map[string]string{OnDemand: "*", Reserved1Y: "+", Reserved3Y: "o"}
	for _, c := range cs {
		perYear := c.CloudPerYear
		lines = append(lines, series{glyph: modeGlyph[c.Mode], style: modeStyle[c.Mode],
			at: func(m float64) float64 { return CloudCumulative(perYear, m) }})
		l := fmt.Sprintf("%s %s", modeStyle[c.Mode].Render(modeGlyph[c.Mode]), c.Mode)
		if c.BreaksEven {
			marks = append(marks, mark{c.BreakEven, OwnCumulative(r.Own.PriceUSD, a, c.BreakEven)})
			l += fmt.Sprintf(" (%s break-even at %s)", markGlyph, Months(c.BreakEven, true))
		} else {
			l += " (never breaks even)"
		}
		legend = append(legend, l)
	}
	price := r.Own.PriceUSD
	lines = append(lines, series{glyph: "█", style: st.own,
		at: func(m float64) float64 { return OwnCumulative(price, a, m) }})
	legend = append([]string{st.own.Render("█") + " own build (price up front, then electricity)"}, legend...)

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

// USD prints whole dollars with thousands separators: $27,480.
func USD(x float64) string {
	neg := x < 0
	s := fmt.Sprintf("%.0f", math.Abs(x))
	var out []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if neg {
		return "-$" + string(out)
	}
	return "$" + string(out)
}

// cents prints a small price: $3.06, $0.7068.
func cents(x float64) string {
	s := fmt.Sprintf("$%.2f", x)
	if x < 1 && fmt.Sprintf("%.4f", x) != fmt.Sprintf("%.2f00", x) {
		s = "$" + strings.TrimRight(fmt.Sprintf("%.4f", x), "0")
	}
	return s
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

// wrap breaks s into lines of at most width runes, each prefixed by pre.
func wrap(s string, width int, pre string) string {
	var b strings.Builder
	line := ""
	for _, word := range strings.Fields(s) {
		if line != "" && len([]rune(line))+1+len([]rune(word)) > width {
			b.WriteString(pre + line + "\n")
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += word
	}
	if line != "" {
		b.WriteString(pre + line + "\n")
	}
	return b.String()
}
