# GPUs: NVIDIA workstation cards (Quadro Volta/Turing, RTX A-series Ampere, RTX Ada, RTX PRO Blackwell).
# Sizes from the NVIDIA data sheets: 4.4" x 10.5" dual slot = 267 mm; 9.5" single slot = 241 mm; low profile 6.6" = 168 mm.
# fp16_tflops = dense FP16 tensor with FP32 accumulate (full rate on workstation cards). Ampere data sheets quote
# FP16 with sparsity, Ada data sheets quote FP8 with sparsity; the dense FP16 value is that / 2 and / 4 respectively.
# RTX PRO Blackwell data sheets give only FP4 "AI TOPS"; fp16_tflops is left out for them.

# ---------------------------------------------------------------- Quadro (Volta, Turing)

part "gpu" "nvidia-quadro-gv100" {
  name       = "NVIDIA Quadro GV100"
  brand      = "NVIDIA"
  price_usd  = 8999
  price_date = "2018-03"
  released   = 2018
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/productspage/quadro/quadro-desktop/quadro-volta-gv100-data-sheet-us-nvidia-704619-r3-web.pdf"
  notes      = "Launch list price; discontinued. 32 GB HBM2, 118.5 TFLOPS tensor. Power plug layout not recorded."

  chip                 = "GV100"
  vram_gb              = 32
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  fp32_tflops          = 14.8
  fp16_tflops          = 118.5
  memory_bandwidth_gbs = 870
  nvlink               = true
}

part "gpu" "nvidia-quadro-rtx-4000" {
  name       = "NVIDIA Quadro RTX 4000"
  brand      = "NVIDIA"
  price_usd  = 899
  price_date = "2018-11"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/design-visualization/quadro/rtx-4000/"
  notes      = "Launch list price; discontinued. Single-slot blower, 4.4 x 9.5 in, 160 W, one 8-pin PCIe plug (data sheet; TechPowerUp database agrees). 8 GB GDDR6, 416 GB/s, 7.1 TFLOPS FP32, 57 TFLOPS tensor. No NVLink."

  chip                 = "TU104"
  vram_gb              = 8
  tdp_w                = 160
  slot_width           = 1
  length_mm            = 241
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 7.1
  fp16_tflops          = 57
  memory_bandwidth_gbs = 416
  nvlink               = false
}

part "gpu" "nvidia-quadro-rtx-5000" {
  name       = "NVIDIA Quadro RTX 5000"
  brand      = "NVIDIA"
  price_usd  = 2299
  price_date = "2018-11"
  released   = 2018
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/quadro-product-literature/quadro-rtx-5000-data-sheet-us-nvidia-704120-r4-web.pdf"
  notes      = "Launch list price; discontinued. tdp_w is the data sheet's maximum power consumption (230 W board power plus the VirtualLink port)."

  chip                 = "TU104"
  vram_gb              = 16
  tdp_w                = 265
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 11.2
  fp16_tflops          = 89.2
  memory_bandwidth_gbs = 448
  nvlink               = true
}

part "gpu" "nvidia-quadro-rtx-6000" {
  name       = "NVIDIA Quadro RTX 6000"
  brand      = "NVIDIA"
  price_usd  = 4000
  price_date = "2020-01"
  released   = 2018
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/quadro-product-literature/quadro-rtx-6000-us-nvidia-704093-r4-web.pdf"
  notes      = "Approximate 2020 street price (launched at $6,300); discontinued. tdp_w is the data sheet's maximum power consumption (includes the VirtualLink port)."

  chip                 = "TU102"
  vram_gb              = 24
  tdp_w                = 295
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 16.3
  fp16_tflops          = 130.5
  memory_bandwidth_gbs = 672
  nvlink               = true
}

