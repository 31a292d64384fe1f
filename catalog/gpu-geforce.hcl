# GPUs: NVIDIA GeForce / TITAN (Pascal to Blackwell), Founders Editions, blower cards and a few partner cards.
# fp16_tflops = dense FP16 tensor TFLOPS with FP32 accumulate (no sparsity); GeForce cards run FP32-accumulate
# at half the FP16-accumulate rate (NVIDIA architecture whitepapers). Pascal GeForce FP16 (1/64 rate) is left out.
# 30-series Founders Editions have NVIDIA's 12-pin socket; power_8pin counts the 8-pin PCIe plugs its adapter takes.
# Partner (non-FE) cards: fp32_tflops/fp16_tflops are the chip's rates at NVIDIA's reference boost clock; factory-overclocked
# cards are rated a few percent higher (their rated boost clock is given in notes where known).

# ---------------------------------------------------------------- Pascal / Volta

part "gpu" "nvidia-geforce-gtx-1080-fe" {
  name       = "NVIDIA GeForce GTX 1080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 699
  price_date = "2016-05"
  released   = 2016
  source     = "https://www.nvidia.com/en-us/geforce/products/10series/geforce-gtx-1080/"
  notes      = "Launch Founders Edition price; discontinued."

  chip                 = "GP104"
  vram_gb              = 8
  tdp_w                = 180
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 8.9
  memory_bandwidth_gbs = 320
  nvlink               = false
}

part "gpu" "nvidia-geforce-gtx-1080-ti-fe" {
  name       = "NVIDIA GeForce GTX 1080 Ti Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 699
  price_date = "2017-03"
  released   = 2017
  source     = "https://www.nvidia.com/en-us/geforce/products/10series/geforce-gtx-1080-ti/"
  notes      = "Launch MSRP; discontinued."

  chip                 = "GP102"
  vram_gb              = 11
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 11.3
  memory_bandwidth_gbs = 484
  nvlink               = false
}

part "gpu" "nvidia-geforce-gtx-1080-ti-fe-used" {
  extends    = "nvidia-geforce-gtx-1080-ti-fe"
  source     = "https://www.nvidia.com/en-us/geforce/products/10series/geforce-gtx-1080-ti/"
  name       = "NVIDIA GeForce GTX 1080 Ti Founders Edition (used)"
  price_usd  = 200
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price."
}

part "gpu" "nvidia-titan-xp" {
  name       = "NVIDIA TITAN Xp"
  brand      = "NVIDIA"
  price_usd  = 1200
  price_date = "2017-04"
  released   = 2017
  source     = "https://www.nvidia.com/en-us/titan/titan-xp/"
  notes      = "Launch price; discontinued."

  chip                 = "GP102"
  vram_gb              = 12
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 12.1
  memory_bandwidth_gbs = 547.7
  nvlink               = false
}

part "gpu" "nvidia-titan-v" {
  name       = "NVIDIA TITAN V"
  brand      = "NVIDIA"
  price_usd  = 2999
  price_date = "2017-12"
  released   = 2017
  source     = "https://www.nvidia.com/en-us/titan/titan-v/"
  notes      = "Launch price; discontinued. fp16_tflops is NVIDIA's 110 TFLOPS tensor (deep learning) figure. The card has no usable NVLink connector."

  chip                 = "GV100"
  vram_gb              = 12
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 14.9
  fp16_tflops          = 110
  memory_bandwidth_gbs = 652.8
  nvlink               = false
}

# ---------------------------------------------------------------- Turing

part "gpu" "nvidia-geforce-rtx-2080-fe" {
  name       = "NVIDIA GeForce RTX 2080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 799
  price_date = "2018-09"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/rtx-2080/"
  notes      = "Launch Founders Edition price; discontinued. FE clocks (1800 MHz boost); tensor rate from the Turing whitepaper."

  chip                 = "TU104"
  vram_gb              = 8
  tdp_w                = 225
  slot_width           = 2
  length_mm            = 267
  cooler               = "open-air"
  pcie_gen             = 3
  power_8pin           = 1
  power_6pin           = 1
  fp32_tflops          = 10.6
  fp16_tflops          = 42.4
  memory_bandwidth_gbs = 448
  nvlink               = true
}

