# CPU coolers. `sockets` lists only sockets from rigcheck's shared vocabulary that the maker's
# compatibility list names (older sockets such as LGA115x, LGA2011 or AM3 are left out because
# rigcheck does not model them). `tdp_w` is set only where the maker publishes a rated TDP;
# Noctua publishes no TDP figure (it uses its NSPR rating instead), so Noctua parts have none.
# `height_mm` is the height with fan(s) as given by the maker. `radiator_mm` for AIOs.

# --- AIO liquid coolers ---

part "cooler" "fractal-design-celsius-s24" {
  name       = "Fractal Design Celsius S24"
  brand      = "Fractal Design"
  price_usd  = 110
  price_date = "2018-09"
  released   = 2017
  source     = "https://www.fractal-design.com/products/cooling/celsius/celsius-s24/black/"
  notes      = "Discontinued; 2018 street price. Part FD-WCU-CELSIUS-S24-BK, Asetek-made 240 mm AIO (Jeff Chen's 2018 seed build cooler). Fractal's socket list names Intel LGA2066/2011(-3)/115x and AMD AM4/AM3(+)/AM2(+)/FM2(+)/FM1; it does not list TR4, and no TR4 bracket is in the box. On Threadripper it mounts with the Asetek-style bracket AMD bundled with every Threadripper 1000/2000 CPU (as in the seed build); TR4 is left out here because Fractal's spec does not name it. Its round Asetek cold plate covers only part of the Threadripper IHS."

  sockets     = ["AM4", "LGA2066"]
  type        = "liquid"
  radiator_mm = 240
}

