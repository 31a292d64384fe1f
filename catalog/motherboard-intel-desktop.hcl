# Consumer desktop motherboards (Intel LGA1700, LGA1851, LGA1200) for one- and two-GPU builds.
#
# Slot tables (pcie_slot) have positions only where a source shows the slot layout position by
# position: the Hardwareluxx reviews cited in `notes` print one table row per expansion-slot
# position, with "-" for positions that have no slot. A Mini-ITX board has one expansion
# position, so its single x16 slot is position 1 by definition. Where only the spec page's slot
# list is known, the slots are listed without positions (SPEC v2, all or nothing per board), in
# the spec page's order; spacing then reports missing-data. Boards with no complete sourced
# slot list have no pcie_slot blocks; what is known is in `notes`.
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
  notes      = "Launch price. Spec page: two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and one PCIe 4.0 x16 slot at x4 from the Z790 chipset. Recorded as a slot list without positions, in the spec page's order (lanes = x8/x8 with both CPU slots filled); no source showing the slot positions and the empty positions between them was found, so gpu-slots reports missing-data for spacing only. The M.2 table, SATA count and maximum memory were not verified."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 4
    source = "chipset"
  }
}

part "motherboard" "asus-rog-maximus-z790-formula" {
  name       = "ASUS ROG Maximus Z790 Formula"
  brand      = "ASUS"
  price_usd  = 699.9
  price_date = "2023-10"
  released   = 2023
  source     = "https://rog.asus.com/motherboards/rog-maximus/rog-maximus-z790-formula/spec/"
  notes      = "Approximate launch price (not verified against an ASUS list price). ASUS spec text as reproduced in https://gdgtme.com/pc-laptops/asus-rog-maximus-z790-formula-hands-on-review: 4 DDR5 DIMM slots, max. 192 GB, non-ECC unbuffered; 2 x PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and 1 x PCIe 4.0 x4 slot from the Z790 chipset; 5 M.2 sockets and 4 SATA 6Gb/s ports. Tom's Hardware's review (https://www.tomshardware.com/pc-components/motherboards/asus-rog-maximus-z790-formula-review; the passage read as quoted in its comment thread) adds that M.2_1 shares lanes with the second x16 slot (PCIEX16(G5)_2): with an SSD in M.2_1 that slot is disabled and the first runs x8; the bottom x4 slot is wired PCIe 4.0 x4 to the chipset. Slot list without positions, in ASUS's order; lanes = x8/x8 with both CPU slots filled (M.2_1 empty). The chipset slot is recorded as a physical x4 connector from ASUS's 'x4 slot' wording, not from a layout drawing. Form factor ATX and the slot, DIMM and SATA counts agree with BuildCores OpenDB (cross-check only). Per-socket M.2 wiring not verified, so m2_slot blocks are left out."

  socket            = "LGA1700"
  chipset           = "Z790"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 192
  registered_memory = false
  sata_ports        = 4

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 4
    lanes  = 4
    gen    = 4
    source = "chipset"
  }
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
# LGA1700 / B760 (CPU x16 slot only; the B760 PCH has no x8/x8 split)
# ---------------------------------------------------------------------------

