# A 2025 AM5 gaming box: Ryzen 7 9800X3D, one RTX 4080 SUPER, 32 GB of DDR5.
# Verdict: passes
build "am5-gaming" {
  cpu         "amd-ryzen-7-9800x3d" {}
  cooler      "arctic-liquid-freezer-iii-360" {}
  motherboard "asus-rog-strix-b850-a-gaming-wifi" {}
  memory      "kingston-fury-beast-32gb-2x16gb-ddr5-5600" {}
  gpu         "nvidia-geforce-rtx-4080-super-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "nzxt-h7-flow" {}
}
