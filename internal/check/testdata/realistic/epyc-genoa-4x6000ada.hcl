# Four RTX 6000 Ada on an EPYC 9554P (SP5) server board.
# Verdict: unverified (gigabyte-mz33-ar0 m2_slot, gigabyte-mz33-ar0 max_memory_gb, gigabyte-mz33-ar0 pcie_slot)
build "epyc-genoa" {
  cpu         "amd-epyc-9554p" {}
  cooler      "arctic-freezer-4u-sp5" {}
  motherboard "gigabyte-mz33-ar0" {}
  memory      "samsung-64gb-ddr5-4800-rdimm" { count = 12 }
  gpu         "nvidia-rtx-6000-ada" {
    count         = 4
    power_limit_w = 240
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "silverstone-seta-h2" {}
  power {
    circuit_volts = 240
  }
  waive "psu-connectors" {
    reason = "the 16-pin sockets are fed through the adapters in the cards' boxes"
  }
}
