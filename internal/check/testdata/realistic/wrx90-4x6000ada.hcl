# Four RTX 6000 Ada on WRX90: Threadripper PRO 7975WX, 256 GB of RDIMMs.
# Verdict: unverified (asus-pro-ws-wrx90e-sage-se m2_slot)
build "wrx90" {
  cpu         "amd-ryzen-threadripper-pro-7975wx" {}
  cooler      "noctua-nh-u14s-tr5-sp6" {}
  motherboard "asus-pro-ws-wrx90e-sage-se" {}
  memory      "kingston-fury-renegade-pro-256gb-8x32gb-ddr5-6400-rdimm" {}
  gpu         "nvidia-rtx-6000-ada" {
    count         = 4
    power_limit_w = 240
  }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "silverstone-seta-h2" {}
  power {
    circuit_amps = 20
  }
  waive "psu-connectors" {
    reason = "the 16-pin sockets are fed through the adapters in the cards' boxes"
  }
}
