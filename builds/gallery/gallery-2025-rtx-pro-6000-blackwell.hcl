# 2025 — a one-card workstation around the 96 GB RTX PRO 6000 Blackwell
# (600 W, one 12V-2x6 socket): a Threadripper 7960X on TRX50 for the lanes
# and 128 GB of registered DDR5 (more than the card's memory), and an
# ATX 3.x PSU.
# Verdict: unverified (amd-ryzen-threadripper-7960x max_memory_gb, asus-pro-ws-trx50-sage-wifi m2_slot, asus-pro-ws-trx50-sage-wifi max_memory_gb, asus-pro-ws-trx50-sage-wifi pcie_slot, fractal-design-define-7 max_psu_length_mm, msi-meg-ai1300p length_mm)
build "gallery-2025-rtx-pro-6000-blackwell" {
  description = "2025: Threadripper 7960X, ASUS Pro WS TRX50-SAGE, RTX PRO 6000 Blackwell 96 GB, 128 GB DDR5 RDIMM"

  cpu         "amd-ryzen-threadripper-7960x" {}
  cooler      "silverstone-xe360-tr5" {}
  motherboard "asus-pro-ws-trx50-sage-wifi" {}
  memory      "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6000-rdimm" {}
  gpu         "nvidia-rtx-pro-6000-blackwell" {}
  storage     "samsung-990-pro-4tb" {}
  psu         "msi-meg-ai1300p" {}
  case        "fractal-design-define-7" {}

}
