# HEDT and workstation motherboards: Intel X299, C422, W790.
# pcie_slot: position counted from the top of the case (1 = nearest the CPU); lanes = electrical
# width with every full-length slot populated. Positions are all or nothing per board (SPEC v2):
# a board whose slot list comes from a spec page or review without a layout drawing has slots
# without positions, in the order the source lists them (spacing then reports missing-data).
# Boards with no sourced slot list have no pcie_slot blocks at all.

# --- Intel X299 (LGA2066): Core X 7000/9000/10000 (16/28/44/48 lanes), DDR4 UDIMM ---

part "motherboard" "asus-ws-x299-sage" {
  name       = "ASUS WS X299 SAGE"
  brand      = "ASUS"
  price_usd  = 500
  price_date = "2018-03"
  released   = 2018
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/ws-x299-sage/techspec/"
  notes      = "Price approx. street price; discontinued. Seven full-length slots at positions 1-7, fed by the CPU through two PLX PEX8747 switches: four cards run x16 in positions 1, 3, 5, 7; with all seven slots filled ASUS lists x16/x8/x8/x8/x8/x8/x8 (recorded below). Because of the switches the slot widths do not shrink with a 28-lane CPU, but total bandwidth to the CPU does. A dual-slot card in position 7 needs a case with 8 or more expansion slots."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "SSI-CEB"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 3
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 4
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 5
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 6
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 7
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }
}

part "motherboard" "asus-prime-x299-a" {
  name       = "ASUS PRIME X299-A"
  brand      = "ASUS"
  price_usd  = 299
  price_date = "2017-06"
  released   = 2017
  source     = "https://www.asus.com/motherboards-components/motherboards/prime/prime-x299-a/techspec/"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions not verified, so pcie_slot blocks are left out; the CPU slot widths depend on a 28- or 44-lane CPU."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false
}

part "motherboard" "asus-prime-x299-a-ii" {
  name       = "ASUS PRIME X299-A II"
  brand      = "ASUS"
  price_usd  = 299
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.asus.com/motherboards-components/motherboards/prime/prime-x299-a-ii/techspec/"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions not verified, so pcie_slot blocks are left out; the CPU slot widths depend on the CPU's lane count."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false
}

part "motherboard" "msi-x299-sli-plus" {
  name       = "MSI X299 SLI PLUS"
  brand      = "MSI"
  price_usd  = 260
  price_date = "2017-06"
  released   = 2017
  source     = "https://www.msi.com/Motherboard/X299-SLI-PLUS/Specification"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length slots; slot positions and the per-CPU lane table not verified, so pcie_slot blocks are left out."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false
}

part "motherboard" "gigabyte-x299-designare-ex" {
  name       = "Gigabyte X299 Designare EX"
  brand      = "Gigabyte"
  price_usd  = 399
  price_date = "2017-10"
  released   = 2017
  source     = "https://www.gigabyte.com/Motherboard/X299-DESIGNARE-EX-rev-10/sp"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions and the per-CPU lane table not verified, so pcie_slot blocks are left out."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false
}

part "motherboard" "asrock-x299-taichi" {
  name       = "ASRock X299 Taichi"
  brand      = "ASRock"
  price_usd  = 300
  price_date = "2017-06"
  released   = 2017
  source     = "https://www.asrock.com/mb/Intel/X299%20Taichi/index.asp#Specification"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions and the per-CPU lane table not verified, so pcie_slot blocks are left out."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false
}

part "motherboard" "gigabyte-x299-aorus-gaming-7" {
  name       = "Gigabyte X299 AORUS Gaming 7"
  brand      = "Gigabyte"
  price_usd  = 400
  price_date = "2017-06"
  released   = 2017
  source     = "https://www.gigabyte.com/Motherboard/X299-AORUS-Gaming-7-rev-10/sp"
  notes      = "Price approx. launch MSRP; discontinued. Slot and M.2 facts from Hardware Secrets (http://www.hardwaresecrets.com/gigabyte-x299-aorus-gaming-7-motherboard/2/): five full-length PCIe 3.0 slots and no x1 slots; counted from the top, the 1st, 3rd and 5th are CPU-wired at x16/x16/x8 with a 44-lane CPU (x16/x8/x0 or x8/x8/x8 with a 28-lane CPU; with a 16-lane CPU the 5th is disabled and the 1st/3rd run x8/x4); the 2nd and 4th run at most x4, and the 2nd shares its lanes with an M.2 socket. Recorded as a slot list without positions, top to bottom as the review counts them, with the 44-lane-CPU widths (x16/x4/x16/x4/x8 with all five filled and the shared M.2 socket empty); a 28-lane CPU gives x8/x8/x8 on the 1st/3rd/5th, a 16-lane CPU x8/x4 and no 5th slot, which the table cannot express. Whether the two x4 slots are CPU- or chipset-wired is not stated, so their source is left out. Which case positions the five slots occupy (the board has 7 positions) was not verified, so positions are left out and spacing reports missing-data. Eight DIMM slots, up to 128 GB with 8 x 16 GB, per page 3 of the same review (http://www.hardwaresecrets.com/gigabyte-x299-aorus-gaming-7-motherboard/3/); whether a later BIOS raised this for 10000-series CPUs was not verified. M.2: the 1st and 3rd sockets take SATA or PCIe 3.0 x4 SSDs, the 2nd (22110) PCIe only; which of them are CPU- or chipset-wired was not verified (gen 3: X299 and Core X lanes are all PCIe 3.0)."

  socket            = "LGA2066"
  chipset           = "X299"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 128
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 3
  }

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 3
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }

  m2_slot {
    interface = "both"
    gen       = 3
  }

  m2_slot {
    interface = "nvme"
    gen       = 3
  }

  m2_slot {
    interface = "both"
    gen       = 3
  }
}