part "cooler" "fractal-design-celsius-s36" {
  name       = "Fractal Design Celsius S36"
  brand      = "Fractal Design"
  price_usd  = 140
  price_date = "2018-09"
  released   = 2017
  source     = "https://www.fractal-design.com/products/cooling/celsius/celsius-s36/black/"
  notes      = "Discontinued; 2018 street price. Part FD-WCU-CELSIUS-S36-BK, Asetek-made 360 mm AIO; same socket list as the Celsius S24 (no TR4 in Fractal's list, TR4 only via the bracket bundled with Threadripper CPUs)."

  sockets     = ["AM4", "LGA2066"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "arctic-liquid-freezer-ii-360" {
  name       = "ARCTIC Liquid Freezer II 360"
  brand      = "ARCTIC"
  price_usd  = 100
  price_date = "2023-06"
  released   = 2019
  source     = "https://www.arctic.de/en/Liquid-Freezer-II-360/ACFRE00068A"
  notes      = "Superseded by the Liquid Freezer III. LGA1700 needs ARCTIC's (free) LGA1700 mounting kit on early boxes; AM5 uses the AM4 mounting. No Threadripper mounting."

  sockets     = ["LGA1700", "LGA1200", "LGA2066", "AM4", "AM5"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "arctic-liquid-freezer-iii-360" {
  name       = "ARCTIC Liquid Freezer III 360"
  brand      = "ARCTIC"
  price_usd  = 100
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.arctic.de/en/Liquid-Freezer-III-360/ACFRE00136A"
  notes      = "Ships with an LGA1700/1851 contact frame. No Threadripper mounting."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "arctic-liquid-freezer-iii-420" {
  name       = "ARCTIC Liquid Freezer III 420"
  brand      = "ARCTIC"
  price_usd  = 120
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.arctic.de/en/Liquid-Freezer-III-420/ACFRE00137A"
  notes      = "420 mm (3 x 140 mm) radiator: check the case takes a 420 mm radiator."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 420
}

part "cooler" "enermax-liqtech-tr4-ii-360" {
  name       = "Enermax LiqTech TR4 II 360"
  brand      = "Enermax"
  price_usd  = 170
  price_date = "2020-06"
  released   = 2018
  source     = "https://www.enermax.com/en/products/liqtech-tr4-ii-360"
  notes      = "Part ELC-LTTR360-TBP. Full-coverage cold plate made for Threadripper/EPYC; Enermax rates it 500W+ TDP. Discontinued; last-retail price."

  sockets     = ["TR4", "sTRX4", "SP3"]
  type        = "liquid"
  radiator_mm = 360
  tdp_w       = 500
}

part "cooler" "silverstone-xe360-tr5" {
  name       = "SilverStone XE360-TR5"
  brand      = "SilverStone"
  price_usd  = 200
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.silverstonetek.com/en/product/info/coolers/xe360_tr5/"
  notes      = "Part SST-XE360-TR5. 360 mm AIO with a full-size cold plate for AMD sTR5 / SP6 (Threadripper 7000/9000, EPYC 8004). No rated TDP taken here."

  sockets     = ["sTR5", "SP6"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "corsair-icue-h150i-elite-capellix" {
  name       = "Corsair iCUE H150i Elite Capellix"
  brand      = "Corsair"
  price_usd  = 170
  price_date = "2024-06"
  released   = 2020
  source     = "https://www.corsair.com/us/en/p/cpu-coolers/cw-9060048-ww/"
  notes      = "Part CW-9060048-WW (black). Asetek-based; Threadripper only with the bracket bundled with the CPU, so TR4/sTRX4 are not listed. LGA1700 bracket included in current boxes. LGA1851 added (issue 14): Corsair lists LGA1851 for its coolers with the LGA1700 mounting; Corsair's page was not re-opened for this edit (no live network here) and BuildCores OpenDB (cross-check) also lists LGA1851 for CW-9060048-WW."

  sockets     = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "nzxt-kraken-360-2023" {
  name       = "NZXT Kraken 360 (2023)"
  brand      = "NZXT"
  price_usd  = 170
  price_date = "2024-06"
  released   = 2023
  source     = "https://nzxt.com/product/kraken-360"
  notes      = "Part RL-KN360-B1. The 2023 Kraken with the 1.54-inch LCD pump head. LGA1851 added (issue 14): NZXT lists LGA1851 for the 2023 Kraken line; NZXT's page was not re-opened for this edit (no live network here) and BuildCores OpenDB (cross-check) lists LGA1851 for the 2023 Kraken 240/280 and Elite 360."

  sockets     = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}

# --- Noctua, Threadripper / EPYC (TR4-SP3: TR4, sTRX4, sWRX8 and SP3 share one mounting) ---

part "cooler" "noctua-nh-u14s-tr4-sp3" {
  name       = "Noctua NH-U14S TR4-SP3"
  brand      = "Noctua"
  price_usd  = 80
  price_date = "2024-06"
  released   = 2017
  source     = "https://www.noctua.at/en/products/nh-u14s-tr4-sp3/specifications"
  notes      = "Large base that covers the whole Threadripper/EPYC IHS. Noctua confirmed sTRX4 and sWRX8 use the same mounting as TR4/SP3. sTR5/SP6 left out: Noctua sells separate TR5-SP6 versions for them."

  sockets   = ["TR4", "sTRX4", "sWRX8", "SP3"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-u12s-tr4-sp3" {
  name       = "Noctua NH-U12S TR4-SP3"
  brand      = "Noctua"
  price_usd  = 70
  price_date = "2024-06"
  released   = 2017
  source     = "https://www.noctua.at/en/products/nh-u12s-tr4-sp3/specifications"

  sockets   = ["TR4", "sTRX4", "sWRX8", "SP3"]
  type      = "air"
  height_mm = 158
}

part "cooler" "noctua-nh-u9-tr4-sp3" {
  name       = "Noctua NH-U9 TR4-SP3"
  brand      = "Noctua"
  price_usd  = 70
  price_date = "2024-06"
  released   = 2017
  source     = "https://www.noctua.at/en/products/nh-u9-tr4-sp3/specifications"
  notes      = "92 mm tower for 4U rack cases."

  sockets   = ["TR4", "sTRX4", "sWRX8", "SP3"]
  type      = "air"
  height_mm = 125
}

part "cooler" "noctua-nh-u14s-tr5-sp6" {
  name       = "Noctua NH-U14S TR5-SP6"
  brand      = "Noctua"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.noctua.at/en/products/nh-u14s-tr5-sp6/specifications"
  notes      = "For Threadripper 7000/9000 (sTR5) and EPYC 8004 (SP6), with a base sized for the larger sTR5 package."

  sockets   = ["sTR5", "SP6"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-u9-tr5-sp6" {
  name       = "Noctua NH-U9 TR5-SP6"
  brand      = "Noctua"
  price_usd  = 140
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.noctua.at/en/products/nh-u9-tr5-sp6/specifications"
  notes      = "92 mm tower for 4U cases. Height not verified from Noctua's spec sheet, so left out."

  sockets = ["sTR5", "SP6"]
  type    = "air"
}

# --- Noctua, Xeon W / Xeon Scalable ---

part "cooler" "noctua-nh-u14s-dx-3647" {
  name       = "Noctua NH-U14S DX-3647"
  brand      = "Noctua"
  price_usd  = 90
  price_date = "2024-06"
  released   = 2017
  source     = "https://www.noctua.at/en/products/nh-u14s-dx-3647/specifications"
  notes      = "LGA3647 (Xeon W-3200, Xeon Scalable 1st/2nd gen), Square and Narrow ILM."

  sockets   = ["LGA3647"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-u14s-dx-4677" {
  name       = "Noctua NH-U14S DX-4677"
  brand      = "Noctua"
  price_usd  = 120
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.noctua.at/en/products/nh-u14s-dx-4677/specifications"
  notes      = "LGA4677 (Xeon W-2400/3400, Xeon Scalable 4th/5th gen)."

  sockets   = ["LGA4677"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-d9-dx-4677-4u" {
  name       = "Noctua NH-D9 DX-4677 4U"
  brand      = "Noctua"
  price_usd  = 110
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.noctua.at/en/products/nh-d9-dx-4677-4u/specifications"
  notes      = "92 mm dual-fan cooler sized for 4U rack cases."

  sockets   = ["LGA4677"]
  type      = "air"
  height_mm = 134
}

# --- Noctua, mainstream desktop ---

part "cooler" "noctua-nh-d15" {
  name       = "Noctua NH-D15"
  brand      = "Noctua"
  price_usd  = 110
  price_date = "2024-06"
  released   = 2014
  source     = "https://www.noctua.at/en/products/nh-d15/specifications"
  notes      = "Boxes made before late 2021 need Noctua's free NM-i17xx kit for LGA1700; AM5 uses the included AM4 mounting. LGA1851: Noctua states LGA1851 keeps LGA1700's mounting and that its LGA1700-compatible coolers fit it with the same hardware (reported from Noctua by ginjfo.com, 2023-10-25, and tweakers.net/nieuws/241998, which quotes Noctua's site: coolers compatible with LGA1851 and LGA1700 also fit LGA1954); BuildCores OpenDB also lists LGA1851 for the NH-D15."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-d15-g2" {
  name       = "Noctua NH-D15 G2"
  brand      = "Noctua"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.noctua.at/en/products/nh-d15-g2/specifications"
  notes      = "Standard version (there are also LBC and HBC base versions)."

  sockets   = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type      = "air"
  height_mm = 168
}

part "cooler" "noctua-nh-u12s" {
  name       = "Noctua NH-U12S"
  brand      = "Noctua"
  price_usd  = 70
  price_date = "2024-06"
  released   = 2013
  source     = "https://www.noctua.at/en/products/nh-u12s/specifications"
  notes      = "Older boxes need the free NM-i17xx kit for LGA1700. LGA1851: Noctua states LGA1851 keeps LGA1700's mounting and that its LGA1700-compatible coolers fit it with the same hardware (reported from Noctua by ginjfo.com, 2023-10-25, and tweakers.net/nieuws/241998, which quotes Noctua's site); BuildCores OpenDB also lists LGA1851 for the NH-U12S."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 158
}

part "cooler" "noctua-nh-l9a-am5" {
  name       = "Noctua NH-L9a-AM5"
  brand      = "Noctua"
  price_usd  = 50
  price_date = "2024-06"
  released   = 2022
  source     = "https://www.noctua.at/en/products/nh-l9a-am5/specifications"
  notes      = "37 mm low-profile cooler for small cases; for low-TDP CPUs only."

  sockets   = ["AM5", "AM4"]
  type      = "air"
  height_mm = 37
}

# --- Other air coolers ---

part "cooler" "be-quiet-dark-rock-pro-5" {
  name       = "be quiet! Dark Rock Pro 5"
  brand      = "be quiet!"
  price_usd  = 100
  price_date = "2024-06"
  released   = 2023
  source     = "https://www.bequiet.com/en/cpucooler/4466"
  notes      = "Part BK036. LGA1851 added (issue 14): be quiet! lists LGA1851 for its current coolers that have the LGA1700 mounting; be quiet!'s page was not re-opened for this edit (no live network here) and BuildCores OpenDB (cross-check) also lists LGA1851 for BK036."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 168
  tdp_w     = 270
}

part "cooler" "be-quiet-dark-rock-pro-tr4" {
  name       = "be quiet! Dark Rock Pro TR4"
  brand      = "be quiet!"
  price_usd  = 90
  price_date = "2020-06"
  released   = 2018
  source     = "https://www.bequiet.com/en/cpucooler"
  notes      = "Part BK023. Discontinued; last-retail price. Height 162.8 mm. Source is be quiet!'s CPU-cooler range page; the model's own page address could not be confirmed."

  sockets   = ["TR4", "sTRX4"]
  type      = "air"
  height_mm = 163
  tdp_w     = 250
}

part "cooler" "deepcool-ak620" {
  name       = "DeepCool AK620"
  brand      = "DeepCool"
  price_usd  = 65
  price_date = "2024-06"
  released   = 2021
  source     = "https://www.deepcool.com/products/Cooling/cpuaircoolers/AK620-High-Performance-CPU-Cooler-1700-AM5/2021/13067.shtml"
  notes      = "Dimensions with fans 129 x 138 x 160 mm. LGA1851 added (issue 14): DeepCool's AK620 page lists LGA1851 beside LGA1700; the page was not re-opened for this edit (no live network here) and BuildCores OpenDB (cross-check) also lists LGA1851 for the AK620."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 160
  tdp_w     = 260
}

part "cooler" "thermalright-peerless-assassin-120-se" {
  name       = "Thermalright Peerless Assassin 120 SE"
  brand      = "Thermalright"
  price_usd  = 38
  price_date = "2025-01"
  released   = 2022
  source     = "https://www.thermalright.com/product/peerless-assassin-120-se/"
  notes      = "Thermalright publishes no TDP rating for it (third-party figures of 245-260 W are not the maker's)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 155
}

# --- Server / rack (4U) air coolers ---

part "cooler" "arctic-freezer-4u-m" {
  name       = "ARCTIC Freezer 4U-M"
  brand      = "ARCTIC"
  price_usd  = 62
  price_date = "2025-01"
  released   = 2022
  source     = "https://www.arctic.de/us/Freezer-4U-M/ACFRE00133A"
  notes      = "Part ACFRE00133A, 2 x 120 mm fans, fits 4U. Sockets as listed for the current (Rev. 2) package, which added LGA4677 and sTR5/SP6; also fits Intel LGA4189 and Ampere LGA4926 (not in rigcheck's socket list). No rated TDP taken here."

  sockets   = ["TR4", "sTRX4", "sWRX8", "sTR5", "SP3", "SP6", "LGA4677"]
  type      = "air"
  height_mm = 145
}

part "cooler" "arctic-freezer-4u-sp5" {
  name       = "ARCTIC Freezer 4U-SP5"
  brand      = "ARCTIC"
  price_usd  = 70
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.arctic.de/en/Freezer-4U-SP5/ACFRE00158A"
  notes      = "Part ACFRE00158A; 124 x 147 x 145 mm (L x W x H), 2 x 120 mm fans, fits 4U."

  sockets   = ["SP5"]
  type      = "air"
  height_mm = 145
}

part "cooler" "silverstone-xe04-sp5" {
  name       = "SilverStone XE04-SP5"
  brand      = "SilverStone"
  price_usd  = 75
  price_date = "2025-01"
  released   = 2023
  source     = "https://www.silverstonetek.com/en/product/info/coolers/xe04_sp5/"
  notes      = "Part SST-XE04-SP5 (SST-XE04-SP5B black). 4U cooler, 93 x 128 x 118 mm, 92 mm fan at up to 5000 rpm (43 dBA)."

  sockets   = ["SP5"]
  type      = "air"
  height_mm = 128
  tdp_w     = 400
}

part "cooler" "silverstone-xed120s-ws" {
  name       = "SilverStone XED120S-WS"
  brand      = "SilverStone"
  price_usd  = 110
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.silverstonetek.com/en/product/info/coolers/xed120s_ws/"
  notes      = "Part SST-XED120S-WS. 4U cooler, 120 x 145 x 120 mm with fan. Also lists LGA4710 and sWRX9 (not in rigcheck's socket list); Intel CPU carrier not included."

  sockets   = ["LGA4677", "SP5", "SP6", "sTR5", "SP3", "TR4", "sWRX8"]
  type      = "air"
  height_mm = 145
  tdp_w     = 450
}

part "cooler" "dynatron-a26" {
  name       = "Dynatron A26"
  brand      = "Dynatron"
  price_usd  = 70
  price_date = "2025-01"
  source     = "https://www.dynatron.co/product-page/a26"
  notes      = "2U active blower-style cooler for AMD SP3 (EPYC 7001-7003). Height and TDP rating not verified from Dynatron's sheet, so left out."

  sockets = ["SP3"]
  type    = "air"
}

# --- Current coolers added for issue 17 (2026-12) ---
# Heights, radiator sizes, socket lists and TDP ratings below are the figures the makers publish on
# the pages named in `source`; those pages could not be re-opened from the machine these entries
# were written on (no live network), so each figure was cross-checked against BuildCores OpenDB
# (github.com/buildcores/buildcores-open-db, ODC-By), which agrees on every height, radiator size
# and socket listed. Re-check against the maker's page when editing. Prices are approximate US
# street prices.

part "cooler" "thermalright-phantom-spirit-120-se" {
  name       = "Thermalright Phantom Spirit 120 SE"
  brand      = "Thermalright"
  price_usd  = 36
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.thermalright.com/product/phantom-spirit-120-se/"
  notes      = "Dual tower, two 120 mm fans, 154 mm tall with fans. Thermalright publishes no TDP rating for it. Also lists LGA115x (not modelled by rigcheck)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 154
}

part "cooler" "arctic-freezer-36" {
  name       = "ARCTIC Freezer 36"
  brand      = "ARCTIC"
  price_usd  = 35
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.arctic.de/en/Freezer-36/ACFRE00121A"
  notes      = "Part ACFRE00121A (black). Single tower with two 120 mm fans in push-pull, 159 mm tall. Intel LGA1851/1700 and AMD AM5/AM4 only (no LGA1200 mounting in the box). ARCTIC publishes no TDP rating."

  sockets   = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type      = "air"
  height_mm = 159
}

part "cooler" "arctic-liquid-freezer-iii-240" {
  name       = "ARCTIC Liquid Freezer III 240"
  brand      = "ARCTIC"
  price_usd  = 80
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.arctic.de/en/Liquid-Freezer-III-240/ACFRE00134A"
  notes      = "Part ACFRE00134A. 240 mm (2 x 120 mm) radiator; ships with the LGA1700/1851 contact frame. No Threadripper mounting."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 240
}

part "cooler" "arctic-liquid-freezer-iii-280" {
  name       = "ARCTIC Liquid Freezer III 280"
  brand      = "ARCTIC"
  price_usd  = 90
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.arctic.de/en/Liquid-Freezer-III-280/ACFRE00135A"
  notes      = "Part ACFRE00135A. 280 mm (2 x 140 mm) radiator: check the case lists 280 mm radiators. No Threadripper mounting."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 280
}

part "cooler" "noctua-nh-u12a" {
  name       = "Noctua NH-U12A"
  brand      = "Noctua"
  price_usd  = 130
  price_date = "2025-06"
  released   = 2019
  source     = "https://www.noctua.at/en/products/nh-u12a/specifications"
  notes      = "120 mm single tower with two NF-A12x25 fans, 158 mm tall. Current boxes include LGA1700/1851 mounting (boxes printed with LGA1851 were seen in Japan in 2023, per clubic.com); older boxes need the free NM-i17xx-MP78 kit. LGA2066 left out: not confirmed for the current box. No TDP (Noctua uses NSPR)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 158
}

part "cooler" "noctua-nh-u14s" {
  name       = "Noctua NH-U14S"
  brand      = "Noctua"
  price_usd  = 80
  price_date = "2025-06"
  released   = 2014
  source     = "https://www.noctua.at/en/products/nh-u14s/specifications"
  notes      = "140 mm single tower, 165 mm tall. Older boxes need the free NM-i17xx-MP83 kit for LGA1700/1851 (same mounting, per Noctua). No TDP (Noctua uses NSPR)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 165
}

part "cooler" "noctua-nh-u9s" {
  name       = "Noctua NH-U9S"
  brand      = "Noctua"
  price_usd  = 60
  price_date = "2025-06"
  released   = 2015
  source     = "https://www.noctua.at/en/products/nh-u9s/specifications"
  notes      = "92 mm single tower, 125 mm tall: fits many 4U rack cases. Older boxes need the free NM-i17xx-MP78 kit for LGA1700/1851. No TDP (Noctua uses NSPR)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 125
}

part "cooler" "noctua-nh-d12l" {
  name       = "Noctua NH-D12L"
  brand      = "Noctua"
  price_usd  = 100
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.noctua.at/en/products/nh-d12l/specifications"
  notes      = "Low-height 120 mm dual tower, 145 mm tall, for cases that take no 155-165 mm tower. No TDP (Noctua uses NSPR)."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 145
}

part "cooler" "noctua-nh-l9i-17xx" {
  name       = "Noctua NH-L9i-17xx"
  brand      = "Noctua"
  price_usd  = 50
  price_date = "2025-06"
  released   = 2021
  source     = "https://www.noctua.at/en/products/nh-l9i-17xx/specifications"
  notes      = "37 mm low-profile cooler for Intel LGA1700/1851 only; for low-TDP CPUs (not a 125 W K-series under load)."

  sockets   = ["LGA1851", "LGA1700"]
  type      = "air"
  height_mm = 37
}

part "cooler" "be-quiet-dark-rock-elite" {
  name       = "be quiet! Dark Rock Elite"
  brand      = "be quiet!"
  price_usd  = 115
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.bequiet.com/en/cpucooler"
  notes      = "Part BK037. Dual tower, 168 mm tall; be quiet! rates it for 280 W TDP. Source is be quiet!'s CPU-cooler range page; the model's own page address could not be confirmed."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 168
  tdp_w     = 280
}

part "cooler" "be-quiet-dark-rock-5" {
  name       = "be quiet! Dark Rock 5"
  brand      = "be quiet!"
  price_usd  = 75
  price_date = "2025-06"
  released   = 2023
  source     = "https://www.bequiet.com/en/cpucooler"
  notes      = "Part BK035. Single tower, 161 mm tall; be quiet! rates it for 230 W TDP. Source is be quiet!'s CPU-cooler range page; the model's own page address could not be confirmed."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 161
  tdp_w     = 230
}

part "cooler" "be-quiet-pure-rock-2" {
  name       = "be quiet! Pure Rock 2"
  brand      = "be quiet!"
  price_usd  = 45
  price_date = "2025-06"
  released   = 2020
  source     = "https://www.bequiet.com/en/cpucooler"
  notes      = "Part BK006 (silver) / BK007 (black). 120 mm single tower, 155 mm tall; be quiet! rates it for 150 W TDP. Source is be quiet!'s CPU-cooler range page; the model's own page address could not be confirmed."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 155
  tdp_w     = 150
}

part "cooler" "deepcool-ak400" {
  name       = "DeepCool AK400"
  brand      = "DeepCool"
  price_usd  = 35
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.deepcool.com/products/Cooling/cpuaircoolers/"
  notes      = "120 mm single tower, 155 mm tall; DeepCool rates it for 220 W TDP. Source is DeepCool's air-cooler range page; the model page address was not confirmed."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type      = "air"
  height_mm = 155
  tdp_w     = 220
}

part "cooler" "deepcool-ak500" {
  name       = "DeepCool AK500"
  brand      = "DeepCool"
  price_usd  = 60
  price_date = "2025-06"
  released   = 2022
  source     = "https://www.deepcool.com/products/Cooling/cpuaircoolers/"
  notes      = "120 mm single tower with offset fin stack, 158 mm tall; DeepCool rates it for 240 W TDP. Source is DeepCool's air-cooler range page; the model page address was not confirmed."

  sockets   = ["LGA1851", "LGA1700", "LGA1200", "LGA2066", "AM5", "AM4"]
  type      = "air"
  height_mm = 158
  tdp_w     = 240
}

part "cooler" "corsair-icue-link-titan-360-rx-rgb" {
  name       = "Corsair iCUE LINK TITAN 360 RX RGB"
  brand      = "Corsair"
  price_usd  = 200
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.corsair.com/us/en/p/cpu-coolers/cw-9061018-ww/"
  notes      = "Part CW-9061018-WW (black). 360 mm AIO with iCUE LINK fans; Intel LGA1851/1700 and AMD AM5/AM4 only. Corsair publishes no TDP rating."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "corsair-nautilus-360-rs-argb" {
  name       = "Corsair NAUTILUS 360 RS ARGB"
  brand      = "Corsair"
  price_usd  = 110
  price_date = "2025-06"
  released   = 2024
  source     = "https://www.corsair.com/us/en/p/cpu-coolers/cw-9060093-ww/"
  notes      = "Part CW-9060093-WW (black). 360 mm AIO; Intel LGA1851/1700 and AMD AM5/AM4 only."

  sockets     = ["LGA1851", "LGA1700", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}

part "cooler" "nzxt-kraken-elite-360-2024" {
  name       = "NZXT Kraken Elite 360 (2024)"
  brand      = "NZXT"
  price_usd  = 280
  price_date = "2025-06"
  released   = 2024
  source     = "https://nzxt.com/product/kraken-elite-360"
  notes      = "Part RL-KN36E-B2 (black). 360 mm AIO with an LCD pump head."

  sockets     = ["LGA1851", "LGA1700", "LGA1200", "AM5", "AM4"]
  type        = "liquid"
  radiator_mm = 360
}
