# Storage drives.
#
# Units: capacity_gb is decimal GB as marketed (1 TB = 1000). read_mbs / write_mbs
# are the maker's sequential ratings (MB/s); for hard drives they are the maker's
# maximum sustained transfer rate (outer tracks), given for both read and write.
# pcie_gen only on NVMe drives. Prices are approximate US street prices at
# price_date unless notes say otherwise.

# ---------------------------------------------------------------------------
# NVMe, PCIe 3.0
# ---------------------------------------------------------------------------

part "storage" "samsung-970-evo-1tb" {
  name       = "Samsung 970 EVO 1TB (MZ-V7E1T0)"
  brand      = "Samsung"
  price_usd  = 300
  price_date = "2018-09"
  released   = 2018
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/970evo/"
  notes      = "The seed build's SSD (3.4 GB/s). Approximate US street price in Sept 2018 (launch MSRP was $449.99); discontinued, replaced by the 970 EVO Plus."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 3400
  write_mbs   = 2500
  pcie_gen    = 3
}

part "storage" "samsung-970-evo-plus-1tb" {
  name       = "Samsung 970 EVO Plus 1TB (MZ-V7S1T0)"
  brand      = "Samsung"
  price_usd  = 80
  price_date = "2025-01"
  released   = 2019
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/970evoplus/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 3500
  write_mbs   = 3300
  pcie_gen    = 3
}

part "storage" "samsung-970-evo-plus-2tb" {
  name       = "Samsung 970 EVO Plus 2TB (MZ-V7S2T0)"
  brand      = "Samsung"
  price_usd  = 140
  price_date = "2025-01"
  released   = 2019
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/970evoplus/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 3500
  write_mbs   = 3300
  pcie_gen    = 3
}

part "storage" "samsung-970-pro-1tb" {
  name       = "Samsung 970 PRO 1TB (MZ-V7P1T0)"
  brand      = "Samsung"
  price_usd  = 630
  price_date = "2018-04"
  released   = 2018
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/970pro/"
  notes      = "Launch MSRP ($629.99); MLC NAND. Discontinued."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 3500
  write_mbs   = 2700
  pcie_gen    = 3
}

part "storage" "wd-black-sn750-1tb" {
  name       = "WD Black SN750 1TB (WDS100T3X0C)"
  brand      = "Western Digital"
  price_usd  = 250
  price_date = "2019-01"
  released   = 2019
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn750-nvme-ssd"
  notes      = "Launch MSRP (approximate); street prices fell well below it later. Discontinued, replaced by the SN770/SN850X."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 3470
  write_mbs   = 3000
  pcie_gen    = 3
}

# ---------------------------------------------------------------------------
# NVMe, PCIe 4.0
# ---------------------------------------------------------------------------

part "storage" "samsung-980-pro-1tb" {
  name       = "Samsung 980 PRO 1TB (MZ-V8P1T0)"
  brand      = "Samsung"
  price_usd  = 100
  price_date = "2025-01"
  released   = 2020
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/980pro/"
  notes      = "Approximate street price (launch MSRP $229.99)."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7000
  write_mbs   = 5000
  pcie_gen    = 4
}

part "storage" "samsung-980-pro-2tb" {
  name       = "Samsung 980 PRO 2TB (MZ-V8P2T0)"
  brand      = "Samsung"
  price_usd  = 160
  price_date = "2025-01"
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/980pro/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7000
  write_mbs   = 5100
  pcie_gen    = 4
}

part "storage" "samsung-990-pro-1tb" {
  name       = "Samsung 990 PRO 1TB (MZ-V9P1T0)"
  brand      = "Samsung"
  price_usd  = 110
  price_date = "2025-01"
  released   = 2022
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-pro/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7450
  write_mbs   = 6900
  pcie_gen    = 4
}

part "storage" "samsung-990-pro-2tb" {
  name       = "Samsung 990 PRO 2TB (MZ-V9P2T0)"
  brand      = "Samsung"
  price_usd  = 170
  price_date = "2025-01"
  released   = 2022
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-pro/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7450
  write_mbs   = 6900
  pcie_gen    = 4
}

part "storage" "samsung-990-pro-4tb" {
  name       = "Samsung 990 PRO 4TB (MZ-V9P4T0)"
  brand      = "Samsung"
  price_usd  = 300
  price_date = "2025-01"
  released   = 2023
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-pro/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 7450
  write_mbs   = 6900
  pcie_gen    = 4
}