part "gpu" "nvidia-quadro-rtx-8000" {
  name       = "NVIDIA Quadro RTX 8000"
  brand      = "NVIDIA"
  price_usd  = 5500
  price_date = "2020-01"
  released   = 2018
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/quadro-product-literature/quadro-rtx-8000-us-nvidia-946977-r1-web.pdf"
  notes      = "Approximate 2020 street price (launched at $10,000); discontinued. tdp_w is the data sheet's maximum power consumption (includes the VirtualLink port)."

  chip                 = "TU102"
  vram_gb              = 48
  tdp_w                = 295
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 16.3
  fp16_tflops          = 130.5
  memory_bandwidth_gbs = 672
  nvlink               = true
}

# ---------------------------------------------------------------- RTX A-series (Ampere)

part "gpu" "nvidia-rtx-a2000" {
  name       = "NVIDIA RTX A2000 (6 GB)"
  brand      = "NVIDIA"
  price_usd  = 449
  price_date = "2021-08"
  released   = 2021
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/rtx-a2000/nvidia-rtx-a2000-datasheet.pdf"
  notes      = "Launch list price. Low-profile dual-slot, bus-powered (no auxiliary plug). Data sheet tensor figure 63.9 TFLOPS is with sparsity."

  chip                 = "GA106"
  vram_gb              = 6
  tdp_w                = 70
  slot_width           = 2
  length_mm            = 168
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 8
  fp16_tflops          = 31.9
  memory_bandwidth_gbs = 288
  nvlink               = false
}

part "gpu" "nvidia-rtx-a4000" {
  name       = "NVIDIA RTX A4000"
  brand      = "NVIDIA"
  price_usd  = 1000
  price_date = "2021-04"
  released   = 2021
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/gtcs21/rtx-a4000/nvidia-rtx-a4000-datasheet.pdf"
  notes      = "Launch list price. Single-slot blower, one 6-pin PCIe plug. Data sheet tensor figure 153.4 TFLOPS is with sparsity."

  chip                 = "GA104"
  vram_gb              = 16
  tdp_w                = 140
  slot_width           = 1
  length_mm            = 241
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 1
  fp32_tflops          = 19.2
  fp16_tflops          = 76.7
  memory_bandwidth_gbs = 448
  nvlink               = false
}

part "gpu" "nvidia-rtx-a4500" {
  name       = "NVIDIA RTX A4500"
  brand      = "NVIDIA"
  price_usd  = 1300
  price_date = "2024-06"
  released   = 2021
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/rtx/nvidia-rtx-a4500-datasheet.pdf"
  notes      = "Approximate street price. One 8-pin PCIe plug. Data sheet tensor figure 189.2 TFLOPS is with sparsity."

  chip                 = "GA102"
  vram_gb              = 20
  tdp_w                = 200
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 23.7
  fp16_tflops          = 94.6
  memory_bandwidth_gbs = 640
  nvlink               = true
}

part "gpu" "nvidia-rtx-a5000" {
  name       = "NVIDIA RTX A5000"
  brand      = "NVIDIA"
  price_usd  = 2250
  price_date = "2021-04"
  released   = 2021
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/gtcs21/rtx-a5000/nvidia-rtx-a5000-datasheet.pdf"
  notes      = "Launch list price. One 8-pin PCIe plug. Data sheet tensor figure 222.2 TFLOPS is with sparsity."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 230
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 27.8
  fp16_tflops          = 111.1
  memory_bandwidth_gbs = 768
  nvlink               = true
}

part "gpu" "nvidia-rtx-a5500" {
  name       = "NVIDIA RTX A5500"
  brand      = "NVIDIA"
  price_usd  = 2500
  price_date = "2022-06"
  released   = 2022
  source     = "https://www.nvidia.com/content/dam/en-zz/Solutions/design-visualization/rtx/nvidia-rtx-a5500-datasheet.pdf"
  notes      = "Approximate street price. One 8-pin PCIe plug. Data sheet tensor figure 272.8 TFLOPS is with sparsity."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 230
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 34.1
  fp16_tflops          = 136.4
  memory_bandwidth_gbs = 768
  nvlink               = true
}

