# HEDT and workstation motherboards: AMD X399, TRX40, WRX80, TRX50, WRX90.
# pcie_slot: position counted from the top of the case (1 = nearest the CPU); lanes = electrical
# width with every full-length slot populated. Boards whose slot positions could not be verified
# carry the maker's slot list without positions (SPEC v2: all or nothing per board), or no
# pcie_slot blocks when even the list could not be sourced (rules report missing-data instead of
# guessing).

# --- AMD X399 (socket TR4): Ryzen Threadripper 1000/2000, DDR4 UDIMM ---

part "motherboard" "msi-x399-sli-plus" {
  name       = "MSI X399 SLI PLUS"
  brand      = "MSI"
  price_usd  = 300
  price_date = "2018-09"
  released   = 2017
  source     = "https://www.msi.com/Motherboard/X399-SLI-PLUS/Specification"
  notes      = "Seed board (Jeff Chen 2018). Price approx. 2018 street price; discontinued, now used-market only. Slot list from MSI's spec page, in its order: 4 x PCIe 3.0 x16 (x16/x8/x16/x8 with all four filled; 16+8+16+8 CPU lanes plus the three x4 M.2 sockets use Threadripper's 60 lanes) and 2 x PCIe 2.0 x1. The x1 slots are given as chipset-wired because they are PCIe 2.0: Threadripper's own lanes are PCIe 3.0, the X399 chipset's are PCIe 2.0. The slot positions could not be checked against the manual's layout drawing (three search passes found neither the MS-7B09 manual nor a review that describes the slots by position), so the list has no positions and gpu-slots reports missing-data for spacing only. Form factor taken from the seed parts list (ATX); max memory not verified. The three M.2 slots are CPU-wired PCIe 3.0 x4; SATA support on them not verified."

  socket            = "TR4"
  chipset           = "X399"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 2
    source = "chipset"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 2
    source = "chipset"
  }

  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "cpu"
  }

  m2_slot {
    interface = "nvme"
    gen       = 3
    source    = "cpu"
  }
}

part "motherboard" "asus-rog-zenith-extreme" {
  name       = "ASUS ROG Zenith Extreme"
  brand      = "ASUS"
  price_usd  = 549
  price_date = "2017-08"
  released   = 2017
  source     = "https://rog.asus.com/motherboards/rog-zenith/rog-zenith-extreme-model/spec/"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length CPU slots (x16/x8/x16/x8 with four cards per ASUS) (PCIe 3.0: Threadripper 1000/2000 lanes). The slot list holds these four full-length slots only, without positions (not verified): any smaller slots the board has were not verified and are not listed. gpu-slots reports missing-data for spacing."

  socket            = "TR4"
  chipset           = "X399"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
}

part "motherboard" "gigabyte-x399-aorus-xtreme" {
  name       = "Gigabyte X399 AORUS XTREME"
  brand      = "Gigabyte"
  price_usd  = 449
  price_date = "2018-08"
  released   = 2018
  source     = "https://www.gigabyte.com/Motherboard/X399-AORUS-XTREME-rev-10/sp"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length CPU slots (x16/x8/x16/x8) (PCIe 3.0: Threadripper 1000/2000 lanes). The slot list holds these four full-length slots only, without positions (not verified): any smaller slots the board has were not verified and are not listed. gpu-slots reports missing-data for spacing."

  socket            = "TR4"
  chipset           = "X399"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
}

part "motherboard" "asrock-x399-taichi" {
  name       = "ASRock X399 Taichi"
  brand      = "ASRock"
  price_usd  = 330
  price_date = "2017-08"
  released   = 2017
  source     = "https://www.asrock.com/mb/AMD/X399%20Taichi/index.asp#Specification"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length CPU slots (quad mode x16/x8/x16/x8) and one PCIe 2.0 x1 (chipset: Threadripper's own lanes are PCIe 3.0, the X399 chipset's PCIe 2.0); the slot list is in ASRock's order, without positions (not verified), so gpu-slots reports missing-data for spacing only. Max memory 128 GB (UDIMM and ECC UDIMM) per the Hardwareluxx review (https://hardwareluxx.de/index.php/artikel/hardware/mainboards/44320-asrock-x399-taichi-im-test-ausgewogene-basis-fuer-threadripper.html?start=1)."

  socket            = "TR4"
  chipset           = "X399"
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
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 1
    lanes  = 1
    gen    = 2
    source = "chipset"
  }
}

