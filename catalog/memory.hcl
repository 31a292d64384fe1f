# Memory kits. A "kit" is what is sold in one box: `modules` x `module_gb`.
# Server RDIMMs are sold singly, so they are kits of modules = 1; a build buys several with count.
# `speed_mts` is the rated speed (XMP/EXPO profile for overclocking kits, JEDEC for server parts).
# `ecc`/`registered`: consumer UDIMM kits are false/false, ECC UDIMMs true/false, RDIMMs true/true.
# Kit part numbers encode the numbers (Corsair CMK64GX4M4C3000C15 = 64 GB, DDR4, 4 modules, 3000, CL15).

# --- DDR4 consumer kits: Corsair Vengeance LPX ---

part "memory" "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {
  name       = "Corsair Vengeance LPX 64 GB (4 x 16 GB) DDR4-3000 CL15"
  brand      = "Corsair"
  price_usd  = 580
  price_date = "2018-09"
  source     = "https://www.corsair.com/us/en/p/memory/cmk64gx4m4c3000c15/"
  notes      = "Part CMK64GX4M4C3000C15 (15-17-17-35, 1.35 V). The 64 GB 4 x 16 GB DDR4-3000 kit of Jeff Chen's 2018 seed build. Price is the 2018 street price (DRAM was expensive then); discontinued."

  type       = "DDR4"
  speed_mts  = 3000
  modules    = 4
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-lpx-32gb-2x16gb-ddr4-3200" {
  name       = "Corsair Vengeance LPX 32 GB (2 x 16 GB) DDR4-3200 CL16"
  brand      = "Corsair"
  price_usd  = 65
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk32gx4m2b3200c16/vengeancea-lpx-32gb-2-x-16gb-ddr4-dram-3200mhz-c16-memory-kit-black-cmk32gx4m2b3200c16"
  notes      = "Part CMK32GX4M2B3200C16."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {
  name       = "Corsair Vengeance LPX 128 GB (4 x 32 GB) DDR4-3200 CL16"
  brand      = "Corsair"
  price_usd  = 230
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk128gx4m4e3200c16/"
  notes      = "Part CMK128GX4M4E3200C16."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 4
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-lpx-256gb-8x32gb-ddr4-3200" {
  name       = "Corsair Vengeance LPX 256 GB (8 x 32 GB) DDR4-3200 CL16"
  brand      = "Corsair"
  price_usd  = 480
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk256gx4m8d3200c16/"
  notes      = "Part CMK256GX4M8D3200C16; for 8-slot Threadripper/X299 boards."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 8
  module_gb  = 32
  ecc        = false
  registered = false
}

# --- DDR4 consumer kits: G.Skill ---

