# The parts of the Markdown goldens, with every number the rules need, so
# that the golden files do not change with the embedded catalog.
part "cpu" "golden-cpu-16c" {
  name            = "Golden CPU 16-Core"
  brand           = "Golden"
  price_usd       = 549
  price_date      = "2026-10"
  socket          = "AM5"
  cores           = 16
  threads         = 32
  tdp_w           = 170
  max_power_w     = 230
  pcie_lanes      = 24
  pcie_gen        = 5
  memory_types    = ["DDR5"]
  memory_channels = 2
  max_memory_gb   = 192
  chipsets        = ["X670E"]
}

part "cooler" "golden-cooler-air" {
  name      = "Golden Air Cooler"
  brand     = "Golden"
  price_usd = 99
  price_date = "2026-10"
  sockets   = ["AM5"]
  type      = "air"
  height_mm = 158
  tdp_w     = 250
}

part "motherboard" "golden-board-x670e" {
  name          = "Golden X670E Board"
  brand         = "Golden"
  price_usd     = 329
  price_date    = "2026-10"
  socket        = "AM5"
  chipset       = "X670E"
  form_factor   = "ATX"
  memory_type   = "DDR5"
  memory_slots  = 4
  max_memory_gb = 192
  sata_ports    = 4
  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 4
    size     = 16
    lanes    = 4
    gen      = 4
    source   = "chipset"
  }
  m2_slot {
    interface = "nvme"
    source    = "cpu"
    gen       = 5
  }
}

part "memory" "golden-ddr5-64gb" {
  name       = "Golden DDR5 64 GB (2 x 32 GB) DDR5-6000"
  brand      = "Golden"
  price_usd  = 199
  price_date = "2026-10"
  type       = "DDR5"
  speed_mts  = 6000
  modules    = 2
  module_gb  = 32
}

part "gpu" "golden-gpu-24gb" {
  name        = "Golden GPU 24 GB"
  brand       = "Golden"
  price_usd   = 1599
  price_date  = "2026-10"
  vram_gb     = 24
  tdp_w       = 285
  slot_width  = 2
  length_mm   = 300
  cooler      = "open-air"
  pcie_gen    = 4
  power_8pin  = 2
}

part "storage" "golden-nvme-2tb" {
  name        = "Golden NVMe 2 TB"
  brand       = "Golden"
  price_usd   = 149
  price_date  = "2026-10"
  type        = "ssd"
  interface   = "nvme"
  form_factor = "m.2"
  capacity_gb = 2000
  pcie_gen    = 4
}

part "psu" "golden-psu-1000w" {
  name         = "Golden 1000 W ATX 3.1"
  brand        = "Golden"
  price_usd    = 189
  price_date   = "2026-10"
  wattage_w    = 1000
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 1
  atx3         = true
  length_mm    = 160
}

part "case" "golden-case-atx" {
  name                 = "Golden ATX Case"
  brand                = "Golden"
  price_usd            = 139
  price_date           = "2026-10"
  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 400
  max_cooler_height_mm = 170
  max_psu_length_mm    = 220
  psu_form_factors     = ["ATX"]
}

part "gpu" "golden-gpu-old" {
  extends    = "golden-gpu-24gb"
  name       = "Golden GPU 24 GB (2018 stock)"
  price_usd  = 580
  price_date = "2018-03"
}

part "psu" "golden-psu-650w" {
  extends     = "golden-psu-1000w"
  name        = "Golden Basic 650"
  wattage_w   = 650
  atx3        = false
  pcie_8pin   = 2
}

part "motherboard" "golden-board-noslots" {
  name          = "Golden B650 Board"
  brand         = "Golden"
  price_usd     = 179
  price_date    = "2026-09"
  socket        = "AM5"
  chipset       = "X670E"
  form_factor   = "ATX"
  memory_type   = "DDR5"
  memory_slots  = 4
  max_memory_gb = 192
  sata_ports    = 4
  m2_slot {
    interface = "nvme"
    source    = "cpu"
  }
}