part "motherboard" "asus-prime-x399-a" {
  name       = "ASUS PRIME X399-A"
  brand      = "ASUS"
  price_usd  = 340
  price_date = "2017-08"
  released   = 2017
  source     = "https://www.asus.com/motherboards-components/motherboards/prime/prime-x399-a/techspec/"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length CPU slots (x16/x8/x16/x8) (PCIe 3.0: Threadripper 1000/2000 lanes). The slot list holds these four full-length slots only, without positions (not verified): any smaller slots the board has were not verified and are not listed. gpu-slots reports missing-data for spacing."

  socket            = "TR4"
  chipset           = "X399"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = false

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 3
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 3
    source = "cpu"
  }
}

# --- AMD TRX40 (socket sTRX4): Ryzen Threadripper 3000, DDR4 UDIMM, PCIe 4.0 ---

part "motherboard" "asus-rog-zenith-ii-extreme" {
  name       = "ASUS ROG Zenith II Extreme"
  brand      = "ASUS"
  price_usd  = 849
  price_date = "2019-11"
  released   = 2019
  source     = "https://rog.asus.com/motherboards/rog-zenith/rog-zenith-ii-extreme-model/spec/"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length PCIe 4.0 slots; Tom's Hardware (quoted by mbreview, https://mbreview.com/news/motherboard-review-database/5806/gigabyte-trx40-aorus-xtreme-3) contrasts it with Gigabyte's double-slot spacing: it has a single space between the second and third x16 slots. That gives neither the first slot's position nor the other gaps, and no manual drawing or position-by-position review was found, so pcie_slot blocks are left out."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false
}

part "motherboard" "asrock-trx40-creator" {
  name       = "ASRock TRX40 Creator"
  brand      = "ASRock"
  price_usd  = 459
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.asrock.com/mb/AMD/TRX40%20Creator/index.asp#Specification"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions and lane table not verified, so pcie_slot blocks are left out."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false
}

part "motherboard" "gigabyte-trx40-aorus-master" {
  name       = "Gigabyte TRX40 AORUS MASTER"
  brand      = "Gigabyte"
  price_usd  = 499
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.gigabyte.com/Motherboard/TRX40-AORUS-MASTER-rev-10/sp"
  notes      = "Price approx. launch MSRP; discontinued. Four full-length PCIe 4.0 CPU slots (x16/x8/x16/x8). The slot list holds these four, without positions (not verified); any smaller slots were not verified and are not listed. gpu-slots reports missing-data for spacing."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false

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
}

part "motherboard" "gigabyte-trx40-aorus-xtreme" {
  name       = "Gigabyte TRX40 AORUS XTREME"
  brand      = "Gigabyte"
  price_usd  = 849
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.gigabyte.com/Motherboard/TRX40-AORUS-XTREME-rev-10/sp"
  notes      = "Price approx. launch MSRP; discontinued. Slot layout from Tom's Hardware's review as quoted by mbreview (https://mbreview.com/news/motherboard-review-database/5806/gigabyte-trx40-aorus-xtreme-3): four x16 slots at double-slot spacing with the first slot in the case's top position, i.e. positions 1, 3, 5, 7. Lanes from Gigabyte's spec (two slots at x16, two at x8, all CPU PCIe 4.0); that the x8 slots are the 2nd and 4th (positions 3 and 7) follows Gigabyte's PCIEX16/PCIEX8 slot naming and was not checked against the manual's drawing. XL-ATX also per KitGuru (https://kitguru.net/components/motherboard/luke-hill/asus-rog-zenith-ii-extreme-alpha-trx40-motherboard-review/2). A dual-slot card in position 7 needs a case with 8 or more expansion slots. M.2 sockets not verified."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "XL-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false

  pcie_slot {
    position = 1
    size     = 16
    lanes    = 16
    gen      = 4
    source   = "cpu"
  }

  pcie_slot {
    position = 3
    size     = 16
    lanes    = 8
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
    position = 7
    size     = 16
    lanes    = 8
    gen      = 4
    source   = "cpu"
  }
}

