# Meta Llama models (SPEC 1.5). Every number is from the model's
# config.json on Hugging Face (num_hidden_layers, hidden_size,
# num_attention_heads, num_key_value_heads, head_dim, intermediate_size,
# vocab_size, tie_word_embeddings, max_position_embeddings); params_b is the
# total the model card or llama.cpp's loader prints.

part "model" "llama-2-7b" {
  name         = "Llama 2 7B"
  brand        = "Meta"
  released     = 2023
  source       = "https://huggingface.co/meta-llama/Llama-2-7b-hf/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-2-7b-hf"
  license      = "Llama 2 Community License"
  params_b     = 6.74
  layers       = 32
  hidden       = 4096
  heads        = 32
  kv_heads     = 32
  head_dim     = 128
  intermediate = 11008
  vocab        = 32000
  max_context  = 4096
  notes        = "6.74B parameters: LitGPT's resource table (https://github.com/Lightning-AI/litgpt/blob/main/tutorials/resource-tables.md)."
}

part "model" "llama-2-13b" {
  name         = "Llama 2 13B"
  brand        = "Meta"
  released     = 2023
  source       = "https://huggingface.co/meta-llama/Llama-2-13b-hf/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-2-13b-hf"
  license      = "Llama 2 Community License"
  params_b     = 13.02
  layers       = 40
  hidden       = 5120
  heads        = 40
  kv_heads     = 40
  head_dim     = 128
  intermediate = 13824
  vocab        = 32000
  max_context  = 4096
}

part "model" "llama-2-70b" {
  name         = "Llama 2 70B"
  brand        = "Meta"
  released     = 2023
  source       = "https://huggingface.co/meta-llama/Llama-2-70b-hf/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-2-70b-hf"
  license      = "Llama 2 Community License"
  params_b     = 68.98
  layers       = 80
  hidden       = 8192
  heads        = 64
  kv_heads     = 8
  head_dim     = 128
  intermediate = 28672
  vocab        = 32000
  max_context  = 4096
}

part "model" "llama-3-8b" {
  name         = "Llama 3 8B"
  brand        = "Meta"
  released     = 2024
  source       = "https://huggingface.co/meta-llama/Meta-Llama-3-8B/blob/main/config.json"
  hf_repo      = "meta-llama/Meta-Llama-3-8B"
  license      = "Meta Llama 3 Community License"
  params_b     = 8.03
  layers       = 32
  hidden       = 4096
  heads        = 32
  kv_heads     = 8
  head_dim     = 128
  intermediate = 14336
  vocab        = 128256
  max_context  = 8192
}

part "model" "llama-3-70b" {
  name         = "Llama 3 70B"
  brand        = "Meta"
  released     = 2024
  source       = "https://huggingface.co/meta-llama/Meta-Llama-3-70B/blob/main/config.json"
  hf_repo      = "meta-llama/Meta-Llama-3-70B"
  license      = "Meta Llama 3 Community License"
  params_b     = 70.55
  layers       = 80
  hidden       = 8192
  heads        = 64
  kv_heads     = 8
  head_dim     = 128
  intermediate = 28672
  vocab        = 128256
  max_context  = 8192
}

part "model" "llama-3.1-8b" {
  name         = "Llama 3.1 8B"
  brand        = "Meta"
  released     = 2024
  source       = "https://huggingface.co/meta-llama/Llama-3.1-8B/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-3.1-8B"
  license      = "Llama 3.1 Community License"
  params_b     = 8.03
  layers       = 32
  hidden       = 4096
  heads        = 32
  kv_heads     = 8
  head_dim     = 128
  intermediate = 14336
  vocab        = 128256
  max_context  = 131072
  notes        = "Checked against a byte-identical derivative config (https://huggingface.co/NbAiLab/nb-llama-3.1-8B/blob/main/config.json) and llama.cpp's log (n_embd_k_gqa = 1024)."
}

