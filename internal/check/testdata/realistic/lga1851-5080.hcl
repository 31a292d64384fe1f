# An LGA1851 box: Core Ultra 9 285K on a B860 board, RTX 5080, 64 GB.
# Verdict: passes
build "lga1851" {
  cpu         "intel-core-ultra-9-285k" {}
  cooler      "noctua-nh-d15-g2" {}
  motherboard "asus-rog-strix-b860-f-gaming-wifi" {}
  memory      "corsair-vengeance-64gb-2x32gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-5080-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
