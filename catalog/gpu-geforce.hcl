# GPUs: NVIDIA GeForce / TITAN (Pascal to Blackwell), Founders Editions, blower cards and a few partner cards.
# fp16_tflops = dense FP16 tensor TFLOPS with FP32 accumulate (no sparsity); GeForce cards run FP32-accumulate
# at half the FP16-accumulate rate (NVIDIA architecture whitepapers). Cards without tensor cores (Pascal GeForce) carry the
# TechPowerUp database FP16 (half) rate instead, 1/64 of FP32, and say so in notes.
# Where no whitepaper table lists a card, fp16_tflops is NVIDIA's spec-page tensor figure converted the way the whitepapers
# relate them: Ampere "Tensor TFLOPS" (FP16, FP16 accumulate, sparse) / 4; Ada "AI TOPS" (FP8, sparse) / 8; Blackwell
# "AI TOPS" (FP4, sparse) / 16. These reproduce the whitepaper values of the RTX 3070/3090, 4080/4090 and 5080/5090.
# adapter_8pin = 6+2 plugs the 16-pin adapter in the box takes (NVIDIA spec pages: "N x PCIe 8-pin cables (adapter in box)").
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
  notes      = "Launch Founders Edition price; discontinued. No tensor cores: fp16_tflops is the TechPowerUp GPU database FP16 (half) rate, 138.6 GFLOPS (1:64 of FP32 on GP104), so FP16 training runs far slower than FP32 on this card."

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
  fp16_tflops          = 0.139
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
  notes      = "Launch MSRP; discontinued. No tensor cores: fp16_tflops is the TechPowerUp GPU database FP16 (half) rate, 177.2 GFLOPS (1:64 of FP32 on GP102), so FP16 training runs far slower than FP32 on this card."

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
  fp16_tflops          = 0.177
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
  notes      = "Launch price; discontinued. No tensor cores: fp16_tflops is the TechPowerUp GPU database FP16 (half) rate, 189.8 GFLOPS (1:64 of FP32 on GP102), so FP16 training runs far slower than FP32 on this card."

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
  fp16_tflops          = 0.19
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

part "gpu" "nvidia-geforce-rtx-3060-ti-fe" {
  name       = "NVIDIA GeForce RTX 3060 Ti Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 399
  price_date = "2020-12"
  released   = 2020
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/30-series/rtx-3060-3060ti/"
  notes      = "Launch MSRP; discontinued. Same 242 mm two-slot board as the RTX 3070 FE; 200 W, 12-pin socket whose included adapter takes one 8-pin PCIe plug. 8 GB GDDR6, 448 GB/s. fp16_tflops = NVIDIA's 130 Tensor TFLOPS (sparse, FP16 accumulate; also in https://www.sportskeeda.com/gaming-tech/nvidia-rtx-4060-ti-review) / 4, see header."

  chip                 = "GA104"
  vram_gb              = 8
  tdp_w                = 200
  slot_width           = 2
  length_mm            = 242
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 16.2
  fp16_tflops          = 32.4
  memory_bandwidth_gbs = 448
  nvlink               = false
}

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
  notes      = "Launch MSRP; discontinued. One 16-pin 12VHPWR socket (NVIDIA's spec page: 3x PCIe 8-pin cables with the adapter in the box, or one 450 W or greater PCIe Gen 5 cable)."

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
  adapter_8pin         = 3
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

part "gpu" "msi-geforce-rtx-3060-gaming-x-trio" {
  name       = "MSI GeForce RTX 3060 GAMING X TRIO 12G"
  brand      = "MSI"
  price_usd  = 400
  price_date = "2021-03"
  released   = 2021
  source     = "https://techpowerup.com/review/msi-geforce-rtx-3060-gaming-x-trio/3.html"
  notes      = "Approximate launch street price; discontinued. TechPowerUp measured 32 x 14 cm, three slots, two 8-pin PCIe plugs (Tom's Hardware also notes the dual 8-pin). Board power 170 W (NVIDIA reference and MSI's rating; about 166 W average in games per Tom's Hardware). Boost 1852 MHz; fp32/fp16 at the 1777 MHz reference boost. fp16_tflops = NVIDIA's 101 Tensor TFLOPS (sparse, FP16 accumulate) / 4, see header."

  chip                 = "GA106"
  vram_gb              = 12
  tdp_w                = 170
  slot_width           = 3
  length_mm            = 320
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 12.7
  fp16_tflops          = 25.3
  memory_bandwidth_gbs = 360
  nvlink               = false
}

