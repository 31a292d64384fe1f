# 2024 — a consumer one-GPU starter: a 16 GB RTX 4080 SUPER on an AM5 board
# with a Ryzen 7 7700X, 32 GB of DDR5 and an 850 W ATX 3.1 PSU whose native
# 12V-2x6 cable feeds the card. Room to grow memory; not to grow GPUs.
# Verdict: unverified (fractal-design-north max_psu_length_mm, msi-mag-b650-tomahawk-wifi pcie_slot.position)
build "gallery-2024-starter-1gpu" {
  description = "2024 starter: Ryzen 7 7700X, MSI MAG B650 Tomahawk, RTX 4080 SUPER FE, 32 GB DDR5"

  cpu         "amd-ryzen-7-7700x" {}
  cooler      "deepcool-ak620" {}
  motherboard "msi-mag-b650-tomahawk-wifi" {}
  memory      "corsair-vengeance-32gb-2x16gb-ddr5-6000" {}
  gpu         "nvidia-geforce-rtx-4080-super-fe" {}
  storage     "samsung-990-pro-2tb" {}
  psu         "corsair-rm850x-atx31" {}
  case        "fractal-design-north" {}
}