part "motherboard" "msi-creator-trx40" {
  name       = "MSI Creator TRX40"
  brand      = "MSI"
  price_usd  = 699
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.msi.com/Motherboard/Creator-TRX40/Specification"
  notes      = "Price approx. launch MSRP; discontinued. Slot layout from Hardware Asylum's review, Multi GPU Index page (https://www.hardwareasylum.com/reviews/motherboards/msi_creator-trx40/page5.aspx): only 4 of the 7 positions carry a slot, the first x16 slot is in position 2, position 4 holds the only other x16 slot, and the x8 slots sit directly below each x16 slot (read here as positions 3 and 5; the review does not number the x8 slots explicitly, and positions 1, 6 and 7 are empty). All four slots are CPU-wired PCIe 4.0; lanes x16/x8/x16/x8 from MSI's spec (48 CPU lanes: 16+8+16+8, so they hold with all four filled). A dual-slot card in position 2 covers the x8 slot in position 3. M.2 sockets not verified. Ships with an M.2 Xpander-Aero Gen4 card (not counted)."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false

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
    lanes    = 8
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
    lanes    = 8
    gen      = 4
    source   = "cpu"
  }
}

part "motherboard" "asus-rog-strix-trx40-e-gaming" {
  name       = "ASUS ROG Strix TRX40-E Gaming"
  brand      = "ASUS"
  price_usd  = 499
  price_date = "2019-11"
  released   = 2019
  source     = "https://rog.asus.com/motherboards/rog-strix/rog-strix-trx40-e-gaming-model/spec/"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions and lane table not verified, so pcie_slot blocks are left out."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false
}

part "motherboard" "asus-prime-trx40-pro" {
  name       = "ASUS PRIME TRX40-PRO"
  brand      = "ASUS"
  price_usd  = 449
  price_date = "2019-11"
  released   = 2019
  source     = "https://www.asus.com/motherboards-components/motherboards/prime/prime-trx40-pro/techspec/"
  notes      = "Price approx. launch MSRP; discontinued. Slot positions and lane table not verified, so pcie_slot blocks are left out."

  socket            = "sTRX4"
  chipset           = "TRX40"
  form_factor       = "ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  max_memory_gb     = 256
  registered_memory = false
}

# --- AMD WRX80 (socket sWRX8): Threadripper PRO 3000WX/5000WX, DDR4 RDIMM, PCIe 4.0 ---

part "motherboard" "asus-pro-ws-wrx80e-sage-se-wifi" {
  name       = "ASUS Pro WS WRX80E-SAGE SE WIFI"
  brand      = "ASUS"
  price_usd  = 1100
  price_date = "2021-06"
  released   = 2021
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-wrx80e-sage-se-wifi/techspec/"
  notes      = "Price approx. street price. Seven PCIe 4.0 x16 slots, all CPU-wired at x16 per ASUS's spec page; seven slots on a 7-position EEB board fill positions 1-7. Not re-checked against the manual in this pass: check it for M.2/U.2 sharing before relying on the last slot's width. M.2 and SATA counts not verified."

  socket            = "sWRX8"
  chipset           = "WRX80"
  form_factor       = "SSI-EEB"
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
}

