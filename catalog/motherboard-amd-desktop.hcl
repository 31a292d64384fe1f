# Consumer desktop motherboards (AMD AM4, AM5) for one- and two-GPU builds.
#
# Slot tables (pcie_slot): SPEC v2 allows a slot list without positions (all or nothing per
# board). Where only the maker's spec page is at hand, its slot list goes in, in the maker's order,
# without positions: it checks slot counts and lanes, and gpu-slots reports missing-data for
# spacing only. Positions are given only where a source shows the layout position by position:
# the Hardwareluxx reviews cited in `notes` print one table row per expansion-slot position, with
# "-" for positions that have no slot. A Mini-ITX board has one position. Boards whose slot list
# could not be sourced have no pcie_slot blocks; their notes say what is known.
# `lanes` = electrical lanes with every full-length slot populated.
# Prices: launch MSRP / list price at the date given, unless the notes say otherwise.

# ---------------------------------------------------------------------------
# AM4 / X570
# ---------------------------------------------------------------------------

part "motherboard" "asrock-x570-phantom-gaming-x" {
  name       = "ASRock X570 Phantom Gaming X"
  brand      = "ASRock"
  price_usd  = 299.9
  price_date = "2019-07"
  released   = 2019
  source     = "https://www.asrock.com/mb/AMD/X570%20Phantom%20Gaming%20X/index.asp#Specification"
  notes      = "Launch price; discontinued. Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/50624-oc-nur-mit-matisse-asrock-x570-phantom-gaming-x-im-test.html?start=2). The two CPU x16 slots run x16/x0 or x8/x8. The bottom x16 slot (X570, x4) shares its lanes with the bottom M.2 socket: only one of them can be used. Whether the M.2 sockets also take SATA drives is not verified."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false
  sata_ports        = 8

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
    gen      = 4
    source   = "cpu"
  }
  pcie_slot {
    position = 4
    size     = 1
    lanes    = 1
    gen      = 4
    source   = "chipset"
  }
  pcie_slot {
    position = 5
    size     = 16
    lanes    = 8
    gen      = 4
    source   = "cpu"
  }
  pcie_slot {
    position = 6
    size     = 1
    lanes    = 1
    gen      = 4
    source   = "chipset"
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

part "motherboard" "gigabyte-x570s-aorus-master" {
  name       = "Gigabyte X570S AORUS MASTER"
  brand      = "Gigabyte"
  price_usd  = 359.9
  price_date = "2021-06"
  released   = 2021
  source     = "https://www.gigabyte.com/Motherboard/X570S-AORUS-MASTER-rev-1x/sp"
  notes      = "Launch price (approximate); discontinued. X570S is the fanless X570 refresh. Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/56811-passive-pch-kuehlung-und-sinnvolle-aenderungen-gigabyte-x570s-aorus-master-im-test.html?start=2). The CPU slots run x16/x0 or x8/x8. The bottom x16 slot (X570, x4) shares its lanes with the second-lowest M.2 socket: only one of them can be used. SATA ports 5 and 6 are disabled when an NVMe SSD is in the bottom M.2 socket."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false
  sata_ports        = 6

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
    gen      = 4
    source   = "cpu"
  }
  pcie_slot {
    position = 5
    size     = 16
    lanes    = 8
    gen      = 4
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
  m2_slot {
    interface = "nvme"
    gen       = 4
    source    = "chipset"
  }
}

part "motherboard" "asus-pro-ws-x570-ace" {
  name       = "ASUS Pro WS X570-ACE"
  brand      = "ASUS"
  price_usd  = 339.9
  price_date = "2019-09"
  released   = 2019
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-x570-ace/techspec/"
  notes      = "Approximate launch price; discontinued. Spec page: three PCIe 4.0 x16 slots (x16, x8/x8, or x8/x8/x8; the third x8 comes from the X570 chipset) and one PCIe 4.0 x1 slot. The slot list is the spec page's, in its order (the two CPU x16 slots, the chipset x16 slot, the x1 slot), with the x8/x8/x8 lanes of all three full-length slots filled; the spec page does not say where the x1 slot's lane comes from, so it has no source. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false

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
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 4
    source = "chipset"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 4
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

part "motherboard" "asus-rog-crosshair-viii-hero" {
  name       = "ASUS ROG Crosshair VIII Hero"
  brand      = "ASUS"
  price_usd  = 359.9
  price_date = "2019-07"
  released   = 2019
  source     = "https://rog.asus.com/motherboards/rog-crosshair/rog-crosshair-viii-hero-model/spec/"
  notes      = "Launch price; discontinued. Spec page: two PCIe 4.0 x16 slots from the CPU (x16 or x8/x8), one PCIe 4.0 x16 slot at x4 from the X570 chipset, and one PCIe 4.0 x1 slot. Slot positions not verified: Hardwareluxx reviewed the Wi-Fi variant (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/50072-asus-rog-crosshair-viii-hero-wi-fi-im-test-der-fch-luefter-im-fadenkreuz.html), but its slot-table page could not be read, so the slot list (the spec page's, in its order; the x1 slot's lane source is not stated) has no positions and gpu-slots reports missing-data for spacing only."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false
  sata_ports        = 8

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
  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 4
    source = "chipset"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 4
  }

  m2_slot {
    interface = "both"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "both"
    gen       = 4
    source    = "chipset"
  }
}

part "motherboard" "msi-meg-x570-godlike" {
  name       = "MSI MEG X570 GODLIKE"
  brand      = "MSI"
  price_usd  = 699.9
  price_date = "2019-07"
  released   = 2019
  source     = "https://www.msi.com/Motherboard/MEG-X570-GODLIKE/Specification"
  notes      = "Launch price; discontinued. E-ATX. Four full-length PCIe 4.0 slots (two on CPU lanes), plus M.2 sockets on the board and on the bundled M.2 Xpander-Z card. Slot positions, lane splits and the M.2 details were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false
  sata_ports        = 6
}

part "motherboard" "asus-rog-strix-x570-i-gaming" {
  name       = "ASUS ROG Strix X570-I Gaming"
  brand      = "ASUS"
  price_usd  = 239.9
  price_date = "2019-07"
  released   = 2019
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-x570-i-gaming-model/spec/"
  notes      = "Approximate launch price (not verified); discontinued. Mini-ITX: one expansion position, so the single PCIe 4.0 x16 slot (from the CPU; PCIe 4.0 with Ryzen 3000/5000, PCIe 3.0 with older Ryzen) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table and SATA count were not verified, so they are left out."

  socket            = "AM4"
  chipset           = "X570"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR4"
  memory_slots      = 2
  max_memory_gb     = 64
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }
}

