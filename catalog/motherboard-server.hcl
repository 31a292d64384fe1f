# Single-socket server/workstation motherboards used for deep-learning builds:
# AMD EPYC (SP3, SP5, SP6) and Intel Xeon W-3200 (LGA3647, C621).
# pcie_slot: position counted from the top of the case (1 = nearest the CPU); lanes = electrical
# width with every full-length slot populated. Positions are all or nothing per board (SPEC v2):
# a board whose slot list comes from a spec page or review without a layout drawing has slots
# without positions, in the order the source lists them (spacing then reports missing-data).
# Boards with no sourced slot list have no pcie_slot blocks at all.
# EPYC boards have no chipset (the CPU is a SoC): chipset = "EPYC SoC", all slots are CPU-wired.

# --- AMD EPYC 7001/7002/7003 (socket SP3), DDR4 RDIMM ---

part "motherboard" "asrock-rack-romed8-2t" {
  name       = "ASRock Rack ROMED8-2T"
  brand      = "ASRock Rack"
  price_usd  = 650
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.asrockrack.com/general/productdetail.asp?Model=ROMED8-2T#Specifications"
  notes      = "Approximate US street price. No chipset: EPYC SoC, every slot and M.2 is CPU-wired. Seven PCIe 4.0 x16 slots on an ATX board (8 DIMM slots, RDIMM/LRDIMM up to 256 GB per slot; confirmed by https://www.tomshw.it/hardware/asrock-rack-romed8-2t-la-scheda-madre-per-server-con-sette-pci-express-x16/); seven slots on a 7-position ATX board fill positions 1-7, and since all seven are electrically x16 the physical order does not change the table. Shared lanes: PCIE2 (ASRock's second slot) shares its lanes with the two OCuLink ports (4 lanes each), the M.2 and the mini-SAS connectors (same source); lanes = 16 assumes those connectors are left off, and PCIE2 drops to fewer lanes when they are used. Which end of the board ASRock's PCIE1 sits at was not verified, so it is not stated which position PCIE2 is. Storage: 8 SATA drives through two mini-SAS HD connectors (same source); whether the M.2 sockets also take SATA drives is not verified. Dual 10GbE (Intel X550-AT2), AST2500 BMC."

  socket            = "SP3"
  chipset           = "EPYC SoC"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 2048
  registered_memory = true

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 3
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 4
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 5
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 6
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 7
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }
}

part "motherboard" "supermicro-h12ssl-i" {
  name       = "Supermicro H12SSL-i"
  brand      = "Supermicro"
  price_usd  = 600
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.supermicro.com/en/products/motherboard/H12SSL-i"
  notes      = "Approximate US street price. No chipset: EPYC SoC (EPYC 7002/7003). Five PCIe 4.0 x16 and two PCIe 4.0 x8 slots (all full-length connectors), all CPU-wired; recorded as a slot list without positions in Supermicro's order (the five x16, then the two x8). The order of the x16 and x8 slots on the board and the direction of Supermicro's SLOT1-SLOT7 numbering were not verified against the manual (MNL-2314), so positions are left out and spacing reports missing-data. Two M.2 sockets (PCIe 4.0 x4, NVMe). SATA count not verified."

  socket            = "SP3"
  chipset           = "EPYC SoC"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 2048
  registered_memory = true

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 4
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 4
    source = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }
}

part "motherboard" "supermicro-h12ssl-nt" {
  extends    = "supermicro-h12ssl-i"
  name       = "Supermicro H12SSL-NT"
  price_usd  = 700
  price_date = "2023-06"
  source     = "https://www.supermicro.com/en/products/motherboard/H12SSL-NT"
  notes      = "Approximate US street price. H12SSL-i variant with onboard dual 10GBase-T; same socket, memory and slot complement as the H12SSL-i, whose slot list (without positions) it inherits. SATA/NVMe connector counts not verified."
}

