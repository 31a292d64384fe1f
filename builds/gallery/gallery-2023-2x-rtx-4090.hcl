# 2023 — two RTX 4090 Founders Editions on AM5: the x8/x8 split of a Ryzen
# 9 7950X's CPU lanes, 96 GB of DDR5 (more than the 48 GB of VRAM), and an
# ATX 3.0 1300 W PSU: its native 12VHPWR cable feeds one card, NVIDIA's
# bundled 4 x 8-pin adapter and four of its six 6+2 plugs the other. At the
# stock 450 W the load is 1197 W (the 7950X runs at its 230 W PPT), within
# 10 % of the 1300 W (a psu-headroom warning); limited to 400 W the cards
# bring it to 1097 W, at little cost in speed (about 7 % per 50 W, see
# `rigcheck explain power-limit`).
# Verdict: unverified (asus-proart-x670e-creator-wifi pcie_slot.position, msi-meg-ai1300p length_mm)
build "gallery-2023-2x-rtx-4090" {
  description = "2023: Ryzen 9 7950X, ASUS ProArt X670E-Creator, 2 x RTX 4090 FE, 96 GB DDR5"

  cpu         "amd-ryzen-9-7950x" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "asus-proart-x670e-creator-wifi" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {
    count         = 2
    power_limit_w = 400
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "corsair-7000d-airflow" {}

  waive "psu-connectors" {
    reason = "the second card's 16-pin socket is fed through the 4 x 8-pin adapter NVIDIA ships with it, as intended; no catalog PSU has two native 16-pin cables"
  }
}