part "storage" "wd-black-sn850x-1tb" {
  name       = "WD Black SN850X 1TB (WDS100T2X0E)"
  brand      = "Western Digital"
  price_usd  = 85
  price_date = "2025-01"
  released   = 2022
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn850x-nvme-ssd"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7300
  write_mbs   = 6300
  pcie_gen    = 4
}

part "storage" "wd-black-sn850x-2tb" {
  name       = "WD Black SN850X 2TB (WDS200T2X0E)"
  brand      = "Western Digital"
  price_usd  = 140
  price_date = "2025-01"
  released   = 2022
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn850x-nvme-ssd"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7300
  write_mbs   = 6600
  pcie_gen    = 4
}

part "storage" "wd-black-sn850x-4tb" {
  name       = "WD Black SN850X 4TB (WDS400T2X0E)"
  brand      = "Western Digital"
  price_usd  = 270
  price_date = "2025-01"
  released   = 2022
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn850x-nvme-ssd"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 7300
  write_mbs   = 6600
  pcie_gen    = 4
}

part "storage" "crucial-p5-plus-1tb" {
  name       = "Crucial P5 Plus 1TB (CT1000P5PSSD8)"
  brand      = "Crucial"
  price_usd  = 75
  price_date = "2024-06"
  released   = 2021
  source     = "https://www.crucial.com/ssd/p5-plus/CT1000P5PSSD8"
  notes      = "Approximate street price; superseded by the Crucial T500."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 6600
  write_mbs   = 5000
  pcie_gen    = 4
}

part "storage" "crucial-p5-plus-2tb" {
  name       = "Crucial P5 Plus 2TB (CT2000P5PSSD8)"
  brand      = "Crucial"
  price_usd  = 130
  price_date = "2024-06"
  released   = 2021
  source     = "https://www.crucial.com/ssd/p5-plus/CT2000P5PSSD8"
  notes      = "Approximate street price; superseded by the Crucial T500."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 6600
  write_mbs   = 5000
  pcie_gen    = 4
}

part "storage" "crucial-t500-1tb" {
  name       = "Crucial T500 1TB (CT1000T500SSD8)"
  brand      = "Crucial"
  price_usd  = 75
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.crucial.com/ssd/t500/CT1000T500SSD8"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7300
  write_mbs   = 6800
  pcie_gen    = 4
}

part "storage" "crucial-t500-2tb" {
  name       = "Crucial T500 2TB (CT2000T500SSD8)"
  brand      = "Crucial"
  price_usd  = 125
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.crucial.com/ssd/t500/CT2000T500SSD8"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7400
  write_mbs   = 7000
  pcie_gen    = 4
}

part "storage" "solidigm-p44-pro-1tb" {
  name       = "Solidigm P44 Pro 1TB (SSDPFKKW010X7)"
  brand      = "Solidigm"
  price_usd  = 85
  price_date = "2024-06"
  released   = 2022
  source     = "https://www.solidigm.com/products/client/pro-series/p44.html"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7000
  write_mbs   = 6500
  pcie_gen    = 4
}

part "storage" "solidigm-p44-pro-2tb" {
  name       = "Solidigm P44 Pro 2TB (SSDPFKKW020X7)"
  brand      = "Solidigm"
  price_usd  = 150
  price_date = "2024-06"
  released   = 2022
  source     = "https://www.solidigm.com/products/client/pro-series/p44.html"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7000
  write_mbs   = 6500
  pcie_gen    = 4
}

part "storage" "kingston-kc3000-1tb" {
  name       = "Kingston KC3000 1024GB (SKC3000S/1024G)"
  brand      = "Kingston"
  price_usd  = 80
  price_date = "2025-01"
  released   = 2021
  source     = "https://www.kingston.com/en/ssd/kc3000-nvme-pcie-ssd"
  notes      = "Marketed as 1024GB. Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1024
  read_mbs    = 7000
  write_mbs   = 6000
  pcie_gen    = 4
}

part "storage" "kingston-kc3000-2tb" {
  name       = "Kingston KC3000 2048GB (SKC3000D/2048G)"
  brand      = "Kingston"
  price_usd  = 140
  price_date = "2025-01"
  released   = 2021
  source     = "https://www.kingston.com/en/ssd/kc3000-nvme-pcie-ssd"
  notes      = "Marketed as 2048GB. Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2048
  read_mbs    = 7000
  write_mbs   = 7000
  pcie_gen    = 4
}

