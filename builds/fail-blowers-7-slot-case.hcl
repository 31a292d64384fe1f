# WRONG: four dual-slot blower cards pinned at slots 1/3/5/7 in a case with 7
# expansion slots. The card in slot 7 covers positions 7 and 8, so the case
# needs 8 slots. Fails: gpu-slots (and case-form-factor: the Meshify 2's
# spec lists E-ATX, not the board's SSI-EEB; and wall-circuit: about 1497 W
# at the wall, over a 120 V 15 A circuit's 1440 W continuous).
# Fix: an 8-slot case such as the Phanteks Enthoo Pro 2.
# Verdict: fails
build "four-blowers-in-a-7-slot-case" {
  cpu         "amd-ryzen-threadripper-pro-5975wx" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asus-pro-ws-wrx80e-sage-se-wifi" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 8 }
  gpu         "asus-geforce-rtx-2080-ti-turbo" {
    count = 4
    slots = [1, 3, 5, 7]
  }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "fractal-design-meshify-2" {}
}
