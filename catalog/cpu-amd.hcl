# AMD CPUs for rigcheck's catalog. Numbers from the manufacturer pages in `source`.
# pcie_lanes = CPU lanes usable for slots and M.2, not counting the chipset link (see notes).
# Prices: launch list price at price_date, or for discontinued parts an approximate
# used-market price (the notes say which).

# --- Ryzen Threadripper 1000/2000 (TR4, X399) ---

part "cpu" "amd-ryzen-threadripper-1900x" {
  name       = "AMD Ryzen Threadripper 1900X"
  brand      = "AMD"
  price_usd  = 60
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-1900x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $549). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2667. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 8
  threads             = 16
  tdp_w               = 180
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.8
  boost_ghz           = 4.0
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-1920x" {
  name       = "AMD Ryzen Threadripper 1920X"
  brand      = "AMD"
  price_usd  = 80
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-1920x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $799). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2667. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 12
  threads             = 24
  tdp_w               = 180
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.5
  boost_ghz           = 4.0
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-1950x" {
  name       = "AMD Ryzen Threadripper 1950X"
  brand      = "AMD"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-1950x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $999). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2667. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 16
  threads             = 32
  tdp_w               = 180
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.4
  boost_ghz           = 4.0
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-2920x" {
  name       = "AMD Ryzen Threadripper 2920X"
  brand      = "AMD"
  price_usd  = 100
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-2920x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $649). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2933. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 12
  threads             = 24
  tdp_w               = 180
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.5
  boost_ghz           = 4.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-2950x" {
  name       = "AMD Ryzen Threadripper 2950X"
  brand      = "AMD"
  price_usd  = 160
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-2950x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $899). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2933. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 16
  threads             = 32
  tdp_w               = 180
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.5
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-2970wx" {
  name       = "AMD Ryzen Threadripper 2970WX"
  brand      = "AMD"
  price_usd  = 220
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-2970wx"
  notes      = "Discontinued; approximate used-market price (launch MSRP $1299). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2933. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 24
  threads             = 48
  tdp_w               = 250
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.0
  boost_ghz           = 4.2
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

part "cpu" "amd-ryzen-threadripper-2990wx" {
  name       = "AMD Ryzen Threadripper 2990WX"
  brand      = "AMD"
  price_usd  = 350
  price_date = "2025-06"
  released   = 2018
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-2990wx"
  notes      = "Discontinued; approximate used-market price (launch MSRP $1799). TR4/X399: 64 PCIe 3.0 CPU lanes, 4 feed the X399 chipset, so 60 for slots and M.2. Quad-channel unbuffered DDR4 (ECC UDIMM supported, no RDIMM). Rated DDR4-2933. Chipset: X399 only (AMD TR4 platform, as above)."

  socket              = "TR4"
  cores               = 32
  threads             = 64
  tdp_w               = 250
  pcie_lanes          = 60
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  base_ghz            = 3.0
  boost_ghz           = 4.2
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X399"]
}

# --- Ryzen Threadripper 3000 (sTRX4, TRX40) ---

part "cpu" "amd-ryzen-threadripper-3960x" {
  name       = "AMD Ryzen Threadripper 3960X"
  brand      = "AMD"
  price_usd  = 400
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-3960x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $1399). sTRX4/TRX40: 64 PCIe 4.0 CPU lanes, 8 feed the TRX40 chipset, so 56 for slots and M.2 (AMD's '72 usable' adds 16 chipset lanes). Quad-channel unbuffered DDR4-3200. Chipset: TRX40 only; sTRX4 parts do not run on X399 boards."

  socket              = "sTRX4"
  cores               = 24
  threads             = 48
  tdp_w               = 280
  pcie_lanes          = 56
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.8
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["TRX40"]
}

part "cpu" "amd-ryzen-threadripper-3970x" {
  name       = "AMD Ryzen Threadripper 3970X"
  brand      = "AMD"
  price_usd  = 650
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-3970x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $1999). sTRX4/TRX40: 64 PCIe 4.0 CPU lanes, 8 feed the TRX40 chipset, so 56 for slots and M.2 (AMD's '72 usable' adds 16 chipset lanes). Quad-channel unbuffered DDR4-3200. Chipset: TRX40 only; sTRX4 parts do not run on X399 boards."

  socket              = "sTRX4"
  cores               = 32
  threads             = 64
  tdp_w               = 280
  pcie_lanes          = 56
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.7
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["TRX40"]
}