part "motherboard" "gigabyte-wrx80-su8-ipmi" {
  name       = "Gigabyte WRX80-SU8-IPMI"
  brand      = "Gigabyte"
  price_usd  = 850
  price_date = "2021-09"
  released   = 2021
  source     = "https://www.gigabyte.com/Enterprise/Server-Motherboard/WRX80-SU8-IPMI-rev-1x"
  notes      = "Price approx. street price. Slot positions and per-slot lanes not verified, so pcie_slot blocks are left out."

  socket            = "sWRX8"
  chipset           = "WRX80"
  form_factor       = "E-ATX"
  memory_type       = "DDR4"
  memory_slots      = 8
  registered_memory = true
}

# --- AMD TRX50 and WRX90 (socket sTR5): Threadripper 7000/9000 and PRO 7000WX/9000WX, DDR5 RDIMM, PCIe 5.0 ---

part "motherboard" "asus-pro-ws-trx50-sage-wifi" {
  name       = "ASUS Pro WS TRX50-SAGE WIFI"
  brand      = "ASUS"
  price_usd  = 899
  price_date = "2023-11"
  released   = 2023
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-trx50-sage-wifi/techspec/"
  notes      = "Price approx. launch price. Slot positions and per-slot lanes not verified, so pcie_slot blocks are left out."

  socket            = "sTR5"
  chipset           = "TRX50"
  form_factor       = "SSI-CEB"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = true
}

part "motherboard" "gigabyte-trx50-aero-d" {
  name       = "Gigabyte TRX50 AERO D"
  brand      = "Gigabyte"
  price_usd  = 880
  price_date = "2023-12"
  released   = 2023
  source     = "https://www.gigabyte.com/Motherboard/TRX50-AERO-D-rev-10/sp"
  notes      = "Price approx. launch price. Slot positions and per-slot lanes not verified, so pcie_slot blocks are left out."

  socket            = "sTR5"
  chipset           = "TRX50"
  form_factor       = "E-ATX"
  memory_type       = "DDR5"
  memory_slots      = 4
  registered_memory = true
}

part "motherboard" "asus-pro-ws-wrx90e-sage-se" {
  name       = "ASUS Pro WS WRX90E-SAGE SE"
  brand      = "ASUS"
  price_usd  = 1300
  price_date = "2024-01"
  released   = 2023
  source     = "https://www.asus.com/motherboards-components/motherboards/workstation/pro-ws-wrx90e-sage-se/techspec/"
  notes      = "Price approx. street price. Seven full-length PCIe 5.0 slots (positions 1-7 on a 7-position EEB board); six run at x16 and one at x8, but which one is x8 was not verified, so the slot list has no positions (six x16 then the x8, not in board order) and gpu-slots reports missing-data for spacing only."

  socket            = "sTR5"
  chipset           = "WRX90"
  form_factor       = "SSI-EEB"
  memory_type       = "DDR5"
  memory_slots      = 8
  max_memory_gb     = 2048
  registered_memory = true

  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 16
    gen    = 5
    source = "cpu"
  }
  pcie_slot {
    size   = 16
    lanes  = 8
    gen    = 5
    source = "cpu"
  }
}

part "motherboard" "asrock-wrx90-ws-evo" {
  name       = "ASRock WRX90 WS EVO"
  brand      = "ASRock"
  price_usd  = 1100
  price_date = "2024-01"
  released   = 2023
  source     = "https://www.asrock.com/mb/AMD/WRX90%20WS%20EVO/index.asp#Specification"
  notes      = "Price approx. street price. Form factor EEB (12 x 13 in) from memory of ASRock's spec page, not re-checked. Seven full-length PCIe 5.0 slots (positions 1-7 on a 7-position EEB board), but a retail listing gives them as six at x16 and one at x8, and which slot is x8 was not verified, so pcie_slot blocks are left out."

  socket            = "sTR5"
  chipset           = "WRX90"
  form_factor       = "SSI-EEB"
  memory_type       = "DDR5"
  memory_slots      = 8
  registered_memory = true
}
