# Intel CPUs for rigcheck's catalog. Numbers from the manufacturer pages in `source`.
# pcie_lanes = CPU lanes usable for slots and M.2, not counting the chipset link (see notes).
# Prices: launch list price at price_date, or for discontinued parts an approximate
# used-market price (the notes say which).

# --- Core X-series (LGA2066, X299) ---

part "cpu" "intel-core-i7-7800x" {
  name       = "Intel Core i7-7800X"
  brand      = "Intel"
  price_usd  = 40
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i7-7800X"
  notes      = "Discontinued; approximate used-market price (launch price $389). LGA2066/X299: 28 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2400, no ECC on X299. Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 6
  threads             = 12
  tdp_w               = 140
  pcie_lanes          = 28
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.5
  boost_ghz           = 4.0
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i7-7820x" {
  name       = "Intel Core i7-7820X"
  brand      = "Intel"
  price_usd  = 60
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.intel.com/content/www/us/en/products/sku/123767/intel-core-i77820x-xseries-processor-11m-cache-up-to-4-30-ghz/specifications.html"
  notes      = "Discontinued; approximate used-market price (launch price $599). LGA2066/X299: 28 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.3 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 8
  threads             = 16
  tdp_w               = 140
  pcie_lanes          = 28
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.6
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-7900x" {
  name       = "Intel Core i9-7900X"
  brand      = "Intel"
  price_usd  = 80
  price_date = "2025-06"
  released   = 2017
  source     = "https://www.intel.com/content/www/us/en/products/sku/123613/intel-core-i97900x-xseries-processor-13-75m-cache-up-to-4-30-ghz/specifications.html"
  notes      = "Discontinued; approximate used-market price (launch price $999). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.3 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 10
  threads             = 20
  tdp_w               = 140
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.3
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-7920x" {
  name       = "Intel Core i9-7920X"
  brand      = "Intel"
  price_usd  = 100
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-7920X"
  notes      = "Discontinued; approximate used-market price (launch price $1189). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.3 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 12
  threads             = 24
  tdp_w               = 140
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 2.9
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-7940x" {
  name       = "Intel Core i9-7940X"
  brand      = "Intel"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-7940X"
  notes      = "Discontinued; approximate used-market price (launch price $1399). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.3 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 14
  threads             = 28
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.1
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-7960x" {
  name       = "Intel Core i9-7960X"
  brand      = "Intel"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-7960X"
  notes      = "Discontinued; approximate used-market price (launch price $1699). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.2 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 16
  threads             = 32
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 2.8
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-7980xe" {
  name       = "Intel Core i9-7980XE"
  brand      = "Intel"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-7980XE"
  notes      = "Discontinued; approximate used-market price (launch price $1999). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.2 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 18
  threads             = 36
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 2.6
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i7-9800x" {
  name       = "Intel Core i7-9800X"
  brand      = "Intel"
  price_usd  = 90
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i7-9800X"
  notes      = "Discontinued; approximate used-market price (launch price $589). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 8
  threads             = 16
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.8
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-9900x" {
  name       = "Intel Core i9-9900X"
  brand      = "Intel"
  price_usd  = 110
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-9900X"
  notes      = "Discontinued; approximate used-market price (launch price $989). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 10
  threads             = 20
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.5
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-9920x" {
  name       = "Intel Core i9-9920X"
  brand      = "Intel"
  price_usd  = 130
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-9920X"
  notes      = "Discontinued; approximate used-market price (launch price $1189). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 12
  threads             = 24
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.5
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-9940x" {
  name       = "Intel Core i9-9940X"
  brand      = "Intel"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-9940X"
  notes      = "Discontinued; approximate used-market price (launch price $1387). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 14
  threads             = 28
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.3
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-9960x" {
  name       = "Intel Core i9-9960X"
  brand      = "Intel"
  price_usd  = 180
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-9960X"
  notes      = "Discontinued; approximate used-market price (launch price $1684). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 16
  threads             = 32
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.1
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-9980xe" {
  name       = "Intel Core i9-9980XE"
  brand      = "Intel"
  price_usd  = 220
  price_date = "2025-06"
  released   = 2018
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-9980XE"
  notes      = "Discontinued; approximate used-market price (launch price $1979). LGA2066/X299: 44 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2666, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 18
  threads             = 36
  tdp_w               = 165
  pcie_lanes          = 44
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 128
  base_ghz            = 3.0
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-10900x" {
  name       = "Intel Core i9-10900X"
  brand      = "Intel"
  price_usd  = 140
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-10900X"
  notes      = "Discontinued; approximate used-market price (launch price $590). LGA2066/X299: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2933, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.5 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 10
  threads             = 20
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.7
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-10920x" {
  name       = "Intel Core i9-10920X"
  brand      = "Intel"
  price_usd  = 170
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-10920X"
  notes      = "Discontinued; approximate used-market price (launch price $689). LGA2066/X299: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2933, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.6 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 12
  threads             = 24
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.5
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-10940x" {
  name       = "Intel Core i9-10940X"
  brand      = "Intel"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=i9-10940X"
  notes      = "Discontinued; approximate used-market price (launch price $784). LGA2066/X299: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2933, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.6 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 14
  threads             = 28
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.3
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

part "cpu" "intel-core-i9-10980xe" {
  name       = "Intel Core i9-10980XE"
  brand      = "Intel"
  price_usd  = 300
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.intel.com/content/www/us/en/products/sku/198017/intel-core-i910980xe-extreme-edition-processor-24-75m-cache-3-00-ghz/specifications.html"
  notes      = "Discontinued; approximate used-market price (launch price $979). LGA2066/X299: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. Quad-channel unbuffered DDR4-2933, no ECC on X299. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.6 GHz). Chipset: X299 (http://www.tomshardware.com/reviews/best-intel-x299-motherboard-roundup,5217.html)."

  socket              = "LGA2066"
  cores               = 18
  threads             = 36
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 256
  base_ghz            = 3.0
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["X299"]
}

# --- Xeon W-2100/W-2200 (LGA2066, C422) and W-3200 (LGA3647, C621) ---

part "cpu" "intel-xeon-w-2123" {
  name       = "Intel Xeon W-2123"
  brand      = "Intel"
  price_usd  = 30
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2123"
  notes      = "Discontinued; approximate used-market price (launch price $294). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2666. Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 4
  threads             = 8
  tdp_w               = 120
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 512
  base_ghz            = 3.6
  boost_ghz           = 3.9
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2145" {
  name       = "Intel Xeon W-2145"
  brand      = "Intel"
  price_usd  = 70
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2145"
  notes      = "Discontinued; approximate used-market price (launch price $1113). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2666. Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 8
  threads             = 16
  tdp_w               = 140
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 512
  base_ghz            = 3.7
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2155" {
  name       = "Intel Xeon W-2155"
  brand      = "Intel"
  price_usd  = 80
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2155"
  notes      = "Discontinued; approximate used-market price (launch price $1440). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2666. Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 10
  threads             = 20
  tdp_w               = 140
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 512
  base_ghz            = 3.3
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2195" {
  name       = "Intel Xeon W-2195"
  brand      = "Intel"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2017
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2195"
  notes      = "Discontinued; approximate used-market price (launch price $2553). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2666. Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 18
  threads             = 36
  tdp_w               = 140
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 512
  base_ghz            = 2.3
  boost_ghz           = 4.3
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2245" {
  name       = "Intel Xeon W-2245"
  brand      = "Intel"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2245"
  notes      = "Discontinued; approximate used-market price (launch price $667). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.5 GHz). Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 8
  threads             = 16
  tdp_w               = 155
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 1024
  base_ghz            = 3.9
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2255" {
  name       = "Intel Xeon W-2255"
  brand      = "Intel"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2255"
  notes      = "Discontinued; approximate used-market price (launch price $778). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.5 GHz). Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 10
  threads             = 20
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 1024
  base_ghz            = 3.7
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2275" {
  name       = "Intel Xeon W-2275"
  brand      = "Intel"
  price_usd  = 220
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2275"
  notes      = "Discontinued; approximate used-market price (launch price $1113). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.6 GHz). Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 14
  threads             = 28
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 1024
  base_ghz            = 3.3
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-2295" {
  name       = "Intel Xeon W-2295"
  brand      = "Intel"
  price_usd  = 300
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-2295"
  notes      = "Discontinued; approximate used-market price (launch price $1333). LGA2066/C422: 48 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 4-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.6 GHz). Chipset: C422; Xeon W-2100/2200 do not run on consumer X299 boards (http://www.anandtech.com/show/13116/the-intel-xeon-w-review-w-2195-w-2155-w-2123-w-2104-and-w-2102-tested)."

  socket              = "LGA2066"
  cores               = 18
  threads             = 36
  tdp_w               = 165
  pcie_lanes          = 48
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 4
  max_memory_gb       = 1024
  base_ghz            = 3.0
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C422"]
}

part "cpu" "intel-xeon-w-3235" {
  name       = "Intel Xeon W-3235"
  brand      = "Intel"
  price_usd  = 150
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-3235"
  notes      = "Discontinued; approximate used-market price (launch price $1398). LGA3647/C621: 64 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 6-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: C621 (as above)."

  socket              = "LGA3647"
  cores               = 12
  threads             = 24
  tdp_w               = 180
  pcie_lanes          = 64
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 6
  max_memory_gb       = 1024
  base_ghz            = 3.3
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C621"]
}

part "cpu" "intel-xeon-w-3245" {
  name       = "Intel Xeon W-3245"
  brand      = "Intel"
  price_usd  = 250
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-3245"
  notes      = "Discontinued; approximate used-market price (launch price $1999). LGA3647/C621: 64 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 6-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: C621 (as above)."

  socket              = "LGA3647"
  cores               = 16
  threads             = 32
  tdp_w               = 205
  pcie_lanes          = 64
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 6
  max_memory_gb       = 1024
  base_ghz            = 3.2
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C621"]
}

part "cpu" "intel-xeon-w-3265" {
  name       = "Intel Xeon W-3265"
  brand      = "Intel"
  price_usd  = 500
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-3265"
  notes      = "Discontinued; approximate used-market price (launch price $3349). LGA3647/C621: 64 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 6-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: C621 (as above)."

  socket              = "LGA3647"
  cores               = 24
  threads             = 48
  tdp_w               = 205
  pcie_lanes          = 64
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 6
  max_memory_gb       = 1024
  base_ghz            = 2.7
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C621"]
}

part "cpu" "intel-xeon-w-3275" {
  name       = "Intel Xeon W-3275"
  brand      = "Intel"
  price_usd  = 700
  price_date = "2025-06"
  released   = 2019
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=W-3275"
  notes      = "Discontinued; approximate used-market price (launch price $4449). LGA3647/C621: 64 PCIe 3.0 CPU lanes; the DMI 3.0 x4 chipset link is separate. 6-channel registered ECC DDR4-2933. Boost is Turbo Boost Max 3.0 (Turbo 2.0: 4.4 GHz). Chipset: C621 (as above)."

  socket              = "LGA3647"
  cores               = 28
  threads             = 56
  tdp_w               = 205
  pcie_lanes          = 64
  pcie_gen            = 3
  memory_types        = ["DDR4"]
  memory_channels     = 6
  max_memory_gb       = 1024
  base_ghz            = 2.5
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["C621"]
}

# --- Xeon W-2400/W-3400 (LGA4677, W790) ---

part "cpu" "intel-xeon-w5-2455x" {
  name       = "Intel Xeon w5-2455X"
  brand      = "Intel"
  price_usd  = 1039
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w5-2455X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 240 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233420/intel-xeon-w52455x-processor-30m-cache-3-20-ghz.html)."

  socket              = "LGA4677"
  cores               = 12
  threads             = 24
  tdp_w               = 200
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 3.2
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 240
}

