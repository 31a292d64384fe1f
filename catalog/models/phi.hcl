# Microsoft Phi models (SPEC 1.5), from each model's config.json on Hugging Face.

part "model" "phi-3-mini-4k-instruct" {
  name         = "Phi-3 Mini 4K Instruct"
  brand        = "Microsoft"
  released     = 2024
  source       = "https://huggingface.co/microsoft/Phi-3-mini-4k-instruct/blob/main/config.json"
  hf_repo      = "microsoft/Phi-3-mini-4k-instruct"
  license      = "MIT"
  params_b     = 3.82
  layers       = 32
  hidden       = 3072
  heads        = 32
  kv_heads     = 32
  head_dim     = 96
  intermediate = 8192
  vocab        = 32064
  max_context  = 4096
  notes        = "No grouped-query attention: 384 KiB of KV cache per token. Checked against a copy of the config (https://huggingface.co/MaziyarPanahi/calme-2.1-phi3-4b/blob/a77dda9ead53e386e50b1eaf8368c55d556bf616/config.json)."
}

part "model" "phi-4" {
  name         = "Phi-4"
  brand        = "Microsoft"
  released     = 2024
  source       = "https://huggingface.co/microsoft/phi-4/blob/refs%2Fpr%2F10/config.json"
  hf_repo      = "microsoft/phi-4"
  license      = "MIT"
  params_b     = 14.66
  layers       = 40
  hidden       = 5120
  heads        = 40
  kv_heads     = 10
  head_dim     = 128
  intermediate = 17920
  vocab        = 100352
  max_context  = 16384
}
