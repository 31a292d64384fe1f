# WRONG: four 350 W RTX 3090 Turbo blowers and an 18-core Core i9-10980XE on
# one 1600 W PSU plugged into a US 120 V 15 A circuit. The estimated load
# (1642 W) is more than the PSU gives, and about 1785 W at the wall is far
# over the circuit's 1440 W continuous limit (Puget measured 1717 W even at
# 300 W per card). Fails: psu-headroom, wall-circuit, psu-transient.
# Fix: power-limit the cards (see warn-3090-turbo-280w.hcl) or a 240 V circuit.
# Verdict: fails
build "four-3090-turbo-on-120v" {
  cpu         "intel-core-i9-10980xe" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}

  power {
    circuit_volts = 120
    circuit_amps  = 15
  }
}