part "cpu" "intel-xeon-w5-2465x" {
  name       = "Intel Xeon w5-2465X"
  brand      = "Intel"
  price_usd  = 1389
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w5-2465X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 240 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233415/intel-xeon-w52465x-processor-33-75m-cache-3-10-ghz.html)."

  socket              = "LGA4677"
  cores               = 16
  threads             = 32
  tdp_w               = 200
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 3.1
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 240
}

part "cpu" "intel-xeon-w7-2475x" {
  name       = "Intel Xeon w7-2475X"
  brand      = "Intel"
  price_usd  = 1789
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w7-2475X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 270 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233418/intel-xeon-w72475x-processor-37-5m-cache-2-60-ghz.html)."

  socket              = "LGA4677"
  cores               = 20
  threads             = 40
  tdp_w               = 225
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 2.6
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 270
}

part "cpu" "intel-xeon-w7-2495x" {
  name       = "Intel Xeon w7-2495X"
  brand      = "Intel"
  price_usd  = 2189
  price_date = "2023-03"
  released   = 2023
  source     = "https://www.intel.com/content/www/us/en/products/sku/233416/intel-xeon-w72495x-processor-45m-cache-2-50-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 270 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233416/intel-xeon-w72495x-processor-45m-cache-2-50-ghz.html)."

  socket              = "LGA4677"
  cores               = 24
  threads             = 48
  tdp_w               = 225
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 2.5
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 270
}