# --- Intel C422 (LGA2066): Xeon W-2100/W-2200, DDR4 ECC RDIMM ---

part "motherboard" "asus-ws-c422-sage-10g" {
  name       = "ASUS WS C422 SAGE/10G"
  brand      = "ASUS"
  price_usd  = 550
  price_date = "2018-06"
  released   = 2018
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/ws-c422-sage-10g/techspec/"
  notes      = "Price approx. street price; discontinued. Xeon W sibling of the WS X299 SAGE: seven full-length slots at positions 1-7 behind two PLX PEX8747 switches; x16 for four cards in 1, 3, 5, 7, x16/x8/x8/x8/x8/x8/x8 with all seven filled (recorded below). Also takes ECC UDIMMs (registered_memory = true marks RDIMM support)."

  socket            = "LGA2066"
  chipset           = "C422"
  form_factor       = "SSI-CEB"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 512
  registered_memory = true

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 3
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 4
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 5
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 6
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }

  pcie_slot {
    position = 7
    size     = 16
    lanes    = 8
    gen      = 3
    source   = "cpu"
  }
}

part "motherboard" "asus-ws-c422-pro-se" {
  name       = "ASUS WS C422 PRO/SE"
  brand      = "ASUS"
  price_usd  = 420
  price_date = "2018-06"
  released   = 2017
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/ws-c422-pro-se/techspec/"
  notes      = "Price approx. street price; discontinued. Slot positions and lanes not verified, so pcie_slot blocks are left out. Also takes ECC UDIMMs."

  socket            = "LGA2066"
  chipset           = "C422"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 512
  registered_memory = true
}

part "motherboard" "supermicro-x11sra" {
  name       = "Supermicro X11SRA"
  brand      = "Supermicro"
  price_usd  = 420
  price_date = "2019-01"
  released   = 2017
  source     = "https://www.supermicro.com/en/products/motherboard/X11SRA"
  notes      = "Price approx. street price. Slot positions and lanes not verified, so pcie_slot blocks are left out."

  socket            = "LGA2066"
  chipset           = "C422"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = true
}

# --- Intel W790 (LGA4677): Xeon W-2400/W-3400, DDR5 RDIMM, PCIe 5.0 ---

part "motherboard" "asus-pro-ws-w790e-sage-se" {
  name       = "ASUS Pro WS W790E-SAGE SE"
  brand      = "ASUS"
  price_usd  = 1250
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-w790e-sage-se/techspec/"
  notes      = "Price approx. street price. Seven full-length PCIe 5.0 slots, but per-slot lanes (which differ between W-3400 and W-2400 CPUs) were not verified, so pcie_slot blocks are left out."

  socket            = "LGA4677"
  chipset           = "W790"
  form_factor       = "SSI-EEB"
  memory_type       = "DDR5"
  memory_slots      = 8
  registered_memory = true
}

part "motherboard" "asus-pro-ws-w790-ace" {
  name       = "ASUS Pro WS W790-ACE"
  brand      = "ASUS"
  price_usd  = 900
  price_date = "2023-04"
  released   = 2023
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-w790-ace/techspec/"
  notes      = "Price approx. street price. Slot positions and per-slot lanes not verified, so pcie_slot blocks are left out."

  socket            = "LGA4677"
  chipset           = "W790"
  form_factor       = "SSI-CEB"
  memory_type       = "DDR5"
  memory_slots      = 8
  registered_memory = true
}

part "motherboard" "supermicro-x13swa-tf" {
  name       = "Supermicro X13SWA-TF"
  brand      = "Supermicro"
  price_usd  = 950
  price_date = "2023-06"
  released   = 2023
  source     = "https://www.supermicro.com/en/products/motherboard/x13swa-tf"
  notes      = "Price approx. street price. Slot positions and per-slot lanes not verified, so pcie_slot blocks are left out."

  socket            = "LGA4677"
  chipset           = "W790"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 8
  registered_memory = true
}
