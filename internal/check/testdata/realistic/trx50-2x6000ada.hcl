# Two RTX 6000 Ada on TRX50: Threadripper 7960X, 128 GB of registered DDR5.
# Verdict: unverified (amd-ryzen-threadripper-7960x max_memory_gb, asus-pro-ws-trx50-sage-wifi m2_slot, asus-pro-ws-trx50-sage-wifi max_memory_gb, asus-pro-ws-trx50-sage-wifi pcie_slot)
build "trx50" {
  cpu         "amd-ryzen-threadripper-7960x" {}
  cooler      "noctua-nh-u14s-tr5-sp6" {}
  motherboard "asus-pro-ws-trx50-sage-wifi" {}
  memory      "kingston-fury-renegade-pro-128gb-4x32gb-ddr5-6000-rdimm" {}
  gpu         "nvidia-rtx-6000-ada" {
    count         = 2
    power_limit_w = 260
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1300-g2" {}
  case        "corsair-7000d-airflow" {}
  waive "psu-connectors" {
    reason = "the 16-pin sockets are fed through the adapters in the cards' boxes"
  }
}
