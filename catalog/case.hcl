# Cases. expansion_slots = rear horizontal expansion slots (vertical GPU brackets not counted).
# max_gpu_length_mm is the manufacturer's figure with the default front fans / drive cages fitted where
# the spec sheet gives both. radiators_mm lists the radiator sizes the case takes in at least one position.

# --- Lian Li ---

part "case" "lian-li-pc-o11-air" {
  name       = "Lian Li PC-O11 Air"
  brand      = "Lian Li"
  price_usd  = 130
  price_date = "2021-06"
  released   = 2019
  source     = "https://lian-li.com/product/pc-o11-air/"
  notes      = "Airflow version of the O11 dual-chamber chassis; 8 rear expansion slots, so four dual-slot cards fit on a board with x16 slots at 1, 3, 5, 7."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 420
  max_cooler_height_mm = 170
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 240, 360]
}

part "case" "lian-li-o11-dynamic" {
  name       = "Lian Li PC-O11 Dynamic"
  brand      = "Lian Li"
  price_usd  = 140
  price_date = "2021-06"
  released   = 2018
  source     = "https://lian-li.com/product/pc-o11-dynamic/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 420
  max_cooler_height_mm = 155
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 240, 360]
}

part "case" "lian-li-o11-dynamic-xl" {
  name       = "Lian Li PC-O11 Dynamic XL ROG Certified"
  brand      = "Lian Li"
  price_usd  = 200
  price_date = "2021-06"
  released   = 2019
  source     = "https://lian-li.com/product/pc-o11-dynamic-xl/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 446
  max_cooler_height_mm = 167
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 240, 360]
}

part "case" "lian-li-o11-dynamic-evo" {
  name       = "Lian Li O11 Dynamic EVO"
  brand      = "Lian Li"
  price_usd  = 160
  price_date = "2023-06"
  released   = 2022
  source     = "https://lian-li.com/product/o11d-evo/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 420
  max_cooler_height_mm = 167
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 240, 360]
}

part "case" "lian-li-lancool-iii" {
  name       = "Lian Li Lancool III"
  brand      = "Lian Li"
  price_usd  = 150
  price_date = "2023-06"
  released   = 2022
  source     = "https://lian-li.com/product/lancool-iii/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 435
  max_cooler_height_mm = 187
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 140, 240, 280, 360]
}

# --- Fractal Design ---

part "case" "fractal-design-define-7" {
  name       = "Fractal Design Define 7"
  brand      = "Fractal Design"
  price_usd  = 170
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.fractal-design.com/products/cases/define/define-7/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 467
  max_cooler_height_mm = 185
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 140, 240, 280, 360, 420]
}

part "case" "fractal-design-meshify-2" {
  name       = "Fractal Design Meshify 2"
  brand      = "Fractal Design"
  price_usd  = 160
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.fractal-design.com/products/cases/meshify/meshify-2/"
  notes      = "Whether Fractal's 467 mm GPU figure is with the front fans fitted (the convention of this file) could not be confirmed from the maker's sheet."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 467
  max_cooler_height_mm = 185
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 140, 240, 280, 360, 420]
}

part "case" "fractal-design-meshify-2-compact" {
  name       = "Fractal Design Meshify 2 Compact"
  brand      = "Fractal Design"
  price_usd  = 110
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.fractal-design.com/products/cases/meshify/meshify-2-compact/"
  notes      = "7 expansion slots: the reference 7-slot ATX case."

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 341
  max_cooler_height_mm = 169
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 140, 240, 280, 360]
}

part "case" "fractal-design-torrent" {
  name       = "Fractal Design Torrent"
  brand      = "Fractal Design"
  price_usd  = 190
  price_date = "2023-06"
  released   = 2021
  source     = "https://www.fractal-design.com/products/cases/torrent/torrent/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 461
  max_cooler_height_mm = 188
  psu_form_factors     = ["ATX"]
}

part "case" "fractal-design-north" {
  name       = "Fractal Design North"
  brand      = "Fractal Design"
  price_usd  = 140
  price_date = "2023-06"
  released   = 2022
  source     = "https://www.fractal-design.com/products/cases/north/north/"

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 355
  max_cooler_height_mm = 170
  psu_form_factors     = ["ATX"]
}

part "case" "fractal-design-meshify-c" {
  name       = "Fractal Design Meshify C"
  brand      = "Fractal Design"
  price_usd  = 90
  price_date = "2021-06"
  released   = 2017
  source     = "https://www.fractal-design.com/products/cases/meshify/meshify-c/"

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 315
  max_cooler_height_mm = 172
  psu_form_factors     = ["ATX"]
}