# ---------------------------------------------------------------------------
# NVMe, PCIe 5.0
# ---------------------------------------------------------------------------

part "storage" "crucial-t700-1tb" {
  name       = "Crucial T700 1TB (CT1000T700SSD3)"
  brand      = "Crucial"
  price_usd  = 130
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.crucial.com/ssd/t700/CT1000T700SSD3"
  notes      = "Approximate street price. Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 11700
  write_mbs   = 9500
  pcie_gen    = 5
}

part "storage" "crucial-t700-2tb" {
  name       = "Crucial T700 2TB (CT2000T700SSD3)"
  brand      = "Crucial"
  price_usd  = 200
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.crucial.com/ssd/t700/CT2000T700SSD3"
  notes      = "Approximate street price. Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 12400
  write_mbs   = 11800
  pcie_gen    = 5
}

part "storage" "crucial-t705-1tb" {
  name       = "Crucial T705 1TB (CT1000T705SSD3)"
  brand      = "Crucial"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.crucial.com/ssd/t705/CT1000T705SSD3"
  notes      = "Approximate street price. Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 13600
  write_mbs   = 10200
  pcie_gen    = 5
}

part "storage" "crucial-t705-2tb" {
  name       = "Crucial T705 2TB (CT2000T705SSD3)"
  brand      = "Crucial"
  price_usd  = 230
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.crucial.com/ssd/t705/CT2000T705SSD3"
  notes      = "Approximate street price. Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 14500
  write_mbs   = 12700
  pcie_gen    = 5
}

part "storage" "samsung-9100-pro-1tb" {
  name       = "Samsung 9100 PRO 1TB (MZ-VAP1T0)"
  brand      = "Samsung"
  price_usd  = 200
  price_date = "2025-03"
  released   = 2025
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/9100-pro/"
  notes      = "Launch MSRP ($199.99). Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 14700
  write_mbs   = 13300
  pcie_gen    = 5
}

part "storage" "samsung-9100-pro-2tb" {
  name       = "Samsung 9100 PRO 2TB (MZ-VAP2T0)"
  brand      = "Samsung"
  price_usd  = 300
  price_date = "2025-03"
  released   = 2025
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/9100-pro/"
  notes      = "Launch MSRP ($299.99). Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 14700
  write_mbs   = 13400
  pcie_gen    = 5
}

# ---------------------------------------------------------------------------
# SATA SSDs (2.5")
# ---------------------------------------------------------------------------

part "storage" "samsung-860-evo-1tb" {
  name       = "Samsung 860 EVO 1TB (MZ-76E1T0)"
  brand      = "Samsung"
  price_usd  = 150
  price_date = "2018-09"
  released   = 2018
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/860evo/"
  notes      = "Approximate US street price in 2018; discontinued, replaced by the 870 EVO."

  type        = "ssd"
  interface   = "sata"
  form_factor = "2.5"
  capacity_gb = 1000
  read_mbs    = 550
  write_mbs   = 520
}

part "storage" "samsung-870-evo-1tb" {
  name       = "Samsung 870 EVO 1TB (MZ-77E1T0)"
  brand      = "Samsung"
  price_usd  = 90
  price_date = "2025-01"
  released   = 2021
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/870evo/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "sata"
  form_factor = "2.5"
  capacity_gb = 1000
  read_mbs    = 560
  write_mbs   = 530
}

part "storage" "samsung-870-evo-2tb" {
  name       = "Samsung 870 EVO 2TB (MZ-77E2T0)"
  brand      = "Samsung"
  price_usd  = 170
  price_date = "2025-01"
  released   = 2021
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/870evo/"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "sata"
  form_factor = "2.5"
  capacity_gb = 2000
  read_mbs    = 560
  write_mbs   = 530
}

part "storage" "crucial-mx500-1tb" {
  name       = "Crucial MX500 1TB (CT1000MX500SSD1)"
  brand      = "Crucial"
  price_usd  = 65
  price_date = "2025-01"
  released   = 2017
  source     = "https://www.crucial.com/ssd/mx500/CT1000MX500SSD1"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "sata"
  form_factor = "2.5"
  capacity_gb = 1000
  read_mbs    = 560
  write_mbs   = 510
}