part "cpu" "intel-xeon-w5-3435x" {
  name       = "Intel Xeon w5-3435X"
  brand      = "Intel"
  price_usd  = 1589
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w5-3435X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 324 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233421/intel-xeon-w53435x-processor-45m-cache-3-10-ghz.html)."

  socket              = "LGA4677"
  cores               = 16
  threads             = 32
  tdp_w               = 270
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 3.1
  boost_ghz           = 4.7
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 324
}

part "cpu" "intel-xeon-w7-3465x" {
  name       = "Intel Xeon w7-3465X"
  brand      = "Intel"
  price_usd  = 2889
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w7-3465X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 360 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233417/intel-xeon-w73465x-processor-75m-cache-2-50-ghz.html)."

  socket              = "LGA4677"
  cores               = 28
  threads             = 56
  tdp_w               = 300
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.5
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 360
}

part "cpu" "intel-xeon-w9-3475x" {
  name       = "Intel Xeon w9-3475X"
  brand      = "Intel"
  price_usd  = 3739
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w9-3475X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 360 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233419/intel-xeon-w93475x-processor-82-5m-cache-2-20-ghz.html)."

  socket              = "LGA4677"
  cores               = 36
  threads             = 72
  tdp_w               = 300
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.2
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 360
}

part "cpu" "intel-xeon-w9-3495x" {
  name       = "Intel Xeon w9-3495X"
  brand      = "Intel"
  price_usd  = 5889
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=w9-3495X"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). X parts are unlocked. Chipset: W790 (as above). Maximum Turbo Power 420 W per ark (https://ark.intel.com/content/www/us/en/ark/products/233483/intel-xeon-w93495x-processor-105m-cache-1-90-ghz.html)."

  socket              = "LGA4677"
  cores               = 56
  threads             = 112
  tdp_w               = 350
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 1.9
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 420
}