part "gpu" "nvidia-rtx-a6000" {
  name       = "NVIDIA RTX A6000"
  brand      = "NVIDIA"
  price_usd  = 4650
  price_date = "2020-12"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-a6000/"
  notes      = "Launch list price. Power: one 8-pin CPU/EPS-12V plug (not a PCIe plug), so power_8pin is not set. NVLink bridges in 2-slot and 3-slot spacing. Data sheet tensor figure 309.7 TFLOPS is with sparsity."

  chip                 = "GA102"
  vram_gb              = 48
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  fp32_tflops          = 38.7
  fp16_tflops          = 154.8
  memory_bandwidth_gbs = 768
  nvlink               = true
}

part "gpu" "nvidia-rtx-a6000-used" {
  extends    = "nvidia-rtx-a6000"
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-a6000/"
  name       = "NVIDIA RTX A6000 (used)"
  price_usd  = 3500
  price_date = "2025-06"
  notes      = "Approximate used-market price. Power: one 8-pin CPU/EPS-12V plug."
}

# ---------------------------------------------------------------- RTX Ada Generation (no NVLink)

part "gpu" "nvidia-rtx-2000-ada" {
  name       = "NVIDIA RTX 2000 Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 625
  price_date = "2024-02"
  released   = 2024
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-2000/"
  notes      = "Launch list price. Low-profile dual-slot, bus-powered. PCIe 4.0 x8 electrical. Data sheet tensor figure 191.9 TFLOPS is FP8 with sparsity."

  chip                 = "AD107"
  vram_gb              = 16
  tdp_w                = 70
  slot_width           = 2
  length_mm            = 168
  cooler               = "blower"
  pcie_gen             = 4
  pcie_lanes           = 8
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 12
  fp16_tflops          = 48
  memory_bandwidth_gbs = 224
  nvlink               = false
}

part "gpu" "nvidia-rtx-4000-sff-ada" {
  name       = "NVIDIA RTX 4000 SFF Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 1250
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-4000-sff/"
  notes      = "Launch list price. Low-profile dual-slot, bus-powered. Data sheet tensor figure 306.8 TFLOPS is FP8 with sparsity."

  chip                 = "AD104"
  vram_gb              = 20
  tdp_w                = 70
  slot_width           = 2
  length_mm            = 168
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  fp32_tflops          = 19.2
  fp16_tflops          = 76.7
  memory_bandwidth_gbs = 280
  nvlink               = false
}

part "gpu" "nvidia-rtx-4000-ada" {
  name       = "NVIDIA RTX 4000 Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 1250
  price_date = "2023-08"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-4000/"
  notes      = "Launch list price. Single-slot blower, one 16-pin PCIe CEM5 plug."

  chip                 = "AD104"
  vram_gb              = 20
  tdp_w                = 130
  slot_width           = 1
  length_mm            = 241
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 26.7
  memory_bandwidth_gbs = 360
  nvlink               = false
}

part "gpu" "nvidia-rtx-4500-ada" {
  name       = "NVIDIA RTX 4500 Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 2250
  price_date = "2023-08"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-4500/"
  notes      = "Launch list price. One 16-pin PCIe CEM5 plug. Data sheet tensor figure 634 TFLOPS is FP8 with sparsity."

  chip                 = "AD104"
  vram_gb              = 24
  tdp_w                = 210
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 39.6
  fp16_tflops          = 158.5
  memory_bandwidth_gbs = 432
  nvlink               = false
}

part "gpu" "nvidia-rtx-5000-ada" {
  name       = "NVIDIA RTX 5000 Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 4000
  price_date = "2023-08"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-5000/"
  notes      = "Launch list price. One 16-pin PCIe CEM5 plug. Data sheet tensor figure 1044.4 TFLOPS is FP8 with sparsity."

  chip                 = "AD102"
  vram_gb              = 32
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 65.3
  fp16_tflops          = 261.1
  memory_bandwidth_gbs = 576
  nvlink               = false
}

