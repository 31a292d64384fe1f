# Two workloads on two RTX 4090s: a chat model that fits at 8,192 tokens
# (with its decode estimate) and a 70B QLoRA that does not fit without
# offload.
build "llama-box" {
  cpu         "amd-ryzen-9-7950x" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "asus-proart-x670e-creator-wifi" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {
    count         = 2
    power_limit_w = 400
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "corsair-7000d-airflow" {}
  waive "psu-connectors" {
    reason = "the second card is fed through NVIDIA's adapter"
  }
  workload "chat" {
    model     = "llama-3.3-70b-instruct"
    mode      = "inference"
    precision = "gguf-q4_k_m"
    seq_len   = 8192
  }
  workload "finetune-70b" {
    model    = "llama-3.1-70b"
    mode     = "qlora"
    seq_len  = 2048
    parallel = "fsdp"
  }
}