# --- Corsair ---

part "case" "corsair-7000d-airflow" {
  name       = "Corsair 7000D Airflow"
  brand      = "Corsair"
  price_usd  = 240
  price_date = "2023-06"
  released   = 2021
  source     = "https://www.corsair.com/us/en/p/pc-cases/cc-9011218-ww/7000d-airflow-full-tower-atx-pc-case-black-cc-9011218-ww"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 450
  max_cooler_height_mm = 190
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 225
  radiators_mm         = [120, 140, 240, 280, 360, 420, 480]
}

part "case" "corsair-5000d-airflow" {
  name       = "Corsair 5000D Airflow"
  brand      = "Corsair"
  price_usd  = 165
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.corsair.com/us/en/p/pc-cases/cc-9011210-ww/5000d-airflow-tempered-glass-mid-tower-atx-pc-case-black-cc-9011210-ww"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 420
  max_cooler_height_mm = 170
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 225
  radiators_mm         = [120, 140, 240, 280, 360]
}

part "case" "corsair-4000d-airflow" {
  name       = "Corsair 4000D Airflow"
  brand      = "Corsair"
  price_usd  = 105
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.corsair.com/us/en/p/pc-cases/cc-9011200-ww/4000d-airflow-tempered-glass-mid-tower-atx-case-black-cc-9011200-ww"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 360
  max_cooler_height_mm = 170
  psu_form_factors     = ["ATX"]
  radiators_mm         = [120, 140, 240, 280, 360]
}

part "case" "corsair-carbide-air-540" {
  name       = "Corsair Carbide Air 540"
  brand      = "Corsair"
  price_usd  = 80
  price_date = "2024-01"
  released   = 2013
  source     = "https://www.corsair.com/us/en/p/pc-cases/cc-9011030-ww/carbide-series-air-540-high-airflow-atx-cube-case-cc-9011030-ww"
  notes      = "Discontinued; used-market price."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 320
  max_cooler_height_mm = 170
  psu_form_factors     = ["ATX"]
}

# --- Phanteks ---

