# WRONG: the four RTX 3090 Turbo box of builds/gallery/gallery-2021-4x-rtx-
# 3090-two-psus.hcl with both 1600 W units plugged into one 120 V 15 A
# circuit. Two PSUs carry the load, but the wall draw (about 1,785 W) is far
# over the circuit's 1,440 W continuous limit, and a training run is a
# continuous load. Warns: wall-circuit (exit 0; 1 with --strict), whose
# message says to plug the second PSU into a second circuit.
# Verdict: fails
build "four-3090-two-psus-one-circuit" {
  cpu         "intel-core-i9-10980xe" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "gigabyte-geforce-rtx-3090-turbo-24g" { count = 4 }
  storage     "samsung-980-pro-2tb" {}
  psu         "evga-supernova-1600-p2" { count = 2 }

  power {
    circuit_volts = 120
    circuit_amps  = 15
  }
}
