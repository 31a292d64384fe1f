package report

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/rigcheck/rigcheck/internal/check"
	"github.com/rigcheck/rigcheck/internal/escape"
)

// workloadTitle is a workload's heading: `workload "chat" — llama-3.3-70b-instruct,
// inference gguf-q4_k_m, 32768 × 1 tokens, layer-split over 2 GPUs`.
func workloadTitle(w check.Workload, gpus int) string {
	s := fmt.Sprintf("workload %q — %s, %s %s, %d × %d tokens", w.Name, w.Model, w.Mode, w.Precision, w.SeqLen, w.Batch)
	if gpus > 1 {
		s += fmt.Sprintf(", %s over %d GPUs", w.Parallel, gpus)
	}
	return escape.Line(s)
}

// gpuRuns groups consecutive GPUs with the same figures, as [from, to).
func gpuRuns(gs []check.WorkloadGPU) [][2]int {
	var out [][2]int
	for i := 0; i < len(gs); {
		j := i + 1
		for j < len(gs) && gs[j].Name == gs[i].Name && gs[j].TotalGiB == gs[i].TotalGiB && slices.Equal(gs[j].Components, gs[i].Components) {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

func gpuLabel(gs []check.WorkloadGPU, r [2]int) string {
	g := gs[r[0]]
	if r[1]-r[0] > 1 {
		return fmt.Sprintf("GPUs %d–%d (%s, %g GiB each)", r[0]+1, r[1], g.Name, g.MemoryGiB)
	}
	return fmt.Sprintf("GPU %d (%s, %g GiB)", r[0]+1, g.Name, g.MemoryGiB)
}

func verdictWords(v string) string {
	return map[string]string{"fits": "fits", "tight": "tight", "does-not-fit": "does not fit"}[v]
}

// writeWorkloads writes a build's per-workload blocks in the text report:
// the per-GPU breakdown with the verdict, host memory, disk and decode
// speed.
func writeWorkloads(b *bytes.Buffer, st styles, br check.BuildResult) {
	for _, w := range br.Workloads {
		verdict := st.ok
		switch w.Verdict {
		case "tight":
			verdict = st.warn
		case "does-not-fit":
			verdict = st.err
		}
		fmt.Fprintf(b, "  %s: %s\n", st.bold.Render(workloadTitle(w, len(w.GPUs))), verdict.Render(verdictWords(w.Verdict)))
		for _, r := range gpuRuns(w.GPUs) {
			g := w.GPUs[r[0]]
			fmt.Fprintf(b, "    %s\n", st.dim.Render(escape.Line(gpuLabel(w.GPUs, r))))
			for _, c := range g.Components {
				fmt.Fprintf(b, "      %-62s %7.1f GiB\n", escape.Line(c.Name), c.GiB)
			}
			band := fmt.Sprintf("band %.1f–%.1f", g.TotalGiB*(1-w.Band), g.TotalGiB*(1+w.Band))
			fmt.Fprintf(b, "      %-62s %7.1f GiB  %s  %s\n", "total", g.TotalGiB, st.dim.Render(band), verdict.Render(verdictWords(g.Verdict)))
		}
		if br.Facts != nil {
			ram := st.ok.Render("ok")
			if w.HostRAMGiB > br.Facts.MemoryGB {
				ram = st.err.Render("short")
			}
			fmt.Fprintf(b, "    %s %g GB: needs %.1f GiB %s\n", st.dim.Render("host memory"), br.Facts.MemoryGB, w.HostRAMGiB, ram)
			disk := st.ok.Render("ok")
			if w.DiskGB > br.Facts.StorageGB {
				disk = st.warn.Render("short")
			}
			fmt.Fprintf(b, "    %s %g GB: needs %.0f GB %s\n", st.dim.Render("disk"), br.Facts.StorageGB, w.DiskGB, disk)
		}
		if t := w.TokensPerS; t != nil {
			fmt.Fprintf(b, "    %s about %.0f tokens/s (%.0f–%.0f), %s\n", st.dim.Render("decode"), t.Estimate, t.Low, t.High, escape.Line(t.Class))
		} else if w.TokensWhy != "" && w.Mode == "inference" {
			fmt.Fprintf(b, "    %s %s\n", st.dim.Render("decode"), escape.Line(w.TokensWhy))
		}
	}
}

// writeMarkdownWorkloads writes the same blocks as Markdown tables.
func writeMarkdownWorkloads(b *bytes.Buffer, br check.BuildResult) {
	for _, w := range br.Workloads {
		fmt.Fprintf(b, "**%s: %s.**\n\n", mdText(workloadTitle(w, len(w.GPUs))), verdictWords(w.Verdict))
		if len(w.GPUs) > 0 {
			b.WriteString("| GPU | Component | GiB |\n|:--|:--|--:|\n")
			for _, r := range gpuRuns(w.GPUs) {
				g := w.GPUs[r[0]]
				label := mdText(gpuLabel(w.GPUs, r))
				for _, c := range g.Components {
					fmt.Fprintf(b, "| %s | %s | %.1f |\n", label, mdText(c.Name), c.GiB)
					label = ""
				}
				fmt.Fprintf(b, "| | **total** (band %.1f–%.1f): %s | **%.1f** |\n", g.TotalGiB*(1-w.Band), g.TotalGiB*(1+w.Band), verdictWords(g.Verdict), g.TotalGiB)
			}
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "Host memory: needs %.1f GiB. Disk: needs %.0f GB.", w.HostRAMGiB, w.DiskGB)
		if t := w.TokensPerS; t != nil {
			fmt.Fprintf(b, " Decode: about %.0f tokens/s (%.0f–%.0f), %s.", t.Estimate, t.Low, t.High, mdText(t.Class))
		}
		b.WriteString("\n\n")
	}
}
