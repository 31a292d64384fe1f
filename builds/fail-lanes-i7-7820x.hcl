# WRONG: four GPUs on a 28-lane Core i7-7820X. Four cards at x8 plus the NVMe
# drive need 36 lanes. The board's PLX switches give every slot its width,
# but all four cards share 28 lanes to the CPU. Fails: pcie-lanes.
# Fix: a 44-lane Core i9-7900X (or more) on the same board.
# Verdict: fails
build "four-gpus-on-28-lanes" {
  cpu         "intel-core-i7-7820x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-64gb-4x16gb-ddr4-3000" {}
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}