part "motherboard" "gigabyte-mz32-ar0" {
  name       = "Gigabyte MZ32-AR0"
  brand      = "Gigabyte"
  price_usd  = 650
  price_date = "2022-06"
  released   = 2019
  source     = "https://www.gigabyte.com/Enterprise/Server-Motherboard/MZ32-AR0-rev-10"
  notes      = "Approximate street price; discontinued. No chipset: EPYC SoC. Eight-channel DDR4 with two DIMMs per channel (16 slots; also reported for the SC18 prototype by https://www.planet3dnow.de/cms/41845-gigabyte-zeigt-erstes-server-mainboard-fuer-rome-mit-pci-express-4-0/). The SC18 prototype (same source) had five slots labelled PCIe Gen4 x16 plus an x8 and an x16 slot labelled Gen3; the production board's per-slot widths and their order were not verified, so pcie_slot blocks are left out. EPYC 7003 support depends on the board revision: check Gigabyte's CPU support list."

  socket            = "SP3"
  chipset           = "EPYC SoC"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 16
  registered_memory = true
}

part "motherboard" "asrock-rack-epycd8-2t" {
  name       = "ASRock Rack EPYCD8-2T"
  brand      = "ASRock Rack"
  price_usd  = 470
  price_date = "2018-10"
  released   = 2018
  source     = "https://www.asrockrack.com/general/productdetail.asp?Model=EPYCD8-2T#Specifications"
  notes      = "Approximate launch-era street price; discontinued, now used-market only. No chipset: EPYC SoC. Designed for EPYC 7001 (PCIe 3.0 slots); check ASRock Rack's CPU support list for EPYC 7002. Seven slots (four PCIe 3.0 x16, three PCIe 3.0 x8), but their order was not verified, so pcie_slot blocks are left out. Dual 10GbE (Intel X550)."

  socket            = "SP3"
  chipset           = "EPYC SoC"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = true
}

part "motherboard" "supermicro-h11ssl-i" {
  name       = "Supermicro H11SSL-i"
  brand      = "Supermicro"
  price_usd  = 420
  price_date = "2018-06"
  released   = 2017
  source     = "https://www.supermicro.com/en/products/motherboard/H11SSL-i"
  notes      = "Approximate street price at the time; discontinued, now used-market only (well below this). No chipset: EPYC SoC. Slots are PCIe 3.0 (three x16, three x8). EPYC 7002 support depends on the board revision: check Supermicro's CPU list. Slot order not verified, so pcie_slot blocks are left out."

  socket            = "SP3"
  chipset           = "EPYC SoC"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 16
  registered_memory = true
}

# --- AMD EPYC 9004/9005 (socket SP5), DDR5 RDIMM, PCIe 5.0 ---

part "motherboard" "supermicro-h13ssl-n" {
  name       = "Supermicro H13SSL-N"
  brand      = "Supermicro"
  price_usd  = 750
  price_date = "2024-06"
  released   = 2022
  source     = "https://www.supermicro.com/en/products/motherboard/H13SSL-N"
  notes      = "Approximate US street price. No chipset: EPYC SoC. Twelve DDR5 RDIMM slots (one per channel). PCIe 5.0 slots; per-slot widths and their order were not verified against the manual, so pcie_slot blocks are left out. M.2 and SATA counts not verified."

  socket            = "SP5"
  chipset           = "EPYC SoC"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 12
  registered_memory = true
}

part "motherboard" "supermicro-h13ssl-nt" {
  extends    = "supermicro-h13ssl-n"
  name       = "Supermicro H13SSL-NT"
  price_usd  = 850
  price_date = "2024-06"
  source     = "https://www.supermicro.com/en/products/motherboard/H13SSL-NT"
  notes      = "Approximate US street price. H13SSL-N variant with onboard dual 10GBase-T; same socket, memory and slots. Slot order not verified, so pcie_slot blocks are left out."
}