part "memory" "gskill-ripjaws-v-32gb-2x16gb-ddr4-3200" {
  name       = "G.Skill Ripjaws V 32 GB (2 x 16 GB) DDR4-3200 CL16"
  brand      = "G.Skill"
  price_usd  = 60
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/184/1536110922/F4-3200C16D-32GVK"
  notes      = "Part F4-3200C16D-32GVK (16-18-18-38, 1.35 V)."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "gskill-ripjaws-v-32gb-2x16gb-ddr4-3600" {
  name       = "G.Skill Ripjaws V 32 GB (2 x 16 GB) DDR4-3600 CL18"
  brand      = "G.Skill"
  price_usd  = 70
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/184/1562833535/F4-3600C18D-32GVK"
  notes      = "Part F4-3600C18D-32GVK."

  type       = "DDR4"
  speed_mts  = 3600
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "gskill-ripjaws-v-64gb-4x16gb-ddr4-3600" {
  name       = "G.Skill Ripjaws V 64 GB (4 x 16 GB) DDR4-3600 CL19"
  brand      = "G.Skill"
  price_usd  = 130
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/184/1536135595/F4-3600C19Q-64GVRB"
  notes      = "Part F4-3600C19Q-64GVRB (19-20-20-40, 1.35 V)."

  type       = "DDR4"
  speed_mts  = 3600
  modules    = 4
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "gskill-ripjaws-v-128gb-4x32gb-ddr4-3200" {
  name       = "G.Skill Ripjaws V 128 GB (4 x 32 GB) DDR4-3200 CL16"
  brand      = "G.Skill"
  price_usd  = 240
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/184/1571734065/F4-3200C16Q-128GVK"
  notes      = "Part F4-3200C16Q-128GVK."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 4
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "gskill-ripjaws-v-256gb-8x32gb-ddr4-3200" {
  name       = "G.Skill Ripjaws V 256 GB (8 x 32 GB) DDR4-3200 CL16"
  brand      = "G.Skill"
  price_usd  = 480
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/184/1571734171/F4-3200C16Q2-256GVK"
  notes      = "Part F4-3200C16Q2-256GVK; for 8-slot HEDT boards."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 8
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z-neo-32gb-2x16gb-ddr4-3600" {
  name       = "G.Skill Trident Z Neo 32 GB (2 x 16 GB) DDR4-3600 CL16"
  brand      = "G.Skill"
  price_usd  = 95
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/326/1562839473/F4-3600C16D-32GTZN"
  notes      = "Part F4-3600C16D-32GTZN (16-16-16-36, 1.35 V)."

  type       = "DDR4"
  speed_mts  = 3600
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z-neo-64gb-2x32gb-ddr4-3600" {
  name       = "G.Skill Trident Z Neo 64 GB (2 x 32 GB) DDR4-3600 CL18"
  brand      = "G.Skill"
  price_usd  = 150
  price_date = "2024-06"
  source     = "https://www.gskill.com/products/1/165/326/Trident-Z-Neo"
  notes      = "Part F4-3600C18D-64GTZN. Source is the Trident Z Neo series page."

  type       = "DDR4"
  speed_mts  = 3600
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

# --- DDR4 consumer kits: Kingston, Crucial ---

part "memory" "kingston-fury-beast-32gb-2x16gb-ddr4-3200" {
  name       = "Kingston FURY Beast 32 GB (2 x 16 GB) DDR4-3200 CL16"
  brand      = "Kingston"
  price_usd  = 60
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF432C16BBK2_32.pdf"
  notes      = "Part KF432C16BBK2/32."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-64gb-2x32gb-ddr4-3200" {
  name       = "Kingston FURY Beast 64 GB (2 x 32 GB) DDR4-3200 CL16"
  brand      = "Kingston"
  price_usd  = 115
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF432C16BBK2_64.pdf"
  notes      = "Part KF432C16BBK2/64."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "crucial-ballistix-32gb-2x16gb-ddr4-3200" {
  name       = "Crucial Ballistix 32 GB (2 x 16 GB) DDR4-3200 CL16"
  brand      = "Crucial"
  price_usd  = 60
  price_date = "2024-06"
  released   = 2019
  source     = "https://www.crucial.com/memory/ddr4/bl2k16g32c16u4b"
  notes      = "Part BL2K16G32C16U4B. Ballistix line discontinued in 2022; used-market price."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "crucial-ballistix-64gb-2x32gb-ddr4-3200" {
  name       = "Crucial Ballistix 64 GB (2 x 32 GB) DDR4-3200 CL16"
  brand      = "Crucial"
  price_usd  = 120
  price_date = "2024-06"
  released   = 2020
  source     = "https://www.crucial.com/memory/ddr4/bl2k32g32c16u4b"
  notes      = "Part BL2K32G32C16U4B. Ballistix line discontinued in 2022; used-market price."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

# --- DDR4 ECC (unbuffered and registered), single modules ---

part "memory" "kingston-server-premier-32gb-ddr4-3200-ecc-udimm" {
  name       = "Kingston Server Premier 32 GB DDR4-3200 ECC UDIMM"
  brand      = "Kingston"
  price_usd  = 110
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KSM32ED8_32ME.pdf"
  notes      = "Part KSM32ED8/32ME, 2Rx8 ECC unbuffered (for AM4/AM5 boards that run ECC UDIMMs). Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = false
}

part "memory" "kingston-server-premier-32gb-ddr4-3200-rdimm" {
  name       = "Kingston Server Premier 32 GB DDR4-3200 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 90
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KSM32RD4_32MEI.pdf"
  notes      = "Part KSM32RD4/32MEI, 2Rx4. Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-64gb-ddr4-3200-rdimm" {
  name       = "Kingston Server Premier 64 GB DDR4-3200 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 170
  price_date = "2024-06"
  source     = "https://www.kingston.com/en/memory/server-premier?memory=ddr4&dimmtype=registered&capacity=64"
  notes      = "KSM32RD4/64 family (several DRAM-vendor suffixes). Source is Kingston's Server Premier finder filtered to DDR4 RDIMM 64 GB. Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "samsung-32gb-ddr4-3200-rdimm" {
  name       = "Samsung 32 GB DDR4-3200 ECC RDIMM (M393A4K40DB3-CWE)"
  brand      = "Samsung"
  price_usd  = 85
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m393a4k40db3-cwe/"
  notes      = "Part M393A4K40DB3-CWE, 2Rx8. Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "samsung-64gb-ddr4-3200-rdimm" {
  name       = "Samsung 64 GB DDR4-3200 ECC RDIMM (M393A8G40AB2-CWE)"
  brand      = "Samsung"
  price_usd  = 160
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m393a8g40ab2-cwe/"
  notes      = "Part M393A8G40AB2-CWE, 2Rx4. Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

# --- DDR5 consumer kits ---

part "memory" "corsair-vengeance-64gb-2x32gb-ddr5-6000" {
  name       = "Corsair Vengeance 64 GB (2 x 32 GB) DDR5-6000 CL30"
  brand      = "Corsair"
  price_usd  = 200
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk64gx5m2b6000c30/"
  notes      = "Part CMK64GX5M2B6000C30 (Intel XMP; the AMD EXPO twin is CMK64GX5M2B6000Z30)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-32gb-2x16gb-ddr5-6000" {
  name       = "Corsair Vengeance 32 GB (2 x 16 GB) DDR5-6000 CL30 EXPO"
  brand      = "Corsair"
  price_usd  = 105
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk32gx5m2b6000z30/vengeance-32gb-2x16gb-ddr5-dram-6000mt-s-cl30-amd-expo-memory-black-cmk32gx5m2b6000z30"
  notes      = "Part CMK32GX5M2B6000Z30."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-96gb-2x48gb-ddr5-6400" {
  name       = "Corsair Vengeance 96 GB (2 x 48 GB) DDR5-6400 CL32"
  brand      = "Corsair"
  price_usd  = 300
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk96gx5m2b6400c32/"
  notes      = "Part CMK96GX5M2B6400C32."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-192gb-4x48gb-ddr5-5200" {
  name       = "Corsair Vengeance 192 GB (4 x 48 GB) DDR5-5200 CL38"
  brand      = "Corsair"
  price_usd  = 600
  price_date = "2024-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk192gx5m4b5200c38/vengeance-192gb-4x48gb-ddr5-dram-5200mhz-c38-memory-kit-black-cmk192gx5m4b5200c38"
  notes      = "Part CMK192GX5M4B5200C38. Four DDR5 UDIMMs (2 DIMMs per channel) often do not hold the rated speed on AM5/LGA1700."

  type       = "DDR5"
  speed_mts  = 5200
  modules    = 4
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-neo-rgb-32gb-2x16gb-ddr5-6000" {
  name       = "G.Skill Trident Z5 Neo RGB 32 GB (2 x 16 GB) DDR5-6000 CL30"
  brand      = "G.Skill"
  price_usd  = 115
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/390/1665020956/F5-6000J3038F16GX2-TZ5NR"
  notes      = "Part F5-6000J3038F16GX2-TZ5NR (AMD EXPO)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-neo-rgb-48gb-2x24gb-ddr5-6000" {
  name       = "G.Skill Trident Z5 Neo RGB 48 GB (2 x 24 GB) DDR5-6000 CL26"
  brand      = "G.Skill"
  price_usd  = 180
  price_date = "2025-06"
  source     = "https://www.gskill.com/product/165/390/1741936977/F5-6000J2636H24GX2-TZ5NR"
  notes      = "Part F5-6000J2636H24GX2-TZ5NR (AMD EXPO)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-neo-rgb-64gb-2x32gb-ddr5-6000" {
  name       = "G.Skill Trident Z5 Neo RGB 64 GB (2 x 32 GB) DDR5-6000 CL30"
  brand      = "G.Skill"
  price_usd  = 210
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/390/1665020865/F5-6000J3040G32GX2-TZ5NR"
  notes      = "Part F5-6000J3040G32GX2-TZ5NR (AMD EXPO)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-rgb-64gb-2x32gb-ddr5-6400" {
  name       = "G.Skill Trident Z5 RGB 64 GB (2 x 32 GB) DDR5-6400 CL32"
  brand      = "G.Skill"
  price_usd  = 220
  price_date = "2024-06"
  source     = "https://www.gskill.com/product/165/390/1655781413/F5-6400J3239G32GX2-TZ5RK"
  notes      = "Part F5-6400J3239G32GX2-TZ5RK (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "gskill-flare-x5-32gb-2x16gb-ddr5-6000" {
  name       = "G.Skill Flare X5 32 GB (2 x 16 GB) DDR5-6000 CL30"
  brand      = "G.Skill"
  price_usd  = 100
  price_date = "2024-06"
  source     = "https://www.gskill.com/products/1/165/396/Flare-X5"
  notes      = "Part F5-6000J3038F16GX2-FX5 (AMD EXPO). Source is the Flare X5 series page."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-32gb-2x16gb-ddr5-5600" {
  name       = "Kingston FURY Beast 32 GB (2 x 16 GB) DDR5-5600 CL40"
  brand      = "Kingston"
  price_usd  = 90
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF556C40BBK2-32.pdf"
  notes      = "Part KF556C40BBK2-32 (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-rgb-32gb-2x16gb-ddr5-6000" {
  name       = "Kingston FURY Beast RGB 32 GB (2 x 16 GB) DDR5-6000 CL36 EXPO"
  brand      = "Kingston"
  price_usd  = 110
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF560C36BBEAK2-32.pdf"
  notes      = "Part KF560C36BBEAK2-32."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 16
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-64gb-2x32gb-ddr5-6000" {
  name       = "Kingston FURY Beast 64 GB (2 x 32 GB) DDR5-6000 CL36"
  brand      = "Kingston"
  price_usd  = 180
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF560C36BBK2-64.pdf"
  notes      = "Part KF560C36BBK2-64."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 32
  ecc        = false
  registered = false
}

# --- DDR5 ECC unbuffered ---

part "memory" "kingston-server-premier-32gb-ddr5-4800-ecc-udimm" {
  name       = "Kingston Server Premier 32 GB DDR5-4800 ECC UDIMM"
  brand      = "Kingston"
  price_usd  = 130
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KSM48E40BD8KM-32HM.pdf"
  notes      = "Part KSM48E40BD8KM-32HM, 2Rx8 ECC unbuffered (AM5 / W680 boards that run ECC UDIMMs). Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = false
}

# --- DDR5 RDIMM kits for Threadripper 7000/9000 (TRX50 / WRX90) ---

part "memory" "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-5600-rdimm" {
  name       = "Kingston FURY Renegade Pro 128 GB (4 x 32 GB) DDR5-5600 CL28 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 700
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF556R28RBE2K4-128.pdf"
  notes      = "Part KF556R28RBE2K4-128 (AMD EXPO / Intel XMP overclocking RDIMMs; module KF556R28RBE2-32)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6000-rdimm" {
  name       = "Kingston FURY Renegade Pro 128 GB (4 x 32 GB) DDR5-6000 CL32 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 750
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF560R32RBEK4-128.pdf"
  notes      = "Part KF560R32RBEK4-128."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-128gb-8x16gb-ddr5-6400-rdimm" {
  name       = "Kingston FURY Renegade Pro 128 GB (8 x 16 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 800
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KF564R32RBEK8-128.pdf"
  notes      = "Part KF564R32RBEK8-128; eight modules fill the eight channels of Threadripper PRO / WRX90."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 8
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-256gb-4x64gb-ddr5-6400-rdimm" {
  name       = "Kingston FURY Renegade Pro 256 GB (4 x 64 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 1500
  price_date = "2025-01"
  source     = "https://www.kingston.com/datasheets/KF564R32RBEK4-256.pdf"
  notes      = "Part KF564R32RBEK4-256."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 4
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "gskill-zeta-r5-neo-128gb-4x32gb-ddr5-6400-rdimm" {
  name       = "G.Skill Zeta R5 Neo 128 GB (4 x 32 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "G.Skill"
  price_usd  = 800
  price_date = "2024-06"
  source     = "https://www.gskill.com/products/1/165/390/Zeta-R5-Neo"
  notes      = "Part F5-6400R3239G32GQ4-ZR5NK (AMD EXPO). Now marked EOL by G.Skill. Source is G.Skill's Zeta R5 Neo series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "gskill-zeta-r5-neo-192gb-4x48gb-ddr5-6400-rdimm" {
  name       = "G.Skill Zeta R5 Neo 192 GB (4 x 48 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "G.Skill"
  price_usd  = 1200
  price_date = "2024-06"
  source     = "https://www.gskill.com/products/1/165/390/Zeta-R5-Neo"
  notes      = "Part F5-6400R3239G48GQ4-ZR5NK (AMD EXPO). Source is G.Skill's Zeta R5 Neo series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 4
  module_gb  = 48
  ecc        = true
  registered = true
}

# --- DDR5 RDIMM single modules (EPYC, Threadripper, Xeon W) ---

part "memory" "samsung-32gb-ddr5-4800-rdimm" {
  name       = "Samsung 32 GB DDR5-4800 ECC RDIMM (M321R4GA3BB6-CQK)"
  brand      = "Samsung"
  price_usd  = 130
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m321r4ga3bb6-cqk/"
  notes      = "Part M321R4GA3BB6-CQK, 2Rx8. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "samsung-64gb-ddr5-4800-rdimm" {
  name       = "Samsung 64 GB DDR5-4800 ECC RDIMM (M321R8GA0BB0-CQK)"
  brand      = "Samsung"
  price_usd  = 250
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m321r8ga0bb0-cqk/"
  notes      = "Part M321R8GA0BB0-CQK, 2Rx4. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "samsung-32gb-ddr5-5600-rdimm" {
  name       = "Samsung 32 GB DDR5-5600 ECC RDIMM (M321R4GA3PB0-CWM)"
  brand      = "Samsung"
  price_usd  = 150
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m321r4ga3pb0-cwm/"
  notes      = "Part M321R4GA3PB0-CWM, 2Rx8. Single module."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "samsung-64gb-ddr5-5600-rdimm" {
  name       = "Samsung 64 GB DDR5-5600 ECC RDIMM (M321R8GA0PB0-CWM)"
  brand      = "Samsung"
  price_usd  = 280
  price_date = "2024-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m321r8ga0pb0-cwm/"
  notes      = "Part M321R8GA0PB0-CWM, 2Rx4. Single module."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "micron-32gb-ddr5-4800-rdimm" {
  name       = "Micron 32 GB DDR5-4800 ECC RDIMM (MTC20F2085S1RC48BR)"
  brand      = "Micron"
  price_usd  = 130
  price_date = "2024-06"
  source     = "https://www.crucial.com/memory/server-ddr5/mtc20f2085s1rc48br"
  notes      = "Part MTC20F2085S1RC48BR, 2Rx8, CL40. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "micron-32gb-ddr5-5600-rdimm" {
  name       = "Micron 32 GB DDR5-5600 ECC RDIMM (MTC20F2085S1RC56BR)"
  brand      = "Micron"
  price_usd  = 150
  price_date = "2024-06"
  source     = "https://www.crucial.com/memory/server-ddr5/mtc20f2085s1rc56br"
  notes      = "Part MTC20F2085S1RC56BR, 2Rx8, CL46. Single module."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "micron-64gb-ddr5-4800-rdimm" {
  name       = "Micron 64 GB DDR5-4800 ECC RDIMM (MTC40F2046S1RC48BR)"
  brand      = "Micron"
  price_usd  = 250
  price_date = "2024-06"
  source     = "https://www.crucial.com/memory/server-ddr5/mtc40f2046s1rc48br"
  notes      = "Part MTC40F2046S1RC48BR, 2Rx4. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "micron-96gb-ddr5-4800-rdimm" {
  name       = "Micron 96 GB DDR5-4800 ECC RDIMM (MTC40F204WS1RC48BB1)"
  brand      = "Micron"
  price_usd  = 400
  price_date = "2024-06"
  source     = "https://www.crucial.com/memory/server-ddr5/mtc40f204ws1rc48bb1"
  notes      = "Part MTC40F204WS1RC48BB1, 2Rx4 built from 24 Gbit DRAM. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 96
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-32gb-ddr5-5600-rdimm" {
  name       = "Kingston Server Premier 32 GB DDR5-5600 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 150
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KSM56R46BD8-32MD.pdf"
  notes      = "Part KSM56R46BD8-32MD, 2Rx8 (Micron DRAM). Single module."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-32gb-ddr5-4800-rdimm" {
  name       = "Kingston Server Premier 32 GB DDR5-4800 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 130
  price_date = "2024-06"
  source     = "https://www.kingston.com/datasheets/KSM48R40BD8-32MD.pdf"
  notes      = "Part KSM48R40BD8-32MD, 2Rx8 (Micron DRAM). Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

# --- Added for issue 18 (2026-12): 48/96/128 GB DDR5 kits and more RDIMMs. Numbers are the ones the
# maker's part number encodes and its part-number page (source) states; every part number was cross-checked
# against BuildCores OpenDB (which has the same capacity, module count and speed; OpenDB's ECC/registered
# flags are wrong on most RDIMM kits, so those come from the maker: every DDR5 RDIMM is ECC). Prices are
# approximate US street prices (mid-2025, before the late-2025 DRAM price rise). ---

# DDR5 consumer kits

part "memory" "corsair-vengeance-48gb-2x24gb-ddr5-6000" {
  name       = "Corsair Vengeance 48 GB (2 x 24 GB) DDR5-6000 CL30 EXPO"
  brand      = "Corsair"
  price_usd  = 140
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk48gx5m2b6000z30/"
  notes      = "Part CMK48GX5M2B6000Z30 (AMD EXPO)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-48gb-2x24gb-ddr5-5600" {
  name       = "Corsair Vengeance 48 GB (2 x 24 GB) DDR5-5600 CL40"
  brand      = "Corsair"
  price_usd  = 120
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk48gx5m2b5600c40/"
  notes      = "Part CMK48GX5M2B5600C40."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-48gb-2x24gb-ddr5-6400" {
  name       = "Corsair Vengeance 48 GB (2 x 24 GB) DDR5-6400 CL36"
  brand      = "Corsair"
  price_usd  = 150
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk48gx5m2b6400c36/"
  notes      = "Part CMK48GX5M2B6400C36."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-renegade-48gb-2x24gb-ddr5-6400" {
  name       = "Kingston FURY Renegade 48 GB (2 x 24 GB) DDR5-6400 CL32"
  brand      = "Kingston"
  price_usd  = 170
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF564C32RSK2-48.pdf"
  notes      = "Part KF564C32RSK2-48 (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "crucial-pro-48gb-2x24gb-ddr5-5600" {
  name       = "Crucial Pro 48 GB (2 x 24 GB) DDR5-5600 CL46"
  brand      = "Crucial"
  price_usd  = 115
  price_date = "2025-06"
  source     = "https://www.crucial.com/memory/ddr5/cp2k24g56c46u5"
  notes      = "Part CP2K24G56C46U5 (JEDEC 5600 plus XMP/EXPO profiles)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "crucial-pro-oc-48gb-2x24gb-ddr5-6000" {
  name       = "Crucial Pro Overclocking 48 GB (2 x 24 GB) DDR5-6000 CL36"
  brand      = "Crucial"
  price_usd  = 140
  price_date = "2025-06"
  source     = "https://www.crucial.com/memory/ddr5/cp2k24g60c36u5b"
  notes      = "Part CP2K24G60C36U5B (XMP/EXPO)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-rgb-48gb-2x24gb-ddr5-7200" {
  name       = "G.Skill Trident Z5 RGB 48 GB (2 x 24 GB) DDR5-7200 CL36"
  brand      = "G.Skill"
  price_usd  = 190
  price_date = "2025-06"
  source     = "https://www.gskill.com/products/1/165/390/Trident-Z5-RGB"
  notes      = "Part F5-7200J3646F24GX2-TZ5RK (Intel XMP). Source is G.Skill's Trident Z5 RGB series page."

  type       = "DDR5"
  speed_mts  = 7200
  modules    = 2
  module_gb  = 24
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-96gb-2x48gb-ddr5-6000" {
  name       = "Corsair Vengeance 96 GB (2 x 48 GB) DDR5-6000 CL30"
  brand      = "Corsair"
  price_usd  = 280
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk96gx5m2b6000c30/"
  notes      = "Part CMK96GX5M2B6000C30 (Intel XMP; the AMD EXPO twin is CMK96GX5M2B6000Z30)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-96gb-2x48gb-ddr5-5600" {
  name       = "Corsair Vengeance 96 GB (2 x 48 GB) DDR5-5600 CL40"
  brand      = "Corsair"
  price_usd  = 240
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk96gx5m2b5600c40/"
  notes      = "Part CMK96GX5M2B5600C40."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-96gb-2x48gb-ddr5-5200" {
  name       = "Corsair Vengeance 96 GB (2 x 48 GB) DDR5-5200 CL38"
  brand      = "Corsair"
  price_usd  = 230
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk96gx5m2b5200c38/"
  notes      = "Part CMK96GX5M2B5200C38."

  type       = "DDR5"
  speed_mts  = 5200
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-renegade-96gb-2x48gb-ddr5-6000" {
  name       = "Kingston FURY Renegade 96 GB (2 x 48 GB) DDR5-6000 CL32"
  brand      = "Kingston"
  price_usd  = 300
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF560C32RSK2-96.pdf"
  notes      = "Part KF560C32RSK2-96 (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-renegade-96gb-2x48gb-ddr5-6400" {
  name       = "Kingston FURY Renegade 96 GB (2 x 48 GB) DDR5-6400 CL32"
  brand      = "Kingston"
  price_usd  = 320
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF564C32RSK2-96.pdf"
  notes      = "Part KF564C32RSK2-96 (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "crucial-pro-96gb-2x48gb-ddr5-5600" {
  name       = "Crucial Pro 96 GB (2 x 48 GB) DDR5-5600 CL46"
  brand      = "Crucial"
  price_usd  = 230
  price_date = "2025-06"
  source     = "https://www.crucial.com/memory/ddr5/cp2k48g56c46u5"
  notes      = "Part CP2K48G56C46U5 (JEDEC 5600 plus XMP/EXPO profiles)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "gskill-ripjaws-s5-96gb-2x48gb-ddr5-6400" {
  name       = "G.Skill Ripjaws S5 96 GB (2 x 48 GB) DDR5-6400 CL32"
  brand      = "G.Skill"
  price_usd  = 270
  price_date = "2025-06"
  source     = "https://www.gskill.com/products/1/165/390/Ripjaws-S5"
  notes      = "Part F5-6400J3239F48GX2-RS5K (Intel XMP), low-profile 33 mm heat spreader. Source is G.Skill's Ripjaws S5 series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-rgb-96gb-2x48gb-ddr5-6400" {
  name       = "G.Skill Trident Z5 RGB 96 GB (2 x 48 GB) DDR5-6400 CL32"
  brand      = "G.Skill"
  price_usd  = 290
  price_date = "2025-06"
  source     = "https://www.gskill.com/products/1/165/390/Trident-Z5-RGB"
  notes      = "Part F5-6400J3239F48GX2-TZ5RK (Intel XMP). Source is G.Skill's Trident Z5 RGB series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 48
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-128gb-2x64gb-ddr5-6000" {
  name       = "Corsair Vengeance 128 GB (2 x 64 GB) DDR5-6000 CL40"
  brand      = "Corsair"
  price_usd  = 400
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk128gx5m2d6000c40/"
  notes      = "Part CMK128GX5M2D6000C40. 64 GB UDIMMs need a board BIOS that supports them."

  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 64
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-128gb-2x64gb-ddr5-6400" {
  name       = "Corsair Vengeance 128 GB (2 x 64 GB) DDR5-6400 CL42"
  brand      = "Corsair"
  price_usd  = 420
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk128gx5m2b6400c42/"
  notes      = "Part CMK128GX5M2B6400C42. 64 GB UDIMMs need a board BIOS that supports them."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 64
  ecc        = false
  registered = false
}

part "memory" "corsair-vengeance-128gb-4x32gb-ddr5-5600" {
  name       = "Corsair Vengeance 128 GB (4 x 32 GB) DDR5-5600 CL40"
  brand      = "Corsair"
  price_usd  = 380
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cmk128gx5m4b5600c40/"
  notes      = "Part CMK128GX5M4B5600C40. Four DDR5 UDIMMs (2 DIMMs per channel) often do not hold the rated speed on AM5/LGA1700/LGA1851."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 4
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-128gb-2x64gb-ddr5-5600" {
  name       = "Kingston FURY Beast 128 GB (2 x 64 GB) DDR5-5600 CL40"
  brand      = "Kingston"
  price_usd  = 360
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF556C40BBK2-128.pdf"
  notes      = "Part KF556C40BBK2-128 (Intel XMP)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 64
  ecc        = false
  registered = false
}

part "memory" "kingston-fury-beast-128gb-4x32gb-ddr5-5600" {
  name       = "Kingston FURY Beast 128 GB (4 x 32 GB) DDR5-5600 CL40"
  brand      = "Kingston"
  price_usd  = 370
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF556C40BBK4-128.pdf"
  notes      = "Part KF556C40BBK4-128 (Intel XMP). Four UDIMMs (2 DIMMs per channel) often do not hold the rated speed."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 4
  module_gb  = 32
  ecc        = false
  registered = false
}

part "memory" "crucial-pro-128gb-2x64gb-ddr5-5600" {
  name       = "Crucial Pro 128 GB (2 x 64 GB) DDR5-5600 CL46"
  brand      = "Crucial"
  price_usd  = 330
  price_date = "2025-06"
  source     = "https://www.crucial.com/memory/ddr5/cp2k64g56c46u5"
  notes      = "Part CP2K64G56C46U5. 64 GB UDIMMs need a board BIOS that supports them."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 2
  module_gb  = 64
  ecc        = false
  registered = false
}

part "memory" "gskill-trident-z5-rgb-128gb-2x64gb-ddr5-6400" {
  name       = "G.Skill Trident Z5 RGB 128 GB (2 x 64 GB) DDR5-6400 CL36"
  brand      = "G.Skill"
  price_usd  = 450
  price_date = "2025-06"
  source     = "https://www.gskill.com/products/1/165/390/Trident-Z5-RGB"
  notes      = "Part F5-6400J3644F64GX2-TZ5RK (Intel XMP). Source is G.Skill's Trident Z5 RGB series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 2
  module_gb  = 64
  ecc        = false
  registered = false
}

# RDIMM kits and single modules

part "memory" "corsair-ws-128gb-4x32gb-ddr5-5600-rdimm" {
  name       = "Corsair WS 128 GB (4 x 32 GB) DDR5-5600 CL40 ECC RDIMM"
  brand      = "Corsair"
  price_usd  = 600
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cma128gx5m4b5600z40/"
  notes      = "Part CMA128GX5M4B5600Z40 (AMD EXPO / Intel XMP RDIMMs for Threadripper and Xeon W workstations)."

  type       = "DDR5"
  speed_mts  = 5600
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "corsair-ws-64gb-4x16gb-ddr5-6400-rdimm" {
  name       = "Corsair WS 64 GB (4 x 16 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "Corsair"
  price_usd  = 400
  price_date = "2025-06"
  source     = "https://www.corsair.com/us/en/p/memory/cma64gx5m4b6400c32/"
  notes      = "Part CMA64GX5M4B6400C32 (Intel XMP RDIMMs)."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 4
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6800-rdimm" {
  name       = "Kingston FURY Renegade Pro 128 GB (4 x 32 GB) DDR5-6800 CL34 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 750
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF568R34RB2K4-128.pdf"
  notes      = "Part KF568R34RB2K4-128 (Intel XMP overclocking RDIMMs; module KF568R34RB2-32)."

  type       = "DDR5"
  speed_mts  = 6800
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-4800-rdimm" {
  name       = "Kingston FURY Renegade Pro 128 GB (4 x 32 GB) DDR5-4800 CL36 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 520
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF548R36RBK4-128.pdf"
  notes      = "Part KF548R36RBK4-128 (module KF548R36RB-32)."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 4
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "kingston-fury-renegade-pro-256gb-8x32gb-ddr5-6400-rdimm" {
  name       = "Kingston FURY Renegade Pro 256 GB (8 x 32 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 1300
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KF564R32RBK8-256.pdf"
  notes      = "Part KF564R32RBK8-256 (Intel XMP); eight modules fill the eight channels of Threadripper PRO / WRX90 and Xeon W-3400."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 8
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "gskill-zeta-r5-64gb-4x16gb-ddr5-6400-rdimm" {
  name       = "G.Skill Zeta R5 64 GB (4 x 16 GB) DDR5-6400 CL32 ECC RDIMM"
  brand      = "G.Skill"
  price_usd  = 380
  price_date = "2025-06"
  source     = "https://www.gskill.com/products/1/165/390/Zeta-R5"
  notes      = "Part F5-6400R3239G16GQ4-ZR5K (Intel XMP, for W790). Source is G.Skill's Zeta R5 series page."

  type       = "DDR5"
  speed_mts  = 6400
  modules    = 4
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-64gb-ddr5-4800-rdimm" {
  name       = "Kingston Server Premier 64 GB DDR5-4800 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 260
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KSM48R40BD4TMM-64HMR.pdf"
  notes      = "Part KSM48R40BD4TMM-64HMR, 2Rx4 (SK hynix DRAM). Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 64
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-16gb-ddr5-4800-rdimm" {
  name       = "Kingston Server Premier 16 GB DDR5-4800 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 80
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KSM48R40BS8KMM-16HMR.pdf"
  notes      = "Part KSM48R40BS8KMM-16HMR, 1Rx8 (SK hynix DRAM). Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "samsung-16gb-ddr5-4800-rdimm" {
  name       = "Samsung 16 GB DDR5-4800 ECC RDIMM (M321R2GA3BB6-CQK)"
  brand      = "Samsung"
  price_usd  = 80
  price_date = "2025-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m321r2ga3bb6-cqk/"
  notes      = "Part M321R2GA3BB6-CQK, 1Rx8. Single module."

  type       = "DDR5"
  speed_mts  = 4800
  modules    = 1
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-16gb-ddr4-3200-rdimm" {
  name       = "Kingston Server Premier 16 GB DDR4-3200 ECC RDIMM"
  brand      = "Kingston"
  price_usd  = 55
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KSM32RD8_16HDR.pdf"
  notes      = "Part KSM32RD8/16HDR, 2Rx8 (SK hynix DRAM). Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 16
  ecc        = true
  registered = true
}

part "memory" "kingston-server-premier-32gb-ddr4-3200-rdimm-1rx4" {
  name       = "Kingston Server Premier 32 GB DDR4-3200 ECC RDIMM (1Rx4)"
  brand      = "Kingston"
  price_usd  = 95
  price_date = "2025-06"
  source     = "https://www.kingston.com/datasheets/KSM32RS4_32MFR.pdf"
  notes      = "Part KSM32RS4/32MFR, 1Rx4 (Micron DRAM). Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 32
  ecc        = true
  registered = true
}

part "memory" "samsung-16gb-ddr4-3200-rdimm" {
  name       = "Samsung 16 GB DDR4-3200 ECC RDIMM (M393A2K43DB3-CWE)"
  brand      = "Samsung"
  price_usd  = 50
  price_date = "2025-06"
  source     = "https://semiconductor.samsung.com/dram/module/rdimm/m393a2k43db3-cwe/"
  notes      = "Part M393A2K43DB3-CWE, 2Rx8. Single module."

  type       = "DDR4"
  speed_mts  = 3200
  modules    = 1
  module_gb  = 16
  ecc        = true
  registered = true
}
