# WRONG: four three-slot RTX 4090 Founders Editions on a board whose four x16
# slots sit two positions apart (1, 3, 5, 7). A 3-slot card covers its slot
# and the next two, so only two fit — and 4 x 450 W would need more than any
# 1600 W PSU anyway. Fails: gpu-slots, psu-connectors, psu-headroom,
# psu-transient, wall-circuit.
# Fix: two RTX 4090, or four 2-slot workstation cards (RTX 6000 Ada).
# Verdict: fails
build "four-4090s-on-a-four-slot-board" {
  cpu         "amd-ryzen-threadripper-3960x" {}
  cooler      "noctua-nh-u14s-tr4-sp3" {}
  motherboard "gigabyte-trx40-aorus-xtreme" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "nvidia-geforce-rtx-4090-fe" { count = 4 }
  storage     "samsung-970-evo-1tb" {}
  psu         "evga-supernova-1600-p2" {}
}