part "motherboard" "gigabyte-mz33-ar0" {
  name       = "Gigabyte MZ33-AR0"
  brand      = "Gigabyte"
  price_usd  = 950
  price_date = "2024-01"
  released   = 2022
  source     = "https://www.gigabyte.com/Enterprise/Server-Motherboard/MZ33-AR0-rev-10"
  notes      = "Approximate street price. No chipset: EPYC SoC (EPYC 9004). Twelve-channel DDR5 RDIMM with two DIMMs per channel (24 slots); 2DPC lowers the memory speed. PCIe 5.0 slots plus MCIO connectors; per-slot widths and order not verified, so pcie_slot blocks are left out. Check Gigabyte's CPU support list for EPYC 9005."

  socket            = "SP5"
  chipset           = "EPYC SoC"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 24
  registered_memory = true
}

# --- AMD EPYC 8004 (socket SP6), DDR5 RDIMM, PCIe 5.0 ---

part "motherboard" "asrock-rack-sienad8-2l2t" {
  name       = "ASRock Rack SIENAD8-2L2T"
  brand      = "ASRock Rack"
  price_usd  = 800
  price_date = "2024-06"
  released   = 2023
  source     = "https://www.asrockrack.com/general/productdetail.asp?Model=SIENAD8-2L2T#Specifications"
  notes      = "Approximate street price. No chipset: EPYC SoC. Eight DDR5 RDIMM slots on six channels: filling all eight puts two channels at 2DPC and lowers memory speed; six DIMMs give full speed. Eight-slot population (8 x DDR5 RDIMM, 0 slots free), Intel X710 dual 10GbE and I210 dual 1GbE per Tenstorrent's TT-QuietBox spec page, which uses this board with four accelerator cards (https://github.com/tenstorrent/tenstorrent.github.io/blob/6bfb58c3562b7c7bb3e4b8bac634b6fbca2eb1aa/core/systems/quietbox/specifications.md). Five PCIe 5.0 slots (four x16, one x8), two MCIO x8 and two M.2 (PCIe 5.0 x4) per ASRock Rack's list, but the slot order and gaps were not verified, so pcie_slot blocks are left out. Form factor taken as ATX; not checked against a second source."

  socket            = "SP6"
  chipset           = "EPYC SoC"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 8
  registered_memory = true

  m2_slot {
    interface = "nvme"
    gen       = 5
    source    = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 5
    source    = "cpu"
  }
}

# --- Intel Xeon W-3200 (LGA3647, C621), DDR4 RDIMM, PCIe 3.0 ---

part "motherboard" "supermicro-x11spa-t" {
  name       = "Supermicro X11SPA-T"
  brand      = "Supermicro"
  price_usd  = 560
  price_date = "2020-06"
  released   = 2019
  source     = "https://www.supermicro.com/en/products/motherboard/X11SPA-T"
  notes      = "Approximate street price; discontinued. Single LGA3647 socket with the C621 chipset, for Xeon W-3200 and Xeon Scalable CPUs (check Supermicro's CPU list for the W-3200 BIOS requirement). Six-channel DDR4 with two DIMMs per channel (12 slots). Manual: https://www.supermicro.com/manuals/motherboard/C620/MNL-2173.pdf. Slot widths and order not verified, so pcie_slot blocks are left out."

  socket            = "LGA3647"
  chipset           = "C621"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 12
  registered_memory = true
}

part "motherboard" "supermicro-x11spa-tf" {
  extends    = "supermicro-x11spa-t"
  name       = "Supermicro X11SPA-TF"
  price_usd  = 600
  price_date = "2020-06"
  source     = "https://www.supermicro.com/en/products/motherboard/X11SPA-TF"
  notes      = "Approximate street price; discontinued. X11SPA-T variant sharing its manual (MNL-2173); same socket, chipset, memory and slots. Slot order not verified, so pcie_slot blocks are left out."
}