part "gpu" "gigabyte-geforce-rtx-3070-ti-gaming-oc" {
  name       = "GIGABYTE GeForce RTX 3070 Ti GAMING OC 8G (GV-N307TGAMING OC-8GD)"
  brand      = "GIGABYTE"
  price_usd  = 650
  price_date = "2021-06"
  released   = 2021
  source     = "https://techpowerup.com/review/gigabyte-geforce-rtx-3070-ti-gaming-oc/2.html"
  notes      = "Approximate launch street price; discontinued. TechPowerUp measured 32 x 13 cm, 1218 g, three slots, two 8-pin PCIe plugs, dual BIOS. Board power: NVIDIA's 290 W reference (no different default limit recorded). fp32/fp16 at the 1770 MHz reference boost; fp16_tflops = NVIDIA's 174 Tensor TFLOPS (sparse, FP16 accumulate) / 4, see header."

  chip                 = "GA104"
  vram_gb              = 8
  tdp_w                = 290
  slot_width           = 3
  length_mm            = 320
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 2
  power_6pin           = 0
  fp32_tflops          = 21.7
  fp16_tflops          = 43.5
  memory_bandwidth_gbs = 608
  nvlink               = false
}

# ---------------------------------------------------------------- Ada Lovelace (no NVLink on any Ada GeForce)

part "gpu" "nvidia-geforce-rtx-4070-fe" {
  name       = "NVIDIA GeForce RTX 4070 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 599
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4070-family/"
  notes      = "Launch MSRP (cut to $549 in 2024-01). 244 x 112 mm (9.6 x 4.4 in), two slots, one 16-pin socket; the adapter in the box takes two 8-pin plugs (NVIDIA spec page; FE connector table in https://hardzone.es/reviews/tarjetas-graficas/nvidia-rtx-4060-ti/). 29.1 TFLOPS FP32 and 504 GB/s from NVIDIA's launch specs (Club386 table). fp16_tflops = 466 AI TOPS / 8, see header."

  chip                 = "AD104"
  vram_gb              = 12
  tdp_w                = 200
  slot_width           = 2
  length_mm            = 244
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  adapter_8pin         = 2
  fp32_tflops          = 29.1
  fp16_tflops          = 58.3
  memory_bandwidth_gbs = 504
  nvlink               = false
}

part "gpu" "gainward-geforce-rtx-4070-ghost" {
  name       = "Gainward GeForce RTX 4070 Ghost"
  brand      = "Gainward"
  price_usd  = 599
  price_date = "2023-04"
  released   = 2023
  source     = "https://techpowerup.com/review/gainward-geforce-rtx-4070-ghost/3.html"
  notes      = "Price: NVIDIA's launch MSRP (Gainward sells mainly outside the US). TechPowerUp measured 27 x 13 cm, 763 g, two slots, one 8-pin PCIe plug (225 W with the slot). Board power: NVIDIA's 200 W reference. fp16_tflops = 466 AI TOPS / 8, see header."

  chip                 = "AD104"
  vram_gb              = 12
  tdp_w                = 200
  slot_width           = 2
  length_mm            = 270
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 1
  power_6pin           = 0
  fp32_tflops          = 29.1
  fp16_tflops          = 58.3
  memory_bandwidth_gbs = 504
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-4070-super-fe" {
  name       = "NVIDIA GeForce RTX 4070 SUPER Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 599
  price_date = "2024-01"
  released   = 2024
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4070-family/"
  notes      = "Launch MSRP. Same 244 x 112 mm two-slot cooler as the RTX 4070 FE; one 16-pin socket, NVIDIA's spec page: 2x PCIe 8-pin cables with the adapter in the box, or one 300 W or greater PCIe Gen 5 cable. 35.5 TFLOPS FP32 and 504 GB/s per the TechPowerUp GPU database. fp16_tflops = 568 AI TOPS / 8, see header."

  chip                 = "AD104"
  vram_gb              = 12
  tdp_w                = 220
  slot_width           = 2
  length_mm            = 244
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  adapter_8pin         = 2
  fp32_tflops          = 35.5
  fp16_tflops          = 71
  memory_bandwidth_gbs = 504
  nvlink               = false
}

part "gpu" "gainward-geforce-rtx-4070-super-ghost" {
  name       = "Gainward GeForce RTX 4070 SUPER Ghost"
  brand      = "Gainward"
  price_usd  = 599
  price_date = "2024-01"
  released   = 2024
  source     = "https://techpowerup.com/review/gainward-geforce-rtx-4070-super-ghost/single-page.html"
  notes      = "Price: NVIDIA's baseline MSRP, which TechPowerUp says it launched at (no factory overclock). Strictly two slots thick and about 27 cm long (TechPowerUp). Board power: NVIDIA's 220 W reference. Power plug layout not recorded. fp16_tflops = 568 AI TOPS / 8, see header."

  chip                 = "AD104"
  vram_gb              = 12
  tdp_w                = 220
  slot_width           = 2
  length_mm            = 270
  cooler               = "open-air"
  pcie_gen             = 4
  fp32_tflops          = 35.5
  fp16_tflops          = 71
  memory_bandwidth_gbs = 504
  nvlink               = false
}

