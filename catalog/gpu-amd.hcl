# GPUs: AMD Radeon PRO, Radeon RX (RDNA 3) and Instinct (PCIe) cards. None has NVLink (nvlink = false);
# Instinct cards have their own Infinity Fabric bridge, noted where it applies.
# fp16_tflops: peak FP16 (RDNA 3 dual-issue / WMMA; CDNA matrix cores; Vega 20 packed FP16), as AMD quotes it.

part "gpu" "amd-radeon-pro-w7800" {
  name       = "AMD Radeon PRO W7800"
  brand      = "AMD"
  price_usd  = 2499
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.amd.com/en/products/graphics/workstations/radeon-pro/w7800.html"
  notes      = "Launch list price. 32 GB GDDR6 ECC, dual-slot blower. Power plug layout not recorded."

  chip                 = "Navi 31"
  vram_gb              = 32
  tdp_w                = 260
  slot_width           = 2
  length_mm            = 280
  cooler               = "blower"
  pcie_gen             = 4
  fp32_tflops          = 45.2
  fp16_tflops          = 90.5
  memory_bandwidth_gbs = 576
  nvlink               = false
}

part "gpu" "amd-radeon-pro-w7900" {
  name       = "AMD Radeon PRO W7900"
  brand      = "AMD"
  price_usd  = 3999
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.amd.com/en/products/graphics/workstations/radeon-pro/w7900.html"
  notes      = "Launch list price (cut to $3,499 in 2024). 48 GB GDDR6 ECC, 295 W, two 8-pin PCIe plugs. Blower cooler thicker than two slots (AMD later added a separate 'W7900 Dual Slot' model)."

  chip                 = "Navi 31"
  vram_gb              = 48
  tdp_w                = 295
  slot_width           = 2.5
  length_mm            = 280
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 61.3
  fp16_tflops          = 122.6
  memory_bandwidth_gbs = 864
  nvlink               = false
}

part "gpu" "amd-radeon-rx-7900-xtx" {
  name       = "AMD Radeon RX 7900 XTX (reference)"
  brand      = "AMD"
  price_usd  = 999
  price_date = "2022-12"
  released   = 2022
  source     = "https://www.amd.com/en/products/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xtx.html"
  notes      = "Launch MSRP of AMD's reference card: 287 mm, 2.5 slots, two 8-pin PCIe plugs (partner cards are larger, often three plugs)."

  chip                 = "Navi 31"
  vram_gb              = 24
  tdp_w                = 355
  slot_width           = 2.5
  length_mm            = 287
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 61.4
  fp16_tflops          = 122.8
  memory_bandwidth_gbs = 960
  nvlink               = false
}

part "gpu" "amd-radeon-rx-7900-xt" {
  name       = "AMD Radeon RX 7900 XT (reference)"
  brand      = "AMD"
  price_usd  = 899
  price_date = "2022-12"
  released   = 2022
  source     = "https://www.amd.com/en/products/graphics/desktops/radeon/7000-series/amd-radeon-rx-7900xt.html"
  notes      = "Launch MSRP (street prices fell well below it in 2023-24). Reference card: 276 mm, 2.5 slots, two 8-pin PCIe plugs (SlashGear review)."

  chip                 = "Navi 31"
  vram_gb              = 20
  tdp_w                = 315
  slot_width           = 2.5
  length_mm            = 276
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 51.6
  fp16_tflops          = 103.2
  memory_bandwidth_gbs = 800
  nvlink               = false
}

part "gpu" "amd-instinct-mi50-16gb" {
  name       = "AMD Radeon Instinct MI50 16 GB"
  brand      = "AMD"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.anandtech.com/show/17326/amd-releases-instinct-mi210-accelerator-cdna-2-on-a-pcie-card"
  notes      = "Discontinued; approximate used-market price. Passive, needs chassis airflow. Figures from AnandTech's Instinct comparison table; power plug layout not recorded. No matrix cores: fp16_tflops is packed FP16."

  chip                 = "Vega 20"
  vram_gb              = 16
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 13.3
  fp16_tflops          = 26.5
  memory_bandwidth_gbs = 1024
  nvlink               = false
}

part "gpu" "amd-instinct-mi100" {
  name       = "AMD Instinct MI100"
  brand      = "AMD"
  price_usd  = 1200
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/accelerators/instinct/mi100.html"
  notes      = "Discontinued; approximate used-market price. 32 GB HBM2, passive, two 8-pin PCIe plugs. Infinity Fabric bridge links up to four cards. FP16 matrix 184.6 TFLOPS (AnandTech table)."

  chip                 = "Arcturus (CDNA)"
  vram_gb              = 32
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 23.1
  fp16_tflops          = 184.6
  memory_bandwidth_gbs = 1228.8
  nvlink               = false
}

part "gpu" "amd-instinct-mi210" {
  name       = "AMD Instinct MI210"
  brand      = "AMD"
  price_usd  = 5000
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.amd.com/en/products/accelerators/instinct/mi200/mi210.html"
  notes      = "Approximate street price. 64 GB HBM2e, dual-slot passive. Infinity Fabric bridge links up to four cards. Power plug layout not recorded. FP16 matrix 181 TFLOPS (AnandTech table)."

  chip                 = "Aldebaran (CDNA 2)"
  vram_gb              = 64
  tdp_w                = 300
  slot_width           = 2
  length_mm            = 267
  cooler               = "passive"
  pcie_gen             = 4
  fp32_tflops          = 22.6
  fp16_tflops          = 181
  memory_bandwidth_gbs = 1638.4
  nvlink               = false
}