# ---------------------------------------------------------------------------
# AM4 / B550
# ---------------------------------------------------------------------------

part "motherboard" "asus-proart-b550-creator" {
  name       = "ASUS ProArt B550-CREATOR"
  brand      = "ASUS"
  price_usd  = 299.9
  price_date = "2021-01"
  released   = 2021
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-b550-creator/techspec/"
  notes      = "Approximate launch price; discontinued. Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/56041-einzigartig-mit-thunderbolt-4-das-asus-proart-b550-creator-im-test.html?start=2). The two CPU x16 slots run x16/x0 or x8/x8. The bottom x16 slot (B550, PCIe 3.0 x4) shares its lanes with the Thunderbolt 4 controller: leave it empty to use Thunderbolt. Both x1 slots share bandwidth with the lower M.2 socket, which drops to PCIe 3.0 x2 when either x1 slot is in use."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
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
    lanes    = 8
    gen      = 4
    source   = "cpu"
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
    size     = 16
    lanes    = 4
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
}

part "motherboard" "msi-meg-b550-unify" {
  name       = "MSI MEG B550 UNIFY"
  brand      = "MSI"
  price_usd  = 289.9
  price_date = "2020-08"
  released   = 2020
  source     = "https://www.msi.com/Motherboard/MEG-B550-UNIFY/Specification"
  notes      = "Launch price; discontinued. Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/55022-mit-massiver-spannungsversorgung-msi-meg-b550-unify-im-test.html?start=2). Lane table from the MSI manual: in the default Chipset mode, PCI_E1 runs x16 and M2_2/M2_3 run PCIe 3.0 x2 from the B550; in CPU mode (BIOS), PCI_E1 drops to x8 and M2_2/M2_3 get PCIe 4.0 x4 CPU lanes. PCI_E4 (bottom x16, PCIe 3.0 x4) cannot be used while M2_4 holds an SSD. SATA5/6 are lost with a PCIe SSD in M2_3 (SATA5 only with a SATA SSD). SATA support in M2_1 comes from the Geizhals listing, not from MSI."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
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
    position = 6
    size     = 1
    lanes    = 1
    gen      = 3
    source   = "chipset"
  }
  pcie_slot {
    position = 7
    size     = 16
    lanes    = 4
    gen      = 3
    source   = "chipset"
  }

  m2_slot {
    interface = "both"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "chipset"
  }
  m2_slot {
    interface = "both"
    gen       = 3
    source    = "chipset"
  }
  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "chipset"
  }
}

