# Three RTX 6000 Ada on W790: Xeon w7-2495X, 256 GB of RDIMMs.
# Verdict: unverified (asus-pro-ws-w790e-sage-se m2_slot, asus-pro-ws-w790e-sage-se max_memory_gb, asus-pro-ws-w790e-sage-se pcie_slot)
build "w790" {
  cpu         "intel-xeon-w7-2495x" {}
  cooler      "noctua-nh-u14s-dx-4677" {}
  motherboard "asus-pro-ws-w790e-sage-se" {}
  memory      "kingston-fury-renegade-pro-256gb-8x32gb-ddr5-6400-rdimm" {}
  gpu         "nvidia-rtx-6000-ada" {
    count         = 3
    power_limit_w = 260
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "silverstone-seta-h2" {}
  waive "psu-connectors" {
    reason = "the 16-pin sockets are fed through the adapters in the cards' boxes"
  }
}
