# DeepSeek models (SPEC 1.5), from each model's config.json on Hugging Face.
# V3 and R1 use multi-head latent attention: the KV cache holds
# kv_lora_rank + qk_rope_head_dim values per token and layer.

part "model" "deepseek-v3" {
  name                = "DeepSeek-V3"
  brand               = "DeepSeek"
  released            = 2024
  source              = "https://huggingface.co/deepseek-ai/DeepSeek-V3/blob/main/config.json"
  hf_repo             = "deepseek-ai/DeepSeek-V3"
  license             = "DeepSeek Model License"
  params_b            = 671
  active_params_b     = 37
  layers              = 61
  hidden              = 7168
  heads               = 128
  kv_heads            = 128
  head_dim            = 192
  intermediate        = 18432
  experts             = 256
  experts_per_token   = 8
  expert_intermediate = 2048
  shared_experts      = 1
  dense_layers        = 3
  kv_lora_rank        = 512
  qk_rope_head_dim    = 64
  vocab               = 129280
  max_context         = 163840
  native_dtype        = "fp8"
  notes               = "671B without the 14B multi-token-prediction module (685B on disk); native FP8 weights. Checked against vLLM's DeepseekV3Config (https://docs.vllm.ai/en/v0.11.0/api/vllm/transformers_utils/configs/deepseek_v3.html)."
}

part "model" "deepseek-r1" {
  extends  = "deepseek-v3"
  name     = "DeepSeek-R1"
  released = 2025
  source   = "https://huggingface.co/deepseek-ai/DeepSeek-R1/blob/main/config.json"
  hf_repo  = "deepseek-ai/DeepSeek-R1"
  license  = "MIT"
  notes    = "The architecture of DeepSeek-V3."
}

part "model" "deepseek-r1-distill-qwen-32b" {
  name         = "DeepSeek-R1-Distill-Qwen-32B"
  brand        = "DeepSeek"
  released     = 2025
  source       = "https://huggingface.co/deepseek-ai/DeepSeek-R1-Distill-Qwen-32B/blob/main/config.json"
  hf_repo      = "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B"
  license      = "MIT"
  params_b     = 32.76
  layers       = 64
  hidden       = 5120
  heads        = 40
  kv_heads     = 8
  head_dim     = 128
  intermediate = 27648
  vocab        = 152064
  max_context  = 131072
  notes        = "The architecture of Qwen2.5 32B."
}

part "model" "deepseek-r1-distill-llama-70b" {
  extends  = "llama-3.1-70b"
  name     = "DeepSeek-R1-Distill-Llama-70B"
  brand    = "DeepSeek"
  released = 2025
  source   = "https://huggingface.co/deepseek-ai/DeepSeek-R1-Distill-Llama-70B/blob/main/config.json"
  hf_repo  = "deepseek-ai/DeepSeek-R1-Distill-Llama-70B"
  license  = "MIT"
  notes    = "The architecture of Llama 3.3 70B."
}

part "model" "deepseek-r1-distill-llama-8b" {
  extends  = "llama-3.1-8b"
  name     = "DeepSeek-R1-Distill-Llama-8B"
  brand    = "DeepSeek"
  released = 2025
  source   = "https://huggingface.co/deepseek-ai/DeepSeek-R1-Distill-Llama-8B/blob/main/config.json"
  hf_repo  = "deepseek-ai/DeepSeek-R1-Distill-Llama-8B"
  license  = "MIT"
  notes    = "The architecture of Llama 3.1 8B."
}