part "motherboard" "gigabyte-b550-aorus-pro-ac" {
  name       = "Gigabyte B550 AORUS PRO AC"
  brand      = "Gigabyte"
  price_usd  = 179.9
  price_date = "2020-06"
  released   = 2020
  source     = "https://www.gigabyte.com/Motherboard/B550-AORUS-PRO-AC-rev-10/sp"
  notes      = "Approximate launch price; discontinued. Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/53514-gigabyte-b550-aorus-pro-ac-im-test-usb-profi-in-der-mittelklasse.html?start=2). Only the top x16 slot is on CPU lanes. The middle x16 slot (B550, PCIe 3.0 x4) shares its lanes with the lower M.2 socket: only one of them can be used. The bottom x16 slot (B550, x2) is unusable when SATA ports 4 and 5 are in use."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
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
    position = 3
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
    size     = 16
    lanes    = 2
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
}

part "motherboard" "asus-rog-strix-b550-f-gaming" {
  name       = "ASUS ROG Strix B550-F Gaming"
  brand      = "ASUS"
  price_usd  = 189.9
  price_date = "2020-06"
  released   = 2020
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-b550-f-gaming-model/spec/"
  notes      = "Launch price (approximate); discontinued. A WiFi variant also exists. Spec page: one PCIe 4.0 x16 slot from the CPU, one PCIe 3.0 x16 slot at x4 from the B550 chipset, and three PCIe 3.0 x1 slots. The slot list is the spec page's, in its order; the spec page does not say where the x1 slots' lanes come from, so they have no source. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 4
  max_memory_gb     = 128
  registered_memory = false
  sata_ports        = 6

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 3
    source = "chipset"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 3
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 3
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 3
  }

  m2_slot {
    interface = "both"
    gen       = 4
    source    = "cpu"
  }
  m2_slot {
    interface = "both"
    gen       = 3
    source    = "chipset"
  }
}

part "motherboard" "asus-rog-strix-b550-i-gaming" {
  name       = "ASUS ROG Strix B550-I Gaming"
  brand      = "ASUS"
  price_usd  = 189.9
  price_date = "2020-06"
  released   = 2020
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-b550-i-gaming-model/spec/"
  notes      = "Approximate launch price (not verified); discontinued. Mini-ITX: one expansion position, so the single PCIe 4.0 x16 slot (16 CPU lanes; PCIe 4.0 with Ryzen 3000/5000) is position 1. One PCIe slot and two DIMM slots also per the fyiPC review (https://www.fyipc.com/mainboard/22679/asus-rog-strix-b550-i-gaming-motherboard-review-3.html). Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table and SATA count were not verified, so they are left out."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR4"
  memory_slots      = 2
  max_memory_gb     = 64
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }
}

