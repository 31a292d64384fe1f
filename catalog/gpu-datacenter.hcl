# GPUs: NVIDIA data-center PCIe cards. All are passively cooled and need strong front-to-back chassis airflow;
# in a desktop tower they overheat without ducted fans. Full-height full-length = 10.5 in = 267 mm.
# Cards whose auxiliary power is an 8-pin CPU/EPS-12V plug say so in notes; power_8pin counts PCIe plugs only.
# fp16_tflops = dense FP16 tensor (FP32 accumulate); NVIDIA data sheets quote the sparse value, twice this.

part "gpu" "nvidia-tesla-t4" {
  name       = "NVIDIA Tesla T4"
  brand      = "NVIDIA"
  price_usd  = 650
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/data-center/tesla-t4/"
  notes      = "Approximate used-market price. Low-profile single-slot, bus-powered, passive. 65 TFLOPS FP16 mixed precision."

  chip                 = "TU104"
  vram_gb              = 16
  tdp_w                = 70
  slot_width           = 1
  length_mm            = 168
  cooler               = "passive"
  pcie_gen             = 3
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 8.1
  fp16_tflops          = 65
  memory_bandwidth_gbs = 320
  nvlink               = false
}

part "gpu" "nvidia-tesla-p100-pcie-12gb" {
  name       = "NVIDIA Tesla P100 PCIe 12 GB"
  brand      = "NVIDIA"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2016
  source     = "https://www.nvidia.com/en-us/data-center/tesla-p100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug. No tensor cores; fp16_tflops is GP100's native half-precision rate."

  chip                 = "GP100"
  vram_gb              = 12
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 9.3
  fp16_tflops          = 18.7
  memory_bandwidth_gbs = 549
  nvlink               = false
}

part "gpu" "nvidia-tesla-p100-pcie-16gb" {
  name       = "NVIDIA Tesla P100 PCIe 16 GB"
  brand      = "NVIDIA"
  price_usd  = 180
  price_date = "2025-06"
  released   = 2016
  source     = "https://www.nvidia.com/en-us/data-center/tesla-p100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug. No tensor cores; fp16_tflops is GP100's native half-precision rate."

  chip                 = "GP100"
  vram_gb              = 16
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 9.3
  fp16_tflops          = 18.7
  memory_bandwidth_gbs = 732
  nvlink               = false
}

part "gpu" "nvidia-v100-pcie-16gb" {
  name       = "NVIDIA Tesla V100 PCIe 16 GB"
  brand      = "NVIDIA"
  price_usd  = 400
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.nvidia.com/en-us/data-center/v100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug. The GPU of AWS p3 instances (which use the SXM2 form)."

  chip                 = "GV100"
  vram_gb              = 16
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 14
  fp16_tflops          = 112
  memory_bandwidth_gbs = 900
  nvlink               = false
}

part "gpu" "nvidia-v100-pcie-32gb" {
  name       = "NVIDIA Tesla V100 PCIe 32 GB"
  brand      = "NVIDIA"
  price_usd  = 1100
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/data-center/v100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug."

  chip                 = "GV100"
  vram_gb              = 32
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 14
  fp16_tflops          = 112
  memory_bandwidth_gbs = 900
  nvlink               = false
}

part "gpu" "nvidia-v100s-pcie-32gb" {
  name       = "NVIDIA Tesla V100S PCIe 32 GB"
  brand      = "NVIDIA"
  price_usd  = 1500
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.nvidia.com/en-us/data-center/v100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug."

  chip                 = "GV100"
  vram_gb              = 32
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 16.4
  fp16_tflops          = 130
  memory_bandwidth_gbs = 1134
  nvlink               = false
}

part "gpu" "nvidia-a100-pcie-40gb" {
  name       = "NVIDIA A100 PCIe 40 GB"
  brand      = "NVIDIA"
  price_usd  = 4500
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/data-center/a100/"
  notes      = "Discontinued; approximate used-market price. Power: one 8-pin CPU/EPS-12V plug. NVLink bridge pairs two cards."

  chip                 = "GA100"
  vram_gb              = 40
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 19.5
  fp16_tflops          = 312
  memory_bandwidth_gbs = 1555
  nvlink               = true
}

