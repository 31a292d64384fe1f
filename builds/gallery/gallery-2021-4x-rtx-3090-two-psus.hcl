# 2021 — four RTX 3090 Turbo blowers at their stock 350 W. No single PSU
# carries them (the load is about 1,640 W) and one 120 V 15 A circuit gives
# 1,800 W, 1,440 W continuously. So, as builders of such boxes do (Lambda:
# four 3090s "would require two PSUs plugged into separate circuits"), two
# 1600 W units joined by a sync adapter feed it from two circuits; each
# carries its unit's half of the wall draw. The open test-bench frame holds
# both units (no case is named, so no bay or clearance is checked). The same
# box on one circuit: builds/warn-3090-two-psus-one-circuit.hcl.
# Verdict: unverified (asus-ws-x299-sage m2_slot, asus-ws-x299-sage max_memory_gb)
build "gallery-2021-4x-rtx-3090-two-psus" {
  description = "2021: Core i9-10980XE, ASUS WS X299 SAGE, 4 x RTX 3090 Turbo at 350 W, 2 x 1600 W on two 120 V circuits"

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
    circuits      = 2
  }
}