part "model" "llama-3.1-8b-instruct" {
  extends  = "llama-3.1-8b"
  name     = "Llama 3.1 8B Instruct"
  source   = "https://huggingface.co/meta-llama/Llama-3.1-8B-Instruct/blob/main/config.json"
  hf_repo  = "meta-llama/Llama-3.1-8B-Instruct"
}

part "model" "llama-3.1-70b" {
  name         = "Llama 3.1 70B"
  brand        = "Meta"
  released     = 2024
  source       = "https://huggingface.co/meta-llama/Llama-3.1-70B/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-3.1-70B"
  license      = "Llama 3.1 Community License"
  params_b     = 70.55
  layers       = 80
  hidden       = 8192
  heads        = 64
  kv_heads     = 8
  head_dim     = 128
  intermediate = 28672
  vocab        = 128256
  max_context  = 131072
  notes        = "70.55B parameters: llama.cpp's loader log (model params = 70.55 B) (https://github.com/ollama/ollama/pull/6279)."
}

part "model" "llama-3.1-70b-instruct" {
  extends  = "llama-3.1-70b"
  name     = "Llama 3.1 70B Instruct"
  source   = "https://huggingface.co/meta-llama/Llama-3.1-70B-Instruct/blob/main/config.json"
  hf_repo  = "meta-llama/Llama-3.1-70B-Instruct"
}

part "model" "llama-3.3-70b-instruct" {
  extends  = "llama-3.1-70b"
  name     = "Llama 3.3 70B Instruct"
  released = 2024
  source   = "https://huggingface.co/meta-llama/Llama-3.3-70B-Instruct/blob/main/config.json"
  hf_repo  = "meta-llama/Llama-3.3-70B-Instruct"
  license  = "Llama 3.3 Community License"
  notes    = "The architecture of Llama 3.1 70B."
}

part "model" "llama-3.1-405b" {
  name         = "Llama 3.1 405B"
  brand        = "Meta"
  released     = 2024
  source       = "https://huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json"
  hf_repo      = "meta-llama/Llama-3.1-405B"
  license      = "Llama 3.1 Community License"
  params_b     = 405.85
  layers       = 126
  hidden       = 16384
  heads        = 128
  kv_heads     = 8
  head_dim     = 128
  intermediate = 53248
  vocab        = 128256
  max_context  = 131072
}

part "model" "llama-3.2-1b" {
  name            = "Llama 3.2 1B"
  brand           = "Meta"
  released        = 2024
  source          = "https://huggingface.co/meta-llama/Llama-3.2-1B/blob/main/config.json"
  hf_repo         = "meta-llama/Llama-3.2-1B"
  license         = "Llama 3.2 Community License"
  params_b        = 1.24
  layers          = 16
  hidden          = 2048
  heads           = 32
  kv_heads        = 8
  head_dim        = 64
  intermediate    = 8192
  vocab           = 128256
  tied_embeddings = true
  max_context     = 131072
  notes           = "Checked against a copy of the config (https://huggingface.co/h3110Fr13nd/llama-3.2-1b-onnx/blob/main/config.json)."
}

part "model" "llama-3.2-3b" {
  name            = "Llama 3.2 3B"
  brand           = "Meta"
  released        = 2024
  source          = "https://huggingface.co/meta-llama/Llama-3.2-3B/blob/main/config.json"
  hf_repo         = "meta-llama/Llama-3.2-3B"
  license         = "Llama 3.2 Community License"
  params_b        = 3.21
  layers          = 28
  hidden          = 3072
  heads           = 24
  kv_heads        = 8
  head_dim        = 128
  intermediate    = 8192
  vocab           = 128256
  tied_embeddings = true
  max_context     = 131072
  notes           = "Checked against the MLX copy of the config (https://huggingface.co/mlx-community/Llama-3.2-3B-bf16/blob/refs%2Fpr%2F1/config.json)."
}
