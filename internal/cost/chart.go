package cost

import (
	"fmt"
	"math"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/rigcheck/rigcheck/internal/prose"
)

// series is one line of the chart: cumulative USD after a number of months.
type series struct {
	glyph string
	style lipgloss.Style
	at    func(month float64) float64
}

// mark is a point drawn on top of the lines: a break-even, or the
// resale value; glyph "" is markGlyph.
type mark struct {
	month, usd float64
	glyph      string
}

const (
	markGlyph   = "◆"
	resaleGlyph = "▼"
)

// drawChart plots the series from month 0 to months on a width × height
// grid with a dollar axis on the left and a month axis below. Later series
// draw over earlier ones; marks draw over everything.
func drawChart(lines []series, marks []mark, months float64, width, height int, axis lipgloss.Style) string {
	maxY := 0.0
	for _, s := range lines {
		maxY = math.Max(maxY, s.at(months))
		maxY = math.Max(maxY, s.at(0))
	}
	maxY = niceCeil(maxY)
	if (height-1)%4 != 0 {
		height = (height-1)/4*4 + 1
	}
	grid := make([][]string, height)
	for r := range grid {
		grid[r] = make([]string, width)
		for c := range grid[r] {
			grid[r][c] = " "
		}
	}
	col := func(month float64) int { return int(math.Round(month / months * float64(width-1))) }
	row := func(usd float64) int {
		r := height - 1 - int(math.Round(usd/maxY*float64(height-1)))
		return min(max(r, 0), height-1)
	}
	for _, s := range lines {
		g := s.style.Render(s.glyph)
		prev := -1
		for c := range width {
			r := row(s.at(months * float64(c) / float64(width-1)))
			grid[r][c] = g
			// Fill the rows skipped since the last column, so steep lines stay joined.
			if prev >= 0 {
				for rr := r + 1; rr < prev; rr++ {
					grid[rr][c] = g
				}
			}
			prev = r
		}
	}
	for _, m := range marks {
		if m.month >= 0 && m.month <= months {
			g := m.glyph
			if g == "" {
				g = markGlyph
			}
			grid[row(m.usd)][col(m.month)] = g
		}
	}

	var b strings.Builder
	labelW := 8
	// A label every step rows, counted from the bottom: four intervals.
	step := max((height-1)/4, 1)
	for r := range height {
		label := ""
		if fromBottom := height - 1 - r; fromBottom%step == 0 {
			label = prose.DollarsShort(maxY * float64(fromBottom) / float64(height-1))
		}
		fmt.Fprintf(&b, "%*s %s%s\n", labelW, label, axis.Render("┤"), strings.Join(grid[r], ""))
	}
	// The month axis: a tick every year.
	axisLine := []rune(strings.Repeat("─", width))
	under := []rune(strings.Repeat(" ", width+8))
	for y := 0.0; y <= months+1e-9; y += 12 {
		c := col(y)
		axisLine[c] = '┴'
		copy(under[c:], []rune(fmt.Sprintf("%g", y)))
	}
	fmt.Fprintf(&b, "%*s %s%s\n", labelW, "", axis.Render("└"), axis.Render(string(axisLine)))
	fmt.Fprintf(&b, "%*s  %s months\n", labelW, "", strings.TrimRight(string(under), " "))
	return b.String()
}

// niceCeil rounds x up to four times a round step (1, 1.5, 2, 2.5, 3, 4,
// 5, 6 or 8 times a power of ten), so the four axis intervals have round
// labels.
func niceCeil(x float64) float64 {
	if x <= 0 {
		return 4
	}
	q := x / 4
	p := math.Pow(10, math.Floor(math.Log10(q)))
	for _, f := range []float64{1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10} {
		if f*p >= q*(1-1e-12) {
			return 4 * f * p
		}
	}
	return 40 * p
}