part "motherboard" "msi-mpg-b550i-gaming-edge-wifi" {
  name       = "MSI MPG B550I GAMING EDGE WIFI"
  brand      = "MSI"
  price_usd  = 179.9
  price_date = "2020-06"
  released   = 2020
  source     = "https://www.msi.com/Motherboard/MPG-B550I-GAMING-EDGE-WIFI/Specification"
  notes      = "Approximate launch price (not verified); discontinued. Reviewed by Hardwareluxx (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/55269-trotz-niedrigem-ram-oc-empfehlenswert-msi-mpg-b550i-gaming-edge-wifi-im-test.html). Mini-ITX: one expansion position, so the single PCIe 4.0 x16 slot (16 CPU lanes; PCIe 4.0 with Ryzen 3000/5000) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table and SATA count were not verified, so they are left out."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR4"
  memory_slots      = 2
  max_memory_gb     = 64
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }
}

part "motherboard" "gigabyte-b550i-aorus-pro-ax" {
  name       = "Gigabyte B550I AORUS PRO AX"
  brand      = "Gigabyte"
  price_usd  = 179.9
  price_date = "2020-06"
  released   = 2020
  source     = "https://www.gigabyte.com/Motherboard/B550I-AORUS-PRO-AX-rev-10/sp"
  notes      = "Approximate launch price (not verified); discontinued. Mini-ITX: one expansion position, so the single PCIe 4.0 x16 slot (16 CPU lanes; PCIe 4.0 with Ryzen 3000/5000) is position 1. Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the spec page's slot width. The M.2 table and SATA count were not verified, so they are left out."

  socket            = "AM4"
  chipset           = "B550"
  form_factor       = "Mini-ITX"
  memory_type       = "DDR4"
  memory_slots      = 2
  max_memory_gb     = 64
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }
}

# ---------------------------------------------------------------------------
# AM5 / X670E, X670
# ---------------------------------------------------------------------------

part "motherboard" "asus-proart-x670e-creator-wifi" {
  name       = "ASUS ProArt X670E-CREATOR WIFI"
  brand      = "ASUS"
  price_usd  = 499.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-x670e-creator-wifi/techspec/"
  notes      = "Launch price. Spec page: two PCIe 5.0 x16 slots from the CPU (x16, or x8/x8 with both filled) and one PCIe 4.0 x16 slot running x2 from the X670 chipset. The slot list is the spec page's, in its order. Which of the 7 positions each slot sits at could not be verified. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only. M.2_1 and M.2_2 are on CPU PCIe 5.0 lanes; M.2_3 and M.2_4 are on the chipset at PCIe 4.0. Max memory is 192 GB with a current BIOS (128 GB at launch)."

  socket            = "AM5"
  chipset           = "X670E"
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
    size   = 16
    lanes  = 2
    gen    = 4
    source = "chipset"
  }

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

