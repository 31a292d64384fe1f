# Power supplies. pcie_8pin = number of 6+2 PCIe plugs available with the stock cables;
# pcie_12vhpwr = native 12VHPWR / 12V-2x6 cables. atx3 = rated for ATX 3.x transients.

# --- EVGA SuperNOVA (ATX 2.x; the 1600 W units were the multi-GPU workhorses of 2015-2020) ---

part "psu" "evga-supernova-1600-p2" {
  name       = "EVGA SuperNOVA 1600 P2"
  brand      = "EVGA"
  price_usd  = 230
  price_date = "2025-01"
  released   = 2015
  source     = "https://www.evga.com/products/product.aspx?pn=220-P2-1600-X1"
  notes      = "Discontinued; used-market price. Part 220-P2-1600-X1, fully modular, 9 x PCI-E 8-pin (6+2). Full 1600 W needs a 230 V circuit or a 20 A 120 V circuit to be usable at load."

  wattage_w    = 1600
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 9
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "evga-supernova-1600-t2" {
  name       = "EVGA SuperNOVA 1600 T2"
  brand      = "EVGA"
  price_usd  = 280
  price_date = "2025-01"
  released   = 2016
  source     = "https://www.evga.com/products/product.aspx?pn=220-T2-1600-X1"
  notes      = "Discontinued; used-market price. Part 220-T2-1600-X1."

  wattage_w    = 1600
  efficiency   = "80+ Titanium"
  form_factor  = "ATX"
  pcie_8pin    = 9
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "evga-supernova-1600-g2" {
  name       = "EVGA SuperNOVA 1600 G2"
  brand      = "EVGA"
  price_usd  = 180
  price_date = "2025-01"
  released   = 2014
  source     = "https://www.evga.com/products/product.aspx?pn=120-G2-1600-X1"
  notes      = "Discontinued; used-market price. Part 120-G2-1600-X1."

  wattage_w    = 1600
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 9
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "evga-supernova-1600-g-plus" {
  name       = "EVGA SuperNOVA 1600 G+"
  brand      = "EVGA"
  price_usd  = 200
  price_date = "2025-01"
  released   = 2019
  source     = "https://www.evga.com/products/product.aspx?pn=120-GP-1600-X1"
  notes      = "Discontinued; used-market price. Part 120-GP-1600-X1, fully modular, ATX 2.x (no 12VHPWR). 9 x PCI-E 8-pin (6+2) on single-plug cables per EVGA's spec listing (recalled, not re-checked against a review in this pass)."

  wattage_w    = 1600
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 9
  pcie_12vhpwr = 0
  atx3         = false
}

part "psu" "evga-supernova-1300-g2" {
  name       = "EVGA SuperNOVA 1300 G2"
  brand      = "EVGA"
  price_usd  = 130
  price_date = "2025-01"
  released   = 2014
  source     = "https://www.evga.com/products/product.aspx?pn=120-G2-1300-XR"
  notes      = "Discontinued; used-market price. Part 120-G2-1300-XR. pcie_8pin unverified: BuildCores OpenDB lists 6 x PCIe 6+2 against the 8 here, and no EVGA sheet or review cable table could be read to settle it."

  wattage_w    = 1300
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 8
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "evga-supernova-1200-p2" {
  name       = "EVGA SuperNOVA 1200 P2"
  brand      = "EVGA"
  price_usd  = 140
  price_date = "2025-01"
  released   = 2014
  source     = "https://www.evga.com/products/product.aspx?pn=220-P2-1200-X1"
  notes      = "Discontinued; used-market price. Part 220-P2-1200-X1. pcie_8pin unverified: BuildCores OpenDB lists 6 x PCIe 6+2 against the 8 here, and no EVGA sheet or review cable table could be read to settle it."

  wattage_w    = 1200
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 8
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "evga-supernova-1000-g2" {
  name       = "EVGA SuperNOVA 1000 G2"
  brand      = "EVGA"
  price_usd  = 90
  price_date = "2025-01"
  released   = 2014
  source     = "https://www.evga.com/products/product.aspx?pn=120-G2-1000-XR"
  notes      = "Discontinued; used-market price. Part 120-G2-1000-XR."

  wattage_w    = 1000
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 0
  atx3         = false
}

part "psu" "evga-supernova-850-g2" {
  name       = "EVGA SuperNOVA 850 G2"
  brand      = "EVGA"
  price_usd  = 70
  price_date = "2025-01"
  released   = 2014
  source     = "https://www.evga.com/products/product.aspx?pn=220-G2-0850-XR"
  notes      = "Discontinued; used-market price. Part 220-G2-0850-XR; an 80+ Gold budget option for one or two GPUs."

  wattage_w    = 850
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 160
}

# --- Corsair ---

part "psu" "corsair-ax1600i" {
  name       = "Corsair AX1600i"
  brand      = "Corsair"
  price_usd  = 609
  price_date = "2024-06"
  released   = 2018
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020087-na/ax1600i-digital-atx-power-supply-1600-watt-fully-modular-psu-cp-9020087-na"
  notes      = "Part CP-9020087. GaN-based digital PSU; ATX 2.x (no native 12VHPWR). Delivers 1600 W on 115 V input (no low-line derating, so no wattage_115v_w), but a 1600 W load exceeds the continuous limit of a 15 A 120 V circuit. pcie_8pin: the ten 8-pin modular sockets are shared by the PCIe and the EPS (CPU) cables (AnandTech review, http://www5.anandtech.com/Show/Index/12645?cPage=3&all=False&sort=0&page=2&slug=the-corsair-ax1600i-psu-review-unparalleled-performance), so they cannot all carry PCIe cables while a CPU cable is plugged in; PCGH's review lists 2 EPS and 9 PCI-Express plugs in the box (https://ratgeber.pcgameshardware.de/pc-netzteile-vergleich-kaufberatung/). 9 = the plugs in the box, usable at once with one EPS cable; a board that needs both EPS cables leaves 8 sockets (was 10 before this check). AnandTech measures the housing at 205 mm deep; length_mm keeps Corsair's 200."

  wattage_w    = 1600
  efficiency   = "80+ Titanium"
  form_factor  = "ATX"
  pcie_8pin    = 9
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "corsair-ax1500i" {
  name       = "Corsair AX1500i"
  brand      = "Corsair"
  price_usd  = 220
  price_date = "2025-01"
  released   = 2013
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020057-na/ax1500i-1500-watt-80-plus-titanium-certified-fully-modular-psu-cp-9020057-na"
  notes      = "Discontinued; used-market price. Part CP-9020057."

  wattage_w    = 1500
  efficiency   = "80+ Titanium"
  form_factor  = "ATX"
  pcie_8pin    = 10
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 225
}

part "psu" "corsair-hx1500i-2022" {
  name       = "Corsair HX1500i (2022)"
  brand      = "Corsair"
  price_usd  = 380
  price_date = "2023-06"
  released   = 2022
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020215-na/hx1500i-fully-modular-ultra-low-noise-platinum-atx-1500-watt-pc-power-supply-cp-9020215-na"
  notes      = "Part CP-9020215 (the 2022, ATX 2.x version; later ATX 3.x revisions have different cabling). length_mm left out: the catalog had 180 mm without a checked source, BuildCores OpenDB lists 200 mm for CP-9020215 (and 180 mm for the 2023 CP-9020261), and neither Corsair's sheet nor a review's dimensions table could be read in this pass."

  wattage_w    = 1500
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 10
  pcie_12vhpwr = 0
  atx3         = false
}

part "psu" "corsair-hx1200i-2016" {
  name       = "Corsair HX1200i (2016)"
  brand      = "Corsair"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2016
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020070-na/hx1200i-high-performance-atx-power-supply-1200-watt-80-plus-platinum-certified-psu-cp-9020070-na"
  notes      = "Discontinued; used-market price. Part CP-9020070 (ATX 2.x). pcie_8pin unverified: BuildCores OpenDB lists 6 x PCIe 6+2 against the 8 here, and no Corsair sheet or review cable table could be read to settle it."

  wattage_w    = 1200
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 8
  pcie_12vhpwr = 0
  atx3         = false
}

part "psu" "corsair-ax1200i" {
  name       = "Corsair AX1200i"
  brand      = "Corsair"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2012
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020008-na/ax1200i-digital-atx-power-supply-1200-watt-fully-modular-psu-cp-9020008-na"
  notes      = "Discontinued; used-market price. Part CP-9020008."

  wattage_w    = 1200
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 8
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "corsair-rm850x-2021" {
  name       = "Corsair RM850x (2021)"
  brand      = "Corsair"
  price_usd  = 130
  price_date = "2023-06"
  released   = 2021
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020200-na/rmx-series-rm850x-850-watt-80-plus-gold-certified-fully-modular-psu-cp-9020200-na"
  notes      = "Part CP-9020200 (ATX 2.x; superseded by the ATX 3.x RM850x)."

  wattage_w    = 850
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 160
}

part "psu" "corsair-rm1000x-2021" {
  name       = "Corsair RM1000x (2021)"
  brand      = "Corsair"
  price_usd  = 180
  price_date = "2023-06"
  released   = 2021
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020201-na/rmx-series-rm1000x-1000-watt-80-plus-gold-certified-fully-modular-psu-cp-9020201-na"
  notes      = "Part CP-9020201 (ATX 2.x)."

  wattage_w    = 1000
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 180
}

part "psu" "corsair-rm850x-atx31" {
  name       = "Corsair RM850x (2024, ATX 3.1)"
  brand      = "Corsair"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020270-na/rm850x-fully-modular-low-noise-atx-power-supply-cp-9020270-na"
  notes      = "Part CP-9020270. ATX 3.1 / PCIe 5.1 with one native 12V-2x6 cable."

  wattage_w    = 850
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 1
  atx3         = true
  length_mm    = 160
}

part "psu" "corsair-sf750-platinum" {
  name       = "Corsair SF750 (80+ Platinum)"
  brand      = "Corsair"
  price_usd  = 185
  price_date = "2023-06"
  released   = 2018
  source     = "https://www.corsair.com/us/en/p/psu/cp-9020186-na/sf-series-sf750-750-watt-80-plus-platinum-certified-high-performance-sfx-psu-cp-9020186-na"
  notes      = "Part CP-9020186. SFX (125 x 63.5 x 100 mm); ATX 2.x. For small-form-factor single-GPU builds."

  wattage_w    = 750
  efficiency   = "80+ Platinum"
  form_factor  = "SFX"
  pcie_8pin    = 4
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 100
}

part "psu" "corsair-hx1000w" {
  name       = "Corsair HX1000W"
  brand      = "Corsair"
  price_usd  = 60
  price_date = "2025-01"
  released   = 2008
  source     = "http://www.xbitlabs.com/articles/cases/display/1000w-psu-roundup-2_3.html"
  notes      = "Part CMPSU-1000HX (first-generation HX, CWT dual-500 W design, semi-modular). Discontinued; approximate used-market price (not from a source). Connector list from the cited X-bit labs review: 2 fixed graphics cables with one 6+2-pin plug each plus 4 modular graphics cables with one 6+2-pin plug each = 6 x PCIe 6+2; housing 200 mm long. 80 PLUS Silver per Corsair's listing (recalled, not re-checked in this pass)."

  wattage_w    = 1000
  efficiency   = "80+ Silver"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 200
}

part "psu" "corsair-tx850-v2" {
  name       = "Corsair TX850 V2"
  brand      = "Corsair"
  price_usd  = 40
  price_date = "2025-01"
  released   = 2010
  source     = "https://www.hardcoregames.biz/corsair-tx850v2-pc-power-supply/"
  notes      = "Part CMPSU-850TXV2 (non-modular, single 70 A +12 V rail). Discontinued; approximate used-market price (not from a source). The cited owner review states 4 x PCIe 6+2 cables and a 160 mm long housing; enough for two GPUs only. 80 PLUS Bronze per Corsair's TX V2 listing (recalled, not re-checked in this pass)."

  wattage_w    = 850
  efficiency   = "80+ Bronze"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 160
}

# --- Seasonic ---

part "psu" "seasonic-prime-tx-1000" {
  name       = "Seasonic Prime TX-1000"
  brand      = "Seasonic"
  price_usd  = 300
  price_date = "2023-06"
  released   = 2019
  source     = "https://seasonic.com/prime-tx"
  notes      = "ATX 2.x Prime Titanium 1000 W."

  wattage_w    = 1000
  efficiency   = "80+ Titanium"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 170
}

part "psu" "seasonic-focus-gx-850" {
  name       = "Seasonic Focus GX-850 (ATX 2.x)"
  brand      = "Seasonic"
  price_usd  = 130
  price_date = "2023-06"
  released   = 2019
  source     = "https://seasonic.com/focus-gx"
  notes      = "Model SSR-850FX (the original Focus GX, ATX 2.x, no 12VHPWR; superseded by the 2023 ATX 3 Focus GX-850 with a native 12V-2x6 cable). Compact 140 mm body; 4 x PCIe 6+2 per Seasonic's spec table (recalled, not re-checked against a review in this pass). For one- or two-GPU builds."

  wattage_w    = 850
  efficiency   = "80+ Gold"
  form_factor  = "ATX"
  pcie_8pin    = 4
  pcie_12vhpwr = 0
  atx3         = false
  length_mm    = 140
}

# --- MSI ---

part "psu" "msi-meg-ai1300p" {
  name       = "MSI MEG Ai1300P PCIE5"
  brand      = "MSI"
  price_usd  = 300
  price_date = "2024-06"
  released   = 2022
  source     = "https://www.msi.com/Power-Supply/MEG-Ai1300P-PCIE5/Specification"
  notes      = "One of the first ATX 3.0 units; one native 12VHPWR (600 W) cable. Full 1300 W is rated at 115 V too, but 1300 W of load is beyond a 15 A 120 V circuit's continuous limit. Plug counts checked against the connector list of wolflsi's review (https://wolflsi.blogspot.com/2022/10/msi-meg-ai1300p-pcie5-1300w.html): 80 PLUS Platinum, ATX 3.0, one 600 W 12VHPWR cable and 8 x PCIe 6+2, of which 2 come from an adapter on the 12VHPWR socket, so 6 x 6+2 are usable together with the 12VHPWR cable (pcie_8pin = 6, pcie_12vhpwr = 1). Length left out: no stored review or MSI page giving the housing depth could be read (TechPowerUp gives 160 mm for the sibling Ai1000P, not this unit)."

  wattage_w    = 1300
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 1
  atx3         = true
}

# --- ASUS ROG Thor (plug counts from the cited reviews' connector lists) ---

part "psu" "asus-rog-thor-1200p" {
  name       = "ASUS ROG Thor 1200W Platinum"
  brand      = "ASUS"
  price_usd  = 170
  price_date = "2025-01"
  released   = 2018
  source     = "http://wolflsi.pixnet.net/blog/post/67398060"
  notes      = "Model RTSS01-1200P1 (first-generation Thor, ATX 2.x, OLED power display). Discontinued; used-market price. Connector list from the cited review: 8 x PCIe 6+2 (4 single-plug cables, 2 double-plug cables), 2 x CPU 4+4. Length not confirmed, left out."

  wattage_w    = 1200
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 8
  pcie_12vhpwr = 0
  atx3         = false
}

part "psu" "asus-rog-thor-1200p2" {
  name       = "ASUS ROG Thor 1200W Platinum II"
  brand      = "ASUS"
  price_usd  = 250
  price_date = "2024-06"
  released   = 2022
  source     = "https://ascii.jp/elem/000/004/102/4102381/2"
  notes      = "Second-generation Thor (ATX 2.x, not ATX 3.x rated). Connector list from the cited review: 6 x PCIe 6+2 and 2 x EPS cables, plus one 12VHPWR cable (600 W, sense pins grounded) that plugs into two of the PSU's 8-pin PCIe sockets, so using it reduces the sockets left for 6+2 cables. Length not confirmed, left out."

  wattage_w    = 1200
  efficiency   = "80+ Platinum"
  form_factor  = "ATX"
  pcie_8pin    = 6
  pcie_12vhpwr = 1
  atx3         = false
}