part "motherboard" "asus-rog-strix-b760-f-gaming-wifi" {
  name       = "ASUS ROG Strix B760-F Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 240
  price_date = "2023-01"
  released   = 2023
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-b760-f-gaming-wifi-model/spec/"
  notes      = "Approximate launch price (not verified against an ASUS list price). DDR5. Slot layout, M.2 wiring and SATA count from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/60922-asus-rog-strix-b760-f-gaming-wifi-im-test-guter-lga1700-unterbau-zu-hohem-preis.html?start=2), which lists seven positions: empty, PCIe 5.0 x16 (CPU), empty, PCIe 3.0 x1, PCIe 3.0 x16 at x4 (B760), empty, PCIe 3.0 x1 (B760). The table leaves the electrical column of the position-4 x1 slot blank; the text says both x1 slots hang off the B760, which is recorded here. Two-card table: x16 (CPU) + x4 (B760). M.2: top socket (above the x16 slot) PCIe 4.0 x4 from the CPU, two more PCIe 4.0 x4 from the B760; whether they take SATA drives was not verified. Four DDR5 slots per the spec page; maximum memory not verified."

  socket            = "LGA1700"
  chipset           = "B760"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
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
    position = 4
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 5
    size     = 16
    lanes    = 4
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 7
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
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

part "motherboard" "asus-proart-b760-creator-d4" {
  name       = "ASUS ProArt B760-CREATOR D4"
  brand      = "ASUS"
  price_usd  = 210
  price_date = "2023-01"
  released   = 2023
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-b760-creator-d4/techspec/"
  notes      = "Approximate launch price (not verified against an ASUS list price). DDR4 board. Slot layout, M.2 wiring and SATA count from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/61205-asus-proart-b760-creator-d4-im-test-guenstiges-board-fuer-content-creator.html?start=2), which lists seven positions: empty, PCIe 5.0 x16 (CPU), two empty, PCIe 4.0 x16 at x4 (B760), empty, PCIe 3.0 x1 (B760). Two-card table: x16 (CPU) + x4 (B760). The x1 slot shares its lane with the middle M.2 socket and is disabled when an x4 SSD sits there. M.2: top PCIe 4.0 x4 (CPU), middle PCIe 3.0 x4 (B760, shared with the x1 slot), bottom PCIe 4.0 x4 (B760); whether they take SATA drives was not verified. Four DIMM slots per the spec page; maximum memory not verified."

  socket            = "LGA1700"
  chipset           = "B760"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
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
    position = 5
    size     = 16
    lanes    = 4
    gen      = 4
    source   = "chipset"
  }
  pcie_slot {
    position = 7
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "chipset"
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "chipset"
  }
}

part "motherboard" "msi-b760m-project-zero" {
  name       = "MSI B760M PROJECT ZERO"
  brand      = "MSI"
  price_usd  = 190
  price_date = "2023-10"
  released   = 2023
  source     = "https://www.msi.com/Motherboard/B760M-PROJECT-ZERO/Specification"
  notes      = "Approximate launch price (not verified against an MSI list price). Micro-ATX with the connectors on the back of the board (needs a back-connector case). Slot layout and M.2 wiring from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/63526-msi-b760m-project-zero-im-test-das-board-fuer-den-aufgeraeumten-pc.html?start=3), which lists the four Micro-ATX positions: PCIe 5.0 x16 (CPU), empty, PCIe 3.0 x1 (B760), PCIe 4.0 x16 at x4 (B760). A dual-slot card in position 4 needs a case with a fifth expansion-slot opening. M.2: one PCIe 4.0 x4 from the CPU (no lane sharing) and one PCIe 4.0 x4 from the B760; SATA M.2 support not verified. Four DDR5 UDIMM slots, up to 256 GB (4 x 64 GB), per page 2 of the same review. SATA count not verified."

  socket            = "LGA1700"
  chipset           = "B760"
  form_factor       = "Micro-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 3
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
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
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "chipset"
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
  notes      = "Launch price (approximate). Spec page: two PCIe 5.0 x16 slots from the CPU (x16, x8/x8 or x8/x4/x4) and one PCIe 4.0 x4 slot from the Z890 chipset. Recorded as a slot list without positions, in the spec page's order, lanes = x8/x8 with both CPU slots filled. The chipset slot is recorded as a physical x4 connector because ASUS calls it an 'x4 slot' here, where it writes 'x16 slot (supports x4 mode)' for physically longer slots (e.g. the ProArt Z790-CREATOR); BuildCores OpenDB also lists it as x4 (cross-check only); not checked against a layout drawing. No source showing the slot positions was found, so gpu-slots reports missing-data for spacing only. The M.2 table, SATA count and maximum memory were not verified."

  socket            = "LGA1851"
  chipset           = "Z890"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }

  pcie_slot {
    size   = 4
    lanes  = 4
    gen    = 4
    source = "chipset"
  }
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

