# A one-GPU deep-learning box on AM5: Ryzen 9 9950X, RTX 4090, 96 GB of DDR5.
# Verdict: passes
build "am5-ml" {
  cpu         "amd-ryzen-9-9950x" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "msi-mpg-x870e-carbon-wifi" {}
  memory      "corsair-vengeance-96gb-2x48gb-ddr5-6400" {}
  gpu         "nvidia-geforce-rtx-4090-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
