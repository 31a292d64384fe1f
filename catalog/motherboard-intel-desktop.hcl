# Consumer desktop motherboards (Intel LGA1700, LGA1851) for one- and two-GPU builds.
#
# Slot tables (pcie_slot) are given only where a source shows the slot layout position by
# position: the Hardwareluxx reviews cited in `notes` print one table row per expansion-slot
# position, with "-" for positions that have no slot. A Mini-ITX board has one position. For the
# other boards the positions are not verified, so their pcie_slot blocks are left out and the
# gpu-slots rule reports missing-data. Their electrical slot configuration (from the spec page)
# is in `notes`.
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
  notes      = "Launch price (approximate). DDR5 version (a separate DDR4 board exists). One PCIe 5.0 x16 slot from the CPU plus chipset slots. Slot positions and the M.2 table were not verified, so they are left out."

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
  notes      = "Launch price. Spec page: two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and one PCIe 4.0 x16 slot at x4 from the Z790 chipset. Slot positions not verified, so no pcie_slot blocks (gpu-slots reports missing-data). The M.2 table and SATA count were not verified either."

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
  notes      = "Launch price (approximate). E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) plus a chipset x16 slot. Slot positions, the chipset slot's lane count and the M.2 table were not verified, so they are left out."

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
  notes      = "Launch price (approximate). One PCIe 5.0 x16 slot from the CPU plus chipset slots. Slot positions and the M.2 table were not verified, so they are left out."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
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
  notes      = "Launch price (approximate). Spec page: two PCIe 5.0 x16 slots from the CPU (x16, x8/x8 or x8/x4/x4) and one PCIe 4.0 x4 slot from the Z890 chipset. Slot positions and the M.2 table were not verified, so they are left out."

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
  notes      = "Launch price (approximate). E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8). Slot positions and the M.2 table were not verified, so they are left out."

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
  notes      = "Launch price (approximate). E-ATX. Slot layout and lane sharing from the Hardwareluxx review (https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/65757-gigabyte-z890-aorus-master-im-test-nicht-fuer-die-speichertakt-jaeger-geeignet.html?start=2). The CPU x16 slot drops to x8 when M.2_D is populated, because M.2_D takes PCIe 5.0 x4 from the 16 GPU lanes. The slot also bifurcates x8/x8 or x8/x4/x4. The two lower x16-length slots are PCIe 4.0 x4 and x1 from the chipset."

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