part "cpu" "amd-ryzen-threadripper-3990x" {
  name       = "AMD Ryzen Threadripper 3990X"
  brand      = "AMD"
  price_usd  = 1500
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-3990x"
  notes      = "Discontinued; approximate used-market price (launch MSRP $3990). sTRX4/TRX40: 64 PCIe 4.0 CPU lanes, 8 feed the TRX40 chipset, so 56 for slots and M.2 (AMD's '72 usable' adds 16 chipset lanes). Quad-channel unbuffered DDR4-3200. Chipset: TRX40 only; sTRX4 parts do not run on X399 boards."

  socket              = "sTRX4"
  cores               = 64
  threads             = 128
  tdp_w               = 280
  pcie_lanes          = 56
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 2.9
  boost_ghz           = 4.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["TRX40"]
}

# --- Ryzen Threadripper 7000/9000 (sTR5, TRX50) ---

part "cpu" "amd-ryzen-threadripper-7960x" {
  name       = "AMD Ryzen Threadripper 7960X"
  brand      = "AMD"
  price_usd  = 1499
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper/ryzen-threadripper-7000-series/amd-ryzen-threadripper-7960x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-5200. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 24
  threads             = 48
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 4.2
  boost_ghz           = 5.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

part "cpu" "amd-ryzen-threadripper-7970x" {
  name       = "AMD Ryzen Threadripper 7970X"
  brand      = "AMD"
  price_usd  = 2499
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper/ryzen-threadripper-7000-series/amd-ryzen-threadripper-7970x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-5200. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 32
  threads             = 64
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 4.0
  boost_ghz           = 5.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

part "cpu" "amd-ryzen-threadripper-7980x" {
  name       = "AMD Ryzen Threadripper 7980X"
  brand      = "AMD"
  price_usd  = 4999
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper/ryzen-threadripper-7000-series/amd-ryzen-threadripper-7980x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-5200. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 64
  threads             = 128
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 3.2
  boost_ghz           = 5.1
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

part "cpu" "amd-ryzen-threadripper-9960x" {
  name       = "AMD Ryzen Threadripper 9960X"
  brand      = "AMD"
  price_usd  = 1499
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/ryzen-threadripper/9000-series/amd-ryzen-threadripper-9960x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-6400. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 24
  threads             = 48
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 4.2
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

part "cpu" "amd-ryzen-threadripper-9970x" {
  name       = "AMD Ryzen Threadripper 9970X"
  brand      = "AMD"
  price_usd  = 2499
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/ryzen-threadripper/9000-series/amd-ryzen-threadripper-9970x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-6400. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 32
  threads             = 64
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 4.0
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

part "cpu" "amd-ryzen-threadripper-9980x" {
  name       = "AMD Ryzen Threadripper 9980X"
  brand      = "AMD"
  price_usd  = 4999
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/ryzen-threadripper/9000-series/amd-ryzen-threadripper-9980x.html"
  notes      = "Launch MSRP. sTR5/TRX50: AMD quotes 88 usable native PCIe lanes (4 more feed the TRX50 chipset); 48 of them are PCIe 5.0, the rest PCIe 4.0/3.0, so a board's Gen5 x16 slots come from the 48. Quad-channel registered DDR5 (RDIMM only). Rated DDR5-6400. Chipset: TRX50 only (non-PRO parts do not run on WRX90)."

  socket              = "sTR5"
  cores               = 64
  threads             = 128
  tdp_w               = 350
  pcie_lanes          = 88
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  base_ghz            = 3.2
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["TRX50"]
}

# --- Ryzen Threadripper PRO 3000WX/5000WX (sWRX8, WRX80) ---

part "cpu" "amd-ryzen-threadripper-pro-3945wx" {
  name       = "AMD Ryzen Threadripper PRO 3945WX"
  brand      = "AMD"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-3945wx"
  notes      = "Discontinued, sold to OEMs only; approximate used-market price. Used OEM pulls may be vendor-locked (AMD PSB) to one board brand. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 12
  threads             = 24
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.0
  boost_ghz           = 4.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-3955wx" {
  name       = "AMD Ryzen Threadripper PRO 3955WX"
  brand      = "AMD"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-3955wx"
  notes      = "Discontinued; approximate used-market price (launch MSRP $1149). Used OEM pulls may be vendor-locked (AMD PSB) to one board brand. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 16
  threads             = 32
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.9
  boost_ghz           = 4.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-3975wx" {
  name       = "AMD Ryzen Threadripper PRO 3975WX"
  brand      = "AMD"
  price_usd  = 600
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-3975wx"
  notes      = "Discontinued; approximate used-market price (launch MSRP $2749). Used OEM pulls may be vendor-locked (AMD PSB) to one board brand. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 32
  threads             = 64
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.5
  boost_ghz           = 4.2
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-3995wx" {
  name       = "AMD Ryzen Threadripper PRO 3995WX"
  brand      = "AMD"
  price_usd  = 1500
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-3995wx"
  notes      = "Discontinued; approximate used-market price (launch MSRP $5489). Used OEM pulls may be vendor-locked (AMD PSB) to one board brand. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 64
  threads             = 128
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 2.7
  boost_ghz           = 4.2
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-5955wx" {
  name       = "AMD Ryzen Threadripper PRO 5955WX"
  brand      = "AMD"
  price_usd  = 1049
  price_date = "2022-03"
  released   = 2022
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-5955wx"
  notes      = "Launch MSRP. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 16
  threads             = 32
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.0
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-5965wx" {
  name       = "AMD Ryzen Threadripper PRO 5965WX"
  brand      = "AMD"
  price_usd  = 2399
  price_date = "2022-03"
  released   = 2022
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-5965wx"
  notes      = "Launch MSRP. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 24
  threads             = 48
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.8
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-5975wx" {
  name       = "AMD Ryzen Threadripper PRO 5975WX"
  brand      = "AMD"
  price_usd  = 3299
  price_date = "2022-03"
  released   = 2022
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-5975wx"
  notes      = "Launch MSRP. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 32
  threads             = 64
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.6
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

part "cpu" "amd-ryzen-threadripper-pro-5995wx" {
  name       = "AMD Ryzen Threadripper PRO 5995WX"
  brand      = "AMD"
  price_usd  = 6499
  price_date = "2022-03"
  released   = 2022
  source     = "https://www.amd.com/en/products/cpu/amd-ryzen-threadripper-pro-5995wx"
  notes      = "Launch MSRP. sWRX8/WRX80: 128 PCIe 4.0 CPU lanes for slots and M.2 (AMD); eight-channel registered DDR4-3200, up to 2 TB. Chipset: WRX80 only."

  socket              = "sWRX8"
  cores               = 64
  threads             = 128
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 2.7
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX80"]
}

# --- Ryzen Threadripper PRO 7000WX/9000WX (sTR5, WRX90) ---

part "cpu" "amd-ryzen-threadripper-pro-7965wx" {
  name       = "AMD Ryzen Threadripper PRO 7965WX"
  brand      = "AMD"
  price_usd  = 2649
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper-pro/amd-ryzen-threadripper-pro-7000-wx-series/amd-ryzen-threadripper-pro-7965wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-5200. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 24
  threads             = 48
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.2
  boost_ghz           = 5.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-7975wx" {
  name       = "AMD Ryzen Threadripper PRO 7975WX"
  brand      = "AMD"
  price_usd  = 3899
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper-pro/amd-ryzen-threadripper-pro-7000-wx-series/amd-ryzen-threadripper-pro-7975wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-5200. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 32
  threads             = 64
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.0
  boost_ghz           = 5.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-7985wx" {
  name       = "AMD Ryzen Threadripper PRO 7985WX"
  brand      = "AMD"
  price_usd  = 7349
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper-pro/amd-ryzen-threadripper-pro-7000-wx-series/amd-ryzen-threadripper-pro-7985wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-5200. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 64
  threads             = 128
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.2
  boost_ghz           = 5.1
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-7995wx" {
  name       = "AMD Ryzen Threadripper PRO 7995WX"
  brand      = "AMD"
  price_usd  = 9999
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.amd.com/en/support/downloads/drivers.html/processors/ryzen-threadripper-pro/amd-ryzen-threadripper-pro-7000-wx-series/amd-ryzen-threadripper-pro-7995wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-5200. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 96
  threads             = 192
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 2.5
  boost_ghz           = 5.1
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-9965wx" {
  name       = "AMD Ryzen Threadripper PRO 9965WX"
  brand      = "AMD"
  price_usd  = 2899
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/workstations/ryzen-threadripper/9000-wx-series/amd-ryzen-threadripper-pro-9965wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-6400. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 24
  threads             = 48
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.2
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-9975wx" {
  name       = "AMD Ryzen Threadripper PRO 9975WX"
  brand      = "AMD"
  price_usd  = 4099
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/workstations/ryzen-threadripper/9000-wx-series/amd-ryzen-threadripper-pro-9975wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-6400. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 32
  threads             = 64
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 4.0
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-9985wx" {
  name       = "AMD Ryzen Threadripper PRO 9985WX"
  brand      = "AMD"
  price_usd  = 7999
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/workstations/ryzen-threadripper/9000-wx-series/amd-ryzen-threadripper-pro-9985wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-6400. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 64
  threads             = 128
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 3.2
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

part "cpu" "amd-ryzen-threadripper-pro-9995wx" {
  name       = "AMD Ryzen Threadripper PRO 9995WX"
  brand      = "AMD"
  price_usd  = 11699
  price_date = "2025-07"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/workstations/ryzen-threadripper/9000-wx-series/amd-ryzen-threadripper-pro-9995wx.html"
  notes      = "Launch MSRP. sTR5/WRX90: 128 PCIe 5.0 CPU lanes for slots and M.2 (AMD); the platform's few extra lower-speed lanes and the chipset link are not counted. Eight-channel registered DDR5, up to 2 TB. Rated DDR5-6400. Chipsets: WRX90, and TRX50 (per AMD; a TRX50 board runs a PRO WX part with four memory channels and fewer lanes)."

  socket              = "sTR5"
  cores               = 96
  threads             = 192
  tdp_w               = 350
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 2048
  base_ghz            = 2.5
  boost_ghz           = 5.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["WRX90", "TRX50"]
}

# --- EPYC 7002/7003 single-socket (SP3) ---

part "cpu" "amd-epyc-7302p" {
  name       = "AMD EPYC 7302P"
  brand      = "AMD"
  price_usd  = 130
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7302p"
  notes      = "Approximate used-market price (launch 1ku price $825). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 16
  threads             = 32
  tdp_w               = 155
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 3.0
  boost_ghz           = 3.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7402p" {
  name       = "AMD EPYC 7402P"
  brand      = "AMD"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7402p"
  notes      = "Approximate used-market price (launch 1ku price $1250). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 24
  threads             = 48
  tdp_w               = 180
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.8
  boost_ghz           = 3.35
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7502p" {
  name       = "AMD EPYC 7502P"
  brand      = "AMD"
  price_usd  = 300
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7502p"
  notes      = "Approximate used-market price (launch 1ku price $2300). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 32
  threads             = 64
  tdp_w               = 180
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.5
  boost_ghz           = 3.35
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7702p" {
  name       = "AMD EPYC 7702P"
  brand      = "AMD"
  price_usd  = 600
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7702p"
  notes      = "Approximate used-market price (launch 1ku price $4425). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 64
  threads             = 128
  tdp_w               = 200
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.0
  boost_ghz           = 3.35
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7313p" {
  name       = "AMD EPYC 7313P"
  brand      = "AMD"
  price_usd  = 350
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7313p"
  notes      = "Approximate used-market price (launch 1ku price $913). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 16
  threads             = 32
  tdp_w               = 155
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 3.0
  boost_ghz           = 3.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7543p" {
  name       = "AMD EPYC 7543P"
  brand      = "AMD"
  price_usd  = 700
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7543p"
  notes      = "Approximate used-market price (launch 1ku price $2730). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 32
  threads             = 64
  tdp_w               = 225
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.8
  boost_ghz           = 3.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-7713p" {
  name       = "AMD EPYC 7713P"
  brand      = "AMD"
  price_usd  = 1400
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.amd.com/en/products/cpu/amd-epyc-7713p"
  notes      = "Approximate used-market price (launch 1ku price $5010). SP3, single socket: 128 PCIe 4.0 lanes, no chipset (SoC), all usable for slots and M.2. Eight-channel registered DDR4-3200, up to 4 TB. 'P' parts are single-socket only. Used server pulls may be vendor-locked (AMD PSB). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP3"
  cores               = 64
  threads             = 128
  tdp_w               = 225
  pcie_lanes          = 128
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.0
  boost_ghz           = 3.675
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

# --- EPYC 9004/8004 (SP5, SP6) ---

part "cpu" "amd-epyc-9124" {
  name       = "AMD EPYC 9124"
  brand      = "AMD"
  price_usd  = 1083
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-9124.html"
  notes      = "Launch 1ku price. SP5, single socket: 128 PCIe 5.0 lanes, no chipset (SoC), all usable for slots and M.2. Twelve-channel registered DDR5-4800, up to 6 TB. Dual-socket capable part. Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP5"
  cores               = 16
  threads             = 32
  tdp_w               = 200
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 12
  max_memory_gb       = 6144
  base_ghz            = 3.0
  boost_ghz           = 3.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-9354p" {
  name       = "AMD EPYC 9354P"
  brand      = "AMD"
  price_usd  = 2730
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-9354p.html"
  notes      = "Launch 1ku price. SP5, single socket: 128 PCIe 5.0 lanes, no chipset (SoC), all usable for slots and M.2. Twelve-channel registered DDR5-4800, up to 6 TB. Single-socket only. Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP5"
  cores               = 32
  threads             = 64
  tdp_w               = 280
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 12
  max_memory_gb       = 6144
  base_ghz            = 3.25
  boost_ghz           = 3.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-9554p" {
  name       = "AMD EPYC 9554P"
  brand      = "AMD"
  price_usd  = 7104
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-9554p.html"
  notes      = "Launch 1ku price. SP5, single socket: 128 PCIe 5.0 lanes, no chipset (SoC), all usable for slots and M.2. Twelve-channel registered DDR5-4800, up to 6 TB. Single-socket only. Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP5"
  cores               = 64
  threads             = 128
  tdp_w               = 360
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 12
  max_memory_gb       = 6144
  base_ghz            = 3.1
  boost_ghz           = 3.75
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-8324p" {
  name       = "AMD EPYC 8324P"
  brand      = "AMD"
  price_usd  = 1895
  price_date = "2023-09"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-8324p.html"
  notes      = "Launch 1ku price. SP6 (EPYC 8004 'Siena'), single socket: 96 PCIe 5.0 lanes, no chipset, all usable for slots and M.2. Six-channel registered DDR5-4800. Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP6"
  cores               = 32
  threads             = 64
  tdp_w               = 180
  pcie_lanes          = 96
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 6
  base_ghz            = 2.65
  boost_ghz           = 3.0
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-9454p" {
  name       = "AMD EPYC 9454P"
  brand      = "AMD"
  price_usd  = 4598
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-9454p.html"
  notes      = "Launch 1ku price (AMD). SP5, single socket: 128 PCIe 5.0 lanes, no chipset (SoC), all usable for slots and M.2. Twelve-channel registered DDR5-4800. Single-socket only. Cores, clocks, TDP, lanes, memory and 1ku price in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP5"
  cores               = 48
  threads             = 96
  tdp_w               = 290
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 12
  base_ghz            = 2.75
  boost_ghz           = 3.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

part "cpu" "amd-epyc-9654p" {
  name       = "AMD EPYC 9654P"
  brand      = "AMD"
  price_usd  = 10625
  price_date = "2022-11"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/server/epyc/4th-generation-9004-and-8004-series/amd-epyc-9654p.html"
  notes      = "Launch 1ku price (AMD). SP5, single socket: 128 PCIe 5.0 lanes, no chipset (SoC), all usable for slots and M.2. Twelve-channel registered DDR5-4800. Single-socket only. Cores, clocks, TDP, lanes, memory and 1ku price in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). Chipset: none, the CPU is a SoC; 'EPYC SoC' is the catalog's chipset label for such boards."

  socket              = "SP5"
  cores               = 96
  threads             = 192
  tdp_w               = 360
  pcie_lanes          = 128
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 12
  base_ghz            = 2.4
  boost_ghz           = 3.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["EPYC SoC"]
}

# --- Ryzen 7000/9000 desktop (AM5) ---

part "cpu" "amd-ryzen-5-7600x" {
  name       = "AMD Ryzen 5 7600X"
  brand      = "AMD"
  price_usd  = 299
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-5-7600x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. TDP 105 W, PPT 142 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 6
  threads             = 12
  tdp_w               = 105
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.7
  boost_ghz           = 5.3
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-7-7700x" {
  name       = "AMD Ryzen 7 7700X"
  brand      = "AMD"
  price_usd  = 399
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7700x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. TDP 105 W, PPT 142 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 8
  threads             = 16
  tdp_w               = 105
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.5
  boost_ghz           = 5.4
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-9-7900x" {
  name       = "AMD Ryzen 9 7900X"
  brand      = "AMD"
  price_usd  = 549
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7900x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. TDP 170 W, PPT 230 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 12
  threads             = 24
  tdp_w               = 170
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.7
  boost_ghz           = 5.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 230
}

part "cpu" "amd-ryzen-9-7950x" {
  name       = "AMD Ryzen 9 7950X"
  brand      = "AMD"
  price_usd  = 699
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7950x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. TDP 170 W, PPT 230 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 16
  threads             = 32
  tdp_w               = 170
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.5
  boost_ghz           = 5.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 230
}

part "cpu" "amd-ryzen-9-7950x3d" {
  name       = "AMD Ryzen 9 7950X3D"
  brand      = "AMD"
  price_usd  = 699
  price_date = "2023-02"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7950x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 16
  threads             = 32
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.2
  boost_ghz           = 5.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 162
}

part "cpu" "amd-ryzen-5-9600x" {
  name       = "AMD Ryzen 5 9600X"
  brand      = "AMD"
  price_usd  = 279
  price_date = "2024-08"
  released   = 2024
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-5-9600x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5600. TDP 65 W, PPT 88 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 6
  threads             = 12
  tdp_w               = 65
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 3.9
  boost_ghz           = 5.4
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-7-9700x" {
  name       = "AMD Ryzen 7 9700X"
  brand      = "AMD"
  price_usd  = 359
  price_date = "2024-08"
  released   = 2024
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-7-9700x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5600. TDP 65 W, PPT 88 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 8
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 3.8
  boost_ghz           = 5.5
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-9-9900x" {
  name       = "AMD Ryzen 9 9900X"
  brand      = "AMD"
  price_usd  = 499
  price_date = "2024-08"
  released   = 2024
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9900x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5600. TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 12
  threads             = 24
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 4.4
  boost_ghz           = 5.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 162
}

part "cpu" "amd-ryzen-9-9950x" {
  name       = "AMD Ryzen 9 9950X"
  brand      = "AMD"
  price_usd  = 649
  price_date = "2024-08"
  released   = 2024
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9950x.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5600. TDP 170 W, PPT 230 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 16
  threads             = 32
  tdp_w               = 170
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 4.3
  boost_ghz           = 5.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 230
}

part "cpu" "amd-ryzen-9-9950x3d" {
  name       = "AMD Ryzen 9 9950X3D"
  brand      = "AMD"
  price_usd  = 699
  price_date = "2025-03"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9950x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5600. TDP 170 W, PPT 230 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 16
  threads             = 32
  tdp_w               = 170
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 4.3
  boost_ghz           = 5.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 230
}

part "cpu" "amd-ryzen-7-7800x3d" {
  name       = "AMD Ryzen 7 7800X3D"
  brand      = "AMD"
  price_usd  = 449
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7800x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. 96 MB L3 (3D V-Cache). Rated DDR5-5200. Cores, clocks, TDP, socket, PCIe 5.0 and memory also in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 8
  threads             = 16
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.2
  boost_ghz           = 5.0
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 162
}

part "cpu" "amd-ryzen-5-7600" {
  name       = "AMD Ryzen 5 7600"
  brand      = "AMD"
  price_usd  = 229
  price_date = "2023-01"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-5-7600.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. Cores, clocks, TDP, cooler and memory also in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). TDP 65 W, PPT 88 W. AMD Wraith Stealth cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 6
  threads             = 12
  tdp_w               = 65
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.8
  boost_ghz           = 5.1
  integrated_graphics = true
  stock_cooler        = true
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-7-7700" {
  name       = "AMD Ryzen 7 7700"
  brand      = "AMD"
  price_usd  = 329
  price_date = "2023-01"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7700.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. Cores, clocks, TDP, cooler and memory also in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). TDP 65 W, PPT 88 W. AMD Wraith Prism cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 8
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.8
  boost_ghz           = 5.3
  integrated_graphics = true
  stock_cooler        = true
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-9-7900" {
  name       = "AMD Ryzen 9 7900"
  brand      = "AMD"
  price_usd  = 429
  price_date = "2023-01"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7900.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. Rated DDR5-5200. Cores, clocks, TDP, cooler and memory also in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). TDP 65 W, PPT 88 W. AMD Wraith Prism cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 12
  threads             = 24
  tdp_w               = 65
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.7
  boost_ghz           = 5.4
  integrated_graphics = true
  stock_cooler        = true
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-9-7900x3d" {
  name       = "AMD Ryzen 9 7900X3D"
  brand      = "AMD"
  price_usd  = 599
  price_date = "2023-02"
  released   = 2023
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-9-7900x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. 128 MB L3 (3D V-Cache on one CCD). Rated DDR5-5200. Cores, clocks, TDP and memory also in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 600-series (launched with Ryzen 7000) and 800-series (which take Ryzen 7000/8000/9000: https://hardwareinside.de/amd-arbeitet-am-x870e-chipsatz-welcher-gleichzeitig-mit-den-ersten-ryzen-9000-granite-ridge-cpu-veroeffentlich-werden-soll-81598; https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1). Max. memory 128 GB per AMD's product page (the value read from AMD's Ryzen 7000 pages by the PC-Pedia catalog scrape, https://github.com/shivangsaxena2211/PC-Pedia/blob/52cb8b3dadadcf4605ea36856609248664e3fab2/backend/data/catalog/cpu/amd/ryzen/7000/desktop.json). AMD's page was not raised when AM5 board BIOS updates from 2023 added 24/48/64 GB DIMMs (up to 256 GB on four-slot boards, Tom's Hardware 2023-12-15: https://www.tomshardware.com/pc-components/ram/new-desktop-pc-chips-now-support-an-incredible-256gb-of-memory-asrock-and-msi-update-ddr5-support-on-intel-z790-and-amd-x670e-motherboards), so rigcheck keeps AMD's 128 GB and a larger kit reports memory-capacity."

  socket              = "AM5"
  cores               = 12
  threads             = 24
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 4.4
  boost_ghz           = 5.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["A620", "B650", "B650E", "X670", "X670E", "B840", "B850", "X870", "X870E"]
  max_power_w         = 162
}

part "cpu" "amd-ryzen-7-9800x3d" {
  name       = "AMD Ryzen 7 9800X3D"
  brand      = "AMD"
  price_usd  = 479
  price_date = "2024-11"
  released   = 2024
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-7-9800x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. 96 MB L3 (3D V-Cache under the CCD), fully unlocked. Rated DDR5-5600. Cores, clocks and TDP also reported by https://pcmasters.de/news/133713787-amd-ryzen-7-9800x3d-erste-bilder-zeigen-neuen-3d-v-cache.html and https://www.tweaktown.com/news/109523/amd-commits-regicide-and-replaces-the-worlds-fastest-gaming-cpu/index.html; cross-checked against BuildCores OpenDB. TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 8
  threads             = 16
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 4.7
  boost_ghz           = 5.2
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 162
}

part "cpu" "amd-ryzen-9-9900x3d" {
  name       = "AMD Ryzen 9 9900X3D"
  brand      = "AMD"
  price_usd  = 599
  price_date = "2025-03"
  released   = 2025
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/9000-series/amd-ryzen-9-9900x3d.html"
  notes      = "Launch MSRP. AM5: 28 PCIe 5.0 CPU lanes, 4 feed the chipset, so 24 usable (x16 graphics + two x4 NVMe). Dual-channel unbuffered DDR5. Small 2-CU Radeon iGPU. 128 MB L3 (3D V-Cache on one CCD). Rated DDR5-5600. 12-core/24-thread dual-CCD part per TechPowerUp (https://techpowerup.com/review/amd-ryzen-9-9950x3d/single-page.html); cross-checked against BuildCores OpenDB. TDP 120 W, PPT 162 W. No cooler in the box. Chipsets: AM5 800-series; 600-series boards need a BIOS update first (TechPowerUp: 'Existing Socket AM5 motherboards are compatible with Ryzen 9000 after a BIOS update', https://www.techpowerup.com/review/amd-zen-5-technical-deep-dive/5.html). max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM5"
  cores               = 12
  threads             = 24
  tdp_w               = 120
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  base_ghz            = 4.4
  boost_ghz           = 5.5
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["B840", "B850", "X870", "X870E"]
  chipsets_bios       = ["A620", "B650", "B650E", "X670", "X670E"]
  max_power_w         = 162
}

# Ryzen 5000 (AM4, 2020-2022): the CPUs for the AM4 boards above.
part "cpu" "amd-ryzen-9-5950x" {
  name       = "AMD Ryzen 9 5950X"
  brand      = "AMD"
  price_usd  = 799
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-9-5950x.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable (x16 graphics + one x4 NVMe). Dual-channel unbuffered DDR4. No integrated graphics, no cooler in the box. Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 16
  threads             = 32
  tdp_w               = 105
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.4
  boost_ghz           = 4.9
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-9-5900x" {
  name       = "AMD Ryzen 9 5900X"
  brand      = "AMD"
  price_usd  = 549
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-9-5900x.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable. Dual-channel unbuffered DDR4. No integrated graphics, no cooler in the box. Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 12
  threads             = 24
  tdp_w               = 105
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.7
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-7-5800x3d" {
  name       = "AMD Ryzen 7 5800X3D"
  brand      = "AMD"
  price_usd  = 449
  price_date = "2022-04"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-7-5800x3d.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable. Dual-channel unbuffered DDR4. No integrated graphics, no cooler in the box. Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 8
  threads             = 16
  tdp_w               = 105
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.4
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-7-5800x" {
  name       = "AMD Ryzen 7 5800X"
  brand      = "AMD"
  price_usd  = 449
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-7-5800x.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable. Dual-channel unbuffered DDR4. No integrated graphics. No cooler in the box. Rated DDR4-3200. Cores, clocks, TDP and memory in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 8
  threads             = 16
  tdp_w               = 105
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.8
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 142
}

part "cpu" "amd-ryzen-7-5700x" {
  name       = "AMD Ryzen 7 5700X"
  brand      = "AMD"
  price_usd  = 299
  price_date = "2022-04"
  released   = 2022
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-7-5700x.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable. Dual-channel unbuffered DDR4. No integrated graphics. No cooler in the box. Rated DDR4-3200. Cores, clocks, TDP and memory in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 8
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.4
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 88
}

part "cpu" "amd-ryzen-5-5600x" {
  name       = "AMD Ryzen 5 5600X"
  brand      = "AMD"
  price_usd  = 299
  price_date = "2020-11"
  released   = 2020
  source     = "https://www.amd.com/en/products/processors/desktops/ryzen/5000-series/amd-ryzen-5-5600x.html"
  notes      = "Launch MSRP. AM4: 24 PCIe 4.0 CPU lanes, 4 feed the chipset, so 20 usable. Dual-channel unbuffered DDR4. No integrated graphics. AMD Wraith Stealth cooler in the box. Rated DDR4-3200. Cores, clocks, TDP, cooler and memory in AMD's spec data (AMD product-page export captured 2023 in github.com/felixsteinke/cpu-spec-dataset). Chipsets: 500-series; 400-series boards need a BIOS update (https://www.noticias3d.com/noticia/84466/ryzen-5000-ya-funcionan-bien-placas-base-asrock-a320.html). 300-series support came later through board-maker BIOS releases and is not listed here. max_power_w is PPT = TDP x 1.35, AMD's stated rule for its Zen-era sockets (https://overclock3d.net/news/cpu_mainboard/amd_clarifies_zen_4_ryzen_7000_s_power_limits_-_170w_tdp_up_to_230w_ppt/1)."

  socket              = "AM4"
  cores               = 6
  threads             = 12
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  base_ghz            = 3.7
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = true
  registered_memory   = false
  chipsets            = ["X570", "B550", "A520"]
  chipsets_bios       = ["X470", "B450"]
  max_power_w         = 88
}