part "gpu" "nvidia-rtx-6000-ada" {
  name       = "NVIDIA RTX 6000 Ada Generation"
  brand      = "NVIDIA"
  price_usd  = 6800
  price_date = "2022-12"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/design-visualization/rtx-6000/"
  notes      = "Launch list price. 48 GB ECC GDDR6, one 16-pin PCIe CEM5 plug, no NVLink. Tensor rate from the Ada whitepaper (364.2 TFLOPS FP16 with FP32 accumulate, dense). adapter_8pin: the card's 16-pin socket takes two 8-pin PCIe cables through the 2 x 8-pin adapter (NVIDIA Power Guidelines for Workstation Products, DA-07261-001, as the gallery's 4 x RTX 6000 Ada build cites it)."

  chip                 = "AD102"
  vram_gb              = 48
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  adapter_8pin         = 2
  fp32_tflops          = 91.1
  fp16_tflops          = 364.2
  memory_bandwidth_gbs = 960
  nvlink               = false
}

# ---------------------------------------------------------------- RTX PRO Blackwell (no NVLink)

part "gpu" "nvidia-rtx-pro-4000-blackwell" {
  name       = "NVIDIA RTX PRO 4000 Blackwell"
  brand      = "NVIDIA"
  price_usd  = 1550
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-4000/"
  notes      = "Approximate street price. Single-slot blower, one 16-pin plug."

  chip                 = "GB203"
  vram_gb              = 24
  tdp_w                = 140
  slot_width           = 1
  length_mm            = 241
  cooler               = "blower"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 46.9
  memory_bandwidth_gbs = 672
  nvlink               = false
}

part "gpu" "nvidia-rtx-pro-4500-blackwell" {
  name       = "NVIDIA RTX PRO 4500 Blackwell"
  brand      = "NVIDIA"
  price_usd  = 2600
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-4500/"
  notes      = "Approximate street price. Dual-slot blower, one 16-pin plug."

  chip                 = "GB203"
  vram_gb              = 32
  tdp_w                = 200
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 54.9
  memory_bandwidth_gbs = 896
  nvlink               = false
}

part "gpu" "nvidia-rtx-pro-5000-blackwell" {
  name       = "NVIDIA RTX PRO 5000 Blackwell (48 GB)"
  brand      = "NVIDIA"
  price_usd  = 4570
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-5000/"
  notes      = "Approximate street price. Dual-slot blower, one 16-pin plug."

  chip                 = "GB202"
  vram_gb              = 48
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 73.7
  memory_bandwidth_gbs = 1344
  nvlink               = false
}

part "gpu" "nvidia-rtx-pro-6000-blackwell" {
  name       = "NVIDIA RTX PRO 6000 Blackwell Workstation Edition"
  brand      = "NVIDIA"
  price_usd  = 8565
  price_date = "2025-06"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-6000/"
  notes      = "Approximate street price. 96 GB ECC GDDR7. 600 W, 5.4 x 12 in dual-slot double flow-through (open-air) cooler that exhausts into the case: not made for stacking (use the Max-Q edition). One 16-pin 12V-2x6 plug."

  chip                 = "GB202"
  vram_gb              = 96
  tdp_w                = 600
  slot_width           = 2
  length_mm            = 304
  cooler               = "open-air"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 125
  memory_bandwidth_gbs = 1792
  nvlink               = false
}

part "gpu" "nvidia-rtx-pro-6000-blackwell-max-q" {
  name       = "NVIDIA RTX PRO 6000 Blackwell Max-Q Workstation Edition"
  brand      = "NVIDIA"
  price_usd  = 8565
  price_date = "2025-06"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/products/workstations/professional-desktop-gpus/rtx-pro-6000-max-q/"
  notes      = "Approximate street price. 96 GB ECC GDDR7. 300 W dual-slot blower for multi-GPU workstations. One 16-pin 12V-2x6 plug."

  chip                 = "GB202"
  vram_gb              = 96
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 110
  memory_bandwidth_gbs = 1792
  nvlink               = false
}
