# A 2023 LGA1700 gaming box: Core i5-14600K, RTX 4070 SUPER, 32 GB DDR5.
# Verdict: passes
build "lga1700" {
  cpu         "intel-core-i5-14600k" {}
  cooler      "arctic-liquid-freezer-iii-240" {}
  motherboard "asus-rog-strix-b760-f-gaming-wifi" {}
  memory      "kingston-fury-beast-32gb-2x16gb-ddr5-5600" {}
  gpu         "nvidia-geforce-rtx-4070-super-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