part "motherboard" "asus-rog-crosshair-x670e-hero" {
  name       = "ASUS ROG Crosshair X670E Hero"
  brand      = "ASUS"
  price_usd  = 699.9
  price_date = "2022-09"
  released   = 2022
  source     = "https://rog.asus.com/motherboards/rog-crosshair/rog-crosshair-x670e-hero-model/spec/"
  notes      = "Launch price. Spec page: two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and one PCIe 4.0 x16 slot at x4 from the chipset. The slot list is the spec page's, in its order. The M.2 table and SATA count were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only."

  socket            = "AM5"
  chipset           = "X670E"
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

part "motherboard" "msi-meg-x670e-ace" {
  name       = "MSI MEG X670E ACE"
  brand      = "MSI"
  price_usd  = 699.9
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.msi.com/Motherboard/MEG-X670E-ACE/Specification"
  notes      = "Launch price. E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8) and a chipset x16 slot; the M.2 Xpander-Z Gen5 card is bundled. Slot positions, the chipset slot's lane count and the M.2 table were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X670E"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "gigabyte-x670e-aorus-master" {
  name       = "Gigabyte X670E AORUS MASTER"
  brand      = "Gigabyte"
  price_usd  = 499.9
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.gigabyte.com/Motherboard/X670E-AORUS-MASTER-rev-10/sp"
  notes      = "Launch price. E-ATX. One PCIe 5.0 x16 slot from the CPU; it drops to x8 when the third and/or fourth M.2 socket (CPU-wired, shared with it) is used. Six SATA ports and four M.2 sockets (two PCIe 5.0 x4, two PCIe 4.0 x4; SATA support in them not verified) per TechPowerUp's review (https://techpowerup.com/review/gigabyte-x670e-aorus-master/9.html). TechPowerUp names CPU and X670E as the M.2 sources without saying which socket is which, and the M.2 sockets that share the x16 slot's lanes must be CPU-wired, so which sockets are chipset-wired is left open (no source given: rigcheck counts them as CPU-wired). The chipset slots were not verified, so there is no slot list. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X670E"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
  sata_ports        = 6

  m2_slot {
    interface = "nvme"
    gen       = 5
  }
  m2_slot {
    interface = "nvme"
    gen       = 5
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
  }
}

part "motherboard" "asrock-x670e-taichi" {
  name       = "ASRock X670E Taichi"
  brand      = "ASRock"
  price_usd  = 499.9
  price_date = "2022-09"
  released   = 2022
  source     = "https://www.asrock.com/mb/AMD/X670E%20Taichi/index.asp#Specification"
  notes      = "Launch price (approximate). E-ATX. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8). Slot positions, the M.2 table and SATA count were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X670E"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "gigabyte-x670-aorus-elite-ax" {
  name       = "Gigabyte X670 AORUS ELITE AX"
  brand      = "Gigabyte"
  price_usd  = 289.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.gigabyte.com/Motherboard/X670-AORUS-ELITE-AX-rev-10/sp"
  notes      = "Launch price (approximate). X670 (not E): the CPU x16 slot is PCIe 4.0, and one M.2 socket has PCIe 5.0. Slot positions and the M.2 table were not verified, so they are left out: Hardwareluxx reviewed this board (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/60299-gigabyte-x670-aorus-elite-ax-im-test.html), but its slot-table page could not be read."

  socket            = "AM5"
  chipset           = "X670"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "asus-rog-strix-x670e-i-gaming-wifi" {
  name       = "ASUS ROG Strix X670E-I Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 469.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-x670e-i-gaming-wifi-model/spec/"
  notes      = "Launch price (approximate). Mini-ITX: one PCIe 5.0 x16 slot from the CPU, at the single expansion position. The second X670E chipset chip sits on the bundled ROG Strix Hive add-on board. The M.2 and SATA details were not verified, so they are left out."

  socket            = "AM5"
  chipset           = "X670E"
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
# AM5 / B650E, B650
# ---------------------------------------------------------------------------

part "motherboard" "msi-mag-b650-tomahawk-wifi" {
  name       = "MSI MAG B650 TOMAHAWK WIFI"
  brand      = "MSI"
  price_usd  = 219.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.msi.com/Motherboard/MAG-B650-TOMAHAWK-WIFI/Specification"
  notes      = "Launch price; typical street price about $190 later. One PCIe 4.0 x16 slot from the CPU, a second x16-length slot on chipset lanes (x4), and one x1 slot. The slot list gives the two x16-length slots in MSI's order; the x1 slot is left out of it because its PCIe generation was not verified (it takes no GPU). The chipset x16-length slot's generation (4) is also not verified against MSI's page: only a third-party listing (e-catalog) gives the board as PCIe 4.0; correct it if the manual says otherwise. Slot positions not verified. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only. Three M.2 sockets at PCIe 4.0 x4; which are CPU- and which chipset-wired was not verified, so no source is given (rigcheck then counts them as CPU-wired). Memory and SATA counts are from the e-catalog comparison of the X670E and B650 Tomahawk."

  socket            = "AM5"
  chipset           = "B650"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 192
  registered_memory = false
  sata_ports        = 6

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 4
    source = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 4
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
  }
  m2_slot {
    interface = "nvme"
    gen       = 4
  }
}

part "motherboard" "gigabyte-b650-aorus-elite-ax" {
  name       = "Gigabyte B650 AORUS ELITE AX"
  brand      = "Gigabyte"
  price_usd  = 219.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.gigabyte.com/Motherboard/B650-AORUS-ELITE-AX-rev-10/sp"
  notes      = "Launch price (approximate). One PCIe 4.0 x16 slot from the CPU plus chipset slots. Slot positions and the M.2 table were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "B650"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "asus-tuf-gaming-b650-plus-wifi" {
  name       = "ASUS TUF GAMING B650-PLUS WIFI"
  brand      = "ASUS"
  price_usd  = 229.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://www.asus.com/motherboards-components/motherboards/tuf-gaming/tuf-gaming-b650-plus-wifi/techspec/"
  notes      = "Launch price (approximate). One PCIe 4.0 x16 slot from the CPU plus chipset slots. Slot positions and the M.2 table were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "B650"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "gigabyte-b650m-aorus-elite-ax-ice" {
  name       = "Gigabyte B650M AORUS ELITE AX ICE"
  brand      = "Gigabyte"
  price_usd  = 209.9
  price_date = "2023-10"
  released   = 2023
  source     = "https://www.gigabyte.com/Motherboard/B650M-AORUS-ELITE-AX-ICE-rev-10/sp"
  notes      = "Approximate list price. Micro-ATX. Spec: PCIEX16 (PCIe 4.0 x16, CPU) and PCIEX4 (x16-length, PCIe 4.0, chipset). The slot list is the spec page's, in its order; PCIEX4 runs x4 (Gigabyte names its slots by electrical width). Slot positions not verified (Micro-ATX has 4 positions; with two slots the gap is unknown). No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the slot list has no positions and gpu-slots reports missing-data for spacing only. Two M.2 sockets on the CPU: one PCIe 5.0 x4 and one PCIe 4.0 x4. 256 GB max memory is with 64 GB DIMMs."

  socket            = "AM5"
  chipset           = "B650"
  form_factor       = "Micro-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false
  sata_ports        = 4

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 4
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 4
    gen    = 4
    source = "chipset"
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
}

part "motherboard" "gigabyte-b650m-ds3h" {
  name       = "Gigabyte B650M DS3H"
  brand      = "Gigabyte"
  price_usd  = 149.9
  price_date = "2023-06"
  released   = 2022
  source     = "https://www.gigabyte.com/Motherboard/B650M-DS3H-rev-10/sp"
  notes      = "Approximate street price; release year not verified. Micro-ATX (4 slot positions). Slot layout from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/62580-gigabyte-b650m-ds3h-im-test-mit-vielen-positiven-ueberraschungen-im-gepaeck.html?start=2): PCIe 4.0 x16 from the CPU at position 1, positions 2 and 3 empty (two M.2 sockets sit there), PCIe 3.0 x1 from the B650 chipset at position 4. Both M.2 sockets are PCIe 4.0 x4 from the CPU, with no lane sharing; whether they also take SATA SSDs was not verified. Four SATA ports on the B650 chipset. Max memory not verified, so left out."

  socket            = "AM5"
  chipset           = "B650"
  form_factor       = "Micro-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
  sata_ports        = 4

  pcie_slot {
    position = 1
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

part "motherboard" "asus-rog-strix-b650e-i-gaming-wifi" {
  name       = "ASUS ROG Strix B650E-I Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 289.9
  price_date = "2022-10"
  released   = 2022
  source     = "https://hardwareluxx.de/index.php/artikel/hardware/mainboards/61844-asus-rog-strix-b650e-i-gaming-wifi-im-test-kompakt-pcie-5-0-und-hohes-ram-oc-potential.html?start=1"
  notes      = "Approximate launch price (not verified). Source is the Hardwareluxx review (ASUS spec page: https://rog.asus.com/motherboards/rog-strix/rog-strix-b650e-i-gaming-wifi-model/spec/). Mini-ITX: one expansion position, so the single PCIe 5.0 x16 slot (from the CPU; B650E carries PCIe 5.0 to the graphics slot) is position 1. Two SATA ports, both on the B650 chipset, per the review's performance page (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/61844-asus-rog-strix-b650e-i-gaming-wifi-im-test-kompakt-pcie-5-0-und-hohes-ram-oc-potential.html?start=6). Whether an M.2 socket can take lanes from the x16 slot was not verified; lanes = 16 is the slot width. The M.2 table and maximum memory were not verified, so they are left out."

  socket            = "AM5"
  chipset           = "B650E"
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

# ---------------------------------------------------------------------------
# AM5 / X870E, X870
# ---------------------------------------------------------------------------

part "motherboard" "asus-proart-x870e-creator-wifi" {
  name       = "ASUS ProArt X870E-CREATOR WIFI"
  brand      = "ASUS"
  price_usd  = 479.9
  price_date = "2024-09"
  released   = 2024
  source     = "https://www.asus.com/motherboards-components/motherboards/proart/proart-x870e-creator-wifi/techspec/"
  notes      = "Launch price (approximate). Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8), four M.2 sockets, and USB4 through an ASM4242 controller, per the Nexthardware review (https://www.nexthardware.com/recensioni/asus-proart-x870e-creator-wifi-1718/4). Slot positions and the M.2 lane table were not verified, so they are left out (the Nexthardware review shows the slots in photos only). No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X870E"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 192
  registered_memory = false
}

part "motherboard" "msi-mpg-x870e-carbon-wifi" {
  name       = "MSI MPG X870E CARBON WIFI"
  brand      = "MSI"
  price_usd  = 499.9
  price_date = "2024-09"
  released   = 2024
  source     = "https://www.msi.com/Motherboard/MPG-X870E-CARBON-WIFI/Specification"
  notes      = "Launch price. Slot layout and lane sharing from the Hardwareluxx review (https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/64652-msi-mpg-x870e-carbon-wifi-im-test-fuer-die-gehobene-mittelklasse.html?start=2) and MSI's X870E bifurcation blog. PCI_E1 runs x16 only while PCI_E2 and M2_2 are empty. With PCI_E2 filled: PCI_E1 x8, PCI_E2 PCIe 5.0 x4 (CPU). Populating M2_2 also drops PCI_E1 to x8. Four CPU lanes are reserved for the USB4 controller. PCI_E3 is PCIe 4.0 x4 from the chipset."

  socket            = "AM5"
  chipset           = "X870E"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false

  pcie_slot {
    position = 2
    size     = 16
    lanes    = 8
    gen      = 5
    source   = "cpu"
  }
  pcie_slot {
    position = 6
    size     = 16
    lanes    = 4
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

part "motherboard" "asus-rog-strix-x870e-e-gaming-wifi" {
  name       = "ASUS ROG Strix X870E-E Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 499.9
  price_date = "2024-09"
  released   = 2024
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-x870e-e-gaming-wifi-model/spec/"
  notes      = "Launch price (approximate). Slot layout and lane sharing from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/64908-asus-rog-strix-x870e-e-gaming-wifi-im-test-das-hero-lite-fuer-120-euro-weniger.html?start=2). The first x16 slot sits at position 3, below the M.2 heatsinks. It runs PCIe 5.0 x16, or x8 when M.2_2 and/or M.2_3 (CPU PCIe 5.0, shared) are populated. Four CPU lanes are reserved for the USB4 controller. The second x16 slot is PCIe 4.0 x4 from the chipset."

  socket            = "AM5"
  chipset           = "X870E"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false

  pcie_slot {
    position = 3
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
    gen       = 5
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

part "motherboard" "asus-rog-crosshair-x870e-hero" {
  name       = "ASUS ROG Crosshair X870E Hero"
  brand      = "ASUS"
  price_usd  = 699.9
  price_date = "2024-09"
  released   = 2024
  source     = "https://rog.asus.com/motherboards/rog-crosshair/rog-crosshair-x870e-hero/spec/"
  notes      = "Launch price. Two PCIe 5.0 x16 slots from the CPU (x16 or x8/x8). PCIEX16_1 also drops to x8 when CPU-wired M.2 sockets that share its lanes are used. Slot positions and the M.2 table were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X870E"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = false
}

part "motherboard" "msi-mag-x870-tomahawk-wifi" {
  name       = "MSI MAG X870 TOMAHAWK WIFI"
  brand      = "MSI"
  price_usd  = 289.9
  price_date = "2024-09"
  released   = 2024
  source     = "https://www.msi.com/Motherboard/MAG-X870-TOMAHAWK-WIFI/Specification"
  notes      = "Launch price (approximate); street price about $270 later. One PCIe 5.0 x16 slot from the CPU plus chipset slots. Slot positions and the M.2 table were not verified, so they are left out. No source showing the slot positions (including empty positions) was found (no Hardwareluxx slot table, review or manual page with the layout turned up in the searched material), so the pcie_slot blocks are left out and gpu-slots reports missing-data."

  socket            = "AM5"
  chipset           = "X870"
  form_factor       = "ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  max_memory_gb     = 256
  registered_memory = false
}

part "motherboard" "asus-tuf-gaming-x870-plus-wifi" {
  name       = "ASUS TUF GAMING X870-PLUS WIFI"
  brand      = "ASUS"
  price_usd  = 279.9
  price_date = "2024-10"
  released   = 2024
  source     = "https://www.asus.com/motherboards-components/motherboards/tuf-gaming/tuf-gaming-x870-plus-wifi/techspec/"
  notes      = "Approximate launch-period street price (not verified against an ASUS list price). Slot layout and lane sharing from the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/65080-asus-tuf-gaming-x870-plus-wifi-im-test-solide-und-gleichzeitig-hochpreisig.html?start=2), which lists seven slot positions: the metal-reinforced x16 slot at position 2 (PCIe 5.0 x16 from the CPU with Ryzen 7000/9000; PCIe 4.0 x8 with Ryzen 8700/8600/8400, x4 with Ryzen 8500/8300) and a PCIe 4.0 x16-length slot at position 7 (x4 from the X870 chipset). The CPU slot drops to x8 when M.2_2 (PCIe 5.0 x4, lanes taken from the x16 slot) holds an SSD; both x16-length slots filled does not by itself reduce it. Four CPU lanes are fixed to the ASM4242 USB4 controller. M.2_4 is marked as shared in the review, but what it shares with was not verified. Max memory and SATA count not verified, so left out."

  socket            = "AM5"
  chipset           = "X870"
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
# AM5 / B850 (the B850 chipset is the B650's Promontory 21 under a new name;
# PCIe 5.0 on the graphics slot is optional, USB4 is not required)
# ---------------------------------------------------------------------------

part "motherboard" "asus-rog-strix-b850-a-gaming-wifi" {
  name       = "ASUS ROG Strix B850-A Gaming WiFi"
  brand      = "ASUS"
  price_usd  = 279.9
  price_date = "2025-01"
  released   = 2025
  source     = "https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/67190-asus-rog-strix-b850-a-gaming-wifi-im-test-board-fuer-white-builds.html?start=2"
  notes      = "Approximate launch price (not verified). Source is the Hardwareluxx review; slot layout, lane sharing and M.2 wiring from its Features und Layout (2) page, which lists seven slot positions: empty, PCIe 5.0 x16 from the CPU (position 2; PCIe 5.0 x16 with Ryzen 7000/9000, PCIe 4.0 x8 with Ryzen 8700/8600/8400, x4 with Ryzen 8500/8300), four empty positions, and a PCIe 4.0 x16-length slot at position 7 (x4 from the B850 chipset). The bottom slot shares its four lanes with M.2_3: with a card in it, M.2_3 is disabled. No lane sharing on the CPU slot is reported (no USB4 controller). M.2_1 is PCIe 5.0 x4 and M.2_2 PCIe 4.0 x4 from the CPU; M.2_3 and M.2_4 PCIe 4.0 x4 from the chipset. Whether the M.2 sockets take SATA SSDs, the SATA count and the maximum memory were not verified, so they are left out."

  socket            = "AM5"
  chipset           = "B850"
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