part "cpu" "intel-xeon-w3-2423" {
  name       = "Intel Xeon w3-2423"
  brand      = "Intel"
  price_usd  = 359
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233484/intel-xeon-w32423-processor-15m-cache-2-10-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4400. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 120 W, MTP 144 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 6
  threads             = 12
  tdp_w               = 120
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 2.1
  boost_ghz           = 4.2
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 144
}

part "cpu" "intel-xeon-w3-2425" {
  name       = "Intel Xeon w3-2425"
  brand      = "Intel"
  price_usd  = 529
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233485/intel-xeon-w32425-processor-15m-cache-3-00-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4400. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 130 W, MTP 156 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 6
  threads             = 12
  tdp_w               = 130
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 3.0
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 156
}

part "cpu" "intel-xeon-w3-2435" {
  name       = "Intel Xeon w3-2435"
  brand      = "Intel"
  price_usd  = 669
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233480/intel-xeon-w32435-processor-22-5m-cache-3-10-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4400. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 165 W, MTP 198 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 8
  threads             = 16
  tdp_w               = 165
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 3.1
  boost_ghz           = 4.5
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 198
}

part "cpu" "intel-xeon-w5-2445" {
  name       = "Intel Xeon w5-2445"
  brand      = "Intel"
  price_usd  = 839
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233481/intel-xeon-w52445-processor-26-25m-cache-3-10-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 64 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 4-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 175 W, MTP 210 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 10
  threads             = 20
  tdp_w               = 175
  pcie_lanes          = 64
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 4
  max_memory_gb       = 2048
  base_ghz            = 3.1
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 210
}

part "cpu" "intel-xeon-w5-3425" {
  name       = "Intel Xeon w5-3425"
  brand      = "Intel"
  price_usd  = 1189
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233482/intel-xeon-w53425-processor-30m-cache-3-20-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 270 W, MTP 324 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 12
  threads             = 24
  tdp_w               = 270
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 3.2
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 324
}

part "cpu" "intel-xeon-w7-3445" {
  name       = "Intel Xeon w7-3445"
  brand      = "Intel"
  price_usd  = 1529
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233478/intel-xeon-w73445-processor-52-5m-cache-2-60-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 270 W, MTP 324 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 20
  threads             = 40
  tdp_w               = 270
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.6
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 324
}

