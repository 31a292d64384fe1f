# 2021 — four RTX 3090 Turbo blowers on one ordinary 120 V 15 A circuit. At
# their stock 350 W the box draws far more than the 1440 W such a circuit
# carries continuously (see builds/fail-3090-turbo-120v.hcl); limited to
# 270 W each with `nvidia-smi -pl 270` it fits, at a few percent of speed
# (the power-limit info quantifies it).
# Verdict: unverified (asus-ws-x299-sage m2_slot, asus-ws-x299-sage max_memory_gb, phanteks-enthoo-pro-2 max_psu_length_mm)
build "gallery-2021-4x-rtx-3090-turbo-120v" {
  description = "2021: Core i9-10980XE, ASUS WS X299 SAGE, 4 x RTX 3090 Turbo at 270 W, 128 GB, 120 V circuit"

  cpu         "intel-core-i9-10980xe" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" {
    count         = 4
    power_limit_w = 270
  }
  storage     "samsung-980-pro-2tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "phanteks-enthoo-pro-2" {}

  power {
    circuit_volts = 120
    circuit_amps  = 15
  }

}
