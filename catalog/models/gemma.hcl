# Google Gemma models (SPEC 1.5), from each model's config.json on Hugging
# Face. Gemma 2 alternates sliding-window (4,096 tokens) and global layers;
# Gemma 3 has five local layers (1,024 tokens) to each global one.

part "model" "gemma-2-9b" {
  name                  = "Gemma 2 9B"
  brand                 = "Google"
  released              = 2024
  source                = "https://huggingface.co/google/gemma-2-9b/blob/main/config.json"
  hf_repo               = "google/gemma-2-9b"
  license               = "Gemma Terms of Use"
  params_b              = 9.24
  layers                = 42
  hidden                = 3584
  heads                 = 16
  kv_heads              = 8
  head_dim              = 256
  intermediate          = 14336
  vocab                 = 256000
  tied_embeddings       = true
  max_context           = 8192
  sliding_window        = 4096
  sliding_window_layers = 21
  notes                 = "Checked against a derivative config (https://huggingface.co/Q-PING/krx_Gemma_9B_it_1119_5/blob/main/config.json)."
}

part "model" "gemma-2-27b" {
  name                  = "Gemma 2 27B"
  brand                 = "Google"
  released              = 2024
  source                = "https://huggingface.co/google/gemma-2-27b/blob/main/config.json"
  hf_repo               = "google/gemma-2-27b"
  license               = "Gemma Terms of Use"
  params_b              = 27.2
  layers                = 46
  hidden                = 4608
  heads                 = 32
  kv_heads              = 16
  head_dim              = 128
  intermediate          = 36864
  vocab                 = 256000
  tied_embeddings       = true
  max_context           = 8192
  sliding_window        = 4096
  sliding_window_layers = 23
  notes                 = "Checked against the MLX copy of the config (https://huggingface.co/mlx-community/gemma-2-27b-bf16/blob/9206c2266e6c26f312bd3fab0012baa8c2f1159b/config.json)."
}

part "model" "gemma-3-27b-it" {
  name                  = "Gemma 3 27B IT"
  brand                 = "Google"
  released              = 2025
  source                = "https://huggingface.co/google/gemma-3-27b-it/blob/main/config.json"
  hf_repo               = "google/gemma-3-27b-it"
  license               = "Gemma Terms of Use"
  params_b              = 27.4
  layers                = 62
  hidden                = 5376
  heads                 = 32
  kv_heads              = 16
  head_dim              = 128
  intermediate          = 21504
  vocab                 = 262208
  tied_embeddings       = true
  max_context           = 131072
  sliding_window        = 1024
  sliding_window_layers = 52
  notes                 = "27.0B of text weights and 0.4B of vision encoder, which loads with them; 10 of the 62 layers are global (every sixth)."
}