part "storage" "crucial-mx500-2tb" {
  name       = "Crucial MX500 2TB (CT2000MX500SSD1)"
  brand      = "Crucial"
  price_usd  = 120
  price_date = "2025-01"
  released   = 2018
  source     = "https://www.crucial.com/ssd/mx500/CT2000MX500SSD1"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "sata"
  form_factor = "2.5"
  capacity_gb = 2000
  read_mbs    = 560
  write_mbs   = 510
}

# ---------------------------------------------------------------------------
# Hard drives (3.5", SATA). read_mbs / write_mbs = maker's max sustained rate.
# ---------------------------------------------------------------------------

part "storage" "seagate-ironwolf-8tb" {
  name       = "Seagate IronWolf 8TB (ST8000VN004)"
  brand      = "Seagate"
  price_usd  = 170
  price_date = "2025-01"
  released   = 2016
  source     = "https://www.seagate.com/products/nas-drives/ironwolf-hard-drive/"
  notes      = "7200 RPM CMR NAS drive. Transfer figure is Seagate's max sustained rate. Approximate street price."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 8000
  read_mbs    = 210
  write_mbs   = 210
}

part "storage" "seagate-exos-x18-18tb" {
  name       = "Seagate Exos X18 18TB (ST18000NM000J)"
  brand      = "Seagate"
  price_usd  = 300
  price_date = "2025-01"
  released   = 2020
  source     = "https://www.seagate.com/products/enterprise-drives/exos-x/x18/"
  notes      = "7200 RPM helium enterprise drive; max sustained transfer rate. Approximate street price (new; recertified units sell for less)."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 18000
  read_mbs    = 270
  write_mbs   = 270
}

part "storage" "seagate-exos-x20-20tb" {
  name       = "Seagate Exos X20 20TB (ST20000NM007D)"
  brand      = "Seagate"
  price_usd  = 330
  price_date = "2025-01"
  released   = 2021
  source     = "https://www.seagate.com/products/enterprise-drives/exos-x/x20/"
  notes      = "7200 RPM helium enterprise drive; max sustained transfer rate. Approximate street price."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 20000
  read_mbs    = 285
  write_mbs   = 285
}

part "storage" "wd-red-plus-8tb" {
  name       = "WD Red Plus 8TB"
  brand      = "Western Digital"
  price_usd  = 180
  price_date = "2025-01"
  released   = 2020
  source     = "https://www.westerndigital.com/products/internal-drives/wd-red-plus-sata-3-5-hdd"
  notes      = "CMR NAS drive. Transfer rate left out: WD has shipped several 8 TB Red Plus models (different RPM class and rate) and the figure was not verified. Approximate street price."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 8000
}

part "storage" "wd-ultrastar-dc-hc550-18tb" {
  name       = "WD Ultrastar DC HC550 18TB (WUH721818ALE6L4)"
  brand      = "Western Digital"
  price_usd  = 300
  price_date = "2025-01"
  released   = 2020
  source     = "https://www.westerndigital.com/products/internal-drives/data-center-drives/ultrastar-dc-hc550-hdd"
  notes      = "7200 RPM helium data-center drive; sustained transfer rate. Approximate street price."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 18000
  read_mbs    = 269
  write_mbs   = 269
}

part "storage" "toshiba-mg10-20tb" {
  name       = "Toshiba MG10 20TB (MG10ACA20TE)"
  brand      = "Toshiba"
  price_usd  = 330
  price_date = "2025-01"
  source     = "https://www.toshiba-storage.com/products/toshiba-enterprise-capacity-hard-drives-mg10-series/"
  notes      = "7200 RPM helium enterprise drive. Toshiba rates 268 MiB/s sustained (= 281 MB/s). Approximate street price."

  type        = "hdd"
  interface   = "sata"
  form_factor = "3.5"
  capacity_gb = 20000
  read_mbs    = 281
  write_mbs   = 281
}

# ---------------------------------------------------------------------------
# Added for issue 17 (2026-12). Capacities and interfaces cross-checked against BuildCores OpenDB
# (which has no speed fields); sequential ratings are the maker's, from the page in `source`,
# which could not be re-opened from the machine these were written on (no live network).
# ---------------------------------------------------------------------------

part "storage" "samsung-990-evo-plus-1tb" {
  name       = "Samsung 990 EVO Plus 1TB (MZ-V9S1T0)"
  brand      = "Samsung"
  price_usd  = 75
  price_date = "2025-06"
  released   = 2024
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-evo-plus/"
  notes      = "Approximate street price. DRAM-less (HMB); interface PCIe 4.0 x4 or PCIe 5.0 x2, so it runs at Gen4 x4 in desktop M.2 slots."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7150
  write_mbs   = 6300
  pcie_gen    = 4
}