part "gpu" "nvidia-geforce-rtx-2080-ti-fe" {
  name       = "NVIDIA GeForce RTX 2080 Ti Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1199
  price_date = "2018-09"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/rtx-2080-ti/"
  notes      = "Launch Founders Edition price; discontinued. FE: 260 W, 1635 MHz boost (reference boards 250 W); tensor rate from the Turing whitepaper (56.9 TFLOPS FP16 with FP32 accumulate). Dual axial fans, not a blower."

  chip                 = "TU102"
  vram_gb              = 11
  tdp_w                = 260
  slot_width           = 2
  length_mm            = 267
  cooler               = "open-air"
  pcie_gen             = 3
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 14.2
  fp16_tflops          = 56.9
  memory_bandwidth_gbs = 616
  nvlink               = true
}

part "gpu" "nvidia-geforce-rtx-2080-ti-fe-used" {
  extends    = "nvidia-geforce-rtx-2080-ti-fe"
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/rtx-2080-ti/"
  name       = "NVIDIA GeForce RTX 2080 Ti Founders Edition (used)"
  price_usd  = 350
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price."
}

part "gpu" "asus-geforce-rtx-2080-ti-turbo" {
  name       = "ASUS Turbo GeForce RTX 2080 Ti (TURBO-RTX2080TI-11G)"
  brand      = "ASUS"
  price_usd  = 1199
  price_date = "2018-10"
  released   = 2018
  source     = "https://www.asus.com/us/Motherboards-Components/Graphics-Cards/All-series/TURBO-RTX2080TI-11G/"
  notes      = "Blower card built for stacking; reference clocks (1545 MHz boost) and reference 250 W board power. Approximate launch street price; discontinued. Length 26.8 cm (same size as the ASUS RTX 3090 Turbo, per comptoir-hardware.com)."

  chip                 = "TU102"
  vram_gb              = 11
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 268
  cooler               = "blower"
  pcie_gen             = 3
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 13.4
  fp16_tflops          = 53.8
  memory_bandwidth_gbs = 616
}

part "gpu" "nvidia-titan-rtx" {
  name       = "NVIDIA TITAN RTX"
  brand      = "NVIDIA"
  price_usd  = 2499
  price_date = "2018-12"
  released   = 2018
  source     = "https://www.nvidia.com/en-us/deep-learning-ai/products/titan-rtx/"
  notes      = "Launch price; discontinued. Unlike GeForce, TITAN RTX runs FP16 tensor math with FP32 accumulate at full rate (130 TFLOPS)."

  chip                 = "TU102"
  vram_gb              = 24
  tdp_w                = 280
  slot_width           = 2
  length_mm            = 267
  cooler               = "open-air"
  pcie_gen             = 3
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 16.3
  fp16_tflops          = 130
  memory_bandwidth_gbs = 672
  nvlink               = true
}

part "gpu" "nvidia-titan-rtx-used" {
  extends    = "nvidia-titan-rtx"
  source     = "https://www.nvidia.com/en-us/deep-learning-ai/products/titan-rtx/"
  name       = "NVIDIA TITAN RTX (used)"
  price_usd  = 700
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price. FP16 with FP32 accumulate at full rate (130 TFLOPS)."
}

# ---------------------------------------------------------------- Ampere

