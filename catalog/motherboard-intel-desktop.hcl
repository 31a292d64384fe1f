# Consumer desktop motherboards (Intel LGA1700, LGA1851) for one- and two-GPU builds.
#
# Slot tables (pcie_slot) are given only where a source shows the slot layout position by
# position: the Hardwareluxx reviews cited in `notes` print one table row per expansion-slot
# position, with "-" for positions that have no slot. A Mini-ITX board has one expansion
# position, so its single x16 slot is position 1 by definition. For the other boards no source
# showing the positions (and the empty positions between slots) was found, so their pcie_slot
# blocks are left out and the gpu-slots rule reports missing-data. Their electrical slot
# configuration (from the spec page) is in `notes`.
# `lanes` = electrical lanes with every full-length slot populated.
# Prices: launch MSRP / list price at the date given, unless the notes say otherwise.

# ---------------------------------------------------------------------------
# LGA1700 / Z690, Z790
# ---------------------------------------------------------------------------

part "motherboard" "msi-pro-z690-a-wifi" {
  name       = "MSI PRO Z690-A WIFI (DDR5)"
  brand      = "MSI"
  price_usd  = 239.9
  price_date = "2021-11"
  released   = 2021
  source     = "https://www.msi.com/Motherboard/PRO-Z690-A-WIFI/Specification"
  notes      = "Launch price (approximate). DDR5 version (a separate DDR4 board exists). One PCIe 5.0 x16 slot from the CPU plus chipset slots. No source showing the slot positions and the empty positions between them was found (no Hardwareluxx layout table or manual layout page for this board in the reference material), so pcie_slot blocks are left out (gpu-slots reports missing-data). The M.2 table, SATA count and maximum memory were not verified either."

  socket            = "LGA1700"
  chipset           = "Z690"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "asus-proart-z790-creator-wifi" {
  name       = "ASUS ProArt Z790-CREATOR WIFI"
  brand      = "ASUS"
  price_usd  = 499.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-z790-creator-wifi/techspec/"
  notes      = "Launch price. Spec page: two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and one PCIe 4.0 x16 slot at x4 from the Z790 chipset. No source showing the slot positions and the empty positions between them was found, so no pcie_slot blocks (gpu-slots reports missing-data). The M.2 table, SATA count and maximum memory were not verified either."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "msi-meg-z790-ace" {
  name       = "MSI MEG Z790 ACE"
  brand      = "MSI"
  price_usd  = 599.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.msi.com/Motherboard/MEG-Z790-ACE/Specification"
  notes      = "Launch price (approximate). E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) plus a chipset x16 slot. No source showing the slot positions and the empty positions between them was found, so pcie_slot blocks are left out (gpu-slots reports missing-data). The chipset slot's lane count, the M.2 table, SATA count and maximum memory were not verified."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "msi-pro-z790-a-wifi" {
  name       = "MSI PRO Z790-A WIFI"
  brand      = "MSI"
  price_usd  = 239.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.msi.com/Motherboard/PRO-Z790-A-WIFI/Specification"
  notes      = "Launch price (approximate). One PCIe 5.0 x16 slot from the CPU plus chipset slots. No source showing the slot positions and the empty positions between them was found, so pcie_slot blocks are left out (gpu-slots reports missing-data). The M.2 table, SATA count and maximum memory were not verified."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

# Mini-ITX (one expansion position)
part "motherboard" "asus-rog-strix-z690-i-gaming-wifi" {
  name       = "ASUS ROG Strix Z690-I Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 399.9
  price_date = "2021-11"
  released   = 2021
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-z690-i-gaming-wifi-model/spec/"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. The single PCIe 5.0 x16 slot and the two DDR5 slots are also reported by ComputerBase (https://computerbase.de/2021-10/asus-strix-z690-i-tochterplatine-nimmt-m.2-ssds-und-mehr-huckepack); two SATA ports as reported from board photos by Tom's Hardware Italia (https://www.tomshw.it/hardware/la-z690-i-di-asus-ha-un-design-particolare/); the two M.2 sockets sit on a stacked daughterboard. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 wiring and maximum memory were not verified, so they are left out."

  socket            = "LGA1700"
  chipset           = "Z690"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false
  sata_ports        = 2

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

part "motherboard" "msi-meg-z690i-unify" {
  name       = "MSI MEG Z690I UNIFY"
  brand      = "MSI"
  price_usd  = 459.9
  price_date = "2021-11"
  released   = 2021
  source     = "https://www.msi.com/Motherboard/MEG-Z690I-UNIFY/Specification"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1700"
  chipset           = "Z690"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

part "motherboard" "asus-rog-strix-z790-i-gaming-wifi" {
  name       = "ASUS ROG Strix Z790-I Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 449.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-z790-i-gaming-wifi-model/spec/"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

part "motherboard" "msi-mpg-z790i-edge-wifi" {
  name       = "MSI MPG Z790I EDGE WIFI"
  brand      = "MSI"
  price_usd  = 329.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.msi.com/Motherboard/MPG-Z790I-EDGE-WIFI/Specification"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

# ---------------------------------------------------------------------------
# LGA1851 / Z890
# ---------------------------------------------------------------------------

part "motherboard" "asus-proart-z890-creator-wifi" {
  name       = "ASUS ProArt Z890-CREATOR WIFI"
  brand      = "ASUS"
  price_usd  = 479.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-z890-creator-wifi/techspec/"
  notes      = "Launch price (approximate). Spec page: two PCIe 5.0 x16 slots from the CPU (x16, x8/x8 or x8/x4/x4) and one PCIe 4.0 x4 slot from the Z890 chipset. No source showing the slot positions and the empty positions between them was found, so pcie_slot blocks are left out (gpu-slots reports missing-data). The M.2 table, SATA count and maximum memory were not verified."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "msi-meg-z890-ace" {
  name       = "MSI MEG Z890 ACE"
  brand      = "MSI"
  price_usd  = 699.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.msi.com/Motherboard/MEG-Z890-ACE/Specification"
  notes      = "Launch price (approximate). E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8). No source showing the slot positions and the empty positions between them was found, so pcie_slot blocks are left out (gpu-slots reports missing-data). The M.2 table and SATA count were not verified."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false
}

part "motherboard" "gigabyte-z890-aorus-master" {
  name       = "Gigabyte Z890 AORUS MASTER"
  brand      = "Gigabyte"
  price_usd  = 499.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.gigabyte.com/Motherboard/Z890-AORUS-MASTER-rev-10/sp"
  notes      = "Launch price (approximate). E-ATX. Slot layout, M.2 wiring and SATA count from the Hardwareluxx review (https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/65757-gigabyte-z890-aorus-master-im-test-nicht-fuer-die-speichertakt-jaeger-geeignet.html?start=2), which lists seven positions: empty, PCIe 5.0 x16 (CPU), three empty, PCIe 4.0 x16 at x4 (Z890), PCIe 4.0 x16 at x1 (Z890). The CPU x16 slot drops to x8 when M.2_D is populated, because M.2_D takes PCIe 5.0 x4 from the 16 GPU lanes; the slot also bifurcates x8/x8 or x8/x4/x4. M.2 order: M.2_A (5.0, CPU), M.2_B (4.0, CPU), M.2_D (5.0, CPU, shared), M.2_M and M.2_P (4.0, Z890). Whether any M.2 socket takes SATA drives was not verified."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false
  sata_ports        = 4

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 6
    size     = 16
    lanes    = 4
    gen      = 4
    source   = "chipset"
  }
  pcie_slot {
    position = 7
    size     = 16
    lanes    = 1
    gen      = 4
    source   = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 5
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 5
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "chipset"
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "chipset"
  }
}

# Mini-ITX (one expansion position)
part "motherboard" "asus-rog-strix-z890-i-gaming-wifi" {
  name       = "ASUS ROG Strix Z890-I Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 449.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-z890-i-gaming-wifi/spec/"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

part "motherboard" "msi-mpg-z890i-edge-ti-wifi" {
  name       = "MSI MPG Z890I EDGE TI WIFI"
  brand      = "MSI"
  price_usd  = 379.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.msi.com/Motherboard/MPG-Z890I-EDGE-TI-WIFI/Specification"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}

part "motherboard" "gigabyte-z890i-aorus-ultra" {
  name       = "Gigabyte Z890I AORUS ULTRA"
  brand      = "Gigabyte"
  price_usd  = 349.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.gigabyte.com/Motherboard/Z890I-AORUS-ULTRA/sp"
  notes      = "Launch price (approximate). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU, per the spec page) is position 1. The M.2 table, SATA count and maximum memory were not verified, so they are left out."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR5"
  memory_slots      = 2
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
}