part "case" "phanteks-enthoo-pro-2" {
  name       = "Phanteks Enthoo Pro 2"
  brand      = "Phanteks"
  price_usd  = 170
  price_date = "2023-06"
  released   = 2021
  source     = "https://phanteks.com/Enthoo-Pro2.html"

  form_factors         = ["SSI-EEB", "E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 503
  max_cooler_height_mm = 195
  psu_form_factors     = ["ATX"]
}

part "case" "phanteks-eclipse-p400a" {
  name       = "Phanteks Eclipse P400A"
  brand      = "Phanteks"
  price_usd  = 90
  price_date = "2022-06"
  released   = 2020
  source     = "https://phanteks.com/Eclipse-P400A.html"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 420
  max_cooler_height_mm = 160
  psu_form_factors     = ["ATX"]
}

# --- Cooler Master ---

part "case" "cooler-master-cosmos-c700m" {
  name       = "Cooler Master Cosmos C700M"
  brand      = "Cooler Master"
  price_usd  = 430
  price_date = "2023-06"
  released   = 2018
  source     = "https://www.coolermaster.com/catalog/cases/full-tower/cosmos-c700m/"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 490
  max_cooler_height_mm = 198
  psu_form_factors     = ["ATX"]
}

part "case" "cooler-master-masterbox-nr200p" {
  name       = "Cooler Master MasterBox NR200P"
  brand      = "Cooler Master"
  price_usd  = 100
  price_date = "2023-06"
  released   = 2020
  source     = "https://www.coolermaster.com/catalog/cases/mini-itx/masterbox-nr200p/"
  notes      = "Mini-ITX; SFX / SFX-L power supplies only."

  form_factors         = ["Mini-ITX"]
  expansion_slots      = 3
  max_gpu_length_mm    = 330
  max_cooler_height_mm = 155
  psu_form_factors     = ["SFX", "SFX-L"]
  radiators_mm         = [120, 240, 280]
}

part "case" "cooler-master-masterbox-q300l" {
  name       = "Cooler Master MasterBox Q300L"
  brand      = "Cooler Master"
  price_usd  = 50
  price_date = "2023-06"
  released   = 2018
  source     = "https://www.coolermaster.com/catalog/cases/mini-tower/masterbox-q300l/"
  notes      = "Micro-ATX mini tower."

  form_factors         = ["Micro-ATX", "Mini-ITX"]
  expansion_slots      = 4
  max_gpu_length_mm    = 360
  max_cooler_height_mm = 159
  psu_form_factors     = ["ATX"]
}

# --- Thermaltake ---

part "case" "thermaltake-core-p3" {
  name       = "Thermaltake Core P3"
  brand      = "Thermaltake"
  price_usd  = 140
  price_date = "2023-06"
  released   = 2015
  source     = "https://www.thermaltake.com/core-p3-tempered-glass-edition.html"
  notes      = "Open-frame, wall-mountable chassis."

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 450
  max_cooler_height_mm = 180
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 200
}

# --- NZXT ---

part "case" "nzxt-h7-flow" {
  name       = "NZXT H7 Flow"
  brand      = "NZXT"
  price_usd  = 130
  price_date = "2023-06"
  released   = 2022
  source     = "https://nzxt.com/product/h7-flow"

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 400
  max_cooler_height_mm = 185
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 200
  radiators_mm         = [120, 140, 240, 280, 360]
}

part "case" "nzxt-h510-flow" {
  name       = "NZXT H510 Flow"
  brand      = "NZXT"
  price_usd  = 80
  price_date = "2022-06"
  released   = 2021
  source     = "https://nzxt.com/product/h510-flow"

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 381
  max_cooler_height_mm = 165
  psu_form_factors     = ["ATX"]
}

# --- be quiet! ---

part "case" "be-quiet-pure-base-500dx" {
  name       = "be quiet! Pure Base 500DX"
  brand      = "be quiet!"
  price_usd  = 110
  price_date = "2023-06"
  released   = 2019
  source     = "https://www.bequiet.com/en/case/1739"

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 369
  max_cooler_height_mm = 190
  psu_form_factors     = ["ATX"]
}

part "case" "phanteks-enthoo-pro-2-server-edition" {
  extends    = "phanteks-enthoo-pro-2"
  name       = "Phanteks Enthoo Pro 2 Server Edition"
  price_usd  = 180
  price_date = "2024-06"
  released   = 2022
  source     = "https://phanteks.com/Enthoo-Pro2.html"
  notes      = "Same chassis as the Enthoo Pro 2 (dimensions, slots and clearances inherited from it), sold with a fan bracket and fans for dual-socket SSI-EEB server boards."
}

# --- Added: multi-GPU towers and popular mid-towers ---
# Same convention as at the top: the GPU length as shipped (front fans and drive cages fitted); notes
# give the other figures the maker publishes (cages removed, radiators fitted, per panel variant).

part "case" "fractal-design-north-xl" {
  name       = "Fractal Design North XL"
  brand      = "Fractal Design"
  price_usd  = 190
  price_date = "2024-06"
  released   = 2024
  source     = "https://www.fractal-design.com/products/cases/north/north-xl/"
  notes      = "Maker spec (product sheet https://www.fractal-design.com/app/uploads/2025/03/North-XL_Product-Sheet_EN.pdf): GPU 413 mm with front fans, 380 mm with a 33 mm front radiator; CPU cooler 185 mm (TG), 169 mm (RC), 155 mm (Mesh with side fan bracket); PSU 290 mm with 1 HDD tray, 175 mm with 2. Boards up to 330 mm wide (E-ATX)."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 413
  max_cooler_height_mm = 185
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 290
}

part "case" "fractal-design-torrent-compact" {
  name       = "Fractal Design Torrent Compact"
  brand      = "Fractal Design"
  price_usd  = 150
  price_date = "2023-06"
  released   = 2022
  source     = "https://www.fractal-design.com/products/cases/torrent/torrent-compact/black-solid/"
  notes      = "Maker spec: E-ATX up to 274 mm wide / SSI-CEB; GPU 330 mm with front fan mounted; CPU cooler 174 mm; PSU 210 mm."

  form_factors         = ["SSI-CEB", "E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 330
  max_cooler_height_mm = 174
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 210
}

# --- SilverStone ---

part "case" "silverstone-seta-h2" {
  name       = "SilverStone SETA H2"
  brand      = "SilverStone"
  price_usd  = 150
  price_date = "2025-01"
  released   = 2024
  source     = "https://www.silverstonetek.com/en/product/info/computer-chassis/seh2_b/"
  notes      = "8 expansion slots, SSI-EEB. Expansion-card limit 428.9 mm with 25 mm front fans installed (330 mm with side radiator and fans). Price approximate street price."

  form_factors         = ["SSI-EEB", "SSI-CEB", "E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 428
  max_cooler_height_mm = 188
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 220
  radiators_mm         = [120, 140, 240, 280, 360, 420]
}

# --- Corsair (super tower) ---

part "case" "corsair-obsidian-1000d" {
  name       = "Corsair Obsidian 1000D"
  brand      = "Corsair"
  price_usd  = 500
  price_date = "2019-01"
  released   = 2018
  source     = "https://www.corsair.com/us/en/p/pc-cases/cc-9011148-ww/obsidian-series-1000d-super-tower-case-cc-9011148-ww"
  notes      = "Dual-system super tower; expansion_slots counts the 8 slots of the main (E-ATX) system, the secondary Mini-ITX system has 2 more. Launch list price; discontinued."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 400
  max_cooler_height_mm = 180
  psu_form_factors     = ["ATX"]
}

# --- Phanteks (original Enthoo Pro) ---

part "case" "phanteks-enthoo-pro" {
  name       = "Phanteks Enthoo Pro (PH-ES614P)"
  brand      = "Phanteks"
  price_usd  = 100
  price_date = "2021-06"
  released   = 2014
  source     = "http://www.phanteks.com/Enthoo-Pro.html"
  notes      = "Original Enthoo Pro (not the Pro 2). GPU 347 mm with the HDD cage fitted (as shipped), 472 mm with it removed: to check a longer card, declare a variant with extends and max_gpu_length_mm = 472. CPU cooler 193 mm. Takes SSI-EEB dual-socket boards."

  form_factors         = ["SSI-EEB", "E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 347
  max_cooler_height_mm = 193
  psu_form_factors     = ["ATX"]
}

# --- Cooler Master (Cosmos) ---

part "case" "cooler-master-cosmos-c700p" {
  name       = "Cooler Master Cosmos C700P"
  brand      = "Cooler Master"
  price_usd  = 350
  price_date = "2018-06"
  released   = 2017
  source     = "https://www.coolermaster.com/catalog/legacy-products/cases/cosmos-c700p/"
  notes      = "Legacy product; launch-era list price. Invertible/rotatable motherboard layout."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 490
  max_cooler_height_mm = 198
  psu_form_factors     = ["ATX"]
}

# --- Lian Li (XL dual-chamber) ---

part "case" "lian-li-o11-dynamic-evo-xl" {
  name       = "Lian Li O11 Dynamic EVO XL"
  brand      = "Lian Li"
  price_usd  = 235
  price_date = "2024-06"
  released   = 2023
  source     = "https://lian-li.com/product/o11d-evo-xl/"
  notes      = "E-ATX boards under 280 mm wide. GPU length clearance 460 mm, CPU cooler 167 mm (maker spec, as reproduced in retail listings for G99.O11DEXL-X / -W)."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 8
  max_gpu_length_mm    = 460
  max_cooler_height_mm = 167
  psu_form_factors     = ["ATX"]
}

part "case" "lian-li-lancool-216" {
  name       = "Lian Li Lancool 216"
  brand      = "Lian Li"
  price_usd  = 100
  price_date = "2024-01"
  released   = 2022
  source     = "https://lian-li.com/product/lancool-216/"
  notes      = "Popular airflow mid-tower with two 160 mm front fans. E-ATX left out of form_factors: BuildCores OpenDB lists E-ATX support, but Lian Li's page could not be read to confirm it (or a board-width limit)."

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 392
  max_cooler_height_mm = 180
  psu_form_factors     = ["ATX"]
}

# --- NZXT ---

part "case" "nzxt-h710i" {
  name       = "NZXT H710i"
  brand      = "NZXT"
  price_usd  = 170
  price_date = "2020-06"
  released   = 2019
  source     = "https://nzxt.com/product/h710i"
  notes      = "Discontinued; last retail price."

  form_factors         = ["E-ATX", "ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 413
  max_cooler_height_mm = 185
  psu_form_factors     = ["ATX"]
}

part "case" "nzxt-h9-flow" {
  name       = "NZXT H9 Flow"
  brand      = "NZXT"
  price_usd  = 160
  price_date = "2023-06"
  released   = 2022
  source     = "https://nzxt.com/product/h9-flow"
  notes      = "Dual-chamber; 7 horizontal slots, no vertical slots. Radiators up to 360 mm top, bottom or side; 120 mm rear."

  form_factors         = ["ATX", "Micro-ATX", "Mini-ITX"]
  expansion_slots      = 7
  max_gpu_length_mm    = 435
  max_cooler_height_mm = 165
  psu_form_factors     = ["ATX"]
  max_psu_length_mm    = 200
  radiators_mm         = [120, 240, 360]
  bays_3_5             = 2
  bays_2_5             = 6
}
