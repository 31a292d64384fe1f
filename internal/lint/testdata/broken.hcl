# One part per lint check, each with exactly one problem.
part "gpu" "acme-gpu-2.5" {
  name       = "Acme GPU with a dot in its id"
  brand      = "Acme"
  price_usd  = 500
  source     = "https://example.com/gpu"
  vram_gb    = 8
  tdp_w      = 200
  slot_width = 2
  length_mm  = 250
  cooler     = "blower"
  pcie_gen   = 4
  power_8pin = 1
}

part "gpu" "acme-gpu-hot" {
  name       = "Acme GPU with an implausible board power"
  brand      = "Acme"
  price_usd  = 500
  source     = "https://example.com/gpu"
  vram_gb    = 8
  tdp_w      = 2000
  slot_width = 2
  length_mm  = 250
  cooler     = "blower"
  pcie_gen   = 4
}

part "gpu" "acme-gpu-unfed" {
  name       = "Acme GPU whose plugs cannot feed it"
  brand      = "Acme"
  price_usd  = 500
  source     = "https://example.com/gpu"
  vram_gb    = 8
  tdp_w      = 450
  slot_width = 2
  length_mm  = 250
  cooler     = "blower"
  pcie_gen   = 4
  power_8pin = 1
}

part "psu" "acme-psu-ftp" {
  name        = "Acme PSU with an ftp source"
  brand       = "Acme"
  price_usd   = 150
  source      = "ftp://example.com/psu.pdf"
  wattage_w   = 1000
  efficiency  = "80+ Gold"
  form_factor = "ATX"
  pcie_8pin   = 6
}

part "psu" "acme-psu-undated" {
  name        = "Acme PSU with a bad price date"
  brand       = "Acme"
  price_usd   = 150
  price_date  = "2024-13"
  source      = "https://example.com/psu"
  wattage_w   = 1000
  efficiency  = "80+ Gold"
  form_factor = "ATX"
  pcie_8pin   = 6
}

part "cpu" "acme-cpu-threads" {
  name            = "Acme CPU with fewer threads than cores"
  brand           = "Acme"
  price_usd       = 300
  source          = "https://example.com/cpu"
  socket          = "AM5"
  cores           = 16
  threads         = 8
  tdp_w           = 105
  pcie_lanes      = 24
  pcie_gen        = 5
  memory_types    = ["DDR5"]
  base_ghz        = 5.0
  boost_ghz       = 4.0
}

part "motherboard" "acme-board-slots" {
  name         = "Acme board with bad slots"
  brand        = "Acme"
  price_usd    = 300
  source       = "https://example.com/board"
  socket       = "LGA9999"
  chipset      = "Z999"
  form_factor  = "ATX"
  memory_type  = "DDR5"
  memory_slots = 4

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
  }
  pcie_slot {
    position = 8
    size     = 4
    lanes    = 8
    gen      = 4
  }
  pcie_slot {
    position = 11
    size     = 1
    lanes    = 1
    gen      = 4
  }
}
