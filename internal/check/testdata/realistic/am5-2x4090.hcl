# Two RTX 4090 on the ProArt X670E, whose maker lists three x16 slots
# without their positions.
# Verdict: unverified (asus-proart-x670e-creator-wifi pcie_slot.position)
build "am5-2x4090" {
  cpu         "amd-ryzen-9-7950x" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "asus-proart-x670e-creator-wifi" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {
    count         = 2
    power_limit_w = 400
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "corsair-7000d-airflow" {}
  waive "psu-connectors" {
    reason = "each card's 16-pin socket is fed through NVIDIA's 4 x 8-pin adapter"
  }
}
