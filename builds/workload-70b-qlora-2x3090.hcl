# Fine-tune Llama 3.1 70B with QLoRA on two RTX 3090s (24 GB each), the
# setup Answer.AI made work with FSDP, gradient checkpointing and CPU
# offload (https://www.answer.ai/posts/2024-03-06-fsdp-qlora). Without
# offload the 4-bit weights alone take 19.9 GiB a card, and the adapters,
# activations and logits push it past 24: workload-vram-fit fails the
# build and lists what would fit. offload = "params" keeps two layers on
# each GPU and the rest (64 GiB) in the 96 GB of host memory.
# Verdict: fails
build "llama-70b-qlora" {
  description = "2 x RTX 3090 FE on a Ryzen 9 7950X, 96 GB DDR5, for 70B QLoRA"

  cpu         "amd-ryzen-9-7950x" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "asus-proart-x670e-creator-wifi" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-geforce-rtx-3090-fe" { count = 2 }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "corsair-7000d-airflow" {}

  workload "finetune-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
  }
}