# ---------------------------------------------------------------------------
# LGA1851 / B860
# ---------------------------------------------------------------------------

part "motherboard" "asus-rog-strix-b860-f-gaming-wifi" {
  name       = "ASUS ROG Strix B860-F Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 260
  price_date = "2025-01"
  released   = 2025
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-b860-f-gaming-wifi/spec/"
  notes      = "Approximate launch price (not verified against an ASUS list price). Slot layout and M.2 wiring from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/65816-asus-rog-strix-b860-f-gaming-wifi-im-test-dank-wenigen-abstrichen-eine-gute-wahl.html?start=2), which lists seven positions: empty, PCIe 5.0 x16 (CPU, no bifurcation), four empty, PCIe 4.0 x16 at x4 (B860). The bottom x16 slot shares its lanes with M.2_4 (bottom right) and is DISABLED when an SSD is installed there. M.2: M.2_1 PCIe 5.0 x4 (CPU), M.2_2, M.2_3 and M.2_4 PCIe 4.0 x4 (B860); SATA M.2 support not verified. Four DDR5 slots per the spec page; SATA count and maximum memory not verified."

  socket            = "LGA1851"
  chipset           = "B860"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 16
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 7
    size     = 16
    lanes    = 4
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
    source    = "chipset"
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

# ---------------------------------------------------------------------------
# LGA1200 / Z590 (Core 10th/11th gen; PCIe 4.0 on the CPU slot only with an 11th-gen CPU)
# ---------------------------------------------------------------------------

part "motherboard" "asrock-z590-extreme" {
  name       = "ASRock Z590 Extreme"
  brand      = "ASRock"
  price_usd  = 200
  price_date = "2021-03"
  released   = 2021
  source     = "https://www.asrock.com/mb/Intel/Z590%20Extreme/index.asp#Specification"
  notes      = "Approximate launch price (heise's review quotes about 200 EUR; US list price not verified); discontinued. Slot layout, M.2 wiring and SATA count from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/56309-asrock-z590-extreme-im-test-nicht-wirklich-extrem.html?start=2), which lists seven positions: empty, PCIe 4.0 x16 (CPU), empty, PCIe 3.0 x1 (Z590), PCIe 3.0 x16 at x4 (Z590), PCIe 3.0 x1, PCIe 3.0 x1 (Z590). Two-card table: x16 (CPU) + x4 (Z590). The CPU slot and the top M.2 socket run PCIe 4.0 only with an 11th-gen (Rocket Lake) CPU; with a 10th-gen CPU the slot is PCIe 3.0 and the top M.2 socket is unusable. M.2: top PCIe 4.0 x4 (CPU, Rocket Lake only), two PCIe 3.0 x4 from the Z590; the middle one takes SATA SSDs (disables SATA port 1), and SATA port 5 is lost whenever the bottom one is used, whatever the module type, so it is recorded as SATA-capable too (interface not confirmed from the spec page). Four SATA ports plus two more per the review (six); four DDR4 slots per heise (https://www.heise.de/tests/Mainboard-Asrock-Z590-Extreme-mit-Serie-500-Chipsatz-fuer-Intel-CPUs-im-Test-5075218.html). Maximum memory not verified."

  socket            = "LGA1200"
  chipset           = "Z590"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  registered_memory = false
  sata_ports        = 6

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }
  pcie_slot {
    position = 4
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 5
    size     = 16
    lanes    = 4
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 6
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 7
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "both"
    gen       = 3
    source    = "chipset"
  }
  m2_slot {
    interface = "both"
    gen       = 3
    source    = "chipset"
  }
}