part "gpu" "nvidia-a100-pcie-80gb" {
  name       = "NVIDIA A100 PCIe 80 GB"
  brand      = "NVIDIA"
  price_usd  = 10000
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/data-center/a100/"
  notes      = "Approximate street price. Power: one 8-pin CPU/EPS-12V plug. NVLink bridge pairs two cards."

  chip                 = "GA100"
  vram_gb              = 80
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 19.5
  fp16_tflops          = 312
  memory_bandwidth_gbs = 1935
  nvlink               = true
}

part "gpu" "nvidia-tesla-p40" {
  name       = "NVIDIA Tesla P40 24 GB"
  brand      = "NVIDIA"
  price_usd  = 300
  price_date = "2025-06"
  released   = 2016
  source     = "https://www.nvidia.com/en-us/data-center/tesla-p40/"
  notes      = "Discontinued; approximate used-market price. 250 W passively cooled dual-slot full-length board (NVIDIA product brief PB-08338-001, which also covers its CPU 8-pin to PCIe 8-pin dongle): power is one 8-pin CPU/EPS-12V plug. 24 GB GDDR5, 346 GB/s, 12 TFLOPS FP32 (NVIDIA). No tensor cores and 1:64-rate FP16: fp16_tflops is the TechPowerUp GPU database FP16 (half) rate, 183.7 GFLOPS."

  chip                 = "GP102"
  vram_gb              = 24
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 3
  fp32_tflops          = 12
  fp16_tflops          = 0.184
  memory_bandwidth_gbs = 346
  nvlink               = false
}

part "gpu" "nvidia-a2" {
  name       = "NVIDIA A2 16 GB"
  brand      = "NVIDIA"
  price_usd  = 1200
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/data-center/products/a2/"
  notes      = "Approximate street price. Low-profile single-slot, passive, bus-powered; board power configurable 40-60 W (60 recorded). PCIe Gen4 x8. Data sheet: 16 GB GDDR6, 200 GB/s, 4.5 TFLOPS FP32, FP16 tensor 18 TFLOPS (36 with sparsity)."

  chip                 = "GA107"
  vram_gb              = 16
  tdp_w                = 60
  slot_width           = 1
  length_mm            = 168
  cooler               = "passive"
  pcie_gen             = 4
  pcie_lanes           = 8
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 4.5
  fp16_tflops          = 18
  memory_bandwidth_gbs = 200
  nvlink               = false
}

part "gpu" "nvidia-a16" {
  name       = "NVIDIA A16 64 GB (four GPUs)"
  brand      = "NVIDIA"
  price_usd  = 3200
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/data-center/products/a16-gpu/"
  notes      = "Approximate street price. One dual-slot full-height full-length passive board carrying four GA107 GPUs with 16 GB GDDR6 each (vram_gb is the board's 64 GB; a program sees four 16 GB GPUs). 250 W, power from one 8-pin CPU/EPS-12V plug, PCIe Gen4 x16. Per GPU the data sheet gives 200 GB/s, 4.5 TFLOPS FP32 and 17.9 TFLOPS FP16 tensor (35.9 sparse); fp32/fp16/bandwidth are left out because the schema has one number per card. Made for virtual desktops, not training."

  chip                 = "4x GA107"
  vram_gb              = 64
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  nvlink               = false
}

part "gpu" "nvidia-a10" {
  name       = "NVIDIA A10"
  brand      = "NVIDIA"
  price_usd  = 2000
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/data-center/products/a10-gpu/"
  notes      = "Approximate street price. Single-slot full-height full-length, passive. Auxiliary power plug not recorded."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 150
  slot_width           = 1
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 31.2
  fp16_tflops          = 125
  memory_bandwidth_gbs = 600
  nvlink               = false
}

