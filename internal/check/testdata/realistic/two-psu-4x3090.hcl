# Four RTX 3090 Turbo at stock power on two 1600 W units and two 120 V
# circuits, on an open frame (no case), EPYC 7502P and the ROMED8-2T.
# Verdict: passes
build "two-psus" {
  cpu         "amd-epyc-7502p" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "asrock-rack-romed8-2t" {}
  memory      "samsung-32gb-ddr4-3200-rdimm" { count = 4 }
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 4 }
  storage     "samsung-990-pro-2tb" {}
  psu         "evga-supernova-1600-p2" { count = 2 }
  power {
    circuits = 2
  }
}
