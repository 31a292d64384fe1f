# Mistral AI models (SPEC 1.5), from each model's config.json on Hugging Face.

part "model" "mistral-7b-v0.3" {
  name         = "Mistral 7B v0.3"
  brand        = "Mistral AI"
  released     = 2024
  source       = "https://huggingface.co/mistralai/Mistral-7B-v0.3/blob/main/config.json"
  hf_repo      = "mistralai/Mistral-7B-v0.3"
  license      = "Apache-2.0"
  params_b     = 7.25
  layers       = 32
  hidden       = 4096
  heads        = 32
  kv_heads     = 8
  head_dim     = 128
  intermediate = 14336
  vocab        = 32768
  max_context  = 32768
  notes        = "v0.3 has no sliding window (v0.1 had 4,096) and a 32,768-token vocabulary (v0.1: 32,000)."
}

part "model" "mixtral-8x7b" {
  name                = "Mixtral 8x7B"
  brand               = "Mistral AI"
  released            = 2023
  source              = "https://huggingface.co/mistralai/Mixtral-8x7B-Instruct-v0.1/blob/eba92302a2861cdc0098cc54bc9f17cb2c47eb61/config.json"
  hf_repo             = "mistralai/Mixtral-8x7B-v0.1"
  license             = "Apache-2.0"
  params_b            = 46.7
  active_params_b     = 12.9
  layers              = 32
  hidden              = 4096
  heads               = 32
  kv_heads            = 8
  head_dim            = 128
  experts             = 8
  experts_per_token   = 2
  expert_intermediate = 14336
  vocab               = 32000
  max_context         = 32768
  notes               = "46.7B in all, 12.9B used per token (Mistral AI's announcement, https://mistral.ai/news/mixtral-of-experts)."
}