part "gpu" "msi-geforce-rtx-4070-ti-gaming-x-trio-white" {
  name       = "MSI GeForce RTX 4070 Ti GAMING X TRIO WHITE 12G"
  brand      = "MSI"
  price_usd  = 850
  price_date = "2023-01"
  released   = 2023
  source     = "https://hardwareand.co/dossiers/gpu/test-geforce-msi-rtx-4070-ti-gaming-x-trio-white?start=1"
  notes      = "Approximate launch street price. Measured 33.7 cm long, three slots thick, 1587 g (Hardware&Co review; the 4070 Ti Suprim is as long but 3.5 slots). Board power: NVIDIA's 285 W reference. Power plug layout not recorded. fp32/fp16 at the 2610 MHz reference boost; fp16_tflops = 641 AI TOPS / 8, see header."

  chip                 = "AD104"
  vram_gb              = 12
  tdp_w                = 285
  slot_width           = 3
  length_mm            = 337
  cooler               = "open-air"
  pcie_gen             = 4
  fp32_tflops          = 40.1
  fp16_tflops          = 80.1
  memory_bandwidth_gbs = 504
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-4080-fe" {
  name       = "NVIDIA GeForce RTX 4080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 1199
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/40-series/rtx-4080-family/"
  notes      = "Launch MSRP; replaced by the 4080 SUPER. One 16-pin 12VHPWR socket (the adapter in the box takes three 8-pin plugs: NVIDIA's spec page; also the FE connector table in https://hardzone.es/reviews/tarjetas-graficas/nvidia-rtx-4060-ti/). Tensor rate from the Ada whitepaper."

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
  adapter_8pin         = 3
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
  notes      = "Launch MSRP. Same cooler and size as the RTX 4080 FE. One 16-pin 12VHPWR socket; NVIDIA's spec page: 3x PCIe 8-pin cables with the adapter in the box, or one 450 W or greater PCIe Gen 5 cable."

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
  adapter_8pin         = 3
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
  notes      = "Launch MSRP. 304 x 137 x 61 mm, three slots. One 16-pin 12VHPWR socket (the adapter in the box takes four 8-pin plugs: NVIDIA's spec page; unboxing at https://www.xda-developers.com/nvidia-rtx-4090-founders-edition-unboxing/); push the plug fully home. No NVLink. Tensor rate from the Ada whitepaper (165.2 TFLOPS FP16 with FP32 accumulate)."

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
  adapter_8pin         = 4
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

part "gpu" "asus-tuf-geforce-rtx-4090-oc" {
  name       = "ASUS TUF Gaming GeForce RTX 4090 OC (TUF-RTX4090-O24G-GAMING)"
  brand      = "ASUS"
  price_usd  = 1800
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.windowscentral.com/hardware/asus-tuf-gaming-geforce-rtx-4090-oc-review"
  notes      = "Launch MSRP $1,799.99. 348 mm long, 3.65 slots, one 16-pin socket (ASUS's announcement, reproduced at https://gamingideology.com/2022/09/22/rog-strix-tuf-rtx-4090-and-4080-244-power-phases-3-5-slot-wide-dual-bios-capable-of-cooling-500w-loads-are-announced-by-asus/; 3.65 slots also in the Windows Central review). Board power: NVIDIA's 450 W reference. Boost 2565 MHz; fp32/fp16 at the 2520 MHz reference boost. Adapter in the box not recorded."

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 450
  slot_width           = 3.65
  length_mm            = 348
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

part "gpu" "gigabyte-geforce-rtx-4090-gaming-oc" {
  name       = "GIGABYTE GeForce RTX 4090 GAMING OC 24G (GV-N4090GAMING OC-24GD)"
  brand      = "GIGABYTE"
  price_usd  = 1700
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.techpowerup.com/review/gigabyte-geforce-rtx-4090-gaming-oc/"
  notes      = "Approximate launch price. Gigabyte's size table: 340.0 x 150.2 x 75.2 mm (VideoCardz via https://clickthis.blog/gigabyte-geforce-rtx-4090-aorus-master-moshhnaya-chetyrehslotovaya-videokarta-monster/; B&H's review: 13.4 x 5.9 x 3 in). 75.2 mm covers four slot positions (slot_width 4). One 16-pin socket; Gigabyte ships an adapter to four 8-pin plugs with every RTX 4090 model (https://www.factornews.com/actualites/4090-la-preuve-par-4-de-la-folie-48833.html) and recommends a 1000 W PSU. Board power: NVIDIA's 450 W reference. fp32/fp16 at the 2520 MHz reference boost (the card: 2535 MHz)."

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 450
  slot_width           = 4
  length_mm            = 340
  cooler               = "open-air"
  pcie_gen             = 4
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  adapter_8pin         = 4
  fp32_tflops          = 82.6
  fp16_tflops          = 165.2
  memory_bandwidth_gbs = 1008
  nvlink               = false
}

part "gpu" "zotac-geforce-rtx-4090-amp-extreme-airo" {
  name       = "ZOTAC GAMING GeForce RTX 4090 AMP Extreme AIRO (ZT-D40900B-10P)"
  brand      = "ZOTAC"
  price_usd  = 1800
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.hardwareluxx.de/index.php/news/hardware/grafikkarten/59629-vorgestellt-zotac-gaming-geforce-rtx-4090-amp-extreme-airo.html"
  notes      = "Approximate launch price. 356.1 x 165.4 x 71.4 mm, IceStorm 3.0 cooler 3.5 slots thick (Hardwareluxx); one 16-pin socket. Board power: NVIDIA's 450 W reference. Boost at least 2580 MHz; fp32/fp16 at the 2520 MHz reference boost. Adapter in the box not recorded. Review: https://www.techpowerup.com/review/zotac-geforce-rtx-4090-amp-extreme-airo/"

  chip                 = "AD102"
  vram_gb              = 24
  tdp_w                = 450
  slot_width           = 3.5
  length_mm            = 356
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

# ---------------------------------------------------------------- Blackwell

part "gpu" "nvidia-geforce-rtx-5070-fe" {
  name       = "NVIDIA GeForce RTX 5070 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 549
  price_date = "2025-03"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5070-family/"
  notes      = "Launch MSRP (street prices ran higher in 2025). 242 x 112 mm, two slots, 250 W (NVIDIA's CES 2025 figures, https://www.paudal.com/2025/01/10/nvidia-geforce-rtx-5090-5080-5070-founder-editions-all-unveiled-the-center-pcb-has-no-audio-connector/). One 16-pin 12V-2x6 socket; NVIDIA's spec page: 2x PCIe 8-pin cables with the adapter in the box, or one 300 W or greater PCIe Gen 5 cable. fp16_tflops = 988 AI TOPS / 16, see header."

  chip                 = "GB205"
  vram_gb              = 12
  tdp_w                = 250
  slot_width           = 2
  length_mm            = 242
  cooler               = "open-air"
  pcie_gen             = 5
  power_8pin           = 0
  power_6pin           = 0
  power_12vhpwr        = 1
  adapter_8pin         = 2
  fp32_tflops          = 30.9
  fp16_tflops          = 61.7
  memory_bandwidth_gbs = 672
  nvlink               = false
}

part "gpu" "nvidia-geforce-rtx-5080-fe" {
  name       = "NVIDIA GeForce RTX 5080 Founders Edition"
  brand      = "NVIDIA"
  price_usd  = 999
  price_date = "2025-01"
  released   = 2025
  source     = "https://www.nvidia.com/en-us/geforce/graphics-cards/50-series/rtx-5080/"
  notes      = "Launch MSRP (street prices ran higher in 2025). 304 x 137 mm, two slots, one 16-pin 12V-2x6 socket (NVIDIA's spec page: 3x PCIe 8-pin cables with the adapter in the box, or one 450 W or greater PCIe Gen 5 cable). fp16_tflops from the RTX Blackwell whitepaper (FP16 tensor with FP32 accumulate, dense)."

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
  adapter_8pin         = 3
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
  notes      = "Launch MSRP (street prices ran well above it in 2025). 304 x 137 mm, two slots (double flow-through), one 16-pin 12V-2x6 socket (NVIDIA's spec page: 4x PCIe 8-pin cables with the adapter in the box, or one 600 W PCIe Gen 5 cable). Transients reported to 738 W for up to 10 ms (Igor's Lab). fp16_tflops from the RTX Blackwell whitepaper (FP16 tensor with FP32 accumulate, dense)."

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
  adapter_8pin         = 4
  fp32_tflops          = 104.8
  fp16_tflops          = 209.5
  memory_bandwidth_gbs = 1792
  nvlink               = false
}
