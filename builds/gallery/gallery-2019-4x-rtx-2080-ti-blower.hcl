# 2019 — the classic four-blower box (the shape Lambda and others sold): an
# X299 workstation board whose PLX switches give four x16 slots at positions
# 1, 3, 5 and 7, four RTX 2080 Ti Turbo blowers stacked with no gap (blowers
# exhaust out of the back), a 44-lane Core i9 and an 8-slot case so the card
# in position 7 has room for its second slot.
# Verdict: unverified (asus-ws-x299-sage m2_slot, asus-ws-x299-sage max_memory_gb, asus-ws-x299-sage sata_ports, phanteks-enthoo-pro-2 max_psu_length_mm)
build "gallery-2019-4x-rtx-2080-ti-blower" {
  description = "2019: Core i9-9940X, ASUS WS X299 SAGE, 4 x RTX 2080 Ti Turbo (blower), 128 GB DDR4"

  cpu         "intel-core-i9-9940x" {}
  cooler      "noctua-nh-u12s" {}
  motherboard "asus-ws-x299-sage" {}
  memory      "corsair-vengeance-lpx-128gb-4x32gb-ddr4-3200" {}
  gpu         "asus-geforce-rtx-2080-ti-turbo" { count = 4 }
  storage     "samsung-970-evo-plus-1tb" {}
  storage     "seagate-exos-x18-18tb" {}
  psu         "evga-supernova-1600-p2" {}
  case        "phanteks-enthoo-pro-2" {}

}
