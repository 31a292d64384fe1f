package rules

import (
	"fmt"

	"github.com/rigcheck/rigcheck/internal/hw"
)

// WorkloadDiskFit is rule "workload-disk-fit".
var WorkloadDiskFit = &Rule{
	ID: "workload-disk-fit", Severity: hw.Warning,
	Summary: "storage is below a workload's checkpoint, its format's file and a saved training checkpoint",
	Doc: "A workload keeps on disk the model's checkpoint in its published format (bf16 2 bytes a parameter, DeepSeek's fp8 one), " +
		"the file of the chosen format when it is one (a GGUF, GPTQ, AWQ or FP8 checkpoint; bitsandbytes quantizes while loading), " +
		"and, when training, one saved checkpoint of 16 bytes per trained parameter (weights and optimizer states: a full fine-tune of an 8B model writes 128 GB a save). " +
		"llama.cpp's quantize README: converting Llama 3.1 8B goes through a 32.1 GB file to a 4.9 GB Q4_K_M; the conversion's temporary files are not counted.",
	Fix:  "Add a drive, or keep only the format you run.",
	Fail: diskExample("Llama 3.1 405B at Q4_K_M keeps its 812 GB bf16 checkpoint and a 248 GB GGUF on a 1 TB drive.", "405b-small-drive", "crucial-t700-1tb"),
	Pass: diskExample("The same on a 2 TB drive.", "405b-big-drive", "samsung-990-pro-2tb"),
	Check: func(p *Pass) {
		for _, we := range p.Workloads() {
			e := we.Estimate
			have := we.Input.StorageGB * 1e9
			if e.DiskBytes <= have {
				continue
			}
			rng := we.W.Range
			if s := p.Role(hw.KindStorage); len(s) > 0 {
				rng = s[0].Range
			}
			p.Report(rng, "On disk: "+components(e.Disk, gb)+". Add a drive, or keep only the format you run.",
				"%s needs %s of storage; the build has %g GB", we.Describe(), gb(e.DiskBytes), we.Input.StorageGB)
		}
	},
}

func gb(b float64) string { return fmt.Sprintf("%.0f GB", b/1e9) }

// diskExample is disk-fit's example build: four RTX 6000 Ada and 256 GB of
// memory for Llama 3.1 405B (more than workloadBase holds), on the drive
// storage names.
func diskExample(comment, name, storage string) string {
	return fmt.Sprintf("\n# %s\nbuild %q {\n"+diskExampleBody, comment, name, storage)
}

const diskExampleBody = `  cpu         "amd-epyc-7502p" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asrock-rack-romed8-2t" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "nvidia-rtx-6000-ada" {
    count         = 4
    power_limit_w = 260
  }
  storage     %q {}
  psu         "corsair-ax1600i" {}
  case        "corsair-7000d-airflow" {}
  waive "psu-connectors" {
    reason = "each card's 16-pin socket is fed from two 8-pin cables through NVIDIA's adapter"
  }
  power {
    circuit_volts = 120
    circuit_amps  = 20
  }
  workload "chat-405b" {
    model     = "llama-3.1-405b"
    mode      = "inference"
    precision = "gguf-q4_k_m"
    seq_len   = 8192
    offload   = "params"
  }
}`
