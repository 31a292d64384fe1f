package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
)

func init() {
	Register(&Rule{
		ID: "cpu-cores", Severity: hw.Warning,
		Summary: "the CPU has fewer cores than max(4, 2 × GPUs)",
		Doc: `Data loading and augmentation run on the CPU while the GPUs train: Dettmers (2018) asks for about 2 cores (4 threads)
per GPU when preprocessing on the fly, each extra core adding 0–5 %. Four GPUs therefore want 8 cores (the seed's "8+ cores");
any machine wants 4.`,
		Fix:    "Pick a CPU with more cores, or waive the rule if your data is preprocessed before training (1 core per GPU is then enough).",
		Params: []Param{{"per_gpu", 2, "cores wanted per GPU"}, {"min", 4, "cores wanted in any build"}},
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil {
				return
			}
			want := max(int(p.Param("min")), int(p.Param("per_gpu"))*p.Facts.GPUCount)
			if p.Facts.Cores < want {
				p.Report(cpu.Range, fmt.Sprintf("Wanted: max(%d, %d × %d GPUs) = %d cores. Pick a CPU with %d or more cores.", int(p.Param("min")), int(p.Param("per_gpu")), p.Facts.GPUCount, want, want),
					"the %s has %d cores; %d GPUs want %d", cpu.Part.ShortName(), p.Facts.Cores, p.Facts.GPUCount, want)
			}
		},
	})
	Register(&Rule{
		ID: "cpu-socket", Severity: hw.Error,
		Summary: "the CPU's socket is not the board's",
		Doc:     "A CPU fits only a board of its socket (AM4, AM5, TR4, sTRX4, sWRX8, sTR5, LGA1700, LGA2066, LGA4677…).",
		Fix:     "Pick a board of the CPU's socket (`rigcheck catalog list motherboard --fits BUILD`) or a CPU of the board's.",
		Check: func(p *Pass) {
			cpu, mb := p.Build.One(hw.KindCPU), p.Build.One(hw.KindMotherboard)
			if cpu == nil || mb == nil {
				return
			}
			if a, b := cpu.Part.Str("socket"), mb.Part.Str("socket"); a != b {
				p.Report(cpu.Range, fmt.Sprintf("Pick a board with socket %s, or a CPU for socket %s.", a, b),
					"the %s is a socket %s CPU; the %s has socket %s", cpu.Part.ShortName(), a, mb.Part.ShortName(), b)
			}
		},
	})
	Register(&Rule{
		ID: "display-output", Severity: hw.Warning,
		Summary: "no GPU and no integrated graphics: nothing drives a display",
		Doc:     "Without a GPU or a CPU with integrated graphics the machine has no display output to install an operating system with (headless servers with a BMC are the exception).",
		Fix:     "Add a GPU, pick a CPU with integrated_graphics, or waive the rule for a headless board with a BMC.",
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil || p.Facts.GPUCount > 0 || cpu.Part.Bool("integrated_graphics") {
				return
			}
			p.Report(cpu.Range, "", "the build has no GPU and the %s has no integrated graphics", cpu.Part.ShortName())
		},
	})
	Register(&Rule{
		ID: "cooler-missing", Severity: hw.Error,
		Summary: "no cooler and the CPU ships none",
		Doc:     "A CPU without a bundled cooler (stock_cooler = false: every Threadripper, Core X, Xeon W and most K-series parts) needs a cooler in the build.",
		Fix:     "Add a cooler block (`rigcheck catalog list cooler --fits BUILD`).",
		Check: func(p *Pass) {
			cpu := p.Build.One(hw.KindCPU)
			if cpu == nil || p.Build.One(hw.KindCooler) != nil || cpu.Part.Bool("stock_cooler") {
				return
			}
			p.Report(cpu.Range, "Add a cooler block for the CPU's socket.", "the %s ships without a cooler and the build has none", cpu.Part.ShortName())
		},
	})
	Register(&Rule{
		ID: "cooler-socket", Severity: hw.Error,
		Summary: "the cooler does not list the CPU's socket",
		Doc:     "Coolers mount with socket-specific brackets; the maker's spec lists the sockets. Threadripper's large TR4/sTRX4/sTR5 packages need coolers made for them (a cold plate that covers the whole heat spreader).",
		Fix:     "Pick a cooler that lists the CPU's socket, or waive with the reason if a bracket sold separately fits.",
		Check: func(p *Pass) {
			cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
			if cpu == nil || c == nil {
				return
			}
			s := cpu.Part.Str("socket")
			if !slices.Contains(c.Part.List("sockets"), s) {
				p.Report(c.Range, fmt.Sprintf("The cooler lists %s.", strings.Join(c.Part.List("sockets"), ", ")),
					"the %s does not list the %s's socket %s", c.Part.ShortName(), cpu.Part.ShortName(), s)
			}
		},
	})
	Register(&Rule{
		ID: "cooler-height", Severity: hw.Error,
		Summary: "an air cooler is taller than the case's max_cooler_height_mm",
		Doc:     "A tower cooler taller than the case's CPU-cooler clearance keeps the side panel from closing.",
		Fix:     "Pick a lower cooler, a liquid cooler, or a wider case.",
		Check: func(p *Pass) {
			c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
			if c == nil || cs == nil || c.Part.Str("type") != "air" {
				return
			}
			h, ok := c.Part.Num("height_mm")
			if !ok {
				p.Missing(c.Range, "the %s has no height_mm", c.Part.ShortName())
				return
			}
			if m, _ := cs.Part.Num("max_cooler_height_mm"); h > m {
				p.Report(c.Range, "", "the %s is %g mm tall; the %s takes coolers up to %g mm", c.Part.ShortName(), h, cs.Part.ShortName(), m)
			}
		},
	})
	Register(&Rule{
		ID: "cooler-radiator", Severity: hw.Error,
		Summary: "the case takes no radiator of the liquid cooler's size",
		Doc:     "A liquid cooler's radiator (240, 280, 360, 420 mm) needs a mount of that size in the case.",
		Fix:     "Pick a cooler whose radiator the case takes, or a case with that radiator mount.",
		Check: func(p *Pass) {
			c, cs := p.Build.One(hw.KindCooler), p.Build.One(hw.KindCase)
			if c == nil || cs == nil || c.Part.Str("type") != "liquid" {
				return
			}
			r, ok := c.Part.Num("radiator_mm")
			if !ok {
				p.Missing(c.Range, "the %s has no radiator_mm", c.Part.ShortName())
				return
			}
			if !cs.Part.Has("radiators_mm") {
				p.Missing(cs.Range, "the %s has no radiators_mm", cs.Part.ShortName())
				return
			}
			if !slices.Contains(cs.Part.Nums("radiators_mm"), r) {
				p.Report(c.Range, fmt.Sprintf("The case takes %s mm radiators.", joinNums(cs.Part.Nums("radiators_mm"))),
					"the %s has a %g mm radiator; the %s takes none of that size", c.Part.ShortName(), r, cs.Part.ShortName())
			}
		},
	})
	Register(&Rule{
		ID: "cooler-capacity", Severity: hw.Warning,
		Summary: "the cooler's rated tdp_w is below the CPU's tdp_w",
		Doc:     "Where the maker rates a cooler's capacity, a CPU with a higher TDP will run hot and throttle under sustained load such as data loading during training. Most makers (Noctua, Arctic, Corsair…) publish no rating; for their coolers this rule checks nothing and, unlike other rules, says nothing, since a missing-data notice would appear on nearly every build.",
		Fix:     "Pick a cooler rated for the CPU's TDP or more.",
		Check: func(p *Pass) {
			cpu, c := p.Build.One(hw.KindCPU), p.Build.One(hw.KindCooler)
			if cpu == nil || c == nil {
				return
			}
			cap, ok := c.Part.Num("tdp_w")
			if !ok {
				// Most makers (Noctua, Arctic…) publish no rating: a notice on
				// nearly every build would drown the real ones. Documented in Doc.
				return
			}
			if t, _ := cpu.Part.Num("tdp_w"); cap < t {
				p.Report(c.Range, "", "the %s is rated for %g W; the %s's TDP is %g W", c.Part.ShortName(), cap, cpu.Part.ShortName(), t)
			}
		},
	})
}

func joinNums(xs []float64) string {
	var s []string
	for _, x := range xs {
		s = append(s, fmt.Sprintf("%g", x))
	}
	return strings.Join(s, ", ")
}