part "gpu" "nvidia-geforce-rtx-3070-fe" {
  name       = "NVIDIA GeForce RTX 3070 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 499
  price_date = "2020-10"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3070-3070ti/"
  notes      = "Launch MSRP; discontinued. 12-pin socket; the included adapter takes one 8-pin PCIe plug. Tensor rate from the GA102/GA104 (Ampere) whitepaper."

  chip                 = "GA104"
  vram_gb              = 8
  tdp_w                = 220
  slot_width           = 2
  length_mm            = 242
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 20.3
  fp16_tflops          = 40.6
  memory_bandwidth_gbs = 448
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-3080-fe" {
  name       = "NVIDIA GeForce RTX 3080 Founders Edition (10 GB)"
  brand      = "NVIDIA"
  price_usd  = 699
  price_date = "2020-09"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3080-3080ti/"
  notes      = "Launch MSRP; discontinued. 12-pin socket; the included adapter takes two 8-pin PCIe plugs."

  chip                 = "GA102"
  vram_gb              = 10
  tdp_w                = 320
  slot_width           = 2
  length_mm            = 285
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 29.8
  fp16_tflops          = 59.5
  memory_bandwidth_gbs = 760
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-3080-ti-fe" {
  name       = "NVIDIA GeForce RTX 3080 Ti Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1199
  price_date = "2021-06"
  released   = 2021
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3080-3080ti/"
  notes      = "Launch MSRP; discontinued. 12-pin socket; the included adapter takes two 8-pin PCIe plugs."

  chip                 = "GA102"
  vram_gb              = 12
  tdp_w                = 350
  slot_width           = 2
  length_mm            = 285
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 34.1
  fp16_tflops          = 68.2
  memory_bandwidth_gbs = 912
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-3080-ti-fe-used" {
  extends    = "nvidia-geforce-rtx-3080-ti-fe"
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3080-3080ti/"
  name       = "NVIDIA GeForce RTX 3080 Ti Founders Edition (used)"
  price_usd  = 500
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price."
}

part "gpu" "nvidia-geforce-rtx-3090-fe" {
  name       = "NVIDIA GeForce RTX 3090 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1499
  price_date = "2020-09"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3090-3090ti/"
  notes      = "Launch MSRP; discontinued. 313 mm, 3 slots (also Lambda's RTX 30xx deep dive). 12-pin socket; the included adapter takes two 8-pin PCIe plugs. NVLink uses the 4-slot GeForce bridge."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 350
  slot_width           = 3
  length_mm            = 313
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
  nvlink               = true
}

part "gpu" "nvidia-geforce-rtx-3090-fe-used" {
  extends    = "nvidia-geforce-rtx-3090-fe"
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3090-3090ti/"
  name       = "NVIDIA GeForce RTX 3090 Founders Edition (used)"
  price_usd  = 800
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price. 12-pin socket with 2x 8-pin adapter."
}

part "gpu" "nvidia-geforce-rtx-3090-ti-fe" {
  name       = "NVIDIA GeForce RTX 3090 Ti Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1999
  price_date = "2022-03"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3090-3090ti/"
  notes      = "Launch MSRP; discontinued. One 16-pin 12VHPWR socket (adapter takes three 8-pin PCIe plugs)."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 450
  slot_width           = 3
  length_mm            = 313
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 40
  fp16_tflops          = 80
  memory_bandwidth_gbs = 1008
  nvlink               = true
}

part "gpu" "nvidia-geforce-rtx-3090-ti-fe-used" {
  extends    = "nvidia-geforce-rtx-3090-ti-fe"
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3090-3090ti/"
  name       = "NVIDIA GeForce RTX 3090 Ti Founders Edition (used)"
  price_usd  = 900
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price. One 16-pin 12VHPWR socket."
}

# RTX 3090 two-slot blowers (the cards people stacked four to a box; see Puget's quad-3090 Turbo test).
part "gpu" "gigabyte-geforce-rtx-3090-turbo-24g" {
  name       = "GIGABYTE GeForce RTX 3090 TURBO 24G (GV-N3090TURBO-24GD)"
  brand      = "GIGABYTE"
  price_usd  = 1499
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.gigabyte.com/Graphics-Card/GV-N3090TURBO-24GD"
  notes      = "Two-slot blower; two 8-pin PCIe plugs at the card's end. Approximate launch street price; discontinued (withdrawn in 2021), used prices vary. Reference clocks and 350 W board power."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 350
  slot_width           = 2
  length_mm            = 267
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
}

part "gpu" "asus-geforce-rtx-3090-turbo" {
  name       = "ASUS Turbo GeForce RTX 3090 (TURBO-RTX3090-24G)"
  brand      = "ASUS"
  price_usd  = 1499
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.asus.com/motherboards-components/graphics-cards/turbo/turbo-rtx3090-24g/"
  notes      = "Two-slot blower, 26.8 x 11.3 cm, 350 W, two 8-pin PCIe plugs (also reported by comptoir-hardware.com). Approximate launch street price; discontinued."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 350
  slot_width           = 2
  length_mm            = 268
  cooler               = "blower"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
}

