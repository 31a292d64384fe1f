package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rigcheck/rigcheck/internal/hw"
	"github.com/rigcheck/rigcheck/internal/prose"
)

// ModelReference is docs/reference.md's part on workloads (SPEC 1.5): the
// model kind's attributes, the models of the catalog given, the precision
// formats with their bits per weight and the KV cache types, each with
// its source.
func ModelReference(models []*hw.Part) string {
	var b strings.Builder
	b.WriteString("\n## Models\n\n`part \"model\" \"ID\" { … }` — a model a build's `workload` names: its architecture numbers, each from the model's\n")
	b.WriteString("`config.json` or card (with `name`, `brand`, `released`, `source`, `notes`; models carry no price). Users add models with `--catalog`.\n\n")
	attrTable(&b, hw.KindAttrs[hw.KindModel])
	b.WriteString("\n### The embedded models\n\n")
	b.WriteString("| id | params B | active B | layers | hidden | heads | KV heads | head dim | context | sliding window | license | source |\n")
	b.WriteString("|---|--:|--:|--:|--:|--:|--:|--:|--:|---|---|---|\n")
	models = slices.Clone(models)
	slices.SortFunc(models, func(a, b *hw.Part) int { return strings.Compare(a.ID, b.ID) })
	for _, p := range models {
		m := p.Model()
		active := ""
		if v, ok := m.ActiveParamsB.Get(); ok {
			active = prose.Number(v)
		}
		hd := m.Hidden / max(m.Heads, 1)
		if v, ok := m.HeadDim.Get(); ok {
			hd = v
		}
		window := ""
		if w, ok := m.SlidingWindow.Get(); ok {
			window = fmt.Sprintf("%d tokens on %d layers", w, m.SlidingWindowLayers.Or(m.Layers))
		}
		kv := fmt.Sprint(m.KVHeads)
		if r, ok := m.KVLoRARank.Get(); ok {
			kv = fmt.Sprintf("MLA (latent %d + rope %d)", r, m.QKRopeHeadDim.Or(0))
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %d | %d | %d | %s | %d | %d | %s | %s | %s |\n", p.ID, prose.Number(m.ParamsB), active,
			m.Layers, m.Hidden, m.Heads, kv, hd, m.MaxContext, window, mdCell(m.License), mdCell(p.Common().Source))
	}
	b.WriteString("\n## Precision formats\n\nA workload's `precision`: the number format of the base weights, with its bits per weight (scales and zero points\n")
	b.WriteString("included). Formats that quantize the linear layers only keep the embeddings and the output layer in 16 bits.\n\n")
	b.WriteString("| precision | bits per weight | quantizes | stored as a file | source |\n|---|--:|---|---|---|\n")
	for _, f := range hw.Formats {
		q := "every weight"
		if f.LinearOnly {
			q = "linear layers"
		}
		file := ""
		if f.File {
			file = "yes"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", f.Name, prose.Number(f.Bits), q, file, mdCell(f.Source))
	}
	b.WriteString("\nKV cache types (`kv_cache`), in bytes per cached element: ")
	var kvs []string
	for _, k := range hw.KVCacheTypes {
		kvs = append(kvs, fmt.Sprintf("`%s` %s", k, prose.Number(hw.KVBytes[k])))
	}
	b.WriteString(strings.Join(kvs, ", ") + " (llama.cpp's q8_0 and q4_0 blocks hold 32 values and a 16-bit scale: ggml-common.h).\n")
	return b.String()
}
