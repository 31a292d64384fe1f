# Alibaba Qwen models (SPEC 1.5), from each model's config.json on Hugging
# Face. The Qwen 2.5 base models' config.json and cards give 131,072 tokens
# of context (the Instruct models' config.json 32,768, 131,072 with YaRN).

part "model" "qwen2.5-7b" {
  name         = "Qwen2.5 7B"
  brand        = "Qwen"
  released     = 2024
  source       = "https://huggingface.co/Qwen/Qwen2.5-7B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen2.5-7B"
  license      = "Apache-2.0"
  params_b     = 7.62
  layers       = 28
  hidden       = 3584
  heads        = 28
  kv_heads     = 4
  head_dim     = 128
  intermediate = 18944
  vocab        = 152064
  max_context  = 131072
  notes        = "Checked against a copy of the Instruct config (https://huggingface.co/osllmai-community/Qwen2.5-7B-Instruct/blob/main/config.json)."
}

part "model" "qwen2.5-14b" {
  name         = "Qwen2.5 14B"
  brand        = "Qwen"
  released     = 2024
  source       = "https://huggingface.co/Qwen/Qwen2.5-14B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen2.5-14B"
  license      = "Apache-2.0"
  params_b     = 14.77
  layers       = 48
  hidden       = 5120
  heads        = 40
  kv_heads     = 8
  head_dim     = 128
  intermediate = 13824
  vocab        = 152064
  max_context  = 131072
  notes        = "The card (https://huggingface.co/Qwen/Qwen2.5-14B-Instruct): 48 layers, 40 query and 8 key/value heads, 14.7B parameters."
}

part "model" "qwen2.5-32b" {
  name         = "Qwen2.5 32B"
  brand        = "Qwen"
  released     = 2024
  source       = "https://huggingface.co/Qwen/Qwen2.5-32B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen2.5-32B"
  license      = "Apache-2.0"
  params_b     = 32.76
  layers       = 64
  hidden       = 5120
  heads        = 40
  kv_heads     = 8
  head_dim     = 128
  intermediate = 27648
  vocab        = 152064
  max_context  = 131072
  notes        = "Checked against a derivative config (https://huggingface.co/Cqy2019/m1-32B-1m/blob/main/config.json). 32.76B is the count of config.json's shapes; the card says 32.5B."
}

part "model" "qwen2.5-72b" {
  name         = "Qwen2.5 72B"
  brand        = "Qwen"
  released     = 2024
  source       = "https://huggingface.co/Qwen/Qwen2.5-72B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen2.5-72B"
  license      = "Qwen License"
  params_b     = 72.7
  layers       = 80
  hidden       = 8192
  heads        = 64
  kv_heads     = 8
  head_dim     = 128
  intermediate = 29568
  vocab        = 152064
  max_context  = 131072
  notes        = "Checked against a copy of the config (https://huggingface.co/BitStack/BitStack-Qwen2.5-72B/blame/main/config.json)."
}

part "model" "qwen3-8b" {
  name         = "Qwen3 8B"
  brand        = "Qwen"
  released     = 2025
  source       = "https://huggingface.co/Qwen/Qwen3-8B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen3-8B"
  license      = "Apache-2.0"
  params_b     = 8.19
  layers       = 36
  hidden       = 4096
  heads        = 32
  kv_heads     = 8
  head_dim     = 128
  intermediate = 12288
  vocab        = 151936
  max_context  = 40960
  notes        = "Checked against a commit that copies Qwen/Qwen3-8B's config.json (https://huggingface.co/thejaminator/qwen-hook-layer-9/commit/478fb720f1f3ced834fce0275b55b2732d438edc)."
}

part "model" "qwen3-32b" {
  name         = "Qwen3 32B"
  brand        = "Qwen"
  released     = 2025
  source       = "https://huggingface.co/Qwen/Qwen3-32B/blob/main/config.json"
  hf_repo      = "Qwen/Qwen3-32B"
  license      = "Apache-2.0"
  params_b     = 32.76
  layers       = 64
  hidden       = 5120
  heads        = 64
  kv_heads     = 8
  head_dim     = 128
  intermediate = 25600
  vocab        = 151936
  max_context  = 40960
  notes        = "Checked against a derivative config (https://huggingface.co/ronnywebdevs1/d-m-1/blob/main/config.json)."
}

part "model" "qwen3-30b-a3b" {
  name                = "Qwen3 30B-A3B"
  brand               = "Qwen"
  released            = 2025
  source              = "https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json"
  hf_repo             = "Qwen/Qwen3-30B-A3B"
  license             = "Apache-2.0"
  params_b            = 30.53
  active_params_b     = 3.35
  layers              = 48
  hidden              = 2048
  heads               = 32
  kv_heads            = 4
  head_dim            = 128
  experts             = 128
  experts_per_token   = 8
  expert_intermediate = 768
  vocab               = 151936
  max_context         = 40960
  notes               = "Checked against MindSpeed-RL's model file (https://gitcode.com/Ascend/MindSpeed-RL/blob/master/configs/model/qwen3_30b_a3b.yaml); llama.cpp's log prints 30.532 B parameters."
}

part "model" "qwen3-235b-a22b" {
  name                = "Qwen3 235B-A22B"
  brand               = "Qwen"
  released            = 2025
  source              = "https://huggingface.co/Qwen/Qwen3-235B-A22B/blob/main/config.json"
  hf_repo             = "Qwen/Qwen3-235B-A22B"
  license             = "Apache-2.0"
  params_b            = 235.1
  active_params_b     = 22.2
  layers              = 94
  hidden              = 4096
  heads               = 64
  kv_heads            = 4
  head_dim            = 128
  experts             = 128
  experts_per_token   = 8
  expert_intermediate = 1536
  vocab               = 151936
  max_context         = 40960
  notes               = "Checked against MindSpeed-RL's model file (https://gitcode.com/Ascend/MindSpeed-RL/blob/master/configs/model/qwen3_235b_a22b.yaml)."
}