# RTX 3090 partner open-air cards (2.7 to 3 slots).
part "gpu" "asus-rog-strix-geforce-rtx-3090-oc" {
  name       = "ASUS ROG Strix GeForce RTX 3090 OC (ROG-STRIX-RTX3090-O24G-GAMING)"
  brand      = "ASUS"
  price_usd  = 1799
  price_date = "2020-10"
  released   = 2020
  source     = "https://www.techpowerup.com/review/asus-geforce-rtx-3090-strix-oc/"
  notes      = "Launch price; discontinued. 32 x 14 cm, three slots, three 8-pin PCIe plugs; default power limit about 390 W (Hardwareluxx: 'fast 400 W' as shipped)."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 390
  slot_width           = 3
  length_mm            = 319
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 3
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
  nvlink               = true
}

part "gpu" "asus-tuf-geforce-rtx-3090-oc" {
  name       = "ASUS TUF Gaming GeForce RTX 3090 OC (TUF-RTX3090-O24G-GAMING)"
  brand      = "ASUS"
  price_usd  = 1599
  price_date = "2020-10"
  released   = 2020
  source     = "https://www.hardwareluxx.de/index.php/artikel/hardware/grafikkarten/56413-3x-24-gb-grafikspeicher-drei-modelle-der-geforce-rtx-3090-im-test.html"
  notes      = "Approximate launch price; discontinued. 300 mm long, 52 mm thick (ASUS rates it 2.7 slots; it occupies three slot positions), 350 W default power limit, two 8-pin PCIe plugs."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 350
  slot_width           = 2.7
  length_mm            = 300
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
}

part "gpu" "msi-geforce-rtx-3090-gaming-x-trio" {
  name       = "MSI GeForce RTX 3090 GAMING X TRIO 24G"
  brand      = "MSI"
  price_usd  = 1589
  price_date = "2020-09"
  released   = 2020
  source     = "https://www.kitguru.net/components/graphic-cards/dominic-moass/msi-rtx-3090-gaming-x-trio-review/2/"
  notes      = "Approximate launch price; discontinued. 323 x 140 x 56 mm (three slot positions), three 8-pin PCIe plugs; 370 W default power limit per TechPowerUp's review."

  chip                 = "GA102"
  vram_gb              = 24
  tdp_w                = 370
  slot_width           = 3
  length_mm            = 323
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 3
  power_6pin           = 0
  fp32_tflops          = 35.6
  fp16_tflops          = 71
  memory_bandwidth_gbs = 936
  nvlink               = true
}

# ---------------------------------------------------------------- Ada Lovelace (no NVLink on any Ada GeForce)

part "gpu" "nvidia-geforce-rtx-4080-fe" {
  name       = "NVIDIA GeForce RTX 4080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1199
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4080-family/"
  notes      = "Launch MSRP; replaced by the 4080 SUPER. One 16-pin 12VHPWR socket (adapter takes three 8-pin plugs). Tensor rate from the Ada whitepaper."

  chip                 = "AD103"
  vram_gb              = 16
  tdp_w                = 320
  slot_width           = 3
  length_mm            = 310
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 48.7
  fp16_tflops          = 97.5
  memory_bandwidth_gbs = 716.8
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-4080-super-fe" {
  name       = "NVIDIA GeForce RTX 4080 SUPER Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 999
  price_date = "2024-01"
  released   = 2024
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4080-family/"
  notes      = "Launch MSRP. Same cooler and size as the RTX 4080 FE. One 16-pin 12VHPWR socket."

  chip                 = "AD103"
  vram_gb              = 16
  tdp_w                = 320
  slot_width           = 3
  length_mm            = 310
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 52.2
  fp16_tflops          = 104.4
  memory_bandwidth_gbs = 736
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-4090-fe" {
  name       = "NVIDIA GeForce RTX 4090 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1599
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/"
  notes      = "Launch MSRP. 304 x 137 x 61 mm, three slots. One 16-pin 12VHPWR socket (adapter takes four 8-pin plugs); push the plug fully home. No NVLink. Tensor rate from the Ada whitepaper (165.2 TFLOPS FP16 with FP32 accumulate)."

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 450
  slot_width           = 3
  length_mm            = 304
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 82.6
  fp16_tflops          = 165.2
  memory_bandwidth_gbs = 1008
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-4090-fe-used" {
  extends    = "nvidia-geforce-rtx-4090-fe"
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4090/"
  name       = "NVIDIA GeForce RTX 4090 Founders Edition (used)"
  price_usd  = 1800
  price_date = "2025-06"
  notes      = "Discontinued; approximate used-market price (above the original MSRP in 2025)."
}

