package rules

import (
	"fmt"
	"testing"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// Workload test parts: a model with Llama 3 8B's architecture and one
// with Llama 3 70B's (config.json numbers), and GPUs with memory
// bandwidth.
const workloadParts = `
part "model" "t-8b" {
  name = "Test 8B"
  brand = "Test"
  params_b = 8.03
  layers = 32
  hidden = 4096
  heads = 32
  kv_heads = 8
  head_dim = 128
  intermediate = 14336
  vocab = 128256
  max_context = 8192
}

part "model" "t-70b" {
  extends = "t-8b"
  name = "Test 70B"
  params_b = 70.55
  layers = 80
  hidden = 8192
  heads = 64
  intermediate = 28672
}

part "gpu" "t-gpu24" {
  extends = "t-blower"
  name = "Test GPU 24G"
  vram_gb = 24
  memory_bandwidth_gbs = 1000
}

part "gpu" "t-gpu18" {
  extends = "t-gpu24"
  name = "Test GPU 18G"
  vram_gb = 18
}

part "gpu" "t-gpu24-nvl" {
  extends = "t-gpu24"
  name = "Test GPU 24G NVLink"
  nvlink = true
}

part "storage" "t-nvme-100" {
  extends = "t-nvme"
  name = "Test NVMe 100GB"
  capacity_gb = 100
}
`

func wl(attrs string) string {
	return fmt.Sprintf("workload \"w\" {\n%s\n  }", attrs)
}

func TestWorkloadVRAMFit(t *testing.T) {
	infer8b := wl(`model = "t-8b"
    mode = "inference"
    precision = "bf16"
    seq_len = 1024`)
	band0 := &Config{Rules: map[string]RuleConfig{"workload-vram-fit": {Params: map[string]float64{"band": 0}}}}
	runCases(t, []ruleCase{
		{name: "fits", src: rig(workloadParts, `gpu "t-gpu24" {}`, wl(`model = "t-8b"
    mode = "inference"
    precision = "gguf-q4_k_m"
    seq_len = 4096`)), want: []string{"workload-throughput info"}},
		{name: "full fine-tune does not fit", src: rig(workloadParts, `gpu "t-gpu24" {}`, wl(`model = "t-8b"
    mode = "full"
    seq_len = 2048`)), want: []string{"workload-vram-fit error"},
			msg: []string{`workload "w" (8B, full bf16, 2048 × 1 tokens) needs`, "optimizer adamw", "does-not-fit", "Would fit, each on its own:"}},
		// 16.2 GiB on 18 GiB: inside the 15 % band.
		{name: "tight", src: rig(workloadParts, `gpu "t-gpu18" {}`, infer8b), want: []string{"workload-vram-fit warning", "workload-throughput info"},
			msg: []string{"tight (within the estimate's ±15 %)"}},
		{name: "tight with no band fits", src: rig(workloadParts, `gpu "t-gpu18" {}`, infer8b), cfg: band0, want: []string{"workload-throughput info"}},
		{name: "bf16 8B over the card", src: rig(workloadParts, `gpu "t-blower" {}`, infer8b), want: []string{"workload-vram-fit error", "workload-throughput info"},
			msg: []string{"GPU 1 (GPU Blower, 11 GiB)", `precision = "int8"`}},
		{name: "two cards share a layer split", src: rig(workloadParts, gpus("t-gpu18", 2), infer8b), want: []string{"workload-throughput info"}},
		{name: "fsdp over two cards fits QLoRA of 8B", src: rig(workloadParts, gpus("t-gpu24", 2), wl(`model = "t-8b"
    mode = "qlora"
    seq_len = 2048
    parallel = "fsdp"`))},
		{name: "no GPU", src: rig(workloadParts+variant("t-cpu", "t-cpu-igpu", "Test CPU iGPU", nil, "integrated_graphics = true"), "-gpu", `cpu "t-cpu-igpu" {}`, infer8b),
			want: []string{"missing-part error"}, msg: []string{`build "t" has no gpu for its workload "w"`}},
	})
}

func TestWorkloadRAMFit(t *testing.T) {
	runCases(t, []ruleCase{
		{name: "offloaded bf16 70B needs 211 GB", src: rig(workloadParts, `gpu "t-gpu24" {}`, wl(`model = "t-70b"
    mode = "lora"
    seq_len = 2048
    offload = "params"`)), want: []string{"workload-ram-fit error"},
			msg: []string{"of host memory; the build has 64 GB", "offloaded weights, gradients and optimizer states"}},
		{name: "offloaded 8B fits 64 GB", src: rig(workloadParts, `gpu "t-gpu24" {}`, wl(`model = "t-8b"
    mode = "lora"
    seq_len = 2048
    offload = "params"`))},
		{name: "paged optimizer states live in host memory", src: rig(workloadParts, `gpu "t-gpu24" {}`, wl(`model = "t-8b"
    mode = "full"
    seq_len = 1024
    optimizer = "paged-adamw-8bit"
    optimizer_in_backward = true`))},
	})
}

func TestWorkloadDiskFit(t *testing.T) {
	chat70 := wl(`model = "t-70b"
    mode = "inference"
    precision = "gguf-q4_k_m"
    seq_len = 2048
    offload = "params"`)
	runCases(t, []ruleCase{
		{name: "checkpoint and GGUF over 100 GB", src: rig(workloadParts, `gpu "t-gpu24" {}`, `storage "t-nvme-100" {}`, chat70),
			want: []string{"workload-disk-fit warning", "workload-throughput info"}, msg: []string{"checkpoint (bf16) 141 GB", "gguf-q4_k_m file 43 GB", "the build has 100 GB"}},
		{name: "1 TB holds them", src: rig(workloadParts, `gpu "t-gpu24" {}`, chat70), want: []string{"workload-throughput info"}},
	})
}

func TestWorkloadContext(t *testing.T) {
	at := func(n int) string {
		return wl(fmt.Sprintf(`model = "t-8b"
    mode = "inference"
    precision = "gguf-q4_k_m"
    seq_len = %d`, n))
	}
	runCases(t, []ruleCase{
		{name: "at the context", src: rig(workloadParts, `gpu "t-gpu24" {}`, at(8192)), want: []string{"workload-throughput info"}},
		{name: "one past it", src: rig(workloadParts, `gpu "t-gpu24" {}`, at(8193)), want: []string{"workload-context error", "workload-throughput info"},
			msg: []string{"seq_len = 8193 exceeds 8B's context of 8192 tokens"}},
	})
}

func TestWorkloadParallel(t *testing.T) {
	tensor := wl(`model = "t-8b"
    mode = "inference"
    runtime = "vllm"
    seq_len = 4096
    parallel = "tensor"`)
	runCases(t, []ruleCase{
		{name: "tensor over NVLink", src: rig(workloadParts, gpus("t-gpu24-nvl", 2), tensor), want: []string{"workload-throughput info"}},
		{name: "tensor without NVLink", src: rig(workloadParts, gpus("t-gpu24", 2), tensor), want: []string{"workload-parallel warning", "workload-throughput info"},
			msg: []string{"tensor parallelism over 2 × GPU 24G without NVLink"}},
		{name: "three do not divide 32 heads", src: rig(workloadParts, gpus("t-gpu24-nvl", 3), tensor), want: []string{"memory-vs-vram warning", "workload-parallel error", "workload-throughput info"},
			msg: []string{"does not divide 8B's 32 attention heads and 8 key/value heads"}},
		{name: "mixed GPUs", src: rig(workloadParts, `gpu "t-gpu24-nvl" {}`, `gpu "t-gpu18" {}`, tensor), want: []string{"workload-parallel error", "workload-parallel warning", "workload-throughput info"},
			msg: []string{"over different GPUs (GPU 24G NVLink, GPU 18G)"}},
		{name: "layer split tolerates PCIe", src: rig(workloadParts, gpus("t-gpu24", 2), wl(`model = "t-8b"
    mode = "inference"
    seq_len = 4096`)), want: []string{"workload-throughput info"}},
	})
}

func TestWorkloadThroughput(t *testing.T) {
	chat := func(min string) string {
		return wl(`model = "t-8b"
    mode = "inference"
    precision = "gguf-q4_k_m"
    seq_len = 4096` + min)
	}
	runCases(t, []ruleCase{
		{name: "estimate", src: rig(workloadParts, `gpu "t-gpu24" {}`, chat("")), want: []string{"workload-throughput info"},
			msg: []string{"decodes at about 1", "llama.cpp class"}},
		{name: "below the requirement", src: rig(workloadParts, `gpu "t-gpu24" {}`, chat("\n    min_tokens_per_s = 1000")), want: []string{"workload-throughput error"},
			msg: []string{"below min_tokens_per_s = 1000"}},
		{name: "no bandwidth, no requirement", src: rig(workloadParts, `gpu "t-wide3" {}`, chat("")), want: []string{"workload-throughput info"},
			msg: []string{"decode speed not estimated: GPU Triple has no memory_bandwidth_gbs"}},
		{name: "no bandwidth for a requirement", src: rig(workloadParts, `gpu "t-wide3" {}`, chat("\n    min_tokens_per_s = 5")), want: []string{"missing-data info"},
			facts: func(t *testing.T, f *hw.Facts) {
				if len(f.Unchecked) != 1 || f.Unchecked[0].Rule != "workload-throughput" {
					t.Errorf("unchecked %v, want workload-throughput", f.Unchecked)
				}
			}},
	})
}