part "storage" "samsung-990-evo-plus-2tb" {
  name       = "Samsung 990 EVO Plus 2TB (MZ-V9S2T0)"
  brand      = "Samsung"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2024
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-evo-plus/"
  notes      = "Approximate street price. DRAM-less (HMB); PCIe 4.0 x4 or PCIe 5.0 x2."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7250
  write_mbs   = 6300
  pcie_gen    = 4
}

part "storage" "samsung-990-evo-plus-4tb" {
  name       = "Samsung 990 EVO Plus 4TB (MZ-V9S4T0)"
  brand      = "Samsung"
  price_usd  = 250
  price_date = "2025-06"
  released   = 2024
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/990-evo-plus/"
  notes      = "Approximate street price. DRAM-less (HMB); PCIe 4.0 x4 or PCIe 5.0 x2."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 7250
  write_mbs   = 6300
  pcie_gen    = 4
}

part "storage" "samsung-9100-pro-4tb" {
  name       = "Samsung 9100 PRO 4TB (MZ-VAP4T0)"
  brand      = "Samsung"
  price_usd  = 550
  price_date = "2025-03"
  released   = 2025
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/9100-pro/"
  notes      = "Launch MSRP ($549.99). Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 14800
  write_mbs   = 13400
  pcie_gen    = 5
}

part "storage" "samsung-9100-pro-8tb" {
  name       = "Samsung 9100 PRO 8TB (MZ-VAP8T0)"
  brand      = "Samsung"
  price_usd  = 1000
  price_date = "2025-06"
  released   = 2025
  source     = "https://semiconductor.samsung.com/consumer-storage/internal-ssd/9100-pro/"
  notes      = "Launch MSRP ($999.99). Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 8000
  read_mbs    = 14800
  write_mbs   = 13400
  pcie_gen    = 5
}

part "storage" "wd-black-sn850x-8tb" {
  name       = "WD Black SN850X 8TB (WDS800T2X0E)"
  brand      = "Western Digital"
  price_usd  = 600
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn850x-nvme-ssd"
  notes      = "Approximate street price. The 8TB model is rated a little slower on reads than the smaller ones."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 8000
  read_mbs    = 7200
  write_mbs   = 6600
  pcie_gen    = 4
}

part "storage" "crucial-t705-4tb" {
  name       = "Crucial T705 4TB (CT4000T705SSD3)"
  brand      = "Crucial"
  price_usd  = 450
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.crucial.com/ssd/t705/CT4000T705SSD3"
  notes      = "Approximate street price. Needs a PCIe 5.0 M.2 slot for full speed."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 14100
  write_mbs   = 12600
  pcie_gen    = 5
}

part "storage" "crucial-t500-4tb" {
  name       = "Crucial T500 4TB (CT4000T500SSD8)"
  brand      = "Crucial"
  price_usd  = 230
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.crucial.com/ssd/t500/CT4000T500SSD8"
  notes      = "Approximate street price."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 7400
  write_mbs   = 7000
  pcie_gen    = 4
}

part "storage" "wd-black-sn7100-1tb" {
  name       = "WD Black SN7100 1TB (WDS100T4X0E)"
  brand      = "Western Digital"
  price_usd  = 70
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn7100-nvme-ssd"
  notes      = "Approximate street price. DRAM-less (HMB)."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 1000
  read_mbs    = 7250
  write_mbs   = 6900
  pcie_gen    = 4
}

part "storage" "wd-black-sn7100-2tb" {
  name       = "WD Black SN7100 2TB (WDS200T4X0E)"
  brand      = "Western Digital"
  price_usd  = 120
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn7100-nvme-ssd"
  notes      = "Approximate street price. DRAM-less (HMB)."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  read_mbs    = 7250
  write_mbs   = 6900
  pcie_gen    = 4
}

part "storage" "wd-black-sn7100-4tb" {
  name       = "WD Black SN7100 4TB (WDS400T4X0E)"
  brand      = "Western Digital"
  price_usd  = 250
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.westerndigital.com/products/internal-drives/wd-black-sn7100-nvme-ssd"
  notes      = "Approximate street price. DRAM-less (HMB)."

  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 4000
  read_mbs    = 7000
  write_mbs   = 6700
  pcie_gen    = 4
}