part "gpu" "asus-rog-strix-geforce-rtx-4090-oc" {
  name       = "ASUS ROG Strix GeForce RTX 4090 OC (ROG-STRIX-RTX4090-O24G-GAMING)"
  brand      = "ASUS"
  price_usd  = 1999
  price_date = "2022-10"
  released   = 2022
  source     = "https://rog.asus.com/graphics-cards/graphics-cards/rog-strix/rog-strix-rtx4090-o24g-gaming-model/"
  notes      = "Launch price. 357.6 x 149.3 x 70.1 mm, 3.5 slots, one 16-pin socket; power rating 450 W in Quiet mode, 500 W in Performance mode (recorded). Boost 2610 MHz (Gaming mode) / 2640 MHz (OC mode); fp32/fp16 below are at the 2520 MHz reference boost. Spec list also in https://www.mmorpg.com/hardware-reviews/asus-rog-strix-geforce-rtx-4090-oc-edition-review-2000126364"

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 500
  slot_width           = 3.5
  length_mm            = 358
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 82.6
  fp16_tflops          = 165.2
  memory_bandwidth_gbs = 1008
  nvlink               = false
}

part "gpu" "msi-geforce-rtx-4090-suprim-liquid-x" {
  name       = "MSI GeForce RTX 4090 SUPRIM LIQUID X 24G"
  brand      = "MSI"
  price_usd  = 1749
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.msi.com/Graphics-Card/GeForce-RTX-4090-SUPRIM-LIQUID-X-24G/Specification"
  notes      = "Launch price. Hybrid: 240 mm AIO radiator plus a card 280 mm long that fits a 2.5-slot space. Power: 450 W Silent mode, 480 W Gaming mode (recorded). One 16-pin socket. Needs a 240 mm radiator mount. Boost 2625 MHz (Gaming/Silent); fp32/fp16 below are at the 2520 MHz reference boost. MSI spec table also reproduced at https://quantumquestor.com/msi-nvidia-4090-suprim-liquid-70-power-limit-review"

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 480
  slot_width           = 2.5
  length_mm            = 280
  cooler               = "liquid"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 82.6
  fp16_tflops          = 165.2
  memory_bandwidth_gbs = 1008
  nvlink               = false
}

# ---------------------------------------------------------------- Blackwell

part "gpu" "nvidia-geforce-rtx-5080-fe" {
  name       = "NVIDIA GeForce RTX 5080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 999
  price_date = "2025-01"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5080/"
  notes      = "Launch MSRP (street prices ran higher in 2025). 304 x 137 mm, two slots, one 16-pin 12V-2x6 socket. fp16_tflops from the RTX Blackwell whitepaper (FP16 tensor with FP32 accumulate, dense)."

  chip                 = "GB203"
  vram_gb              = 16
  tdp_w                = 360
  slot_width           = 2
  length_mm            = 304
  cooler               = "open-air"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 56.3
  fp16_tflops          = 112.6
  memory_bandwidth_gbs = 960
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-5090-fe" {
  name       = "NVIDIA GeForce RTX 5090 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1999
  price_date = "2025-01"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5090/"
  notes      = "Launch MSRP (street prices ran well above it in 2025). 304 x 137 mm, two slots (double flow-through), one 16-pin 12V-2x6 socket (adapter takes four 8-pin plugs). Transients reported to 738 W for up to 10 ms (Igor's Lab). fp16_tflops from the RTX Blackwell whitepaper (FP16 tensor with FP32 accumulate, dense)."

  chip                 = "GB202"
  vram_gb              = 32
  tdp_w                = 575
  slot_width           = 2
  length_mm            = 304
  cooler               = "open-air"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  fp32_tflops          = 104.8
  fp16_tflops          = 209.5
  memory_bandwidth_gbs = 1792
  nvlink               = false
}
