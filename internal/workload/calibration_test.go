package workload

import (
	"encoding/json"
	"math"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// The calibration rows are published measurements (research in
// /work/shared/reference/workload, copied to testdata). Every row is read;
// a row the estimate cannot be asked about (no architecture, an
// encoder-decoder model, no sequence length for training) is logged as
// not estimable and counts as a miss.

type vramRow struct {
	ID      string  `json:"id"`
	Model   string  `json:"model"`
	ParamsB float64 `json:"params_b"`
	Arch    *struct {
		Layers, Hidden, Heads, KVHeads, HeadDim, Intermediate, Vocab, Experts, ExpertsActive int
	} `json:"arch"`
	Mode      string   `json:"mode"`
	Precision string   `json:"precision"`
	SeqLen    *int     `json:"seq_len"`
	Batch     *int     `json:"batch"`
	GC        *bool    `json:"grad_checkpointing"`
	GPUs      string   `json:"gpus"`
	MemEach   *float64 `json:"gpu_mem_gb_each"`
	Outcome   string   `json:"outcome"`
	Measured  *float64 `json:"measured"`
	Unit      string   `json:"unit"`
	Metric    string   `json:"metric"`
	Framework string   `json:"framework"`
	LoRA      *struct {
		R       int             `json:"r"`
		Targets json.RawMessage `json:"targets"`
	} `json:"lora"`
	Notes string `json:"notes"`
}

func loadVRAM(t *testing.T) []vramRow {
	src, err := os.ReadFile("testdata/vram-calibration.json")
	if err != nil {
		t.Fatal(err)
	}
	// The arch object uses snake_case keys: rename them for the struct.
	for _, k := range []string{"kv_heads", "head_dim", "experts_active"} {
		src = []byte(strings.ReplaceAll(string(src), `"`+k+`"`, `"`+strings.ReplaceAll(k, "_", "")+`"`))
	}
	var rows []vramRow
	if err := json.Unmarshal(src, &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// catalogModels names the embedded model of a row without an architecture.
var catalogModels = map[string]string{"Gemma-2-9B": "gemma-2-9b", "Llama-2-70B class": "llama-2-70b"}

// rowModel is the row's model as a part: its published architecture, or
// the catalog's.
func rowModel(t *testing.T, r vramRow) *hw.Part {
	if r.Arch == nil {
		if id, ok := catalogModels[r.Model]; ok {
			return model(t, id)
		}
		return nil
	}
	a := r.Arch
	num := func(v float64) hw.Value { return hw.Value{Type: hw.TNumber, Num: v} }
	p := &hw.Part{Kind: hw.KindModel, ID: "row", Attrs: map[string]hw.Value{
		"name": {Type: hw.TString, Str: r.Model}, "params_b": num(r.ParamsB), "layers": num(float64(a.Layers)),
		"hidden": num(float64(a.Hidden)), "heads": num(float64(a.Heads)), "kv_heads": num(float64(a.KVHeads)),
		"head_dim": num(float64(a.HeadDim)), "vocab": num(float64(a.Vocab)), "max_context": num(1 << 20)}}
	if a.Intermediate > 0 {
		p.Attrs["intermediate"] = num(float64(a.Intermediate))
	}
	if a.Experts > 0 {
		// Qwen3-VL-30B-A3B: the experts' width is not in the row; its
		// text model is Qwen3-30B-A3B's (768), and the weights use params_b.
		p.Attrs["experts"], p.Attrs["experts_per_token"], p.Attrs["expert_intermediate"] = num(float64(a.Experts)), num(float64(a.ExpertsActive)), num(768)
	}
	return p
}

// rowWorkload translates a row's setup into a workload, with each
// framework's defaults where the row is silent.
func rowWorkload(r vramRow, p *hw.Part) (*hw.Workload, int, bool) {
	w := &hw.Workload{Name: r.ID, Model: p, Mode: r.Mode, Batch: 1, GradientCheckpointing: true, LoRARank: 16,
		LoRATargets: hw.LoRAModules, Optimizer: "adamw", Offload: "none", KVCache: "f16", Runtime: "transformers"}
	prec := strings.ToLower(r.Precision)
	switch {
	case strings.Contains(prec, "gguf"):
		q := regexp.MustCompile(`gguf (\w+)`).FindStringSubmatch(prec)
		w.Precision, w.Runtime = "gguf-"+q[1], "llama.cpp"
	case strings.Contains(prec, "fp8"):
		w.Precision = "fp8"
	case strings.Contains(prec, "double quant"), strings.Contains(prec, "nf4-dq"), strings.Contains(prec, "torchao nf4"):
		w.Precision = "nf4-dq" // torchao's NF4 quantizes its scales too
	case strings.Contains(prec, "nf4"), strings.Contains(prec, "4-bit"):
		w.Precision = "nf4"
	case strings.Contains(prec, "fp32"):
		w.Precision = "fp32"
	default:
		w.Precision = "bf16"
	}
	if strings.Contains(prec, "pagedadamw8bit") || strings.Contains(prec, "paged adamw") {
		w.Optimizer = "paged-adamw-8bit"
	}
	w.OptimizerInBackward = strings.Contains(prec, "optimizer_in_bwd")
	fw := strings.ToLower(r.Framework)
	switch {
	case strings.Contains(fw, "unsloth"):
		w.Runtime = "unsloth"
	case strings.Contains(fw, "vllm"):
		w.Runtime = "vllm"
	case strings.Contains(fw, "llama.cpp"):
		w.Runtime = "llama.cpp"
	}
	if w.Runtime == "transformers" && w.Mode == "inference" && !strings.Contains(fw, "litgpt") {
		w.Runtime = "llama.cpp"
	}
	if strings.Contains(fw, "torchtune") {
		w.FusedLoss = true // torchtune's configs use its chunked cross-entropy
	}
	if strings.Contains(fw, "litgpt") {
		w.GradientCheckpointing = false // LitGPT's finetune scripts do not checkpoint ("GC not enabled")
	}
	if r.GC != nil {
		w.GradientCheckpointing = *r.GC
	}
	if r.LoRA != nil {
		w.LoRARank = r.LoRA.R
		var list []string
		if json.Unmarshal(r.LoRA.Targets, &list) == nil {
			w.LoRATargets = list
		}
	}
	if strings.Contains(r.Notes, "r=32") {
		w.LoRARank = 32
	}
	if r.Batch != nil {
		w.Batch = *r.Batch
	}
	n := 1
	if m := regexp.MustCompile(`^(\d+)x`).FindStringSubmatch(r.GPUs); m != nil {
		n, _ = strconv.Atoi(m[1])
	}
	w.Parallel = "layer-split"
	if w.Training() {
		w.Parallel = "ddp"
	}
	all := prec + " " + strings.ToLower(r.GPUs)
	switch {
	case strings.Contains(all, "fsdp"):
		w.Parallel = "fsdp"
	case strings.Contains(all, "tp="):
		w.Parallel = "tensor"
	}
	if strings.Contains(prec, "cpu offload") {
		w.Offload = "params"
	}
	switch {
	case r.SeqLen != nil:
		w.SeqLen = *r.SeqLen
	case w.Mode == "inference" || r.Outcome == "fits":
		w.SeqLen = 512 // llama-bench's prompt; LitGPT's "short prompt"
	case r.Metric == "max_context_that_fits":
	default:
		return nil, 0, false
	}
	if r.Metric == "max_context_that_fits" {
		w.SeqLen = 0
	}
	return w, n, true
}

func rowInput(w *hw.Workload, p *hw.Part, n int, mem float64) Input {
	in := Input{W: w, Model: p.Model(), Band: DefaultBand}
	for range n {
		in.GPUs = append(in.GPUs, GPU{Name: "gpu", MemoryGiB: mem})
	}
	return in
}

// measuredOf is what the row measured, read the way it was measured:
// torch's counters leave out the CUDA context, a file size is the
// weights, ollama's size_vram is every GPU's total.
func measuredOf(e *Estimate, r vramRow) float64 {
	switch r.Metric {
	case "peak_allocated", "peak_allocated_per_gpu", "gpu_memory":
		return e.Peak - CUDAContext
	case "weights_loaded_per_gpu":
		return e.Shares[0].Components[0].Bytes
	case "weights_file", "weights_file (llama.cpp log)":
		return e.Weights
	case "size_vram (ollama ps API)":
		s := 0.0
		for _, sh := range e.Shares {
			s += sh.Total
		}
		return s
	}
	return e.Peak
}

func unitBytes(u string) float64 {
	if strings.HasPrefix(u, "GiB") {
		return GiB
	}
	return 1e9
}

// maxContext is the longest seq_len whose estimate fits the GPUs.
func maxContext(w *hw.Workload, p *hw.Part, n int, mem float64) int {
	lo, hi := 0, 1<<22
	for lo < hi {
		mid := (lo + hi + 1) / 2
		w.SeqLen = mid
		if Compute(rowInput(w, p, n, mem)).Verdict == DoesNotFit {
			hi = mid - 1
		} else {
			lo = mid
		}
	}
	return lo
}

// TestVRAMCalibration: measured rows within ±20 % for at least 70 % of
// them; no out-of-memory row reads "fits" and no row that ran is an
// error.
func TestVRAMCalibration(t *testing.T) {
	rows := loadVRAM(t)
	measured, hits := 0, 0
	for _, r := range rows {
		p := rowModel(t, r)
		var w *hw.Workload
		n, ok := 1, p != nil
		if ok {
			w, n, ok = rowWorkload(r, p)
		}
		if r.Measured != nil && r.Unit != "" {
			measured++
		}
		if !ok {
			t.Logf("%-40s not estimable: %s", r.ID, map[bool]string{true: "no sequence length", false: "no architecture (" + r.Model + ")"}[p != nil])
			continue
		}
		mem := 80.0
		if r.MemEach != nil {
			mem = *r.MemEach
		}
		if r.Metric == "max_context_that_fits" {
			got := maxContext(w, p, n, mem)
			err := float64(got) / *r.Measured - 1
			if math.Abs(err) <= 0.2 {
				hits++
			}
			t.Logf("%-40s max context %6d, measured %6.0f (%+.0f %%)", r.ID, got, *r.Measured, err*100)
			continue
		}
		e := Compute(rowInput(w, p, n, mem))
		if r.Measured != nil && r.Unit != "" {
			got := measuredOf(e, r)
			want := *r.Measured * unitBytes(r.Unit)
			err := got/want - 1
			if math.Abs(err) <= 0.2 {
				hits++
			}
			t.Logf("%-40s %7.2f GiB, measured %7.2f GiB (%+.0f %%) %s", r.ID, got/GiB, want/GiB, err*100, e.Verdict)
		} else {
			t.Logf("%-40s %s (peak %.1f GiB of %g), published: %s", r.ID, e.Verdict, e.Peak/GiB, mem, r.Outcome)
		}
		if r.MemEach == nil {
			continue
		}
		switch {
		case r.Outcome == "oom" && e.Verdict == Fits:
			t.Errorf("%s ran out of memory, the estimate says fits (%.1f GiB of %g)", r.ID, e.Peak/GiB, mem)
		case strings.HasPrefix(r.Outcome, "fits") && e.Verdict == DoesNotFit:
			t.Errorf("%s ran, the estimate says does-not-fit (%.1f GiB of %g)", r.ID, e.Peak/GiB, mem)
		}
	}
	rate := float64(hits) / float64(measured)
	t.Logf("VRAM: %d of %d measured rows within ±20 %% (%.0f %%)", hits, measured, rate*100)
	if rate < 0.7 {
		t.Errorf("%d of %d measured rows within ±20 %%, want at least 70 %%", hits, measured)
	}
}

// TestBoundaries are the research's §6.6 cases.
func TestBoundaries(t *testing.T) {
	gguf := func(id, prec string, seq int, n int, mem float64) *Estimate {
		p := model(t, id)
		w := &hw.Workload{Name: "b", Model: p, Mode: "inference", Precision: prec, SeqLen: seq, Batch: 1,
			Runtime: "llama.cpp", Parallel: "layer-split", Offload: "none", KVCache: "f16"}
		return Compute(rowInput(w, p, n, mem))
	}
	for _, c := range []struct {
		name string
		e    *Estimate
		ok   func(Verdict) bool
		want string
	}{
		{"70B F16 on 6 × 3090 at 8192", gguf("llama-3-70b", "gguf-f16", 8192, 6, 24), func(v Verdict) bool { return v <= Tight }, "at most tight"},
		{"Llama-3-8B F16 at 8192 on a 16 GB 4080", gguf("llama-3-8b", "gguf-f16", 8192, 1, 16), func(v Verdict) bool { return v == DoesNotFit }, "does-not-fit"},
		{"Llama-2-70B Q4_0 on one 24 GB card", gguf("llama-2-70b", "gguf-q4_0", 512, 1, 24), func(v Verdict) bool { return v == DoesNotFit }, "does-not-fit"},
		{"70B Q4_K_M on 2 × 3090", gguf("llama-3-70b", "gguf-q4_k_m", 512, 2, 24), func(v Verdict) bool { return v <= Tight }, "at most tight"},
		{"Llama-2-13B F16 on 24 GB", gguf("llama-2-13b", "gguf-f16", 512, 1, 24), func(v Verdict) bool { return v == DoesNotFit }, "does-not-fit"},
	} {
		if !c.ok(c.e.Verdict) {
			t.Errorf("%s: %s (peak %.2f GiB), want %s", c.name, c.e.Verdict, c.e.Peak/GiB, c.want)
		}
	}
	// Answer.AI: 70B QLoRA on 2 × 24 GB with FSDP fits with CPU offload,
	// not without.
	p := model(t, "llama-3.1-70b")
	qlora := func(offload string) *Estimate {
		w := &hw.Workload{Name: "q", Model: p, Mode: "qlora", Precision: "nf4", SeqLen: 2048, Batch: 1, GradientCheckpointing: true,
			LoRARank: 16, LoRATargets: hw.LoRAModules, Optimizer: "adamw", Runtime: "transformers", Parallel: "fsdp", Offload: offload, KVCache: "f16"}
		return Compute(rowInput(w, p, 2, 24))
	}
	if e := qlora("none"); e.Verdict != DoesNotFit {
		t.Errorf("70B QLoRA on 2 × 24 GB without offload: %s (%.1f GiB)", e.Verdict, e.Peak/GiB)
	}
	if e := qlora("params"); e.Verdict == DoesNotFit || e.HostBytes <= 0 {
		t.Errorf("70B QLoRA on 2 × 24 GB with offload: %s (%.1f GiB), host %.0f GiB", e.Verdict, e.Peak/GiB, e.HostBytes/GiB)
	}
}

type speedRow struct {
	GPU       string   `json:"gpu"`
	NGPUs     int      `json:"n_gpus"`
	Bandwidth float64  `json:"mem_bandwidth_gbs"`
	Model     string   `json:"model"`
	Quant     string   `json:"quant"`
	WeightsG  *float64 `json:"weights_gib"`
	Runtime   string   `json:"runtime"`
	Test      string   `json:"test"`
	Measured  float64  `json:"measured_tok_s"`
}

// speedModels maps the rows' model names to catalog models of the same
// architecture (LLaMA 1 7B has Llama 2 7B's layers and widths).
var speedModels = map[string]string{"Llama-3-8B": "llama-3-8b", "Llama-3-70B": "llama-3-70b", "Llama-2-7B": "llama-2-7b",
	"Llama-2-70B": "llama-2-70b", "LLaMA-7B": "llama-2-7b"}

// speedInput is a row as an estimate's input, nil when it names a model
// the catalog has no architecture for.
func speedInput(t *testing.T, r speedRow) *Input {
	id, ok := speedModels[r.Model]
	if !ok {
		return nil
	}
	p := model(t, id)
	prec := "gguf-" + strings.ToLower(r.Quant)
	runtime := "llama.cpp"
	if strings.Contains(r.Quant, "nf4") {
		prec, runtime = "nf4-dq", "transformers"
	}
	seq := 512
	if m := regexp.MustCompile(`tg(\d+)`).FindStringSubmatch(r.Test); m != nil {
		seq, _ = strconv.Atoi(m[1])
	}
	w := &hw.Workload{Name: "s", Model: p, Mode: "inference", Precision: prec, SeqLen: seq / 2, Batch: 1, Runtime: runtime,
		Parallel: "layer-split", Offload: "none", KVCache: "f16"}
	in := Input{W: w, Model: p.Model(), Band: DefaultBand}
	for range r.NGPUs {
		in.GPUs = append(in.GPUs, GPU{Name: r.GPU, MemoryGiB: 192, BandwidthGBs: r.Bandwidth})
	}
	return &in
}

func loadSpeed(t *testing.T) []speedRow {
	src, err := os.ReadFile("testdata/throughput-calibration.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []speedRow
	if err := json.Unmarshal(src, &rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestThroughputFit refits each class's constants on its rows — time per
// token = bytes / (bandwidth × efficiency) + layers × τ, least squares on
// the relative error — and fails when the constants in speed.go are not
// the fit's.
func TestThroughputFit(t *testing.T) {
	type pt struct{ x, y, meas float64 } // x: bytes/bandwidth, y: layers
	byClass := map[string][]pt{}
	for _, r := range loadSpeed(t) {
		in := speedInput(t, r)
		if in == nil {
			continue
		}
		c, _ := classOf(in.W.Runtime, in.W.Precision)
		e := Compute(*in)
		x := 0.0
		for i, s := range e.Shares {
			x += (s.Components[0].Bytes + s.Components[1].Bytes) / (in.GPUs[i].BandwidthGBs * 1e9)
		}
		byClass[c.Name] = append(byClass[c.Name], pt{x, float64(e.Arch.Layers), r.Measured})
	}
	fit := func(ps []pt, withTau bool) (eff, tau float64) {
		// Minimise Σ (a·x/t + τ·y/t − 1)², t = 1/measured.
		var s11, s12, s22, r1, r2 float64
		for _, p := range ps {
			u, v := p.x*p.meas, p.y*p.meas
			s11, s12, s22, r1, r2 = s11+u*u, s12+u*v, s22+v*v, r1+u, r2+v
		}
		if !withTau {
			return s11 / r1, 0
		}
		det := s11*s22 - s12*s12
		a := (r1*s22 - r2*s12) / det
		return 1 / a, (s11*r2 - s12*r1) / det
	}
	for _, c := range []struct {
		class   Class
		withTau bool
	}{{LlamaCpp, true}, {Bitsandbytes, false}} {
		ps := byClass[c.class.Name]
		eff, tau := fit(ps, c.withTau)
		var ratios []float64
		for _, p := range ps {
			ratios = append(ratios, p.meas*(p.x/eff+p.y*tau))
		}
		slices.Sort(ratios)
		lo, hi := ratios[len(ratios)/10], ratios[len(ratios)-1-len(ratios)/10]
		t.Logf("%s: %d rows, efficiency %.4f, τ %.2f µs per layer, measured/estimate %.3f–%.3f", c.class.Name, len(ps), eff, tau*1e6, lo, hi)
		if !within(c.class.Efficiency, eff, 0.001) || math.Abs(c.class.LayerS-tau) > 0.01e-6 || !within(c.class.Low, lo, 0.002) || !within(c.class.High, hi, 0.002) {
			t.Errorf("%s constants %+v are not the fit (efficiency %.4f, τ %.2f µs, range %.3f–%.3f)", c.class.Name, c.class, eff, tau*1e6, lo, hi)
		}
	}
}

// TestThroughputCalibration: the decode estimate within ±20 % of at least
// 70 % of the measured rows.
func TestThroughputCalibration(t *testing.T) {
	rows := loadSpeed(t)
	hits := 0
	for _, r := range rows {
		in := speedInput(t, r)
		if in == nil {
			t.Logf("%-24s %-36s not estimable: no architecture for %q in the catalog", r.GPU, r.Model, r.Model)
			continue
		}
		e := Compute(*in)
		err := e.Speed.Estimate/r.Measured - 1
		if math.Abs(err) <= 0.2 {
			hits++
		}
		t.Logf("%-24s %d× %-12s %-8s %6.1f tok/s, measured %6.1f (%+.0f %%), range %.1f–%.1f", r.GPU, r.NGPUs, r.Model, r.Quant, e.Speed.Estimate, r.Measured, err*100, e.Speed.Low, e.Speed.High)
	}
	rate := float64(hits) / float64(len(rows))
	t.Logf("throughput: %d of %d rows within ±20 %% (%.0f %%)", hits, len(rows), rate*100)
	if rate < 0.7 {
		t.Errorf("%d of %d rows within ±20 %%, want at least 70 %%", hits, len(rows))
	}
}