part "gpu" "nvidia-a30" {
  name       = "NVIDIA A30"
  brand      = "NVIDIA"
  price_usd  = 3500
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/data-center/products/a30-gpu/"
  notes      = "Approximate street price. 24 GB HBM2. Power: one 8-pin CPU/EPS-12V plug. NVLink bridge pairs two cards."

  chip                 = "GA100"
  vram_gb              = 24
  tdp_w                = 165
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 10.3
  fp16_tflops          = 165
  memory_bandwidth_gbs = 933
  nvlink               = true
}

part "gpu" "nvidia-a40" {
  name       = "NVIDIA A40"
  brand      = "NVIDIA"
  price_usd  = 4500
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/data-center/a40/"
  notes      = "Approximate street price. Passive twin of the RTX A6000. Power: one 8-pin CPU/EPS-12V plug."

  chip                 = "GA102"
  vram_gb              = 48
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 37.4
  fp16_tflops          = 149.7
  memory_bandwidth_gbs = 696
  nvlink               = true
}

part "gpu" "nvidia-l4" {
  name       = "NVIDIA L4"
  brand      = "NVIDIA"
  price_usd  = 2500
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/data-center/l4/"
  notes      = "Approximate street price. Low-profile single-slot, bus-powered, passive."

  chip                 = "AD104"
  vram_gb              = 24
  tdp_w                = 72
  slot_width           = 1
  length_mm            = 168
  cooler               = "passive"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 30.3
  fp16_tflops          = 121
  memory_bandwidth_gbs = 300
  nvlink               = false
}

part "gpu" "nvidia-l40" {
  name       = "NVIDIA L40"
  brand      = "NVIDIA"
  price_usd  = 7500
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/data-center/l40/"
  notes      = "Approximate street price. One 16-pin PCIe CEM5 plug."

  chip                 = "AD102"
  vram_gb              = 48
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 90.5
  fp16_tflops          = 181
  memory_bandwidth_gbs = 864
  nvlink               = false
}

part "gpu" "nvidia-l40s" {
  name       = "NVIDIA L40S"
  brand      = "NVIDIA"
  price_usd  = 8000
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/data-center/l40s/"
  notes      = "Approximate street price. One 16-pin PCIe CEM5 plug."

  chip                 = "AD102"
  vram_gb              = 48
  tdp_w                = 350
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 91.6
  fp16_tflops          = 362
  memory_bandwidth_gbs = 864
  nvlink               = false
}

part "gpu" "nvidia-h100-pcie" {
  name       = "NVIDIA H100 PCIe 80 GB"
  brand      = "NVIDIA"
  price_usd  = 25000
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/data-center/h100/"
  notes      = "Approximate street price. 80 GB HBM2e. Board power configurable 300-350 W (350 recorded). One 16-pin PCIe CEM5 plug. NVLink bridge pairs cards."

  chip                 = "GH100"
  vram_gb              = 80
  tdp_w                = 350
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 51
  fp16_tflops          = 756
  memory_bandwidth_gbs = 2000
  nvlink               = true
}

part "gpu" "nvidia-h100-nvl" {
  name       = "NVIDIA H100 NVL 94 GB"
  brand      = "NVIDIA"
  price_usd  = 28000
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/data-center/h100/"
  notes      = "Approximate street price. 94 GB HBM3. Board power configurable 350-400 W (400 recorded). NVLink bridges pair cards. Auxiliary power plug not recorded."

  chip                 = "GH100"
  vram_gb              = 94
  tdp_w                = 400
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 5
  fp32_tflops          = 60
  fp16_tflops          = 835.5
  memory_bandwidth_gbs = 3900
  nvlink               = true
}

part "gpu" "nvidia-h200-nvl" {
  name       = "NVIDIA H200 NVL 141 GB"
  brand      = "NVIDIA"
  price_usd  = 32000
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.nvidia.com/en-us/data-center/h200/"
  notes      = "Approximate street price. 141 GB HBM3e. Board power configurable up to 600 W (600 recorded). NVLink bridges link two or four cards. Auxiliary power plug not recorded."

  chip                 = "GH100"
  vram_gb              = 141
  tdp_w                = 600
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 5
  fp32_tflops          = 60
  fp16_tflops          = 835.5
  memory_bandwidth_gbs = 4800
  nvlink               = true
}