part "cpu" "intel-xeon-w7-3455" {
  name       = "Intel Xeon w7-3455"
  brand      = "Intel"
  price_usd  = 2489
  price_date = "2023-03"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/233479/intel-xeon-w73455-processor-67-5m-cache-2-50-ghz.html"
  notes      = "Launch price (Intel RCP). LGA4677/W790: 112 PCIe 5.0 CPU lanes; the DMI 4.0 x8 chipset link is separate. 8-channel registered ECC DDR5-4800. Boost is the maximum turbo (Turbo Boost Max 3.0). Cores, clocks, PBP 270 W, MTP 324 W, lanes and memory from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset. Chipset: W790. max_power_w is the MTP."

  socket              = "LGA4677"
  cores               = 24
  threads             = 48
  tdp_w               = 270
  pcie_lanes          = 112
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 8
  max_memory_gb       = 4096
  base_ghz            = 2.5
  boost_ghz           = 4.8
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = true
  chipsets            = ["W790"]
  max_power_w         = 324
}

# --- Core 11th gen (LGA1200) ---

part "cpu" "intel-core-i9-11900k" {
  name       = "Intel Core i9-11900K"
  brand      = "Intel"
  price_usd  = 539
  price_date = "2021-03"
  released   = 2021
  source     = "https://www.intel.com/content/www/us/en/products/sku/212325/intel-core-i911900k-processor-16m-cache-up-to-5-30-ghz/specifications.html"
  notes      = "Launch price (Intel RCP, approximate); discontinued. Rocket Lake-S: 20 PCIe 4.0 CPU lanes (16 for slots + 4 for one M.2), the DMI 3.0 x8 chipset link is separate; dual-channel DDR4-3200; PL1 125 W, PL2 250 W; boost 5.3 GHz is Thermal Velocity Boost. UHD Graphics 750; no cooler in the box. Cores, clocks, lanes and memory also confirmed by https://cputronic.com/en/cpu/intel-core-i9-11900k and https://geektopia.es/es/technology/2021/01/11/noticias/intel-avanza-el-core-i9-11900k-con-un-19-mas-de-ipc-asi-como-las-placas-base-serie-500.html. Chipsets: 500-series; Z490/H470 after a BIOS update, B460/H410 not at all (Intel, via https://www.pcgamer.com/intel-rocket-lake-backwards-compatibility/)."

  socket              = "LGA1200"
  cores               = 8
  threads             = 16
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 4
  memory_types        = ["DDR4"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.5
  boost_ghz           = 5.3
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z590", "H570", "B560", "H510"]
  chipsets_bios       = ["Z490", "H470"]
}

# --- Core 12th-14th gen (LGA1700) and Core Ultra 200S (LGA1851) ---

part "cpu" "intel-core-i5-12600k" {
  name       = "Intel Core i5-12600K"
  brand      = "Intel"
  price_usd  = 289
  price_date = "2021-11"
  released   = 2021
  source     = "https://www.intel.com/content/www/us/en/products/sku/134589/intel-core-i512600k-processor-20m-cache-up-to-4-90-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 6P+4E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 150 W. UHD Graphics 770. No cooler in the box. Chipsets: Intel 600-series (launched with 12th Gen) and 700-series (launched with 13th Gen; LGA1700 700-series boards also take 12th Gen without a BIOS update). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 10
  threads             = 16
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.7
  boost_ghz           = 4.9
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z690", "H670", "B660", "H610", "Z790", "H770", "B760"]
  max_power_w         = 150
}

part "cpu" "intel-core-i7-12700k" {
  name       = "Intel Core i7-12700K"
  brand      = "Intel"
  price_usd  = 409
  price_date = "2021-11"
  released   = 2021
  source     = "https://www.intel.com/content/www/us/en/products/sku/134594/intel-core-i712700k-processor-25m-cache-up-to-5-00-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+4E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 190 W. UHD Graphics 770. No cooler in the box. Chipsets: Intel 600-series (launched with 12th Gen) and 700-series (launched with 13th Gen; LGA1700 700-series boards also take 12th Gen without a BIOS update). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 12
  threads             = 20
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.6
  boost_ghz           = 5.0
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z690", "H670", "B660", "H610", "Z790", "H770", "B760"]
  max_power_w         = 190
}

part "cpu" "intel-core-i9-12900k" {
  name       = "Intel Core i9-12900K"
  brand      = "Intel"
  price_usd  = 589
  price_date = "2021-11"
  released   = 2021
  source     = "https://www.intel.com/content/www/us/en/products/sku/134599/intel-core-i912900k-processor-30m-cache-up-to-5-20-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+8E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 241 W. UHD Graphics 770. No cooler in the box. Chipsets: Intel 600-series (launched with 12th Gen) and 700-series (launched with 13th Gen; LGA1700 700-series boards also take 12th Gen without a BIOS update). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 16
  threads             = 24
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 128
  base_ghz            = 3.2
  boost_ghz           = 5.2
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z690", "H670", "B660", "H610", "Z790", "H770", "B760"]
  max_power_w         = 241
}

part "cpu" "intel-core-i5-12400f" {
  name       = "Intel Core i5-12400F"
  brand      = "Intel"
  price_usd  = 167
  price_date = "2022-01"
  released   = 2022
  source     = "https://ark.intel.com/content/www/us/en/ark/products/134587/intel-core-i512400f-processor-18m-cache-up-to-4-40-ghz.html"
  notes      = "Launch price (Intel RCP). 6 P-cores, no E-cores. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 117 W. No integrated graphics. Numbers from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset; ark then gave 128 GB max memory, later raised, so max_memory_gb is left out. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 600-series (launched with 12th Gen) and 700-series (launched with 13th Gen; LGA1700 700-series boards also take 12th Gen without a BIOS update). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 6
  threads             = 12
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  base_ghz            = 2.5
  boost_ghz           = 4.4
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z690", "H670", "B660", "H610", "Z790", "H770", "B760"]
  max_power_w         = 117
}

part "cpu" "intel-core-i5-13600k" {
  name       = "Intel Core i5-13600K"
  brand      = "Intel"
  price_usd  = 319
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.intel.com/content/www/us/en/products/sku/230493/intel-core-i513600k-processor-24m-cache-up-to-5-10-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 6P+8E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 181 W. UHD Graphics 770. No cooler in the box. Max memory per current ark (128 GB at launch). Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 14
  threads             = 20
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.5
  boost_ghz           = 5.1
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 181
}

part "cpu" "intel-core-i7-13700k" {
  name       = "Intel Core i7-13700K"
  brand      = "Intel"
  price_usd  = 409
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.intel.com/content/www/us/en/products/sku/230500/intel-core-i713700k-processor-30m-cache-up-to-5-40-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+8E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 253 W. UHD Graphics 770. No cooler in the box. Max memory per current ark (128 GB at launch). Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 16
  threads             = 24
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.4
  boost_ghz           = 5.4
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 253
}

part "cpu" "intel-core-i9-13900k" {
  name       = "Intel Core i9-13900K"
  brand      = "Intel"
  price_usd  = 589
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.intel.com/content/www/us/en/products/sku/230496/intel-core-i913900k-processor-36m-cache-up-to-5-80-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+16E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 253 W. UHD Graphics 770. No cooler in the box. Max memory per current ark (128 GB at launch). Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 24
  threads             = 32
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.0
  boost_ghz           = 5.8
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 253
}

part "cpu" "intel-core-i7-14700k" {
  name       = "Intel Core i7-14700K"
  brand      = "Intel"
  price_usd  = 409
  price_date = "2023-10"
  released   = 2023
  source     = "https://www.intel.com/content/www/us/en/products/sku/236783/intel-core-i714700k-processor-33m-cache-up-to-5-60-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+12E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 253 W. UHD Graphics 770. No cooler in the box. Max memory per current ark (128 GB at launch). Chipsets: Intel 700-series; 600-series boards need a BIOS update first, and so do 700-series boards made before 14th Gen (Ars Technica, copy at https://pedfire.com/intels-14th-gen-desktop-cpus-are-a-tiny-update-even-by-modern-standards-ars-technica/). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 20
  threads             = 28
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.4
  boost_ghz           = 5.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 253
}

part "cpu" "intel-core-i9-14900k" {
  name       = "Intel Core i9-14900K"
  brand      = "Intel"
  price_usd  = 589
  price_date = "2023-10"
  released   = 2023
  source     = "https://www.intel.com/content/www/us/en/products/sku/236773/intel-core-i914900k-processor-36m-cache-up-to-6-00-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+16E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 253 W. UHD Graphics 770. No cooler in the box. Max memory per current ark (128 GB at launch). Chipsets: Intel 700-series; 600-series boards need a BIOS update first, and so do 700-series boards made before 14th Gen (Ars Technica, copy at https://pedfire.com/intels-14th-gen-desktop-cpus-are-a-tiny-update-even-by-modern-standards-ars-technica/). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 24
  threads             = 32
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.2
  boost_ghz           = 6.0
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 253
}

part "cpu" "intel-core-i5-13400" {
  name       = "Intel Core i5-13400"
  brand      = "Intel"
  price_usd  = 221
  price_date = "2023-01"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/230495/intel-core-i513400-processor-20m-cache-up-to-4-60-ghz.html"
  notes      = "Launch price (Intel RCP). 6P+4E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 154 W. UHD Graphics 730. Numbers from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset; ark then gave 128 GB max memory, later raised, so max_memory_gb is left out. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 10
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  base_ghz            = 2.5
  boost_ghz           = 4.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 154
}

part "cpu" "intel-core-i7-13700" {
  name       = "Intel Core i7-13700"
  brand      = "Intel"
  price_usd  = 384
  price_date = "2023-01"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/230490/intel-core-i713700-processor-30m-cache-up-to-5-20-ghz.html"
  notes      = "Launch price (Intel RCP). 8P+8E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 219 W. UHD Graphics 770. Numbers from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset; ark then gave 128 GB max memory, later raised, so max_memory_gb is left out. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 16
  threads             = 24
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  base_ghz            = 2.1
  boost_ghz           = 5.2
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 219
}

part "cpu" "intel-core-i9-13900" {
  name       = "Intel Core i9-13900"
  brand      = "Intel"
  price_usd  = 549
  price_date = "2023-01"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/230499/intel-core-i913900-processor-36m-cache-up-to-5-60-ghz.html"
  notes      = "Launch price (Intel RCP). 8P+16E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 219 W. UHD Graphics 770. Numbers from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset; ark then gave 128 GB max memory, later raised, so max_memory_gb is left out. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 24
  threads             = 32
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  base_ghz            = 2.0
  boost_ghz           = 5.6
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 219
}

part "cpu" "intel-core-i5-13400f" {
  name       = "Intel Core i5-13400F"
  brand      = "Intel"
  price_usd  = 196
  price_date = "2023-01"
  released   = 2023
  source     = "https://ark.intel.com/content/www/us/en/ark/products/230501/intel-core-i513400f-processor-20m-cache-up-to-4-60-ghz.html"
  notes      = "Launch price (Intel RCP). 6P+4E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 148 W. No integrated graphics. Numbers from ark as captured 2023 in github.com/felixsteinke/cpu-spec-dataset; ark then gave 128 GB max memory, later raised, so max_memory_gb is left out. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 700-series; 600-series boards need a BIOS update first (https://www.itworldcanada.com/post/motherboard-manufacturers-update-their-products-to-support-intels-next-gen-cpu). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 10
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  base_ghz            = 2.5
  boost_ghz           = 4.6
  integrated_graphics = false
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 148
}

part "cpu" "intel-core-i5-14600k" {
  name       = "Intel Core i5-14600K"
  brand      = "Intel"
  price_usd  = 319
  price_date = "2023-10"
  released   = 2023
  source     = "https://www.intel.com/content/www/us/en/products/sku/236799/intel-core-i5-processor-14600k-24m-cache-up-to-5-30-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 6P+8E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 125 W, MTP 181 W. UHD Graphics 770. No cooler in the box. Cores, threads, clocks, socket, memory and the 181 W figure also in XDA's review (https://www.xda-developers.com/intel-core-i5-14600k-review/); cross-checked against BuildCores OpenDB. Chipsets: Intel 700-series; 600-series boards need a BIOS update first, and so do 700-series boards made before 14th Gen (Ars Technica, copy at https://pedfire.com/intels-14th-gen-desktop-cpus-are-a-tiny-update-even-by-modern-standards-ars-technica/). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 14
  threads             = 20
  tdp_w               = 125
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 3.5
  boost_ghz           = 5.3
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 181
}

part "cpu" "intel-core-i5-14400" {
  name       = "Intel Core i5-14400"
  brand      = "Intel"
  price_usd  = 221
  price_date = "2024-01"
  released   = 2024
  source     = "https://www.intel.com/content/www/us/en/products/sku/236788/intel-core-i5-processor-14400-20m-cache-up-to-4-70-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 6P+4E cores; base clock is the P-core base. LGA1700: 16 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 20; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR4 or DDR5 (the board decides). PBP 65 W, MTP 148 W. UHD Graphics 730. Rated DDR5-4800 / DDR4-3200. Cross-checked against BuildCores OpenDB. stock_cooler left false: the boxed part ships Intel's Laminar cooler, but no source at hand states it. Chipsets: Intel 700-series; 600-series boards need a BIOS update first, and so do 700-series boards made before 14th Gen (Ars Technica, copy at https://pedfire.com/intels-14th-gen-desktop-cpus-are-a-tiny-update-even-by-modern-standards-ars-technica/). max_power_w is the MTP above."

  socket              = "LGA1700"
  cores               = 10
  threads             = 16
  tdp_w               = 65
  pcie_lanes          = 20
  pcie_gen            = 5
  memory_types        = ["DDR4", "DDR5"]
  memory_channels     = 2
  max_memory_gb       = 192
  base_ghz            = 2.5
  boost_ghz           = 4.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z790", "H770", "B760"]
  chipsets_bios       = ["Z690", "H670", "B660", "H610"]
  max_power_w         = 148
}

part "cpu" "intel-core-ultra-5-245k" {
  name       = "Intel Core Ultra 5 245K"
  brand      = "Intel"
  price_usd  = 309
  price_date = "2024-10"
  released   = 2024
  source     = "https://ark.intel.com/content/www/us/en/ark/search.html?_charset_=UTF-8&q=Ultra%205%20245K"
  notes      = "Launch price (Intel RCP). 6P+8E cores; base clock is the P-core base. LGA1851: 20 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 24; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR5 only. PBP 125 W, MTP 159 W. Intel Graphics (Xe) iGPU. No cooler in the box. No Hyper-Threading. Max memory per current ark (192 GB at launch). Chipsets: Intel 800-series (https://www.hardwareluxx.de/index.php/news/hardware/mainboards/64011-intel-800-chipsaetze-ohne-h870-pch-ausfuehrliche-tabelle-zeigt-die-finalen-spezifikationen.html). max_power_w is the MTP above."

  socket              = "LGA1851"
  cores               = 14
  threads             = 14
  tdp_w               = 125
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 256
  base_ghz            = 4.2
  boost_ghz           = 5.2
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z890", "W880", "Q870", "B860", "H810"]
  max_power_w         = 159
}

part "cpu" "intel-core-ultra-7-265k" {
  name       = "Intel Core Ultra 7 265K"
  brand      = "Intel"
  price_usd  = 394
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.intel.com/content/www/us/en/products/sku/241063/intel-core-ultra-7-processor-265k-30m-cache-up-to-5-50-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+12E cores; base clock is the P-core base. LGA1851: 20 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 24; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR5 only. PBP 125 W, MTP 250 W. Intel Graphics (Xe) iGPU. No cooler in the box. No Hyper-Threading. Max memory per current ark (192 GB at launch). Chipsets: Intel 800-series (https://www.hardwareluxx.de/index.php/news/hardware/mainboards/64011-intel-800-chipsaetze-ohne-h870-pch-ausfuehrliche-tabelle-zeigt-die-finalen-spezifikationen.html). max_power_w is the MTP above."

  socket              = "LGA1851"
  cores               = 20
  threads             = 20
  tdp_w               = 125
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 256
  base_ghz            = 3.9
  boost_ghz           = 5.5
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z890", "W880", "Q870", "B860", "H810"]
  max_power_w         = 250
}

part "cpu" "intel-core-ultra-9-285k" {
  name       = "Intel Core Ultra 9 285K"
  brand      = "Intel"
  price_usd  = 589
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.intel.com/content/www/us/en/products/sku/241060/intel-core-ultra-9-processor-285k-36m-cache-up-to-5-70-ghz/specifications.html"
  notes      = "Launch price (Intel RCP). 8P+16E cores; base clock is the P-core base. LGA1851: 20 PCIe 5.0 + 4 PCIe 4.0 CPU lanes = 24; the DMI 4.0 x8 chipset link is separate. Dual-channel DDR5 only. PBP 125 W, MTP 250 W. Intel Graphics (Xe) iGPU. No cooler in the box. No Hyper-Threading. Max memory per current ark (192 GB at launch). Chipsets: Intel 800-series (https://www.hardwareluxx.de/index.php/news/hardware/mainboards/64011-intel-800-chipsaetze-ohne-h870-pch-ausfuehrliche-tabelle-zeigt-die-finalen-spezifikationen.html). max_power_w is the MTP above."

  socket              = "LGA1851"
  cores               = 24
  threads             = 24
  tdp_w               = 125
  pcie_lanes          = 24
  pcie_gen            = 5
  memory_types        = ["DDR5"]
  memory_channels     = 2
  max_memory_gb       = 256
  base_ghz            = 3.7
  boost_ghz           = 5.7
  integrated_graphics = true
  stock_cooler        = false
  registered_memory   = false
  chipsets            = ["Z890", "W880", "Q870", "B860", "H810"]
  max_power_w         = 250
}
